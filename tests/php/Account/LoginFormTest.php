<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Tests\TestCase;

final class LoginFormTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	public function test_the_form_posts_to_wp_login_with_a_toggleable_password_field(): void {
		$html = do_shortcode( '[vitrine_login_form]' );

		self::assertStringContainsString( 'action="' . esc_url( wp_login_url() ) . '"', $html );
		self::assertMatchesRegularExpression( '#<span class="vitrine-password-input"><input type="password" id="vitrine-login-password" name="pwd" autocomplete="current-password"#', $html );
		self::assertStringContainsString( '<label for="vitrine-login-password">Password', $html );
		self::assertTrue( wp_script_is( 'vitrine-storefront', 'enqueued' ), 'The password toggle script comes with the form.' );
	}

	public function test_an_outside_redirect_is_replaced_by_the_home_page(): void {
		$html = do_shortcode( '[vitrine_login_form redirect="https://evil.example/"]' );

		self::assertStringNotContainsString( 'evil.example', $html );
		self::assertStringContainsString( 'name="redirect_to" value="' . esc_url( home_url( '/' ) ) . '"', $html );
	}

	public function test_a_logged_in_user_gets_a_log_out_link_instead(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );

		$html = do_shortcode( '[vitrine_login_form]' );

		self::assertStringNotContainsString( '<form', $html );
		self::assertStringContainsString( 'action=logout', $html );
	}
}
