<?php
/**
 * The product page's parts: gallery, summary and tabs.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductPage;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\CartUi\AddToCartButton;
use Vitrine\Core\Assets\Assets;

/**
 * Renders each part of the product page as escaped HTML, for the classic template
 * (templates/single-product.php) and for the product blocks of block themes alike. The markup
 * works without JavaScript; the product bundle (src/entries/product.ts) enhances it: tabs, the
 * gallery's slider, zoom and lightbox, the variation choice and the review form's rating.
 */
final class SingleProduct {

	public const TAB_IDS_PREFIX = 'tab-';

	public function __construct(
		private readonly Catalog $catalog,
		private readonly Assets $assets,
		private readonly ProductImages $images,
	) {
	}

	/**
	 * The published product of a post id (the current post when none is given), or null.
	 */
	public function product( ?int $post_id = null ): ?Product {
		$post_id = $post_id ?? (int) get_the_ID();
		if ( $post_id <= 0 || ProductPostTypes::PRODUCT !== get_post_type( $post_id ) ) {
			return null;
		}
		$product = $this->catalog->products->find( $post_id );
		if ( null === $product || ( 'publish' !== $product->status && ! current_user_can( 'read_post', $post_id ) ) ) {
			return null;
		}
		return $product;
	}

	/**
	 * Enqueues the product page's script and styles (their settings come with them).
	 */
	public function enqueue(): void {
		$this->assets->enqueue( 'product' );
	}

	/**
	 * The whole product: gallery and summary side by side, the tabs below. Escaped.
	 */
	public function page( Product $product ): string {
		$this->enqueue();
		return sprintf(
			'<div id="product-%1$d" class="vitrine-product vitrine-product--%2$s"><div class="vitrine-product__columns"><div class="vitrine-product__gallery">%3$s</div><div class="vitrine-product__summary">%4$s</div></div>%5$s</div>',
			$product->id,
			esc_attr( $product->type ),
			$this->gallery( $product ),
			$this->summary( $product ),
			$this->tabs( $product )
		);
	}

	/**
	 * The gallery: the images (featured first) as slides, thumbnails to choose one, and the
	 * button that opens the full-screen lightbox. The script adds the slider (only when there is
	 * more than one image), the zoom and the lightbox. Escaped.
	 */
	public function gallery( Product $product ): string {
		$this->enqueue();
		$images = array();
		// The images' posts and meta in one go, not two queries per image.
		_prime_post_caches( $product->image_ids(), false, true );
		foreach ( $product->image_ids() as $attachment_id ) {
			$data = $this->images->data( $attachment_id );
			if ( null !== $data ) {
				$images[] = $data;
			}
		}
		if ( array() === $images ) {
			return sprintf(
				'<div class="vitrine-product-gallery vitrine-product-gallery--empty"><div class="vitrine-product-gallery__placeholder" role="img" aria-label="%s"></div></div>',
				esc_attr__( 'Awaiting product image', 'vitrine' )
			);
		}

		$count  = count( $images );
		$slides = '';
		$thumbs = '';
		foreach ( $images as $index => $image ) {
			$alt = 0 === $index ? $product->name : sprintf(
				/* translators: 1: product name, 2: image number. */
				__( '%1$s, image %2$d', 'vitrine' ),
				$product->name,
				$index + 1
			);
			$slides .= sprintf(
				'<div class="vitrine-product-gallery__slide" data-index="%1$d" data-thumb="%2$s"><a class="vitrine-product-gallery__link" href="%3$s">%4$s</a></div>',
				$index,
				esc_url( $image['thumb'] ),
				esc_url( $image['large_image'] ),
				$this->images->img_html( $image, $alt, 0 === $index )
			);
			$thumbs .= sprintf(
				'<li class="vitrine-product-gallery__thumb"><button type="button" class="vitrine-product-gallery__thumb-button" data-index="%1$d"%2$s><img src="%3$s" alt="" width="100" height="100" loading="lazy" decoding="async"><span class="screen-reader-text">%4$s</span></button></li>',
				$index,
				0 === $index ? ' aria-current="true"' : '',
				esc_url( $image['thumb'] ),
				esc_html(
					sprintf(
						/* translators: 1: image number, 2: number of images. */
						__( 'Show image %1$d of %2$d', 'vitrine' ),
						$index + 1,
						$count
					)
				)
			);
		}

		$trigger = sprintf(
			'<button type="button" class="vitrine-product-gallery__trigger" aria-haspopup="dialog" hidden><svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span class="screen-reader-text">%s</span></button>',
			esc_html__( 'View full-screen image gallery', 'vitrine' )
		);

		return sprintf(
			'<div class="vitrine-product-gallery%1$s" data-vitrine-gallery data-product_id="%6$d" data-image-count="%2$d"><div class="vitrine-product-gallery__stage">%3$s<div class="vitrine-product-gallery__viewport"><div class="vitrine-product-gallery__slides">%4$s</div></div></div>%5$s</div>',
			$count > 1 ? ' vitrine-product-gallery--multiple' : '',
			$count,
			$trigger,
			$slides,
			$count > 1 ? '<ol class="vitrine-product-gallery__thumbs" hidden>' . $thumbs . '</ol>' : '',
			$product->id
		);
	}

