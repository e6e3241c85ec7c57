<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Attribution;

use Vitrine\Attribution\CheckoutInputs;
use Vitrine\Attribution\Module;
use Vitrine\Attribution\TrackingCookies;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class ModuleTest extends TestCase {

	private Module $module;

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		delete_option( Settings::OPTION );
		$this->module = $this->services()->get( Module::class );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		parent::tearDown();
	}

	public function test_with_tracking_off_no_page_gets_the_bundle_nor_the_inputs(): void {
		$this->module->enqueue();

		self::assertFalse( wp_script_is( 'vitrine-attribution', 'registered' ) );
		self::assertSame( '<p>before</p>', $this->module->checkout_inputs( '<p>before</p>' ) );
	}

	public function test_with_tracking_on_every_front_end_page_gets_the_deferred_bundle_and_its_settings(): void {
		Plugin::instance()->settings->update(
			array(
				'attribution_enabled'        => true,
				'attribution_custom_params'  => 'ref',
				'attribution_search_engines' => 'find.example s',
			)
		);

		$this->module->enqueue();

		self::assertTrue( wp_script_is( 'vitrine-attribution', 'enqueued' ) );
		self::assertSame( 'defer', wp_scripts()->get_data( 'vitrine-attribution', 'strategy' ) );
		self::assertSame( array(), wp_scripts()->registered['vitrine-attribution']->deps );
		$inline = implode( '', (array) wp_scripts()->get_data( 'vitrine-attribution', 'before' ) );
		self::assertStringContainsString( 'window.vitrineSettings["attribution"]', $inline );
		self::assertStringContainsString( '"lifetimeMonths":6,"sessionMinutes":30,"consentCategory":"statistics","customParams":["ref"]', $inline );
		self::assertStringContainsString( '"searchEngines":[{"host":"find.example","param":"s","name":""}]', $inline );
	}

	public function test_the_bundle_is_hooked_on_the_front_end_enqueue_only(): void {
		self::assertNotFalse( has_action( 'wp_enqueue_scripts', array( $this->module, 'enqueue' ) ) );
		self::assertFalse( has_action( 'admin_enqueue_scripts', array( $this->module, 'enqueue' ) ) );
	}

	public function test_with_tracking_on_the_checkout_form_gets_one_empty_hidden_input_a_field(): void {
		Plugin::instance()->settings->update( array( 'attribution_enabled' => true ) );

		$html = $this->module->checkout_inputs( '<p>before</p>' );

		self::assertStringStartsWith( '<p>before</p><span data-vitrine-attribution hidden>', $html );
		self::assertSame( 16, preg_match_all( '/<input type="hidden" name="vitrine_attribution_([a-z_]+)" value="" \/>/', $html, $matches ) );
		self::assertSame( CheckoutInputs::FIELDS, $matches[1] );
	}

	public function test_the_inputs_go_through_the_checkout_forms_start_filter(): void {
		self::assertNotFalse( has_filter( 'vitrine_checkout_form_start_html', array( $this->module, 'checkout_inputs' ) ) );
	}

	public function test_only_the_attribution_cookies_are_expired(): void {
		self::assertSame(
			array( 'vitrine_src_current', 'vitrine_src_session' ),
			TrackingCookies::names(
				array(
					'vitrine_src_current'        => 'x',
					'wordpress_logged_in_abc'    => 'y',
					'vitrine_store_noticewinter' => 'hidden',
					'vitrine_src_session'        => 'z',
					'vitrine_src_BAD;name'       => 'w',
				)
			)
		);
	}

	public function test_the_cookies_are_expired_on_front_end_pages_only_while_tracking_is_off(): void {
		self::assertNotFalse( has_action( 'template_redirect', array( $this->module, 'expire_when_off' ) ) );
	}
}
