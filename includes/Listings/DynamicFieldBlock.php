<?php
/**
 * The vitrine/dynamic-field block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

/**
 * One field of the post in the block context (a listing item, a query loop's post): a product
 * field (price, stock, rating, SKU) or a post meta value, escaped. Protected meta (keys starting
 * with an underscore, or declared protected) is never shown.
 */
final class DynamicFieldBlock {

	public const NAME = 'vitrine/dynamic-field';

	public const FIELDS = array( 'price', 'stock', 'rating', 'sku', 'meta' );

	public function __construct( private readonly ProductFields $products ) {
	}

	/**
	 * The field's markup; '' when it has no value.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param \WP_Block|null       $block      The block, with its context.
	 */
	public function render( array $attributes, ?\WP_Block $block = null ): string {
		$post_id = (int) ( $block?->context['postId'] ?? get_the_ID() );
		$field   = in_array( $attributes['field'] ?? '', self::FIELDS, true ) ? (string) $attributes['field'] : 'price';
		if ( $post_id < 1 ) {
			return '';
		}
		$value = 'meta' === $field ? $this->meta( $post_id, (string) ( $attributes['metaKey'] ?? '' ) ) : $this->products->html( $post_id, $field );
		if ( '' === $value ) {
			return '';
		}
		$label = trim( (string) ( $attributes['label'] ?? '' ) );
		$html  = '' !== $label ? '<span class="vitrine-dynamic-field__label">' . esc_html( $label ) . '</span> ' : '';
		$class = 'vitrine-dynamic-field vitrine-dynamic-field--' . $field;
		$attrs = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-dynamic-field ' . esc_attr( $class ) . '"'
			: get_block_wrapper_attributes( array( 'class' => $class ) );
		return '<div ' . $attrs . '>' . $html . $value . '</div>';
	}

	private function meta( int $post_id, string $key ): string {
		$key = trim( $key );
		if ( '' === $key || is_protected_meta( $key, 'post' ) ) {
			return '';
		}
		$value = get_post_meta( $post_id, $key, true );
		return is_scalar( $value ) ? esc_html( (string) $value ) : '';
	}
}
