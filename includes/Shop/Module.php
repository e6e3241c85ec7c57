<?php
/**
 * The shop module: the shop, product category and product tag pages, and the product grid block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Shop\Filters\FilterBlock;
use Vitrine\Shop\Filters\FilterCounts;

/**
 * Declares the shop settings, sorts and filters the shop's queries through the lookup table,
 * renders the listings in block and classic themes, and loads the shop bundle where a listing is.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly BlockTemplates $block_templates,
		private readonly ProductQuery $query,
		private readonly ProductGridBlock $block,
		private readonly ClassicTemplates $classic,
		private readonly FilterBlock $filters,
		private readonly FilterCounts $counts,
		private readonly ShopLayoutPattern $layout_pattern,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->register_settings();

		add_action( 'pre_get_posts', array( $this->query, 'configure_main_query' ) );
		add_filter( 'posts_clauses', array( $this->query, 'clauses' ), 10, 2 );
		add_filter( 'posts_clauses_request', array( $this->query, 'remember_count_query' ), PHP_INT_MAX, 2 );
		add_filter( 'posts_request', array( $this->query, 'without_found_rows' ), PHP_INT_MAX, 2 );
		add_filter( 'found_posts_query', array( $this->query, 'found_posts_query' ), 10, 2 );
		add_action( 'shutdown', array( $this->counts, 'save_kept_searches' ) );

		$this->blocks->render_file_with( ProductGridBlock::NAME, $this->block );
		$this->blocks->render_file_with( FilterBlock::NAME, $this->filters );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		$this->assets->define_settings(
			'shop-filters',
			'shopFilters',
			static fn (): array => array( 'toggle' => __( 'Filters', 'vitrine' ) )
		);

		// Block themes: the shop's templates, made of the product grid block; the filters beside it
		// are one pattern the templates share (search results too).
		add_action( 'init', array( $this->layout_pattern, 'register' ) );
		$this->block_templates->add(
			'archive-' . ProductPostTypes::PRODUCT,
			VITRINE_DIR . 'templates/block-templates/archive-' . ProductPostTypes::PRODUCT . '.html',
			__( 'Shop', 'vitrine' ),
			__( 'Lists every product, with the result count, the sort order and pages.', 'vitrine' )
		);
		$this->block_templates->add(
			'taxonomy-' . ProductPostTypes::CATEGORY,
			VITRINE_DIR . 'templates/block-templates/taxonomy-' . ProductPostTypes::CATEGORY . '.html',
			__( 'Product category', 'vitrine' ),
			__( 'Lists the products of a category.', 'vitrine' )
		);
		$this->block_templates->add(
			'taxonomy-' . ProductPostTypes::TAG,
			VITRINE_DIR . 'templates/block-templates/taxonomy-' . ProductPostTypes::TAG . '.html',
			__( 'Product tag', 'vitrine' ),
			__( 'Lists the products with a tag.', 'vitrine' )
		);
		add_filter( 'get_block_templates', array( $this->block_templates, 'add_to_query_result' ), 10, 3 );
		add_filter( 'get_block_file_template', array( $this->block_templates, 'file_template' ), 10, 3 );

		// Classic themes: templates/archive-product.php, overridable with the theme's vitrine/archive-product.php.
		add_filter( 'template_include', array( $this->classic, 'template_include' ), 20 );
		add_action( 'vitrine_archive_products', array( $this->classic, 'print_products' ) );
	}

	/**
	 * The shop bundle (sort form, result count refresh, the listing's styles) on the shop pages
	 * and on pages whose content has a product grid; nowhere else. The shop's own pages have the
	 * filters beside the listing: their bundle is enqueued here so that classic themes, which
	 * print the sidebar after the head, get its stylesheet in the head too (a filter block
	 * elsewhere enqueues it as it renders).
	 */
	public function enqueue(): void {
		if ( ProductQuery::is_shop_page() || ( is_singular() && has_block( ProductGridBlock::NAME, (int) get_queried_object_id() ) ) ) {
			$this->assets->enqueue( 'shop' );
		}
		if ( ProductQuery::is_shop_page() || ( is_singular() && has_block( FilterBlock::NAME, (int) get_queried_object_id() ) ) ) {
			$this->assets->enqueue( 'shop-filters' );
		}
	}

	private function register_settings(): void {
		$this->settings->add_section( 'shop', __( 'Shop pages', 'vitrine' ), __( 'The shop page, product categories and product tags.', 'vitrine' ), SectionPosition::SHOP );
		$this->settings->add_field(
			new SettingField(
				'products_per_page',
				'shop',
				__( 'Products per page', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 100,
					'default' => 12,
				),
				__( 'How many products the shop, category and tag pages show on each page, from 1 to 100.', 'vitrine' ),
				'number'
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				'hide_out_of_stock',
				'shop',
				__( 'Hide out of stock products', 'vitrine' ),
				false,
				__( 'Products that cannot be bought are left out of the shop pages and product grids. Products on backorder are still shown.', 'vitrine' )
			)
		);
	}
}
