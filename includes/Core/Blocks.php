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
 */
final class Blocks {

	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	public function register_blocks(): void {
		foreach ( (array) glob( VITRINE_DIR . 'build/blocks/*/block.json' ) as $metadata ) {
			$block = register_block_type( dirname( (string) $metadata ) );
			if ( ! $block instanceof \WP_Block_Type ) {
				continue;
			}
			// WordPress gives a block's scripts the translations of wp-content/languages/plugins/
			// only; ours are in the plugin's languages/ folder.
			$handles = array_merge( $block->editor_script_handles, $block->script_handles, $block->view_script_handles );
			foreach ( $handles as $handle ) {
				Assets::set_translations( $handle );
			}
		}
	}
}
