<?php
/**
 * The "Coupon data" form: its state, and the writer fields it submits.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons\Admin;

use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponValidationException;
use Vitrine\Coupons\CouponWriter;

/**
 * The form's state is what the browser submits, all strings (lists of strings for the
 * categories): code, description, discount_type, amount, expiry_date (Y-m-d in the site's
 * timezone), minimum_spend, maximum_spend, usage_limit, usage_limit_per_user, individual_use,
 * exclude_sale_items, free_shipping ('yes' or ''), product_ids and excluded_product_ids (product
 * ids, SKUs or exact product names, separated by commas or new lines), category_ids and
 * excluded_category_ids (term ids), email_restrictions (separated by commas or new lines).
 *
 * The same state is built from a saved coupon (to render the form) and from a submission (to
 * save it, or to refill the form after a refusal), so that what the merchant typed is never lost.
 * parse() turns a state into CouponWriter fields and checks everything, the writer's own rules
 * included, before anything is written. Messages are keyed by the field's HTML id.
 */
final class CouponForm {

	public const ID_PREFIX = 'vitrine-coupon-';

	private const TEXT_KEYS = array( 'description', 'discount_type', 'amount', 'expiry_date', 'minimum_spend', 'maximum_spend', 'usage_limit', 'usage_limit_per_user', 'individual_use', 'exclude_sale_items', 'free_shipping', 'product_ids', 'excluded_product_ids', 'email_restrictions' );

	public function __construct(
		private readonly CouponWriter $writer,
		private readonly LookupTable $lookup,
	) {
	}

	/**
	 * The HTML id of a field.
	 */
	public static function field_id( string $key ): string {
		return self::ID_PREFIX . $key;
	}

	/**
	 * The state of a saved coupon's form, or of a new one's.
	 *
	 * @return array<string, mixed>
	 */
	public function state_from_coupon( ?Coupon $coupon, string $title = '' ): array {
		if ( null === $coupon ) {
			$state = array_fill_keys( self::TEXT_KEYS, '' );
			return array_merge(
				$state,
				array(
					'code'                  => $title,
					'discount_type'         => Coupon::FIXED_CART,
					'category_ids'          => array(),
					'excluded_category_ids' => array(),
				)
			);
		}
		$number = static fn ( ?int $value ): string => null === $value ? '' : (string) $value;
		return array(
			'code'                  => '' !== $title ? $title : $coupon->code,
			'description'           => $coupon->description,
			'discount_type'         => $coupon->discount_type,
			'amount'                => $coupon->amount,
			'expiry_date'           => null === $coupon->expires_at ? '' : wp_date( 'Y-m-d', $coupon->expires_at - 1 ),
			'minimum_spend'         => (string) $coupon->minimum_spend,
			'maximum_spend'         => (string) $coupon->maximum_spend,
			'usage_limit'           => $number( $coupon->usage_limit ),
			'usage_limit_per_user'  => $number( $coupon->usage_limit_per_user ),
			'individual_use'        => $coupon->individual_use ? 'yes' : '',
			'exclude_sale_items'    => $coupon->exclude_sale_items ? 'yes' : '',
			'free_shipping'         => $coupon->free_shipping ? 'yes' : '',
			'product_ids'           => implode( ', ', $coupon->product_ids ),
			'excluded_product_ids'  => implode( ', ', $coupon->excluded_product_ids ),
			'category_ids'          => array_map( 'strval', $coupon->category_ids ),
			'excluded_category_ids' => array_map( 'strval', $coupon->excluded_category_ids ),
			'email_restrictions'    => implode( ', ', $coupon->email_restrictions ),
		);
	}

	/**
	 * The state of a submitted form.
	 *
	 * @param array<string, mixed> $request The request's fields, unslashed.
	 * @return array<string, mixed>
	 */
	public function state_from_request( array $request ): array {
		$coupon = is_array( $request['vitrine_coupon'] ?? null ) ? $request['vitrine_coupon'] : array();
		// The code is kept as typed (only made valid UTF-8), so that the message can say what is wrong with it.
		$state = array( 'code' => is_scalar( $coupon['code'] ?? null ) ? trim( wp_check_invalid_utf8( (string) $coupon['code'] ) ) : '' );
		foreach ( self::TEXT_KEYS as $key ) {
			$value         = $coupon[ $key ] ?? '';
			$state[ $key ] = is_scalar( $value ) ? ( in_array( $key, array( 'description', 'product_ids', 'excluded_product_ids', 'email_restrictions' ), true ) ? sanitize_textarea_field( (string) $value ) : sanitize_text_field( (string) $value ) ) : '';
		}
		foreach ( array( 'category_ids', 'excluded_category_ids' ) as $key ) {
			$ids           = is_array( $coupon[ $key ] ?? null ) ? $coupon[ $key ] : array();
			$state[ $key ] = array_values( array_map( static fn ( mixed $id ): string => is_scalar( $id ) ? (string) absint( $id ) : '0', $ids ) );
		}
		return $state;
	}

