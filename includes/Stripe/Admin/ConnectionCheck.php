<?php
/**
 * "Check connection": what Stripe says of the keys, in words an admin understands.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin;

use Vitrine\Payments\Gateways;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;

/**
 * Calls Stripe with the secret key of a mode (the one typed in the settings and not saved yet,
 * else the saved one) and reports, as a list of findings each ok, warning or error: whether the
 * keys fit the mode, the account the key belongs to (GET /v1/account), whether a webhook endpoint
 * of that account points at this shop's webhook route, is enabled and sends the events the shop
 * handles (GET /v1/webhook_endpoints), whether the signing secret is saved, and the last event
 * the shop received. Nothing here changes anything, in the shop or at Stripe.
 */
final class ConnectionCheck {

	public const OK      = 'ok';
	public const WARNING = 'warning';
	public const ERROR   = 'error';

	/** The events the webhook handlers act on (the webhook route's). */
	public const EVENTS = array(
		'payment_intent.succeeded',
		'payment_intent.processing',
		'payment_intent.payment_failed',
		'payment_intent.requires_action',
		'payment_intent.canceled',
		'charge.refunded',
		'charge.dispute.created',
		'charge.dispute.closed',
		'setup_intent.succeeded',
		'setup_intent.setup_failed',
	);

	/**
	 * @param StripeClient          $client        Stripe (its key replaced by the one checked).
	 * @param Gateways              $gateways      The saved keys (gateway stripe's options).
	 * @param \Closure(): string    $webhook_url   This shop's webhook route.
	 * @param \Closure(): ?array{status: string, message: string} $last_event What the shop last
	 *                                             received, in words (the webhook health's summary);
	 *                                             null when it cannot tell.
	 */
	public function __construct(
		private readonly StripeClient $client,
		private readonly Gateways $gateways,
		private readonly \Closure $webhook_url,
		private readonly \Closure $last_event,
	) {
	}

	/**
	 * Checks one mode's keys.
	 *
	 * @param string $mode            test or live.
	 * @param string $secret_key      A key typed and not saved, or '' (or a masked value) for the saved one.
	 * @param string $publishable_key Likewise.
	 * @return array{mode: string, ok: bool, account: array{id: string, name: string, email: string, country: string, charges_enabled: bool}|null, findings: list<array{id: string, status: string, message: string}>}
	 */
	public function run( string $mode, string $secret_key = '', string $publishable_key = '' ): array {
		$mode            = 'live' === $mode ? 'live' : 'test';
		$secret_key      = $this->key_or_saved( $secret_key, $mode . '_secret_key' );
		$publishable_key = $this->key_or_saved( $publishable_key, $mode . '_publishable_key' );
		$findings        = array();
		$account         = null;

		$findings = array_merge( $findings, $this->key_findings( $mode, $secret_key, $publishable_key ) );
		if ( '' === $secret_key ) {
			return self::result( $mode, null, $findings );
		}
		$stripe = $this->client->with_key( $secret_key );
		try {
			$found      = $stripe->get( '/v1/account' );
			$account    = self::account( $found );
			$findings[] = self::finding(
				'account',
				self::OK,
				sprintf(
					/* translators: 1: the Stripe account's name; 2: its id (acct_…); 3: "test" or "live". */
					__( 'Connected to the Stripe account “%1$s” (%2$s) in %3$s mode.', 'vitrine' ),
					'' !== $account['name'] ? $account['name'] : __( 'without a name', 'vitrine' ),
					$account['id'],
					'live' === $mode ? __( 'live', 'vitrine' ) : __( 'test', 'vitrine' )
				)
			);
			if ( 'live' === $mode && ! $account['charges_enabled'] ) {
				$findings[] = self::finding( 'charges', self::WARNING, __( 'Stripe does not let this account take live payments yet: finish the account’s activation in Stripe’s dashboard.', 'vitrine' ) );
			}
		} catch ( StripeApiError $error ) {
			$findings[] = self::finding( 'account', self::ERROR, self::explain( $error ) );
			return self::result( $mode, null, $findings );
		}
		$findings[] = $this->webhook_finding( $stripe );
		if ( '' === (string) $this->gateways->option( 'stripe', $mode . '_webhook_secret' ) ) {
			$findings[] = self::finding(
				'webhook_secret',
				self::WARNING,
				/* translators: %s: "test" or "live". */
				sprintf( __( 'No webhook signing secret is saved for %s mode: the shop refuses every event until it is (Stripe shows it on the endpoint’s page, “Signing secret”, whsec_…).', 'vitrine' ), 'live' === $mode ? __( 'live', 'vitrine' ) : __( 'test', 'vitrine' ) )
			);
		}
		$last = ( $this->last_event )();
		if ( null !== $last ) {
			$findings[] = self::finding( 'last_event', in_array( $last['status'], array( self::OK, self::WARNING, self::ERROR ), true ) ? $last['status'] : self::WARNING, $last['message'] );
		}
		return self::result( $mode, $account, $findings );
	}

