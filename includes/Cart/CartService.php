<?php
/**
 * The visitor's cart: read it, add, change and remove lines, merge a guest cart on login.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;

/**
 * Every change locks the cart's row, checks what is asked against the catalog as it is now
 * (existence, variation, price, stock, counting what the cart already holds) and writes the
 * whole cart back in one statement, or changes nothing and throws a CartError with a code,
 * a translated message and a kind. The ajax endpoints and the REST routes both call this.
 */
final class CartService {

	/**
	 * The most units one line may hold, so that totals stay far from integer overflow.
	 */
	public const MAX_QUANTITY = 1000000;

	/** The refusal of place_order() when lines could no longer be bought (they were removed). */
	public const ITEMS_UNAVAILABLE = 'vitrine_cart_items_unavailable';

	/**
	 * A choice that changes nothing writes nothing when the cart's expiry was pushed back less
	 * than this many seconds ago (set_choices()): every write pushes it back by the cart's lifetime.
	 */
	private const EXPIRY_REFRESHED_WITHIN = 3600;

	/**
	 * The visitor's cart as this request last read it without a lock, and whose it was (the
	 * customer id or the guest token); forgotten when the row is locked for a change.
	 *
	 * @var array{owner: string, cart: StoredCart}|null
	 */
	private ?array $last_read = null;

	public function __construct(
		private readonly CartStore $store,
		private readonly CartSession $session,
		private readonly ProductResolver $resolver,
		private readonly PriceFormatter $prices,
		private readonly RateLimiter $limits,
	) {
	}

	/**
	 * The current visitor's cart; empty when there is none. Reading never creates a row.
	 */
	public function get(): CartSnapshot {
		try {
			$cart = $this->visitors_cart( false );
		} catch ( CartStoreException $e ) {
			throw $this->unavailable( $e );
		}
		return null === $cart || $cart->is_expired( time() ) ? new CartSnapshot() : $this->snapshot( $cart );
	}

	/**
	 * Adds a product, or more of it when the cart has that line already.
	 *
	 * @param int                   $product_id   The product.
	 * @param int                   $quantity     How many to add, at least 1.
	 * @param int                   $variation_id The variation of a variable product, or 0 to
	 *                                            find it from the attributes.
	 * @param array<string, string> $attributes   Attribute key (with or without attribute_) to chosen value.
	 * @return CartItem The line, with its new quantity.
	 * @throws CartError   When it cannot be added; nothing was changed.
	 * @throws RateLimited When it would make a guest's cart and this address made too many lately.
	 */
	public function add_item( int $product_id, int $quantity, int $variation_id = 0, array $attributes = array() ): CartItem {
		list( $cart, $key ) = $this->add_line( $product_id, $quantity, $variation_id, $attributes );
		return $cart->item( $key ) ?? throw new \LogicException( 'The line just added is not in the cart.' );
	}

	/**
	 * Like add_item(), and answers the whole cart after the change: what the cart's ajax
	 * endpoint and REST route show, without reading the cart again.
	 *
	 * @param int                   $product_id   The product.
	 * @param int                   $quantity     How many to add, at least 1.
	 * @param int                   $variation_id The variation, or 0 to find it from the attributes.
	 * @param array<string, string> $attributes   Attribute key to chosen value.
	 * @throws CartError   When it cannot be added; nothing was changed.
	 * @throws RateLimited When it would make a guest's cart and this address made too many lately.
	 */
	public function add( int $product_id, int $quantity, int $variation_id = 0, array $attributes = array() ): CartSnapshot {
		return $this->add_line( $product_id, $quantity, $variation_id, $attributes )[0];
	}

