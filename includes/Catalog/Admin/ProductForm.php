<?php
/**
 * The "Product data" form: its state, and the writer fields it submits.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\ProductAttribute;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductValidator;
use Vitrine\Core\Input;

/**
 * The form's state is the shape the browser submits, all strings:
 *
 *     product     type, regular_price, sale_price, sale_from, sale_to (Y-m-d in the site's timezone),
 *                 sku, manage_stock, stock, backorders, stock_status, weight, length, width, height,
 *                 virtual, downloadable ('yes' or ''), downloads (list of {name, file}),
 *                 gallery_ids ('12,13'), tax_status (taxable, shipping, none), tax_class (a class
 *                 slug, or standard for the standard class, whose slug is '')
 *     attributes  row index => {taxonomy ('' for a custom one), name, terms (term slugs), values
 *                 ('S | M | L'), visible, variation}
 *     variations  row key ('v12' for a saved one, 'n1' for a new one) => {id, enabled,
 *                 attributes (attribute row index => value, '' for any), regular_price,
 *                 sale_price, sku, manage_stock, stock, low_stock ('' for the product's),
 *                 stock_status, image_id, tax_status and
 *                 tax_class (as the product's, or parent for "same as the product")}
 *     removed     ids of saved variations the merchant removed
 *
 * The same state is built from a saved product (to render the form) and from a submission (to
 * save it, or to refill the form after a refusal), so that what the merchant typed is never lost.
 * A tax field missing from a submission ('') leaves the saved value alone.
 * parse() turns a state into ProductWriter fields and checks everything, the writer's own rules
 * included, before anything is written.
 */
final class ProductForm {

	/** Attribute and value lengths: a name is a label, not a text. */
	private const MAX_NAME = 200;

	/** The form's value for the standard tax class, whose slug is ''. */
	public const STANDARD_TAX_CLASS = 'standard';

	public function __construct(
		private readonly ProductValidator $validator,
		private readonly Attributes $attributes,
	) {
	}

	/**
	 * The state of a saved product's form.
	 *
	 * @param Product         $product    The product.
	 * @param list<Variation> $variations Its variations.
	 * @return array<string, mixed> The form state (see the class comment).
	 */
	public function state_from_product( Product $product, array $variations ): array {
		$prices = $product->prices;
		$state  = array(
			'product'    => array(
				'type'          => $product->type,
				'regular_price' => (string) $prices->regular,
				'sale_price'    => (string) $prices->sale,
				'sale_from'     => null !== $prices->sale_from ? wp_date( 'Y-m-d', $prices->sale_from ) : '',
				'sale_to'       => null !== $prices->sale_to ? wp_date( 'Y-m-d', $prices->sale_to ) : '',
				'sku'           => $product->sku,
				'manage_stock'  => $product->stock->managed ? 'yes' : '',
				'stock'         => null !== $product->stock->quantity ? (string) $product->stock->quantity : '',
				'backorders'    => $product->stock->backorders,
				'low_stock'     => (string) get_post_meta( $product->id, ProductMeta::LOW_STOCK, true ),
				'stock_status'  => $product->stock->status,
				'weight'        => (string) $product->dimensions->weight,
				'length'        => (string) $product->dimensions->length,
				'width'         => (string) $product->dimensions->width,
				'height'        => (string) $product->dimensions->height,
				'virtual'       => $product->virtual ? 'yes' : '',
				'downloadable'  => $product->downloadable ? 'yes' : '',
				'downloads'     => $product->downloads,
				'gallery_ids'   => implode( ',', $product->gallery_ids ),
				'tax_status'    => $product->tax_status,
				'tax_class'     => self::tax_class_value( $product->tax_class ),
			),
			'attributes' => array(),
			'variations' => array(),
			'removed'    => array(),
		);

		$row_of_key = array();
		foreach ( $product->attributes as $index => $attribute ) {
			$state['attributes'][ (string) $index ] = array(
				'taxonomy'  => $attribute->taxonomy,
				'name'      => $attribute->name,
				'terms'     => '' !== $attribute->taxonomy ? $attribute->options : array(),
				'values'    => '' === $attribute->taxonomy ? implode( ' | ', $attribute->options ) : '',
				'visible'   => $attribute->visible ? 'yes' : '',
				'variation' => $attribute->variation ? 'yes' : '',
			);
			$row_of_key[ $attribute->key() ]        = array( (string) $index, $attribute );
		}

		foreach ( $variations as $variation ) {
			$chosen = array();
			foreach ( $variation->attributes as $key => $value ) {
				if ( ! isset( $row_of_key[ $key ] ) ) {
					continue;
				}
				list( $index, $attribute ) = $row_of_key[ $key ];
				$chosen[ $index ]          = self::option_for_stored_value( $attribute, $value );
			}
			$state['variations'][ 'v' . $variation->id ] = array(
				'id'            => (string) $variation->id,
				'enabled'       => $variation->is_enabled() ? 'yes' : '',
				'attributes'    => $chosen,
				'regular_price' => (string) $variation->prices->regular,
				'sale_price'    => (string) $variation->prices->sale,
				'sku'           => $variation->sku,
				'manage_stock'  => $variation->stock->managed ? 'yes' : '',
				'stock'         => null !== $variation->stock->quantity ? (string) $variation->stock->quantity : '',
				'low_stock'     => (string) get_post_meta( $variation->id, ProductMeta::LOW_STOCK, true ),
				'stock_status'  => $variation->stock->status,
				'image_id'      => $variation->image_id > 0 ? (string) $variation->image_id : '',
				'tax_status'    => $variation->tax_status,
				'tax_class'     => self::tax_class_value( $variation->tax_class ),
			);
		}
		return $state;
	}

