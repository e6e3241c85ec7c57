<?php
/**
 * The fields of the card gateway's section of Vitrine > Settings.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Settings;

use Vitrine\Core\Settings\SettingField;

/**
 * The card gateway's settings with their short keys (the payments registry stores them as
 * payment_stripe_<key>): the mode and the keys of each mode (secrets masked on every page and
 * GET), the statement descriptor, capture, the Payment Element's layout, saved cards,
 * card-testing protection and the express checkout buttons. StripeSettings reads them.
 */
final class StripeSettingsFields {

	/** Where an account's keys are found. */
	public const API_KEYS_URL = 'https://dashboard.stripe.com/apikeys';

	/** Where a webhook endpoint and its signing secret are made. */
	public const WEBHOOKS_URL = 'https://dashboard.stripe.com/webhooks';

	/**
	 * @param string $section The section id.
	 * @return list<SettingField>
	 */
	public static function fields( string $section ): array {
		$fields = array(
			SettingField::toggle(
				'enabled',
				$section,
				__( 'Offer card payments through Stripe', 'vitrine' ),
				false,
				/* translators: %s: the address of the API keys page of the Stripe dashboard. */
				sprintf( __( 'Shoppers see it once the publishable and secret keys of the mode below are set. Your keys are on the API keys page of your Stripe dashboard: %s', 'vitrine' ), self::API_KEYS_URL )
			),
			SettingField::toggle(
				'testmode',
				$section,
				__( 'Test mode', 'vitrine' ),
				true,
				__( 'Payments use your test keys and no money moves: pay with Stripe\'s test cards, such as 4242 4242 4242 4242.', 'vitrine' )
			),
		);
		foreach ( array( 'test', 'live' ) as $mode ) {
			$fields[] = self::key( $section, $mode . '_publishable_key', 'test' === $mode ? __( 'Test publishable key', 'vitrine' ) : __( 'Live publishable key', 'vitrine' ), 'pk_' . $mode . '_', false );
			$fields[] = self::key( $section, $mode . '_secret_key', 'test' === $mode ? __( 'Test secret key', 'vitrine' ) : __( 'Live secret key', 'vitrine' ), '(?:sk|rk)_' . $mode . '_', true );
			$fields[] = self::key( $section, $mode . '_webhook_secret', 'test' === $mode ? __( 'Test webhook signing secret', 'vitrine' ) : __( 'Live webhook signing secret', 'vitrine' ), 'whsec_', true );
		}
		$fields[] = new SettingField(
			'statement_descriptor',
			$section,
			__( 'Statement descriptor', 'vitrine' ),
			array(
				'type'      => 'string',
				'maxLength' => 22,
				'default'   => '',
			),
			__( 'What shoppers see on their card statement: 5 to 22 Latin characters with at least one letter, without < > \\ \' " *. Leave empty for your Stripe account\'s.', 'vitrine' ),
			'text',
			null,
			'',
			static fn ( mixed $value ): ?string => self::statement_descriptor_problem( (string) $value )
		);
		$fields[] = new SettingField(
			'capture',
			$section,
			__( 'Capture', 'vitrine' ),
			array(
				'type'    => 'string',
				'enum'    => array( StripeSettings::CAPTURE_NOW, StripeSettings::CAPTURE_AUTHORIZE ),
				'default' => StripeSettings::CAPTURE_NOW,
			),
			__( '"now" charges the card when the order is placed; "authorize" only holds the amount, and you capture it from the order screen (within 7 days for most cards).', 'vitrine' ),
			'select'
		);
		$fields[] = new SettingField(
			'layout',
			$section,
			__( 'Payment form layout', 'vitrine' ),
			array(
				'type'    => 'string',
				'enum'    => array( StripeSettings::LAYOUT_ACCORDION, StripeSettings::LAYOUT_TABS ),
				'default' => StripeSettings::LAYOUT_ACCORDION,
			),
			__( 'How the payment methods are laid out in the payment form.', 'vitrine' ),
			'select'
		);
		$fields[] = SettingField::toggle( 'saved_cards', $section, __( 'Saved payment methods', 'vitrine' ), true, __( 'Customers with an account may save a card (or another reusable method) and pay with it later.', 'vitrine' ) );
		$fields[] = SettingField::toggle( 'card_testing_protection', $section, __( 'Card-testing protection', 'vitrine' ), true, __( 'Blocks shoppers and cards that fail payment after payment, as fraudsters testing stolen card numbers do.', 'vitrine' ) );
		return array_merge( $fields, self::express_fields( $section ) );
	}

