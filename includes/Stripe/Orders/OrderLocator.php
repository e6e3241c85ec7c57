<?php
/**
 * Finds the order a Stripe object is about.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Orders;

use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderReader;

/**
 * An intent names its order in metadata.order_id, which our checkout wrote with the secret key;
 * but one Stripe account may serve several shops, whose webhooks each receive every event, and
 * their order ids overlap. So the order named is taken only when it knows the intent: as its
 * current intent (stripe_intent_id), the one that paid it (stripe_paid_intent_id), one of its
 * earlier attempts (stripe_intent_ids), or when the metadata also carries the order's key.
 * Charges, refunds and disputes are found through the charge id the order keeps
 * (stripe_charge_id) or through their payment intent.
 */
final class OrderLocator {

	public function __construct( private readonly OrderReader $reader, private readonly OrderMeta $meta ) {
	}

	/**
	 * The order of an intent, null when it is not one of this shop's.
	 *
	 * @param array<string, mixed> $intent A payment or setup intent.
	 */
	public function for_intent( array $intent ): ?Order {
		$id       = IntentFacts::id( $intent );
		$order_id = IntentFacts::order_id( $intent );
		if ( '' === $id || 0 === $order_id ) {
			return null;
		}
		$order = $this->reader->find( $order_id );
		if ( null === $order ) {
			return null;
		}
		$known   = array(
			(string) $this->meta->get_meta( $order->id, 'stripe_intent_id' ),
			(string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ),
		);
		$earlier = $this->meta->get_meta( $order->id, 'stripe_intent_ids' );
		if ( is_array( $earlier ) ) {
			$known = array_merge( $known, array_map( 'strval', $earlier ) );
		}
		$metadata = is_array( $intent['metadata'] ?? null ) ? $intent['metadata'] : array();
		$key      = is_string( $metadata['order_key'] ?? null ) ? $metadata['order_key'] : '';
		if ( in_array( $id, $known, true ) || ( '' !== $key && hash_equals( $order->key, $key ) ) ) {
			return $order;
		}
		return null;
	}

	/**
	 * The order a charge paid, found by its id or, failing that, by its payment intent's.
	 *
	 * @param string $charge_id The charge (ch_… or py_…).
	 * @param string $intent_id Its payment intent, '' when unknown.
	 */
	public function for_charge( string $charge_id, string $intent_id ): ?Order {
		$lookups = array( array( 'stripe_charge_id', $charge_id ) );
		if ( '' !== $intent_id ) {
			$lookups[] = array( 'stripe_paid_intent_id', $intent_id );
			$lookups[] = array( 'stripe_intent_id', $intent_id );
		}
		foreach ( $lookups as list( $key, $value ) ) {
			if ( '' === $value ) {
				continue;
			}
			$ids = $this->meta->find_ids_by_meta( $key, $value );
			if ( 1 === count( $ids ) ) {
				return $this->reader->find( $ids[0] );
			}
		}
		return null;
	}
}
