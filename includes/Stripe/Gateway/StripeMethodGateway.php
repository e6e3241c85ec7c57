<?php
/**
 * What the card gateway and the gateways of Stripe's other payment method types share.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;
use Vitrine\Payments\RefundResult;
use Vitrine\Stripe\Customers\SavedMethodsField;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * One payment method type of Stripe's Payment Element (PaymentMethodTypes) as a gateway: offered
 * once switched on and the keys of the current mode are set, where the currency, the billing
 * country and Stripe's minimum charge fit; paying, refunding and saving go through the shared
 * Stripe services.
 */
abstract class StripeMethodGateway implements Gateway {

	/** The handle of the browser bundle that mounts the Payment Element (src/entries/stripe-checkout.ts). */
	public const SCRIPT_HANDLE = 'vitrine-stripe-checkout';

	public function __construct(
		protected readonly Gateways $gateways,
		protected readonly StripeSettings $settings,
		private readonly PaymentProcessor $payments,
		private readonly StripeRefunds $refunds,
		private readonly ?SavedMethodsField $saved_methods = null,
	) {
	}

	/** The payment method type, a key of PaymentMethodTypes. */
	abstract public function type(): string;

	public function id(): string {
		return PaymentMethodTypes::gateway_id( $this->type() );
	}

	public function description(): string {
		return '';
	}

	public function is_enabled(): bool {
		return true === $this->option( 'enabled' ) && $this->settings->is_configured();
	}

	public function is_available( PaymentContext $context ): bool {
		if ( ! PaymentMethodTypes::fits( $this->type(), $context->currency, $context->billing_country ) ) {
			return false;
		}
		if ( PaymentContext::ADD_PAYMENT_METHOD === $context->page ) {
			return is_user_logged_in();
		}
		// Nothing to pay (a free order) is not for Stripe; too little is refused by Stripe.
		return Amounts::is_chargeable( $context->total_minor, $this->settings->shop_decimals(), $context->currency );
	}

	public function supports( string $feature ): bool {
		if ( Gateway::FEATURE_TOKENIZATION === $feature ) {
			return PaymentMethodTypes::is_reusable( $this->type() ) && $this->settings->saved_cards();
		}
		return in_array( $feature, array( Gateway::FEATURE_PRODUCTS, Gateway::FEATURE_REFUNDS, Gateway::FEATURE_PAY_FOR_ORDER ), true );
	}

	/**
	 * The customer's saved methods of the type (when it can be saved), the Payment Element's
	 * container and, where the method can be saved, the box to save it (docs/spec/payments.md
	 * section 5). The browser mounts the element into the container and hides the box for a
	 * guest who does not create an account. On the add-payment-method page there is only the
	 * element: the page saves what it is given, and a saved method chosen there (the first is
	 * checked, hiding the element) would leave the customer no way to add a second one.
	 *
	 * @param string $page A PaymentContext page constant.
	 */
	public function payment_fields_html( string $page ): string {
		$type     = $this->type();
		$savable  = $this->supports( Gateway::FEATURE_TOKENIZATION );
		$checkout = PaymentContext::ADD_PAYMENT_METHOD !== $page;
		$saved    = $checkout && $savable && null !== $this->saved_methods ? $this->saved_methods->html( get_current_user_id(), $this->id() ) : '';
		$html     = $saved . sprintf( '<div class="vitrine-stripe-element" id="%s" data-type="%s"></div>', esc_attr( 'vitrine-stripe-' . $type . '-element' ), esc_attr( $type ) );
		if ( 'blik' === $type ) {
			$html .= self::blik_code_field();
		}
		if ( $checkout && $savable ) {
			$id    = 'vitrine-stripe-' . $type . '-new-payment-method';
			$html .= sprintf(
				'<p class="vitrine-stripe-save"><input type="checkbox" id="%1$s" class="%2$s" name="%2$s" value="true"><label for="%1$s">%3$s</label></p>',
				esc_attr( $id ),
				esc_attr( PaymentProcessor::FIELD_SAVE ),
				esc_html__( 'Save payment information to my account for future purchases.', 'vitrine' )
			);
		}
		return $html;
	}

	/**
	 * BLIK's six-digit code, which the shopper reads in their banking app and Stripe takes with
	 * the confirmation (docs/spec/payments.md section 5: six digits, else "BLIK Code is invalid").
	 */
	private static function blik_code_field(): string {
		return sprintf(
			'<p class="vitrine-stripe-blik"><label for="vitrine-stripe-blik-code">%1$s</label><input type="text" id="vitrine-stripe-blik-code" name="%2$s" class="vitrine-input" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" aria-describedby="vitrine-stripe-blik-code-hint"><span id="vitrine-stripe-blik-code-hint" class="vitrine-stripe-blik__hint">%3$s</span></p>',
			esc_html__( 'BLIK code', 'vitrine' ),
			esc_attr( PaymentProcessor::FIELD_BLIK_CODE ),
			esc_html__( 'The six-digit code from your banking app.', 'vitrine' )
		);
	}

	public function script_handles(): array {
		return array( self::SCRIPT_HANDLE );
	}

	public function process_payment( Order $order, array $payment_data ): PaymentResult {
		return $this->payments->process( $order, $payment_data, $this->type() );
	}

	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		return $this->refunds->refund( $order, $amount_minor, $reason );
	}

	protected function option( string $key ): mixed {
		return $this->gateways->option( $this->id(), $key );
	}
}
