<?php
/**
 * Checks and saves coupons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;

/**
 * The one place that knows a coupon's rules. Fields are typed, named like Coupon's properties:
 *
 *     code (string), description (string), discount_type, amount (decimal string),
 *     expires_at (?int), minimum_spend, maximum_spend (?string), usage_limit,
 *     usage_limit_per_user (?int), individual_use, exclude_sale_items, free_shipping (bool),
 *     product_ids, excluded_product_ids, category_ids, excluded_category_ids (list<int>),
 *     email_restrictions (list<string>), status (a post status, for save() only).
 *
 * validate() checks every field and answers every message at once; save() writes nothing unless
 * validate() found nothing.
 */
final class CouponWriter {

	/** A code is a word or two that shoppers type, not a text. */
	public const MAX_CODE_LENGTH = 100;

	/** Percentages keep up to four decimals (12.5 %, 33.3333 %). */
	public const PERCENT_DECIMALS = 4;

	public function __construct(
		private readonly Settings $settings,
		private readonly CouponRepository $coupons,
	) {
	}

	/**
	 * The fields of a new coupon: a fixed cart discount of 0 with no rules.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'code'                  => '',
			'description'           => '',
			'discount_type'         => Coupon::FIXED_CART,
			'amount'                => '0',
			'expires_at'            => null,
			'minimum_spend'         => null,
			'maximum_spend'         => null,
			'usage_limit'           => null,
			'usage_limit_per_user'  => null,
			'individual_use'        => false,
			'product_ids'           => array(),
			'excluded_product_ids'  => array(),
			'category_ids'          => array(),
			'excluded_category_ids' => array(),
			'exclude_sale_items'    => false,
			'free_shipping'         => false,
			'email_restrictions'    => array(),
		);
	}

	/**
	 * Checks the fields of a coupon.
	 *
	 * @param int                  $id     The coupon being saved, 0 for a new one.
	 * @param array<string, mixed> $fields Fields over defaults().
	 * @return array<string, string> Field to translated message; empty when all is right.
	 */
	public function validate( int $id, array $fields ): array {
		$fields   = array_merge( self::defaults(), $fields );
		$errors   = array();
		$decimals = (int) $this->settings->get( 'price_decimals' );

		$code = trim( (string) $fields['code'] );
		if ( '' === $code ) {
			$errors['code'] = __( 'Enter the code shoppers will type.', 'vitrine' );
		} elseif ( mb_strlen( $code ) > self::MAX_CODE_LENGTH ) {
			/* translators: %d: the most characters a code may have. */
			$errors['code'] = sprintf( __( 'A code has at most %d characters.', 'vitrine' ), self::MAX_CODE_LENGTH );
		} elseif ( sanitize_text_field( $code ) !== $code ) {
			$errors['code'] = __( 'A code cannot hold HTML, line breaks or tabs.', 'vitrine' );
		} elseif ( null !== $this->coupons->code_owner( $code, $id ) ) {
			/* translators: %s: the coupon code. */
			$errors['code'] = sprintf( __( 'Another coupon already has the code "%s". Codes are compared without regard to case: choose another one.', 'vitrine' ), $code );
		}

		$type = (string) $fields['discount_type'];
		if ( ! in_array( $type, Coupon::types(), true ) ) {
			$errors['discount_type'] = __( 'Choose a discount type from the list.', 'vitrine' );
		}

		$amount = (string) $fields['amount'];
		if ( Coupon::PERCENT === $type ) {
			if ( ! Money::is_valid( $amount, self::PERCENT_DECIMALS ) || Money::compare( $amount, '100' ) > 0 ) {
				$errors['amount'] = __( 'Enter a percentage from 0 to 100, such as 10 or 12.5.', 'vitrine' );
			}
		} elseif ( ! self::is_money( $amount, $decimals ) ) {
			$errors['amount'] = self::money_message( $decimals );
		}

		foreach ( array( 'minimum_spend', 'maximum_spend' ) as $key ) {
			if ( null !== $fields[ $key ] && ! self::is_money( (string) $fields[ $key ], $decimals ) ) {
				$errors[ $key ] = self::money_message( $decimals );
			}
		}
		if ( ! isset( $errors['minimum_spend'] ) && ! isset( $errors['maximum_spend'] ) && null !== $fields['minimum_spend'] && null !== $fields['maximum_spend']
			&& Money::compare( (string) $fields['maximum_spend'], (string) $fields['minimum_spend'] ) < 0 ) {
			$errors['maximum_spend'] = __( 'The maximum spend cannot be below the minimum spend.', 'vitrine' );
		}

		foreach ( array( 'usage_limit', 'usage_limit_per_user' ) as $key ) {
			if ( null !== $fields[ $key ] && ( ! is_int( $fields[ $key ] ) || $fields[ $key ] < 1 ) ) {
				$errors[ $key ] = __( 'Enter a whole number of 1 or more, or leave it empty for no limit.', 'vitrine' );
			}
		}

		if ( null !== $fields['expires_at'] && ! is_int( $fields['expires_at'] ) ) {
			$errors['expires_at'] = __( 'Enter a date such as 2030-12-31, or leave it empty.', 'vitrine' );
		}

		foreach ( array( 'product_ids', 'excluded_product_ids' ) as $key ) {
			$missing = array_filter( (array) $fields[ $key ], static fn ( mixed $product ): bool => ! self::is_product( $product ) );
			if ( array() !== $missing ) {
				/* translators: %s: ids separated by commas. */
				$errors[ $key ] = sprintf( __( 'These are not products or variations of the store: %s.', 'vitrine' ), implode( ', ', array_map( 'strval', $missing ) ) );
			}
		}
		$both = array_intersect( (array) $fields['product_ids'], (array) $fields['excluded_product_ids'] );
		if ( array() !== $both && ! isset( $errors['excluded_product_ids'] ) ) {
			/* translators: %s: product ids separated by commas. */
			$errors['excluded_product_ids'] = sprintf( __( 'A product cannot be both allowed and excluded: %s.', 'vitrine' ), implode( ', ', array_map( 'strval', $both ) ) );
		}

		foreach ( array( 'category_ids', 'excluded_category_ids' ) as $key ) {
			$missing = array_filter( (array) $fields[ $key ], static fn ( mixed $term ): bool => ! is_int( $term ) || ! term_exists( $term, ProductPostTypes::CATEGORY ) );
			if ( array() !== $missing ) {
				$errors[ $key ] = __( 'Choose categories from the list: one of them no longer exists.', 'vitrine' );
			}
		}
		if ( array() !== array_intersect( (array) $fields['category_ids'], (array) $fields['excluded_category_ids'] ) && ! isset( $errors['excluded_category_ids'] ) ) {
			$errors['excluded_category_ids'] = __( 'A category cannot be both allowed and excluded.', 'vitrine' );
		}

		$bad_emails = array_filter( (array) $fields['email_restrictions'], static fn ( mixed $email ): bool => ! self::is_email_pattern( (string) $email ) );
		if ( array() !== $bad_emails ) {
			/* translators: %s: the refused entries, separated by commas. */
			$errors['email_restrictions'] = sprintf( __( 'These are not email addresses: %s. Use addresses such as ana@example.org, or *@example.org for a whole domain.', 'vitrine' ), implode( ', ', array_map( 'strval', $bad_emails ) ) );
		}

		return $errors;
	}

