<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Shop\BlockTemplates;
use Vitrine\Shop\ProductGridBlock;
use Vitrine\Tests\TestCase;

/**
 * The product grid block and the shop's block templates (the test site runs Twenty Twenty-Four).
 */
final class BlocksAndTemplatesTest extends TestCase {

	public function test_the_block_templates_resolve_for_the_shop_category_and_tag_pages(): void {
		self::assertTrue( wp_is_block_theme() );

		$shop = resolve_block_template( 'archive', array( 'archive-vitrine_product.php', 'archive.php' ), '' );
		self::assertInstanceOf( \WP_Block_Template::class, $shop );
		self::assertSame( 'archive-vitrine_product', $shop->slug );
		self::assertSame( 'plugin', $shop->source );
		self::assertSame( get_stylesheet() . '//archive-vitrine_product', $shop->id );
		self::assertStringContainsString( '<!-- wp:pattern {"slug":"vitrine/shop-layout"} /-->', $shop->content );
		self::assertStringContainsString( '"theme":"' . get_stylesheet() . '"', $shop->content, 'Template parts are the theme\'s.' );

		foreach ( array( ProductPostTypes::CATEGORY, ProductPostTypes::TAG ) as $taxonomy ) {
			$template = resolve_block_template( 'taxonomy', array( "taxonomy-{$taxonomy}-shirts.php", "taxonomy-{$taxonomy}.php", 'taxonomy.php', 'archive.php' ), '' );
			self::assertInstanceOf( \WP_Block_Template::class, $template );
			self::assertSame( "taxonomy-{$taxonomy}", $template->slug );
		}
	}

