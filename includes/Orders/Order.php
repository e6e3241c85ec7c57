<?php
/**
 * An order, as stored.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Read-only: OrderService changes orders and answers the order as it is afterwards. Amounts are
 * integers of minor units of $currency, which has $decimals decimals; dates are Unix times.
 */
final class Order {

	/**
	 * @param int                   $id                   Order id.
	 * @param string                $key                  The secret key in the customer's links.
	 * @param string                $status               An OrderStatus constant.
	 * @param string                $currency             ISO 4217.
	 * @param int                   $decimals             The currency's decimals when the order was placed.
	 * @param bool                  $prices_include_tax   Whether the prices were entered with tax.
	 * @param int                   $customer_id          The user, 0 for a guest.
	 * @param array<string, string> $billing              Billing address (OrderDraft::ADDRESS_FIELDS).
	 * @param array<string, string> $shipping             Shipping address; empty when nothing ships.
	 * @param string                $payment_method       The gateway id.
	 * @param string                $payment_method_title What the shopper chose, as shown then.
	 * @param string                $transaction_id       The gateway's id of the payment.
	 * @param string                $customer_note        The shopper's note at checkout.
	 * @param string                $created_via          checkout, admin…
	 * @param string|null           $idempotency_key      The checkout's double-submit guard.
	 * @param bool                  $stock_reduced        Whether the order holds stock now.
	 * @param int                   $subtotal             Line items before discounts.
	 * @param int                   $discount_total       Discounts.
	 * @param int                   $discount_tax         Tax on the discounts.
	 * @param int                   $shipping_total       Shipping.
	 * @param int                   $shipping_tax         Tax on shipping.
	 * @param int                   $total_tax            All taxes.
	 * @param int                   $total                What the customer pays.
	 * @param int                   $refunded_total       Refunded so far.
	 * @param int                   $created_at           Unix time.
	 * @param int                   $updated_at           Unix time.
	 * @param int|null              $paid_at              Unix time of the payment.
	 * @param int|null              $completed_at         Unix time of completion.
	 * @param string                $customer_ip          The shopper's IP address.
	 * @param string                $user_agent           The shopper's browser.
	 * @param list<OrderItem>       $items                Every line.
	 * @param array<string, mixed>  $meta                 Order meta.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $key,
		public readonly string $status,
		public readonly string $currency,
		public readonly int $decimals,
		public readonly bool $prices_include_tax,
		public readonly int $customer_id,
		public readonly array $billing,
		public readonly array $shipping,
		public readonly string $payment_method,
		public readonly string $payment_method_title,
		public readonly string $transaction_id,
		public readonly string $customer_note,
		public readonly string $created_via,
		public readonly ?string $idempotency_key,
		public readonly bool $stock_reduced,
		public readonly int $subtotal,
		public readonly int $discount_total,
		public readonly int $discount_tax,
		public readonly int $shipping_total,
		public readonly int $shipping_tax,
		public readonly int $total_tax,
		public readonly int $total,
		public readonly int $refunded_total,
		public readonly int $created_at,
		public readonly int $updated_at,
		public readonly ?int $paid_at,
		public readonly ?int $completed_at,
		public readonly string $customer_ip,
		public readonly string $user_agent,
		public readonly array $items,
		public readonly array $meta,
	) {
	}

	/**
	 * The number shoppers and merchants read: the id, unless a filter changes it.
	 */
	public function number(): string {
		/**
		 * Filters the order number shown in emails and screens (the id by default).
		 *
		 * @param string $number The number.
		 * @param Order  $order  The order.
		 */
		return (string) apply_filters( 'vitrine_order_number', (string) $this->id, $this );
	}

	/**
	 * The lines of one type, or every line.
	 *
	 * @param string|null $type An OrderItem constant, or null for all.
	 * @return list<OrderItem>
	 */
	public function items( ?string $type = OrderItem::LINE_ITEM ): array {
		if ( null === $type ) {
			return $this->items;
		}
		return array_values( array_filter( $this->items, static fn ( OrderItem $item ): bool => $item->type === $type ) );
	}

	/**
	 * @return list<OrderItem>
	 */
	public function line_items(): array {
		return $this->items( OrderItem::LINE_ITEM );
	}

	/**
	 * @return list<OrderItem>
	 */
	public function shipping_lines(): array {
		return $this->items( OrderItem::SHIPPING );
	}

	/**
	 * @return list<OrderItem>
	 */
	public function coupon_lines(): array {
		return $this->items( OrderItem::COUPON );
	}

	/**
	 * @return list<OrderItem>
	 */
	public function fee_lines(): array {
		return $this->items( OrderItem::FEE );
	}

	/**
	 * @return list<OrderItem>
	 */
	public function tax_lines(): array {
		return $this->items( OrderItem::TAX );
	}

	/**
	 * A meta value, or null when the order has none under that key.
	 */
	public function get_meta( string $key ): mixed {
		return $this->meta[ $key ] ?? null;
	}

	/**
	 * Whether the customer paid and has not been given everything back (processing, completed).
	 */
	public function is_paid(): bool {
		return in_array( $this->status, OrderStatus::paid(), true );
	}

	/**
	 * Whether the customer still has to pay (pending, or failed and may try again). A free
	 * order needs payment too until payment_complete() records it, which the checkout does at once.
	 */
	public function needs_payment(): bool {
		return in_array( $this->status, array( OrderStatus::PENDING, OrderStatus::FAILED ), true );
	}

	/**
	 * What can still be refunded: the total less the refunds so far.
	 */
	public function remaining_refundable_minor(): int {
		return max( 0, $this->total - $this->refunded_total );
	}

	/**
	 * Units bought, over every line item.
	 */
	public function item_count(): int {
		return array_sum( array_map( static fn ( OrderItem $item ): int => $item->quantity, $this->line_items() ) );
	}

	/**
	 * The billing name, "First Last", or the company, or the email.
	 */
	public function billing_name(): string {
		$name = trim( ( $this->billing['first_name'] ?? '' ) . ' ' . ( $this->billing['last_name'] ?? '' ) );
		if ( '' !== $name ) {
			return $name;
		}
		return '' !== ( $this->billing['company'] ?? '' ) ? $this->billing['company'] : $this->billing_email();
	}

	public function billing_email(): string {
		return $this->billing['email'] ?? '';
	}

	public function has_shipping_address(): bool {
		return '' !== implode( '', array_diff_key( $this->shipping, array_flip( array( 'email', 'phone' ) ) ) );
	}
}
