<?php
/**
 * OrderWriter: a new order with its rows, all or nothing, once per idempotency key.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders\Storage;

use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStoreException;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/OrderTestCase.php';

final class OrderWriterTest extends OrderTestCase {

	public function test_create_writes_the_order_its_addresses_lines_and_meta(): void {
		$mug   = $this->product();
		$draft = $this->draft( array( $mug => 2 ) );
		$draft->add_line_item(
			array(
				'product_id'   => $mug,
				'variation_id' => 0,
				'name'         => 'T-shirt',
				'quantity'     => 1,
				'attributes'   => array(
					'Colour' => 'Blue',
					'Size'   => 'Small',
				),
				'subtotal'     => 2000,
				'subtotal_tax' => 400,
				'total'        => 1800,
				'total_tax'    => 360,
				'taxes'        => array( 3 => 360 ),
			)
		);
		$draft->add_shipping_line(
			array(
				'rate_id'   => 'flat_rate:1',
				'method_id' => 'flat_rate',
				'label'     => 'Flat rate',
				'cost'      => 500,
				'tax'       => 100,
				'taxes'     => array( 3 => 100 ),
			)
		);
		$draft->add_coupon_line(
			array(
				'code'         => 'spring',
				'discount'     => 200,
				'discount_tax' => 40,
			)
		);
		$draft->add_fee_line(
			array(
				'name'  => 'Gift wrap',
				'total' => 300,
			)
		);
		$draft->add_tax_line(
			array(
				'rate_id'            => 3,
				'label'              => 'VAT',
				'compound'           => false,
				'tax_total'          => 360,
				'shipping_tax_total' => 100,
			)
		);
		$draft->subtotal           = 4500;
		$draft->discount_total     = 200;
		$draft->discount_tax       = 40;
		$draft->shipping_total     = 500;
		$draft->shipping_tax       = 100;
		$draft->total_tax          = 460;
		$draft->total              = 5560;
		$draft->customer_note      = "Ring twice.\nThanks";
		$draft->idempotency_key    = 'checkout-abc';
		$draft->customer_ip        = '203.0.113.9';
		$draft->user_agent         = 'Firefox';
		$draft->prices_include_tax = true;
		$draft->meta               = array(
			'_vitrine_source_type' => 'utm',
			'_vitrine_extension'   => array( 'a' => 1 ),
		);

		$order = $this->writer->create( $draft );

		self::assertGreaterThan( 0, $order->id );
		self::assertMatchesRegularExpression( '/^vitrine_order_[a-f0-9]{20}$/', $order->key );
		self::assertSame( OrderStatus::PENDING, $order->status );
		self::assertSame( 'EUR', $order->currency );
		self::assertSame( 2, $order->decimals );
		self::assertTrue( $order->prices_include_tax );
		self::assertSame( 0, $order->customer_id );
		self::assertSame( 'ada@example.org', $order->billing_email() );
		self::assertSame( 'Ada Lovelace', $order->billing_name() );
		self::assertSame( 'London', $order->shipping['city'] );
		self::assertSame( 'bacs', $order->payment_method );
		self::assertSame( 'Direct bank transfer', $order->payment_method_title );
		self::assertSame( "Ring twice.\nThanks", $order->customer_note );
		self::assertSame( 'checkout-abc', $order->idempotency_key );
		self::assertFalse( $order->stock_reduced );
		self::assertSame( array( 4500, 200, 40, 500, 100, 460, 5560, 0 ), array( $order->subtotal, $order->discount_total, $order->discount_tax, $order->shipping_total, $order->shipping_tax, $order->total_tax, $order->total, $order->refunded_total ) );
		self::assertEqualsWithDelta( time(), $order->created_at, 5 );
		self::assertNull( $order->paid_at );
		self::assertSame( '203.0.113.9', $order->customer_ip );
		self::assertSame( 'utm', $order->get_meta( '_vitrine_source_type' ) );
		self::assertSame( array( 'a' => 1 ), $order->get_meta( '_vitrine_extension' ) );

		self::assertCount( 2, $order->line_items() );
		$shirt = $order->line_items()[1];
		self::assertSame( array( 'T-shirt', 1, 2000, 400, 1800, 360 ), array( $shirt->name, $shirt->quantity, $shirt->subtotal, $shirt->subtotal_tax, $shirt->total, $shirt->total_tax ) );
		self::assertSame( array( '3' => 360 ), $shirt->taxes );
		self::assertSame(
			array(
				'Colour' => 'Blue',
				'Size'   => 'Small',
			),
			$shirt->attributes()
		);
		self::assertSame( 'flat_rate:1', $order->shipping_lines()[0]->get_meta( 'rate_id' ) );
		self::assertSame( 500, $order->shipping_lines()[0]->total );
		self::assertSame( 'spring', $order->coupon_lines()[0]->name );
		self::assertSame( 200, $order->coupon_lines()[0]->total );
		self::assertSame( 300, $order->fee_lines()[0]->total );
		self::assertSame( 'VAT', $order->tax_lines()[0]->name );
		self::assertSame( 100, $order->tax_lines()[0]->get_meta( 'shipping_tax_total' ) );
		self::assertSame( 3, $order->item_count() );

		self::assertSame( 1, $this->rows( OrderTables::ORDERS ) );
		self::assertSame( 2, $this->rows( OrderTables::ADDRESSES ) );
		self::assertSame( 6, $this->rows( OrderTables::ITEMS ) );
		self::assertSame( 2, $this->rows( OrderTables::META ) );

		wp_cache_flush();
		self::assertEquals( $order, $this->reader->find( $order->id ), 'What create() answers is what is stored.' );
	}

	public function test_a_row_the_database_refuses_midway_leaves_nothing(): void {
		add_option( 'vitrine_test_before_order', 'kept' );
		$mug   = $this->product();
		$cap   = $this->product( array( 'name' => 'Cap' ) );
		$draft = $this->draft(
			array(
				$mug => 1,
				$cap => 1,
			)
		);
		// The database refuses the item rows, written in one statement (the order and its
		// addresses are written by then).
		$items  = 0;
		$refuse = static function ( string $query ) use ( &$items ): string {
			if ( str_starts_with( ltrim( $query ), 'INSERT INTO ' . OrderTables::table( OrderTables::ITEMS ) ) && 1 === ++$items ) {
				return str_replace( OrderTables::table( OrderTables::ITEMS ), 'no_such_table', $query );
			}
			return $query;
		};
		add_filter( 'query', $refuse );
		try {
			$this->writer->create( $draft );
			self::fail( 'The refused row fails the whole order.' );
		} catch ( OrderStoreException $e ) {
			self::assertStringContainsString( 'no_such_table', $e->getMessage() );
		} finally {
			remove_filter( 'query', $refuse );
		}

		self::assertSame( 1, $items, 'The failure came after the order and its addresses were written.' );
		foreach ( self::TABLES as $table ) {
			self::assertSame( 0, $this->rows( $table ), "Nothing is left in {$table}." );
		}
		wp_cache_delete( 'alloptions', 'options' );
		self::assertSame( 'kept', get_option( 'vitrine_test_before_order' ), 'The caller\'s own work is untouched.' );
	}

	public function test_on_its_own_create_commits_and_a_failure_rolls_everything_back(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$product = 0;
		$kept    = null;
		try {
			$product = $this->product();
			$kept    = $this->place( array( $product => 1 ) );

			$refuse      = static fn ( string $query ): string => str_starts_with( ltrim( $query ), 'INSERT INTO ' . OrderTables::table( OrderTables::META ) ) ? 'INSERT INTO no_such_table VALUES (1)' : $query;
			$draft       = $this->draft( array( $product => 2 ) );
			$draft->meta = array( '_vitrine_source_type' => 'typein' );
			add_filter( 'query', $refuse );
			try {
				$this->writer->create( $draft );
				self::fail( 'The refused meta row fails the whole order.' );
			} catch ( OrderStoreException $e ) {
				self::assertStringContainsString( 'no_such_table', $e->getMessage() );
			} finally {
				remove_filter( 'query', $refuse );
			}

			self::assertSame( 1, $this->rows( OrderTables::ORDERS ), 'The first order was committed, the second left nothing.' );
			self::assertSame( 1, $this->rows( OrderTables::ITEMS ) );
			self::assertSame( 1, (int) $wpdb->get_var( 'SELECT @@autocommit' ), 'The connection is back to autocommit.' );
		} finally {
			foreach ( self::TABLES as $table ) {
				$wpdb->query( 'DELETE FROM ' . OrderTables::table( $table ) ); // phpcs:ignore WordPress.DB
			}
			if ( $product > 0 ) {
				wp_delete_post( $product, true );
			}
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
		self::assertNotNull( $kept );
	}

	public function test_an_idempotency_key_places_one_order_only(): void {
		$mug   = $this->product();
		$draft = $this->draft( array( $mug => 1 ) );

		$draft->idempotency_key = 'submit-1';
		$first                  = $this->writer->create( $draft );
		$error                  = $this->assertRefused( 'vitrine_order_duplicate', 409, fn () => $this->writer->create( $draft ) );

		self::assertSame( $first->id, $error->data['order_id'] );
		self::assertSame( 1, $this->rows( OrderTables::ORDERS ) );
		self::assertSame( 1, $this->rows( OrderTables::ITEMS ), 'The refused order wrote nothing.' );
		self::assertSame( $first->id, $this->reader->find_by_idempotency_key( 'submit-1' )?->id );
		self::assertNull( $this->reader->find_by_idempotency_key( 'submit-2' ) );

		$draft->idempotency_key = null;
		$this->writer->create( $draft );
		$this->writer->create( $draft );
		self::assertSame( 3, $this->rows( OrderTables::ORDERS ), 'Orders without a key are never duplicates.' );
	}

	/**
	 * @return array<string, array{0: \Closure(OrderDraft): void, 1: string}>
	 */
	public static function wrong_drafts(): array {
		return array(
			'no line item'    => array(
				static function ( OrderDraft $draft ): void {
				},
				'An order needs at least one line item.',
			),
			'wrong currency'  => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
					$draft->currency = 'euro';
				},
				'The currency is an ISO 4217 code such as EUR.',
			),
			'wrong email'     => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
					$draft->billing = array( 'email' => 'not an email' );
				},
				'The billing email is not an email address.',
			),
			'unknown field'   => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
					$draft->shipping = array( 'street' => 'Main' );
				},
				'The shipping address has no field street.',
			),
			'negative total'  => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 1 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
					$draft->total = -1;
				},
				'The total is not negative.',
			),
			'float amount'    => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 1, 'total' => 12.5 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
				},
				'The line\'s total must be an integer (minor units for amounts).',
			),
			'zero quantity'   => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_line_item( array( 'name' => 'Mug', 'quantity' => 0 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
				},
				'A line item needs a quantity of at least 1.',
			),
			'nameless coupon' => array(
				static function ( OrderDraft $draft ): void {
					$draft->add_coupon_line( array( 'discount' => 100 ) );
				},
				'The line needs a code.',
			),
		);
	}

	/**
	 * @dataProvider wrong_drafts
	 *
	 * @param \Closure(OrderDraft): void $spoil   Makes the draft wrong.
	 * @param string                     $message The developer's message.
	 */
	public function test_a_wrong_draft_is_refused_before_anything_is_written( \Closure $spoil, string $message ): void {
		try {
			$draft = new OrderDraft();
			$spoil( $draft );
			$this->writer->create( $draft );
			self::fail( 'The draft is refused.' );
		} catch ( \InvalidArgumentException $e ) {
			self::assertStringContainsString( $message, $e->getMessage() );
		}
		self::assertSame( 0, $this->rows( OrderTables::ORDERS ) );
	}

	/**
	 * @return array<string, array{0: string, 1: int, 2: int, 3: string, 4: string, 5: list<array{0: string, 1: int|null}>}>
	 */
	public static function currencies(): array {
		return array(
			'yen, no decimals'      => array( 'JPY', 0, 123456, '123456', '123456 JPY', array( array( '1500', 1500 ), array( '15.5', null ), array( '15.', null ) ) ),
			'euro, two decimals'    => array( 'EUR', 2, 1999, '19.99', '€19.99', array( array( '19.99', 1999 ), array( '0.1', 10 ), array( '19.999', null ) ) ),
			'dinar, three decimals' => array( 'KWD', 3, 12345, '12.345', '12.345 KWD', array( array( '12.345', 12345 ), array( '0.005', 5 ), array( '1.2345', null ) ) ),
		);
	}

	/**
	 * @dataProvider currencies
	 *
	 * @param string                             $currency The order's currency.
	 * @param int                                $decimals Its decimals.
	 * @param int                                $total    The total in minor units.
	 * @param string                             $decimal  The total as a decimal.
	 * @param string                             $shown    The total as people read it (the store sells in euros).
	 * @param list<array{0: string, 1: int|null}> $typed    What a merchant types and what it means.
	 */
	public function test_amounts_are_exact_in_currencies_with_0_2_and_3_decimals( string $currency, int $decimals, int $total, string $decimal, string $shown, array $typed ): void {
		$draft                    = $this->draft( array( $this->product() => 1 ) );
		$draft->currency          = $currency;
		$draft->currency_decimals = $decimals;
		$draft->subtotal          = $total;
		$draft->total             = $total;

		$order = $this->writer->create( $draft );
		wp_cache_flush();
		$order = $this->reader->find( $order->id );

		self::assertNotNull( $order );
		self::assertSame( $total, $order->total );
		self::assertSame( $decimals, $order->decimals );
		self::assertSame( $decimal, $this->orders->money->decimal( $order->total, $order ) );
		self::assertSame( $shown, $this->orders->money->format( $order->total, $order ), 'Another currency than the store\'s shows its code.' );
		foreach ( $typed as list( $text, $minor ) ) {
			self::assertSame( $minor, $this->orders->money->parse( $text, $order ), "'{$text}' in {$currency}" );
		}
	}
}
