<?php
/**
 * Vitrine > Reviews: the menu entry, the enqueue on its own screen only, the bundle's settings.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Admin;

use Vitrine\Core\Assets\Assets;
use Vitrine\Reviews\Admin\ReviewsPage;
use Vitrine\Tests\TestCase;

final class ReviewsPageTest extends TestCase {

	private string $direction = 'ltr';

	protected function setUp(): void {
		parent::setUp();
		$this->direction = $GLOBALS['wp_locale']->text_direction;
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_locale']->text_direction = $this->direction;
		foreach ( array( 'vitrine-admin-reviews', 'vitrine-reviews', 'vitrine-reviews-floating' ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
			wp_dequeue_style( $handle );
			wp_deregister_style( $handle );
		}
		wp_dequeue_style( 'wp-components' );
		parent::tearDown();
	}

	public function test_the_page_is_a_submenu_of_the_vitrine_menu_for_administrators(): void {
		global $submenu;
		$page = new ReviewsPage( new Assets() );
		$page->add_menu();

		$entries = array_column( $submenu['vitrine-settings'] ?? array(), 2 );
		self::assertContains( 'vitrine-reviews', $entries );
		$entry = $submenu['vitrine-settings'][ array_search( 'vitrine-reviews', $entries, true ) ];
		self::assertSame( 'manage_options', $entry[1] );
	}

	public function test_the_bundle_is_enqueued_on_its_screen_only(): void {
		$page = new ReviewsPage( new Assets() );
		$page->add_menu();
		$hook = (string) get_plugin_page_hookname( 'vitrine-reviews', 'vitrine-settings' );

		$page->enqueue( 'edit.php' );
		self::assertFalse( wp_script_is( 'vitrine-admin-reviews', 'enqueued' ) );
		self::assertFalse( wp_style_is( 'wp-components', 'enqueued' ) );

		$page->enqueue( $hook );
		self::assertTrue( wp_script_is( 'vitrine-admin-reviews', 'enqueued' ) );
		self::assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
		self::assertFalse( wp_script_is( 'vitrine-reviews', 'enqueued' ), 'The widgets\' own script is not loaded in wp-admin.' );
	}

	public function test_the_settings_give_the_routes_and_the_widgets_stylesheets_for_the_preview(): void {
		$settings = ( new ReviewsPage( new Assets() ) )->script_settings();

		self::assertSame( '/vitrine/v1', $settings['restBase'] );
		self::assertSame( 'ltr', $settings['previewDirection'] );
		self::assertCount( 2, $settings['previewStyles'] );
		self::assertMatchesRegularExpression( '#/build/reviews\.css\?ver=[^&]+$#', $settings['previewStyles'][0] );
		self::assertMatchesRegularExpression( '#/build/reviews-floating\.css\?ver=[^&]+$#', $settings['previewStyles'][1] );
	}

	public function test_a_right_to_left_site_previews_with_the_mirrored_stylesheets(): void {
		$GLOBALS['wp_locale']->text_direction = 'rtl';

		$settings = ( new ReviewsPage( new Assets() ) )->script_settings();

		self::assertSame( 'rtl', $settings['previewDirection'] );
		self::assertMatchesRegularExpression( '#/build/reviews-rtl\.css\?ver=#', $settings['previewStyles'][0] );
		self::assertMatchesRegularExpression( '#/build/reviews-floating-rtl\.css\?ver=#', $settings['previewStyles'][1] );
	}

	public function test_the_screen_is_refused_to_users_who_cannot_manage_options(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		try {
			( new ReviewsPage( new Assets() ) )->render();
			self::fail( 'The screen rendered for an editor.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 'Sorry, you are not allowed to manage Vitrine.', $e->getMessage() );
		} finally {
			remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		}
	}

	public function test_the_screen_holds_the_root_the_script_mounts_into(): void {
		ob_start();
		( new ReviewsPage( new Assets() ) )->render();
		$html = (string) ob_get_clean();

		self::assertStringContainsString( '<div id="vitrine-reviews-root">', $html );
		self::assertStringContainsString( '<h1>Reviews</h1>', $html );
	}

	/**
	 * @return callable(string): never
	 */
	public function die_handler(): callable {
		return static function ( string $message ): never {
			throw new \RuntimeException( $message );
		};
	}
}