	/**
	 * Checks a submitted state and turns it into what CouponWriter saves.
	 *
	 * @param int                  $coupon_id The coupon.
	 * @param array<string, mixed> $state     A state from state_from_request().
	 * @return array<string, mixed> Writer fields.
	 * @throws CouponValidationException With one message per refused field, keyed by the field's
	 *                                   HTML id; nothing may be written then.
	 */
	public function parse( int $coupon_id, array $state ): array {
		$errors = array();
		$text   = static fn ( string $key ): string => trim( (string) ( $state[ $key ] ?? '' ) );

		$fields = array(
			'code'                  => $text( 'code' ),
			'description'           => $text( 'description' ),
			'discount_type'         => $text( 'discount_type' ),
			'amount'                => '' === $text( 'amount' ) ? '0' : $text( 'amount' ),
			'expires_at'            => $this->parse_date( $text( 'expiry_date' ), $errors ),
			'minimum_spend'         => '' === $text( 'minimum_spend' ) ? null : $text( 'minimum_spend' ),
			'maximum_spend'         => '' === $text( 'maximum_spend' ) ? null : $text( 'maximum_spend' ),
			'usage_limit'           => $this->parse_limit( 'usage_limit', $text( 'usage_limit' ), $errors ),
			'usage_limit_per_user'  => $this->parse_limit( 'usage_limit_per_user', $text( 'usage_limit_per_user' ), $errors ),
			'individual_use'        => 'yes' === $text( 'individual_use' ),
			'exclude_sale_items'    => 'yes' === $text( 'exclude_sale_items' ),
			'free_shipping'         => 'yes' === $text( 'free_shipping' ),
			'product_ids'           => $this->parse_products( 'product_ids', $text( 'product_ids' ), $errors ),
			'excluded_product_ids'  => $this->parse_products( 'excluded_product_ids', $text( 'excluded_product_ids' ), $errors ),
			'category_ids'          => self::term_ids( $state['category_ids'] ?? array() ),
			'excluded_category_ids' => self::term_ids( $state['excluded_category_ids'] ?? array() ),
			'email_restrictions'    => self::split( $text( 'email_restrictions' ) ),
		);

		foreach ( $this->writer->validate( $coupon_id, $fields ) as $key => $message ) {
			$id = self::field_id( 'expires_at' === $key ? 'expiry_date' : $key );
			if ( ! isset( $errors[ $id ] ) ) {
				$errors[ $id ] = $message;
			}
		}
		if ( array() !== $errors ) {
			throw new CouponValidationException( $errors );
		}
		return $fields;
	}

	/**
	 * A label for each field id, for the error summary.
	 */
	public function label_for( string $field_id ): string {
		$key = str_starts_with( $field_id, self::ID_PREFIX ) ? substr( $field_id, strlen( self::ID_PREFIX ) ) : '';
		return self::labels()[ $key ] ?? __( 'Coupon data', 'vitrine' );
	}

	/**
	 * Labels of the fields, by state key.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'code'                  => __( 'Coupon code', 'vitrine' ),
			'description'           => __( 'Description', 'vitrine' ),
			'discount_type'         => __( 'Discount type', 'vitrine' ),
			'amount'                => __( 'Coupon amount', 'vitrine' ),
			'expiry_date'           => __( 'Expiry date', 'vitrine' ),
			'free_shipping'         => __( 'Allow free shipping', 'vitrine' ),
			'minimum_spend'         => __( 'Minimum spend', 'vitrine' ),
			'maximum_spend'         => __( 'Maximum spend', 'vitrine' ),
			'individual_use'        => __( 'Individual use only', 'vitrine' ),
			'exclude_sale_items'    => __( 'Exclude sale items', 'vitrine' ),
			'product_ids'           => __( 'Products', 'vitrine' ),
			'excluded_product_ids'  => __( 'Exclude products', 'vitrine' ),
			'category_ids'          => __( 'Product categories', 'vitrine' ),
			'excluded_category_ids' => __( 'Exclude categories', 'vitrine' ),
			'email_restrictions'    => __( 'Allowed emails', 'vitrine' ),
			'usage_limit'           => __( 'Usage limit per coupon', 'vitrine' ),
			'usage_limit_per_user'  => __( 'Usage limit per user', 'vitrine' ),
		);
	}

	/**
	 * The labels of the discount types.
	 *
	 * @return array<string, string>
	 */
	public static function type_labels(): array {
		return array(
			Coupon::PERCENT       => __( 'Percentage discount', 'vitrine' ),
			Coupon::FIXED_CART    => __( 'Fixed cart discount', 'vitrine' ),
			Coupon::FIXED_PRODUCT => __( 'Fixed product discount', 'vitrine' ),
		);
	}

