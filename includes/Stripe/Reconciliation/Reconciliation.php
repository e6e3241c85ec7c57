<?php
/**
 * Asks Stripe about orders still unpaid some minutes after a payment attempt.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Reconciliation;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Orders\IntentOutcome;

/**
 * A webhook can be lost (the site was down for longer than Stripe retries, the endpoint or its
 * secret is wrong). So every five minutes the orders still pending or on hold whose Stripe
 * payment was attempted between 10 minutes and 3 days ago (meta stripe_payment_attempted_at)
 * have their intent retrieved from Stripe and applied through IntentOutcome, which changes
 * nothing when the order already says what Stripe says.
 *
 * Several servers may run the job at once. Each order is claimed with a MariaDB named lock taken
 * without waiting (another server holding it skips the order), and, under it, the time it was
 * last checked (meta stripe_reconciled_at) is read and set, so that an order is asked about once
 * per RECHECK_AFTER whatever the number of servers. A run checks at most BATCH orders, those
 * checked longest ago first, and stops after TIME_LIMIT seconds.
 */
final class Reconciliation {

	public const HOOK = 'vitrine_stripe_reconcile';

	/** An attempt younger than this (10 minutes) is left to the shopper's return and the webhook. */
	public const MIN_AGE = 600;

	/** An attempt older than this (3 days) is not asked about any more. */
	public const MAX_AGE = 259200;

	/** Seconds before an order is asked about again (4 minutes: once per five-minute run). */
	public const RECHECK_AFTER = 240;

	/** Most orders asked about in one run. */
	public const BATCH = 25;

	private const TIME_LIMIT = 20;

	public function __construct(
		private readonly StripeClient $client,
		private readonly IntentOutcome $outcome,
		private readonly OrderReader $reader,
		private readonly OrderMeta $meta,
	) {
	}

	/**
	 * On init: the event every five minutes (the schedule Checkout declares for its own job).
	 */
	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 300, 'vitrine_five_minutes', self::HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * One run: asks Stripe about the orders due, applies what it says.
	 *
	 * @param int|null $now Unix time; now by default.
	 * @return array{checked: int, changed: int, errors: int} Orders asked about, of which changed
	 *                                                       status, and those that failed.
	 */
	public function run( ?int $now = null ): array {
		$now     = $now ?? time();
		$started = microtime( true );
		$result  = array(
			'checked' => 0,
			'changed' => 0,
			'errors'  => 0,
		);
		foreach ( $this->due( $now ) as $order_id ) {
			if ( microtime( true ) - $started > self::TIME_LIMIT ) {
				break;
			}
			$outcome = $this->check( $order_id, $now );
			if ( null === $outcome ) {
				continue;
			}
			++$result['checked'];
			if ( 'changed' === $outcome || 'errors' === $outcome ) {
				++$result[ $outcome ];
			}
		}
		return $result;
	}

	/**
	 * Asks about one order, if no other server is: 'changed', 'unchanged', 'errors', or null when
	 * it was skipped.
	 */
	private function check( int $order_id, int $now ): ?string {
		global $wpdb;
		$lock = 'vitrine_stripe_reconcile_' . $order_id;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', $lock ) ) ) {
			return null;
		}
		try {
			$checked = (int) $this->meta->get_meta( $order_id, 'stripe_reconciled_at' );
			$order   = $this->reader->fresh( $order_id );
			if ( $checked > $now - self::RECHECK_AFTER || null === $order || ! in_array( $order->status, array( OrderStatus::PENDING, OrderStatus::ON_HOLD ), true ) ) {
				return null;  // Another server asked about it meanwhile, or it moved on.
			}
			$this->meta->update_meta( $order_id, 'stripe_reconciled_at', $now );
			$intent_id = (string) $this->meta->get_meta( $order_id, 'stripe_intent_id' );
			$path      = str_starts_with( $intent_id, 'seti_' ) ? '/v1/setup_intents/' : '/v1/payment_intents/';
			$expand    = str_starts_with( $intent_id, 'seti_' ) ? array( 'payment_method' ) : array( 'latest_charge', 'payment_method' );
			$intent    = $this->client->get( $path . rawurlencode( $intent_id ), array( 'expand' => $expand ) );
			$after     = $this->outcome->apply( $order, $intent, 'reconciliation' );
			return $after->status !== $order->status ? 'changed' : 'unchanged';
		} catch ( DomainError $e ) {
			// One order Stripe or the database cannot answer for now must not stop the others.
			error_log( 'Vitrine Stripe reconciliation: order ' . $order_id . ': ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return 'errors';
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}

	/**
	 * The orders to ask about: pending or on hold, with a Stripe intent attempted in the window,
	 * not asked about lately; those asked about longest ago first. An order on hold with its
	 * payment authorised waits for the merchant's capture, which our own code applies: Stripe is
	 * not asked about it. Read from the database each
	 * time (another server changes them).
	 *
	 * @return list<int>
	 */
	private function due( int $now ): array {
		global $wpdb;
		$orders = OrderTables::table( OrderTables::ORDERS );
		$meta   = OrderTables::table( OrderTables::META );
		$sql    = "SELECT o.order_id FROM {$orders} o
			JOIN {$meta} a ON a.order_id = o.order_id AND a.meta_key = 'stripe_payment_attempted_at'
			JOIN {$meta} i ON i.order_id = o.order_id AND i.meta_key = 'stripe_intent_id' AND i.meta_value <> ''
			LEFT JOIN {$meta} r ON r.order_id = o.order_id AND r.meta_key = 'stripe_reconciled_at'
			LEFT JOIN {$meta} c ON c.order_id = o.order_id AND c.meta_key = 'stripe_capture'
			WHERE o.status IN (%s, %s)
			AND NOT ( o.status = %s AND COALESCE(c.meta_value, '') = 'authorized' )
			AND CAST(a.meta_value AS UNSIGNED) BETWEEN %d AND %d
			AND COALESCE(CAST(r.meta_value AS UNSIGNED), 0) <= %d
			ORDER BY COALESCE(CAST(r.meta_value AS UNSIGNED), 0), o.order_id
			LIMIT %d";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our tables; values prepared.
		$ids = $wpdb->get_col( $wpdb->prepare( $sql, OrderStatus::PENDING, OrderStatus::ON_HOLD, OrderStatus::ON_HOLD, $now - self::MAX_AGE, $now - self::MIN_AGE, $now - self::RECHECK_AFTER, self::BATCH ) );
		return array_map( 'intval', $ids );
	}
}
