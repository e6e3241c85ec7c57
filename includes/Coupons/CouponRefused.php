<?php
/**
 * Why a coupon cannot be used.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * One code per reason, a translated message the shopper reads beside the coupon field, the kind
 * INVALID, and data.coupon (the code). The named constructors hold the messages, so that the
 * validator and the usage store word the same reason the same way. A DomainError, so routes and
 * ajax endpoints answer it as they answer any other refusal.
 */
final class CouponRefused extends DomainError {

	public const EMPTY_CODE             = 'vitrine_coupon_empty';
	public const NOT_FOUND              = 'vitrine_coupon_not_found';
	public const EXPIRED                = 'vitrine_coupon_expired';
	public const MINIMUM_SPEND          = 'vitrine_coupon_minimum_spend';
	public const MAXIMUM_SPEND          = 'vitrine_coupon_maximum_spend';
	public const USAGE_LIMIT            = 'vitrine_coupon_usage_limit';
	public const CUSTOMER_USAGE_LIMIT   = 'vitrine_coupon_customer_usage_limit';
	public const NOT_YOURS              = 'vitrine_coupon_not_yours';
	public const NOT_APPLICABLE         = 'vitrine_coupon_not_applicable';
	public const PRODUCTS_REQUIRED      = 'vitrine_coupon_products_required';
	public const CATEGORIES_REQUIRED    = 'vitrine_coupon_categories_required';
	public const PRODUCTS_OR_CATEGORIES = 'vitrine_coupon_products_or_categories_required';
	public const EXCLUDED_PRODUCTS      = 'vitrine_coupon_excluded_products';
	public const EXCLUDED_CATEGORIES    = 'vitrine_coupon_excluded_categories';
	public const SALE_ITEMS             = 'vitrine_coupon_sale_items';
	public const ALREADY_APPLIED        = 'vitrine_coupon_already_applied';
	public const INDIVIDUAL_USE         = 'vitrine_coupon_individual_use';
	public const INDIVIDUAL_USE_APPLIED = 'vitrine_coupon_individual_use_applied';

	/**
	 * @param string               $error_code  One of the constants.
	 * @param string               $message     Translated message for the shopper.
	 * @param string               $coupon_code The coupon code concerned ('' when none was given).
	 * @param array<string, mixed> $data        Extra data for the client.
	 */
	public function __construct(
		string $error_code,
		string $message,
		public readonly string $coupon_code = '',
		array $data = array(),
	) {
		parent::__construct( $error_code, $message, ErrorKind::INVALID, array_merge( $data, array( 'coupon' => $coupon_code ) ) );
	}

	public static function empty_code(): self {
		return new self( self::EMPTY_CODE, __( 'Please enter a coupon code.', 'vitrine' ) );
	}

