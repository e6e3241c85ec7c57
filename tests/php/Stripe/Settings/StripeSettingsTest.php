<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Settings;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Stripe\Settings\StripeSettingsFields;
use Vitrine\Tests\TestCase;

final class StripeSettingsTest extends TestCase {

	private const SECRET = 'sk_test_51AbCdEfGhIjKlMnOpQrStUv4242';

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_unsaved_settings_are_test_mode_accordion_capture_now_with_saved_cards_and_protection(): void {
		$settings = $this->stripe_settings();

		self::assertTrue( $settings->test_mode() );
		self::assertFalse( $settings->enabled() );
		self::assertFalse( $settings->is_configured() );
		self::assertSame( '', $settings->secret_key() );
		self::assertSame( 'accordion', $settings->layout() );
		self::assertTrue( $settings->capture_now() );
		self::assertTrue( $settings->saved_cards() );
		self::assertTrue( $settings->card_testing_protection() );
		self::assertSame( '', $settings->statement_descriptor() );
	}

	public function test_the_keys_are_those_of_the_current_mode(): void {
		$this->save(
			array(
				'payment_stripe_test_publishable_key' => 'pk_test_abc',
				'payment_stripe_test_secret_key'      => 'sk_test_abc',
				'payment_stripe_test_webhook_secret'  => 'whsec_test',
				'payment_stripe_live_publishable_key' => 'pk_live_xyz',
				'payment_stripe_live_secret_key'      => 'rk_live_xyz',
				'payment_stripe_live_webhook_secret'  => 'whsec_live',
				'payment_stripe_capture'              => 'authorize',
				'payment_stripe_layout'               => 'tabs',
			)
		);
		$settings = $this->stripe_settings();
		self::assertSame( array( 'pk_test_abc', 'sk_test_abc', 'whsec_test' ), array( $settings->publishable_key(), $settings->secret_key(), $settings->webhook_secret() ) );
		self::assertTrue( $settings->is_configured() );
		self::assertFalse( $settings->capture_now() );
		self::assertSame( 'tabs', $settings->layout() );

		$this->save( array( 'payment_stripe_testmode' => false ) );
		self::assertSame( array( 'pk_live_xyz', 'rk_live_xyz', 'whsec_live' ), array( $settings->publishable_key(), $settings->secret_key(), $settings->webhook_secret() ) );
	}

	public function test_a_key_of_the_wrong_kind_is_refused(): void {
		$result = Plugin::instance()->settings->update( array( 'payment_stripe_test_secret_key' => 'pk_test_abc' ) );

		self::assertInstanceOf( \WP_Error::class, $result );
		self::assertSame( 'Test secret key does not look like a key of this kind: copy it again from your Stripe dashboard.', $result->get_error_data()['params']['payment_stripe_test_secret_key'] );
	}

	public function test_the_statement_descriptor_follows_stripes_rules(): void {
		foreach ( array( 'ABCD', 'ABCDEFGHIJKLMNOPQRSTUVW', 'Shop <3', 'Bob\'s shop', 'Shop "x"', 'Star*Shop', 'Back\\slash', '12345', 'Café Olé' ) as $refused ) {
			self::assertNotNull( StripeSettingsFields::statement_descriptor_problem( $refused ), $refused );
			self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_statement_descriptor' => $refused ) ), $refused );
		}
		foreach ( array( '', 'VITRINE', 'Shop 24', 'A1234', 'ABCDEFGHIJKLMNOPQRSTUV' ) as $accepted ) {
			self::assertNull( StripeSettingsFields::statement_descriptor_problem( $accepted ), $accepted );
		}
		$this->save( array( 'payment_stripe_statement_descriptor' => 'Shop 24' ) );
		self::assertSame( 'Shop 24', $this->stripe_settings()->statement_descriptor() );
	}

	public function test_the_settings_route_answers_secrets_masked_and_publishable_keys_whole(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save(
			array(
				'payment_stripe_test_publishable_key' => 'pk_test_51PublicPart1111',
				'payment_stripe_test_secret_key'      => self::SECRET,
				'payment_stripe_test_webhook_secret'  => 'whsec_0123456789abcdef9999',
			)
		);

		$response = $this->rest( 'GET', '/vitrine/v1/settings' );

		self::assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		self::assertSame( 'sk_test_…4242', $data['payment_stripe_test_secret_key'] );
		self::assertSame( 'whsec_…9999', $data['payment_stripe_test_webhook_secret'] );
		self::assertSame( '', $data['payment_stripe_live_secret_key'], 'An unset secret stays empty, so the admin sees it is not set.' );
		self::assertSame( 'pk_test_51PublicPart1111', $data['payment_stripe_test_publishable_key'], 'A publishable key is public.' );
		self::assertStringNotContainsString( 'AbCdEf', (string) wp_json_encode( $data ) );
	}