	/**
	 * The state of a submitted form, every value a plain string (or a list of them).
	 *
	 * @param array<string, mixed> $request The request's fields, unslashed.
	 * @return array<string, mixed> The form state (see the class comment).
	 */
	public function state_from_request( array $request ): array {
		$product = self::map( $request['vitrine_product'] ?? array() );
		$state   = array(
			'product'    => array(),
			'attributes' => array(),
			'variations' => array(),
			'removed'    => array(),
		);
		foreach ( array( 'type', 'regular_price', 'sale_price', 'sale_from', 'sale_to', 'sku', 'manage_stock', 'stock', 'backorders', 'low_stock', 'stock_status', 'weight', 'length', 'width', 'height', 'virtual', 'downloadable', 'gallery_ids', 'tax_status', 'tax_class' ) as $key ) {
			$state['product'][ $key ] = Input::text( $product[ $key ] ?? '' );
		}
		$downloads = array();
		foreach ( self::map( $product['downloads'] ?? array() ) as $row ) {
			$row         = self::map( $row );
			$downloads[] = array(
				'name' => Input::text( $row['name'] ?? '' ),
				'file' => Input::text( $row['file'] ?? '' ),
			);
		}
		$state['product']['downloads'] = $downloads;

		foreach ( self::map( $request['vitrine_attributes'] ?? array() ) as $index => $row ) {
			$row = self::map( $row );
			$state['attributes'][ self::row_key( (string) $index ) ] = array(
				'taxonomy'  => sanitize_key( Input::text( $row['taxonomy'] ?? '' ) ),
				'name'      => Input::text( $row['name'] ?? '' ),
				'terms'     => array_values( array_map( array( Input::class, 'text' ), self::map( $row['terms'] ?? array() ) ) ),
				'values'    => Input::text( $row['values'] ?? '' ),
				'visible'   => Input::text( $row['visible'] ?? '' ),
				'variation' => Input::text( $row['variation'] ?? '' ),
			);
		}

		foreach ( self::map( $request['vitrine_variations'] ?? array() ) as $key => $row ) {
			$row    = self::map( $row );
			$chosen = array();
			foreach ( self::map( $row['attributes'] ?? array() ) as $index => $value ) {
				$chosen[ self::row_key( (string) $index ) ] = Input::text( $value );
			}
			$variation = array(
				'id'         => (string) absint( Input::text( $row['id'] ?? '0' ) ),
				'attributes' => $chosen,
			);
			foreach ( array( 'enabled', 'regular_price', 'sale_price', 'sku', 'manage_stock', 'stock', 'low_stock', 'stock_status', 'image_id', 'tax_status', 'tax_class' ) as $field ) {
				$variation[ $field ] = Input::text( $row[ $field ] ?? '' );
			}
			$state['variations'][ self::row_key( (string) $key ) ] = $variation;
		}

		foreach ( self::map( $request['vitrine_removed_variations'] ?? array() ) as $id ) {
			$id = absint( Input::text( $id ) );
			if ( $id > 0 ) {
				$state['removed'][] = $id;
			}
		}
		return $state;
	}

