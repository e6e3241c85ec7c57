<?php
/**
 * Manual orders: the checkout's totals for the merchant's lines, written pending in one go.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ManualOrders;

use Vitrine\Coupons\Coupon;
use Vitrine\ManualOrders\ManualOrderError;
use Vitrine\ManualOrders\ManualOrderLine;
use Vitrine\ManualOrders\ManualOrderRequest;
use Vitrine\ManualOrders\ManualOrderService;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

final class ManualOrderServiceTest extends CheckoutTestCase {

	private ManualOrderService $manual;

	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		$this->manual = $this->container->get( ManualOrderService::class );
		$this->admin  = $this->create_user( 'administrator' );
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'TENOFF',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
	}

	public function test_a_manual_order_has_the_totals_the_checkout_computes_for_the_same_cart(): void {
		$mug     = $this->simple_product( array( 'name' => 'Mug' ) );
		$shirt   = $this->variable_product();
		$reduced = $this->simple_product(
			array(
				'name'      => 'Book',
				'tax_class' => 'reduced-rate',
			)
		);
		Plugin::instance()->tax->rates->create(
			array(
				'country'   => 'DE',
				'rate'      => '7',
				'name'      => 'Reduced VAT',
				'tax_class' => 'reduced-rate',
			)
		);

		// The checkout: two mugs, a blue small T-shirt, a book, the coupon, the Berlin address.
		$this->service()->add_item( $mug, 2 );
		$this->service()->add_item(
			$shirt['product'],
			1,
			0,
			array(
				'colour' => 'blue',
				'size'   => 'small',
			)
		);
		$this->service()->add_item( $reduced, 1 );
		$this->checkout->coupons->apply( 'TENOFF', '' );
		$placed   = $this->checkout->service->place( $this->request() );
		$checkout = Plugin::instance()->orders->reader->find( $placed->order_id );
		self::assertNotNull( $checkout );

		// The same lines by hand (the variation chosen by its attributes too).
		$order = $this->manual->create(
			$this->manual_request(
				array(
					new ManualOrderLine( $mug, 0, 2 ),
					new ManualOrderLine(
						$shirt['product'],
						0,
						1,
						array(
							'colour' => 'blue',
							'size'   => 'small',
						)
					),
					new ManualOrderLine( $reduced, 0, 1 ),
				),
				array( 'tenoff' )
			),
			$this->admin
		);

		foreach ( array( 'subtotal', 'discount_total', 'discount_tax', 'shipping_total', 'shipping_tax', 'total_tax', 'total' ) as $amount ) {
			self::assertSame( $checkout->$amount, $order->$amount, $amount );
		}
		self::assertGreaterThan( 0, $order->discount_total, 'the coupon applied' );
		self::assertSame( 490, $order->shipping_total, 'the flat rate' );
		self::assertSame( self::lines( $checkout ), self::lines( $order ) );
		self::assertSame( self::lines( $checkout, OrderItem::TAX ), self::lines( $order, OrderItem::TAX ), 'the same tax lines, 19 % and 7 %' );
		self::assertSame( array( $shirt['blue_small'] ), array_values( array_filter( array_map( static fn ( OrderItem $item ): int => $item->variation_id, $order->line_items() ) ) ) );
		self::assertSame( OrderStatus::PENDING, $order->status );
		self::assertSame( ManualOrderService::CREATED_VIA, $order->created_via );
		self::assertSame( '', $order->payment_method, 'the customer chooses on the payment page' );
		self::assertCount( 1, $order->coupon_lines() );
	}

	public function test_a_pending_manual_order_holds_no_stock_and_a_variation_can_be_given_by_id(): void {
		$shirt = $this->variable_product();
		$order = $this->manual->create( $this->manual_request( array( new ManualOrderLine( $shirt['product'], $shirt['blue_small'], 2 ) ) ), $this->admin );

		self::assertFalse( $order->stock_reduced );
		$variation = Plugin::instance()->catalog->products->find_variation( $shirt['blue_small'] );
		self::assertNotNull( $variation );
		self::assertSame( 3, $variation->stock->quantity, 'stock is taken when the order is paid' );
		self::assertSame( 4000, $order->line_items()[0]->subtotal, 'two at 20.00, without tax' );
	}

	public function test_a_guest_and_a_customer(): void {
		$mug      = $this->simple_product();
		$customer = $this->create_user( 'customer' );
		$guest    = $this->manual->create( $this->manual_request( array( new ManualOrderLine( $mug, 0, 1 ) ) ), $this->admin );
		$account  = $this->manual->create(
			new ManualOrderRequest( $customer, $this->billing( array( 'email' => 'grace@example.org' ) ), array(), false, array( new ManualOrderLine( $mug, 0, 1 ) ), array(), '', 'Call before delivery', 'b2' ),
			$this->admin
		);

		self::assertSame( 0, $guest->customer_id );
		self::assertSame( 'ada@example.org', $guest->billing_email() );
		self::assertSame( $customer, $account->customer_id );
		self::assertSame( 'Call before delivery', $account->customer_note );
		self::assertSame( 'Berlin', $account->shipping['city'] ?? '', 'the billing address ships' );
	}

	public function test_amounts_sent_with_the_form_are_ignored(): void {
		$mug   = $this->simple_product();
		$input = array(
			'draft'          => 'c0ffee',
			'customer_id'    => '0',
			'lines'          => array(
				array(
					'product_id' => (string) $mug,
					'quantity'   => '2',
					'price'      => '0.01',
					'subtotal'   => '0.01',
					'total'      => '0.01',
				),
			),
			'total'          => '0.01',
			'discount_total' => '99',
			'shipping_total' => '0',
		);
		foreach ( $this->billing() as $key => $value ) {
			$input[ 'billing_' . $key ] = $value;
		}

		$order = $this->manual->create( ManualOrderRequest::from_input( $input ), $this->admin );

		// 2 × 12.50 net + 19 % VAT, and the 4.90 flat rate + 19 %.
		self::assertSame( 2500, $order->subtotal );
		self::assertSame( 0, $order->discount_total );
		self::assertSame( 2500 + 475 + 490 + 93, $order->total );
	}

	public function test_nothing_is_written_when_anything_is_wrong(): void {
		$mug    = $this->simple_product();
		$scarce = $this->simple_product(
			array(
				'name'         => 'Vase',
				'manage_stock' => true,
				'stock'        => 1,
			)
		);
		$before = $this->order_count();
		$cases  = array(
			'no line'          => array( $this->manual_request( array() ), 'vitrine_manual_order_empty' ),
			'unknown product'  => array( $this->manual_request( array( new ManualOrderLine( 999999, 0, 1 ) ) ), 'vitrine_manual_order_invalid' ),
			'unknown coupon'   => array( $this->manual_request( array( new ManualOrderLine( $mug, 0, 1 ) ), array( 'nope' ) ), 'vitrine_manual_order_invalid' ),
			'not enough stock' => array( $this->manual_request( array( new ManualOrderLine( $scarce, 0, 2 ) ) ), 'vitrine_manual_order_invalid' ),
			'no email'         => array(
				new ManualOrderRequest( 0, $this->billing( array( 'email' => '' ) ), array(), false, array( new ManualOrderLine( $mug, 0, 1 ) ) ),
				'vitrine_manual_order_invalid',
			),
			'unshipped place'  => array(
				new ManualOrderRequest(
					0,
					$this->billing(
						array(
							'country'  => 'FR',
							'postcode' => '75001',
							'city'     => 'Paris',
						)
					),
					array(),
					false,
					array( new ManualOrderLine( $mug, 0, 1 ) )
				),
				'vitrine_manual_order_invalid',
			),
		);
		foreach ( $cases as $name => list( $request, $code ) ) {
			try {
				$this->manual->create( $request, $this->admin );
				self::fail( "Accepted: {$name}." );
			} catch ( ManualOrderError $e ) {
				self::assertSame( $code, $e->error_code, $name );
				self::assertNotSame( '', $e->getMessage(), $name );
			}
		}
		self::assertSame( $before, $this->order_count() );
	}

	public function test_the_same_form_sent_twice_makes_one_order(): void {
		$request = $this->manual_request( array( new ManualOrderLine( $this->simple_product(), 0, 1 ) ) );
		$first   = $this->manual->create( $request, $this->admin );
		$second  = $this->manual->create( $request, $this->admin );

		self::assertSame( $first->id, $second->id );
	}

	public function test_an_unpaid_orders_items_are_priced_again_and_a_paid_order_is_refused(): void {
		$mug   = $this->simple_product();
		$shirt = $this->variable_product();
		$order = $this->manual->create( $this->manual_request( array( new ManualOrderLine( $mug, 0, 1 ) ) ), $this->admin );
		self::assertSame( array(), $this->manual->request_of( $order )->coupons );

		// Three mugs and a large blue T-shirt, with the coupon: the totals a new order would have.
		$lines   = array(
			new ManualOrderLine( $mug, 0, 3 ),
			new ManualOrderLine(
				$shirt['product'],
				0,
				1,
				array(
					'colour' => 'blue',
					'size'   => 'large',
				)
			),
		);
		$changed = $this->manual->update_items( $order, $this->manual_request( $lines, array( 'tenoff' ) ), $this->admin );
		$fresh   = $this->manual->create( $this->manual_request( $lines, array( 'tenoff' ) ), $this->admin );

		self::assertSame( $order->id, $changed->id );
		self::assertSame( $order->key, $changed->key, 'the payment link stays valid' );
		foreach ( array( 'subtotal', 'discount_total', 'discount_tax', 'shipping_total', 'shipping_tax', 'total_tax', 'total' ) as $amount ) {
			self::assertSame( $fresh->$amount, $changed->$amount, $amount );
		}
		self::assertSame( self::lines( $fresh ), self::lines( $changed ) );
		self::assertSame( array( 'tenoff' ), $this->manual->request_of( $changed )->coupons );
		$coupon = Plugin::instance()->coupons->repository->find_by_code( 'tenoff' );
		self::assertNotNull( $coupon );
		self::assertSame( 2, Plugin::instance()->coupons->usage->count( $coupon ), 'one use per order' );
		$notes = array_map( static fn ( $note ): string => $note->content, Plugin::instance()->orders->notes->notes( $order->id ) );
		self::assertNotEmpty( array_filter( $notes, static fn ( string $note ): bool => str_starts_with( $note, 'Items changed by hand: 3 × Mug, 1 × T-shirt' ) ) );

		// Paid: refused with the reason, nothing changed.
		$paid = Plugin::instance()->orders->service->payment_complete( $changed );
		try {
			$this->manual->update_items( $paid, $this->manual_request( array( new ManualOrderLine( $mug, 0, 1 ) ) ), $this->admin );
			self::fail( 'A paid order was changed.' );
		} catch ( ManualOrderError $e ) {
			self::assertSame( 'vitrine_manual_order_not_editable', $e->error_code );
			self::assertStringContainsString( 'is paid (Processing)', $e->getMessage() );
		}
		self::assertSame( $paid->total, Plugin::instance()->orders->reader->fresh( $order->id )?->total );
	}

	public function test_an_order_on_hold_gives_its_stock_back_and_takes_it_for_the_new_lines(): void {
		$shirt = $this->variable_product();
		$order = $this->manual->create( $this->manual_request( array( new ManualOrderLine( $shirt['product'], $shirt['blue_small'], 2 ) ) ), $this->admin );
		$order = Plugin::instance()->orders->service->transition( $order, OrderStatus::ON_HOLD );
		self::assertTrue( $order->stock_reduced );
		self::assertSame( 1, $this->stock_of( $shirt['blue_small'] ) );

		$this->manual->update_items( $order, $this->manual_request( array( new ManualOrderLine( $shirt['product'], $shirt['blue_small'], 3 ) ) ), $this->admin );
		self::assertSame( 0, $this->stock_of( $shirt['blue_small'] ), 'three of the three' );

		// More than the stock: refused, and the order keeps its lines and its stock.
		$before = Plugin::instance()->orders->reader->fresh( $order->id );
		self::assertNotNull( $before );
		try {
			$this->manual->update_items( $before, $this->manual_request( array( new ManualOrderLine( $shirt['product'], $shirt['blue_small'], 4 ) ) ), $this->admin );
			self::fail( 'More than the stock was accepted.' );
		} catch ( \Vitrine\Core\Errors\DomainError $e ) {
			self::assertNotSame( '', $e->getMessage() );
		}
		self::assertSame( 0, $this->stock_of( $shirt['blue_small'] ) );
		self::assertSame( 3, Plugin::instance()->orders->reader->fresh( $order->id )?->line_items()[0]->quantity );
	}

	private function stock_of( int $variation ): ?int {
		clean_post_cache( $variation );
		return Plugin::instance()->catalog->products->find_variation( $variation )?->stock->quantity;
	}

	/**
	 * A guest's request with the Berlin address.
	 *
	 * @param list<ManualOrderLine> $lines   Lines.
	 * @param list<string>          $coupons Codes.
	 */
	private function manual_request( array $lines, array $coupons = array() ): ManualOrderRequest {
		return new ManualOrderRequest( 0, $this->billing(), array(), false, $lines, $coupons, '', '', bin2hex( random_bytes( 8 ) ) );
	}

	/**
	 * An order's lines of one type, as comparable arrays.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function lines( Order $order, string $type = OrderItem::LINE_ITEM ): array {
		return array_map(
			static fn ( OrderItem $item ): array => array( $item->name, $item->product_id, $item->variation_id, $item->quantity, $item->subtotal, $item->subtotal_tax, $item->total, $item->total_tax, $item->taxes ),
			array_values( $order->items( $type ) )
		);
	}
}
