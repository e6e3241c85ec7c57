<?php
/**
 * An attribute as set on one product.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Either a global attribute (taxonomy set; options are its term slugs) or a custom one of this
 * product only (options are plain values). Visible ones show in the additional information tab;
 * variation ones define the variable product's choices.
 */
final class ProductAttribute {

	/**
	 * @param string       $name      Label shown to shoppers.
	 * @param string       $taxonomy  vitrine_pa_<slug> for a global attribute, '' for a custom one.
	 * @param list<string> $options   Term slugs (global) or values (custom).
	 * @param bool         $visible   Shown in the additional information tab.
	 * @param bool         $variation Used to make variations.
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $taxonomy,
		public readonly array $options,
		public readonly bool $visible = true,
		public readonly bool $variation = false,
	) {
	}

	/**
	 * The key variations store their value under: the taxonomy, or the sanitized name.
	 */
	public function key(): string {
		return '' !== $this->taxonomy ? $this->taxonomy : sanitize_title( $this->name );
	}

	/**
	 * Options with their labels: term names for a global attribute.
	 *
	 * @return array<string, string> Option value to label.
	 */
	public function labelled_options(): array {
		if ( '' === $this->taxonomy ) {
			return array_combine( $this->options, $this->options );
		}
		if ( array() === $this->options ) {
			return array();
		}
		// All the options' terms in one query, not one per option.
		$terms = get_terms(
			array(
				'taxonomy'   => $this->taxonomy,
				'slug'       => $this->options,
				'hide_empty' => false,
			)
		);
		$names = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$names[ $term->slug ] = $term->name;
		}
		$labels = array();
		foreach ( $this->options as $slug ) {
			$labels[ $slug ] = $names[ $slug ] ?? $names[ sanitize_title( $slug ) ] ?? $slug;
		}
		return $labels;
	}

	/**
	 * @return array{name: string, taxonomy: string, options: list<string>, visible: bool, variation: bool}
	 */
	public function to_array(): array {
		return array(
			'name'      => $this->name,
			'taxonomy'  => $this->taxonomy,
			'options'   => $this->options,
			'visible'   => $this->visible,
			'variation' => $this->variation,
		);
	}

	/**
	 * @param array<string, mixed> $row A stored attribute.
	 */
	public static function from_array( array $row ): self {
		return new self(
			(string) ( $row['name'] ?? '' ),
			(string) ( $row['taxonomy'] ?? '' ),
			array_values( array_map( 'strval', (array) ( $row['options'] ?? array() ) ) ),
			(bool) ( $row['visible'] ?? true ),
			(bool) ( $row['variation'] ?? false )
		);
	}
}
