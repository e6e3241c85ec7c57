<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Settings\Settings;
use Vitrine\Tests\TestCase;

final class SettingsRouteTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_an_administrator_reads_the_settings(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'GET', '/vitrine/v1/settings' );

		self::assertSame( 200, $response->get_status() );
		self::assertFalse( $response->get_data()['store_notice_enabled'] );
	}

	public function test_an_administrator_saves_with_a_nonce(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			'/vitrine/v1/settings',
			array(
				'store_notice_enabled' => true,
				'store_notice_text'    => 'Closed on Sunday',
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status() );
		self::assertSame( 'Closed on Sunday', $response->get_data()['store_notice_text'] );
		self::assertSame( 'Closed on Sunday', get_option( Settings::OPTION )['store_notice_text'] );
		self::assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '', 'Every answer carries a fresh nonce.' );
	}

	public function test_a_missing_nonce_is_refused_with_403_and_nothing_is_saved(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', '/vitrine/v1/settings', array( 'store_notice_enabled' => true ) );

		self::assertSame( 403, $response->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $response->get_data()['code'] );
		self::assertNotEmpty( $response->get_data()['message'] );
		self::assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_a_wrong_type_is_refused_with_400_and_nothing_is_saved(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			'/vitrine/v1/settings',
			array(
				'store_notice_text'       => 'Valid on its own',
				'coming_soon_retry_after' => 'soon',
			),
			$this->nonce_header()
		);

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_invalid_settings', $response->get_data()['code'] );
		self::assertSame(
			array( 'coming_soon_retry_after' => 'Ask search engines to come back after (seconds) is not of type integer.' ),
			$response->get_data()['data']['params']
		);
		self::assertStringStartsWith( 'The settings were not saved.', $response->get_data()['message'] );
		self::assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_an_unknown_key_is_refused_and_nothing_is_saved(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest(
			'POST',
			'/vitrine/v1/settings',
			array(
				'store_notice_enabled' => true,
				'admin_email'          => 'evil@example.org',
			),
			$this->nonce_header()
		);

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_invalid_settings', $response->get_data()['code'] );
		self::assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_a_logged_out_call_is_refused_with_401(): void {
		$response = $this->rest( 'POST', '/vitrine/v1/settings', array( 'store_notice_enabled' => true ), $this->nonce_header() );

		self::assertSame( 401, $response->get_status() );
		self::assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_a_subscriber_is_refused_with_403(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );

		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/settings' )->get_status() );
		self::assertSame( 403, $this->rest( 'POST', '/vitrine/v1/settings', array( 'store_notice_enabled' => true ), $this->nonce_header() )->get_status() );
		self::assertFalse( get_option( Settings::OPTION ) );
	}
}
