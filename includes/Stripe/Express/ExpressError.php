<?php
/**
 * The express checkout's refusals.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\StripeApiError;

/**
 * A vitrine_stripe_express_* code, a translated message from the spec's catalogue, a kind.
 */
final class ExpressError extends DomainError {

	public const NO_SHIPPING    = 'vitrine_stripe_express_no_shipping';
	public const UNAVAILABLE    = 'vitrine_stripe_express_unavailable';
	public const OPTIONS_NEEDED = 'vitrine_stripe_express_options_needed';
	public const INVALID_NONCE  = 'vitrine_stripe_express_invalid_nonce';
	public const INVALID_TYPE   = 'vitrine_stripe_express_invalid_payment_type';
	public const EMPTY_CART     = 'vitrine_stripe_express_empty_cart';

	/**
	 * Stripe did not register the site's domain: Stripe's own reason (or the transport's), for
	 * the administrator who asked in the settings screen, rather than the shopper's message the
	 * client error carries. The code and kind stay the client error's.
	 *
	 * @param StripeApiError $error What the Stripe client threw.
	 */
	public static function domain_refused( StripeApiError $error ): self {
		$reason = '' !== $error->stripe_message ? $error->stripe_message : $error->getMessage();
		return new self(
			$error->error_code,
			/* translators: %s: Stripe's reason, in English. */
			sprintf( __( 'Stripe did not register the domain: %s', 'vitrine' ), $reason ),
			$error->kind,
			$error->data,
			$error
		);
	}

	/**
	 * No rate delivers to the address: the shipping module's message when it gave one.
	 *
	 * @param string $message The shipping module's own message, or '' for ours.
	 */
	public static function no_shipping( string $message = '' ): self {
		return new self(
			self::NO_SHIPPING,
			'' !== $message ? $message : __( 'We cannot ship to this address.', 'vitrine' ),
			ErrorKind::INVALID,
			array( 'params' => array( 'shipping_address' => '' !== $message ? $message : __( 'We cannot ship to this address.', 'vitrine' ) ) )
		);
	}

	public static function unavailable(): self {
		return new self(
			self::UNAVAILABLE,
			__( 'Sorry, this product is unavailable. Please choose a different combination.', 'vitrine' ),
			ErrorKind::INVALID,
			array( 'params' => array( 'product_id' => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'vitrine' ) ) )
		);
	}

	public static function options_needed(): self {
		return new self(
			self::OPTIONS_NEEDED,
			__( 'Please select your product options before proceeding.', 'vitrine' ),
			ErrorKind::INVALID,
			array( 'params' => array( 'attribute_*' => __( 'Please select your product options before proceeding.', 'vitrine' ) ) )
		);
	}

	public static function invalid_nonce(): self {
		return new self(
			self::INVALID_NONCE,
			__( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' ),
			ErrorKind::FORBIDDEN
		);
	}

	public static function empty_cart(): self {
		return new self(
			self::EMPTY_CART,
			__( 'Your cart is empty.', 'vitrine' ),
			ErrorKind::INVALID,
			array( 'params' => array( 'cart' => __( 'Your cart is empty.', 'vitrine' ) ) )
		);
	}
}