	public function test_saving_the_mask_back_keeps_the_stored_secret_and_the_answer_is_masked(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save( array( 'payment_stripe_test_secret_key' => self::SECRET ) );

		$response = $this->rest(
			'POST',
			'/vitrine/v1/settings',
			array(
				'payment_stripe_test_secret_key'      => 'sk_test_…4242',
				'payment_stripe_statement_descriptor' => 'VITRINE',
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status() );
		self::assertSame( 'sk_test_…4242', $response->get_data()['payment_stripe_test_secret_key'] );
		self::assertSame( self::SECRET, $this->stripe_settings()->secret_key() );
		self::assertSame( 'VITRINE', $this->stripe_settings()->statement_descriptor() );
	}

	public function test_a_new_secret_replaces_the_stored_one_and_an_empty_one_clears_it(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save( array( 'payment_stripe_test_secret_key' => self::SECRET ) );

		$this->rest( 'POST', '/vitrine/v1/settings', array( 'payment_stripe_test_secret_key' => 'sk_test_NewKey0000000000' ), $this->nonce_header() );
		self::assertSame( 'sk_test_NewKey0000000000', $this->stripe_settings()->secret_key() );

		$this->rest( 'POST', '/vitrine/v1/settings', array( 'payment_stripe_test_secret_key' => '' ), $this->nonce_header() );
		self::assertSame( '', $this->stripe_settings()->secret_key() );
	}

	public function test_a_mask_that_is_not_the_stored_secrets_is_refused(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save( array( 'payment_stripe_test_secret_key' => self::SECRET ) );

		$response = $this->rest( 'POST', '/vitrine/v1/settings', array( 'payment_stripe_test_secret_key' => 'sk_test_…1234' ), $this->nonce_header() );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( self::SECRET, $this->stripe_settings()->secret_key() );
	}

	public function test_the_settings_screen_prints_secrets_masked(): void {
		$this->save( array( 'payment_stripe_live_secret_key' => 'sk_live_51SuperSecretValue7777' ) );

		$values = $this->services()->get( Settings::class )->displayed();

		self::assertSame( 'sk_live_…7777', $values['payment_stripe_live_secret_key'] );
		self::assertTrue( $this->services()->get( Settings::class )->fields()['payment_stripe_live_secret_key']->secret );
	}

	public function test_the_mask_keeps_the_kind_and_the_last_four_characters(): void {
		self::assertSame( 'sk_test_…4242', SettingField::mask( self::SECRET ) );
		self::assertSame( 'rk_live_…abcd', SettingField::mask( 'rk_live_0123456789abcd' ) );
		self::assertSame( 'whsec_…wxyz', SettingField::mask( 'whsec_0123456789wxyz' ) );
		self::assertSame( 'sk_test_…', SettingField::mask( 'sk_test_1234' ), 'Too short to show any of it.' );
		self::assertSame( '', SettingField::mask( '' ) );
	}

	public function test_without_keys_the_card_gateway_is_listed_off_with_where_keys_come_from(): void {
		$section = null;
		foreach ( $this->services()->get( Settings::class )->describe()['sections'] as $candidate ) {
			if ( 'payment_stripe' === $candidate['id'] ) {
				$section = $candidate;
			}
		}
		self::assertNotNull( $section );
		$enabled = $section['fields'][0];
		self::assertSame( 'payment_stripe_enabled', $enabled['key'] );
		self::assertFalse( $enabled['schema']['default'] );
		self::assertStringContainsString( 'https://dashboard.stripe.com/apikeys', $enabled['help'] );
	}

	public function test_express_checkout_defaults_wallets_on_but_amazon_pay_everywhere_plain_dark_48_by_4(): void {
		$settings = $this->stripe_settings();

		self::assertTrue( $settings->express_checkout() );
		self::assertTrue( $settings->express_link() );
		self::assertFalse( $settings->express_amazon_pay() );
		self::assertSame( array( 'product', 'cart', 'checkout', 'pay_for_order' ), $settings->express_locations() );
		self::assertSame( array( 'default', 'dark', 48, 4 ), array( $settings->express_button_type(), $settings->express_button_theme(), $settings->express_button_height(), $settings->express_button_radius() ) );
	}

	public function test_express_settings_saved_are_read_back(): void {
		$this->save(
			array(
				'payment_stripe_express_checkout'      => false,
				'payment_stripe_express_amazon_pay'    => true,
				'payment_stripe_express_link'          => false,
				'payment_stripe_express_locations'     => array( 'pay_for_order', 'cart' ),
				'payment_stripe_express_button_type'   => 'buy',
				'payment_stripe_express_button_theme'  => 'light-outline',
				'payment_stripe_express_button_height' => 55,
				'payment_stripe_express_button_radius' => 0,
			)
		);
		$settings = $this->stripe_settings();

		self::assertFalse( $settings->express_checkout() );
		self::assertTrue( $settings->express_amazon_pay() );
		self::assertFalse( $settings->express_link() );
		self::assertSame( array( 'cart', 'pay_for_order' ), $settings->express_locations(), 'In the screen\'s order.' );
		self::assertTrue( $settings->express_location_on( 'cart' ) );
		self::assertFalse( $settings->express_location_on( 'product' ) );
		self::assertSame( array( 'buy', 'light-outline', 55, 0 ), array( $settings->express_button_type(), $settings->express_button_theme(), $settings->express_button_height(), $settings->express_button_radius() ) );

		$this->save( array( 'payment_stripe_express_locations' => array() ) );
		self::assertSame( array(), $settings->express_locations(), 'No location at all is a choice.' );
	}

	public function test_express_values_out_of_range_are_refused_with_the_fields_message(): void {
		$refused = array(
			'payment_stripe_express_button_height' => array( 39, 'Express button height (px) must be a whole number from 40 to 55.' ),
			'payment_stripe_express_button_radius' => array( 31, 'Express button corner radius (px) must be a whole number from 0 to 30.' ),
		);
		foreach ( $refused as $key => list( $value, $message ) ) {
			$result = Plugin::instance()->settings->update( array( $key => $value ) );
			self::assertInstanceOf( \WP_Error::class, $result, $key );
			self::assertSame( $message, $result->get_error_data()['params'][ $key ] );
		}
		foreach ( array( 56, 'tall', 47.5 ) as $height ) {
			self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_express_button_height' => $height ) ), (string) $height );
		}
		self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_express_button_radius' => -1 ) ) );
		self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_express_locations' => array( 'shop' ) ) ) );
		self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_express_button_theme' => 'black' ) ) );
		self::assertInstanceOf( \WP_Error::class, Plugin::instance()->settings->update( array( 'payment_stripe_express_button_type' => 'plain' ) ) );
		self::assertSame( 48, $this->stripe_settings()->express_button_height() );
	}

	public function test_a_height_stored_outside_the_range_is_clamped_when_read(): void {
		// As an import or an older version could have stored it, past the screen's validation.
		update_option( Settings::OPTION, array( 'payment_stripe_express_button_height' => 80 ) );
		self::assertSame( 55, $this->stripe_settings()->express_button_height() );
		update_option( Settings::OPTION, array( 'payment_stripe_express_button_height' => 12 ) );
		self::assertSame( 40, $this->stripe_settings()->express_button_height() );
		update_option( Settings::OPTION, array( 'payment_stripe_express_button_height' => 'x' ) );
		self::assertSame( 48, $this->stripe_settings()->express_button_height() );
	}

	public function test_the_locations_field_is_offered_as_checkboxes_of_the_four_locations(): void {
		$field = $this->services()->get( Settings::class )->fields()['payment_stripe_express_locations'];

		self::assertSame( 'checkboxes', $field->control );
		self::assertSame( array( 'product', 'cart', 'checkout', 'pay_for_order' ), $field->schema['items']['enum'] );
		$described = array();
		foreach ( $this->services()->get( Settings::class )->describe()['sections'] as $section ) {
			foreach ( $section['fields'] as $candidate ) {
				$described[ $candidate['key'] ] = $candidate;
			}
		}
		self::assertSame( 'Pay for an order', $described['payment_stripe_express_locations']['optionLabels']['pay_for_order'] );
		self::assertArrayNotHasKey( 'optionLabels', $described['payment_stripe_capture'], 'Only fields that name their options.' );
	}

	/**
	 * @param array<string, mixed> $values Settings to save.
	 */
	private function save( array $values ): void {
		$result = Plugin::instance()->settings->update( $values );
		self::assertIsArray( $result );
	}

	private function stripe_settings(): StripeSettings {
		return $this->services()->get( StripeSettings::class );
	}
}
