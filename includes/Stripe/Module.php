<?php
/**
 * The Stripe module: card and local payment methods through Stripe.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe;

/**
 * Stripe's gateways on the payments registry, the Payment Element on the payment pages, the
 * confirmation endpoints, webhooks, reconciliation, saved methods and the admin's checks
 * (docs/decisions.md, "Stripe payments (issue 12)"). Nothing else imports this module.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param list<\Vitrine\Payments\Gateway> $gateways The card gateway and one per other payment method type (gateway part).
	 */
	public function __construct(
		private readonly array $gateways = array(),
	) {
	}

	public function register(): void {
		$this->register_gateways();
	}

	/**
	 * Gateway part: the card gateway and the other payment method types, after the offline
	 * methods (which the payments module adds at priority 5).
	 */
	private function register_gateways(): void {
		$stripe = $this->gateways;
		add_filter( 'vitrine_payment_gateways', static fn ( array $gateways ): array => array_merge( $gateways, $stripe ), 10 );
	}
}
