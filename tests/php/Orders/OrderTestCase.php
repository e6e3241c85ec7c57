<?php
/**
 * Shared set-up of the order tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Orders\Module;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\Orders;
use Vitrine\Orders\PaymentRefunds;
use Vitrine\Orders\Storage\OrderItems;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Orders\Storage\OrderWriter;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\GatewayRefunds;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * An Orders of its own (with gateways the test registers) and the storage concerns of the same
 * container (so that they share its OrderStore), products made with the catalog's writer, and every email wp_mail() is given recorded instead of sent (a pre_wp_mail filter).
 *
 * The orders module adds the email settings and listeners; until the plugin wires it, the first
 * test registers one Module for the whole run (its listeners use the same tables).
 */
abstract class OrderTestCase extends TestCase {

	/** Every table of the orders, in the order Migration0004Orders creates them. */
	protected const TABLES = array( OrderTables::ORDERS, OrderTables::ADDRESSES, OrderTables::ITEMS, OrderTables::META, OrderTables::NOTES, OrderTables::REFUNDS );

	protected Orders $orders;

	protected OrderStore $store;

	protected OrderReader $reader;

	protected OrderWriter $writer;

	protected OrderItems $items;

	protected OrderMeta $meta;

	protected OrderNotes $notes;

	protected OrderRefunds $refunds;

	protected OrderQuery $lists;

	/** @var array<string, Gateway> */
	protected array $gateways = array();

	/** @var list<array{to: string|string[], subject: string, message: string, headers: string|string[]}> */
	protected array $mails = array();

	private static bool $module_registered = false;

	protected function setUp(): void {
		parent::setUp();
		$plugin = Plugin::instance();
		if ( ! isset( $plugin->settings->fields()['email_new_order_enabled'] ) && ! self::$module_registered ) {
			$plugin->get( Module::class )->register();
			self::$module_registered = true;
		}
		$this->gateways = array();
		$services       = $this->services(
			array( PaymentRefunds::class => new GatewayRefunds( fn ( string $id ): ?Gateway => $this->gateways[ $id ] ?? null ) )
		);
		$this->orders   = $services->get( Orders::class );
		$this->store    = $services->get( OrderStore::class );
		$this->reader   = $services->get( OrderReader::class );
		$this->writer   = $services->get( OrderWriter::class );
		$this->items    = $services->get( OrderItems::class );
		$this->meta     = $services->get( OrderMeta::class );
		$this->notes    = $services->get( OrderNotes::class );
		$this->refunds  = $services->get( OrderRefunds::class );
		$this->lists    = $services->get( OrderQuery::class );
		$this->mails    = array();
		add_filter( 'pre_wp_mail', array( $this, 'record_mail' ), 1, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'record_mail' ), 1 );
		parent::tearDown();
	}

	/**
	 * Filter pre_wp_mail: keeps the email and tells wp_mail() it was sent.
	 *
	 * @param null|bool            $short_circuit Null to send.
	 * @param array<string, mixed> $atts          to, subject, message, headers, attachments.
	 */
	public function record_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = array(
			'to'      => $atts['to'],
			'subject' => $atts['subject'],
			'message' => $atts['message'],
			'headers' => $atts['headers'],
		);
		return true;
	}

	/**
	 * A published simple product at 12.50 whose stock is managed (10 in stock, no backorders),
	 * unless the fields say otherwise.
	 *
	 * @param array<string, mixed> $fields ProductWriter fields.
	 */
	protected function product( array $fields = array() ): int {
		return Plugin::instance()->catalog->writer->save_product(
			0,
			$fields + array(
				'name'          => 'Mug',
				'regular_price' => '12.50',
				'manage_stock'  => true,
				'stock'         => 10,
				'backorders'    => 'no',
			)
		);
	}

	/**
	 * The stock quantity as stored now (read past the meta cache); null when there is none.
	 */
	protected function stock( int $id ): ?int {
		wp_cache_delete( $id, 'post_meta' );
		$value = get_post_meta( $id, ProductMeta::STOCK, true );
		return '' === $value ? null : (int) $value;
	}

	/**
	 * A draft for a guest buying the given products (product id => quantity) at 12.50 each.
	 *
	 * @param array<int, int> $lines Product id to quantity.
	 */
	protected function draft( array $lines ): OrderDraft {
		$draft                       = new OrderDraft();
		$draft->billing              = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'address_1'  => '12 Analytical Street',
			'city'       => 'London',
			'postcode'   => 'N1 9GU',
			'country'    => 'GB',
			'email'      => 'ada@example.org',
			'phone'      => '+44 20 7946 0000',
		);
		$draft->shipping             = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'address_1'  => '12 Analytical Street',
			'city'       => 'London',
			'postcode'   => 'N1 9GU',
			'country'    => 'GB',
		);
		$draft->payment_method       = 'bacs';
		$draft->payment_method_title = 'Direct bank transfer';
		$draft->currency             = 'EUR';
		$draft->currency_decimals    = 2;
		$subtotal                    = 0;
		foreach ( $lines as $product_id => $quantity ) {
			$draft->add_line_item(
				array(
					'product_id' => $product_id,
					'name'       => get_the_title( $product_id ),
					'quantity'   => $quantity,
					'subtotal'   => 1250 * $quantity,
					'total'      => 1250 * $quantity,
				)
			);
			$subtotal += 1250 * $quantity;
		}
		$draft->subtotal = $subtotal;
		$draft->total    = $subtotal;
		return $draft;
	}

	/**
	 * Places an order for the given products.
	 *
	 * @param array<int, int> $lines Product id to quantity.
	 */
	protected function place( array $lines ): Order {
		return $this->writer->create( $this->draft( $lines ) );
	}

	/**
	 * Puts an order straight into a status, without a transition (to set up a case).
	 */
	protected function force_status( Order $order, string $status ): Order {
		$this->store->transaction( fn () => $this->writer->update_fields( $order->id, array( 'status' => $status ) ) );
		$found = $this->reader->find( $order->id );
		self::assertNotNull( $found );
		return $found;
	}

	/**
	 * How many rows a table of the orders has.
	 *
	 * @param string $table An OrderTables table constant.
	 */
	protected function rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . OrderTables::table( $table ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * The texts of an order's notes, oldest first.
	 *
	 * @return list<string>
	 */
	protected function note_texts( int $order_id ): array {
		return array_reverse( array_map( static fn ( $note ): string => $note->content, $this->notes->notes( $order_id ) ) );
	}

	/**
	 * Asserts that a call throws a DomainError with this code, answered with this status.
	 *
	 * @param string   $code   Expected error code.
	 * @param int      $status Expected HTTP status of the answer.
	 * @param \Closure $call   The call.
	 */
	protected function assertRefused( string $code, int $status, \Closure $call ): DomainError {
		try {
			$call();
		} catch ( DomainError $e ) {
			self::assertSame( $code, $e->error_code, $e->getMessage() );
			self::assertSame( $status, ErrorMapper::status( $e->kind ) );
			self::assertNotSame( '', $e->getMessage() );
			return $e;
		}
		self::fail( "Expected a {$code} refusal." );
	}

	/**
	 * The emails sent so far whose subject contains the text.
	 *
	 * @return list<array{to: string|string[], subject: string, message: string, headers: string|string[]}>
	 */
	protected function mails_about( string $subject_part ): array {
		return array_values( array_filter( $this->mails, static fn ( array $mail ): bool => str_contains( $mail['subject'], $subject_part ) ) );
	}
}
