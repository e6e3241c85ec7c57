<?php
/**
 * A product's save recounts its terms only when its status changes.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Tests\TestCase;

final class TermCountsTest extends TestCase {

	private int $category = 0;

	protected function setUp(): void {
		parent::setUp();
		$term           = wp_insert_term( 'Counted ' . uniqid(), ProductPostTypes::CATEGORY );
		$this->category = is_array( $term ) ? (int) $term['term_id'] : 0;
	}

	private function product( string $status = 'publish' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'post_title'  => 'Counted product',
				'post_status' => $status,
			)
		);
		wp_set_object_terms( $id, array( $this->category ), ProductPostTypes::CATEGORY );
		return $id;
	}

	private function category_count(): int {
		clean_term_cache( $this->category, ProductPostTypes::CATEGORY );
		$term = get_term( $this->category, ProductPostTypes::CATEGORY );
		return $term instanceof \WP_Term ? $term->count : -1;
	}

	/**
	 * The term count queries WordPress runs during $save.
	 *
	 * @param callable $save The save.
	 * @return list<string>
	 */
	private function recounts( callable $save ): array {
		$queries = array();
		$collect = static function ( string $query ) use ( &$queries ): string {
			if ( str_contains( $query, 'SELECT COUNT(*) FROM' ) && str_contains( $query, 'term_relationships' ) ) {
				$queries[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $collect );
		$save();
		remove_filter( 'query', $collect );
		return $queries;
	}

	public function test_saving_a_published_product_again_does_not_recount_its_terms(): void {
		$id = $this->product();
		self::assertSame( 1, $this->category_count() );

		$recounts = $this->recounts(
			static fn () => wp_update_post(
				array(
					'ID'         => $id,
					'post_title' => 'Renamed',
				)
			)
		);

		self::assertSame( array(), $recounts );
		self::assertSame( 1, $this->category_count() );
	}

	public function test_a_status_change_still_recounts(): void {
		$id = $this->product();
		$this->product();
		self::assertSame( 2, $this->category_count() );

		$recounts = $this->recounts(
			static fn () => wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'draft',
				)
			)
		);
		self::assertNotSame( array(), $recounts );
		self::assertSame( 1, $this->category_count() );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'publish',
			)
		);
		self::assertSame( 2, $this->category_count() );
	}

	public function test_a_change_of_terms_is_still_counted(): void {
		$id    = $this->product();
		$other = wp_insert_term( 'Other ' . uniqid(), ProductPostTypes::CATEGORY );
		self::assertIsArray( $other );

		wp_set_object_terms( $id, array( (int) $other['term_id'] ), ProductPostTypes::CATEGORY );

		self::assertSame( 0, $this->category_count() );
		clean_term_cache( (int) $other['term_id'], ProductPostTypes::CATEGORY );
		self::assertSame( 1, get_term( (int) $other['term_id'], ProductPostTypes::CATEGORY )->count );
	}

	public function test_other_post_types_keep_wordpress_s_recount(): void {
		$category = (int) wp_insert_term( 'Blog ' . uniqid(), 'category' )['term_id'];
		$post     = (int) wp_insert_post(
			array(
				'post_title'    => 'A blog post',
				'post_status'   => 'publish',
				'post_category' => array( $category ),
			)
		);

		$recounts = $this->recounts(
			static fn () => wp_update_post(
				array(
					'ID'         => $post,
					'post_title' => 'Renamed post',
				)
			)
		);

		self::assertNotSame( array(), $recounts );
	}
}