	/**
	 * Checks a submitted state and turns it into what ProductWriter saves.
	 *
	 * @param int                  $product_id The product.
	 * @param array<string, mixed> $state      A state from state_from_request().
	 * @return array{product: array<string, mixed>, variations: list<array{id: int, key: string, fields: array<string, mixed>, stale_keys: list<string>}>, removed: list<int>}
	 * @throws ProductValidationException With one message per refused field, keyed by the field's
	 *                                    HTML id; nothing may be written then.
	 */
	public function parse( int $product_id, array $state ): array {
		$errors  = array();
		$product = (array) $state['product'];
		$type    = (string) $product['type'];

		$fields = array(
			'type'         => $type,
			'sku'          => trim( (string) $product['sku'] ),
			'manage_stock' => 'yes' === $product['manage_stock'],
			'stock_status' => (string) $product['stock_status'],
			'virtual'      => 'yes' === $product['virtual'],
			'downloadable' => 'yes' === $product['downloadable'],
		);
		foreach ( array( 'weight', 'length', 'width', 'height' ) as $key ) {
			$fields[ $key ] = trim( (string) $product[ $key ] );
		}
		if ( $fields['manage_stock'] ) {
			// Left alone while stock is not managed, so switching management off keeps the count.
			$fields['stock']      = trim( (string) $product['stock'] );
			$fields['backorders'] = (string) $product['backorders'];
			$fields['low_stock']  = trim( (string) ( $product['low_stock'] ?? '' ) );
		}

		if ( Product::TYPE_VARIABLE === $type ) {
			// A variable product's prices are its variations'; clear any a simple product had.
			$fields += array(
				'regular_price' => '',
				'sale_price'    => '',
				'sale_from'     => null,
				'sale_to'       => null,
			);
		} else {
			$fields['regular_price'] = trim( (string) $product['regular_price'] );
			$fields['sale_price']    = trim( (string) $product['sale_price'] );
			$fields['sale_from']     = $this->parse_date( (string) $product['sale_from'], false, 'vitrine-product-sale_from', $errors );
			$fields['sale_to']       = $this->parse_date( (string) $product['sale_to'], true, 'vitrine-product-sale_to', $errors );
		}

		$fields['downloads']   = $this->parse_downloads( (array) $product['downloads'], $errors );
		$fields['gallery_ids'] = $this->parse_gallery( (string) $product['gallery_ids'], $errors );

		list( $attributes, $keys_by_row ) = $this->parse_attributes( (array) $state['attributes'], $errors );
		$fields['attributes']             = $attributes;
		$fields                          += self::tax_fields( $product );

		$this->collect( $fields, $product_id, 'vitrine-product-', $errors );

		$variations = array();
		$skus       = '' !== $fields['sku'] ? array( strtolower( $fields['sku'] ) => true ) : array();
		if ( Product::TYPE_VARIABLE === $type ) {
			$position = 0;
			foreach ( (array) $state['variations'] as $key => $row ) {
				++$position;
				$variations[] = $this->parse_variation( $product_id, (string) $key, (array) $row, $position, $attributes, $keys_by_row, $skus, $errors );
			}
		}

		$removed = array();
		foreach ( (array) $state['removed'] as $id ) {
			if ( self::is_variation_of( (int) $id, $product_id ) ) {
				$removed[] = (int) $id;
			}
		}

		if ( array() !== $errors ) {
			throw new ProductValidationException( $errors );
		}
		return array(
			'product'    => $fields,
			'variations' => $variations,
			'removed'    => $removed,
		);
	}

