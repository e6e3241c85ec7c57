<?php
/**
 * The product page's schema.org data for search engines.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductPage;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\ProductReviews\ReviewSubmission;

/**
 * A Product with its offer, and an aggregate rating and reviews built only from the shop's own
 * approved product reviews. Reviews shown by the review widgets (Google, Facebook, Yelp) are
 * never marked up: Google's review-snippet rules forbid marking up reviews a site did not
 * collect itself, and doing so can cost the whole site its rich results.
 */
final class ProductStructuredData {

	/** The newest reviews given as Review items; the aggregate counts all of them. */
	public const REVIEWS_SHOWN = 5;

	public function __construct( private readonly Catalog $catalog ) {
	}

	/**
	 * Prints the JSON-LD of a product; nothing for a product that is not published.
	 */
	public function print( int $product_id ): void {
		$product = $this->catalog->products->find( $product_id );
		if ( null === $product || 'publish' !== $product->status ) {
			return;
		}
		$data = $this->for_product( $product );
		// wp_json_encode escapes "/" so "</script>" cannot end the element early; JSON_HEX_TAG
		// escapes < and > for the same reason in names and review texts.
		echo '<script type="application/ld+json">' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON encoded with tags escaped.
	}

	/**
	 * The Product item.
	 *
	 * @return array<string, mixed>
	 */
	public function for_product( Product $product ): array {
		$post = get_post( $product->id );
		$data = array(
			'@context'    => 'https://schema.org/',
			'@type'       => 'Product',
			'@id'         => $product->permalink() . '#product',
			'name'        => $product->name,
			'url'         => $product->permalink(),
			'description' => $post instanceof \WP_Post ? wp_strip_all_tags( '' !== $post->post_excerpt ? $post->post_excerpt : $post->post_content ) : '',
		);
		if ( '' !== $product->sku ) {
			$data['sku'] = $product->sku;
		}
		$image = $product->image_id > 0 ? wp_get_attachment_image_url( $product->image_id, 'full' ) : false;
		if ( is_string( $image ) ) {
			$data['image'] = $image;
		}
		$offers = $this->offers( $product );
		if ( array() !== $offers ) {
			$data['offers'] = $offers;
		}
		$rating = $this->aggregate_rating( $product->id );
		if ( null !== $rating ) {
			$data['aggregateRating'] = $rating;
			$data['review']          = $this->reviews( $product->id );
		}
		/**
		 * Filters the schema.org Product printed on a product page.
		 *
		 * @param array<string, mixed> $data    The Product item.
		 * @param Product              $product The product.
		 */
		return (array) apply_filters( 'vitrine_product_structured_data', $data, $product );
	}

	/**
	 * An Offer, or an AggregateOffer over the variations' prices; none without a price.
	 *
	 * @return array<string, mixed>
	 */
	private function offers( Product $product ): array {
		$row = $this->catalog->lookup->row( $product->id );
		if ( null === $row || null === $row['min_price'] || '' === (string) $row['min_price'] ) {
			return array();
		}
		$decimals     = $this->catalog->prices->decimals();
		$low          = number_format( (float) $row['min_price'], $decimals, '.', '' );
		$high         = number_format( (float) $row['max_price'], $decimals, '.', '' );
		$availability = match ( (string) $row['stock_status'] ) {
			Stock::OUT_OF_STOCK => 'https://schema.org/OutOfStock',
			Stock::ON_BACKORDER => 'https://schema.org/BackOrder',
			default             => 'https://schema.org/InStock',
		};
		$offer = array(
			'priceCurrency' => $this->catalog->prices->currency(),
			'availability'  => $availability,
			'url'           => $product->permalink(),
		);
		if ( $product->is_variable() && $low !== $high ) {
			return array( '@type' => 'AggregateOffer' ) + $offer + array(
				'lowPrice'   => $low,
				'highPrice'  => $high,
				'offerCount' => count( $this->catalog->products->variations( $product->id ) ),
			);
		}
		return array( '@type' => 'Offer' ) + $offer + array( 'price' => $low );
	}

	/**
	 * The average and count of the approved, rated reviews, from the lookup row.
	 *
	 * @return array<string, mixed>|null
	 */
	private function aggregate_rating( int $product_id ): ?array {
		$row   = $this->catalog->lookup->row( $product_id );
		$count = (int) ( $row['rating_count'] ?? 0 );
		if ( $count < 1 ) {
			return null;
		}
		return array(
			'@type'       => 'AggregateRating',
			'ratingValue' => round( (float) $row['average_rating'], 2 ),
			'reviewCount' => $count,
			'bestRating'  => 5,
			'worstRating' => 1,
		);
	}

	/**
	 * The newest approved, rated reviews.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function reviews( int $product_id ): array {
		$comments = get_comments(
			array(
				'post_id'    => $product_id,
				'type'       => ReviewSubmission::COMMENT_TYPE,
				'status'     => 'approve',
				'number'     => self::REVIEWS_SHOWN,
				'orderby'    => 'comment_date_gmt',
				'order'      => 'DESC',
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a handful of comments of one product.
					array(
						'key'     => ReviewSubmission::RATING_META,
						'compare' => 'EXISTS',
					),
				),
			)
		);
		$reviews  = array();
		foreach ( (array) $comments as $comment ) {
			$reviews[] = array(
				'@type'         => 'Review',
				'author'        => array(
					'@type' => 'Person',
					'name'  => '' !== $comment->comment_author ? $comment->comment_author : __( 'Anonymous', 'vitrine' ),
				),
				'datePublished' => mysql2date( 'c', $comment->comment_date_gmt . ' +0000', false ),
				'reviewBody'    => wp_strip_all_tags( $comment->comment_content ),
				'reviewRating'  => array(
					'@type'       => 'Rating',
					'ratingValue' => (int) get_comment_meta( (int) $comment->comment_ID, ReviewSubmission::RATING_META, true ),
					'bestRating'  => 5,
					'worstRating' => 1,
				),
			);
		}
		return $reviews;
	}
}
