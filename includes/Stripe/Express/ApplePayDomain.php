<?php
/**
 * This site's domain as registered with Stripe for Apple Pay.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;

/**
 * What Stripe last said about this site's payment method domain (Apple Pay shows only on a
 * domain registered with Stripe, whose association file the site serves): kept in one option,
 * read by the administrators' note and the settings screen; registered (POST
 * /v1/payment_method_domains) from the settings screen. The association file is Stripe's; its
 * content is not shipped in the plugin: it comes from the constant
 * VITRINE_APPLE_PAY_DOMAIN_ASSOCIATION or the filter vitrine_apple_pay_domain_association
 * (docs/decisions.md), and without it the path answers 404 as before.
 */
final class ApplePayDomain {

	/** Where Apple (through Stripe) fetches the file. */
	public const ASSOCIATION_PATH = '.well-known/apple-developer-merchantid-domain-association';

	public function __construct( private readonly StripeClient $stripe ) {
	}

	/**
	 * Registers this site's host with Stripe and keeps Stripe's answer.
	 *
	 * @return array{id: string, domain_name: string, apple_pay_status: string, error_message: string, checked_at: int}
	 * @throws StripeApiError When Stripe refuses or cannot be reached.
	 */
	public function register(): array {
		$domain = $this->stripe->post( '/v1/payment_method_domains', array( 'domain_name' => self::host() ), IdempotencyKey::random( 'payment_method_domain' ) );
		$state  = $this->remember( $domain );
		if ( null === $state ) {
			throw new \UnexpectedValueException( 'Stripe answered another domain.' );
		}
		return $state;
	}

	/**
	 * The association file's content for a request path (without its leading slash), or null
	 * when the path is another or no content is configured.
	 */
	public function association_file( string $path ): ?string {
		if ( self::ASSOCIATION_PATH !== trim( $path, '/' ) ) {
			return null;
		}
		$content = defined( 'VITRINE_APPLE_PAY_DOMAIN_ASSOCIATION' ) ? (string) constant( 'VITRINE_APPLE_PAY_DOMAIN_ASSOCIATION' ) : '';
		/**
		 * Filters the content of Stripe's Apple Pay domain association file, served at
		 * /.well-known/apple-developer-merchantid-domain-association.
		 *
		 * @param string $content The file as Stripe publishes it, '' for none.
		 */
		$content = (string) apply_filters( 'vitrine_apple_pay_domain_association', $content );
		return '' === $content ? null : $content;
	}

	/**
	 * Action parse_request: answers the association file and stops.
	 *
	 * @param \WP $wp The request.
	 */
	public function serve( \WP $wp ): void {
		$content = $this->association_file( (string) $wp->request );
		if ( null === $content ) {
			return;
		}
		status_header( 200 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a plain-text file, byte for byte.
		exit;
	}

	/** The option holding Stripe's last answer, trimmed to what is shown. */
	public const OPTION = 'vitrine_stripe_payment_method_domain';

	/** This site's host, as Stripe registers it. */
	public static function host(): string {
		return strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
	}

	/**
	 * The state stored for this host, or null when it was never registered (or the site moved).
	 *
	 * @return array{id: string, domain_name: string, apple_pay_status: string, error_message: string, checked_at: int}|null
	 */
	public function state(): ?array {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || ( $stored['domain_name'] ?? '' ) !== self::host() ) {
			return null;
		}
		return array(
			'id'               => (string) ( $stored['id'] ?? '' ),
			'domain_name'      => (string) $stored['domain_name'],
			'apple_pay_status' => (string) ( $stored['apple_pay_status'] ?? 'inactive' ),
			'error_message'    => (string) ( $stored['error_message'] ?? '' ),
			'checked_at'       => (int) ( $stored['checked_at'] ?? 0 ),
		);
	}

	/** Whether Stripe reported Apple Pay active on this host. */
	public function is_active(): bool {
		return 'active' === ( $this->state()['apple_pay_status'] ?? '' );
	}

	/**
	 * Keeps what Stripe answered about a payment method domain.
	 *
	 * @param array<string, mixed> $domain Stripe's payment_method_domain object.
	 * @return array{id: string, domain_name: string, apple_pay_status: string, error_message: string, checked_at: int}|null
	 */
	public function remember( array $domain ): ?array {
		$apple = is_array( $domain['apple_pay'] ?? null ) ? $domain['apple_pay'] : array();
		update_option(
			self::OPTION,
			array(
				'id'               => (string) ( $domain['id'] ?? '' ),
				'domain_name'      => strtolower( (string) ( $domain['domain_name'] ?? '' ) ),
				'apple_pay_status' => 'active' === ( $apple['status'] ?? '' ) && false !== ( $domain['enabled'] ?? true ) ? 'active' : 'inactive',
				'error_message'    => (string) ( $apple['status_details']['error_message'] ?? '' ),
				'checked_at'       => time(),
			),
			false
		);
		return $this->state();
	}
}
