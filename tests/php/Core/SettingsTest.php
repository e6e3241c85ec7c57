<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class SettingsTest extends TestCase {

	private Settings $settings;

	protected function setUp(): void {
		parent::setUp();
		$this->settings = Plugin::instance()->settings;
		delete_option( Settings::OPTION );
	}

	public function test_unsaved_settings_read_their_defaults(): void {
		self::assertFalse( $this->settings->get( 'store_notice_enabled' ) );
		self::assertSame( 3600, $this->settings->get( 'coming_soon_retry_after' ) );
		self::assertSame( 'Show password', $this->settings->get( 'password_show_label' ) );
	}

	public function test_a_valid_update_is_saved_in_one_option(): void {
		$result = $this->settings->update(
			array(
				'store_notice_enabled' => true,
				'store_notice_id'      => 'summer-2026',
			)
		);

		self::assertIsArray( $result );
		self::assertTrue( $result['store_notice_enabled'] );
		$stored = get_option( Settings::OPTION );
		self::assertSame( true, $stored['store_notice_enabled'] );
		self::assertSame( 'summer-2026', $stored['store_notice_id'] );
	}

	public function test_one_bad_value_saves_nothing(): void {
		$this->settings->update( array( 'store_notice_id' => 'before' ) );

		$result = $this->settings->update(
			array(
				'store_notice_id'         => 'after',
				'coming_soon_retry_after' => 5,
			)
		);

		self::assertWPError( $result );
		self::assertSame( 'vitrine_invalid_settings', $result->get_error_code() );
		self::assertSame( 400, $result->get_error_data()['status'] );
		self::assertStringContainsString( '60', $result->get_error_message() );
		self::assertSame( 'before', $this->settings->get( 'store_notice_id' ) );
		self::assertSame( 3600, $this->settings->get( 'coming_soon_retry_after' ) );
	}

	public function test_types_and_patterns_are_enforced(): void {
		self::assertWPError( $this->settings->update( array( 'store_notice_enabled' => 'perhaps' ) ) );
		self::assertWPError( $this->settings->update( array( 'store_notice_id' => 'has spaces' ) ) );
		self::assertWPError( $this->settings->update( array( 'password_show_label' => '' ) ) );
		self::assertWPError( $this->settings->update( array( 'store_notice_text' => str_repeat( 'a', 2001 ) ) ) );
		self::assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_a_refused_value_is_explained_by_the_fields_label(): void {
		$result = $this->settings->update( array( 'store_notice_id' => 'has spaces' ) );

		self::assertWPError( $result );
		self::assertSame(
			array( 'store_notice_id' => 'Notice id may contain only letters, digits, hyphens and underscores, up to 40 of them.' ),
			$result->get_error_data()['params']
		);
	}

	public function test_an_unknown_setting_is_refused(): void {
		$result = $this->settings->update( array( 'no_such_setting' => 1 ) );

		self::assertWPError( $result );
		self::assertStringContainsString( 'no_such_setting', $result->get_error_message() );
	}

	public function test_notice_text_is_stripped_of_scripts_but_keeps_links(): void {
		$this->settings->update( array( 'store_notice_text' => 'Sale <a href="/shop">now</a><script>alert(1)</script>' ) );

		self::assertSame( 'Sale <a href="/shop">now</a>alert(1)', $this->settings->get( 'store_notice_text' ) );
	}

	public function test_describe_lists_every_field_under_its_section(): void {
		$sections = array_column( $this->settings->describe()['sections'], null, 'id' );

		self::assertArrayHasKey( 'store_notice', $sections );
		$keys = array_column( $sections['store_notice']['fields'], 'key' );
		self::assertSame( array( 'store_notice_enabled', 'store_notice_text', 'store_notice_id' ), $keys );
		self::assertSame( 'toggle', $sections['store_notice']['fields'][0]['control'] );
	}

	/**
	 * @param mixed $actual Value to check.
	 */
	private static function assertWPError( $actual ): void {
		self::assertInstanceOf( \WP_Error::class, $actual );
	}
}