	/**
	 * A human label for each field id parse() may refuse, for the error summary.
	 *
	 * @param string               $field_id The field's HTML id.
	 * @param array<string, mixed> $state    The form state the message is about.
	 */
	public function label_for( string $field_id, array $state ): string {
		$labels = self::product_labels();
		if ( str_starts_with( $field_id, 'vitrine-product-' ) ) {
			return $labels[ substr( $field_id, strlen( 'vitrine-product-' ) ) ] ?? __( 'Product data', 'vitrine' );
		}
		if ( 1 === preg_match( '/^vitrine-attribute-([a-z0-9_]+)-/', $field_id, $match ) ) {
			$row  = (array) ( $state['attributes'][ $match[1] ] ?? array() );
			$name = (string) ( $row['name'] ?? '' );
			/* translators: %s: the attribute's name, such as Colour. */
			return '' !== $name ? sprintf( __( 'Attribute “%s”', 'vitrine' ), $name ) : __( 'Attribute', 'vitrine' );
		}
		if ( 1 === preg_match( '/^vitrine-variation-([a-z0-9_]+)-([a-z_]+)$/', $field_id, $match ) ) {
			$position = array_search( $match[1], array_map( 'strval', array_keys( (array) $state['variations'] ) ), true );
			$field    = self::variation_labels()[ $match[2] ] ?? __( 'Variation', 'vitrine' );
			/* translators: 1: the variation's position (1, 2, ...), 2: the field's label, such as Sale price. */
			return sprintf( __( 'Variation %1$d: %2$s', 'vitrine' ), false === $position ? 0 : $position + 1, $field );
		}
		return __( 'Product data', 'vitrine' );
	}

	/**
	 * Labels of the product fields, by field name.
	 *
	 * @return array<string, string>
	 */
	public static function product_labels(): array {
		return array(
			'type'          => __( 'Product type', 'vitrine' ),
			'regular_price' => __( 'Regular price', 'vitrine' ),
			'sale_price'    => __( 'Sale price', 'vitrine' ),
			'sale_from'     => __( 'Sale starts', 'vitrine' ),
			'sale_to'       => __( 'Sale ends', 'vitrine' ),
			'sku'           => __( 'SKU', 'vitrine' ),
			'manage_stock'  => __( 'Manage stock', 'vitrine' ),
			'stock'         => __( 'Stock quantity', 'vitrine' ),
			'backorders'    => __( 'Allow backorders', 'vitrine' ),
			'low_stock'     => __( 'Low stock threshold', 'vitrine' ),
			'stock_status'  => __( 'Stock status', 'vitrine' ),
			'weight'        => __( 'Weight', 'vitrine' ),
			'length'        => __( 'Length', 'vitrine' ),
			'width'         => __( 'Width', 'vitrine' ),
			'height'        => __( 'Height', 'vitrine' ),
			'virtual'       => __( 'Virtual', 'vitrine' ),
			'downloadable'  => __( 'Downloadable', 'vitrine' ),
			'downloads'     => __( 'Downloadable files', 'vitrine' ),
			'gallery_ids'   => __( 'Product gallery', 'vitrine' ),
			'tax_status'    => __( 'Tax status', 'vitrine' ),
			'tax_class'     => __( 'Tax class', 'vitrine' ),
		);
	}

