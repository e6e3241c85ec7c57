<?php
/**
 * Who sees what in coming-soon mode. The 503 page itself is checked over HTTP in
 * tests/e2e/shopper/coming-soon.spec.ts, since it ends the request.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Storefront;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Storefront\ComingSoon;
use Vitrine\Tests\TestCase;

final class ComingSoonTest extends TestCase {

	private ComingSoon $coming_soon;

	protected function setUp(): void {
		parent::setUp();
		$plugin            = Plugin::instance();
		$this->coming_soon = new ComingSoon( $plugin->settings, new Assets(), $plugin->preferences );
		update_option( Settings::OPTION, array( 'coming_soon_enabled' => true ) );
	}

	public function test_administrators_see_the_site_and_the_banner(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		self::assertTrue( $this->coming_soon->current_user_sees_site() );
		self::assertTrue( $this->coming_soon->banner_is_visible() );
		$html = $this->render_banner();
		// In the user's language, as api-fetch would ask, with the nonce the storefront client sends.
		self::assertStringContainsString( 'data-rest-url="' . esc_url( add_query_arg( '_locale', 'user', rest_url( 'vitrine/v1/me/preferences' ) ) ) . '"', $html );
		self::assertSame( 1, preg_match( '/data-nonce="([^"]+)"/', $html, $nonce ) );
		self::assertSame( 1, wp_verify_nonce( $nonce[1], 'wp_rest' ) );
		self::assertStringContainsString( 'role="button"', $html );
	}

	public function test_a_dismissed_banner_stays_dismissed(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		update_user_meta( $admin, 'vitrine_coming_soon_banner_dismissed', 'yes' );

		self::assertFalse( $this->coming_soon->banner_is_visible() );
		self::assertSame( '', $this->render_banner() );
	}

	public function test_visitors_and_customers_do_not_see_the_site(): void {
		self::assertFalse( $this->coming_soon->current_user_sees_site() );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertFalse( $this->coming_soon->current_user_sees_site() );
		self::assertFalse( $this->coming_soon->banner_is_visible() );
	}

	public function test_who_sees_the_site_is_filterable(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$let_editors_in = static fn ( bool $sees ): bool => $sees || current_user_can( 'edit_pages' );
		add_filter( 'vitrine_coming_soon_user_sees_site', $let_editors_in );

		$sees = $this->coming_soon->current_user_sees_site();
		remove_filter( 'vitrine_coming_soon_user_sees_site', $let_editors_in );

		self::assertTrue( $sees );
	}

	public function test_nothing_happens_while_the_mode_is_off(): void {
		update_option( Settings::OPTION, array( 'coming_soon_enabled' => false ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		self::assertFalse( $this->coming_soon->banner_is_visible() );
	}

	private function render_banner(): string {
		ob_start();
		$this->coming_soon->render_banner();
		return (string) ob_get_clean();
	}
}
