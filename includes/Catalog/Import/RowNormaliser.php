<?php
/**
 * Turns one row of a CSV file into a product or variation, or into its problems.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductValidator;

/**
 * Reads the mapped cells in WooCommerce's conventions (Published 1/0/-1, In stock? 1/0/backorder,
 * dates in the site's time zone, lists split on commas, categories "A > B") and checks them
 * with the catalog's own ProductValidator, so a row is refused here for what the product editor
 * would refuse. Every problem names its row (the record's number, the header being row 0... the
 * first data row is 1), its column and says what is wrong in words. A category or tag the shop
 * lacks is a problem of the row when the user may not create terms of its taxonomy (its
 * manage_terms capability), so that the dry run says so rather than the import creating it.
 *
 * The normalised row:
 * kind (product|variation), id (the file's), sku, parent (the Parent cell), fields (ProductWriter
 * fields of the mapped columns), and, when mapped, categories (list of paths, each a list of
 * names), tags (names), images (URLs) and attributes (list of {name, values, visible, global}).
 */
final class RowNormaliser {

	private const TRUE_VALUES  = array( '1', 'yes', 'true' );
	private const FALSE_VALUES = array( '0', 'no', 'false' );

	public function __construct(
		private readonly ProductValidator $validator,
		private readonly ProductMatcher $matcher,
		private readonly Attributes $attributes,
	) {
	}

