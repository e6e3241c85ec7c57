<?php
/**
 * One of Stripe's payment method types other than the card: gateway `stripe_{type}`.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Payments\Gateways;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * iDEAL, SEPA Direct Debit, Klarna, …: switched on in a section of its own (enabled, title), paid
 * with the account's keys and settings of the card gateway's section.
 */
final class LocalMethodGateway extends StripeMethodGateway {

	/**
	 * @param string           $type     A key of PaymentMethodTypes other than the card.
	 * @param Gateways         $gateways The registry, for this gateway's settings.
	 * @param StripeSettings   $settings The account's settings.
	 * @param PaymentProcessor $payments Pays.
	 * @param StripeRefunds    $refunds  Refunds.
	 */
	public function __construct(
		private readonly string $type,
		Gateways $gateways,
		StripeSettings $settings,
		PaymentProcessor $payments,
		StripeRefunds $refunds,
	) {
		if ( PaymentMethodTypes::CARD === $type || ! PaymentMethodTypes::exists( $type ) ) {
			throw new \InvalidArgumentException( sprintf( 'Not a Stripe payment method type other than the card: %s.', $type ) );
		}
		parent::__construct( $gateways, $settings, $payments, $refunds );
	}

	public function type(): string {
		return $this->type;
	}

	public function title(): string {
		$title = (string) $this->option( 'title' );
		return '' === $title ? PaymentMethodTypes::title( $this->type ) : $title;
	}

	public function settings_fields(): array {
		$section = 'payment_' . $this->id();
		return array(
			SettingField::toggle(
				'enabled',
				$section,
				/* translators: %s: payment method name, e.g. "iDEAL". */
				sprintf( __( 'Offer %s through Stripe', 'vitrine' ), PaymentMethodTypes::title( $this->type ) ),
				false,
				__( 'Uses the keys of the Stripe card section; also switch the method on in your Stripe dashboard.', 'vitrine' )
			),
			new SettingField(
				'title',
				$section,
				__( 'Title', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 100,
					'default'   => PaymentMethodTypes::title( $this->type ),
				),
				__( 'The name shoppers see at checkout.', 'vitrine' )
			),
		);
	}
}
