<?php
/**
 * The connection check's line on the events the shop received.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin;

/**
 * The webhook health's summary in one finding: the last event received (its type, how long ago),
 * or none yet; a warning when events failed to process or stopped arriving while payments were
 * taken (the health's own sentence).
 */
final class LastEventFinding {

	/**
	 * @param array{last_event_at: ?int, last_event_type: ?string, failed: int, warning: ?string} $summary The webhook health's summary.
	 * @param int                                                                                  $now     Unix time.
	 * @return array{status: string, message: string}
	 */
	public static function from_summary( array $summary, int $now ): array {
		$at = $summary['last_event_at'];
		if ( null === $at ) {
			$message = __( 'The shop has not received any event from Stripe yet.', 'vitrine' );
		} else {
			$message = sprintf(
				/* translators: 1: a Stripe event type, such as payment_intent.succeeded; 2: a duration, such as "5 mins". */
				__( 'The last event received from Stripe was %1$s, %2$s ago.', 'vitrine' ),
				(string) $summary['last_event_type'],
				human_time_diff( $at, max( $at, $now ) )
			);
		}
		$status = null === $at ? ConnectionCheck::WARNING : ConnectionCheck::OK;
		if ( $summary['failed'] > 0 ) {
			$status   = ConnectionCheck::WARNING;
			$message .= ' ' . sprintf(
				/* translators: %d: how many events. */
				_n( '%d event failed to process: see the notice above the settings.', '%d events failed to process: see the notice above the settings.', $summary['failed'], 'vitrine' ),
				$summary['failed']
			);
		}
		if ( null !== $summary['warning'] ) {
			$status   = ConnectionCheck::WARNING;
			$message .= ' ' . $summary['warning'];
		}
		return array(
			'status'  => $status,
			'message' => $message,
		);
	}
}
