<?php
/**
 * The demo's manual order: one order made by hand for a guest, waiting for payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\ManualOrders\ManualOrderLine;
use Vitrine\ManualOrders\ManualOrderRequest;
use Vitrine\ManualOrders\ManualOrderService;
use Vitrine\ManualOrders\PaymentLink;
use Vitrine\Plugin;

/**
 * A blue Classic T-shirt in M (a variation chosen by its attributes) and a Wool Scarf for Grace
 * Hopper in Berlin with the WELCOME10 coupon, made through ManualOrderService as the Add order
 * screen makes it: pending, created_via admin, with its payment link. Once (its form token makes
 * its idempotency key, so a second run finds it).
 */
final class ManualOrder {


	public function seed(): string {
		$shirt = $this->product( 'classic-t-shirt' );
		$scarf = $this->product( 'wool-scarf' );
		if ( 0 === $shirt || 0 === $scarf ) {
			return 'Demo manual order: the demo catalog is missing; skipped.';
		}
		$attributes = array();
		$product    = Plugin::instance()->catalog->products->find( $shirt );
		foreach ( null === $product ? array() : array_keys( $product->variation_attributes() ) as $key ) {
			$attributes[ $key ] = str_contains( $key, 'colour' ) ? 'blue' : 'm';
		}
		$request = new ManualOrderRequest(
			0,
			array(
				'first_name' => 'Grace',
				'last_name'  => 'Hopper',
				'address_1'  => 'Friedrichstraße 43',
				'city'       => 'Berlin',
				'postcode'   => '10117',
				'country'    => 'DE',
				'email'      => 'grace.hopper@example.org',
				'phone'      => '+49 30 5550123',
			),
			array(),
			false,
			array(
				new ManualOrderLine( $shirt, 0, 2, $attributes ),
				new ManualOrderLine( $scarf, 0, 1 ),
			),
			array( 'welcome10' ),
			'',
			'As agreed on the phone: two T-shirts and the scarf.',
			'de0a0a1'
		);
		$admins  = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$order   = Plugin::instance()->get( ManualOrderService::class )->create( $request, (int) ( $admins[0] ?? 0 ) );
		return sprintf( 'Demo manual order: #%d, pending, pay link %s', $order->id, Plugin::instance()->get( PaymentLink::class )->url( $order ) );
	}

	private function product( string $slug ): int {
		$found = get_posts(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'name'        => $slug,
				'post_status' => 'publish',
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		return (int) ( $found[0] ?? 0 );
	}
}
