<?php
/**
 * Cancels unpaid orders once their stock has been held long enough.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\OrderError;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\Offline\OfflineGateway;

/**
 * A placed order takes its stock at once (CheckoutService), so an order nobody pays would keep
 * it for ever. A WP-Cron event every few minutes cancels, with a note, the orders that still
 * hold stock unpaid past the hold time, which gives their stock back:
 *
 * - pending (and failed, the same order after a refused payment) older than hold_stock_minutes;
 * - on hold awaiting an offline payment (bank transfer, cheque), only when the merchant set
 *   hold_stock_offline_days.
 *
 * 0 keeps the stock until the order is paid or cancelled by hand. Safe on several web servers
 * at once: each order is cancelled by OrderService::cancel_unpaid(), which checks it again
 * under the order's row lock, so of two runs only one cancels it and only that one gives the
 * stock back. Orders are taken in batches, within a time budget, oldest first.
 *
 * The event is scheduled while a hold time is set (checked on init, so a re-activated plugin or
 * a changed setting gets it back or drops it) and cleared on deactivation.
 */
final class UnpaidOrders {

	public const HOOK = 'vitrine_cancel_unpaid_orders';

	/** The cron schedule's name and interval. */
	public const SCHEDULE  = 'vitrine_five_minutes';
	private const INTERVAL = 300;

	/** Orders per query, and how long one run may go on, in seconds. */
	private const BATCH      = 50;
	private const TIME_LIMIT = 20;

	public const MINUTES_SETTING      = 'hold_stock_minutes';
	public const OFFLINE_DAYS_SETTING = 'hold_stock_offline_days';

	public function __construct(
		private readonly Settings $settings,
		private readonly Gateways $gateways,
		private readonly OrderQuery $query,
		private readonly OrderService $orders,
	) {
	}

	/**
	 * The cron_schedules filter: our interval.
	 *
	 * @param mixed $schedules WordPress's schedules (another plugin may have broken them).
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function add_schedule( mixed $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::SCHEDULE ] = array(
			'interval' => self::INTERVAL,
			'display'  => __( 'Every five minutes', 'vitrine' ),
		);
		return $schedules;
	}

	/**
	 * On init: the event exists exactly while some hold time is set.
	 */
	public function schedule(): void {
		$next = wp_next_scheduled( self::HOOK );
		if ( ! $this->holds() ) {
			if ( false !== $next ) {
				$this->unschedule();
			}
			return;
		}
		if ( false === $next ) {
			wp_schedule_event( time() + self::INTERVAL, self::SCHEDULE, self::HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Cancels the orders whose hold time is over.
	 *
	 * @param int|null $now Unix time; now by default.
	 * @return int How many orders this run cancelled.
	 */
	public function run( ?int $now = null ): int {
		$now       = $now ?? time();
		$started   = microtime( true );
		$cancelled = 0;
		foreach ( $this->rules( $now ) as list( $statuses, $cutoff, $methods, $note ) ) {
			$seen = array();
			do {
				$ids  = array_values( array_diff( $this->query->unpaid_holding_stock( $statuses, $cutoff, $methods, self::BATCH ), $seen ) );
				$seen = array_merge( $seen, $ids );
				$more = array() !== $ids;
				foreach ( $ids as $id ) {
					try {
						$cancelled += $this->orders->cancel_unpaid( $id, $statuses, $cutoff, $note ) ? 1 : 0;
					} catch ( OrderError $e ) {
						// One order that cannot be saved now must not stop the others; the next run tries again.
						error_log( 'Vitrine unpaid orders: order ' . $id . ': ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
					}
				}
			} while ( $more && microtime( true ) - $started < self::TIME_LIMIT );
		}
		return $cancelled;
	}

	/**
	 * Whether any order may be cancelled for holding stock.
	 */
	private function holds(): bool {
		return $this->minutes() > 0 || $this->offline_days() > 0;
	}

	/**
	 * What to cancel: statuses, created before, payment methods (null for any), and the note.
	 *
	 * @return list<array{0: list<string>, 1: int, 2: list<string>|null, 3: string}>
	 */
	private function rules( int $now ): array {
		$rules   = array();
		$minutes = $this->minutes();
		if ( $minutes > 0 ) {
			$rules[] = array(
				array( OrderStatus::PENDING, OrderStatus::FAILED ),
				$now - $minutes * 60,
				null,
				/* translators: %d: minutes. */
				sprintf( _n( 'Unpaid order cancelled: its stock was held for %d minute.', 'Unpaid order cancelled: its stock was held for %d minutes.', $minutes, 'vitrine' ), $minutes ),
			);
		}
		$days = $this->offline_days();
		if ( $days > 0 ) {
			$offline = array();
			foreach ( $this->gateways->all() as $gateway ) {
				if ( $gateway instanceof OfflineGateway ) {
					$offline[] = $gateway->id();
				}
			}
			$rules[] = array(
				array( OrderStatus::ON_HOLD ),
				$now - $days * 86400,
				$offline,
				/* translators: %d: days. */
				sprintf( _n( 'Unpaid order cancelled: no payment arrived within %d day.', 'Unpaid order cancelled: no payment arrived within %d days.', $days, 'vitrine' ), $days ),
			);
		}
		return $rules;
	}

	private function minutes(): int {
		return max( 0, (int) $this->settings->get( self::MINUTES_SETTING ) );
	}

	private function offline_days(): int {
		return max( 0, (int) $this->settings->get( self::OFFLINE_DAYS_SETTING ) );
	}
}
