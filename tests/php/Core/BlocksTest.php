<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Blocks;
use Vitrine\Tests\TestCase;

final class BlocksTest extends TestCase {

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		parent::tearDown();
	}

	public function test_a_blocks_editor_script_gets_the_translations_of_the_plugins_languages_folder(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( $registry->get_all_registered() ) as $name ) {
			if ( str_starts_with( $name, 'vitrine/' ) ) {
				$registry->unregister( $name );
			}
		}
		$GLOBALS['wp_scripts'] = null;

		$blocks = new Blocks();
		add_action( 'wp_default_scripts', array( $blocks, 'register_scripts' ), 11 );
		$blocks->register_blocks();
		// What WordPress does on init, after the blocks: the attributes of the block supports
		// (align, className), which later tests of the blocks expect.
		\WP_Block_Supports::init();

		// Registering the blocks did not build WordPress's script registry (every request would pay for it).
		self::assertNull( $GLOBALS['wp_scripts'] );
		$handle = generate_block_asset_handle( 'vitrine/cart', 'editorScript' );
		self::assertSame( array( $handle ), $registry->get_registered( 'vitrine/cart' )?->editor_script_handles );
		$script = wp_scripts()->registered[ $handle ];
		remove_action( 'wp_default_scripts', array( $blocks, 'register_scripts' ), 11 );
		self::assertStringEndsWith( '/build/blocks/cart/index.js', (string) $script->src );
		self::assertContains( 'wp-i18n', $script->deps );
		// WordPress alone would look in wp-content/languages/plugins/ only.
		self::assertSame( VITRINE_DIR . 'languages/', $script->translations_path );
		self::assertSame( 'vitrine', $script->textdomain );
	}
}
