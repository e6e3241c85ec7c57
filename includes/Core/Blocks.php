<?php
/**
 * Registers the plugin's blocks from their built block.json files.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

use Vitrine\Core\Assets\Assets;

/**
 * Every block lives in src/blocks/<name>/ (block.json, edit.tsx, render.php, styles); the build
 * copies block.json and render.php to build/blocks/<name>/, and this registers each one found
 * there, so that adding a block needs no PHP wiring.
 *
 * The blocks' scripts (file: paths in block.json) are registered only when WordPress builds its
 * script registry (wp_default_scripts), not on init: registering a script on init makes WordPress
 * build the registry, all of core's scripts, on every request, the cart's ajax calls and the REST
 * routes included, which never print a script (docs/decisions.md, "Queries of the cart calls").
 * The block type names the scripts by handle, as WordPress would have named them.
 *
 * A block that renders through a service of a module is given its render callback here too
 * (render_with(), render_file_with(), called from the module's register()): one filter, active
 * only while our blocks register, where a filter per module would run for every block of
 * WordPress's as well.
 */
final class Blocks {

	/** The fields of block.json that name scripts. */
	private const SCRIPT_FIELDS = array( 'editorScript', 'script', 'viewScript' );

	/** @var array<string, array{path: string, field: string, version: string|false}> The blocks' scripts, by handle. */
	private array $scripts = array();

	/** @var array<string, \Closure> The render callbacks that modules gave, by block name. */
	private array $render_callbacks = array();

