<?php
/**
 * Orders a merchant makes by hand: priced by the checkout's calculator, written pending.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressValidator;
use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Cart\ProductResolver;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Checkout\OrderDraftLines;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponUsage;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStock;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * quote() builds a cart in memory from the merchant's lines (products and variations resolved
 * as the cart resolves them, at today's catalog prices) with the coupons, the addresses and the
 * chosen rate in its checkout state, and hands it to TotalsCalculator: the same amounts the
 * checkout would compute for the same cart. Nothing typed in the browser is an amount.
 *
 * create() writes that as a pending order (created_via admin) in one transaction with its
 * coupon uses and a note; a pending order holds no stock until it is paid, as at the checkout
 * when a payment is still due. The form's token makes the order's idempotency key, so a second
 * click on "Create order" answers the order the first one made.
 */
final class ManualOrderService {

	public const CREATED_VIA = 'admin';

	public function __construct(
		private readonly ProductResolver $resolver,
		private readonly PriceFormatter $prices,
		private readonly TotalsCalculator $calculator,
		private readonly AddressValidator $addresses,
		private readonly OrderReader $reader,
		private readonly OrderWriter $writer,
		private readonly OrderNotes $notes,
		private readonly CouponRepository $coupons,
		private readonly CouponUsage $coupon_usage,
		private readonly Transaction $transaction,
		private readonly OrderStore $store,
		private readonly OrderStock $stock,
	) {
	}

	/**
	 * The server's prices, taxes, discounts and shipping for a request; writes nothing.
	 */
	public function quote( ManualOrderRequest $request, bool $check_stock = true ): ManualQuote {
		$billing  = $this->addresses->sanitize( $request->billing, AddressFields::BILLING );
		$shipping = $request->ship_elsewhere ? $this->addresses->sanitize( $request->shipping, AddressFields::SHIPPING ) : array();
		$decimals = $this->prices->decimals();
		$items    = array();
		$problems = array();
		$keys     = array();
		$subtotal = 0;
		$this->resolver->prime( array(), ...array_merge( ...array_map( static fn ( ManualOrderLine $line ): array => array( $line->product_id, $line->variation_id ), $request->lines ) ) );
		foreach ( $request->lines as $index => $line ) {
			try {
				$purchasable = $this->resolver->resolve( $line->product_id, $line->variation_id, $line->attributes );
			} catch ( DomainError $e ) {
				$problems[ $index ] = $e->getMessage();
				continue;
			}
			$key            = $purchasable->line_key();
			$keys[ $index ] = $key;
			$quantity       = $line->quantity + ( isset( $items[ $key ] ) ? $items[ $key ]->quantity : 0 );
			$unit           = Money::to_minor( $purchasable->price, $decimals );
			$stock          = $purchasable->stock();
			if ( $check_stock && ! $stock->can_supply( $quantity ) ) {
				$problems[ $index ] = sprintf(
					/* translators: 1: product name, 2: units in stock. */
					__( 'Not enough stock of “%1$s” for this quantity: %2$d left.', 'vitrine' ),
					$purchasable->name(),
					max( 0, (int) $stock->max_purchase() )
				);
			}
			$items[ $key ] = new CartItem(
				$key,
				$purchasable->product->id,
				$purchasable->variation_id(),
				$quantity,
				$purchasable->attributes,
				$purchasable->name(),
				$purchasable->permalink(),
				$purchasable->image_id(),
				$unit,
				$unit * $quantity,
				$stock->max_purchase(),
				Money::to_minor( $purchasable->prices()->regular ?? $purchasable->price, $decimals )
			);
		}
		foreach ( $items as $item ) {
			$subtotal += $item->line_total_minor;
		}
		$state  = ( new CheckoutState( $request->coupons, $request->shipping_rate ) )->with_locations( $billing, $shipping, $request->ship_elsewhere );
		$hash   = array() === $items ? '' : hash( 'sha256', (string) wp_json_encode( array_map( static fn ( CartItem $item ): array => array( $item->key, $item->quantity ), array_values( $items ) ) ) );
		$cart   = new CartSnapshot( array_values( $items ), $subtotal, $hash, $state );
		$totals = $this->calculator->calculate( $cart, $request->customer_id, $billing['email'] ?? '' );

		$order_problems = array_values( $totals->refused_coupons );
		if ( array() !== $items && $totals->needs_shipping && null === $totals->chosen_rate ) {
			$order_problems[] = '' === ( $billing['country'] ?? '' )
				? __( 'Enter the address to see the shipping rates it gets.', 'vitrine' )
				: __( 'No shipping rate is offered for this address. Check the address or the shipping zones.', 'vitrine' );
		}
		return new ManualQuote( $cart, $totals, $problems, $order_problems, $keys );
	}

