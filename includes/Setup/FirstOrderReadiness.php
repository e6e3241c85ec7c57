<?php
/**
 * What a new shop still lacks before a shopper can place an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup;

use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Shipping\Admin\ShippingPage;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Shipping\ShippingZones;

/**
 * The setup creates the pages and sets the country and currency, but a fresh shop has no payment
 * method switched on and no shipping zone: the ready screen says so, with the way to each, so
 * that the admin's first test order does not end at "no payment method".
 */
final class FirstOrderReadiness {

	public function __construct(
		private readonly Gateways $gateways,
		private readonly ShippingZones $zones,
	) {
	}

	/**
	 * What is missing, each with where to set it: label, message and url. Empty when the shop
	 * can take an order.
	 *
	 * @return list<array{message: string, label: string, url: string}>
	 */
	public function missing(): array {
		$missing = array();
		if ( array() === array_filter( $this->gateways->all(), static fn ( Gateway $gateway ): bool => $gateway->is_enabled() ) ) {
			$missing[] = array(
				'message' => __( 'No payment method is switched on yet: shoppers cannot pay.', 'vitrine' ),
				'label'   => __( 'Choose payment methods', 'vitrine' ),
				'url'     => admin_url( 'admin.php?page=' . SettingsPage::SLUG ),
			);
		}
		$zones = array_merge( $this->zones->all(), array( $this->zones->rest_of_world() ) );
		if ( array() === array_filter( $zones, static fn ( ShippingZone $zone ): bool => array() !== $zone->enabled_methods() ) ) {
			$missing[] = array(
				'message' => __( 'No shipping method is set up yet: products that are shipped cannot be ordered.', 'vitrine' ),
				'label'   => __( 'Set up shipping', 'vitrine' ),
				'url'     => admin_url( 'admin.php?page=' . ShippingPage::SLUG ),
			);
		}
		return $missing;
	}
}
