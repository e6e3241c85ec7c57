<?php
/**
 * Shared set-up of the checkout tests: a shop in Germany with a 19 % VAT rate, a flat-rate
 * shipping zone, bank transfer switched on, and the checkout services over the test's own cart.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Checkout\Checkout;
use Vitrine\Checkout\CheckoutRequest;
use Vitrine\Plugin;
use Vitrine\Tax\TaxRate;
use Vitrine\Tests\Cart\CartTestCase;

require_once dirname( __DIR__ ) . '/Cart/CartTestCase.php';

abstract class CheckoutTestCase extends CartTestCase {

	protected Checkout $checkout;

	protected TaxRate $vat;

	protected function setUp(): void {
		parent::setUp();
		$plugin         = Plugin::instance();
		$this->checkout = $this->container->get( Checkout::class );
		$page           = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Checkout',
				'post_content' => '[vitrine_checkout]',
			)
		);
		$this->settings(
			array(
				'price_decimals'       => 2,
				'currency'             => 'EUR',
				'store_country'        => 'DE',
				'tax_enabled'          => true,
				'checkout_page_id'     => $page,
				'payment_bacs_enabled' => true,
				'payment_cod_enabled'  => true,
			)
		);
		$this->vat = $plugin->tax->rates->create(
			array(
				'country' => 'DE',
				'rate'    => '19',
				'name'    => 'VAT',
			)
		);
		$zone      = $plugin->shipping->zones->save_zone(
			array(
				'name'      => 'Germany',
				'regions'   => 'DE',
				'postcodes' => '',
			)
		);
		$plugin->shipping->zones->add_method(
			$zone->zone_id,
			'flat_rate',
			array(
				'title'      => 'Parcel',
				'tax_status' => 'taxable',
				'cost'       => '4.90',
			)
		);
	}

	/**
	 * @param array<string, mixed> $values Settings to save.
	 */
	protected function settings( array $values ): void {
		$saved = Plugin::instance()->settings->update( $values );
		self::assertIsArray( $saved, is_wp_error( $saved ) ? implode( ' ', (array) $saved->get_error_data()['params'] ) : '' );
	}

	/**
	 * A billing address in Berlin.
	 *
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	protected function billing( array $changes = array() ): array {
		return $changes + array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'address_1'  => 'Unter den Linden 1',
			'city'       => 'Berlin',
			'postcode'   => '10117',
			'country'    => 'DE',
			'email'      => 'ada@example.org',
			'phone'      => '+49 30 123456',
		);
	}

	/**
	 * A submission with the Berlin address and bank transfer.
	 *
	 * @param array<string, mixed> $changes Constructor arguments to change, by name.
	 */
	protected function request( array $changes = array() ): CheckoutRequest {
		$args = $changes + array(
			'billing'        => $this->billing(),
			'shipping'       => array(),
			'ship_elsewhere' => false,
			'customer_note'  => '',
			'payment_method' => 'bacs',
			'payment_data'   => array(),
		);
		return new CheckoutRequest( ...$args );
	}

	/**
	 * Puts a location in the cart's checkout state.
	 *
	 * @param array<string, string> $billing Billing location.
	 */
	protected function locate( array $billing = array(
		'country'  => 'DE',
		'postcode' => '10117',
		'city'     => 'Berlin',
	) ): CartSnapshot {
		return $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_locations( $billing, array(), false ) );
	}

	protected function order_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_orders" ); // phpcs:ignore WordPress.DB
	}
}