	/**
	 * What the keys' prefixes say: a secret key of the mode (sk_ or a restricted rk_), a
	 * publishable key of the mode. Whether both are of one account cannot be known from the
	 * keys: Stripe checks the publishable key when the Payment Element loads.
	 *
	 * @return list<array{id: string, status: string, message: string}>
	 */
	private function key_findings( string $mode, string $secret_key, string $publishable_key ): array {
		$findings = array();
		$other    = 'live' === $mode ? 'test' : 'live';
		if ( '' === $secret_key ) {
			$findings[] = self::finding(
				'secret_key',
				self::ERROR,
				'live' === $mode
					? __( 'No live secret key is saved. Copy it from Stripe’s dashboard (Developers > API keys, with “Test mode” off) into “Live secret key”.', 'vitrine' )
					: __( 'No test secret key is saved. Copy it from Stripe’s dashboard (Developers > API keys, with “Test mode” on) into “Test secret key”.', 'vitrine' )
			);
		} elseif ( 1 !== preg_match( '/^(sk|rk)_(test|live)_/', $secret_key, $match ) ) {
			$findings[] = self::finding( 'secret_key', self::ERROR, __( 'The secret key does not look like a Stripe secret key: it starts with sk_test_ or sk_live_ (rk_ for a restricted key).', 'vitrine' ) );
		} elseif ( $match[2] !== $mode ) {
			$findings[] = self::finding(
				'secret_key',
				self::ERROR,
				'live' === $mode
					? __( 'The live secret key is a test key (sk_test_…): live payments would go to your test account and never be paid out.', 'vitrine' )
					: __( 'The test secret key is a live key (sk_live_…): test payments would charge real cards.', 'vitrine' )
			);
		}
		if ( '' === $publishable_key ) {
			$findings[] = self::finding(
				'publishable_key',
				self::ERROR,
				/* translators: %s: "test" or "live". */
				sprintf( __( 'No %s publishable key is saved: the payment form cannot load without it (pk_…, on the same page of Stripe’s dashboard as the secret key).', 'vitrine' ), 'live' === $mode ? __( 'live', 'vitrine' ) : __( 'test', 'vitrine' ) )
			);
		} elseif ( ! str_starts_with( $publishable_key, 'pk_' . $mode . '_' ) ) {
			$findings[] = self::finding(
				'publishable_key',
				self::ERROR,
				str_starts_with( $publishable_key, 'pk_' . $other . '_' )
					/* translators: 1: the mode checked ("test" or "live"); 2: the other mode. */
					? sprintf( __( 'The %1$s publishable key is a %2$s key: use the publishable key shown beside the %1$s secret key.', 'vitrine' ), $mode, $other )
					: __( 'The publishable key does not look like a Stripe publishable key: it starts with pk_test_ or pk_live_.', 'vitrine' )
			);
		}
		return $findings;
	}

	/**
	 * @return array{id: string, status: string, message: string}
	 */
	private function webhook_finding( StripeClient $stripe ): array {
		$url = ( $this->webhook_url )();
		try {
			$list = $stripe->get( '/v1/webhook_endpoints', array( 'limit' => 100 ) );
		} catch ( StripeApiError $error ) {
			/* translators: %s: what went wrong. */
			return self::finding( 'webhook', self::WARNING, sprintf( __( 'The webhook endpoints could not be read: %s', 'vitrine' ), self::explain( $error ) ) );
		}
		$endpoint = null;
		foreach ( is_array( $list['data'] ?? null ) ? $list['data'] : array() as $candidate ) {
			if ( is_array( $candidate ) && untrailingslashit( (string) ( $candidate['url'] ?? '' ) ) === untrailingslashit( $url ) ) {
				$endpoint = 'enabled' === ( $candidate['status'] ?? '' ) || null === $endpoint ? $candidate : $endpoint;
			}
		}
		if ( null === $endpoint ) {
			return self::finding(
				'webhook',
				self::ERROR,
				/* translators: 1: this shop's webhook address; 2: the list of events. */
				sprintf( __( 'No webhook endpoint of this Stripe account points at %1$s, so the shop does not hear of payments confirmed after checkout, refunds made in Stripe or disputes. In Stripe’s dashboard (Developers > Webhooks) add an endpoint with this address and the events %2$s.', 'vitrine' ), $url, implode( ', ', self::EVENTS ) )
			);
		}
		if ( 'enabled' !== ( $endpoint['status'] ?? '' ) ) {
			/* translators: %s: this shop's webhook address. */
			return self::finding( 'webhook', self::ERROR, sprintf( __( 'The webhook endpoint for %s is disabled in Stripe: enable it (Developers > Webhooks), or Stripe sends the shop nothing.', 'vitrine' ), $url ) );
		}
		$enabled = is_array( $endpoint['enabled_events'] ?? null ) ? array_map( 'strval', $endpoint['enabled_events'] ) : array();
		$missing = in_array( '*', $enabled, true ) ? array() : array_values( array_diff( self::EVENTS, $enabled ) );
		if ( array() !== $missing ) {
			/* translators: 1: this shop's webhook address; 2: the events missing. */
			return self::finding( 'webhook', self::WARNING, sprintf( __( 'The webhook endpoint for %1$s is enabled but does not send %2$s: add these events to it in Stripe.', 'vitrine' ), $url, implode( ', ', $missing ) ) );
		}
		/* translators: %s: this shop's webhook address. */
		return self::finding( 'webhook', self::OK, sprintf( __( 'The webhook endpoint for %s is enabled and sends every event the shop needs.', 'vitrine' ), $url ) );
	}

