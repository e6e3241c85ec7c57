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

		( new Blocks() )->register_blocks();
		// What WordPress does on init, after the blocks: the attributes of the block supports
		// (align, className), which later tests of the blocks expect.
		\WP_Block_Supports::init();

		$handle = generate_block_asset_handle( 'vitrine/cart', 'editorScript' );
		$script = wp_scripts()->registered[ $handle ];
		self::assertContains( 'wp-i18n', $script->deps );
		// WordPress alone would look in wp-content/languages/plugins/ only.
		self::assertSame( VITRINE_DIR . 'languages/', $script->translations_path );
		self::assertSame( 'vitrine', $script->textdomain );
	}
}
