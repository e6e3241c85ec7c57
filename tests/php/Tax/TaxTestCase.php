<?php
/**
 * Shared set-up of the tax tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\Settings;
use Vitrine\Tax\Tax;
use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxRate;
use Vitrine\Tests\TestCase;

/**
 * Tax services of their own on a Settings with the store and tax fields, the default tax classes
 * and an empty rates table (each test's rows are rolled back with its transaction).
 */
abstract class TaxTestCase extends TestCase {

	protected Settings $settings;
	protected Tax $tax;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		delete_option( TaxClasses::OPTION );
		delete_option( Settings::OPTION );
		$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . 'vitrine_tax_rates' ); // phpcs:ignore WordPress.DB -- the test's own transaction.
		$this->settings = new Settings();
		$this->settings->add_section( 'store', 'Store', '', SectionPosition::STORE );
		$this->tax = $this->services( array( Settings::class => $this->settings ) )->get( Tax::class );
		$this->tax->settings->add_fields();
		$this->tax->rates->flush_cache();
	}

	/**
	 * Saves settings, failing the test when they are refused.
	 *
	 * @param array<string, mixed> $values Key to value.
	 */
	protected function set( array $values ): void {
		$result = $this->settings->update( $values );
		self::assertIsArray( $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
	}

	/**
	 * A standard rate (19%, priority 1, applies to shipping) with the given fields over it.
	 *
	 * @param array<string, mixed> $fields Repository fields.
	 */
	protected function rate( array $fields = array() ): TaxRate {
		return $this->tax->rates->create( $fields + array( 'rate' => '19' ) );
	}

	/**
	 * The ids of a list of rates.
	 *
	 * @param list<TaxRate> $rates Rates.
	 * @return list<int>
	 */
	protected static function ids( array $rates ): array {
		return array_map( static fn ( TaxRate $rate ): int => $rate->id, $rates );
	}

	protected static function count_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->prefix . 'vitrine_tax_rates' ); // phpcs:ignore WordPress.DB
	}
}