	/**
	 * @param list<string>       $cells   The row.
	 * @param list<string>       $mapping The field of each column.
	 * @param list<string>       $header  The file's header (for the problems' column names).
	 * @param int                $row     The row's number.
	 * @param FileIndex          $index   What the whole file holds (SKUs, parents).
	 * @param array<string, int> $created What the import created so far (ProductMatcher).
	 * @return array{item: array<string, mixed>|null, problems: list<array{row: int, column: string, message: string}>}
	 */
	public function normalise( array $cells, array $mapping, array $header, int $row, FileIndex $index, array $created = array() ): array {
		$values  = array();
		$columns = array();
		foreach ( $mapping as $i => $field ) {
			if ( '' !== $field ) {
				$values[ $field ]  = trim( (string) ( $cells[ $i ] ?? '' ) );
				$columns[ $field ] = (string) ( $header[ $i ] ?? $field );
			}
		}
		$problems = array();
		$problem  = static function ( string $field, string $message ) use ( &$problems, $row, $columns ): void {
			$problems[] = array(
				'row'     => $row,
				'column'  => $columns[ $field ] ?? '',
				'message' => $message,
			);
		};
		$fields   = array();

		$kind    = 'product';
		$virtual = null;
		$type    = 'simple';
		if ( isset( $values['type'] ) && '' !== $values['type'] ) {
			$types = array_map( 'strtolower', CsvColumns::split_list( $values['type'] ) );
			$main  = array_values( array_intersect( $types, array( 'simple', 'variable', 'variation' ) ) );
			$other = array_diff( $types, array( 'simple', 'variable', 'variation', 'virtual', 'downloadable' ) );
			if ( count( $main ) !== 1 || array() !== $other ) {
				/* translators: %s: the type found in the file. */
				$problem( 'type', sprintf( __( 'The type %s is not one Vitrine knows: use simple, variable or variation.', 'vitrine' ), $values['type'] ) );
			} else {
				$type = $main[0];
			}
			$virtual = in_array( 'virtual', $types, true );
		} elseif ( '' !== ( $values['parent'] ?? '' ) ) {
			$type = 'variation';
		}
		if ( 'variation' === $type ) {
			$kind = 'variation';
		} else {
			$fields['type'] = $type;
		}
		if ( null !== $virtual ) {
			$fields['virtual'] = $virtual;
		}

		$id = 0;
		if ( '' !== ( $values['id'] ?? '' ) ) {
			if ( 1 !== preg_match( '/^\d{1,20}$/', $values['id'] ) ) {
				$problem( 'id', __( 'The ID must be a whole number.', 'vitrine' ) );
			} else {
				$id = (int) $values['id'];
			}
		}
		$sku = $values['sku'] ?? '';
		if ( '' !== $sku ) {
			$first = $index->first_row_of_sku( $sku );
			if ( null !== $first && $first !== $row ) {
				/* translators: 1: the SKU, 2: the row number where it first appears. */
				$problem( 'sku', sprintf( __( 'The SKU %1$s is already in row %2$d of this file.', 'vitrine' ), $sku, $first ) );
			}
		}
		$target = $this->matcher->find( $id, $sku, 'variation' === $kind, $created );

		$parent = $values['parent'] ?? '';
		if ( 'variation' === $kind ) {
			if ( '' === $parent ) {
				$problem( 'parent', __( 'A variation needs its product in the Parent column (its SKU or id:N).', 'vitrine' ) );
			} elseif ( ! $index->is_variable_parent( $parent ) && ! $this->existing_variable( $parent, $created ) ) {
				/* translators: %s: the Parent cell. */
				$problem( 'parent', sprintf( __( 'The parent %s is no variable product of this file or of the shop.', 'vitrine' ), $parent ) );
			}
		}

		if ( 'product' === $kind && 0 === $target && '' === ( $values['name'] ?? '' ) ) {
			$problem( 'name', __( 'A new product needs a name.', 'vitrine' ) );
		}
		foreach ( array(
			'name'              => 'name',
			'description'       => 'description',
			'short_description' => 'short_description',
		) as $field => $key ) {
			if ( isset( $values[ $field ] ) && 'product' === $kind ) {
				$fields[ $key ] = 'name' === $field ? sanitize_text_field( $values[ $field ] ) : wp_kses_post( str_replace( '\\n', "\n", $values[ $field ] ) );
			}
		}

		if ( isset( $values['published'] ) && '' !== $values['published'] ) {
			$status = match ( strtolower( $values['published'] ) ) {
				'1', 'publish', 'published' => 'publish',
				'0', 'private'              => 'private',
				'-1', 'draft'               => 'draft',
				'pending'                   => 'pending',
				default                     => null,
			};
			if ( null === $status ) {
				$problem( 'published', __( 'Published must be 1 (published), 0 (private) or -1 (draft).', 'vitrine' ) );
			} elseif ( 'variation' === $kind ) {
				$fields['enabled'] = 'publish' === $status;
			} else {
				$fields['status'] = $status;
			}
		}

		foreach ( array( 'regular_price', 'sale_price', 'weight', 'length', 'width', 'height' ) as $field ) {
			if ( isset( $values[ $field ] ) && ( 'product' === $kind || ! in_array( $field, array( 'weight', 'length', 'width', 'height' ), true ) ) ) {
				$fields[ $field ] = $values[ $field ];
			}
		}
		foreach ( array(
			'sale_from' => false,
			'sale_to'   => true,
		) as $field => $end ) {
			if ( ! isset( $values[ $field ] ) ) {
				continue;
			}
			if ( '' === $values[ $field ] ) {
				$fields[ $field ] = '';
				continue;
			}
			$time = self::date( $values[ $field ], $end );
			if ( null === $time ) {
				$problem( $field, __( 'Write the date as YYYY-MM-DD, with an optional time HH:MM:SS.', 'vitrine' ) );
			} else {
				$fields[ $field ] = $time;
			}
		}

		if ( isset( $values['stock'] ) ) {
			$fields['manage_stock'] = '' !== $values['stock'];
			$fields['stock']        = $values['stock'];
		}
		if ( isset( $values['in_stock'] ) && '' !== $values['in_stock'] ) {
			$in_stock = strtolower( $values['in_stock'] );
			$status   = in_array( $in_stock, self::TRUE_VALUES, true ) ? Stock::IN_STOCK : ( in_array( $in_stock, self::FALSE_VALUES, true ) ? Stock::OUT_OF_STOCK : ( in_array( $in_stock, array( 'backorder', 'onbackorder' ), true ) ? Stock::ON_BACKORDER : null ) );
			if ( null === $status ) {
				$problem( 'in_stock', __( 'In stock? must be 1, 0 or backorder.', 'vitrine' ) );
			} else {
				$fields['stock_status'] = $status;
			}
		}
		if ( isset( $values['backorders'] ) && '' !== $values['backorders'] ) {
			$backorders = strtolower( $values['backorders'] );
			$allowed    = in_array( $backorders, self::TRUE_VALUES, true ) ? Stock::BACKORDERS_YES : ( in_array( $backorders, self::FALSE_VALUES, true ) ? Stock::BACKORDERS_NO : ( 'notify' === $backorders ? Stock::BACKORDERS_NOTIFY : null ) );
			if ( null === $allowed ) {
				$problem( 'backorders', __( 'Backorders allowed? must be 1, 0 or notify.', 'vitrine' ) );
			} else {
				$fields['backorders'] = $allowed;
			}
		}
		if ( isset( $values['tax_status'] ) ) {
			$fields['tax_status'] = '' === $values['tax_status'] ? ( 'variation' === $kind ? Variation::PARENT : 'taxable' ) : strtolower( $values['tax_status'] );
		}
		if ( isset( $values['tax_class'] ) ) {
			$fields['tax_class'] = '' === $values['tax_class'] && 'variation' === $kind ? Variation::PARENT : strtolower( $values['tax_class'] );
		}
		if ( isset( $values['position'] ) && '' !== $values['position'] ) {
			if ( 1 !== preg_match( '/^-?\d{1,9}$/', $values['position'] ) ) {
				$problem( 'position', __( 'The position must be a whole number.', 'vitrine' ) );
			} else {
				$fields['menu_order'] = (int) $values['position'];
			}
		}
		if ( '' !== $sku || isset( $values['sku'] ) ) {
			$fields['sku'] = $sku;
		}

		try {
			$this->validator->validate( $fields, $target, 'variation' === $kind );
		} catch ( ProductValidationException $e ) {
			foreach ( $e->errors as $field => $message ) {
				$problem( isset( $columns[ $field ] ) ? $field : ( 'stock_status' === $field ? 'in_stock' : $field ), $message );
			}
		}

		$item = array(
			'kind'   => $kind,
			'id'     => $id,
			'sku'    => $sku,
			'parent' => $parent,
			'fields' => $fields,
		);
		if ( isset( $values['categories'] ) && 'product' === $kind ) {
			$item['categories'] = array_map( static fn ( string $path ): array => array_values( array_filter( array_map( 'trim', explode( '>', $path ) ), static fn ( string $name ): bool => '' !== $name ) ), CsvColumns::split_list( $values['categories'] ) );
			if ( ! self::can_create_terms( ProductPostTypes::CATEGORY ) ) {
				foreach ( $item['categories'] as $path ) {
					if ( null === self::existing_term( $path, ProductPostTypes::CATEGORY ) ) {
						/* translators: %s: the category as the file names it, such as Kitchen > Mugs. */
						$problem( 'categories', sprintf( __( 'Category %s does not exist and you cannot create categories.', 'vitrine' ), implode( ' > ', $path ) ) );
					}
				}
			}
		}
		if ( isset( $values['tags'] ) && 'product' === $kind ) {
			$item['tags'] = CsvColumns::split_list( $values['tags'] );
			if ( ! self::can_create_terms( ProductPostTypes::TAG ) ) {
				foreach ( $item['tags'] as $tag ) {
					if ( null === self::existing_term( array( $tag ), ProductPostTypes::TAG ) ) {
						/* translators: %s: the tag's name. */
						$problem( 'tags', sprintf( __( 'Tag %s does not exist and you cannot create tags.', 'vitrine' ), $tag ) );
					}
				}
			}
		}
		if ( isset( $values['images'] ) ) {
			$urls = CsvColumns::split_list( $values['images'] );
			foreach ( $urls as $url ) {
				if ( ! self::is_image_url( $url ) ) {
					/* translators: %s: the URL found in the file. */
					$problem( 'images', sprintf( __( 'The image address %s is not a web address (http or https).', 'vitrine' ), $url ) );
				}
			}
			$item['images'] = 'variation' === $kind ? array_slice( $urls, 0, 1 ) : $urls;
		}
		$attributes = $this->attributes( $values, $problem, 'product' === $kind && ! current_user_can( ProductPostTypes::TERMS_CAPABILITY ) );
		if ( null !== $attributes ) {
			$item['attributes'] = $attributes;
		}

		return array(
			'item'     => array() === $problems ? $item : null,
			'problems' => $problems,
		);
	}