	public function test_the_listing_templates_share_one_layout_of_filters_beside_the_grid(): void {
		foreach ( array( 'archive-vitrine_product', 'taxonomy-vitrine_product_cat', 'taxonomy-vitrine_product_tag', 'product-search-results' ) as $slug ) {
			$content = (string) file_get_contents( VITRINE_DIR . "templates/block-templates/{$slug}.html" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			self::assertStringContainsString( '<!-- wp:pattern {"slug":"vitrine/shop-layout"} /-->', $content, $slug );
			self::assertStringNotContainsString( 'wp:vitrine/product-filter', $content, "{$slug} repeats the sidebar instead of using the pattern." );
		}

		$pattern = \WP_Block_Patterns_Registry::get_instance()->get_registered( 'vitrine/shop-layout' );
		self::assertIsArray( $pattern );
		self::assertFalse( $pattern['inserter'] );
		$html = do_blocks( '<!-- wp:pattern {"slug":"vitrine/shop-layout"} /-->' );
		self::assertSame( 1, substr_count( $html, 'vitrine-shop-layout__sidebar' ), 'The sidebar is rendered once.' );
		self::assertSame( 1, substr_count( $html, 'vitrine-shop-layout__main' ), 'The products are rendered once.' );
	}

	public function test_the_site_editor_finds_a_template_by_id_and_a_saved_copy_wins(): void {
		$id = get_stylesheet() . '//archive-vitrine_product';
		self::assertSame( 'Shop', get_block_template( $id )?->title );

		$post_id = wp_insert_post(
			array(
				'post_type'    => 'wp_template',
				'post_status'  => 'publish',
				'post_name'    => 'archive-vitrine_product',
				'post_title'   => 'Shop',
				'post_content' => '<!-- wp:paragraph --><p>Customised shop</p><!-- /wp:paragraph -->',
				'tax_input'    => array( 'wp_theme' => array( get_stylesheet() ) ),
			)
		);
		wp_set_post_terms( $post_id, array( get_stylesheet() ), 'wp_theme' );

		$templates = get_block_templates( array( 'slug__in' => array( 'archive-vitrine_product' ) ) );
		self::assertCount( 1, $templates );
		self::assertSame( 'custom', $templates[0]->source );
		self::assertStringContainsString( 'Customised shop', $templates[0]->content );
	}

	public function test_templates_are_only_added_when_asked_for(): void {
		$templates = new BlockTemplates();
		$templates->add( 'archive-vitrine_product', VITRINE_DIR . 'templates/block-templates/archive-vitrine_product.html', 'Shop' );
		$templates->add( 'missing', VITRINE_DIR . 'templates/block-templates/no-such-file.html', 'Missing' );

		self::assertSame( array(), $templates->add_to_query_result( array(), array( 'slug__in' => array( 'single' ) ), 'wp_template' ) );
		self::assertSame( array(), $templates->add_to_query_result( array(), array( 'slug__not_in' => array( 'archive-vitrine_product' ) ), 'wp_template' ) );
		self::assertSame( array(), $templates->add_to_query_result( array(), array(), 'wp_template_part' ) );
		self::assertSame( array(), $templates->add_to_query_result( array(), array( 'post_type' => 'page' ), 'wp_template' ) );
		self::assertSame( array(), $templates->add_to_query_result( array(), array( 'wp_id' => 5 ), 'wp_template' ) );
		$all = $templates->add_to_query_result( array(), array(), 'wp_template' );
		self::assertCount( 1, $all, 'A template whose file is missing is left out.' );
		self::assertNull( $templates->file_template( null, 'another-theme//archive-vitrine_product', 'wp_template' ) );
	}

	public function test_the_block_is_registered_with_its_attributes_and_our_render(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( ProductGridBlock::NAME );

		self::assertNotNull( $type, 'build/blocks/product-grid is registered (npm run build).' );
		self::assertEqualsCanonicalizing( array( 'category', 'tag', 'orderby', 'columns', 'perPage', 'onSale', 'inheritQuery', 'lock', 'metadata', 'align', 'className' ), array_keys( $type->attributes ) );
		self::assertTrue( wp_script_is( 'react-jsx-runtime', 'registered' ), 'The editor script\'s JSX runtime exists on WordPress 6.5.' );
	}

	public function test_the_block_renders_a_grid_of_the_chosen_products(): void {
		$catalog  = Plugin::instance()->catalog;
		$category = (int) wp_insert_term( 'Grid block category', ProductPostTypes::CATEGORY )['term_id'];
		foreach ( array(
			'Grid one'   => '9.00',
			'Grid two'   => '5.00',
			'Grid three' => '7.00',
		) as $name => $price ) {
			$catalog->writer->save_product(
				0,
				array(
					'name'          => $name,
					'regular_price' => $price,
					'categories'    => array( $category ),
				)
			);
		}

		$html = do_blocks( '<!-- wp:vitrine/product-grid {"category":' . $category . ',"orderby":"price","perPage":2,"columns":2} /-->' );

		self::assertStringContainsString( 'wp-block-vitrine-product-grid', $html );
		self::assertStringContainsString( '--vitrine-columns:2', $html );
		preg_match_all( '/<h2 class="vitrine-product-card__title">([^<]+)</', $html, $titles );
		self::assertSame( array( 'Grid two', 'Grid three' ), $titles[1] );
		self::assertTrue( wp_script_is( 'vitrine-shop', 'enqueued' ) );
	}

	public function test_attributes_are_clamped(): void {
		$clean = ProductGridBlock::sanitize_attributes(
			array(
				'columns'  => 40,
				'perPage'  => -3,
				'orderby'  => 'sleep(5)',
				'category' => '-7',
				'onSale'   => 'yes',
			)
		);

		self::assertSame( 6, $clean['columns'] );
		self::assertSame( 1, $clean['perPage'] );
		self::assertSame( 'menu_order', $clean['orderby'] );
		self::assertSame( 0, $clean['category'] );
		self::assertTrue( $clean['onSale'] );
		self::assertFalse( $clean['inheritQuery'] );
	}

	public function test_the_shop_settings_have_their_defaults_and_limits(): void {
		$settings = Plugin::instance()->settings;

		self::assertSame( 12, $settings->get( 'products_per_page' ) );
		self::assertFalse( $settings->get( 'hide_out_of_stock' ) );
		self::assertInstanceOf( \WP_Error::class, $settings->update( array( 'products_per_page' => 0 ) ) );
		self::assertInstanceOf( \WP_Error::class, $settings->update( array( 'products_per_page' => 101 ) ) );
		self::assertIsArray( $settings->update( array( 'products_per_page' => 24 ) ) );
		self::assertSame( 24, $settings->get( 'products_per_page' ) );
	}
}
