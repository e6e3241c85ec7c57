<?php
/**
 * WooCommerce's orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\ImportedDates;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * An order becomes an OrderDraft (its items, shipping, fees, coupons and taxes, its addresses),
 * written by OrderWriter; then its status, payment and dates are set as they were, its notes and
 * refunds added with their dates. Nothing an order's change would do runs: no stock moves (the
 * products were copied with their stock), no email, no gateway. Line items point at the products
 * and variations the products step copied (their name is kept when the product was not copied).
 * An order copied before is left as it is: orders are records.
 */
final class OrderStep implements WooStep {

	private const STATUSES = array( OrderStatus::PENDING, OrderStatus::PROCESSING, OrderStatus::ON_HOLD, OrderStatus::COMPLETED, OrderStatus::CANCELLED, OrderStatus::REFUNDED, OrderStatus::FAILED );

	public function __construct(
		private readonly WooSource $source,
		private readonly WooOrders $orders,
		private readonly WooIds $ids,
		private readonly OrderWriter $writer,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderRefunds $refunds,
		private readonly ImportedDates $dates,
	) {
	}

	public function key(): string {
		return 'orders';
	}

	public function count(): int {
		return $this->orders->count();
	}

	public function ids( int $after, int $limit ): array {
		return $this->orders->ids( $after, $limit );
	}

	public function plan( int $id ): Outcome {
		$order = $this->orders->read( $id );
		/* translators: %d: the order's number in WooCommerce. */
		$name = sprintf( __( 'Order #%d', 'vitrine' ), $id );
		if ( null === $order ) {
			return Outcome::skipped( $name, array( __( 'It is no longer in WooCommerce.', 'vitrine' ) ) );
		}
		$existing = $this->meta->find_ids_by_meta( WooIds::META, (string) $id );
		if ( array() !== $existing ) {
			return new Outcome( Outcome::UNCHANGED, $name, array(), array(), $existing[0] );
		}
		if ( 'checkout-draft' === $order['status'] ) {
			return Outcome::skipped( $name, array( __( 'It is a checkout that was never placed (status checkout-draft).', 'vitrine' ) ) );
		}
		if ( ! in_array( $order['status'], self::STATUSES, true ) ) {
			/* translators: %s: a WooCommerce order status. */
			return Outcome::skipped( $name, array( sprintf( __( 'Its status %s is not one of Vitrine’s (another plugin added it).', 'vitrine' ), $order['status'] ) ) );
		}
		try {
			$draft = $this->draft( $id, $order );
		} catch ( \InvalidArgumentException $e ) {
			/* translators: %s: what is wrong (for developers). */
			return Outcome::skipped( $name, array( sprintf( __( 'Its data cannot be read: %s', 'vitrine' ), $e->getMessage() ) ) );
		}
		$problems = $draft->problems();
		if ( array() !== $problems ) {
			return Outcome::skipped( $name, $problems );
		}
		return new Outcome( Outcome::CREATED, $name );
	}

	public function copy( int $id ): Outcome {
		$plan = $this->plan( $id );
		if ( Outcome::CREATED !== $plan->result ) {
			return $plan;
		}
		$order = (array) $this->orders->read( $id );
		$saved = $this->writer->create( $this->draft( $id, $order ) );
		$this->writer->update_fields(
			$saved->id,
			array(
				'status'         => $order['status'],
				'transaction_id' => sanitize_text_field( (string) $order['transaction_id'] ),
				'paid_at'        => $order['paid'] > 0 ? (int) $order['paid'] : null,
				'completed_at'   => $order['completed'] > 0 ? (int) $order['completed'] : null,
			)
		);
		if ( $order['stock_reduced'] ) {
			$this->writer->claim_stock_reduction( $saved->id );
		}
		$notes = array();
		foreach ( $order['notes'] as $note ) {
			$notes[ $this->notes->add_note( $saved->id, $note['content'], $note['customer'] )->id ] = $note['created'];
		}
		$refunds  = array();
		$decimals = $this->source->decimals();
		foreach ( $order['refunds'] as $refund ) {
			$by = get_userdata( $refund['by'] ) ? $refund['by'] : 0;
			$refunds[ $this->refunds->add_refund( $saved->id, WooSource::minor( $refund['amount'], $decimals ), $refund['reason'], false, $by )->id ] = $refund['created'];
		}
		$this->dates->set( $saved->id, $order['created'] > 0 ? (int) $order['created'] : time(), $notes, $refunds );
		return new Outcome( Outcome::CREATED, $plan->name, array(), array(), $saved->id );
	}

