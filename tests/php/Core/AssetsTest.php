<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Assets\Assets;
use Vitrine\Tests\TestCase;

final class AssetsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->reset_registries();
	}

	protected function tearDown(): void {
		$this->reset_registries();
		parent::tearDown();
	}

	public function test_a_bundle_is_registered_from_its_asset_file_with_its_style(): void {
		$assets = new Assets();

		$handle = $assets->enqueue( 'storefront' );

		$asset  = require VITRINE_DIR . 'build/storefront.asset.php';
		$script = wp_scripts()->registered[ $handle ];
		self::assertSame( 'vitrine-storefront', $handle );
		self::assertSame( $asset['dependencies'], $script->deps );
		self::assertSame( $asset['version'], $script->ver );
		self::assertStringEndsWith( '/wp-content/plugins/vitrine/build/storefront.js', $script->src );
		self::assertTrue( wp_style_is( 'vitrine-storefront', 'enqueued' ) );
		self::assertSame( 'replace', wp_styles()->get_data( 'vitrine-storefront', 'rtl' ) );
	}

	public function test_a_bundle_is_deferred_in_the_footer_with_its_settings_printed_before_it(): void {
		$assets = new Assets();
		$assets->define_settings( 'storefront', 'storefront', static fn (): array => array( 'a' => 1 ) );

		$handle = $assets->enqueue( 'storefront' );
		$html   = self::printed( static fn () => wp_print_scripts( array( $handle ) ) );

		self::assertSame( 'defer', wp_scripts()->get_data( $handle, 'strategy' ) );
		self::assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), 'In the footer.' );
		self::assertMatchesRegularExpression( '#<script src="[^"]+/build/storefront\.js\?ver=[^"]+" id="vitrine-storefront-js" defer#', $html ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- a pattern of the printed tag, not a tag.
		// The settings run at once, before the deferred bundle reads them.
		$settings = strpos( $html, 'window.vitrineSettings["storefront"]={"a":1}' );
		self::assertNotFalse( $settings );
		self::assertLessThan( strpos( $html, 'id="vitrine-storefront-js"' ), $settings );
	}

	public function test_a_bundle_with_translations_stays_deferred_after_its_inline_translations(): void {
		$locale = static fn (): string => 'de_DE';
		add_filter( 'locale', $locale );
		try {
			$handle = ( new Assets() )->enqueue( 'admin-settings' );
			$html   = self::printed( static fn () => wp_print_scripts( array( $handle ) ) );
		} finally {
			remove_filter( 'locale', $locale );
		}

		self::assertStringContainsString( 'id="vitrine-admin-settings-js-translations"', $html );
		self::assertStringContainsString( 'Einstellungen speichern', $html );
		self::assertMatchesRegularExpression( '#id="vitrine-admin-settings-js" defer#', $html );
	}

	public function test_on_the_front_end_a_bundle_stylesheet_is_inlined_in_place_of_its_link(): void {
		$assets = new Assets();
		$assets->register();
		$assets->enqueue( 'storefront' );

		$html = self::printed( static fn () => wp_print_styles( array( 'vitrine-storefront' ) ) );

		self::assertStringNotContainsString( '<link', $html );
		self::assertStringContainsString( "<style id='vitrine-storefront-css'>", $html );
		self::assertStringContainsString( trim( (string) file_get_contents( VITRINE_DIR . 'build/storefront.css' ) ), $html ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_a_right_to_left_page_gets_the_right_to_left_stylesheet_inlined(): void {
		$css = Assets::inline_stylesheet( '<link>', 'vitrine-storefront', plugins_url( 'build/storefront-rtl.css', VITRINE_FILE ) . '?ver=1', 'all' );

		self::assertStringStartsWith( "<style id='vitrine-storefront-css'>", $css );
		self::assertStringContainsString( trim( (string) file_get_contents( VITRINE_DIR . 'build/storefront-rtl.css' ) ), $css ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_only_our_built_stylesheets_are_inlined_and_never_in_wp_admin(): void {
		$build = plugins_url( 'build/', VITRINE_FILE );

		self::assertSame( '<link>', Assets::inline_stylesheet( '<link>', 'other-plugin', $build . 'storefront.css', 'all' ) );
		self::assertSame( '<link>', Assets::inline_stylesheet( '<link>', 'vitrine-x', $build . '../readme.txt', 'all' ) );
		self::assertSame( '<link>', Assets::inline_stylesheet( '<link>', 'vitrine-x', $build . 'missing.css', 'all' ) );
		self::assertSame( '<link>', Assets::inline_stylesheet( '<link>', 'vitrine-x', 'https://cdn.example.org/build/storefront.css', 'all' ) );
		self::assertStringContainsString( " media='print'>", Assets::inline_stylesheet( '<link>', 'vitrine-x', $build . 'storefront.css', 'print' ) );

		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		try {
			self::assertSame( '<link>', Assets::inline_stylesheet( '<link>', 'vitrine-storefront', $build . 'storefront.css', 'all' ) );
		} finally {
			$GLOBALS['current_screen'] = null;
		}
	}

	public function test_a_stylesheet_enqueued_by_the_content_after_the_head_is_printed_before_the_content_once(): void {
		global $wp_actions;
		$assets = new Assets();
		$assets->enqueue( 'storefront' );
		self::assertSame( '<p>x</p>', Assets::styles_before_content( '<p>x</p>' ), 'Before the head (a block theme), the head prints it.' );

		$head_done = $wp_actions['wp_head'] ?? null;

		$wp_actions['wp_head'] = 1; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the head has been printed.
		try {
			$html  = Assets::styles_before_content( '<p>x</p>' );
			$again = Assets::styles_before_content( '<p>y</p>' );
		} finally {
			$wp_actions['wp_head'] = $head_done; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}

		self::assertStringStartsWith( "<style id='vitrine-storefront-css'>", $html );
		self::assertStringEndsWith( '</style>' . "\n" . '<p>x</p>', $html );
		self::assertSame( '<p>y</p>', $again, 'Printed once; the footer does not print it either.' );
		self::assertContains( 'vitrine-storefront', wp_styles()->done );
	}

	public function test_settings_are_printed_once_before_the_bundle_as_typed_json(): void {
		$assets = new Assets();
		$calls  = 0;
		$assets->define_settings(
			'storefront',
			'storefront',
			static function () use ( &$calls ): array {
				++$calls;
				return array(
					'count' => 3,
					'on'    => false,
					'label' => '</script><b>',
				);
			}
		);

		$assets->enqueue( 'storefront' );
		$assets->enqueue( 'storefront' );

		self::assertSame( 1, $calls );
		$before = $this->inline_before( 'vitrine-storefront' );
		self::assertCount( 1, $before );
		self::assertStringContainsString( '"count":3', $before[0] );
		self::assertStringContainsString( '"on":false', $before[0], 'Scalars keep their type, unlike wp_localize_script.' );
		self::assertStringNotContainsString( '</script>', $before[0] );
	}

	public function test_the_settings_are_filterable(): void {
		$assets = new Assets();
		$assets->define_settings( 'storefront', 'storefront', static fn (): array => array( 'a' => 1 ) );
		$filter = static fn ( array $settings ): array => $settings + array( 'b' => 2 );
		add_filter( 'vitrine_script_settings_storefront', $filter );

		$assets->enqueue( 'storefront' );
		remove_filter( 'vitrine_script_settings_storefront', $filter );

		self::assertStringContainsString( '{"a":1,"b":2}', $this->inline_before( 'vitrine-storefront' )[0] );
	}

	public function test_a_bundle_that_loads_chunks_gets_the_build_url_in_its_settings_and_no_other_does(): void {
		$assets = new Assets();
		$assets->define_settings( 'product', 'product', static fn (): array => array( 'a' => 1 ), loads_chunks: true );
		$assets->define_settings( 'storefront', 'storefront', static fn (): array => array( 'a' => 1 ) );

		$assets->enqueue( 'product' );
		$assets->enqueue( 'storefront' );

		$build_url = wp_json_encode( plugins_url( 'build/', VITRINE_FILE ), JSON_UNESCAPED_SLASHES );
		self::assertStringContainsString( '{"a":1,"buildUrl":' . $build_url, $this->inline_before( 'vitrine-product' )[0] );
		self::assertStringContainsString( '{"a":1', $this->inline_before( 'vitrine-storefront' )[0] );
		self::assertStringNotContainsString( 'buildUrl', $this->inline_before( 'vitrine-storefront' )[0] );
	}

	public function test_a_react_bundle_gets_the_jsx_runtime_only_where_core_lacks_it(): void {
		$asset = require VITRINE_DIR . 'build/admin-settings.asset.php';
		self::assertContains( 'react-jsx-runtime', $asset['dependencies'] );
		$core_has_it = version_compare( get_bloginfo( 'version' ), '6.6', '>=' );

		( new Assets() )->enqueue( 'admin-settings' );

		$runtime = wp_scripts()->registered['react-jsx-runtime'];
		if ( $core_has_it ) {
			self::assertStringNotContainsString( 'plugins/vitrine', (string) $runtime->src );
		} else {
			self::assertStringEndsWith( 'plugins/vitrine/build/react-jsx-runtime.js', (string) $runtime->src );
			self::assertSame( array( 'react' ), $runtime->deps );
		}
	}

	public function test_a_page_that_uses_nothing_of_ours_gets_nothing_of_ours(): void {
		update_option( 'vitrine_settings', array( 'store_notice_enabled' => false ) );

		do_action( 'wp_enqueue_scripts' );

		foreach ( array_merge( wp_scripts()->queue, wp_styles()->queue ) as $handle ) {
			self::assertStringStartsNotWith( 'vitrine', $handle );
		}
	}

	public function test_the_storefront_bundle_loads_where_the_store_notice_shows(): void {
		update_option(
			'vitrine_settings',
			array(
				'store_notice_enabled' => true,
				'store_notice_text'    => 'Hello',
			)
		);

		do_action( 'wp_enqueue_scripts' );

		self::assertContains( 'vitrine-storefront', wp_scripts()->queue );
		self::assertNotContains( 'vitrine-coming-soon-banner', wp_scripts()->queue );
	}

	public function test_a_bundle_that_uses_wp_i18n_gets_its_german_json_from_the_languages_folder(): void {
		$locale = static fn (): string => 'de_DE';
		add_filter( 'locale', $locale );
		try {
			$assets = new Assets();
			$assets->register_bundle( 'admin-settings' );
			$assets->register_bundle( 'storefront' );

			$script = wp_scripts()->registered['vitrine-admin-settings'];
			self::assertSame( VITRINE_DIR . 'languages', untrailingslashit( (string) $script->translations_path ) );
			$json = load_script_textdomain( 'vitrine-admin-settings', 'vitrine', $script->translations_path );
			self::assertIsString( $json, 'languages/vitrine-de_DE-<md5 of build/admin-settings.js>.json, written by npm run build.' );
			$data = json_decode( $json, true );
			self::assertSame( array( 'Einstellungen speichern' ), $data['locale_data']['messages']['Save settings'] );

			// A bundle without wp-i18n gets no translations, and no wp-i18n dependency.
			$storefront = wp_scripts()->registered['vitrine-storefront'];
			self::assertNull( $storefront->translations_path ?? null );
			self::assertNotContains( 'wp-i18n', $storefront->deps );
		} finally {
			remove_filter( 'locale', $locale );
		}
	}

	public function test_a_language_pack_from_wordpress_org_wins_over_the_json_we_ship(): void {
		$locale   = static fn (): string => 'de_DE';
		add_filter( 'locale', $locale );
		$pack_dir = WP_LANG_DIR . '/plugins';
		$pack     = $pack_dir . '/vitrine-de_DE-' . md5( 'build/admin-settings.js' ) . '.json';
		$made_dir = ! is_dir( $pack_dir ) && wp_mkdir_p( $pack_dir );
		try {
			( new Assets() )->register_bundle( 'admin-settings' );
			$path = wp_scripts()->registered['vitrine-admin-settings']->translations_path;
			self::assertFileExists( VITRINE_DIR . 'languages/' . basename( $pack ) );

			file_put_contents( $pack, '{"locale_data":{"messages":{"":{},"Save settings":["Aus dem Sprachpaket"]}}}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents

			self::assertStringContainsString( 'Aus dem Sprachpaket', (string) load_script_textdomain( 'vitrine-admin-settings', 'vitrine', $path ) );
			// Other domains' files are left alone.
			$ours = VITRINE_DIR . 'languages/' . basename( $pack );
			self::assertSame( $ours, Assets::prefer_language_pack( $ours, 'other-handle', 'other' ) );
		} finally {
			remove_filter( 'locale', $locale );
			wp_delete_file( $pack );
			if ( $made_dir ) {
				rmdir( $pack_dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			}
		}
	}

	/**
	 * What a call prints.
	 *
	 * @param \Closure(): mixed $print The call.
	 */
	private static function printed( \Closure $print ): string {
		ob_start();
		$print();
		return (string) ob_get_clean();
	}

	/**
	 * The inline scripts printed before a handle (WordPress keeps an empty first entry).
	 *
	 * @return list<string>
	 */
	private function inline_before( string $handle ): array {
		return array_values( array_filter( (array) wp_scripts()->get_data( $handle, 'before' ) ) );
	}

	private function reset_registries(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}
}
