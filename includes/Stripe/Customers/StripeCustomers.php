<?php
/**
 * One Stripe customer per shop customer and per mode.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * A shop customer's Stripe customer (cus_…) is kept in their user meta, one per mode: test and
 * live customers live in different Stripe worlds. It is created on first need (saving a method,
 * a payment to be reused), with an idempotency key of the user and a generation, so that two
 * requests creating it at once get the same customer; a customer deleted in Stripe is forgotten
 * and the next need creates another (the generation changes the key). Name and email follow the
 * account's.
 */
final class StripeCustomers {

	/** User meta: the customer id, suffixed by the mode (_test, _live). */
	public const META = 'vitrine_stripe_customer';

	/** User meta: how many customers were made for the user in the mode (the key's generation). */
	public const GENERATION_META = 'vitrine_stripe_customer_generation';

	public function __construct(
		private readonly StripeClient $client,
		private readonly StripeSettings $settings,
	) {
	}

	/**
	 * The user's Stripe customer in the current mode, created when they have none.
	 *
	 * @param int $user_id A WordPress user.
	 * @throws StripeApiError When Stripe refuses or cannot be reached.
	 * @throws StripeCustomerError When Stripe's keys are not set: a request that needs a customer is
	 *                             refused (not a failure of Stripe's).
	 * @throws \InvalidArgumentException For a user who does not exist.
	 */
	public function for_user( int $user_id ): string {
		$existing = $this->existing( $user_id );
		if ( '' !== $existing ) {
			return $existing;
		}
		if ( ! $this->settings->is_configured() ) {
			throw new StripeCustomerError( 'vitrine_stripe_not_configured', StripeErrorMessages::not_available(), ErrorKind::INVALID );
		}
		$user = get_userdata( $user_id );
		if ( false === $user ) {
			throw new \InvalidArgumentException( sprintf( 'No user %d.', absint( $user_id ) ) );
		}
		$generation = (int) get_user_meta( $user_id, $this->key( self::GENERATION_META ), true );
		$customer   = $this->client->post(
			'/v1/customers',
			self::details( $user ) + array(
				'metadata' => array(
					'vitrine_user_id' => (string) $user_id,
					'site'            => home_url( '/' ),
				),
			),
			IdempotencyKey::for_user( $user_id, $generation, 'customer-' . $this->mode() )
		);
		$id         = (string) ( $customer['id'] ?? '' );
		if ( '' !== $id ) {
			update_user_meta( $user_id, $this->key( self::META ), $id );
		}
		return $id;
	}

	/**
	 * The user's Stripe customer in the current mode, '' when none was made.
	 */
	public function existing( int $user_id ): string {
		return $user_id > 0 ? (string) get_user_meta( $user_id, $this->key( self::META ), true ) : '';
	}

	/**
	 * Sends the account's name and email to the user's customer, if they have one. A customer
	 * Stripe no longer has is forgotten.
	 *
	 * @param int $user_id A WordPress user.
	 * @throws StripeApiError When Stripe refuses (other than a missing customer) or cannot be reached.
	 */
	public function update_details( int $user_id ): void {
		$customer = $this->existing( $user_id );
		$user     = get_userdata( $user_id );
		if ( '' === $customer || false === $user ) {
			return;
		}
		$details = self::details( $user );
		try {
			$this->client->post(
				'/v1/customers/' . $customer,
				$details,
				// Details may go back and forth: each update is its own work, its retries one.
				IdempotencyKey::random( 'customer-update' )
			);
		} catch ( StripeApiError $error ) {
			if ( ! self::is_missing( $error ) ) {
				throw $error;
			}
			$this->forget( $user_id );
		}
	}

	/**
	 * Forgets a customer Stripe no longer has: the next need makes another.
	 */
	public function forget( int $user_id ): void {
		delete_user_meta( $user_id, $this->key( self::META ) );
		update_user_meta( $user_id, $this->key( self::GENERATION_META ), 1 + (int) get_user_meta( $user_id, $this->key( self::GENERATION_META ), true ) );
	}

	/**
	 * Whether an error says the object asked for does not exist (a customer deleted in Stripe).
	 */
	public static function is_missing( StripeApiError $error ): bool {
		return 'resource_missing' === $error->stripe_code || 404 === $error->http_status;
	}

	/**
	 * Hooked to profile_update: the customer follows the account's name and email. Stripe being
	 * unreachable must not stop the account's own save: the next change sends them again.
	 *
	 * @param int $user_id The user saved.
	 */
	public function on_profile_update( int $user_id ): void {
		try {
			$this->update_details( $user_id );
		} catch ( StripeApiError $error ) {
			error_log( 'Vitrine Stripe: the customer of user ' . $user_id . ' could not be updated: ' . $error->stripe_message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		}
	}

	/**
	 * @return array{email: string, name: string}
	 */
	private static function details( \WP_User $user ): array {
		$name = trim( $user->first_name . ' ' . $user->last_name );
		return array(
			'email' => (string) $user->user_email,
			'name'  => '' !== $name ? $name : (string) $user->display_name,
		);
	}

	private function mode(): string {
		return $this->settings->test_mode() ? 'test' : 'live';
	}

	private function key( string $meta ): string {
		return $meta . '_' . $this->mode();
	}
}
