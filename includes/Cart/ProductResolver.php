<?php
/**
 * Decides what a shopper may put in the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * Turns a product id, a variation id and chosen attribute values into a Purchasable, from the
 * catalog as it is now: the server, never the browser, decides what exists and what it costs.
 * Only published products can be bought (not drafts, pending, private or scheduled ones), and a
 * password-protected one only by a visitor who entered its password; every route (ajax, REST,
 * forms) and every cart read goes through here.
 */
final class ProductResolver {

	public function __construct( private readonly ProductRepository $products ) {
	}

	/**
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, 0 to find it from the chosen values.
	 * @param array<string, string> $chosen       Attribute key to chosen value, as sent.
	 * @throws CartError When the product cannot be bought in that form.
	 */
	public function resolve( int $product_id, int $variation_id = 0, array $chosen = array() ): Purchasable {
		$product = $product_id > 0 ? $this->products->find( $product_id ) : null;
		if ( null === $product || 'publish' !== $product->status ) {
			// Drafts, private and trashed products are answered like missing ones: their existence is not the shopper's business.
			throw new CartError( 'vitrine_cart_unknown_product', __( 'Sorry, this product does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		if ( post_password_required( $product->id ) ) {
			// Like its page, a password-protected product is for those who entered the password.
			throw new CartError(
				'vitrine_cart_product_protected',
				/* translators: %s: product name. */
				sprintf( __( '“%s” is password protected: enter its password on the product page before adding it to your cart.', 'vitrine' ), $product->name ),
				ErrorKind::FORBIDDEN,
				array( 'product_url' => $product->permalink() )
			);
		}
		if ( ! $product->is_variable() ) {
			if ( 0 !== $variation_id ) {
				throw $this->invalid_combination( $product );
			}
			return $this->purchasable( $product, null, array() );
		}

		$wanted = $this->normalize( $product, $chosen );
		if ( 0 !== $variation_id ) {
			$variation = $this->products->find_variation( $variation_id );
			if ( null === $variation || $variation->parent_id !== $product->id || ! $variation->is_enabled() ) {
				throw $this->invalid_combination( $product );
			}
		} else {
			if ( array_diff_key( $product->variation_attributes(), $wanted ) ) {
				throw $this->choose_options( $product );
			}
			$variation = $this->products->resolve_variation( $product->id, $wanted );
			if ( null === $variation ) {
				throw $this->invalid_combination( $product );
			}
		}
		return $this->purchasable( $product, $variation, $this->chosen_values( $product, $variation, $wanted ) );
	}

	/**
	 * Reads the posts and meta of every product and variation the lines (and the given extra
	 * ids) stand for, in one query each, so that resolving them one by one afterwards costs no
	 * query per line (docs/decisions.md, "Queries of the cart calls"). Only what is not in the
	 * object cache yet is read, and a product's edit clears its cache as WordPress does, so
	 * prices and stock are as fresh as without it. When a line has chosen values, the products'
	 * terms come too (one query, and one for the terms themselves): a global attribute's value
	 * is named by its term (Purchasable::name()).
	 *
	 * @param array<CartLine> $lines The cart's lines.
	 * @param int             ...$ids Other product or variation ids (the one being added).
	 */
	public function prime( array $lines, int ...$ids ): void {
		$products    = array();
		$with_values = false;
		foreach ( $lines as $line ) {
			$products[]  = $line->product_id;
			$ids[]       = $line->product_id;
			$ids[]       = $line->variation_id;
			$with_values = $with_values || array() !== $line->attributes;
		}
		$ids = array_values( array_unique( array_filter( $ids, static fn ( int $id ): bool => $id > 0 ) ) );
		if ( array() !== $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		if ( $with_values ) {
			// Every line's product, as the totals want their categories and shipping classes too.
			update_object_term_cache( array_values( array_unique( $products ) ), ProductPostTypes::PRODUCT );
		}
	}

	/**
	 * The Purchasable a stored line stands for now, or null when it can no longer be bought
	 * (unpublished, variation disabled, no price any more).
	 */
	public function for_line( CartLine $line ): ?Purchasable {
		try {
			return $this->resolve( $line->product_id, $line->variation_id, $line->attributes );
		} catch ( DomainError ) {
			return null;
		}
	}

	/**
	 * Every variation attribute's value: the variation's own, or for an "any" attribute the
	 * shopper's choice, which must be one of the product's options.
	 *
	 * @param Product               $product   The product.
	 * @param Variation             $variation The variation.
	 * @param array<string, string> $wanted    Chosen values.
	 * @return array<string, string>
	 * @throws CartError When a value is missing or does not belong to the variation.
	 */
	private function chosen_values( Product $product, Variation $variation, array $wanted ): array {
		$attributes = $product->variation_attributes();
		$values     = array();
		foreach ( $variation->attributes as $key => $value ) {
			$picked = $wanted[ $key ] ?? '';
			if ( '' !== $value ) {
				if ( '' !== $picked && $picked !== $value ) {
					throw $this->invalid_combination( $product );
				}
				$values[ $key ] = $value;
				continue;
			}
			if ( '' === $picked ) {
				throw $this->choose_options( $product );
			}
			if ( isset( $attributes[ $key ] ) && ! in_array( $picked, array_map( 'sanitize_title', $attributes[ $key ]->options ), true ) ) {
				throw $this->invalid_combination( $product );
			}
			$values[ $key ] = $picked;
		}
		ksort( $values );
		return $values;
	}

	/**
	 * The chosen values of the product's variation attributes, in the form variations store
	 * them (keys as meta keys, values as slugs). Keys may carry the attribute_ prefix of form
	 * fields; anything that is not one of the product's variation attributes is ignored.
	 *
	 * @param Product               $product The product.
	 * @param array<string, string> $chosen  As sent.
	 * @return array<string, string>
	 */
	private function normalize( Product $product, array $chosen ): array {
		$wanted = array();
		foreach ( $chosen as $key => $value ) {
			$key   = sanitize_key( (string) $key );
			$key   = str_starts_with( $key, 'attribute_' ) ? substr( $key, strlen( 'attribute_' ) ) : $key;
			$value = sanitize_title( (string) $value );
			if ( '' !== $value && isset( $product->variation_attributes()[ $key ] ) ) {
				$wanted[ $key ] = $value;
			}
		}
		return $wanted;
	}

	/**
	 * @param Product               $product    The product.
	 * @param Variation|null        $variation  The variation.
	 * @param array<string, string> $attributes Chosen values.
	 * @throws CartError When there is no price to pay.
	 */
	private function purchasable( Product $product, ?Variation $variation, array $attributes ): Purchasable {
		$prices = null === $variation ? $product->prices : $variation->prices;
		$price  = $prices->active( time() );
		if ( null === $price ) {
			throw new CartError(
				'vitrine_cart_not_purchasable',
				__( 'Sorry, this product cannot be purchased.', 'vitrine' ),
				ErrorKind::INVALID,
				array( 'product_url' => $product->permalink() )
			);
		}
		return new Purchasable( $product, $variation, $attributes, $price );
	}

	private function invalid_combination( Product $product ): CartError {
		return new CartError(
			'vitrine_cart_invalid_variation',
			__( 'Sorry, this product is unavailable. Please choose a different combination.', 'vitrine' ),
			ErrorKind::INVALID,
			array( 'product_url' => $product->permalink() )
		);
	}

	private function choose_options( Product $product ): CartError {
		return new CartError(
			'vitrine_cart_choose_options',
			/* translators: %s: product name. */
			sprintf( __( 'Please choose the options of “%s” before adding it to your cart.', 'vitrine' ), $product->name ),
			ErrorKind::INVALID,
			array( 'product_url' => $product->permalink() )
		);
	}
}