	/**
	 * Title, rating, price, short description, stock, the add-to-cart form and the product's
	 * SKU and categories. Escaped.
	 */
	public function summary( Product $product ): string {
		$this->enqueue();
		$post  = get_post( $product->id );
		$html  = '<div class="vitrine-product-summary">';
		$html .= '<h1 class="vitrine-product-summary__title">' . esc_html( $product->name ) . '</h1>';
		/**
		 * Filters the rating shown under the product's title (the reviews module adds the stars
		 * and a link to the reviews).
		 *
		 * @param string  $html    Escaped markup, '' by default.
		 * @param Product $product The product.
		 */
		$html .= (string) apply_filters( 'vitrine_product_rating_html', '', $product );

		$price = $this->catalog->prices->product_price_html( $product );
		if ( '' !== $price ) {
			$html .= '<p class="vitrine-product-summary__price">' . $price . '</p>';
		}
		if ( $post instanceof \WP_Post && '' !== trim( $post->post_excerpt ) ) {
			$html .= '<div class="vitrine-product-summary__description">' . wp_kses_post( wpautop( wptexturize( $post->post_excerpt ) ) ) . '</div>';
		}
		if ( ! $product->is_variable() ) {
			$html .= $this->stock_html( $product->stock );
		}
		$html .= $this->add_to_cart_form( $product );
		/**
		 * Filters what shows right after the add-to-cart form (a payment module's express
		 * checkout buttons).
		 *
		 * @param string  $html    Escaped markup, '' by default.
		 * @param Product $product The product.
		 */
		$html .= (string) apply_filters( 'vitrine_after_add_to_cart_form_html', '', $product );
		$html .= $this->meta_html( $product );
		return $html . '</div>';
	}