	/**
	 * The product is resolved inside the change, once the cart's lines are known, so that it
	 * and every line's product are read together (ProductResolver::prime()).
	 *
	 * @param int                   $product_id   The product.
	 * @param int                   $quantity     How many to add.
	 * @param int                   $variation_id The variation, or 0.
	 * @param array<string, string> $attributes   Chosen values.
	 * @return array{0: CartSnapshot, 1: string} The cart after the change, and the line's key.
	 * @throws CartError   When it cannot be added; nothing was changed.
	 * @throws RateLimited When it would make a guest's cart and this address made too many lately.
	 */
	private function add_line( int $product_id, int $quantity, int $variation_id, array $attributes ): array {
		$this->check_quantity( $quantity );
		$key  = '';
		$edit = function ( array $lines ) use ( $product_id, $variation_id, $attributes, $quantity, &$key ): array {
			$this->resolver->prime( $lines, $product_id, $variation_id );
			$purchasable = $this->resolver->resolve( $product_id, $variation_id, $attributes );
			$key         = $purchasable->line_key();
			$in_line     = isset( $lines[ $key ] ) ? $lines[ $key ]->quantity : 0;
			$this->check_quantity( $in_line + $quantity );
			$this->check_stock( $purchasable, $lines, $key, $in_line + $quantity, true );
			$lines[ $key ] = new CartLine( $key, $purchasable->product->id, $purchasable->variation_id(), $in_line + $quantity, $purchasable->attributes );
			return $lines;
		};
		try {
			$cart = $this->change( $edit, $this->count_new_cart() );
		} catch ( NewCartNotCounted ) {
			// The browser's token had no cart any more: this add makes one, so it is counted first.
			$this->limits->consume( Limits::NEW_CART );
			$cart = $this->change( $edit, false );
		}
		return array( $this->snapshot( $cart ), $key );
	}

	/**
	 * Sets a line's quantity.
	 *
	 * @return CartSnapshot The cart after the change.
	 * @throws CartError When the line does not exist or the quantity cannot be had; nothing was changed.
	 */
	public function update_item( string $key, int $quantity ): CartSnapshot {
		$this->check_quantity( $quantity );
		$cart = $this->change(
			function ( array $lines ) use ( $key, $quantity ): array {
				$line = $lines[ $key ] ?? throw $this->unknown_item();
				$this->resolver->prime( $lines );
				$purchasable = $this->resolver->resolve( $line->product_id, $line->variation_id, $line->attributes );
				$this->check_stock( $purchasable, $lines, $key, $quantity, false );
				$lines[ $key ] = $line->with_quantity( $quantity );
				return $lines;
			}
		);
		return $this->snapshot( $cart );
	}

	/**
	 * Removes a line.
	 *
	 * @return CartSnapshot The cart after the change.
	 * @throws CartError When the line does not exist; nothing was changed.
	 */
	public function remove_item( string $key ): CartSnapshot {
		$cart = $this->change(
			function ( array $lines ) use ( $key ): array {
				if ( ! isset( $lines[ $key ] ) ) {
					throw $this->unknown_item();
				}
				unset( $lines[ $key ] );
				return $lines;
			}
		);
		return $this->snapshot( $cart );
	}

	/**
	 * Changes what the cart keeps for checkout (coupons, chosen shipping rate, location) under
	 * the cart's row lock: the edit sees the cart as it is now and returns the new state, or
	 * throws and nothing changes.
	 *
	 * @param \Closure(CartSnapshot): CheckoutState $edit The change.
	 * @return CartSnapshot The cart after the change.
	 * @throws DomainError What the edit threw; CartError CONFLICT when the cart is empty, UNAVAILABLE
	 *                     when the database failed.
	 */
	public function update_checkout( \Closure $edit ): CartSnapshot {
		try {
			$cart = $this->store->transaction(
				function () use ( $edit ): StoredCart {
					$row      = $this->visitors_cart( true );
					$snapshot = null === $row || $row->is_expired( time() ) ? new CartSnapshot() : $this->snapshot( $row );
					if ( null === $row || $snapshot->is_empty() ) {
						throw $this->empty_cart();
					}
					return $this->store->update_checkout( $row, $edit( $snapshot ), time() + $this->session->lifetime() );
				}
			);
		} catch ( CartStoreException $e ) {
			throw $this->unavailable( $e );
		}
		return $this->snapshot( $cart );
	}

	/**
	 * Sets the shopper's choices kept for checkout (their location, the shipping rate) as
	 * update_checkout() does, for an edit that only sets values from the state it is given: no
	 * read, no side effect, no refusal. When the edit changes nothing in the cart as this request
	 * already read it (an express sheet or a checkout form sending the same address again),
	 * nothing is locked or written: five queries saved. That read may be older than the lock
	 * would have been; the answer is then what a choice made at the time of the read would have
	 * given, a valid order of the two requests.
	 *
	 * @param \Closure(CartSnapshot): CheckoutState $edit The choice.
	 * @return CartSnapshot The cart after the choice.
	 * @throws DomainError CartError CONFLICT when the cart is empty, UNAVAILABLE when the
	 *                     database failed.
	 */
	public function set_choices( \Closure $edit ): CartSnapshot {
		$read = $this->last_read;
		if ( null !== $read && $read['owner'] === $this->owner() && $read['cart']->expires_at - time() > $this->session->lifetime() - self::EXPIRY_REFRESHED_WITHIN ) {
			$snapshot = $this->snapshot( $read['cart'] );
			if ( ! $snapshot->is_empty() && $edit( $snapshot )->to_array() === $snapshot->checkout->to_array() ) {
				return $snapshot;
			}
		}
		return $this->update_checkout( $edit );
	}