	/**
	 * An expiry date: the coupon can be used through the whole day, in the site's timezone, and
	 * expires at midnight after it.
	 *
	 * @param string                $value  Y-m-d or ''.
	 * @param array<string, string> $errors Messages, by field id.
	 */
	private function parse_date( string $value, array &$errors ): ?int {
		if ( '' === $value ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, wp_timezone() );
		if ( false === $date || $date->format( 'Y-m-d' ) !== $value ) {
			$errors[ self::field_id( 'expiry_date' ) ] = __( 'Enter a date such as 2030-12-31, or leave it empty.', 'vitrine' );
			return null;
		}
		return $date->modify( '+1 day' )->getTimestamp();
	}

	/**
	 * A usage limit: empty for none, else a whole number (CouponWriter checks that it is at least 1).
	 *
	 * @param string                $key    The field.
	 * @param string                $value  As typed.
	 * @param array<string, string> $errors Messages, by field id.
	 * @return int|null
	 */
	private function parse_limit( string $key, string $value, array &$errors ): ?int {
		if ( '' === $value ) {
			return null;
		}
		if ( 1 !== preg_match( '/^\d{1,9}$/', $value ) ) {
			$errors[ self::field_id( $key ) ] = __( 'Enter a whole number of 1 or more, or leave it empty for no limit.', 'vitrine' );
			return null;
		}
		return (int) $value;
	}

	/**
	 * Product ids, SKUs or exact product names to ids. Ids that are not products are left for
	 * CouponWriter to refuse by number; a SKU or name that matches nothing (or several products)
	 * is refused here.
	 *
	 * @param string                $key    The field.
	 * @param string                $value  As typed.
	 * @param array<string, string> $errors Messages, by field id.
	 * @return list<int>
	 */
	private function parse_products( string $key, string $value, array &$errors ): array {
		$ids       = array();
		$unknown   = array();
		$ambiguous = array();
		foreach ( self::split( $value ) as $token ) {
			if ( 1 === preg_match( '/^#?(\d{1,19})$/', $token, $match ) ) {
				$ids[] = (int) $match[1];
				continue;
			}
			$owner = $this->lookup->sku_owner( $token );
			if ( null !== $owner ) {
				$ids[] = $owner;
				continue;
			}
			$named = self::products_named( $token );
			if ( 1 === count( $named ) ) {
				$ids[] = $named[0];
			} elseif ( array() === $named ) {
				$unknown[] = $token;
			} else {
				$ambiguous[] = $token;
			}
		}
		$messages = array();
		if ( array() !== $unknown ) {
			/* translators: %s: what the merchant typed, separated by commas. */
			$messages[] = sprintf( __( 'No product has this id, SKU or name: %s.', 'vitrine' ), implode( ', ', $unknown ) );
		}
		if ( array() !== $ambiguous ) {
			/* translators: %s: product names, separated by commas. */
			$messages[] = sprintf( __( 'Several products are called %s: enter the id or the SKU of the one you mean.', 'vitrine' ), implode( ', ', $ambiguous ) );
		}
		if ( array() !== $messages ) {
			$errors[ self::field_id( $key ) ] = implode( ' ', $messages );
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Products (not variations) whose title is exactly this, trash and unsaved drafts left out.
	 *
	 * @return list<int>
	 */
	private static function products_named( string $name ): array {
		$ids = get_posts(
			array(
				'post_type'        => ProductPostTypes::PRODUCT,
				'post_status'      => array( 'publish', 'future', 'draft', 'pending', 'private' ),
				'title'            => $name,
				'fields'           => 'ids',
				'posts_per_page'   => 2,
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * @param mixed $ids Submitted term ids.
	 * @return list<int>
	 */
	private static function term_ids( mixed $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', is_array( $ids ) ? $ids : array() ), static fn ( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * A list typed with commas or new lines.
	 *
	 * @return list<string>
	 */
	private static function split( string $value ): array {
		return array_values( array_filter( array_map( 'trim', (array) preg_split( '/[,\n\r]+/', $value ) ), static fn ( string $part ): bool => '' !== $part ) );
	}
}
