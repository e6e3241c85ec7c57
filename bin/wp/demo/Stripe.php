<?php
/**
 * The demo shop's Stripe gateway: on in test mode when the environment has test keys.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Plugin;

/**
 * `npm start` with VITRINE_STRIPE_TEST_PUBLISHABLE_KEY and VITRINE_STRIPE_TEST_SECRET_KEY (and
 * optionally VITRINE_STRIPE_TEST_WEBHOOK_SECRET, the whsec_… that `stripe listen` prints) turns
 * the card gateway on in test mode with those keys, so that a newcomer with internet access pays
 * with Stripe's test cards. Run on every start: keys that came from the environment and are gone
 * from it are removed again and the gateway switched off (it stays listed in Vitrine > Settings,
 * where its help links to Stripe's API keys page). Keys an admin typed in the settings are left
 * alone. Live keys are never taken from the environment.
 */
final class Stripe {

	/** Marker: the keys saved came from the environment. */
	public const OPTION = 'vitrine_demo_stripe_from_env';

	public const PUBLISHABLE = 'VITRINE_STRIPE_TEST_PUBLISHABLE_KEY';
	public const SECRET      = 'VITRINE_STRIPE_TEST_SECRET_KEY';
	public const WEBHOOK     = 'VITRINE_STRIPE_TEST_WEBHOOK_SECRET';

	public const KEYS_PAGE = 'https://dashboard.stripe.com/test/apikeys';

	/**
	 * @param array<string, string> $env The environment (getenv()).
	 */
	public function __construct( private readonly array $env ) {
	}

	/**
	 * Applies the environment; a line saying what the gateway is now.
	 *
	 * @throws \RuntimeException When the keys are not test keys or the settings refuse them.
	 */
	public function seed(): string {
		$publishable = trim( $this->env[ self::PUBLISHABLE ] ?? '' );
		$secret      = trim( $this->env[ self::SECRET ] ?? '' );
		$webhook     = trim( $this->env[ self::WEBHOOK ] ?? '' );
		$settings    = Plugin::instance()->settings;
		if ( '' === $publishable || '' === $secret ) {
			if ( get_option( self::OPTION ) ) {
				self::save(
					array(
						'payment_stripe_enabled'         => false,
						'payment_stripe_test_publishable_key' => '',
						'payment_stripe_test_secret_key' => '',
						'payment_stripe_test_webhook_secret' => '',
					)
				);
				delete_option( self::OPTION );
			}
			if ( true === $settings->get( 'payment_stripe_enabled' ) ) {
				return 'Stripe: on, with the keys saved in Vitrine > Settings.';
			}
			return sprintf( 'Stripe: off. To pay with Stripe\'s test cards, start with %s and %s set to your test keys (%s).', self::PUBLISHABLE, self::SECRET, self::KEYS_PAGE );
		}
		if ( ! str_starts_with( $publishable, 'pk_test_' ) || 1 !== preg_match( '/^(sk|rk)_test_/', $secret ) ) {
			throw new \RuntimeException( sprintf( '%s must start with pk_test_ and %s with sk_test_ (or rk_test_): the demo takes test keys only.', self::PUBLISHABLE, self::SECRET ) );
		}
		if ( '' !== $webhook && ! str_starts_with( $webhook, 'whsec_' ) ) {
			throw new \RuntimeException( sprintf( '%s must start with whsec_.', self::WEBHOOK ) );
		}
		self::save(
			array(
				'payment_stripe_enabled'              => true,
				'payment_stripe_testmode'             => true,
				'payment_stripe_test_publishable_key' => $publishable,
				'payment_stripe_test_secret_key'      => $secret,
				'payment_stripe_test_webhook_secret'  => $webhook,
			)
		);
		update_option( self::OPTION, 1, false );
		return 'Stripe: on in test mode, with the keys of ' . self::PUBLISHABLE . ' and ' . self::SECRET
			. ( '' === $webhook ? ' (no webhook secret: set ' . self::WEBHOOK . ' to the whsec_… that `stripe listen --forward-to ' . rest_url( 'vitrine/v1/stripe/webhook' ) . '` prints).' : ' and ' . self::WEBHOOK . '.' );
	}

	/**
	 * @param array<string, mixed> $values Settings.
	 * @throws \RuntimeException When refused.
	 */
	private static function save( array $values ): void {
		$saved = Plugin::instance()->settings->update( $values );
		if ( is_wp_error( $saved ) ) {
			throw new \RuntimeException( 'The demo\'s Stripe settings were refused: ' . $saved->get_error_message() );
		}
	}
}