	/**
	 * An error in words: the key refused, Stripe unreachable, or what Stripe said.
	 */
	public static function explain( StripeApiError $error ): string {
		if ( 0 === $error->http_status ) {
			return __( 'Stripe could not be reached from this server. Check that the server can open HTTPS connections to api.stripe.com (a firewall, a proxy, or no internet access), then try again.', 'vitrine' );
		}
		if ( 401 === $error->http_status ) {
			return __( 'Stripe refused the secret key: it is mistyped, was rolled or deleted, or belongs to another account. Copy it again from Stripe’s dashboard (Developers > API keys).', 'vitrine' );
		}
		if ( 403 === $error->http_status ) {
			return __( 'Stripe refused this request for the key: a restricted key needs read access to the account and to webhook endpoints.', 'vitrine' );
		}
		if ( 429 === $error->http_status ) {
			return __( 'Stripe is asking the shop to slow down. Try again in a minute.', 'vitrine' );
		}
		/* translators: 1: the HTTP status; 2: Stripe's message. */
		return sprintf( __( 'Stripe answered with an error (%1$d): %2$s', 'vitrine' ), $error->http_status, '' !== $error->stripe_message ? $error->stripe_message : $error->getMessage() );
	}

	/**
	 * A typed key, unless it is empty or the masked value the settings screen shows (then the saved one).
	 */
	private function key_or_saved( string $typed, string $option ): string {
		$typed = trim( $typed );
		if ( '' !== $typed && ! str_contains( $typed, '…' ) && ! str_contains( $typed, '*' ) ) {
			return $typed;
		}
		return trim( (string) $this->gateways->option( 'stripe', $option ) );
	}

	/**
	 * @param array<string, mixed> $found Stripe's account object.
	 * @return array{id: string, name: string, email: string, country: string, charges_enabled: bool}
	 */
	private static function account( array $found ): array {
		$name = $found['settings']['dashboard']['display_name'] ?? $found['business_profile']['name'] ?? '';
		return array(
			'id'              => (string) ( $found['id'] ?? '' ),
			'name'            => is_string( $name ) ? $name : '',
			'email'           => is_string( $found['email'] ?? null ) ? $found['email'] : '',
			'country'         => is_string( $found['country'] ?? null ) ? $found['country'] : '',
			'charges_enabled' => true === ( $found['charges_enabled'] ?? false ),
		);
	}

	/**
	 * @return array{id: string, status: string, message: string}
	 */
	private static function finding( string $id, string $status, string $message ): array {
		return array(
			'id'      => $id,
			'status'  => $status,
			'message' => $message,
		);
	}

	/**
	 * @param array{id: string, name: string, email: string, country: string, charges_enabled: bool}|null $account  The account.
	 * @param list<array{id: string, status: string, message: string}>                                   $findings What was found.
	 * @return array{mode: string, ok: bool, account: array{id: string, name: string, email: string, country: string, charges_enabled: bool}|null, findings: list<array{id: string, status: string, message: string}>}
	 */
	private static function result( string $mode, ?array $account, array $findings ): array {
		return array(
			'mode'     => $mode,
			'ok'       => array() === array_filter( $findings, static fn ( array $finding ): bool => self::ERROR === $finding['status'] ),
			'account'  => $account,
			'findings' => $findings,
		);
	}
}
