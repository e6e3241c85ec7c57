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
