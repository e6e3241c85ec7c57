<?php
/**
 * One product in a listing.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\CartUi\AddToCartButton;

/**
 * The loop item: image, title, rating stars, price and the add-to-cart button. Ratings come
 * from the lookup table, read once for a whole page of products (prime()).
 */
final class ProductCard {

	/** @var array<int, array{average: float, count: int}> */
	private array $ratings = array();

	public function __construct( private readonly Catalog $catalog ) {
	}

	/**
	 * Reads what the cards of a page of products need in a fixed number of queries: the
	 * products with their meta, terms and variations, their ratings, and their thumbnails'
	 * attachments with their meta. Rendering the cards then costs no query per product.
	 *
	 * @param list<int> $ids Product ids.
	 */
	public function prime( array $ids ): void {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return;
		}
		// The products' posts and meta (no query when the listing's WP_Query read them), for
		// their thumbnails' ids: the images are then read with the variations.
		_prime_post_caches( $ids, true, true );
		$thumbnails = array();
		foreach ( $ids as $id ) {
			$thumbnail = (int) get_post_thumbnail_id( $id );
			if ( $thumbnail > 0 ) {
				$thumbnails[] = $thumbnail;
			}
		}
		$this->catalog->products->prime( $ids, $thumbnails );
		global $wpdb;
		$table        = LookupTable::name();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; one %d per id.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, average_rating, rating_count FROM {$table} WHERE product_id IN ({$placeholders})", $ids ) );
		foreach ( (array) $rows as $row ) {
			$this->ratings[ (int) $row->product_id ] = array(
				'average' => (float) $row->average_rating,
				'count'   => (int) $row->rating_count,
			);
		}
	}

	/**
	 * The card of a product, escaped.
	 *
	 * @param Product $product       The product.
	 * @param string  $heading_level h2 or h3.
	 * @param bool    $eager         Whether its image is above the fold (not lazy-loaded).
	 */
	public function render( Product $product, string $heading_level = 'h2', bool $eager = false ): string {
		$heading_level = in_array( $heading_level, array( 'h2', 'h3', 'h4' ), true ) ? $heading_level : 'h2';
		$now           = time();
		$on_sale       = $product->is_variable() ? $this->variable_on_sale( $product ) : $product->prices->is_on_sale( $now );
		$status        = $this->stock_status( $product );
		$classes       = array( 'vitrine-product-card', 'vitrine-product-card--' . $product->type, 'vitrine-product-card--' . $status );
		if ( $on_sale ) {
			$classes[] = 'vitrine-product-card--on-sale';
		}

		$html  = '<li class="' . esc_attr( implode( ' ', $classes ) ) . '" data-product-id="' . esc_attr( (string) $product->id ) . '">';
		$html .= '<a class="vitrine-product-card__link" href="' . esc_url( $product->permalink() ) . '">';
		$html .= $this->image( $product, $eager );
		$html .= sprintf( '<%1$s class="vitrine-product-card__title">%2$s</%1$s>', $heading_level, esc_html( $product->name ) );
		$html .= '</a>';
		if ( $on_sale ) {
			$html .= '<span class="vitrine-product-card__badge">' . esc_html__( 'Sale!', 'vitrine' ) . '</span>';
		}
		$html .= $this->rating( $product->id );
		$price = $this->catalog->prices->product_price_html( $product );
		if ( '' !== $price ) {
			$html .= '<div class="vitrine-product-card__price">' . $price . '</div>';
		}
		if ( Stock::OUT_OF_STOCK === $status ) {
			$html .= '<p class="vitrine-product-card__stock">' . esc_html__( 'Out of stock', 'vitrine' ) . '</p>';
		}
		$html .= '<div class="vitrine-product-card__actions">' . $this->add_to_cart( $product ) . '</div>';
		return $html . '</li>';
	}

	/**
	 * The stars of an average rating: five, rounded to the nearest half (x.25 and x.75 round up).
	 * Empty when the product has no rating.
	 */
	public function rating( int $product_id ): string {
		$rating = $this->ratings[ $product_id ] ?? null;
		if ( null === $rating || $rating['count'] < 1 ) {
			return '';
		}
		return self::stars( $rating['average'], $rating['count'] );
	}

	/**
	 * Five stars for an average, with its value for screen readers. Escaped.
	 *
	 * @param float $average Average rating, 0 to 5.
	 * @param int   $count   How many ratings.
	 */
	public static function stars( float $average, int $count ): string {
		$rounded = round( max( 0.0, min( 5.0, $average ) ) * 2 ) / 2;
		$stars   = '';
		for ( $i = 1; $i <= 5; $i++ ) {
			$fill   = $rounded >= $i ? 'full' : ( $rounded >= $i - 0.5 ? 'half' : 'empty' );
			$stars .= '<span class="vitrine-stars__star vitrine-stars__star--' . $fill . '"></span>';
		}
		$label = sprintf(
			/* translators: 1: average rating such as 4.50, 2: number of ratings. */
			_n( 'Rated %1$s out of 5, based on %2$s customer rating', 'Rated %1$s out of 5, based on %2$s customer ratings', $count, 'vitrine' ),
			number_format_i18n( $average, 2 ),
			number_format_i18n( $count )
		);
		return '<div class="vitrine-stars" role="img" aria-label="' . esc_attr( $label ) . '" data-rating="' . esc_attr( (string) $rounded ) . '">' . $stars . '</div>';
	}

	private function image( Product $product, bool $eager ): string {
		$attributes = array(
			'class'   => 'vitrine-product-card__image',
			// The link's text is the product name: the image adds nothing for screen readers.
			'alt'     => '',
			'sizes'   => '(max-width: 600px) 50vw, 300px',
			'loading' => $eager ? 'eager' : 'lazy',
		);
		$image      = 0 !== $product->image_id ? wp_get_attachment_image( $product->image_id, 'medium', false, $attributes ) : '';
		if ( '' === $image ) {
			return '<span class="vitrine-product-card__image vitrine-product-card__image--placeholder" aria-hidden="true"></span>';
		}
		return $image;
	}

	private function stock_status( Product $product ): string {
		if ( ! $product->is_variable() ) {
			return $product->stock->status();
		}
		$statuses = array();
		foreach ( $this->catalog->products->variations( $product->id ) as $variation ) {
			if ( $variation->is_enabled() ) {
				$statuses[] = $variation->stock->status();
			}
		}
		if ( in_array( Stock::IN_STOCK, $statuses, true ) ) {
			return Stock::IN_STOCK;
		}
		return in_array( Stock::ON_BACKORDER, $statuses, true ) ? Stock::ON_BACKORDER : Stock::OUT_OF_STOCK;
	}

	private function variable_on_sale( Product $product ): bool {
		$now = time();
		foreach ( $this->catalog->products->variations( $product->id ) as $variation ) {
			if ( $variation->is_enabled() && $variation->prices->is_on_sale( $now ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The add-to-cart button: THE ONE CALL SITE of the cart's button markup in listings.
	 */
	private function add_to_cart( Product $product ): string {
		return AddToCartButton::render( $product );
	}
}
