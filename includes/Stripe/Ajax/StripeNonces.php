<?php
/**
 * The nonce actions of Stripe's ajax endpoints.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

/**
 * Each endpoint stripe_<name> has its own nonce action vitrine-stripe-<name>, so that a nonce
 * printed for one call (the confirmation hash carries update_order_status's) opens no other.
 */
final class StripeNonces {

	public const INIT_SETUP_INTENT               = 'init_setup_intent';
	public const CREATE_PAYMENT_INTENT           = 'create_payment_intent';
	public const CREATE_AND_CONFIRM_SETUP_INTENT = 'create_and_confirm_setup_intent';
	public const UPDATE_PAYMENT_INTENT           = 'update_payment_intent';
	public const UPDATE_ORDER_STATUS             = 'update_order_status';
	public const CONFIRM_CHANGE_PAYMENT          = 'confirm_change_payment';
	public const UPDATE_FAILED_ORDER             = 'update_failed_order';
	public const SAVE_APPEARANCE                 = 'save_appearance';

	/** The endpoint's name on ?vitrine-ajax=. */
	public static function endpoint( string $name ): string {
		return 'stripe_' . $name;
	}

	/** The endpoint's nonce action. */
	public static function action( string $name ): string {
		return 'vitrine-stripe-' . $name;
	}

	public static function create( string $name ): string {
		return wp_create_nonce( self::action( $name ) );
	}
}