	/**
	 * Why a line cannot be ordered (an unknown product, a variation not chosen, no stock), or null.
	 */
	public function line_problem( ManualOrderLine $line ): ?string {
		return $this->quote( new ManualOrderRequest( 0, array(), array(), false, array( $line ) ) )->line_problems[0] ?? null;
	}

	/**
	 * Writes the order, pending, all or nothing.
	 *
	 * @param ManualOrderRequest $request What the merchant asked.
	 * @param int                $user_id Who makes it (for the note).
	 * @throws ManualOrderError When anything is wrong (every problem at once); nothing was written.
	 * @throws DomainError      CouponRefused when a coupon reached its limit meanwhile; nothing was written.
	 */
	public function create( ManualOrderRequest $request, int $user_id ): Order {
		$key = '' === $request->draft ? null : hash( 'sha256', 'vitrine_manual_order|' . $request->draft );
		if ( null !== $key ) {
			$existing = $this->reader->find_by_idempotency_key( $key );
			if ( null !== $existing ) {
				return $existing;
			}
		}
		$quote                      = $this->quote( $request );
		list( $billing, $shipping ) = $this->check( $request, $quote );

		return $this->transaction->run(
			function () use ( $request, $quote, $billing, $shipping, $key, $user_id ): Order {
				$draft                  = new OrderDraft();
				$draft->customer_id     = $request->customer_id;
				$draft->billing         = $billing;
				$draft->shipping        = $quote->totals->needs_shipping ? $shipping : array();
				$draft->customer_note   = $request->customer_note;
				$draft->created_via     = self::CREATED_VIA;
				$draft->idempotency_key = $key;
				OrderDraftLines::fill( $draft, $quote->cart, $quote->totals );
				$order = $this->writer->create( $draft );
				foreach ( $quote->totals->coupon_codes() as $code ) {
					$coupon = $this->coupons->find_by_code( $code );
					if ( null !== $coupon ) {
						$this->coupon_usage->record_within_limit( $coupon, $order->id, $request->customer_id, $billing['email'] ?? '' );
					}
				}
				$this->notes->add_note( $order->id, __( 'Order created by hand; it waits for the customer’s payment.', 'vitrine' ), false, $user_id );
				return $this->reader->fresh( $order->id ) ?? $order;
			}
		);
	}

	/**
	 * Why an order's items can no longer change, or null when they can: only an order waiting
	 * for payment (pending, failed, or on hold without a payment) with no refund.
	 */
	public function not_editable_reason( Order $order ): ?string {
		$unpaid = in_array( $order->status, array( OrderStatus::PENDING, OrderStatus::FAILED ), true )
			|| ( OrderStatus::ON_HOLD === $order->status && null === $order->paid_at && '' === $order->transaction_id );
		if ( $unpaid && 0 === $order->refunded_total ) {
			return null;
		}
		if ( $order->is_paid() || null !== $order->paid_at || '' !== $order->transaction_id || $order->refunded_total > 0 ) {
			return sprintf(
				/* translators: 1: order number, 2: order status. */
				__( 'Order #%1$s is paid (%2$s), so its items can no longer be changed: the customer paid for these. Refund what is needed, or make a new order for the rest.', 'vitrine' ),
				$order->number(),
				OrderStatus::label( $order->status )
			);
		}
		return sprintf(
			/* translators: 1: order number, 2: order status. */
			__( 'Order #%1$s is %2$s: only an order waiting for payment can have its items changed.', 'vitrine' ),
			$order->number(),
			OrderStatus::label( $order->status )
		);
	}

	/**
	 * The request that stands for an order's current items, coupons and shipping rate (to edit them).
	 */
	public function request_of( Order $order ): ManualOrderRequest {
		$lines = array();
		foreach ( $order->line_items() as $item ) {
			$lines[] = new ManualOrderLine( $item->product_id, $item->variation_id, $item->quantity, $item->attributes() );
		}
		$coupons = array_map( static fn ( OrderItem $item ): string => strtolower( $item->name ), $order->coupon_lines() );
		$rate    = '';
		foreach ( $order->shipping_lines() as $line ) {
			$rate = (string) ( $line->meta['rate_id'] ?? '' );
		}
		return ( new ManualOrderRequest( 0, array(), array(), false, $lines, $coupons, $rate, $order->customer_note ) )
			->with_customer( $order->customer_id, $order->billing, $order->shipping );
	}

