<?php
/**
 * Whether Stripe's events reach the shop.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks;

use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Orders\Storage\OrderTables;

/**
 * Read from the event store: the last event received, the events whose processing failed (and
 * were not processed since), and a warning when no event arrived in the last 24 hours although
 * Stripe payments were attempted then (meta stripe_payment_attempted_at; those of the last
 * GRACE seconds are left out, their events may be on their way). Shown to admins on Vitrine's
 * screens (the Stripe settings included) when something is wrong, and answered by summary() to
 * the connection check.
 */
final class WebhookHealth {

	/** How far back the warning looks (24 hours). */
	public const WINDOW = 86400;

	/** Payments this recent (15 minutes) do not count yet for the warning. */
	public const GRACE = 900;

	/**
	 * @param EventStore             $events The events received.
	 * @param (\Closure(): int)|null $clock  The time (tests move it); time() by default.
	 */
	public function __construct( private readonly EventStore $events, private readonly ?\Closure $clock = null ) {
	}

	/**
	 * The health in short.
	 *
	 * @return array{last_event_at: ?int, last_event_type: ?string, failed: int, warning: ?string}
	 */
	public function summary(): array {
		$last     = $this->events->last_received();
		$failures = $this->events->failures();
		return array(
			'last_event_at'   => $last['received_at'] ?? null,
			'last_event_type' => $last['type'] ?? null,
			'failed'          => $failures['count'],
			'warning'         => $this->warning( $last['received_at'] ?? null ),
		);
	}

	/**
	 * What an admin should know, as sentences; none when all is well or Stripe is not in use.
	 *
	 * @return list<string>
	 */
	public function problems(): array {
		$summary  = $this->summary();
		$problems = array();
		if ( null !== $summary['warning'] ) {
			$problems[] = $summary['warning'];
		}
		if ( $summary['failed'] > 0 ) {
			$latest     = $this->events->failures()['latest'];
			$problems[] = sprintf(
				/* translators: 1: how many events, 2: Stripe event id, 3: event type, 4: date, 5: the error. */
				_n(
					'%1$d Stripe event failed to process: %2$s (%3$s), on %4$s: %5$s Stripe sends failed events again for 3 days.',
					'%1$d Stripe events failed to process; the latest: %2$s (%3$s), on %4$s: %5$s Stripe sends failed events again for 3 days.',
					$summary['failed'],
					'vitrine'
				),
				$summary['failed'],
				$latest['event_id'] ?? '',
				$latest['type'] ?? '',
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $latest['processed_at'] ?? $latest['received_at'] ?? $this->now() ),
				$latest['error'] ?? ''
			);
		}
		return $problems;
	}

	/**
	 * Action admin_notices: the problems, on Vitrine's screens, for those who manage the shop.
	 */
	public function render_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! str_contains( (string) $screen->id, 'vitrine' ) || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$problems = $this->problems();
		if ( array() === $problems ) {
			return;
		}
		Notices::list(
			array(
				array(
					'type'    => 'warning',
					'message' => __( 'Stripe webhooks need your attention.', 'vitrine' ),
					'items'   => $problems,
				),
			)
		);
	}

	/**
	 * The warning, when Stripe payments were attempted in the window and no event arrived in it.
	 */
	private function warning( ?int $last_event_at ): ?string {
		$now = $this->now();
		if ( null !== $last_event_at && $last_event_at >= $now - self::WINDOW ) {
			return null;
		}
		$payments = $this->payments_attempted( $now - self::WINDOW, $now - self::GRACE );
		if ( 0 === $payments ) {
			return null;
		}
		return sprintf(
			/* translators: 1: how many payments, 2: the webhook URL. */
			_n(
				'No Stripe event arrived in the last 24 hours, although %1$d Stripe payment was attempted. Orders are updated by the reconciliation job meanwhile, but check in the Stripe dashboard that a webhook endpoint sends events to %2$s and that its signing secret is the one saved in Vitrine’s Stripe settings.',
				'No Stripe event arrived in the last 24 hours, although %1$d Stripe payments were attempted. Orders are updated by the reconciliation job meanwhile, but check in the Stripe dashboard that a webhook endpoint sends events to %2$s and that its signing secret is the one saved in Vitrine’s Stripe settings.',
				$payments,
				'vitrine'
			),
			$payments,
			RestApi::url( '/stripe/webhook' )
		);
	}

	/**
	 * How many orders had a Stripe payment attempted between two times.
	 */
	private function payments_attempted( int $from, int $to ): int {
		global $wpdb;
		$meta = OrderTables::table( OrderTables::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$meta} WHERE meta_key = 'stripe_payment_attempted_at' AND CAST(meta_value AS UNSIGNED) BETWEEN %d AND %d", $from, $to ) );
	}

	private function now(): int {
		return null === $this->clock ? time() : ( $this->clock )();
	}
}
