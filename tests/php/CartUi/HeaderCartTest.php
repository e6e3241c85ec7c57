<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\HeaderCart;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

/**
 * The cart button in the site's header: after the navigation of a block theme's header template
 * part (Block Hooks API), at the end of a classic theme's primary menu; the setting turns both off.
 */
final class HeaderCartTest extends CartUiTestCase {

	private HeaderCart $header;

	/** @var array<string, \Closure> Filters a test added, removed after it. */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		$this->header = $this->container->get( HeaderCart::class );
	}

	protected function tearDown(): void {
		foreach ( $this->filters as $hook => $callback ) {
			remove_filter( $hook, $callback );
		}
		unregister_nav_menu( 'vitrine-test-primary' );
		parent::tearDown();
	}

	public function test_the_header_template_part_of_the_block_theme_gets_the_drawer_after_its_navigation(): void {
		self::assertSame( 'twentytwentyfour', get_stylesheet(), 'The test site runs the default block theme.' );

		$part = get_block_template( 'twentytwentyfour//header', 'wp_template_part' );
		self::assertInstanceOf( \WP_Block_Template::class, $part );

		self::assertMatchesRegularExpression( '#<!-- wp:navigation [^>]*/-->\s*<!-- wp:vitrine/mini-cart \{"drawer":true\} /-->#', $part->content );
		self::assertStringContainsString( '<dialog class="vitrine-mini-cart__drawer"', do_blocks( $part->content ) );

		$footer = get_block_template( 'twentytwentyfour//footer', 'wp_template_part' );
		self::assertInstanceOf( \WP_Block_Template::class, $footer );
		$html = do_blocks( $footer->content );
		self::assertStringContainsString( 'wp-block-navigation', $html, 'The footer (a pattern) has navigations too…' );
		self::assertStringNotContainsString( 'vitrine-mini-cart', $html, '…but no cart button.' );
	}

	public function test_the_setting_turns_the_header_button_off(): void {
		self::assertTrue( (bool) Plugin::instance()->settings->get( HeaderCart::SETTING ), 'On by default.' );
		self::assertIsArray( Plugin::instance()->settings->update( array( HeaderCart::SETTING => false ) ) );

		self::assertSame( array(), $this->header->hooked_block_types( array(), 'after', 'core/navigation', $this->part( 'header' ) ) );
	}

	public function test_only_after_the_navigation_of_a_header_that_has_no_mini_cart_yet(): void {
		self::assertSame( array( HeaderCart::BLOCK ), $this->header->hooked_block_types( array(), 'after', 'core/navigation', $this->part( 'header' ) ) );
		self::assertSame( array(), $this->header->hooked_block_types( array(), 'before', 'core/navigation', $this->part( 'header' ) ) );
		self::assertSame( array(), $this->header->hooked_block_types( array(), 'after', 'core/site-title', $this->part( 'header' ) ) );
		self::assertSame( array(), $this->header->hooked_block_types( array(), 'after', 'core/navigation', $this->part( 'footer' ) ) );
		self::assertSame( array(), $this->header->hooked_block_types( array(), 'after', 'core/navigation', array( 'name' => 'a pattern' ) ) );
		// An editor placed the block in the header already: no second one.
		self::assertSame( array(), $this->header->hooked_block_types( array(), 'after', 'core/navigation', $this->part( 'header', '<!-- wp:vitrine/mini-cart {"drawer":true} /-->' ) ) );
	}

	public function test_the_hooked_block_keeps_attributes_another_filter_gave_it(): void {
		self::assertSame(
			array(
				'blockName' => HeaderCart::BLOCK,
				'attrs'     => array(
					'drawer' => true,
					'icon'   => 'bag',
				),
			),
			$this->header->hooked_block(
				array(
					'blockName' => HeaderCart::BLOCK,
					'attrs'     => array( 'icon' => 'bag' ),
				)
			)
		);
		self::assertNull( $this->header->hooked_block( null ) );
	}

	public function test_a_classic_theme_gets_the_button_at_the_end_of_its_primary_menu(): void {
		$this->classic_theme();
		register_nav_menu( 'vitrine-test-primary', 'Primary' );
		$items = '<li class="menu-item"><a href="/shop/">Shop</a></li>';

		$html = $this->header->menu_items( $items, (object) array( 'theme_location' => 'vitrine-test-primary' ) );

		self::assertStringStartsWith( $items . '<li class="menu-item vitrine-menu-cart"><div class="vitrine-mini-cart vitrine-mini-cart--drawer" data-vitrine-mini-cart-drawer>', $html );
		self::assertStringContainsString( '<dialog', $html );
		self::assertStringEndsWith( '</li>', $html );

		// Another location, a menu without one, or the setting off: the menu as it was.
		register_nav_menu( 'vitrine-test-footer', 'Footer' );
		self::assertSame( $items, $this->header->menu_items( $items, (object) array( 'theme_location' => 'vitrine-test-footer' ) ) );
		unregister_nav_menu( 'vitrine-test-footer' );
		self::assertSame( $items, $this->header->menu_items( $items, (object) array( 'theme_location' => '' ) ) );
		self::assertIsArray( Plugin::instance()->settings->update( array( HeaderCart::SETTING => false ) ) );
		self::assertSame( $items, $this->header->menu_items( $items, (object) array( 'theme_location' => 'vitrine-test-primary' ) ) );
	}

	public function test_a_block_theme_menu_gets_no_button(): void {
		register_nav_menu( 'vitrine-test-primary', 'Primary' );
		$items = '<li class="menu-item"><a href="/shop/">Shop</a></li>';
		self::assertSame( $items, $this->header->menu_items( $items, (object) array( 'theme_location' => 'vitrine-test-primary' ) ) );
	}

	/**
	 * A template part as WordPress hands it to the hooked_block_types filter.
	 *
	 * @param string $area    The part's area.
	 * @param string $content Its markup.
	 */
	private function part( string $area, string $content = '<!-- wp:navigation /-->' ): \WP_Block_Template {
		$part          = new \WP_Block_Template();
		$part->type    = 'wp_template_part';
		$part->area    = $area;
		$part->content = $content;
		return $part;
	}

	/**
	 * The request runs Twenty Twenty-One, a classic theme (installed on the test site).
	 */
	private function classic_theme(): void {
		$theme = static fn (): string => 'twentytwentyone';
		foreach ( array( 'stylesheet', 'template' ) as $hook ) {
			add_filter( $hook, $theme );
			$this->filters[ $hook ] = $theme;
		}
		self::assertFalse( wp_is_block_theme() );
	}
}
