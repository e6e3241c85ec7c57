<?php
/**
 * Cards through Stripe: gateway `stripe`, whose section holds the settings of every Stripe gateway.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

use Vitrine\Stripe\Settings\StripeSettingsFields;

/**
 * The card. Its section of Vitrine > Settings carries the account's keys and what applies to
 * every Stripe method (StripeSettingsFields); until the keys of the current mode are set it is
 * listed there, off for shoppers, with where the keys come from.
 */
final class StripeGateway extends StripeMethodGateway {

	public function type(): string {
		return PaymentMethodTypes::CARD;
	}

	public function title(): string {
		return PaymentMethodTypes::title( PaymentMethodTypes::CARD );
	}

	public function settings_fields(): array {
		return StripeSettingsFields::fields( 'payment_' . $this->id() );
	}
}
