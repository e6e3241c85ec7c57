<?php
/**
 * Removes expired carts once a day.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * A daily WP-Cron event deletes the carts whose expiry (the cart_expiry_days setting after their
 * last change) has passed. The event is scheduled when missing, so a re-activated plugin gets it
 * back, and unscheduled on deactivation.
 */
final class CartCleanup {

	public const HOOK = 'vitrine_cart_cleanup';

	public function __construct( private readonly CartStore $store ) {
	}

	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 3600, 'daily', self::HOOK ); // The first run an hour after activation.
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * @return int How many carts were deleted.
	 */
	public function run(): int {
		try {
			return $this->store->delete_expired( time() );
		} catch ( CartStoreException $e ) {
			error_log( 'Vitrine cart clean-up: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return 0;
		}
	}
}