	/**
	 * The express checkout buttons: which wallets, where, and how they look.
	 *
	 * @param string $section The section id.
	 * @return list<SettingField>
	 */
	private static function express_fields( string $section ): array {
		return array(
			SettingField::toggle( 'express_checkout', $section, __( 'Express checkout: Apple Pay and Google Pay', 'vitrine' ), true, __( 'Shows Apple Pay and Google Pay buttons to shoppers whose browser and device offer them, so they pay without filling in the checkout form. Apple Pay also needs this site\'s domain registered with Stripe (below).', 'vitrine' ) ),
			SettingField::toggle( 'express_link', $section, __( 'Express checkout: Link', 'vitrine' ), true, __( 'Shows a Link button to shoppers who saved their card and address with Stripe\'s Link.', 'vitrine' ) ),
			SettingField::toggle( 'express_amazon_pay', $section, __( 'Express checkout: Amazon Pay', 'vitrine' ), false, __( 'Shows an Amazon Pay button. Turn Amazon Pay on in your Stripe dashboard first.', 'vitrine' ) ),
			new SettingField(
				'express_locations',
				$section,
				__( 'Show express checkout buttons on', 'vitrine' ),
				array(
					'type'        => 'array',
					'items'       => array(
						'type' => 'string',
						'enum' => StripeSettings::EXPRESS_LOCATIONS,
					),
					'uniqueItems' => true,
					'default'     => StripeSettings::EXPRESS_LOCATIONS,
				),
				__( 'The pages where the buttons appear: product pages, the cart, the checkout, and the page where a customer pays for an existing order.', 'vitrine' ),
				'checkboxes',
				null,
				'',
				null,
				false,
				array(
					'product'       => __( 'Product pages', 'vitrine' ),
					'cart'          => __( 'Cart', 'vitrine' ),
					'checkout'      => __( 'Checkout', 'vitrine' ),
					'pay_for_order' => __( 'Pay for an order', 'vitrine' ),
				)
			),
			new SettingField(
				'express_button_type',
				$section,
				__( 'Express button label', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array( 'default', 'buy', 'book', 'donate' ),
					'default' => 'default',
				),
				__( '"default" shows the wallet\'s logo alone; "buy", "book" and "donate" add that word (Buy with Google Pay, Book with Apple Pay…).', 'vitrine' ),
				'select'
			),
			new SettingField(
				'express_button_theme',
				$section,
				__( 'Express button colour', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array( 'dark', 'light', 'light-outline' ),
					'default' => 'dark',
				),
				__( '"dark" is a black button, "light" a white one, "light-outline" a white one with a black outline (Google Pay has no outline and shows white). Choose the one that stands out on your theme\'s background.', 'vitrine' ),
				'select'
			),
			new SettingField(
				'express_button_height',
				$section,
				__( 'Express button height (px)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => StripeSettings::EXPRESS_HEIGHT_MIN,
					'maximum' => StripeSettings::EXPRESS_HEIGHT_MAX,
					'default' => StripeSettings::EXPRESS_HEIGHT_DEFAULT,
				),
				__( 'From 40 to 55 pixels; 48 matches most themes\' buttons.', 'vitrine' ),
				'number',
				null,
				/* translators: %s: the field's label. */
				__( '%s must be a whole number from 40 to 55.', 'vitrine' )
			),
			new SettingField(
				'express_button_radius',
				$section,
				__( 'Express button corner radius (px)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 30,
					'default' => StripeSettings::EXPRESS_RADIUS_DEFAULT,
				),
				__( 'How round the corners are, from 0 (square) to 30 pixels.', 'vitrine' ),
				'number',
				null,
				/* translators: %s: the field's label. */
				__( '%s must be a whole number from 0 to 30.', 'vitrine' )
			),
		);
	}

	/**
	 * Why Stripe would refuse a statement descriptor, translated, or null when it is acceptable
	 * (or empty: the account's own is used).
	 */
	public static function statement_descriptor_problem( string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		$length = strlen( $value );
		if ( $length < 5 || $length > 22 || ! preg_match( '/^[\x20-\x7E]+$/', $value ) ) {
			return __( 'The statement descriptor must be 5 to 22 Latin characters.', 'vitrine' );
		}
		if ( preg_match( '/[<>\\\\\'"*]/', $value ) ) {
			return __( 'The statement descriptor cannot contain < > \\ \' " or *.', 'vitrine' );
		}
		if ( ! preg_match( '/[A-Za-z]/', $value ) ) {
			return __( 'The statement descriptor must contain at least one letter.', 'vitrine' );
		}
		return null;
	}

	/**
	 * A key of a mode: empty, or with the prefix Stripe gives that kind of key.
	 */
	private static function key( string $section, string $key, string $label, string $prefix, bool $secret ): SettingField {
		$help = str_ends_with( $key, 'webhook_secret' )
			/* translators: %s: the address of the webhooks page of the Stripe dashboard. */
			? sprintf( __( 'The signing secret (whsec_…) of the webhook endpoint you add in your Stripe dashboard: %s', 'vitrine' ), self::WEBHOOKS_URL )
			/* translators: %s: the address of the API keys page of the Stripe dashboard. */
			: sprintf( __( 'From the API keys page of your Stripe dashboard: %s', 'vitrine' ), self::API_KEYS_URL );
		return new SettingField(
			$key,
			$section,
			$label,
			array(
				'type'      => 'string',
				'maxLength' => 255,
				'pattern'   => '^(' . $prefix . '[A-Za-z0-9_]+)?$',
				'default'   => '',
			),
			$help,
			'text',
			static fn ( mixed $value ): string => trim( (string) $value ),
			/* translators: %s: the field's label, e.g. "Test secret key". */
			__( '%s does not look like a key of this kind: copy it again from your Stripe dashboard.', 'vitrine' ),
			null,
			$secret
		);
	}
}
