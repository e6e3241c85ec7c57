<?php
/**
 * Per-context bundles: registered from build/<entry>.asset.php, enqueued only where used.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Assets;

/**
 * A bundle is one webpack entry (src/entries/<entry>.ts) for one page context. Modules enqueue
 * the bundle when a page needs it; a page that needs none of ours gets nothing of ours.
 *
 * Each bundle may have one settings provider: its JSON is printed once, before the bundle, as
 * window.vitrineSettings[<key>] and read in TypeScript through getSettings(<key>). A bundle that
 * loads chunks on demand says so, and its settings carry buildUrl, the URL the chunks come from
 * (src/core/chunks.ts; docs/decisions.md, "Chunks load from the URL PHP prints").
 *
 * Nothing of ours blocks rendering: every bundle is deferred (in the footer, run in order once the
 * page is parsed; its settings and translations are inline scripts printed before it, which run at
 * once), and on the front end each bundle's stylesheet, a few kilobytes that style what PHP has
 * already printed, is inlined where WordPress would print its link: a stylesheet that came later,
 * or not at all, would move the page once applied.
 */
final class Assets {

	public const HANDLE_PREFIX = 'vitrine-';

	/** The settings key that carries the build URL of a bundle that loads chunks. */
	public const CHUNKS_URL_KEY = 'buildUrl';

	/** The folder, in the plugin, of the bundled translations (compiled by npm run build). */
	public const LANGUAGES_DIR = 'languages/';

	/** @var array<string, array{key: string, provider: \Closure(): array<string, mixed>, loads_chunks: bool}> */
	private array $settings_providers = array();

	/**
	 * Called once by the core module.
	 */
	public function register(): void {
		// On every script registry WordPress builds, after core's own scripts (priority 10), so
		// that blocks' editor scripts, registered by WordPress from block.json, find it too.
		add_action( 'wp_default_scripts', array( $this, 'add_jsx_runtime_fallback' ), 11 );
		add_filter( 'load_script_translation_file', array( self::class, 'prefer_language_pack' ), 10, 3 );
		add_filter( 'style_loader_tag', array( self::class, 'inline_stylesheet' ), 10, 4 );
		// Last, once blocks and shortcodes have rendered (and enqueued what they use).
		add_filter( 'the_content', array( self::class, 'styles_before_content' ), PHP_INT_MAX );
	}

	/**
	 * Hooked to the_content: prints before the content the stylesheets of ours that its blocks or
	 * shortcodes enqueued after the head was printed (a classic theme renders the content after
	 * wp_head; a block theme renders it before). WordPress would print them in the footer, so the
	 * content would show unstyled and move once they came.
	 *
	 * @param string $content The post's content, rendered.
	 */
	public static function styles_before_content( $content ): string {
		$content = (string) $content;
		if ( is_admin() || ! did_action( 'wp_head' ) || doing_action( 'wp_footer' ) ) {
			return $content;
		}
		$styles = wp_styles();
		$late   = array_values(
			array_filter(
				$styles->queue,
				static fn ( string $handle ): bool => str_starts_with( $handle, self::HANDLE_PREFIX ) && ! in_array( $handle, $styles->done, true )
			)
		);
		if ( array() === $late ) {
			return $content;
		}
		ob_start();
		// Marks them done: the footer does not print them again.
		$styles->do_items( $late );
		return (string) ob_get_clean() . $content;
	}

	/**
	 * Hooked to style_loader_tag: on the front end, a bundle's stylesheet link becomes a style
	 * element holding the file (the right-to-left file when WordPress chose it), so that it blocks
	 * no rendering and costs no request. wp-admin and the editor keep their links.
	 *
	 * @param string $tag    The link element WordPress is about to print.
	 * @param string $handle Style handle.
	 * @param string $href   The stylesheet's URL (already the -rtl one on a right-to-left page).
	 * @param string $media  Its media attribute.
	 */
	public static function inline_stylesheet( $tag, $handle, $href, $media ): string {
		$tag = (string) $tag;
		if ( is_admin() || ! str_starts_with( (string) $handle, self::HANDLE_PREFIX ) ) {
			return $tag;
		}
		$css = self::built_stylesheet( (string) $href );
		if ( null === $css ) {
			return $tag;
		}
		$media_attribute = ( '' !== (string) $media && 'all' !== $media ) ? sprintf( " media='%s'", esc_attr( (string) $media ) ) : '';
		return sprintf( "<style id='%s-css'%s>\n%s\n</style>\n", esc_attr( (string) $handle ), $media_attribute, $css );
	}

