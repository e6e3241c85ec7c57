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
			register_taxonomy(
				$attribute->taxonomy(),
				array( ProductPostTypes::PRODUCT ),
				array(
					'hierarchical' => false,
					'public'       => false,
					'show_ui'      => true,
					'show_in_menu' => false,
					'show_in_rest' => true,
					'rewrite'      => false,
					'labels'       => array( 'name' => $attribute->name ),
				)
			);
		}
		return $attribute;
	}
}