	public static function not_found( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::NOT_FOUND, sprintf( __( 'Coupon "%s" does not exist.', 'vitrine' ), $code ), $code );
	}

	public static function expired( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::EXPIRED, sprintf( __( 'Coupon "%s" has expired.', 'vitrine' ), $code ), $code );
	}

	/**
	 * @param string $code    The coupon code.
	 * @param string $minimum The minimum spend, formatted with the currency.
	 */
	public static function minimum_spend( string $code, string $minimum ): self {
		/* translators: 1: the coupon code, 2: the minimum spend with its currency, such as €50.00. */
		return new self( self::MINIMUM_SPEND, sprintf( __( 'The minimum spend for coupon "%1$s" is %2$s.', 'vitrine' ), $code, $minimum ), $code );
	}

	/**
	 * @param string $code    The coupon code.
	 * @param string $maximum The maximum spend, formatted with the currency.
	 */
	public static function maximum_spend( string $code, string $maximum ): self {
		/* translators: 1: the coupon code, 2: the maximum spend with its currency, such as €500.00. */
		return new self( self::MAXIMUM_SPEND, sprintf( __( 'The maximum spend for coupon "%1$s" is %2$s.', 'vitrine' ), $code, $maximum ), $code );
	}

	public static function usage_limit( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::USAGE_LIMIT, sprintf( __( 'Usage limit for coupon "%s" has been reached.', 'vitrine' ), $code ), $code );
	}

	/**
	 * The customer (by account or by billing email) has used the coupon as often as it allows.
	 * Answered exactly as an email the coupon is not for (same code, same message): anyone may
	 * type an email at checkout, and a distinct answer would tell that this email has used the
	 * coupon. CUSTOMER_USAGE_LIMIT stays for extensions that named it, but is no longer sent.
	 *
	 * @param string $code The coupon code.
	 */
	public static function customer_usage_limit( string $code ): self {
		return self::not_yours( $code, true );
	}

	/**
	 * The coupon is not for this customer's email. The message names no email: neither which
	 * ones the coupon is for nor whether this one has used it.
	 *
	 * @param string $code       The coupon code.
	 * @param bool   $email_known Whether the shopper has given a billing email yet.
	 */
	public static function not_yours( string $code, bool $email_known ): self {
		$message = $email_known
			/* translators: %s: the coupon code. */
			? sprintf( __( 'Please enter a valid email to use coupon code "%s".', 'vitrine' ), $code )
			/* translators: %s: the coupon code. */
			: sprintf( __( 'Please enter a valid email at checkout to use coupon code "%s".', 'vitrine' ), $code );
		return new self( self::NOT_YOURS, $message, $code );
	}

	public static function not_applicable( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::NOT_APPLICABLE, sprintf( __( 'Sorry, coupon "%s" is not applicable to your cart contents.', 'vitrine' ), $code ), $code );
	}

	/**
	 * No line of the cart is one the coupon is only for. Names what it is for: its products
	 * (PRODUCTS_REQUIRED), its categories (CATEGORIES_REQUIRED), either (PRODUCTS_OR_CATEGORIES);
	 * NOT_APPLICABLE when none of them exists any more.
	 *
	 * @param string       $code       The coupon code.
	 * @param list<string> $products   The names of the products it is only for.
	 * @param list<string> $categories The names of the categories it is only for.
	 */
	public static function only_for( string $code, array $products, array $categories ): self {
		$products   = self::names( $products );
		$categories = self::names( $categories );
		if ( array() !== $products && array() !== $categories ) {
			return new self(
				self::PRODUCTS_OR_CATEGORIES,
				sprintf(
					/* translators: 1: the coupon code, 2: product names separated by commas, 3: category names separated by commas. */
					__( 'Sorry, coupon "%1$s" is valid only for the products %2$s and for products in the categories %3$s.', 'vitrine' ),
					$code,
					self::join( $products ),
					self::join( $categories )
				),
				$code
			);
		}
		if ( array() !== $products ) {
			return new self(
				self::PRODUCTS_REQUIRED,
				sprintf(
					/* translators: 1: the coupon code, 2: product names separated by commas. */
					_n( 'Sorry, coupon "%1$s" is valid only for the product %2$s.', 'Sorry, coupon "%1$s" is valid only for the products %2$s.', count( $products ), 'vitrine' ),
					$code,
					self::join( $products )
				),
				$code
			);
		}
		if ( array() !== $categories ) {
			return new self(
				self::CATEGORIES_REQUIRED,
				sprintf(
					/* translators: 1: the coupon code, 2: category names separated by commas. */
					_n( 'Sorry, coupon "%1$s" is valid only for products in the category %2$s.', 'Sorry, coupon "%1$s" is valid only for products in the categories %2$s.', count( $categories ), 'vitrine' ),
					$code,
					self::join( $categories )
				),
				$code
			);
		}
		return self::not_applicable( $code );
	}

	/**
	 * Every line the coupon could take is in one of its excluded categories.
	 *
	 * @param string       $code  The coupon code.
	 * @param list<string> $names The excluded categories the cart's products are in.
	 */
	public static function excluded_categories( string $code, array $names ): self {
		$names   = self::names( $names );
		$message = array() === $names
			/* translators: %s: the coupon code. */
			? sprintf( __( 'Sorry, coupon "%s" is not valid for the categories of the products in your cart.', 'vitrine' ), $code )
			: sprintf(
				/* translators: 1: the coupon code, 2: category names separated by commas. */
				_n( 'Sorry, coupon "%1$s" is not valid for products in the category %2$s.', 'Sorry, coupon "%1$s" is not valid for products in the categories %2$s.', count( $names ), 'vitrine' ),
				$code,
				self::join( $names )
			);
		return new self( self::EXCLUDED_CATEGORIES, $message, $code );
	}

	/**
	 * @param list<string> $names Names, maybe repeated or empty.
	 * @return list<string>
	 */
	private static function names( array $names ): array {
		return array_values( array_unique( array_filter( $names, static fn ( string $name ): bool => '' !== $name ) ) );
	}

	/**
	 * @param list<string> $names Names.
	 */
	private static function join( array $names ): string {
		return implode( _x( ', ', 'list separator', 'vitrine' ), $names );
	}

	/**
	 * @param string       $code  The coupon code.
	 * @param list<string> $names The excluded products in the cart, when their names are known.
	 */
	public static function excluded_products( string $code, array $names ): self {
		$names   = self::names( $names );
		$message = array() === $names
			/* translators: %s: the coupon code. */
			? sprintf( __( 'Sorry, coupon "%s" is not applicable to the products in your cart.', 'vitrine' ), $code )
			: sprintf(
				/* translators: 1: the coupon code, 2: product names separated by commas. */
				_n( 'Sorry, coupon "%1$s" is not valid for the product %2$s.', 'Sorry, coupon "%1$s" is not valid for the products %2$s.', count( $names ), 'vitrine' ),
				$code,
				self::join( $names )
			);
		return new self( self::EXCLUDED_PRODUCTS, $message, $code );
	}

	public static function sale_items( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::SALE_ITEMS, sprintf( __( 'Sorry, coupon "%s" is not valid for sale items.', 'vitrine' ), $code ), $code );
	}

	public static function already_applied( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::ALREADY_APPLIED, sprintf( __( 'Coupon code "%s" already applied!', 'vitrine' ), $code ), $code );
	}

	/**
	 * This coupon is individual-use and others are applied.
	 */
	public static function individual_use( string $code ): self {
		/* translators: %s: the coupon code. */
		return new self( self::INDIVIDUAL_USE, sprintf( __( 'Sorry, coupon "%s" cannot be used in conjunction with other coupons. Remove the other coupons to use it.', 'vitrine' ), $code ), $code );
	}

	/**
	 * An applied coupon is individual-use.
	 *
	 * @param string $code    The coupon being applied.
	 * @param string $applied The individual-use coupon already applied.
	 */
	public static function individual_use_applied( string $code, string $applied ): self {
		return new self(
			self::INDIVIDUAL_USE_APPLIED,
			/* translators: %s: the code of the coupon already applied. */
			sprintf( __( 'Sorry, coupon "%s" has already been applied and cannot be used in conjunction with other coupons.', 'vitrine' ), $applied ),
			$code,
			array( 'applied' => $applied )
		);
	}
}
