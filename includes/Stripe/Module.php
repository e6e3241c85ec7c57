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

	public function __construct() {
	}

	public function register(): void {
	}
}
