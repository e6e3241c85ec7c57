<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop\Filters;

use Vitrine\Shop\Filters\FilterSet;
use Vitrine\Tests\TestCase;

/**
 * The filters read from the address: what is kept, what is dropped, and the one canonical
 * address each choice writes back.
 */
final class FilterSetTest extends TestCase {

	private const ATTRIBUTES = array( 'colour', 'size' );

	public function test_every_parameter_is_read(): void {
		$set = FilterSet::from_query(
			array(
				'filter_cat'      => 'hoodies,t-shirts',
				'filter_colour'   => 'red,blue',
				'filter_size'     => array( 'm', 'l' ),
				'query_type_size' => 'and',
				'min_price'       => '10',
				'max_price'       => '50.5',
				'rating'          => '4',
				'stock_status'    => 'instock,onbackorder',
				'on_sale'         => '1',
				'orderby'         => 'price',
			),
			self::ATTRIBUTES
		);

		self::assertSame( array( 'hoodies', 't-shirts' ), $set->categories );
		self::assertSame(
			array(
				'colour' => array( 'blue', 'red' ),
				'size'   => array(
					'l',
					'm',
				),
			),
			$set->attributes
		);
		self::assertSame( 'or', $set->query_type( 'colour' ) );
		self::assertSame( 'and', $set->query_type( 'size' ) );
		self::assertSame( 10.0, $set->min_price );
		self::assertSame( 50.5, $set->max_price );
		self::assertSame( 4, $set->rating );
		self::assertSame( array( 'instock', 'onbackorder' ), $set->stock );
		self::assertTrue( $set->on_sale );
		self::assertFalse( $set->is_empty() );
	}

	public function test_invalid_values_are_dropped(): void {
		$set = FilterSet::from_query(
			array(
				'filter_cat'      => 'Not A Slug,<script>,ok',
				'filter_material' => 'wool',
				'filter_colour'   => array( array( 'nested' ) ),
				'query_type_size' => 'and',
				'min_price'       => '-5',
				'max_price'       => 'lots',
				'rating'          => '9',
				'stock_status'    => 'instock,sold',
				'on_sale'         => 'yes',
			),
			self::ATTRIBUTES
		);

		self::assertSame( array( 'ok' ), $set->categories );
		self::assertSame( array(), $set->attributes, 'An attribute the shop does not have, or a value of the wrong shape, is no filter.' );
		self::assertNull( $set->min_price );
		self::assertNull( $set->max_price );
		self::assertNull( $set->rating );
		self::assertSame( array( 'instock' ), $set->stock );
		self::assertFalse( $set->on_sale );
		self::assertSame(
			array(
				'filter_cat'   => 'ok',
				'stock_status' => 'instock',
			),
			$set->to_query()
		);
	}

	public function test_a_minimum_above_the_maximum_is_swapped_and_lists_are_capped(): void {
		$set = FilterSet::from_query(
			array(
				'min_price'     => '80',
				'max_price'     => '20',
				'filter_colour' => implode( ',', array_map( static fn ( int $n ): string => 'c' . $n, range( 1, 50 ) ) ),
			),
			self::ATTRIBUTES
		);

		self::assertSame( 20.0, $set->min_price );
		self::assertSame( 80.0, $set->max_price );
		self::assertCount( FilterSet::MAX_VALUES, $set->attributes['colour'] );
	}

	public function test_without_removes_a_group_or_one_value_and_the_query_is_canonical(): void {
		$set = FilterSet::from_query(
			array(
				'filter_size'     => 'm',
				'query_type_size' => 'and',
				'filter_colour'   => 'red,blue',
				'min_price'       => '10.50',
				'filter_cat'      => 'hoodies',
			),
			self::ATTRIBUTES
		);

		self::assertSame(
			array(
				'filter_cat'      => 'hoodies',
				'filter_colour'   => 'blue,red',
				'filter_size'     => 'm',
				'query_type_size' => 'and',
				'min_price'       => '10.5',
			),
			$set->to_query()
		);
		self::assertSame(
			array(
				'colour' => array( 'red' ),
				'size'   => array( 'm' ),
			),
			$set->without( 'attribute:colour', 'blue' )->attributes
		);
		self::assertArrayNotHasKey( 'query_type_size', $set->without( 'attribute:size', 'm' )->to_query(), 'The query type goes with its last term.' );
		self::assertNull( $set->without( FilterSet::GROUP_PRICE )->min_price );
		self::assertSame( array(), $set->without( FilterSet::GROUP_CATEGORY )->categories );
		self::assertTrue( $set->has( FilterSet::GROUP_PRICE ) );
		self::assertFalse( $set->has( FilterSet::GROUP_RATING ) );
		self::assertSame( array( 'min_price' => '10.5' ), $set->only( FilterSet::GROUP_PRICE )->to_query() );
		self::assertTrue( ( new FilterSet() )->is_empty() );
	}
}