	/**
	 * The content of one of our built stylesheets, from its URL; null for any other URL, a missing
	 * file, or a content that cannot sit inside a style element.
	 */
	private static function built_stylesheet( string $href ): ?string {
		$base = self::build_url( '' );
		$path = (string) wp_parse_url( $href, PHP_URL_PATH );
		if ( ! str_starts_with( $href, $base ) || ! str_ends_with( $path, '.css' ) ) {
			return null;
		}
		$relative = substr( $path, strlen( (string) wp_parse_url( $base, PHP_URL_PATH ) ) );
		$build    = realpath( VITRINE_DIR . 'build' );
		$file     = realpath( VITRINE_DIR . 'build/' . $relative );
		if ( false === $build || false === $file || ! str_starts_with( $file, $build . DIRECTORY_SEPARATOR ) ) {
			return null;
		}
		$css = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		if ( false === $css || false !== stripos( $css, '</style' ) ) {
			return null;
		}
		// Relative url() references resolve against the page once inlined: make them absolute.
		return trim( _wp_normalize_relative_css_links( $css, $href ) );
	}

	/**
	 * Gives a script that uses wp.i18n our translations: WordPress then prints the JSON file of
	 * the site's language from the plugin's languages/ folder before it.
	 *
	 * Only for a script that already depends on wp-i18n: wp_set_script_translations() would add
	 * the dependency to any other.
	 */
	public static function set_translations( string $handle ): void {
		$script = wp_scripts()->registered[ $handle ] ?? null;
		if ( $script instanceof \_WP_Dependency && in_array( 'wp-i18n', $script->deps, true ) ) {
			wp_set_script_translations( $handle, 'vitrine', VITRINE_DIR . self::LANGUAGES_DIR );
		}
	}

	/**
	 * Hooked to load_script_translation_file: a language pack from WordPress.org
	 * (wp-content/languages/plugins/) wins over the JSON file we ship for the same script, as it
	 * does for PHP (load_plugin_textdomain() reads the pack's .mo first). load_script_textdomain()
	 * itself reads the folder given to wp_set_script_translations() first.
	 *
	 * @param string|false $file   The file WordPress is about to read.
	 * @param string       $handle Script handle.
	 * @param string       $domain Text domain.
	 * @return string|false
	 */
	public static function prefer_language_pack( $file, string $handle, string $domain ) {
		if ( 'vitrine' !== $domain || ! is_string( $file ) || ! str_starts_with( $file, VITRINE_DIR . self::LANGUAGES_DIR ) ) {
			return $file;
		}
		$pack = WP_LANG_DIR . '/plugins/' . basename( $file );
		return is_readable( $pack ) ? $pack : $file;
	}

	/**
	 * Adds our react-jsx-runtime to a script registry that lacks it. WordPress 6.6 added the
	 * script that @wordpress/scripts builds React entries against; on 6.5 a script depending on
	 * the missing handle is silently not printed.
	 */
	public function add_jsx_runtime_fallback( \WP_Scripts $scripts ): void {
		if ( isset( $scripts->registered['react-jsx-runtime'] ) ) {
			return;
		}
		$asset = self::read_asset( 'react-jsx-runtime' );
		$scripts->add( 'react-jsx-runtime', self::build_url( 'react-jsx-runtime.js' ), $asset['dependencies'], $asset['version'] );
		$scripts->add_data( 'react-jsx-runtime', 'group', 1 );
	}