	/**
	 * Labels of the variation fields, by field name.
	 *
	 * @return array<string, string>
	 */
	public static function variation_labels(): array {
		return array(
			'attributes'    => __( 'Attributes', 'vitrine' ),
			'regular_price' => __( 'Regular price', 'vitrine' ),
			'sale_price'    => __( 'Sale price', 'vitrine' ),
			'sku'           => __( 'SKU', 'vitrine' ),
			'stock'         => __( 'Stock quantity', 'vitrine' ),
			'low_stock'     => __( 'Low stock threshold', 'vitrine' ),
			'stock_status'  => __( 'Stock status', 'vitrine' ),
			'image_id'      => __( 'Image', 'vitrine' ),
			'tax_status'    => __( 'Tax status', 'vitrine' ),
			'tax_class'     => __( 'Tax class', 'vitrine' ),
			'id'            => __( 'Variation', 'vitrine' ),
		);
	}

	/**
	 * The choices of each attribute used for variations, for the variations' selects.
	 *
	 * @param array<string, mixed> $state A form state.
	 * @return array<string, array{name: string, options: array<string, string>}> Attribute row index to
	 *                                                                            its name and value => label.
	 */
	public function variation_choices( array $state ): array {
		$choices = array();
		foreach ( (array) $state['attributes'] as $index => $row ) {
			$row = (array) $row;
			if ( 'yes' !== ( $row['variation'] ?? '' ) ) {
				continue;
			}
			$options  = array();
			$taxonomy = (string) ( $row['taxonomy'] ?? '' );
			$name     = (string) ( $row['name'] ?? '' );
			if ( '' !== $taxonomy ) {
				foreach ( (array) ( $row['terms'] ?? array() ) as $slug ) {
					$term                      = get_term_by( 'slug', (string) $slug, $taxonomy );
					$options[ (string) $slug ] = $term instanceof \WP_Term ? $term->name : (string) $slug;
				}
				$global = $this->attributes->find( substr( $taxonomy, strlen( GlobalAttribute::TAXONOMY_PREFIX ) ) );
				$name   = null !== $global ? $global->name : $name;
			} else {
				foreach ( self::split_values( (string) ( $row['values'] ?? '' ) ) as $value ) {
					$options[ $value ] = $value;
				}
			}
			$choices[ (string) $index ] = array(
				'name'    => $name,
				'options' => $options,
			);
		}
		return $choices;
	}

	/**
	 * Custom attribute values: separated by |, trimmed, blanks and repeats left out.
	 *
	 * @return list<string>
	 */
	public static function split_values( string $values ): array {
		$list = array();
		foreach ( explode( '|', $values ) as $value ) {
			$value = trim( $value );
			if ( '' !== $value && ! in_array( $value, $list, true ) ) {
				$list[] = $value;
			}
		}
		return $list;
	}

	/**
	 * Runs the catalog's own rules on a set of fields and files their messages under HTML ids.
	 *
	 * @param array<string, mixed>  $fields Writer fields.
	 * @param int                   $id     The product or variation, 0 for a new one.
	 * @param string                $prefix HTML id prefix of the fields.
	 * @param array<string, string> $errors Messages so far, by field id.
	 * @param bool                  $variation Whether the fields are a variation's.
	 */
	private function collect( array $fields, int $id, string $prefix, array &$errors, bool $variation = false ): void {
		try {
			$this->validator->validate( $fields, $id, $variation );
		} catch ( ProductValidationException $e ) {
			foreach ( $e->errors as $field => $message ) {
				$errors[ $prefix . $field ] ??= $message;
			}
		}
	}

	/**
	 * A date field (Y-m-d in the site's timezone) to a UTC timestamp: the start of the day, or
	 * the last second of it for an end date.
	 *
	 * @param string                $value  The date typed.
	 * @param bool                  $end    Whether this is the day the sale ends.
	 * @param string                $id     The field's HTML id.
	 * @param array<string, string> $errors Messages so far, by field id.
	 */
	private function parse_date( string $value, bool $end, string $id, array &$errors ): ?int {
		$value = trim( $value );
		if ( '' === $value ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, wp_timezone() );
		if ( false === $date || $date->format( 'Y-m-d' ) !== $value ) {
			$errors[ $id ] = __( 'Enter a date as YYYY-MM-DD, such as 2026-03-31.', 'vitrine' );
			return null;
		}
		return ( $end ? $date->setTime( 23, 59, 59 ) : $date )->getTimestamp();
	}

