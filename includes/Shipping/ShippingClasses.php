<?php
/**
 * Shipping classes: groups of products that ship at their own cost.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * A taxonomy on products (Products > Shipping classes). A product has at most one class; a
 * variation has its product's. Flat rates can charge a cost per class.
 */
final class ShippingClasses implements OwnsData {

	public const TAXONOMY = 'vitrine_shipping_class';

	/**
	 * Uninstalling deletes the classes (terms) and their meta.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData( taxonomies: array( self::TAXONOMY ) );
	}

	/**
	 * Hooked to init, after the product post type (priority 5).
	 */
	public function register(): void {
		register_taxonomy(
			self::TAXONOMY,
			array( ProductPostTypes::PRODUCT ),
			array(
				'labels'             => array(
					'name'                       => __( 'Shipping classes', 'vitrine' ),
					'singular_name'              => __( 'Shipping class', 'vitrine' ),
					'menu_name'                  => __( 'Shipping classes', 'vitrine' ),
					'all_items'                  => __( 'All shipping classes', 'vitrine' ),
					'edit_item'                  => __( 'Edit shipping class', 'vitrine' ),
					'view_item'                  => __( 'View shipping class', 'vitrine' ),
					'update_item'                => __( 'Update shipping class', 'vitrine' ),
					'add_new_item'               => __( 'Add new shipping class', 'vitrine' ),
					'new_item_name'              => __( 'New shipping class name', 'vitrine' ),
					'search_items'               => __( 'Search shipping classes', 'vitrine' ),
					'not_found'                  => __( 'No shipping classes found.', 'vitrine' ),
					'no_terms'                   => __( 'No shipping classes', 'vitrine' ),
					'back_to_items'              => __( '&larr; Go to shipping classes', 'vitrine' ),
					'item_link'                  => __( 'Shipping class link', 'vitrine' ),
					'separate_items_with_commas' => __( 'Separate shipping classes with commas', 'vitrine' ),
				),
				'description'        => __( 'Groups of products that ship at their own cost, such as Bulky or Fragile. Flat rates can charge a cost per class.', 'vitrine' ),
				'public'             => false,
				'show_ui'            => true,
				'show_in_menu'       => true,
				'show_in_nav_menus'  => false,
				'show_tagcloud'      => false,
				'show_in_quick_edit' => false,
				'show_admin_column'  => true,
				'show_in_rest'       => false,
				'hierarchical'       => false,
				'query_var'          => false,
				'rewrite'            => false,
				// The product screen has a box of ours (a select: a product has one class at most).
				'meta_box_cb'        => false,
				'capabilities'       => array(
					'manage_terms' => 'manage_options',
					'edit_terms'   => 'manage_options',
					'delete_terms' => 'manage_options',
					'assign_terms' => ProductPostTypes::EDIT_CAPABILITY,
				),
			)
		);
	}

	/**
	 * Every class, by name.
	 *
	 * @return array<int, string> Term id to name.
	 */
	public function all(): array {
		if ( ! taxonomy_exists( self::TAXONOMY ) ) {
			return array();
		}
		$terms   = get_terms(
			array(
				'taxonomy'   => self::TAXONOMY,
				'hide_empty' => false,
				'orderby'    => 'name',
				'fields'     => 'id=>name',
			)
		);
		$classes = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term_id => $name ) {
			$classes[ (int) $term_id ] = (string) $name;
		}
		return $classes;
	}

	public function exists( int $term_id ): bool {
		return $term_id > 0 && get_term( $term_id, self::TAXONOMY ) instanceof \WP_Term;
	}

	/**
	 * The class of a product, or of a variation's product; 0 when it has none.
	 *
	 * @param int $product_id A product or a variation.
	 */
	public function class_of( int $product_id ): int {
		if ( ProductPostTypes::VARIATION === get_post_type( $product_id ) ) {
			$product_id = (int) wp_get_post_parent_id( $product_id );
		}
		if ( $product_id <= 0 ) {
			return 0;
		}
		$terms = get_the_terms( $product_id, self::TAXONOMY );
		return is_array( $terms ) && array() !== $terms ? (int) $terms[0]->term_id : 0;
	}

	/**
	 * Gives a product its class, or none (0).
	 *
	 * @throws \InvalidArgumentException When the class does not exist.
	 */
	public function assign( int $product_id, int $class_id ): void {
		if ( 0 !== $class_id && ! $this->exists( $class_id ) ) {
			throw new \InvalidArgumentException( 'No such shipping class.' );
		}
		$result = wp_set_object_terms( $product_id, 0 === $class_id ? array() : array( $class_id ), self::TAXONOMY );
		if ( is_wp_error( $result ) ) {
			throw new \RuntimeException( esc_html( $result->get_error_message() ) );
		}
	}
}
