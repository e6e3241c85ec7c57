<?php
/**
 * This site's domain as registered with Stripe for Apple Pay.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

/**
 * What Stripe last said about this site's payment method domain (Apple Pay shows only on a
 * domain registered with Stripe, whose association file the site serves): kept in one option,
 * read by the administrators' note and the settings screen.
 */
final class ApplePayDomain {

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
