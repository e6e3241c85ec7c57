<?php
/**
 * A customer's payment methods saved at Stripe.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * The methods attached to the user's Stripe customer and which one is the default (the
 * customer's invoice_settings.default_payment_method). Read once per request, and kept in the
 * object cache for CACHE_TTL seconds, forgotten whenever the shop changes them (a method added,
 * detached, made the default); a change made in Stripe's dashboard shows within CACHE_TTL.
 * A user without a Stripe customer has no methods: listing never creates a customer.
 */
final class SavedMethods {

	public const CACHE_GROUP = 'vitrine_stripe';

	public const CACHE_TTL = 600;

	/** @var array<string, array{methods: list<array<string, mixed>>, default: string}> By customer. */
	private array $read = array();

	public function __construct(
		private readonly StripeClient $client,
		private readonly StripeCustomers $customers,
		private readonly StripeSettings $settings,
	) {
	}

	/**
	 * The user's saved methods as Stripe gives them (payment method objects), oldest first.
	 *
	 * @return list<array<string, mixed>>
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	public function methods( int $user_id ): array {
		return $this->load( $user_id )['methods'];
	}

	/**
	 * The id of the user's default method, '' when none.
	 *
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	public function default_id( int $user_id ): string {
		return $this->load( $user_id )['default'];
	}

	/**
	 * One of the user's methods, or null when it is not theirs (never charge another's method).
	 *
	 * @return array<string, mixed>|null
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	public function find( int $user_id, string $payment_method_id ): ?array {
		foreach ( $this->methods( $user_id ) as $method ) {
			if ( ( $method['id'] ?? '' ) === $payment_method_id ) {
				return $method;
			}
		}
		return null;
	}

	/**
	 * Detaches one of the user's methods from their customer.
	 *
	 * @throws StripeApiError When Stripe refuses.
	 */
	public function detach( int $user_id, string $payment_method_id ): void {
		try {
			$this->client->post( '/v1/payment_methods/' . $payment_method_id . '/detach', array(), IdempotencyKey::for_user( $user_id, 0, 'detach-' . $payment_method_id ) );
		} finally {
			$this->forget( $user_id );
		}
	}

	/**
	 * Makes one of the user's methods their default.
	 *
	 * @throws StripeApiError When Stripe refuses.
	 */
	public function set_default( int $user_id, string $payment_method_id ): void {
		$customer = $this->customers->existing( $user_id );
		if ( '' === $customer ) {
			return;
		}
		try {
			$this->client->post(
				'/v1/customers/' . $customer,
				array( 'invoice_settings' => array( 'default_payment_method' => $payment_method_id ) ),
				// A default may go back and forth: each change is its own work, its retries one.
				IdempotencyKey::random( 'customer-default' )
			);
		} finally {
			$this->forget( $user_id );
		}
	}

	/**
	 * Forgets what was read of the user's methods (after a change, here or at checkout).
	 */
	public function forget( int $user_id ): void {
		$customer = $this->customers->existing( $user_id );
		unset( $this->read[ $customer ] );
		wp_cache_delete( $this->cache_key( $customer ), self::CACHE_GROUP );
	}

	/**
	 * A method's line for the customer: "Visa ending in 4242", "SEPA Direct Debit ending in 3000".
	 *
	 * @param array<string, mixed> $method A payment method object.
	 */
	public static function label( array $method ): string {
		$type    = (string) ( $method['type'] ?? '' );
		$details = is_array( $method[ $type ] ?? null ) ? $method[ $type ] : array();
		$last4   = (string) ( $details['last4'] ?? '' );
		$name    = match ( $type ) {
			'card'            => self::brand( (string) ( $details['display_brand'] ?? $details['brand'] ?? '' ) ),
			'sepa_debit'      => __( 'SEPA Direct Debit', 'vitrine' ),
			'us_bank_account' => '' !== (string) ( $details['bank_name'] ?? '' ) ? (string) $details['bank_name'] : __( 'Bank account', 'vitrine' ),
			'link'            => __( 'Link', 'vitrine' ),
			default           => ucwords( str_replace( '_', ' ', $type ) ),
		};
		if ( '' === $last4 ) {
			return $name;
		}
		/* translators: 1: a card brand or kind of account, such as "Visa"; 2: its last four digits. */
		return sprintf( __( '%1$s ending in %2$s', 'vitrine' ), $name, $last4 );
	}

	/**
	 * A card's expiry as the customer reads it ("12/28"), '' when it has none.
	 *
	 * @param array<string, mixed> $method A payment method object.
	 */
	public static function expires( array $method ): string {
		$card = is_array( $method['card'] ?? null ) ? $method['card'] : array();
		if ( ! isset( $card['exp_month'], $card['exp_year'] ) ) {
			return '';
		}
		return sprintf( '%02d/%02d', (int) $card['exp_month'], (int) $card['exp_year'] % 100 );
	}

	private static function brand( string $brand ): string {
		return match ( $brand ) {
			'visa'             => 'Visa',
			'mastercard'       => 'Mastercard',
			'amex'             => 'American Express',
			'discover'         => 'Discover',
			'diners'           => 'Diners Club',
			'jcb'              => 'JCB',
			'unionpay'         => 'UnionPay',
			'cartes_bancaires' => 'Cartes Bancaires',
			'eftpos_au'        => 'eftpos',
			'', 'unknown'      => __( 'Card', 'vitrine' ),
			default            => ucfirst( $brand ),
		};
	}

	/**
	 * @return array{methods: list<array<string, mixed>>, default: string}
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	private function load( int $user_id ): array {
		$customer = $this->customers->existing( $user_id );
		if ( '' === $customer ) {
			return array(
				'methods' => array(),
				'default' => '',
			);
		}
		if ( isset( $this->read[ $customer ] ) ) {
			return $this->read[ $customer ];
		}
		$cached = wp_cache_get( $this->cache_key( $customer ), self::CACHE_GROUP );
		if ( is_array( $cached ) && isset( $cached['methods'], $cached['default'] ) ) {
			$this->read[ $customer ] = $cached;
			return $cached;
		}
		try {
			$found = $this->client->get( '/v1/customers/' . $customer );
			$list  = $this->client->get( '/v1/customers/' . $customer . '/payment_methods', array( 'limit' => 100 ) );
		} catch ( StripeApiError $error ) {
			if ( ! StripeCustomers::is_missing( $error ) ) {
				throw $error;
			}
			$this->customers->forget( $user_id );
			$found = array( 'deleted' => true );
			$list  = array();
		}
		$default = $found['invoice_settings']['default_payment_method'] ?? '';
		$loaded  = array(
			'methods' => ! empty( $found['deleted'] ) || ! is_array( $list['data'] ?? null ) ? array() : array_values( array_filter( $list['data'], 'is_array' ) ),
			'default' => is_array( $default ) ? (string) ( $default['id'] ?? '' ) : (string) $default,
		);
		// Oldest first, as the account lists them (Stripe lists the newest first: reversed, then
		// sorted stably, for methods made in the same second).
		$loaded['methods'] = array_reverse( $loaded['methods'] );
		usort( $loaded['methods'], static fn ( array $a, array $b ): int => (int) ( $a['created'] ?? 0 ) <=> (int) ( $b['created'] ?? 0 ) );
		$this->read[ $customer ] = $loaded;
		wp_cache_set( $this->cache_key( $customer ), $loaded, self::CACHE_GROUP, self::CACHE_TTL );
		return $loaded;
	}

	private function cache_key( string $customer ): string {
		return 'methods_' . ( $this->settings->test_mode() ? 'test_' : 'live_' ) . $customer;
	}
}