	/**
	 * Creates or updates a coupon: the post (title = code, excerpt = description) and its meta.
	 *
	 * @param int                  $id     The coupon, 0 to create one.
	 * @param array<string, mixed> $fields Fields over defaults(), and status ('publish' by default).
	 * @return int The coupon's id.
	 * @throws CouponValidationException When a field is refused; nothing is written then.
	 */
	public function save( int $id, array $fields ): int {
		$errors = $this->validate( $id, $fields );
		if ( array() !== $errors ) {
			throw new CouponValidationException( $errors );
		}
		$fields = array_merge( self::defaults(), $fields );
		/** @var array<string, mixed> $post */
		$post = array(
			'post_type'    => CouponPostType::NAME,
			'post_title'   => trim( (string) $fields['code'] ),
			'post_excerpt' => (string) $fields['description'],
			'post_status'  => (string) ( $fields['status'] ?? 'publish' ),
		);
		if ( $id > 0 ) {
			$post['ID'] = $id;
		}
		$result = $id > 0 ? wp_update_post( wp_slash( $post ), true ) : wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $result ) ) {
			throw new CouponValidationException( array( 'code' => $result->get_error_message() ) );
		}
		$this->save_meta( (int) $result, $fields );
		return (int) $result;
	}

	/**
	 * Writes a coupon's meta (the post itself is saved by the caller). Only for fields that
	 * validate() accepted.
	 *
	 * @param int                  $id     The coupon.
	 * @param array<string, mixed> $fields Fields over defaults().
	 */
	public function save_meta( int $id, array $fields ): void {
		$fields = array_merge( self::defaults(), $fields );
		$values = array(
			CouponMeta::DISCOUNT_TYPE         => (string) $fields['discount_type'],
			CouponMeta::AMOUNT                => (string) $fields['amount'],
			CouponMeta::EXPIRES_AT            => null === $fields['expires_at'] ? null : (string) $fields['expires_at'],
			CouponMeta::MINIMUM_SPEND         => $fields['minimum_spend'],
			CouponMeta::MAXIMUM_SPEND         => $fields['maximum_spend'],
			CouponMeta::USAGE_LIMIT           => null === $fields['usage_limit'] ? null : (string) $fields['usage_limit'],
			CouponMeta::USAGE_LIMIT_PER_USER  => null === $fields['usage_limit_per_user'] ? null : (string) $fields['usage_limit_per_user'],
			CouponMeta::INDIVIDUAL_USE        => $fields['individual_use'] ? 'yes' : 'no',
			CouponMeta::PRODUCT_IDS           => self::id_list( $fields['product_ids'] ),
			CouponMeta::EXCLUDED_PRODUCT_IDS  => self::id_list( $fields['excluded_product_ids'] ),
			CouponMeta::CATEGORY_IDS          => self::id_list( $fields['category_ids'] ),
			CouponMeta::EXCLUDED_CATEGORY_IDS => self::id_list( $fields['excluded_category_ids'] ),
			CouponMeta::EXCLUDE_SALE_ITEMS    => $fields['exclude_sale_items'] ? 'yes' : 'no',
			CouponMeta::FREE_SHIPPING         => $fields['free_shipping'] ? 'yes' : 'no',
			CouponMeta::EMAIL_RESTRICTIONS    => array_values( array_unique( array_map( static fn ( mixed $email ): string => strtolower( trim( (string) $email ) ), (array) $fields['email_restrictions'] ) ) ),
		);
		foreach ( $values as $key => $value ) {
			if ( null === $value ) {
				delete_post_meta( $id, $key );
			} else {
				// update_metadata() unslashes what it is given.
				update_post_meta( $id, $key, wp_slash( $value ) );
			}
		}
	}

	/**
	 * Whether an entry of the allowed emails is an address, '*' standing for any characters.
	 */
	public static function is_email_pattern( string $pattern ): bool {
		$pattern = trim( $pattern );
		return '' !== $pattern && false !== is_email( str_replace( '*', 'x', $pattern ) );
	}

	private static function is_money( string $value, int $decimals ): bool {
		return 0 === $decimals ? 1 === preg_match( '/^\d{1,13}$/', $value ) : Money::is_valid( $value, $decimals );
	}

	private static function money_message( int $decimals ): string {
		if ( 0 === $decimals ) {
			return __( 'Enter a whole amount such as 25, without decimals.', 'vitrine' );
		}
		/* translators: 1: how many decimals the store's prices have, 2: an example amount. */
		return sprintf( _n( 'Enter an amount with at most %1$d decimal, such as %2$s.', 'Enter an amount with at most %1$d decimals, such as %2$s.', $decimals, 'vitrine' ), $decimals, Money::from_minor( 25 * ( 10 ** $decimals ), $decimals ) );
	}

	private static function is_product( mixed $id ): bool {
		if ( ! is_int( $id ) || $id <= 0 ) {
			return false;
		}
		$post = get_post( $id );
		return $post instanceof \WP_Post
			&& in_array( $post->post_type, array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true )
			&& ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true );
	}

	/**
	 * @return list<int>
	 */
	private static function id_list( mixed $ids ): array {
		return array_values( array_unique( array_map( 'intval', (array) $ids ) ) );
	}
}