	/**
	 * Changes an unpaid order's items, coupons and shipping rate, priced anew like a new order;
	 * its customer and addresses stay. An order that holds stock (on hold) gives it back and takes
	 * it again for the new lines, so the stock follows; all or nothing, under the order's lock.
	 *
	 * @param Order              $order   The order.
	 * @param ManualOrderRequest $request The new lines, coupons and rate (its customer and addresses are not read).
	 * @param int                $user_id Who changes it (for the note).
	 * @throws ManualOrderError When the order is paid (vitrine_manual_order_not_editable, CONFLICT)
	 *                          or the request is wrong; nothing was written.
	 * @throws DomainError      OrderError OUT_OF_STOCK when the stock cannot cover the new lines; nothing was written.
	 */
	public function update_items( Order $order, ManualOrderRequest $request, int $user_id ): Order {
		$reason = $this->not_editable_reason( $order );
		if ( null !== $reason ) {
			throw new ManualOrderError( 'vitrine_manual_order_not_editable', $reason, ErrorKind::CONFLICT );
		}
		$request = ( new ManualOrderRequest( 0, array(), array(), false, $request->lines, $request->coupons, $request->shipping_rate, $order->customer_note ) )
			->with_customer( $order->customer_id, $order->billing, $order->shipping );
		$quote   = $this->quote( $request, ! $order->stock_reduced );
		$this->check( $request, $quote, false );

		return $this->store->transaction(
			function () use ( $order, $quote, $user_id ): Order {
				$current = $this->reader->lock( $order->id ) ?? throw new ManualOrderError( 'vitrine_manual_order_not_found', __( 'This order does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
				$reason  = $this->not_editable_reason( $current );
				if ( null !== $reason ) {
					throw new ManualOrderError( 'vitrine_manual_order_not_editable', $reason, ErrorKind::CONFLICT );
				}
				$held = $current->stock_reduced;
				if ( $held ) {
					$this->stock->restore( $current );
				}
				$draft = new OrderDraft();
				OrderDraftLines::fill( $draft, $quote->cart, $quote->totals );
				$this->writer->replace_items( $current->id, $draft );
				$this->coupon_usage->release_for_order( $current->id );
				foreach ( $quote->totals->coupon_codes() as $code ) {
					$coupon = $this->coupons->find_by_code( $code );
					if ( null !== $coupon ) {
						$this->coupon_usage->record_within_limit( $coupon, $current->id, $current->customer_id, $current->billing_email() );
					}
				}
				$after = $this->reader->fresh( $current->id ) ?? $current;
				if ( $held ) {
					$this->stock->reduce( $after, true );
				}
				$this->notes->add_note(
					$current->id,
					sprintf(
						/* translators: 1: the items, such as "2 × Mug, 1 × Cap", 2: total before, 3: total after. */
						__( 'Items changed by hand: %1$s. Total %2$s → %3$s.', 'vitrine' ),
						implode( ', ', array_map( static fn ( OrderItem $item ): string => $item->quantity . ' × ' . $item->name, $after->line_items() ) ),
						$this->prices->format_minor( $current->total ),
						$this->prices->format_minor( $after->total )
					),
					false,
					$user_id
				);
				return $this->reader->fresh( $current->id ) ?? $after;
			}
		);
	}

	/**
	 * Every check before a manual order is written.
	 *
	 * @param ManualOrderRequest $request   What the merchant asked.
	 * @param ManualQuote        $quote     Its totals.
	 * @param bool               $addresses Whether to check the addresses (not when an existing order's items change).
	 * @return array{0: array<string, string>, 1: array<string, string>} The sanitized billing and shipping addresses.
	 * @throws ManualOrderError With every problem found.
	 */
	private function check( ManualOrderRequest $request, ManualQuote $quote, bool $addresses = true ): array {
		if ( array() === $request->lines ) {
			throw new ManualOrderError( 'vitrine_manual_order_empty', __( 'Add at least one product to the order.', 'vitrine' ), ErrorKind::INVALID );
		}
		$fields = array();
		foreach ( $addresses ? $this->addresses->validate( $request->billing, AddressFields::BILLING ) : array() as $field => $message ) {
			$fields[ AddressFields::input_name( AddressFields::BILLING, $field ) ] = $message;
		}
		if ( $addresses && $request->ship_elsewhere && $quote->totals->needs_shipping ) {
			foreach ( $this->addresses->validate( $request->shipping, AddressFields::SHIPPING ) as $field => $message ) {
				$fields[ AddressFields::input_name( AddressFields::SHIPPING, $field ) ] = $message;
			}
		}
		if ( $request->customer_id > 0 && false === get_userdata( $request->customer_id ) ) {
			$fields['customer_id'] = __( 'This customer account does not exist any more.', 'vitrine' );
		}
		$messages = array_merge( array_values( $fields ), $quote->all_problems() );
		if ( array() !== $messages ) {
			throw new ManualOrderError(
				'vitrine_manual_order_invalid',
				implode( ' ', $messages ),
				ErrorKind::INVALID,
				array(
					'messages' => $messages,
					'fields'   => $fields,
				)
			);
		}
		$billing  = $this->addresses->sanitize( $request->billing, AddressFields::BILLING );
		$shipping = $request->ship_elsewhere
			? $this->addresses->sanitize( $request->shipping, AddressFields::SHIPPING )
			: array_diff_key( $billing, array_flip( array( 'email', 'phone' ) ) );
		return array( $billing, $shipping );
	}
}