	/**
	 * Declares the settings object of a bundle.
	 *
	 * @param string                              $entry    Entry name: storefront.
	 * @param string                              $key      Key in window.vitrineSettings: storefront.
	 * @param \Closure(): array<string, mixed>    $provider Builds the settings when the bundle is enqueued.
	 * @param bool                                $loads_chunks Whether the bundle loads chunks on demand (a
	 *                                                          dynamic import()): its settings then carry
	 *                                                          buildUrl, where webpack fetches them from.
	 */
	public function define_settings( string $entry, string $key, \Closure $provider, bool $loads_chunks = false ): void {
		$this->settings_providers[ $entry ] = array(
			'key'          => $key,
			'provider'     => $provider,
			'loads_chunks' => $loads_chunks,
		);
	}

	/**
	 * Enqueues a bundle, its stylesheet (if it has one) and its settings. Safe to call many times.
	 *
	 * @return string The script handle.
	 */
	public function enqueue( string $entry ): string {
		$handle = $this->register_bundle( $entry );
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		return $handle;
	}

	/**
	 * Registers a bundle's script and style without enqueuing them.
	 *
	 * @return string The script handle.
	 */
	public function register_bundle( string $entry ): string {
		$handle = self::HANDLE_PREFIX . $entry;
		if ( wp_script_is( $handle, 'registered' ) ) {
			return $handle;
		}
		$asset = self::read_asset( $entry );

		wp_register_script(
			$handle,
			self::build_url( $entry . '.js' ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				// Deferred: it runs after parsing, before DOMContentLoaded, in order with our others.
				// WordPress keeps it blocking if a blocking script depends on it or an "after" inline
				// script follows it: never add one (settings go before, see define_settings()).
				'strategy'  => 'defer',
			)
		);
		self::set_translations( $handle );

		if ( is_readable( VITRINE_DIR . 'build/' . $entry . '.css' ) ) {
			wp_register_style( $handle, self::build_url( $entry . '.css' ), array(), $asset['version'] );
			wp_style_add_data( $handle, 'rtl', 'replace' );
		}

		if ( isset( $this->settings_providers[ $entry ] ) ) {
			$definition = $this->settings_providers[ $entry ];
			$settings   = ( $definition['provider'] )();
			if ( $definition['loads_chunks'] ) {
				// The chunks' URL as PHP knows it, not webpack's guess from the script tag, which is
				// wrong once a page optimizer moves or combines scripts.
				$settings[ self::CHUNKS_URL_KEY ] = self::build_url( '' );
			}
			/**
			 * Filters the settings object a bundle receives.
			 *
			 * @param array<string, mixed> $settings The settings.
			 */
			$settings = apply_filters( "vitrine_script_settings_{$entry}", $settings );
			wp_add_inline_script( $handle, self::settings_script( $definition['key'], $settings ), 'before' );
		}
		return $handle;
	}

	/**
	 * The inline script that puts one bundle's settings on window.vitrineSettings.
	 *
	 * JSON through wp_json_encode with the HEX flags, so a string holding </script> cannot close the tag;
	 * not wp_localize_script, which turns every scalar into a string.
	 *
	 * @param string               $key      Settings key.
	 * @param array<string, mixed> $settings The settings.
	 */
	public static function settings_script( string $key, array $settings ): string {
		$json = wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
		return sprintf( 'window.vitrineSettings=window.vitrineSettings||{};window.vitrineSettings[%s]=%s;', wp_json_encode( $key ), $json );
	}

	/**
	 * The dependencies and version webpack wrote for an entry.
	 *
	 * @return array{dependencies: list<string>, version: string}
	 */
	public static function read_asset( string $entry ): array {
		$file = VITRINE_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			// A missing build is a developer error; fail loudly in debug, degrade quietly for visitors.
			if ( defined( 'WP_DEBUG' ) && WP_DEBUG ) {
				trigger_error( esc_html( sprintf( 'Vitrine: build/%s.asset.php is missing. Run npm run build.', $entry ) ), E_USER_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_trigger_error
			}
			return array(
				'dependencies' => array(),
				'version'      => VITRINE_VERSION,
			);
		}
		$asset = require $file;
		return array(
			'dependencies' => array_values( (array) ( $asset['dependencies'] ?? array() ) ),
			'version'      => (string) ( $asset['version'] ?? VITRINE_VERSION ),
		);
	}

	private static function build_url( string $file ): string {
		return plugins_url( 'build/' . $file, VITRINE_FILE );
	}
}