	/**
	 * The order as a draft for OrderWriter.
	 *
	 * @param array<string, mixed> $order WooOrders::read()'s answer.
	 * @throws \InvalidArgumentException When a line is not one an order can hold.
	 */
	private function draft( int $id, array $order ): OrderDraft {
		$decimals = $this->source->decimals();
		$minor    = static fn ( mixed $amount ): int => WooSource::minor( (string) $amount, $decimals );

		$draft                       = new OrderDraft();
		$draft->customer_id          = $order['customer_id'] > 0 && get_userdata( (int) $order['customer_id'] ) ? (int) $order['customer_id'] : 0;
		$draft->billing              = $order['billing'];
		$draft->shipping             = $order['shipping'];
		$draft->customer_note        = (string) $order['customer_note'];
		$draft->payment_method       = (string) $order['payment_method'];
		$draft->payment_method_title = (string) $order['payment_method_title'];
		$draft->currency             = '' !== $order['currency'] ? strtoupper( (string) $order['currency'] ) : 'EUR';
		$draft->currency_decimals    = $decimals;
		$draft->prices_include_tax   = (bool) $order['prices_include_tax'];
		$draft->created_via          = 'woocommerce';
		$draft->customer_ip          = (string) $order['ip'];
		$draft->user_agent           = (string) $order['user_agent'];
		$draft->shipping_total       = $minor( $order['shipping_total'] );
		$draft->shipping_tax         = $minor( $order['shipping_tax'] );
		$draft->discount_total       = $minor( $order['discount_total'] );
		$draft->discount_tax         = $minor( $order['discount_tax'] );
		$draft->total_tax            = $minor( $order['total_tax'] );
		$draft->total                = $minor( $order['total'] );
		$draft->meta                 = array( WooIds::META => (string) $id );

		$labels   = $this->source->attribute_labels();
		$subtotal = 0;
		foreach ( $order['items'] as $item ) {
			$meta = $item['meta'];
			$get  = static fn ( string $key ): string => (string) ( $meta[ $key ] ?? '' );
			switch ( $item['type'] ) {
				case 'line_item':
					$line      = array(
						'product_id'   => $this->ids->post( (int) $get( '_product_id' ), array( ProductPostTypes::PRODUCT ) ),
						'variation_id' => (int) $get( '_variation_id' ) > 0 ? $this->ids->post( (int) $get( '_variation_id' ), array( ProductPostTypes::VARIATION ) ) : 0,
						'name'         => $item['name'],
						'quantity'     => max( 1, (int) $get( '_qty' ) ),
						'subtotal'     => $minor( $get( '_line_subtotal' ) ),
						'subtotal_tax' => $minor( $get( '_line_subtotal_tax' ) ),
						'total'        => $minor( $get( '_line_total' ) ),
						'total_tax'    => $minor( $get( '_line_tax' ) ),
						'taxes'        => self::taxes( $get( '_line_tax_data' ), $minor ),
						'attributes'   => $this->item_attributes( $meta, $labels ),
					);
					$subtotal += $line['subtotal'];
					$draft->add_line_item( $line );
					break;
				case 'shipping':
					$draft->add_shipping_line(
						array(
							'label'     => $item['name'],
							'method_id' => $get( 'method_id' ),
							'rate_id'   => $get( 'method_id' ) . ( '' !== $get( 'instance_id' ) ? ':' . $get( 'instance_id' ) : '' ),
							'cost'      => $minor( $get( 'cost' ) ),
							'tax'       => $minor( $get( 'total_tax' ) ),
							'taxes'     => self::taxes( $get( 'taxes' ), $minor ),
						)
					);
					break;
				case 'fee':
					$draft->add_fee_line(
						array(
							'name'      => $item['name'],
							'total'     => $minor( '' !== $get( '_line_total' ) ? $get( '_line_total' ) : $get( '_fee_amount' ) ),
							'total_tax' => $minor( $get( '_line_tax' ) ),
							'taxes'     => self::taxes( $get( '_line_tax_data' ), $minor ),
						)
					);
					break;
				case 'coupon':
					$draft->add_coupon_line(
						array(
							'code'         => $item['name'],
							'discount'     => $minor( $get( 'discount_amount' ) ),
							'discount_tax' => $minor( $get( 'discount_amount_tax' ) ),
						)
					);
					break;
				case 'tax':
					$draft->add_tax_line(
						array(
							'rate_id'            => $get( 'rate_id' ),
							'label'              => '' !== $get( 'label' ) ? $get( 'label' ) : $item['name'],
							'compound'           => in_array( $get( 'compound' ), array( '1', 'yes' ), true ),
							'tax_total'          => $minor( $get( 'tax_amount' ) ),
							'shipping_tax_total' => $minor( $get( 'shipping_tax_amount' ) ),
						)
					);
					break;
			}
		}
		$draft->subtotal = $subtotal;
		return $draft;
	}

	/**
	 * WooCommerce's tax data (serialized: total => rate id => amount) as rate id => minor units.
	 *
	 * @param \Closure(mixed): int $minor To minor units.
	 * @return array<string, int>
	 */
	private static function taxes( string $serialized, \Closure $minor ): array {
		$data  = maybe_unserialize( $serialized );
		$total = is_array( $data ) && isset( $data['total'] ) && is_array( $data['total'] ) ? $data['total'] : array();
		$taxes = array();
		foreach ( $total as $rate => $amount ) {
			if ( is_scalar( $amount ) && '' !== (string) $amount ) {
				$taxes[ (string) $rate ] = $minor( $amount );
			}
		}
		return $taxes;
	}

	/**
	 * A line's attributes, label => value: the item meta WooCommerce shows (keys without an
	 * underscore), a global attribute's slug turned into its term's name.
	 *
	 * @param array<string, string> $meta   The item's meta.
	 * @param array<string, string> $labels Global attributes' labels.
	 * @return array<string, string>
	 */
	private function item_attributes( array $meta, array $labels ): array {
		$attributes = array();
		foreach ( $meta as $key => $value ) {
			if ( str_starts_with( $key, '_' ) || '' === $value || is_serialized( $value ) ) {
				continue;
			}
			if ( str_starts_with( $key, 'pa_' ) ) {
				$term = $this->source->term( $value, $key );
				$attributes[ $labels[ substr( $key, 3 ) ] ?? substr( $key, 3 ) ] = null === $term ? $value : $term['name'];
				continue;
			}
			$attributes[ $key ] = $value;
		}
		return $attributes;
	}
}