	/**
	 * @param array<int|string, mixed> $rows   Download rows.
	 * @param array<string, string>    $errors Messages so far, by field id.
	 * @return list<array{name: string, file: string}>
	 */
	private function parse_downloads( array $rows, array &$errors ): array {
		$downloads = array();
		foreach ( $rows as $row ) {
			$name = trim( (string) ( $row['name'] ?? '' ) );
			$file = trim( (string) ( $row['file'] ?? '' ) );
			if ( '' === $name && '' === $file ) {
				continue;
			}
			$scheme = (string) wp_parse_url( $file, PHP_URL_SCHEME );
			if ( '' === $file || false === filter_var( $file, FILTER_VALIDATE_URL ) || ! in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) ) {
				/* translators: %s: the file's name as the merchant typed it. */
				$errors['vitrine-product-downloads'] = '' !== $name ? sprintf( __( 'Enter the web address (https://…) of the file “%s”.', 'vitrine' ), $name ) : __( 'Enter the web address (https://…) of each file.', 'vitrine' );
				continue;
			}
			$downloads[] = array(
				'name' => '' !== $name ? $name : wp_basename( (string) wp_parse_url( $file, PHP_URL_PATH ) ),
				'file' => esc_url_raw( $file, array( 'http', 'https' ) ),
			);
		}
		return $downloads;
	}

	/**
	 * @param string                $ids    Comma-separated attachment ids.
	 * @param array<string, string> $errors Messages so far, by field id.
	 * @return list<int>
	 */
	private function parse_gallery( string $ids, array &$errors ): array {
		$gallery = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', $ids ) ), static fn ( string $id ): bool => '' !== $id ) as $id ) {
			if ( ! ctype_digit( $id ) || ! wp_attachment_is_image( (int) $id ) ) {
				$errors['vitrine-product-gallery_ids'] = __( 'The gallery holds something that is not an image of the media library. Remove it and choose the images again.', 'vitrine' );
				continue;
			}
			$gallery[] = (int) $id;
		}
		return array_values( array_unique( $gallery ) );
	}

	/**
	 * @param array<int|string, mixed> $rows   Attribute rows by row index.
	 * @param array<string, string>    $errors Messages so far, by field id.
	 * @return array{0: list<ProductAttribute>, 1: array<string, ProductAttribute>} The attributes, and
	 *                                                                             those used for variations by row index.
	 */
	private function parse_attributes( array $rows, array &$errors ): array {
		$attributes = array();
		$by_row     = array();
		$seen       = array();
		foreach ( $rows as $index => $row ) {
			$row      = (array) $row;
			$id       = 'vitrine-attribute-' . $index;
			$taxonomy = (string) $row['taxonomy'];
			if ( '' !== $taxonomy ) {
				$global = str_starts_with( $taxonomy, GlobalAttribute::TAXONOMY_PREFIX ) ? $this->attributes->find( substr( $taxonomy, strlen( GlobalAttribute::TAXONOMY_PREFIX ) ) ) : null;
				if ( null === $global ) {
					$errors[ $id . '-name' ] = __( 'This attribute no longer exists. Remove it from the product.', 'vitrine' );
					continue;
				}
				$name    = $global->name;
				$options = array();
				foreach ( (array) $row['terms'] as $slug ) {
					if ( get_term_by( 'slug', (string) $slug, $taxonomy ) instanceof \WP_Term ) {
						$options[] = (string) $slug;
					} else {
						/* translators: %s: the attribute's name, such as Colour. */
						$errors[ $id . '-terms' ] = sprintf( __( 'A value chosen for %s no longer exists. Choose its values again.', 'vitrine' ), $name );
					}
				}
				if ( array() === $options && ! isset( $errors[ $id . '-terms' ] ) ) {
					/* translators: %s: the attribute's name, such as Colour. */
					$errors[ $id . '-terms' ] = sprintf( __( 'Choose at least one value of %s.', 'vitrine' ), $name );
				}
			} else {
				$name = trim( (string) $row['name'] );
				if ( '' === $name ) {
					$errors[ $id . '-name' ] = __( 'Enter the attribute’s name, such as Material.', 'vitrine' );
					continue;
				}
				if ( mb_strlen( $name ) > self::MAX_NAME ) {
					/* translators: %d: the most characters allowed. */
					$errors[ $id . '-name' ] = sprintf( __( 'An attribute name has at most %d characters.', 'vitrine' ), self::MAX_NAME );
					continue;
				}
				$options = self::split_values( (string) $row['values'] );
				if ( array() === $options ) {
					/* translators: %s: the attribute's name, such as Material. */
					$errors[ $id . '-values' ] = sprintf( __( 'Enter at least one value of %s, separating values with |.', 'vitrine' ), $name );
				}
			}
			$attribute = new ProductAttribute( $name, $taxonomy, $options, 'yes' === $row['visible'], 'yes' === $row['variation'] );
			$key       = $attribute->key();
			if ( '' === $key || isset( $seen[ $key ] ) ) {
				/* translators: %s: the attribute's name, such as Colour. */
				$errors[ $id . '-name' ] = sprintf( __( 'The product already has an attribute %s.', 'vitrine' ), $name );
				continue;
			}
			$seen[ $key ] = true;
			$attributes[] = $attribute;
			if ( $attribute->variation ) {
				$by_row[ (string) $index ] = $attribute;
			}
		}
		return array( $attributes, $by_row );
	}

	/**
	 * One variation row to writer fields.
	 *
	 * @param int                             $product_id  The product.
	 * @param string                          $key         The row key.
	 * @param array<string, mixed>            $row         The row.
	 * @param int                             $position    1 for the first row.
	 * @param list<ProductAttribute>          $attributes  The product's attributes.
	 * @param array<string, ProductAttribute> $keys_by_row Attributes used for variations, by row index.
	 * @param array<string, true>             $skus        SKUs already used in this form, lower case.
	 * @param array<string, string>           $errors      Messages so far, by field id.
	 * @return array{id: int, key: string, fields: array<string, mixed>, stale_keys: list<string>}
	 */
	private function parse_variation( int $product_id, string $key, array $row, int $position, array $attributes, array $keys_by_row, array &$skus, array &$errors ): array {
		$prefix = 'vitrine-variation-' . $key . '-';
		$id     = (int) $row['id'];
		if ( 0 !== $id && ! self::is_variation_of( $id, $product_id ) ) {
			$errors[ $prefix . 'id' ] = __( 'This variation belongs to another product. Reload the page.', 'vitrine' );
			$id                       = 0;
		}

		$chosen = array();
		foreach ( $keys_by_row as $index => $attribute ) {
			$value = trim( (string) ( $row['attributes'][ $index ] ?? '' ) );
			if ( '' !== $value && ! in_array( $value, $attribute->options, true ) ) {
				/* translators: %s: the attribute's name, such as Colour. */
				$errors[ $prefix . 'attributes' ] = sprintf( __( 'Choose a value of %s that the product offers.', 'vitrine' ), $attribute->name );
			}
			$chosen[ $attribute->key() ] = $value;
		}

		$fields = array(
			'enabled'       => 'yes' === $row['enabled'],
			'menu_order'    => $position,
			'attributes'    => $chosen,
			'regular_price' => trim( (string) $row['regular_price'] ),
			'sale_price'    => trim( (string) $row['sale_price'] ),
			'sku'           => trim( (string) $row['sku'] ),
			'manage_stock'  => 'yes' === $row['manage_stock'],
			'stock_status'  => (string) $row['stock_status'],
		);
		if ( $fields['manage_stock'] ) {
			$fields['stock']     = trim( (string) $row['stock'] );
			$fields['low_stock'] = trim( (string) ( $row['low_stock'] ?? '' ) );
		}
		$fields += self::tax_fields( $row );
		$image   = trim( (string) $row['image_id'] );
		if ( '' === $image || '0' === $image ) {
			$fields['image_id'] = 0;
		} elseif ( ctype_digit( $image ) && wp_attachment_is_image( (int) $image ) ) {
			$fields['image_id'] = (int) $image;
		} else {
			$errors[ $prefix . 'image_id' ] = __( 'Choose an image of the media library.', 'vitrine' );
		}

		$sku = strtolower( $fields['sku'] );
		if ( '' !== $sku && isset( $skus[ $sku ] ) ) {
			/* translators: %s: the SKU. */
			$errors[ $prefix . 'sku' ] = sprintf( __( 'The SKU %s is used twice in this product. Give each variation its own.', 'vitrine' ), $fields['sku'] );
		} elseif ( '' !== $sku ) {
			$skus[ $sku ] = true;
		}

		$this->collect( $fields, $id, $prefix, $errors, true );

		$stale = array();
		if ( 0 !== $id ) {
			$current = array();
			foreach ( $attributes as $attribute ) {
				if ( $attribute->variation ) {
					$current[] = sanitize_key( $attribute->key() );
				}
			}
			foreach ( array_keys( (array) get_post_meta( $id ) ) as $meta_key ) {
				$meta_key = (string) $meta_key;
				if ( str_starts_with( $meta_key, ProductMeta::ATTRIBUTE_PREFIX ) ) {
					$attribute_key = substr( $meta_key, strlen( ProductMeta::ATTRIBUTE_PREFIX ) );
					if ( ! in_array( $attribute_key, $current, true ) ) {
						$stale[] = $attribute_key;
					}
				}
			}
		}

		return array(
			'id'         => $id,
			'key'        => $key,
			'fields'     => $fields,
			'stale_keys' => $stale,
		);
	}

	/**
	 * A tax class slug as the form's select names it: standard for the standard class ('').
	 */
	public static function tax_class_value( string $slug ): string {
		return '' === $slug ? self::STANDARD_TAX_CLASS : $slug;
	}

	/**
	 * The tax fields of a product or variation row, for the writer: only those submitted, the
	 * form's "standard" turned back into the standard class's slug ''.
	 *
	 * @param array<string, mixed> $row The product's or a variation's state.
	 * @return array<string, string>
	 */
	private static function tax_fields( array $row ): array {
		$fields = array();
		$status = trim( (string) ( $row['tax_status'] ?? '' ) );
		if ( '' !== $status ) {
			$fields['tax_status'] = $status;
		}
		$class = trim( (string) ( $row['tax_class'] ?? '' ) );
		if ( '' !== $class ) {
			$fields['tax_class'] = self::STANDARD_TAX_CLASS === $class ? '' : $class;
		}
		return $fields;
	}

	/**
	 * The option of an attribute that a variation's stored value (a term slug, or a custom value
	 * through sanitize_title) stands for.
	 */
	private static function option_for_stored_value( ProductAttribute $attribute, string $value ): string {
		if ( '' === $value || '' !== $attribute->taxonomy ) {
			return $value;
		}
		foreach ( $attribute->options as $option ) {
			if ( sanitize_title( $option ) === $value || $option === $value ) {
				return $option;
			}
		}
		return $value;
	}

	private static function is_variation_of( int $id, int $product_id ): bool {
		$post = get_post( $id );
		return $post instanceof \WP_Post && ProductPostTypes::VARIATION === $post->post_type && (int) $post->post_parent === $product_id;
	}

	/**
	 * A submitted map, or an empty one for anything else.
	 *
	 * @return array<int|string, mixed>
	 */
	private static function map( mixed $value ): array {
		return is_array( $value ) ? $value : array();
	}

	/**
	 * Row keys and indexes become parts of HTML ids and field names: letters, digits and _ only.
	 */
	private static function row_key( string $key ): string {
		return substr( (string) preg_replace( '/[^a-z0-9_]/', '', strtolower( $key ) ), 0, 40 );
	}
}