	/** @var array<string, object> The services whose render.php renders a block, by block name. */
	private array $file_renderers = array();

	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_action( 'wp_default_scripts', array( $this, 'register_scripts' ), 11 );
	}

	/**
	 * Block $name renders through $render (called with the block's attributes, content and
	 * WP_Block, as WordPress calls a render callback) instead of a render.php.
	 *
	 * @param string   $name   The block's name.
	 * @param \Closure $render Returns the block's markup, escaped.
	 */
	public function render_with( string $name, \Closure $render ): void {
		$this->render_callbacks[ $name ] = $render;
	}

	/**
	 * Block $name renders its render.php as WordPress would ($attributes, $content and $block in
	 * scope), with $vitrine_block, the service that makes its markup, beside them.
	 *
	 * @param string $name     The block's name.
	 * @param object $renderer The service render.php calls.
	 */
	public function render_file_with( string $name, object $renderer ): void {
		$this->file_renderers[ $name ] = $renderer;
	}

	public function register_blocks(): void {
		add_filter( 'block_type_metadata', array( $this, 'name_scripts' ) );
		add_filter( 'block_type_metadata_settings', array( $this, 'give_render_callback' ), 10, 2 );
		try {
			foreach ( (array) glob( VITRINE_DIR . 'build/blocks/*/block.json' ) as $metadata ) {
				register_block_type( dirname( (string) $metadata ) );
			}
		} finally {
			remove_filter( 'block_type_metadata', array( $this, 'name_scripts' ) );
			remove_filter( 'block_type_metadata_settings', array( $this, 'give_render_callback' ) );
		}
		global $wp_scripts;
		if ( $wp_scripts instanceof \WP_Scripts ) {
			// Something built the registry before our blocks were registered: add them to it now.
			$this->register_scripts( $wp_scripts );
		}
	}

	/**
	 * Hooked to block_type_metadata while our blocks are registered: a script given as a file
	 * becomes the handle WordPress would have given it, registered later (register_scripts()).
	 *
	 * @param array<string, mixed> $metadata The block.json, decoded.
	 * @return array<string, mixed>
	 */
	public function name_scripts( $metadata ): array {
		$metadata = (array) $metadata;
		$file     = (string) ( $metadata['file'] ?? '' );
		if ( '' === $file || ! isset( $metadata['name'] ) || ! str_starts_with( wp_normalize_path( $file ), wp_normalize_path( VITRINE_DIR . 'build/blocks/' ) ) ) {
			return $metadata;
		}
		foreach ( self::SCRIPT_FIELDS as $field ) {
			$value = $metadata[ $field ] ?? null;
			if ( ! is_string( $value ) || ! str_starts_with( $value, 'file:' ) ) {
				continue;
			}
			$handle                   = generate_block_asset_handle( (string) $metadata['name'], $field );
			$this->scripts[ $handle ] = array(
				'path'    => dirname( $file ) . '/' . remove_block_asset_path_prefix( $value ),
				'field'   => $field,
				'version' => isset( $metadata['version'] ) ? (string) $metadata['version'] : false,
			);
			$metadata[ $field ]       = $handle;
		}
		return $metadata;
	}

	/**
	 * Hooked to block_type_metadata_settings while our blocks are registered: the render callback
	 * a module gave the block (render_with(), render_file_with()).
	 *
	 * @param array<string, mixed> $settings The block type's settings.
	 * @param array<string, mixed> $metadata Its block.json.
	 * @return array<string, mixed>
	 */
	public function give_render_callback( $settings, $metadata ): array {
		$settings = (array) $settings;
		$name     = (string) ( ( (array) $metadata )['name'] ?? '' );
		if ( isset( $this->render_callbacks[ $name ] ) ) {
			$settings['render_callback'] = $this->render_callbacks[ $name ];
		} elseif ( isset( $this->file_renderers[ $name ], $metadata['file'], $metadata['render'] ) ) {
			$file = realpath( dirname( (string) $metadata['file'] ) . '/' . remove_block_asset_path_prefix( (string) $metadata['render'] ) );
			if ( false !== $file ) {
				$settings['render_callback'] = self::include_render_file( $file, $this->file_renderers[ $name ] );
			}
		}
		return $settings;
	}

	/**
	 * A render callback that includes $file with $attributes, $content, $block and
	 * $vitrine_block in scope, and returns what it printed.
	 *
	 * @param string $file     The block's render.php.
	 * @param object $renderer Given to render.php as $vitrine_block.
	 */
	private static function include_render_file( string $file, object $renderer ): \Closure {
		return static function ( array $attributes, string $content = '', ?\WP_Block $block = null ) use ( $file, $renderer ): string {
			$vitrine_block = $renderer;
			ob_start();
			require $file;
			return (string) ob_get_clean();
		};
	}

	/**
	 * Hooked to wp_default_scripts: registers the blocks' scripts in the registry WordPress is
	 * building, as register_block_script_handle() would have (dependencies and version from the
	 * build's .asset.php, viewScript deferred), with our translations for those using wp.i18n.
	 * Never calls wp_scripts(): the registry is still being built.
	 *
	 * @param \WP_Scripts $scripts The registry.
	 */
	public function register_scripts( \WP_Scripts $scripts ): void {
		foreach ( $this->scripts as $handle => $script ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$asset_file = substr_replace( $script['path'], '.asset.php', - strlen( '.js' ) );
			$asset      = is_readable( $asset_file ) ? require $asset_file : array();
			$deps       = is_array( $asset ) && isset( $asset['dependencies'] ) ? (array) $asset['dependencies'] : array();
			$version    = is_array( $asset ) && isset( $asset['version'] ) ? (string) $asset['version'] : $script['version'];
			$path       = realpath( $script['path'] );
			$scripts->add( $handle, false === $path ? false : get_block_asset_url( wp_normalize_path( $path ) ), $deps, $version );
			if ( 'viewScript' === $script['field'] ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
			// WordPress gives a block's scripts the translations of wp-content/languages/plugins/
			// only; ours are in the plugin's languages/ folder.
			if ( in_array( 'wp-i18n', $deps, true ) ) {
				$scripts->set_translations( $handle, 'vitrine', VITRINE_DIR . Assets::LANGUAGES_DIR );
			}
		}
	}
}