	/**
	 * The stock line: "In stock", "5 in stock", "Out of stock", "Available on backorder". Escaped.
	 */
	public function stock_html( Stock $stock ): string {
		$status = $stock->status();
		$text   = match ( $status ) {
			Stock::OUT_OF_STOCK => __( 'Out of stock', 'vitrine' ),
			Stock::ON_BACKORDER => __( 'Available on backorder', 'vitrine' ),
			default             => $stock->managed && null !== $stock->quantity
				/* translators: %s: quantity in stock. */
				? sprintf( __( '%s in stock', 'vitrine' ), number_format_i18n( $stock->quantity ) )
				: __( 'In stock', 'vitrine' ),
		};
		return '<p class="vitrine-stock vitrine-stock--' . esc_attr( $status ) . '">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The add-to-cart form: quantity and button; for a variable product, one select per
	 * variation attribute and the variations as JSON. Nothing for a product that cannot be bought.
	 * Escaped.
	 */
	public function add_to_cart_form( Product $product ): string {
		if ( 'publish' !== $product->status ) {
			return '';
		}
		$variations = array();
		if ( $product->is_variable() ) {
			$variations = $this->variations_data( $product );
			if ( array() === $variations || array() === $product->variation_attributes() ) {
				return '<p class="vitrine-stock vitrine-stock--outofstock">' . esc_html__( 'This product is currently unavailable.', 'vitrine' ) . '</p>';
			}
		} elseif ( null === $product->prices->active( time() ) || Stock::OUT_OF_STOCK === $product->stock->status() ) {
			return '';
		}

		$form_attributes = sprintf(
			'class="vitrine-add-to-cart-form%1$s" method="post" action="%2$s" data-product_id="%3$d"',
			$product->is_variable() ? ' vitrine-variations-form' : '',
			esc_url( $product->permalink() ),
			$product->id
		);
		if ( $product->is_variable() ) {
			$form_attributes .= ' data-product_variations="' . esc_attr( (string) wp_json_encode( $variations ) ) . '"';
		}

		$html = '<form ' . $form_attributes . '>';
		if ( $product->is_variable() ) {
			$html .= $this->variation_selects( $product );
		}
		$max   = $product->is_variable() ? null : $product->stock->max_purchase();
		$html .= '<div class="vitrine-add-to-cart">';
		$html .= sprintf(
			'<div class="vitrine-quantity"><label class="screen-reader-text" for="vitrine-quantity-%1$d">%2$s</label><input type="number" id="vitrine-quantity-%1$d" class="vitrine-quantity__input" name="quantity" value="1" min="1"%3$s step="1" inputmode="numeric" autocomplete="off"></div>',
			$product->id,
			/* translators: %s: product name. */
			esc_html( sprintf( __( '%s quantity', 'vitrine' ), $product->name ) ),
			null !== $max ? ' max="' . (int) $max . '"' : ''
		);
		if ( $product->is_variable() ) {
			$html .= '<input type="hidden" name="variation_id" class="vitrine-variation-id" value="0">';
		}
		$html .= '<input type="hidden" name="product_id" value="' . (int) $product->id . '">';
		$html .= $this->add_to_cart_button( $product );
		return $html . '</div></form>';
	}

	/**
	 * The add-to-cart button: the cart module's, which its script enhances (the single call
	 * site of Vitrine\CartUi\AddToCartButton on the product page).
	 */
	private function add_to_cart_button( Product $product ): string {
		return AddToCartButton::render_for_form( $product );
	}

	/**
	 * The enabled variations as the variation script reads them. An attribute a variation leaves
	 * empty matches any value.
	 *
	 * @return list<array{variation_id: int, attributes: array<string, string>, price_html: string, availability_html: string, stock_status: string, is_in_stock: bool, is_purchasable: bool, max_qty: int|null, min_qty: int, sku: string, image: array<string, string|int>|null}>
	 */
	public function variations_data( Product $product ): array {
		$now  = time();
		$keys = array_keys( $product->variation_attributes() );
		$list = array();
		foreach ( $this->catalog->products->variations( $product->id ) as $variation ) {
			if ( ! $variation->is_enabled() ) {
				continue;
			}
			$attributes = array();
			foreach ( $keys as $key ) {
				$attributes[ 'attribute_' . $key ] = (string) ( $variation->attributes[ sanitize_key( $key ) ] ?? ( $variation->attributes[ $key ] ?? '' ) );
			}
			$active = $variation->prices->active( $now );
			$image  = $this->images->data( $variation->image_id );
			if ( null !== $image && '' === $image['alt'] ) {
				$image['alt'] = $product->name;
			}
			$list[] = array(
				'variation_id'      => $variation->id,
				'attributes'        => $attributes,
				'price_html'        => $this->catalog->prices->prices_html( $variation->prices->regular, $active, $variation->prices->is_on_sale( $now ) ),
				'availability_html' => $this->stock_html( $variation->stock ),
				'stock_status'      => $variation->stock->status(),
				'is_in_stock'       => Stock::OUT_OF_STOCK !== $variation->stock->status(),
				'is_purchasable'    => null !== $active,
				'max_qty'           => $variation->stock->max_purchase(),
				'min_qty'           => 1,
				'sku'               => $variation->sku,
				'image'             => $image,
			);
		}
		return $list;
	}

	private function variation_selects( Product $product ): string {
		$html = '<div class="vitrine-variations">';
		foreach ( $product->variation_attributes() as $key => $attribute ) {
			$id      = 'vitrine-attribute-' . $product->id . '-' . sanitize_html_class( $key );
			$options = '<option value="">' . esc_html__( 'Choose an option', 'vitrine' ) . '</option>';
			foreach ( $attribute->labelled_options() as $value => $label ) {
				$options .= '<option value="' . esc_attr( sanitize_title( (string) $value ) ) . '">' . esc_html( $label ) . '</option>';
			}
			$html .= sprintf(
				'<div class="vitrine-variations__row"><label for="%1$s">%2$s</label><select id="%1$s" name="%3$s" data-attribute_name="%3$s">%4$s</select></div>',
				esc_attr( $id ),
				esc_html( $attribute->name ),
				esc_attr( 'attribute_' . $key ),
				$options
			);
		}
		$html .= '<button type="button" class="vitrine-variations__reset" hidden>' . esc_html__( 'Clear', 'vitrine' ) . '</button>';
		$html .= '</div>';
		$html .= '<div class="vitrine-single-variation" aria-live="polite" aria-atomic="true"><div class="vitrine-single-variation__price"></div><div class="vitrine-single-variation__availability"></div></div>';
		return $html;
	}

	private function meta_html( Product $product ): string {
		$items = array();
		if ( '' !== $product->sku ) {
			$items[] = '<span class="vitrine-product-meta__sku">' . esc_html__( 'SKU:', 'vitrine' ) . ' <span class="vitrine-product-meta__sku-value">' . esc_html( $product->sku ) . '</span></span>';
		}
		$categories = get_the_term_list( $product->id, ProductPostTypes::CATEGORY, '', ', ' );
		if ( is_string( $categories ) && '' !== $categories ) {
			$count   = count( (array) get_the_terms( $product->id, ProductPostTypes::CATEGORY ) );
			$items[] = '<span class="vitrine-product-meta__categories">' . esc_html( _n( 'Category:', 'Categories:', $count, 'vitrine' ) ) . ' ' . wp_kses_post( $categories ) . '</span>';
		}
		return array() === $items ? '' : '<div class="vitrine-product-meta">' . implode( ' ', $items ) . '</div>';
	}

	/**
	 * The product's tabs in order: description, additional_information, reviews, and any added
	 * through the vitrine_product_tabs filter; a tab without content is left out.
	 *
	 * @return array<string, array{title: string, priority: int, callback: callable(Product): string}>
	 */
	public function tab_list( Product $product ): array {
		$tabs = array();
		$post = get_post( $product->id );
		if ( $post instanceof \WP_Post && '' !== trim( $post->post_content ) ) {
			$tabs['description'] = array(
				'title'    => __( 'Description', 'vitrine' ),
				'priority' => 10,
				'callback' => array( $this, 'description' ),
			);
		}
		if ( array() !== $this->additional_information_rows( $product ) ) {
			$tabs['additional_information'] = array(
				'title'    => __( 'Additional information', 'vitrine' ),
				'priority' => 20,
				'callback' => array( $this, 'additional_information' ),
			);
		}
		/**
		 * Filters the product page's tabs. The reviews module adds "reviews" (priority 30).
		 *
		 * @param array<string, array{title: string, priority: int, callback: callable(Product): string}> $tabs    Tab id to its title, priority and escaped-content callback.
		 * @param Product                                                                                  $product The product.
		 */
		$tabs = (array) apply_filters( 'vitrine_product_tabs', $tabs, $product );
		$tabs = array_filter(
			$tabs,
			static fn ( $tab, $id ): bool => is_array( $tab ) && isset( $tab['title'], $tab['callback'] ) && is_callable( $tab['callback'] ) && 1 === preg_match( '/^[a-z0-9_-]+$/', (string) $id ),
			ARRAY_FILTER_USE_BOTH
		);
		uasort( $tabs, static fn ( array $a, array $b ): int => (int) ( $a['priority'] ?? 50 ) <=> (int) ( $b['priority'] ?? 50 ) );
		/** @var array<string, array{title: string, priority: int, callback: callable(Product): string}> $tabs */
		return $tabs;
	}

	/**
	 * The tab opened when the page loads: reviews on a page of reviews (comment-page-N, cpage=N)
	 * or right after posting one, otherwise the first. The script then follows the address's
	 * hash (#reviews, #tab-reviews, #comment-N, #tab-additional_information), which the server
	 * never sees.
	 *
	 * @param list<string> $tab_ids The tabs, in order.
	 */
	public function initial_tab( array $tab_ids ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: which tab to show.
		$after_review = isset( $_GET['unapproved'] ) || isset( $_GET['moderation-hash'] );
		if ( in_array( 'reviews', $tab_ids, true ) && ( (int) get_query_var( 'cpage' ) > 0 || $after_review ) ) {
			return 'reviews';
		}
		return $tab_ids[0] ?? '';
	}

	/**
	 * The tabs in the WAI-ARIA tabs pattern: a tablist of tabs, each controlling its tabpanel;
	 * exactly one is selected. Escaped.
	 */
	public function tabs( Product $product ): string {
		$this->enqueue();
		$tabs = $this->tab_list( $product );
		if ( array() === $tabs ) {
			return '';
		}
		$active = $this->initial_tab( array_keys( $tabs ) );
		$list   = '';
		$panels = '';
		foreach ( $tabs as $id => $tab ) {
			$selected = $id === $active;
			$list    .= sprintf(
				'<li class="vitrine-tabs__item %1$s_tab" role="presentation"><a id="tab-title-%1$s" class="vitrine-tabs__tab" role="tab" href="#tab-%1$s" aria-controls="tab-%1$s" aria-selected="%2$s" tabindex="%3$s">%4$s</a></li>',
				esc_attr( $id ),
				$selected ? 'true' : 'false',
				$selected ? '0' : '-1',
				esc_html( $tab['title'] )
			);
			$panels  .= sprintf(
				'<div id="tab-%1$s" class="vitrine-tabs__panel vitrine-tabs__panel--%1$s" role="tabpanel" aria-labelledby="tab-title-%1$s" tabindex="0"%2$s>%3$s</div>',
				esc_attr( $id ),
				$selected ? '' : ' hidden',
				(string) call_user_func( $tab['callback'], $product )
			);
		}
		return sprintf(
			'<div class="vitrine-tabs" data-vitrine-tabs><ul class="vitrine-tabs__list" role="tablist" aria-label="%1$s">%2$s</ul>%3$s</div>',
			esc_attr__( 'Product details', 'vitrine' ),
			$list,
			$panels
		);
	}

	/**
	 * The description tab: the product's content. Escaped by WordPress's content filters.
	 */
	public function description( Product $product ): string {
		$post = get_post( $product->id );
		if ( ! $post instanceof \WP_Post ) {
			return '';
		}
		/** This filter is documented in wp-includes/post-template.php */
		$content = (string) apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		return '<h2 class="vitrine-tabs__heading">' . esc_html__( 'Description', 'vitrine' ) . '</h2>' . $content;
	}

	/**
	 * The additional information tab: visible attributes, weight and dimensions. Escaped.
	 */
	public function additional_information( Product $product ): string {
		$rows = '';
		foreach ( $this->additional_information_rows( $product ) as $label => $value ) {
			$rows .= '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		return '<h2 class="vitrine-tabs__heading">' . esc_html__( 'Additional information', 'vitrine' ) . '</h2><table class="vitrine-product-attributes">' . $rows . '</table>';
	}

	/**
	 * Label to text of each line of the additional information tab.
	 *
	 * @return array<string, string>
	 */
	public function additional_information_rows( Product $product ): array {
		$rows = array();
		/**
		 * Filters the unit product weights are given in.
		 *
		 * @param string $unit Default 'kg'.
		 */
		$weight_unit = (string) apply_filters( 'vitrine_weight_unit', 'kg' );
		/**
		 * Filters the unit product dimensions are given in.
		 *
		 * @param string $unit Default 'cm'.
		 */
		$dimension_unit = (string) apply_filters( 'vitrine_dimension_unit', 'cm' );

		if ( null !== $product->dimensions->weight ) {
			$rows[ __( 'Weight', 'vitrine' ) ] = self::number( $product->dimensions->weight ) . ' ' . $weight_unit;
		}
		if ( $product->dimensions->has_size() ) {
			$sizes                                 = array_map(
				static fn ( ?string $size ): string => null === $size ? '–' : self::number( $size ),
				array( $product->dimensions->length, $product->dimensions->width, $product->dimensions->height )
			);
			$rows[ __( 'Dimensions', 'vitrine' ) ] = implode( ' × ', $sizes ) . ' ' . $dimension_unit;
		}
		foreach ( $product->attributes as $attribute ) {
			if ( ! $attribute->visible || array() === $attribute->options ) {
				continue;
			}
			$rows[ $attribute->name ] = implode( ', ', array_values( $attribute->labelled_options() ) );
		}
		return $rows;
	}

	/**
	 * A decimal string in the site's number format, without trailing zeros: "1.50" as "1.5".
	 */
	private static function number( string $value ): string {
		$decimals = str_contains( $value, '.' ) ? strlen( rtrim( substr( $value, (int) strpos( $value, '.' ) + 1 ), '0' ) ) : 0;
		return number_format_i18n( (float) $value, $decimals );
	}
}
