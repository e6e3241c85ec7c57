<?php
/**
 * Writing tax rates: every field checked, nothing written when one is wrong.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxRateRepository;
use Vitrine\Tax\TaxValidationException;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxRateRepositoryTest extends TaxTestCase {

	public function test_the_table_has_its_columns_and_indexes(): void {
		global $wpdb;
		$table   = TaxRateRepository::name();
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM {$table}" ); // phpcs:ignore WordPress.DB
		$indexes = array();
		foreach ( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB
			$indexes[ $row['Key_name'] ][] = $row['Column_name'];
		}

		self::assertSame( array( 'rate_id', 'country', 'state', 'postcodes', 'cities', 'rate', 'name', 'priority', 'compound', 'applies_to_shipping', 'tax_class', 'rate_order' ), $columns );
		self::assertSame(
			array(
				'PRIMARY'        => array( 'rate_id' ),
				'class_location' => array( 'tax_class', 'country', 'state' ),
				'class_order'    => array( 'tax_class', 'rate_order' ),
			),
			$indexes
		);
	}

	public function test_a_rate_is_saved_normalised_and_read_back(): void {
		$rate = $this->tax->rates->create(
			array(
				'country'   => ' de ',
				'state'     => 'by',
				'postcodes' => "80331, 8*\n 80000...80999 \n\n80331",
				'cities'    => "München; Augsburg\n",
				'rate'      => '7.5',
				'name'      => ' MwSt. <b>ermäßigt</b> ',
				'priority'  => '2',
				'compound'  => 'yes',
				'shipping'  => false,
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		$read = $this->tax->rates->find( $rate->id );
		self::assertNotNull( $read );
		self::assertSame( 'DE', $read->country );
		self::assertSame( 'BY', $read->state );
		self::assertSame( array( '80331', '8*', '80000...80999' ), $read->postcodes, 'Trimmed, without blanks or repeats.' );
		self::assertSame( array( 'München', 'Augsburg' ), $read->cities );
		self::assertSame( '7.5000', $read->rate );
		self::assertSame( '7.5', $read->percent() );
		self::assertSame( 75000, $read->millionths() );
		self::assertSame( 'MwSt. ermäßigt', $read->name );
		self::assertSame( 2, $read->priority );
		self::assertTrue( $read->compound );
		self::assertFalse( $read->shipping );
		self::assertSame( TaxClasses::REDUCED, $read->tax_class );
		self::assertSame( 0, $read->order, 'The first of its class.' );
		self::assertEquals( $rate, $read );
	}

	public function test_defaults_and_the_order_of_new_rates(): void {
		$first  = $this->tax->rates->create( array( 'rate' => '19' ) );
		$second = $this->tax->rates->create( array( 'rate' => '0' ) );
		$other  = $this->tax->rates->create(
			array(
				'rate'      => '7',
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		self::assertSame( '', $first->country );
		self::assertSame( 1, $first->priority );
		self::assertFalse( $first->compound );
		self::assertTrue( $first->shipping, 'Rates apply to shipping unless told otherwise.' );
		self::assertSame( '', $first->tax_class );
		self::assertSame( 'Tax', $first->label() );
		self::assertSame( array( 0, 1, 0 ), array( $first->order, $second->order, $other->order ), 'New rates go after the last of their class.' );
		self::assertSame( array( $first->id, $second->id ), self::ids( $this->tax->rates->for_class( '' ) ) );
		self::assertSame( '0', $second->percent() );
		self::assertSame( '100', $this->tax->rates->create( array( 'rate' => '100.0000' ) )->percent() );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function refused_rates(): array {
		return array(
			'unknown country'          => array( array( 'country' => 'XX' ), 'country', 'XX is not a country code. Enter a two-letter code such as DE, or leave the country empty for every country.' ),
			'country name'             => array( array( 'country' => 'Germany' ), 'country', 'Enter a two-letter country code such as DE, or leave the country empty for every country.' ),
			'state without country'    => array(
				array(
					'country' => '',
					'state'   => 'CA',
				),
				'state',
				'A state needs its country: enter the country too, or leave the state empty.',
			),
			'state with symbols'       => array(
				array(
					'country' => 'US',
					'state'   => 'C<A>',
				),
				'state',
				'Enter a state code such as CA (letters, digits, spaces or hyphens, at most 50 characters), or leave it empty for every state.',
			),
			'range of two lengths'     => array( array( 'postcodes' => "10115\n1000...19999" ), 'postcodes', 'Check these postcodes: 1000...19999. Enter one per line: an exact postcode (10115), a beginning with * (101*) or a range of postcodes of one length (10000...19999).' ),
			'range backwards'          => array( array( 'postcodes' => '19999...10000' ), 'postcodes', 'Check these postcodes: 19999...10000. Enter one per line: an exact postcode (10115), a beginning with * (101*) or a range of postcodes of one length (10000...19999).' ),
			'wildcard inside'          => array( array( 'postcodes' => '1*5, 1?' ), 'postcodes', 'Check these postcodes: 1*5, 1?. Enter one per line: an exact postcode (10115), a beginning with * (101*) or a range of postcodes of one length (10000...19999).' ),
			'city too long'            => array( array( 'cities' => str_repeat( 'a', 101 ) ), 'cities', 'A city has at most 100 characters. Enter one city per line.' ),
			'no rate'                  => array( array( 'rate' => ' ' ), 'rate', 'Enter the rate in percent, such as 19 or 7.5.' ),
			'rate above 100'           => array( array( 'rate' => '100.0001' ), 'rate', 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.' ),
			'rate with 5 decimals'     => array( array( 'rate' => '19.12345' ), 'rate', 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.' ),
			'rate with a comma'        => array( array( 'rate' => '19,5' ), 'rate', 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.' ),
			'negative rate'            => array( array( 'rate' => '-1' ), 'rate', 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.' ),
			'rate with a percent sign' => array( array( 'rate' => '19%' ), 'rate', 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.' ),
			'name too long'            => array( array( 'name' => str_repeat( 'n', 201 ) ), 'name', 'A tax name has at most 200 characters.' ),
			'priority 0'               => array( array( 'priority' => 0 ), 'priority', 'Enter the priority as a whole number from 1 to 9999.' ),
			'priority in words'        => array( array( 'priority' => 'first' ), 'priority', 'Enter the priority as a whole number from 1 to 9999.' ),
			'negative position'        => array( array( 'order' => '-3' ), 'order', 'Enter the position as a whole number from 0 to 999999.' ),
			'unknown class'            => array( array( 'tax_class' => 'luxury' ), 'tax_class', 'Choose a tax class the store has.' ),
		);
	}

	/**
	 * @dataProvider refused_rates
	 *
	 * @param array<string, mixed> $fields  Fields over a good rate.
	 * @param string               $field   The field refused.
	 * @param string               $message Its message.
	 */
	public function test_a_bad_rate_is_refused_and_nothing_is_written( array $fields, string $field, string $message ): void {
		$kept   = $this->rate( array( 'country' => 'DE' ) );
		$before = self::count_rows();

		try {
			$this->tax->rates->create( $fields + array( 'rate' => '19' ) );
			self::fail( 'The rate was accepted.' );
		} catch ( TaxValidationException $e ) {
			self::assertSame( array( $field => $message ), $e->errors );
		}
		self::assertSame( $before, self::count_rows() );

		try {
			$this->tax->rates->update( $kept->id, $fields + array( 'rate' => '16' ) );
			self::fail( 'The change was accepted.' );
		} catch ( TaxValidationException $e ) {
			self::assertSame( array( $field => $message ), $e->errors );
		}
		self::assertEquals( $kept, $this->tax->rates->find( $kept->id ), 'The rate is unchanged, its good fields included.' );
	}

	public function test_every_refused_field_has_its_message(): void {
		try {
			$this->tax->rates->create(
				array(
					'country'   => 'ZZ',
					'postcodes' => '1...2...3',
					'rate'      => 'nineteen',
					'priority'  => '-1',
					'tax_class' => 'gone',
				)
			);
			self::fail( 'The rate was accepted.' );
		} catch ( TaxValidationException $e ) {
			self::assertSame( array( 'country', 'postcodes', 'rate', 'priority', 'tax_class' ), array_keys( $e->errors ) );
		}
		self::assertSame( 0, self::count_rows() );
	}

	public function test_an_update_keeps_the_fields_it_does_not_name_and_can_move_a_rate(): void {
		$rate = $this->rate(
			array(
				'country'   => 'AT',
				'postcodes' => '6691',
				'name'      => 'USt.',
			)
		);
		$this->rate(
			array(
				'rate'      => '10',
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		$changed = $this->tax->rates->update( $rate->id, array( 'rate' => '20' ) );
		self::assertSame( '20.0000', $changed->rate );
		self::assertSame( array( '6691' ), $changed->postcodes );
		self::assertSame( 'USt.', $changed->name );

		$moved = $this->tax->rates->update( $rate->id, array( 'tax_class' => TaxClasses::REDUCED ) );
		self::assertSame( TaxClasses::REDUCED, $moved->tax_class );
		self::assertSame( 1, $moved->order, 'It goes after the rates of its new class.' );
	}

	public function test_a_missing_rate_cannot_be_changed(): void {
		try {
			$this->tax->rates->update( 999999, array( 'rate' => '5' ) );
			self::fail( 'A missing rate was changed.' );
		} catch ( TaxValidationException $e ) {
			self::assertSame( array( 'rate_id' => 'This tax rate no longer exists.' ), $e->errors );
		}
		self::assertSame( 0, self::count_rows() );
	}

	public function test_rates_are_deleted_one_by_one_or_by_class(): void {
		$one   = $this->rate();
		$two   = $this->rate( array( 'tax_class' => TaxClasses::ZERO ) );
		$three = $this->rate( array( 'tax_class' => TaxClasses::ZERO ) );

		self::assertTrue( $this->tax->rates->delete( $one->id ) );
		self::assertFalse( $this->tax->rates->delete( $one->id ) );
		self::assertSame( 2, $this->tax->rates->delete_class( TaxClasses::ZERO ) );
		self::assertNull( $this->tax->rates->find( $two->id ) );
		self::assertNull( $this->tax->rates->find( $three->id ) );
		self::assertSame( 0, self::count_rows() );
	}
}