	/**
	 * Whether the current user may create terms of the taxonomy (its manage_terms capability:
	 * ProductPostTypes::TERM_CAPABILITIES), as ProductRowWriter does for missing ones.
	 */
	private static function can_create_terms( string $taxonomy ): bool {
		$object = get_taxonomy( $taxonomy );
		return false !== $object && current_user_can( (string) $object->cap->manage_terms );
	}

	/**
	 * The id of a path's last term, each under the one before (as ProductRowWriter finds them),
	 * or null when one is missing.
	 *
	 * @param list<string> $path Names from the top.
	 */
	private static function existing_term( array $path, string $taxonomy ): ?int {
		$parent = 0;
		foreach ( $path as $name ) {
			$found = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'name'       => $name,
					'parent'     => $parent,
					'hide_empty' => false,
					'number'     => 1,
					'fields'     => 'ids',
				)
			);
			if ( ! is_array( $found ) || array() === $found ) {
				return null;
			}
			$parent = (int) $found[0];
		}
		return $parent;
	}

	/**
	 * The row's attributes, null when no attribute column is mapped.
	 *
	 * @param array<string, string>          $values      Mapped cells.
	 * @param callable(string, string): void $problem     Reports a problem.
	 * @param bool                           $check_terms Whether global attributes and values the
	 *                                                    shop lacks are problems (the user may not
	 *                                                    create them).
	 * @return list<array{name: string, values: list<string>, visible: bool, global: bool}>|null
	 */
	private function attributes( array $values, callable $problem, bool $check_terms = false ): ?array {
		$numbers = array();
		foreach ( array_keys( $values ) as $field ) {
			if ( 1 === preg_match( '/^attribute:(\d+):/', $field, $m ) ) {
				$numbers[ (int) $m[1] ] = true;
			}
		}
		if ( array() === $numbers ) {
			return null;
		}
		ksort( $numbers );
		$list = array();
		foreach ( array_keys( $numbers ) as $n ) {
			$name  = $values[ 'attribute:' . $n . ':name' ] ?? '';
			$value = $values[ 'attribute:' . $n . ':value' ] ?? '';
			if ( '' === $name ) {
				if ( '' !== $value ) {
					$problem( 'attribute:' . $n . ':name', __( 'An attribute value needs the attribute’s name.', 'vitrine' ) );
				}
				continue;
			}
			$visible   = strtolower( $values[ 'attribute:' . $n . ':visible' ] ?? '1' );
			$global    = strtolower( $values[ 'attribute:' . $n . ':global' ] ?? '0' );
			$attribute = array(
				'name'    => sanitize_text_field( $name ),
				'values'  => array_map( 'sanitize_text_field', CsvColumns::split_list( $value ) ),
				'visible' => ! in_array( $visible, self::FALSE_VALUES, true ),
				'global'  => in_array( $global, self::TRUE_VALUES, true ),
			);
			if ( $check_terms ) {
				$this->check_global_attribute( $n, $attribute, $problem );
			}
			$list[] = $attribute;
		}
		return $list;
	}

	/**
	 * For a user who may not create them: a global attribute, or a value of one, that the shop
	 * lacks is a problem (ProductRowWriter would create it).
	 *
	 * @param int                                                              $n         The attribute's number in the file.
	 * @param array{name: string, values: list<string>, visible: bool, global: bool} $attribute The row's attribute.
	 * @param callable(string, string): void                                     $problem   Reports a problem.
	 */
	private function check_global_attribute( int $n, array $attribute, callable $problem ): void {
		if ( $attribute['global'] ) {
			$global = null;
			foreach ( $this->attributes->all() as $candidate ) {
				if ( 0 === strcasecmp( $candidate->name, $attribute['name'] ) || sanitize_title( $attribute['name'] ) === $candidate->slug ) {
					$global = $candidate;
					break;
				}
			}
			if ( null === $global ) {
				/* translators: %s: the attribute's name, such as Colour. */
				$problem( 'attribute:' . $n . ':name', sprintf( __( 'Attribute %s does not exist and you cannot create attributes.', 'vitrine' ), $attribute['name'] ) );
				return;
			}
			foreach ( $attribute['values'] as $value ) {
				if ( null === self::existing_term( array( $value ), $global->taxonomy() ) ) {
					/* translators: 1: the value, such as Red; 2: the attribute's name, such as Colour. */
					$problem( 'attribute:' . $n . ':value', sprintf( __( '%1$s is not a value of %2$s and you cannot create attribute values.', 'vitrine' ), $value, $global->name ) );
				}
			}
		}
	}

	/**
	 * Whether a Parent cell names a variable product of the shop.
	 *
	 * @param string             $reference The cell.
	 * @param array<string, int> $created   What the import created.
	 */
	private function existing_variable( string $reference, array $created ): bool {
		$id = $this->matcher->parent( $reference, $created );
		return 0 !== $id && 'variable' === get_post_meta( $id, \Vitrine\Catalog\ProductMeta::TYPE, true );
	}

	/**
	 * A date of the file (site time zone) as a UTC timestamp: a day alone starts at 00:00:00, or
	 * ends at 23:59:59 for an end date. Null when it is no date.
	 */
	public static function date( string $value, bool $end ): ?int {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/', $value, $m ) || ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
			return null;
		}
		$time = isset( $m[4] ) ? sprintf( '%02d:%02d:%02d', (int) $m[4], (int) $m[5], (int) ( $m[6] ?? 0 ) ) : ( $end ? '23:59:59' : '00:00:00' );
		if ( (int) ( $m[4] ?? 0 ) > 23 || (int) ( $m[5] ?? 0 ) > 59 || (int) ( $m[6] ?? 0 ) > 59 ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $m[1] . '-' . $m[2] . '-' . $m[3] . ' ' . $time, wp_timezone() );
		return false === $date ? null : $date->getTimestamp();
	}

	public static function is_image_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		return is_array( $parts ) && in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) && '' !== (string) ( $parts['host'] ?? '' ) && false !== filter_var( $url, FILTER_VALIDATE_URL );
	}
}
