<?php
/**
 * The store's global product attributes (Colour, Size...).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * Global attributes are shared by products; each is a taxonomy vitrine_pa_<slug> whose terms
 * are the attribute's values. The list is one small autoloaded option.
 */
final class Attributes {

	public const OPTION = 'vitrine_attributes';

	/**
	 * Every global attribute, in the admin's order.
	 *
	 * @return list<GlobalAttribute>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		$list   = array();
		foreach ( is_array( $stored ) ? $stored : array() as $row ) {
			if ( is_array( $row ) && isset( $row['slug'], $row['name'] ) ) {
				$list[] = new GlobalAttribute( (string) $row['slug'], (string) $row['name'] );
			}
		}
		return $list;
	}

	public function find( string $slug ): ?GlobalAttribute {
		foreach ( $this->all() as $attribute ) {
			if ( $attribute->slug === $slug ) {
				return $attribute;
			}
		}
		return null;
	}

	/**
	 * Adds an attribute, or renames it when the slug exists. Registers its taxonomy at once, so
	 * that terms can be added in the same request.
	 *
	 * @throws \InvalidArgumentException When the slug is not a valid slug of at most 27 characters.
	 */
	public function save( string $slug, string $name ): GlobalAttribute {
		$slug = sanitize_title( $slug );
		// Taxonomy names are at most 32 characters and vitrine_pa_ takes 11 of them.
		if ( '' === $slug || strlen( $slug ) > 21 ) {
			throw new \InvalidArgumentException( esc_html__( 'An attribute slug must have 1 to 21 letters, digits or hyphens.', 'vitrine' ) );
		}
		$rows = array();
		foreach ( $this->all() as $attribute ) {
			$rows[ $attribute->slug ] = array(
				'slug' => $attribute->slug,
				'name' => $attribute->name,
			);
		}
		$rows[ $slug ] = array(
			'slug' => $slug,
			'name' => sanitize_text_field( $name ),
		);
		update_option( self::OPTION, array_values( $rows ), true );

		$attribute = new GlobalAttribute( $slug, sanitize_text_field( $name ) );
		if ( ! taxonomy_exists( $attribute->taxonomy() ) ) {
			self::register_taxonomy( $attribute );
		}
		return $attribute;
	}

	/**
	 * Deletes an attribute: its values (terms), its place on every product and variation, and
	 * the attribute itself.
	 */
	public function delete( string $slug ): void {
		$attribute = $this->find( $slug );
		if ( null === $attribute ) {
			return;
		}
		$taxonomy = $attribute->taxonomy();
		if ( taxonomy_exists( $taxonomy ) ) {
			$terms = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			foreach ( is_array( $terms ) ? $terms : array() as $term_id ) {
				wp_delete_term( (int) $term_id, $taxonomy );
			}
		}
		$products = get_posts(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
				'meta_key'    => ProductMeta::ATTRIBUTES, // phpcs:ignore WordPress.DB.SlowDBQuery -- admin action, rare.
			)
		);
		foreach ( $products as $product_id ) {
			$rows = (array) get_post_meta( (int) $product_id, ProductMeta::ATTRIBUTES, true );
			$kept = array_values( array_filter( $rows, static fn ( $row ): bool => ! is_array( $row ) || ( $row['taxonomy'] ?? '' ) !== $taxonomy ) );
			if ( count( $kept ) !== count( $rows ) ) {
				update_post_meta( (int) $product_id, ProductMeta::ATTRIBUTES, $kept );
			}
		}
		delete_post_meta_by_key( ProductMeta::ATTRIBUTE_PREFIX . $taxonomy );

		$rows = array();
		foreach ( $this->all() as $other ) {
			if ( $other->slug !== $slug ) {
				$rows[] = array(
					'slug' => $other->slug,
					'name' => $other->name,
				);
			}
		}
		update_option( self::OPTION, $rows, true );
		unregister_taxonomy( $taxonomy );
	}

	/**
	 * The taxonomy of one attribute. Its terms are set through the product data box only, so
	 * WordPress's own term boxes and quick edit are off.
	 */
	public static function register_taxonomy( GlobalAttribute $attribute ): void {
		register_taxonomy(
			$attribute->taxonomy(),
			array( ProductPostTypes::PRODUCT ),
			array(
				'labels'             => array(
					'name'          => $attribute->name,
					'singular_name' => $attribute->name,
				),
				'hierarchical'       => false,
				'capabilities'       => ProductPostTypes::TERM_CAPABILITIES,
				'public'             => false,
				'show_ui'            => true,
				'show_in_menu'       => false,
				'show_in_rest'       => true,
				'show_in_quick_edit' => false,
				'meta_box_cb'        => false,
				'query_var'          => true,
				'rewrite'            => false,
			)
		);
	}
}
