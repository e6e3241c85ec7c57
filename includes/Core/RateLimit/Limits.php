<?php
/**
 * The shop's named rate limits.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * The actions a script could repeat without end, each with a default a real shopper never meets
 * (docs/decisions.md, "Abuse limits"). Modules name the limit they count (Limits::COUPON);
 * the Security settings switch each one off or change its count.
 */
final class Limits {

	/** Placing an order (REST, ajax, the form) and paying for an existing one. */
	public const ORDER = 'order';

	/** Applying a coupon code, right or wrong. */
	public const COUPON = 'coupon';

	/** Submitting the registration form. */
	public const REGISTRATION = 'registration';

	/** A failed login. */
	public const LOGIN = 'login';

	/** Submitting a product review. */
	public const REVIEW = 'review';

	/** A guest's add to cart that creates a new cart. */
	public const NEW_CART = 'new_cart';

	/** The review widgets' get_reviews and reviews_embed calls. */
	public const REVIEWS_WIDGET = 'reviews_widget';

	/** A payment a card network declined, counted per client (card testing from one address). */
	public const PAYMENT_FAILURE = 'payment_failure';

	/** A payment declined with one card, counted per card from any address (one card tried from many). */
	public const CARD_FAILURE = 'card_failure';

	private const MINUTE = 60;

	/**
	 * Every limit, by name.
	 *
	 * @return array<string, Limit>
	 */
	public static function all(): array {
		$limits = array(
			new Limit( self::ORDER, __( 'Orders and payments', 'vitrine' ), 10, 10 * self::MINUTE, true, __( 'You have tried to place or pay for too many orders in a short time.', 'vitrine' ) ),
			new Limit( self::COUPON, __( 'Coupon codes tried', 'vitrine' ), 20, 10 * self::MINUTE, true, __( 'You have tried too many coupon codes in a short time.', 'vitrine' ) ),
			new Limit( self::REGISTRATION, __( 'Account registrations', 'vitrine' ), 10, 60 * self::MINUTE, false, __( 'Too many accounts have been registered from your connection in a short time.', 'vitrine' ) ),
			new Limit( self::LOGIN, __( 'Failed logins', 'vitrine' ), 10, 10 * self::MINUTE, false, __( 'Too many failed login attempts from your connection.', 'vitrine' ) ),
			new Limit( self::REVIEW, __( 'Product reviews', 'vitrine' ), 5, 10 * self::MINUTE, true, __( 'You have submitted too many reviews in a short time.', 'vitrine' ) ),
			new Limit( self::NEW_CART, __( 'New carts', 'vitrine' ), 60, self::MINUTE, false, __( 'Too many carts have been created from your connection in a short time.', 'vitrine' ) ),
			new Limit( self::REVIEWS_WIDGET, __( 'Review widget requests', 'vitrine' ), 120, self::MINUTE, false, __( 'Too many requests for reviews from your connection.', 'vitrine' ) ),
			// A shopper who mistypes retries two or three times; a card-testing script tries dozens
			// of cards (docs/decisions.md, "Card-testing protection").
			new Limit( self::PAYMENT_FAILURE, __( 'Declined payments', 'vitrine' ), 5, 60 * self::MINUTE, false, __( 'Too many payments have been declined from your connection, so payments from it are paused.', 'vitrine' ) ),
			new Limit(
				self::CARD_FAILURE,
				__( 'Declined payments with one card', 'vitrine' ),
				3,
				60 * self::MINUTE,
				false,
				__( 'This card has been declined too many times, so payments with it are paused. Please use another card or payment method, or contact your bank.', 'vitrine' ),
				/* translators: %s: a duration such as "1 hour". */
				__( 'How many declines of one card in %s, from any address.', 'vitrine' )
			),
		);
		return array_combine( array_map( static fn ( Limit $limit ): string => $limit->name, $limits ), $limits );
	}
}
