<?php
/**
 * The product and variation post types and the product taxonomies.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * Registers vitrine_product (the catalog, archive at /shop/), vitrine_variation (a variable
 * product's variations, children of their product), the category and tag taxonomies, and one
 * taxonomy per global attribute (vitrine_pa_<slug>).
 */
final class ProductPostTypes implements OwnsData {

	public const PRODUCT   = 'vitrine_product';
	public const VARIATION = 'vitrine_variation';
	public const CATEGORY  = 'vitrine_product_cat';
	public const TAG       = 'vitrine_product_tag';

	/**
	 * Products have their own capabilities (edit_vitrine_products, publish_vitrine_products, …),
	 * mapped by WordPress from this type (map_meta_cap), so that editing posts does not give the
	 * catalog's prices and stock: administrators and shop managers have them (the migration
	 * Migration0012ShopManager grants them, docs/decisions.md "Roles and capabilities").
	 */
	public const CAPABILITY_TYPE = array( 'vitrine_product', 'vitrine_products' );

	/** Editing products, and assigning their categories, tags and attribute terms. */
	public const EDIT_CAPABILITY = 'edit_vitrine_products';

	/** Managing the categories, tags and attributes of the catalog. */
	public const TERMS_CAPABILITY = 'manage_vitrine_product_terms';

	/**
	 * The capabilities of the catalog's taxonomies.
	 */
	public const TERM_CAPABILITIES = array(
		'manage_terms' => self::TERMS_CAPABILITY,
		'edit_terms'   => self::TERMS_CAPABILITY,
		'delete_terms' => self::TERMS_CAPABILITY,
		'assign_terms' => self::EDIT_CAPABILITY,
	);

	public function __construct( private readonly Attributes $attributes ) {
	}

	/**
	 * Uninstalling deletes every product and variation (variations first), and the terms of the
	 * category, tag and attribute taxonomies.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData(
			post_types: array( self::VARIATION, self::PRODUCT ),
			taxonomies: array( self::CATEGORY, self::TAG, GlobalAttribute::TAXONOMY_PREFIX . '*' )
		);
	}

	public function register(): void {
		register_post_type(
			self::PRODUCT,
			array(
				'labels'          => array(
					'name'                  => __( 'Products', 'vitrine' ),
					'singular_name'         => __( 'Product', 'vitrine' ),
					'add_new'               => __( 'Add new product', 'vitrine' ),
					'add_new_item'          => __( 'Add new product', 'vitrine' ),
					'featured_image'        => __( 'Product image', 'vitrine' ),
					'set_featured_image'    => __( 'Set product image', 'vitrine' ),
					'remove_featured_image' => __( 'Remove product image', 'vitrine' ),
					'use_featured_image'    => __( 'Use as product image', 'vitrine' ),
					'item_published'        => __( 'Product published.', 'vitrine' ),
					'item_updated'          => __( 'Product updated.', 'vitrine' ),
					'edit_item'             => __( 'Edit product', 'vitrine' ),
					'new_item'              => __( 'New product', 'vitrine' ),
					'view_item'             => __( 'View product', 'vitrine' ),
					'search_items'          => __( 'Search products', 'vitrine' ),
					'not_found'             => __( 'No products found.', 'vitrine' ),
					'not_found_in_trash'    => __( 'No products found in the trash.', 'vitrine' ),
					'all_items'             => __( 'All products', 'vitrine' ),
					'menu_name'             => __( 'Products', 'vitrine' ),
				),
				'public'          => true,
				'show_in_rest'    => true,
				'menu_icon'       => 'dashicons-archive',
				'menu_position'   => 55,
				'has_archive'     => 'shop',
				'rewrite'         => array(
					'slug'       => 'product',
					'with_front' => false,
				),
				'supports'        => array( 'title', 'editor', 'excerpt', 'thumbnail', 'comments', 'page-attributes' ),
				'capability_type' => self::CAPABILITY_TYPE,
				'map_meta_cap'    => true,
			)
		);

		register_post_type(
			self::VARIATION,
			array(
				'label'           => __( 'Variations', 'vitrine' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'hierarchical'    => false,
				'supports'        => array( 'title', 'thumbnail' ),
				'capability_type' => self::CAPABILITY_TYPE,
				'map_meta_cap'    => true,
			)
		);

		register_taxonomy(
			self::CATEGORY,
			array( self::PRODUCT ),
			array(
				'labels'            => array(
					'name'          => __( 'Product categories', 'vitrine' ),
					'singular_name' => __( 'Product category', 'vitrine' ),
					'menu_name'     => __( 'Categories', 'vitrine' ),
				),
				'hierarchical'      => true,
				'capabilities'      => self::TERM_CAPABILITIES,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array(
					'slug'         => 'product-category',
					'with_front'   => false,
					'hierarchical' => true,
				),
			)
		);

		register_taxonomy(
			self::TAG,
			array( self::PRODUCT ),
			array(
				'labels'            => array(
					'name'          => __( 'Product tags', 'vitrine' ),
					'singular_name' => __( 'Product tag', 'vitrine' ),
					'menu_name'     => __( 'Tags', 'vitrine' ),
				),
				'hierarchical'      => false,
				'capabilities'      => self::TERM_CAPABILITIES,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array(
					'slug'       => 'product-tag',
					'with_front' => false,
				),
			)
		);

		foreach ( $this->attributes->all() as $attribute ) {
			Attributes::register_taxonomy( $attribute );
		}
	}
}