	/**
	 * Places an order from the cart, under the cart's row lock and in one transaction with
	 * whatever the work writes (the order, coupon uses): the work sees the cart as it is now and
	 * returns the cart's new checkout state (which remembers the order) with its result. When the
	 * work throws, nothing it wrote is kept and the cart is unchanged.
	 *
	 * The lines stay until the order is paid (clear_after_order()), so a refused card leaves the
	 * shopper their cart. A second submit of the same cart waits for the lock, then finds the
	 * placed order in the state and can answer with it instead of making another.
	 *
	 * A cart holding lines that can no longer be bought places nothing: those lines are removed
	 * (committed) and CartError ITEMS_UNAVAILABLE is thrown, so the shopper sees the cart as it
	 * now is before ordering.
	 *
	 * @template T
	 * @param \Closure(CartSnapshot): array{0: CheckoutState, 1: T} $work Places the order.
	 * @return T What the work returned.
	 * @throws DomainError What the work threw; CartError ITEMS_UNAVAILABLE (see above), UNAVAILABLE
	 *                     when the database failed.
	 */
	public function place_order( \Closure $work ): mixed {
		try {
			list( $pruned, $result ) = $this->store->transaction(
				function () use ( $work ): array {
					$row      = $this->visitors_cart( true );
					$snapshot = null === $row || $row->is_expired( time() ) ? new CartSnapshot() : $this->snapshot( $row );
					if ( null !== $row && count( $snapshot->items ) < count( $row->lines ) ) {
						// A line whose product can no longer be bought (made private, a draft, scheduled,
						// protected): the shopper must see the cart without it before anything is placed.
						$kept = array_intersect_key( $row->lines, array_flip( array_map( static fn ( CartItem $item ): string => $item->key, $snapshot->items ) ) );
						return array( $this->store->update( $row, $kept, time() + $this->session->lifetime() ), null );
					}
					list( $state, $result ) = $work( $snapshot );
					if ( null !== $row ) {
						$this->store->update_checkout( $row, $state, time() + $this->session->lifetime() );
					}
					return array( null, $result );
				}
			);
		} catch ( CartStoreException $e ) {
			throw $this->unavailable( $e );
		}
		if ( $pruned instanceof StoredCart ) {
			$this->session->publish_hash( $pruned->hash, $pruned->expires_at );
			throw new CartError( self::ITEMS_UNAVAILABLE, __( 'Some items in your cart can no longer be bought and have been removed from it. Please check your cart before placing your order.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		return $result;
	}

	/**
	 * Empties the visitor's cart once the order placed from it is paid (or on-hold for an offline
	 * method): the lines, coupons and chosen rate go; the location stays for next time. A cart
	 * that has changed to another order since is left alone.
	 *
	 * @param int $order_id The order placed from the cart.
	 * @return bool Whether the cart was emptied.
	 */
	public function clear_after_order( int $order_id ): bool {
		try {
			$cart = $this->store->transaction(
				function () use ( $order_id ): ?StoredCart {
					$row = $this->visitors_cart( true );
					if ( null === $row || $row->checkout->placed_order_id !== $order_id || array() === $row->lines ) {
						return null;
					}
					return $this->store->update_checkout( $row, $row->checkout->after_order(), time() + $this->session->lifetime(), array() );
				}
			);
		} catch ( CartStoreException $e ) {
			$this->unavailable( $e );
			return false;
		}
		if ( null === $cart ) {
			return false;
		}
		$this->session->publish_hash( '', $cart->expires_at );
		return true;
	}

	/**
	 * On login: the guest cart of this browser goes into the customer's stored cart (the same
	 * lines add up, capped by what is in stock; lines that can no longer be bought are dropped),
	 * and the guest cart is deleted. The hash cookie then follows the customer's cart.
	 *
	 * @param int $customer_id The user who just logged in.
	 * @return CartSnapshot The customer's cart.
	 */
	public function merge_guest_cart( int $customer_id ): CartSnapshot {
		$this->last_read = null;
		$token           = $this->session->token();
		$now             = time();
		try {
			$cart = $this->store->transaction(
				function () use ( $token, $customer_id, $now ): ?StoredCart {
					$guest    = null === $token ? null : $this->store->lock_by_token( $token );
					$customer = $this->store->lock_by_customer( $customer_id );
					if ( null === $guest ) {
						return $customer;
					}
					$lines = null !== $customer && ! $customer->is_expired( $now ) ? $customer->lines : array();
					foreach ( $guest->is_expired( $now ) ? array() : $guest->lines as $line ) {
						$lines = $this->merge_line( $lines, $line );
					}
					$this->store->delete( $guest->cart_id );
					if ( null === $customer ) {
						return array() === $lines ? null : $this->store->insert( CartStore::new_token(), $customer_id, $lines, $now + $this->session->lifetime() );
					}
					return $this->store->update( $customer, $lines, $now + $this->session->lifetime() );
				}
			);
		} catch ( CartStoreException $e ) {
			// Logging in must not fail because of the cart: the guest cart stays for the next login.
			$this->unavailable( $e );
			return new CartSnapshot();
		}
		$this->session->forget_token();
		$live = null !== $cart && ! $cart->is_expired( $now ) ? $cart : null;
		$this->session->publish_hash( null === $live ? '' : $live->hash, null === $live ? 0 : $live->expires_at );
		return null === $live ? new CartSnapshot() : $this->snapshot( $live );
	}

	/**
	 * The cart as the shopper sees it: current names, prices and stock limits.
	 */
	private function snapshot( StoredCart $cart ): CartSnapshot {
		$this->resolver->prime( $cart->lines );
		$decimals = $this->prices->decimals();
		$items    = array();
		$subtotal = 0;
		foreach ( $cart->lines as $line ) {
			$purchasable = $this->resolver->for_line( $line );
			if ( null === $purchasable ) {
				continue;
			}
			$unit      = Money::to_minor( $purchasable->price, $decimals );
			$total     = $unit * $line->quantity;
			$subtotal += $total;
			$items[]   = new CartItem(
				$line->key,
				$line->product_id,
				$line->variation_id,
				$line->quantity,
				$line->attributes,
				$purchasable->name(),
				$purchasable->permalink(),
				$purchasable->image_id(),
				$unit,
				$total,
				$this->available( $purchasable, $cart->lines, $line->key ),
				Money::to_minor( $purchasable->prices()->regular ?? $purchasable->price, $decimals )
			);
		}
		return new CartSnapshot( $items, $subtotal, array() === $items ? '' : $cart->hash, $cart->checkout, $cart->cart_id );
	}

	/**
	 * Locks the visitor's cart, applies the change to its lines and saves them, then updates the
	 * cookies. A guest without a cart gets one (and its token) only when the change succeeds.
	 * A cart row exists only while it holds something (docs/decisions.md, "Cart rows"): a change
	 * that leaves no line, and nothing kept for checkout (CheckoutState::is_blank()), deletes the
	 * row and the browser's cookies instead of keeping an empty cart.
	 *
	 * @param \Closure(array<string, CartLine>): array<string, CartLine> $edit      The change; throws to refuse it.
	 * @param bool                                                       $uncounted Whether a new cart would not have been
	 *                                                                              counted against the new-cart limit yet.
	 * @throws DomainError       What the change threw; CartError UNAVAILABLE when the database failed.
	 * @throws NewCartNotCounted When there is no cart, one is needed and $uncounted says it was not counted: nothing was changed.
	 */
	private function change( \Closure $edit, bool $uncounted = false ): StoredCart {
		$customer_id = $this->session->customer_id();
		try {
			$cart = $this->store->transaction(
				function () use ( $edit, $customer_id, $uncounted ): StoredCart {
					$row = $this->visitors_cart( true );
					if ( null === $row && $uncounted ) {
						throw new NewCartNotCounted();
					}
					$now     = time();
					$lines   = $edit( null !== $row && ! $row->is_expired( $now ) ? $row->lines : array() );
					$expires = $now + $this->session->lifetime();
					if ( null === $row ) {
						// A token the browser sent but that has no row is never adopted: a new cart gets a new token.
						return $this->store->insert( CartStore::new_token(), $customer_id > 0 ? $customer_id : null, $lines, $expires );
					}
					if ( array() === $lines && $row->checkout->is_blank() ) {
						$this->store->delete( $row->cart_id );
						return new StoredCart( 0, $row->token, $row->customer_id, array(), '', 0 );
					}
					return $this->store->update( $row, $lines, $expires );
				}
			);
		} catch ( CartStoreException $e ) {
			throw $this->unavailable( $e );
		}
		if ( 0 === $cart->cart_id ) {
			$this->session->forget();
			return $cart;
		}
		if ( null === $cart->customer_id ) {
			$this->session->remember( $cart->token, $cart->expires_at );
		}
		$this->session->publish_hash( $cart->hash, $cart->expires_at );
		return $cart;
	}

	/**
	 * A guest without a cart is about to get one: counted against the new-cart limit, before the
	 * transaction. A request without the cart cookie (a script that keeps no cookies) makes a
	 * cart each time it adds; a customer has one cart for good, so is not counted. A guest whose
	 * browser holds a token usually has its cart: rather than reading the cart once more here,
	 * the change finds out (NewCartNotCounted) and the add counts then.
	 *
	 * @return bool Whether a new cart would still be uncounted (a guest with a token).
	 * @throws RateLimited When this address made too many carts lately.
	 */
	private function count_new_cart(): bool {
		if ( $this->session->customer_id() > 0 ) {
			return false;
		}
		if ( null !== $this->session->token() ) {
			return true;
		}
		$this->limits->consume( Limits::NEW_CART );
		return false;
	}

	/**
	 * The current visitor's stored cart (expired or not): the customer's by user id, a guest's
	 * by the token cookie.
	 *
	 * @param bool $lock Lock the row until the transaction ends (inside CartStore::transaction()).
	 * @throws CartStoreException When the query fails.
	 */
	private function visitors_cart( bool $lock ): ?StoredCart {
		// Each read replaces the one kept; a lock comes before a change, which makes any earlier
		// read stale, so only an unlocked read is kept (set_choices()).
		$this->last_read = null;
		$customer_id     = $this->session->customer_id();
		$token           = $this->session->token();
		if ( $customer_id > 0 ) {
			$cart = $lock ? $this->store->lock_by_customer( $customer_id ) : $this->store->find_by_customer( $customer_id );
		} elseif ( null !== $token ) {
			$cart = $lock ? $this->store->lock_by_token( $token ) : $this->store->find_by_token( $token );
		} else {
			return null;
		}
		if ( ! $lock && null !== $cart ) {
			$this->last_read = array(
				'owner' => $this->owner(),
				'cart'  => $cart,
			);
		}
		return $cart;
	}

	/**
	 * Whose cart this request reads: the customer's id, or the guest's token.
	 */
	private function owner(): string {
		$customer_id = $this->session->customer_id();
		return $customer_id > 0 ? 'customer:' . $customer_id : 'guest:' . (string) $this->session->token();
	}

	/**
	 * Adds a guest line to the customer's lines, capped by stock.
	 *
	 * @param array<string, CartLine> $lines The customer's lines.
	 * @param CartLine                $line  The guest's line.
	 * @return array<string, CartLine>
	 */
	private function merge_line( array $lines, CartLine $line ): array {
		$purchasable = $this->resolver->for_line( $line );
		if ( null === $purchasable ) {
			return $lines;
		}
		$key       = $purchasable->line_key();
		$quantity  = min( self::MAX_QUANTITY, ( isset( $lines[ $key ] ) ? $lines[ $key ]->quantity : 0 ) + $line->quantity );
		$available = $this->available( $purchasable, $lines, $key );
		if ( null !== $available ) {
			$quantity = min( $quantity, $available );
		}
		if ( $quantity >= 1 ) {
			$lines[ $key ] = new CartLine( $key, $purchasable->product->id, $purchasable->variation_id(), $quantity, $purchasable->attributes );
		}
		return $lines;
	}

	/**
	 * How many a line may hold given the stock and the other lines that draw on the same stock
	 * (a variation with an "any" attribute can fill several lines); null for no limit.
	 *
	 * @param Purchasable             $purchasable What the line buys.
	 * @param array<string, CartLine> $lines       The cart's lines.
	 * @param string                  $key         The line's key.
	 */
	private function available( Purchasable $purchasable, array $lines, string $key ): ?int {
		$stock = $purchasable->stock();
		if ( ! $stock->can_supply( 1 ) ) {
			return 0;
		}
		$max = $stock->max_purchase();
		if ( null === $max ) {
			return null;
		}
		return max( 0, $max - $this->held_elsewhere( $purchasable, $lines, $key ) );
	}

	/**
	 * Units of the same stock in other lines than the given one.
	 *
	 * @param Purchasable             $purchasable What the line buys.
	 * @param array<string, CartLine> $lines       The cart's lines.
	 * @param string                  $key         The line's key.
	 */
	private function held_elsewhere( Purchasable $purchasable, array $lines, string $key ): int {
		$held = 0;
		foreach ( $lines as $line ) {
			if ( $line->key !== $key && $line->stock_id() === $purchasable->stock_id() ) {
				$held += $line->quantity;
			}
		}
		return $held;
	}

	/**
	 * @param Purchasable             $purchasable What the line buys.
	 * @param array<string, CartLine> $lines       The cart's lines before the change.
	 * @param string                  $key         The line's key.
	 * @param int                     $quantity    The line's quantity after the change.
	 * @param bool                    $adding      Whether the shopper is adding (rather than setting a quantity).
	 * @throws CartError When the stock cannot cover it.
	 */
	private function check_stock( Purchasable $purchasable, array $lines, string $key, int $quantity, bool $adding ): void {
		$name = $purchasable->name();
		if ( ! $purchasable->stock()->can_supply( 1 ) ) {
			throw new CartError(
				'vitrine_cart_out_of_stock',
				/* translators: %s: product name. */
				sprintf( __( 'You cannot add “%s” to the cart because the product is out of stock.', 'vitrine' ), $name ),
				ErrorKind::INVALID,
				array( 'product_url' => $purchasable->product->permalink() )
			);
		}
		$available = $this->available( $purchasable, $lines, $key );
		if ( null === $available || $quantity <= $available ) {
			return;
		}
		$in_cart = $this->held_elsewhere( $purchasable, $lines, $key ) + ( isset( $lines[ $key ] ) ? $lines[ $key ]->quantity : 0 );
		if ( $adding && $in_cart > 0 ) {
			$message = sprintf(
				/* translators: 1: units in stock, 2: units already in the cart. */
				__( 'You cannot add that amount to the cart: we have %1$d in stock and you already have %2$d in your cart.', 'vitrine' ),
				(int) $purchasable->stock()->max_purchase(),
				$in_cart
			);
		} else {
			$message = sprintf(
				/* translators: 1: product name, 2: units that can still be added. */
				__( 'You cannot add that amount of “%1$s” to the cart because there is not enough stock (%2$d remaining).', 'vitrine' ),
				$name,
				$available
			);
		}
		throw new CartError( 'vitrine_cart_not_enough_stock', $message, ErrorKind::INVALID, array( 'available' => $available ) );
	}

	/**
	 * @throws CartError When the quantity is not between 1 and MAX_QUANTITY.
	 */
	private function check_quantity( int $quantity ): void {
		if ( $quantity < 1 || $quantity > self::MAX_QUANTITY ) {
			throw new CartError(
				'vitrine_cart_invalid_quantity',
				/* translators: %s: the largest quantity allowed. */
				sprintf( __( 'The quantity must be a whole number from 1 to %s.', 'vitrine' ), number_format_i18n( self::MAX_QUANTITY ) ),
				ErrorKind::INVALID
			);
		}
	}

	private function empty_cart(): CartError {
		return new CartError( 'vitrine_cart_empty', __( 'Your cart is empty.', 'vitrine' ), ErrorKind::CONFLICT );
	}

	private function unknown_item(): CartError {
		return new CartError( 'vitrine_cart_unknown_item', __( 'This item is no longer in your cart.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}

	private function unavailable( CartStoreException $e ): CartError {
		// The database's own words go to the log, not to the shopper.
		error_log( 'Vitrine cart: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		return new CartError( 'vitrine_cart_unavailable', __( 'Your cart could not be saved just now. Please try again.', 'vitrine' ), ErrorKind::UNAVAILABLE );
	}
}
