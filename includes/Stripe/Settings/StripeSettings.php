<?php
/**
 * What the Stripe gateway's settings say, for every part of the module.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Settings;

use Vitrine\Core\Settings\Settings;
use Vitrine\Payments\Gateways;
use Vitrine\Stripe\Api\SecretKeySource;

/**
 * Reads the card gateway's section of Vitrine > Settings (keys payment_stripe_<key>, fields in
 * StripeSettingsFields) and answers with the values of the current mode: the keys of test mode
 * while test mode is on, those of live mode otherwise. The settings exist once the gateways'
 * sections are registered on init; nothing reads them earlier. The API client takes the secret
 * key from here on every call (SecretKeySource), so a change of mode applies at once.
 */
final class StripeSettings implements SecretKeySource {

	/** The card gateway's id, whose section holds the settings. */
	public const GATEWAY_ID = 'stripe';

	public const LAYOUT_ACCORDION = 'accordion';
	public const LAYOUT_TABS      = 'tabs';

	public const CAPTURE_NOW       = 'now';
	public const CAPTURE_AUTHORIZE = 'authorize';

	/** Where express checkout buttons may show, in the page settings' names. */
	public const EXPRESS_LOCATIONS = array( 'product', 'cart', 'checkout', 'pay_for_order' );

	public const EXPRESS_HEIGHT_MIN     = 40;
	public const EXPRESS_HEIGHT_MAX     = 55;
	public const EXPRESS_HEIGHT_DEFAULT = 48;
	public const EXPRESS_RADIUS_DEFAULT = 4;

	public function __construct(
		private readonly Gateways $gateways,
		private readonly Settings $shop,
		private readonly StripeAppearance $appearance,
	) {
	}

	public function enabled(): bool {
		return true === $this->option( 'enabled' );
	}

	public function test_mode(): bool {
		return false !== $this->option( 'testmode' );
	}

	public function publishable_key(): string {
		return $this->mode_option( 'publishable_key' );
	}

	public function secret_key(): string {
		return $this->mode_option( 'secret_key' );
	}

	public function webhook_secret(): string {
		return $this->mode_option( 'webhook_secret' );
	}

	/** The full statement descriptor, '' for the account's own. */
	public function statement_descriptor(): string {
		return (string) $this->option( 'statement_descriptor' );
	}

	/** Whether payments are captured at once; false: authorised, captured from the order screen. */
	public function capture_now(): bool {
		return self::CAPTURE_AUTHORIZE !== $this->option( 'capture' );
	}

	/** The Payment Element's layout: 'accordion' (the default) or 'tabs'. */
	public function layout(): string {
		return self::LAYOUT_TABS === $this->option( 'layout' ) ? self::LAYOUT_TABS : self::LAYOUT_ACCORDION;
	}

	public function saved_cards(): bool {
		return false !== $this->option( 'saved_cards' );
	}

	public function card_testing_protection(): bool {
		return false !== $this->option( 'card_testing_protection' );
	}

	/** Apple Pay and Google Pay buttons are on (the express checkout toggle). */
	public function express_checkout(): bool {
		return false !== $this->option( 'express_checkout' );
	}

	public function express_link(): bool {
		return false !== $this->option( 'express_link' );
	}

	public function express_amazon_pay(): bool {
		return true === $this->option( 'express_amazon_pay' );
	}

	/** Any express wallet is on. */
	public function express_any(): bool {
		return $this->express_checkout() || $this->express_link() || $this->express_amazon_pay();
	}

	/**
	 * Whether the express checkout works: the gateway on with the keys of its mode, and a wallet
	 * on. The pages print the buttons and the express calls answer only then.
	 */
	public function express_ready(): bool {
		return $this->enabled() && $this->is_configured() && $this->express_any();
	}

	/**
	 * The locations chosen, among EXPRESS_LOCATIONS, in that order.
	 *
	 * @return list<string>
	 */
	public function express_locations(): array {
		$stored = $this->option( 'express_locations' );
		$chosen = is_array( $stored ) ? $stored : self::EXPRESS_LOCATIONS;
		return array_values( array_intersect( self::EXPRESS_LOCATIONS, $chosen ) );
	}

	public function express_location_on( string $location ): bool {
		return in_array( $location, $this->express_locations(), true );
	}

	/** The button's label kind as stored: default, buy, book or donate (the browser maps it to Stripe's). */
	public function express_button_type(): string {
		$type = (string) $this->option( 'express_button_type' );
		return in_array( $type, array( 'default', 'buy', 'book', 'donate' ), true ) ? $type : 'default';
	}

	/** The button's theme as stored: dark, light or light-outline (the browser maps it to Stripe's). */
	public function express_button_theme(): string {
		$theme = (string) $this->option( 'express_button_theme' );
		return in_array( $theme, array( 'dark', 'light', 'light-outline' ), true ) ? $theme : 'dark';
	}

	/** The button's height in pixels, clamped to what Stripe draws (40 to 55) whatever is stored. */
	public function express_button_height(): int {
		$height = $this->option( 'express_button_height' );
		if ( ! is_numeric( $height ) ) {
			return self::EXPRESS_HEIGHT_DEFAULT;
		}
		return max( self::EXPRESS_HEIGHT_MIN, min( self::EXPRESS_HEIGHT_MAX, (int) $height ) );
	}

	/** The button's corner radius in pixels, 0 to 30. */
	public function express_button_radius(): int {
		$radius = $this->option( 'express_button_radius' );
		return is_numeric( $radius ) ? max( 0, min( 30, (int) $radius ) ) : self::EXPRESS_RADIUS_DEFAULT;
	}

	/** Both keys of the current mode are set. */
	public function is_configured(): bool {
		return '' !== $this->publishable_key() && '' !== $this->secret_key();
	}

	/**
	 * The Payment Element's appearance saved for a theme (save_appearance), or null.
	 *
	 * @param string $theme_name The theme's stylesheet name.
	 * @return array<string, mixed>|null
	 */
	public function appearance( string $theme_name ): ?array {
		return $this->appearance->get( $theme_name );
	}

	/** The decimals of the shop's amounts in its currency (a cart's or a context's minor units). */
	public function shop_decimals(): int {
		return (int) $this->shop->get( 'price_decimals' );
	}

	/** The shop's currency, upper case. */
	public function shop_currency(): string {
		return strtoupper( (string) $this->shop->get( 'currency' ) );
	}

	private function mode_option( string $key ): string {
		return (string) $this->option( ( $this->test_mode() ? 'test_' : 'live_' ) . $key );
	}

	private function option( string $key ): mixed {
		return $this->gateways->option( self::GATEWAY_ID, $key );
	}
}
