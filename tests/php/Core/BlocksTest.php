<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Blocks;
use Vitrine\Plugin;
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

		// The plugin's own instance: it holds the render callbacks the modules gave, which the
		// blocks registered again here must keep for later tests.
		$blocks = Plugin::instance()->get( Blocks::class );
		add_action( 'wp_default_scripts', array( $blocks, 'register_scripts' ), 11 );
		$blocks->register_blocks();
		// What WordPress does on init, after the blocks: the attributes of the block supports
		// (align, className), which later tests of the blocks expect.
		\WP_Block_Supports::init();

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

	public function test_a_blocks_script_file_is_named_by_its_handle_and_registered_only_with_the_registry(): void {
		$GLOBALS['wp_scripts'] = null;
		$blocks                = new Blocks();

		$metadata = $blocks->name_scripts(
			array(
				'name'         => 'vitrine/cart',
				'file'         => VITRINE_DIR . 'build/blocks/cart/block.json',
				'editorScript' => 'file:./index.js',
			)
		);

		$handle = generate_block_asset_handle( 'vitrine/cart', 'editorScript' );
		self::assertSame( $handle, $metadata['editorScript'] );
		// Naming it built nothing: WordPress builds its script registry only when something asks for it.
		self::assertNull( $GLOBALS['wp_scripts'] );
		$scripts = new \WP_Scripts();
		unset( $scripts->registered[ $handle ] );
		$blocks->register_scripts( $scripts );
		self::assertStringEndsWith( '/build/blocks/cart/index.js', (string) $scripts->registered[ $handle ]->src );
		self::assertSame( 'vitrine', $scripts->registered[ $handle ]->textdomain );
	}

	public function test_a_block_outside_the_plugins_build_keeps_its_script_file(): void {
		$metadata = ( new Blocks() )->name_scripts(
			array(
				'name'         => 'other/block',
				'file'         => WP_CONTENT_DIR . '/plugins/other/block.json',
				'editorScript' => 'file:./index.js',
			)
		);

		self::assertSame( 'file:./index.js', $metadata['editorScript'] );
	}

	public function test_a_block_renders_its_render_php_with_the_service_a_module_named(): void {
		$folder = get_temp_dir() . 'vitrine-blocks-test-' . wp_generate_password( 8, false );
		wp_mkdir_p( $folder );
		file_put_contents( $folder . '/render.php', '<?php echo esc_html( $vitrine_block->label . "|" . $attributes["word"] . "|" . ( $block instanceof \WP_Block ? $block->name : "none" ) );' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$service        = new \stdClass();
		$service->label = 'from the service';
		$blocks         = new Blocks();
		$blocks->render_file_with( 'vitrine-test/with-file', $service );

		$settings = $blocks->give_render_callback(
			array( 'render_callback' => 'WordPress own' ),
			array(
				'name'   => 'vitrine-test/with-file',
				'file'   => $folder . '/block.json',
				'render' => 'file:./render.php',
			)
		);
		$block    = new \WP_Block( array( 'blockName' => 'core/paragraph' ) );
		$html     = ( $settings['render_callback'] )( array( 'word' => 'attr' ), '', $block );
		unlink( $folder . '/render.php' );
		rmdir( $folder );

		self::assertSame( 'from the service|attr|core/paragraph', $html );
	}

	public function test_a_block_renders_through_the_callback_a_module_gave_and_other_blocks_are_left_alone(): void {
		$blocks = new Blocks();
		$blocks->render_with( 'vitrine-test/closure', static fn ( array $attributes ): string => 'closure ' . $attributes['n'] );

		$given = $blocks->give_render_callback( array(), array( 'name' => 'vitrine-test/closure' ) );
		$other = $blocks->give_render_callback( array( 'render_callback' => 'strrev' ), array( 'name' => 'vitrine-test/other' ) );

		self::assertSame( 'closure 3', ( $given['render_callback'] )( array( 'n' => 3 ) ) );
		self::assertSame( array( 'render_callback' => 'strrev' ), $other );
	}
}
