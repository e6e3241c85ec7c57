<?php
/**
 * The product fields a dynamic-field block shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Shop\ProductCard;

/**
 * Price, stock, rating and SKU of a product, escaped, from the same caches the shop's cards use:
 * prime() reads a whole page of products (posts, meta, terms, variations, images and ratings) in
 * a fixed number of queries, so that a listing's fields cost no query per item.
 */
final class ProductFields {

	public const FIELDS = array( 'price', 'stock', 'rating', 'sku' );

	public function __construct(
		private readonly Catalog $catalog,
		private readonly ProductCard $card,
	) {
	}

	/**
	 * Reads what the fields of these posts need; posts that are not products are left alone.
	 *
	 * @param list<int> $ids Post ids.
	 */
	public function prime( array $ids ): void {
		$products = array_values( array_filter( $ids, static fn ( int $id ): bool => ProductPostTypes::PRODUCT === get_post_type( $id ) ) );
		$this->card->prime( $products );
	}

	/**
	 * A field of a product, as escaped HTML; '' when the post is no product or the field is empty.
	 */
	public function html( int $post_id, string $field ): string {
		if ( ProductPostTypes::PRODUCT !== get_post_type( $post_id ) ) {
			return '';
		}
		$product = $this->catalog->products->find( $post_id );
		if ( null === $product ) {
			return '';
		}
		switch ( $field ) {
			case 'price':
				return $this->catalog->prices->product_price_html( $product );
			case 'sku':
				return esc_html( $product->sku );
			case 'rating':
				return $this->card->rating( $post_id );
			case 'stock':
				$labels = array(
					Stock::IN_STOCK     => __( 'In stock', 'vitrine' ),
					Stock::OUT_OF_STOCK => __( 'Out of stock', 'vitrine' ),
					Stock::ON_BACKORDER => __( 'Available on backorder', 'vitrine' ),
				);
				$status = $product->is_variable() ? '' : $product->stock->status();
				return isset( $labels[ $status ] ) ? '<span class="vitrine-stock vitrine-stock--' . esc_attr( $status ) . '">' . esc_html( $labels[ $status ] ) . '</span>' : '';
			default:
				return '';
		}
	}
}
