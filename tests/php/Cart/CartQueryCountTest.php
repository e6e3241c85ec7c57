<?php
/**
 * How many database queries each cart call costs (docs/decisions.md, "Queries of the cart calls").
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\Cart;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Coupons\Coupon;
use Vitrine\Plugin;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Tests\Checkout\CheckoutTestCase;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

/**
 * A guest's cart with two simple products (in a category, one with a shipping class) and a
 * variation on global attributes, a coupon, a location and a chosen
 * shipping rate; each call is dispatched as a request reaches it (the ajax router, the REST
 * server) and its queries are counted with $wpdb->num_queries. "Cold" flushes the object cache
 * first, as a request without a persistent object cache starts (its autoloaded options are
 * loaded before the call, so they are loaded here too); "warm" is the second identical call,
 * whose cache a persistent object cache would have kept from the first.
 */
final class CartQueryCountTest extends CheckoutTestCase {

	/** At most this many queries per cart call without a persistent object cache. */
	private const COLD_LIMIT = 12;

	/** Add to cart, cold, lines with images: see test_a_cart_call_with_images_costs_exactly_its_queries(). */
	private const ADD_TO_CART_COLD = 11;

	/** The fragments, cold, lines with images. */
	private const FRAGMENTS_COLD = 7;

	/**
	 * Placing an order, cold: the cart and its totals (13), the order written and read back (9),
	 * its stock taken (25 for three lines, one of them with managed stock, with the catalogue's
	 * own bookkeeping of the stock change and its row in the stock history), the coupon's use
	 * (5), the cart (2), and the payment with the status change, its note and email (19).
	 */
	private const PLACE_ORDER_COLD = 73;

	/** At most this many with a warm one, for a call that only reads the cart. */
	private const WARM_LIMIT = 4;

	/**
	 * At most this many with a warm one, for a call that changes the cart: the transaction costs
	 * five queries that no cache can save (docs/decisions.md, "Queries of the cart calls"): the
	 * probe of the connection's transaction state, START TRANSACTION (a savepoint here, inside
	 * the test's transaction), the cart's row read FOR UPDATE, its UPDATE, and COMMIT.
	 */
	private const WARM_WRITE_LIMIT = 5;

	/** @var array{mug: int, cap: int, hoodie: int} */
	private array $products;

	/** The key of the cap's line, found before the call is measured (reading the cart fills caches). */
	private string $line = '';

	/** @var list<string> The queries of the last measured call, with their callers. */
	private array $log = array();

	private \Closure $logger;

	protected function setUp(): void {
		parent::setUp();
		$category       = (int) wp_insert_term( 'Kitchen', ProductPostTypes::CATEGORY )['term_id'];
		$bulky          = (int) wp_insert_term( 'Bulky', ShippingClasses::TAXONOMY )['term_id'];
		$this->products = array(
			'mug'    => $this->simple_product( array( 'categories' => array( $category ) ) ),
			'cap'    => $this->simple_product(
				array(
					'name'          => 'Cap',
					'regular_price' => '15.00',
					'manage_stock'  => true,
					'stock'         => 20,
					'categories'    => array( $category ),
				)
			),
			'hoodie' => $this->hoodie(),
		);
		Plugin::instance()->container->get( ShippingClasses::class )->assign( $this->products['cap'], $bulky );
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'save5',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
			)
		);
		$this->add_rest( $this->products['mug'], 2 );
		$this->add_rest( $this->products['cap'], 1 );
		$this->add_rest(
			$this->products['hoodie'],
			1,
			array(
				'vitrine_pa_colour' => 'red',
				'vitrine_pa_size'   => 'm',
			)
		);
		self::assertSame( 200, $this->rest( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'save5' ), $this->nonce_header() )->get_status() );
		$located = $this->rest(
			'POST',
			'/vitrine/v1/cart/update-customer',
			array(
				'billing_address' => array(
					'country'  => 'DE',
					'postcode' => '10117',
					'city'     => 'Berlin',
				),
			),
			$this->nonce_header()
		)->get_data();
		self::assertNotSame( array(), $located['shipping_rates'] );
		$rate = $this->rest( 'POST', '/vitrine/v1/cart/select-shipping-rate', array( 'rate_id' => (string) $located['shipping_rates'][0]['rate_id'] ), $this->nonce_header() );
		self::assertSame( 200, $rate->get_status() );
		self::assertCount( 3, $rate->get_data()['items'] );

		$this->logger = function ( string $query ): string {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_wp_debug_backtrace_summary -- where each query comes from, in the failure message.
			$this->log[] = $query . "\n    from " . wp_debug_backtrace_summary( null, 4 );
			return $query;
		};
		add_filter( 'query', $this->logger );
	}

	protected function tearDown(): void {
		remove_filter( 'query', $this->logger );
		parent::tearDown();
	}

	/**
	 * @return array<string, array{string, int}> Call name, and its limit with a warm cache.
	 */
	public static function calls(): array {
		return array(
			'ajax add_to_cart'             => array( 'ajax add_to_cart', self::WARM_WRITE_LIMIT ),
			'ajax remove_from_cart'        => array( 'ajax remove_from_cart', self::WARM_WRITE_LIMIT ),
			'ajax get_refreshed_fragments' => array( 'ajax get_refreshed_fragments', self::WARM_LIMIT ),
			'REST GET cart'                => array( 'REST GET cart', self::WARM_LIMIT ),
			'REST add-item'                => array( 'REST add-item', self::WARM_WRITE_LIMIT ),
			'REST update-item'             => array( 'REST update-item', self::WARM_WRITE_LIMIT ),
			'REST remove-item'             => array( 'REST remove-item', self::WARM_WRITE_LIMIT ),
		);
	}

	/**
	 * @dataProvider calls
	 *
	 * @param string $call The call.
	 */
	public function test_a_cart_call_without_an_object_cache_stays_within_its_queries( string $call ): void {
		$this->prepare( $call );
		wp_cache_flush();
		$this->preload_autoloaded_options();

		$count = $this->measure( $call );

		self::assertLessThanOrEqual( self::COLD_LIMIT, $count, $this->report( $call, $count ) );
	}

	/**
	 * @dataProvider calls
	 *
	 * @param string $call  The call.
	 * @param int    $limit Its limit.
	 */
	public function test_a_cart_call_with_a_warm_object_cache_stays_within_its_queries( string $call, int $limit ): void {
		$this->prepare( $call );
		$this->measure( $call );
		$this->prepare( $call );

		$count = $this->measure( $call );

		self::assertLessThanOrEqual( $limit, $count, $this->report( $call, $count ) );
	}

	public function test_without_an_object_cache_a_variation_is_still_named_by_its_terms(): void {
		wp_cache_flush();

		$names = array_column( $this->items_by_product(), 'name' );

		self::assertContains( 'Hoodie – Red, Medium', $names );
	}

	public function test_a_price_or_stock_change_is_seen_at_once_with_a_warm_cache(): void {
		$before = $this->items_by_product();
		self::assertSame( '12.50', $before[ $this->products['mug'] ]['prices']['price'] );
		self::assertSame( 20, $before[ $this->products['cap'] ]['max_quantity'] );

		$writer = Plugin::instance()->catalog->writer;
		$writer->save_product( $this->products['mug'], array( 'regular_price' => '14.00' ) );
		$writer->save_product( $this->products['cap'], array( 'stock' => 5 ) );
		$after = $this->items_by_product();

		self::assertSame( '14.00', $after[ $this->products['mug'] ]['prices']['price'] );
		self::assertSame( 5, $after[ $this->products['cap'] ]['max_quantity'] );
	}

	public function test_a_coupon_code_is_looked_up_again_after_any_coupon_change(): void {
		$coupons = Plugin::instance()->coupons;
		$save5   = $coupons->repository->find_by_code( 'SAVE5' );
		self::assertNotNull( $save5 );
		self::assertNull( $coupons->repository->find_by_code( 'new10' ) );

		$new10 = $coupons->writer->save(
			0,
			array(
				'code'          => 'new10',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
		self::assertSame( $new10, $coupons->repository->find_by_code( 'NEW10' )?->id, 'a code looked up in vain is found once its coupon exists' );

		$coupons->writer->save(
			$save5->id,
			array(
				'code'   => 'save6',
				'amount' => '6',
			)
		);
		self::assertNull( $coupons->repository->find_by_code( 'save5' ), 'a renamed coupon is not found by its old code' );
		self::assertSame( '6', $coupons->repository->find_by_code( 'save6' )?->amount );

		wp_trash_post( $new10 );
		self::assertNull( $coupons->repository->find_by_code( 'new10' ), 'a trashed coupon cannot be used' );
	}

	/**
	 * The mini-cart's images (and the cart and checkout pages it links to) are read with one
	 * query for the posts and one for their meta, whatever the number of lines: a cart whose
	 * three lines have images costs what it costs without them.
	 */
	public function test_the_mini_cart_reads_its_lines_images_in_one_go(): void {
		$this->prepare( 'ajax get_refreshed_fragments' );
		wp_cache_flush();
		$this->preload_autoloaded_options();
		$without = $this->measure( 'ajax get_refreshed_fragments' );

		foreach ( $this->products as $product ) {
			Plugin::instance()->catalog->writer->save_product( $product, array( 'image_id' => $this->image() ) );
		}
		wp_cache_flush();
		$this->preload_autoloaded_options();
		$with  = $this->measure( 'ajax get_refreshed_fragments' );
		$shown = $this->ajax( 'get_refreshed_fragments', 'GET', array() )->body['fragments'];

		self::assertSame( $without, $with, $this->report( 'ajax get_refreshed_fragments with images', $with ) );
		self::assertSame( 3, substr_count( (string) current( (array) $shown ), '<img ' ), 'every line shows its image' );
	}

	/**
	 * Adding to the cart and the fragments, without an object cache, with images on every line:
	 * what they cost exactly (before: the images read one by one, two queries each, and each
	 * page linked to read on its own).
	 *
	 * @return array<string, array{string, int}>
	 */
	public static function exact_calls(): array {
		return array(
			'ajax add_to_cart'             => array( 'ajax add_to_cart', self::ADD_TO_CART_COLD ),
			'ajax get_refreshed_fragments' => array( 'ajax get_refreshed_fragments', self::FRAGMENTS_COLD ),
		);
	}

	/**
	 * @dataProvider exact_calls
	 *
	 * @param string $call     The call.
	 * @param int    $expected Its queries.
	 */
	public function test_a_cart_call_with_images_costs_exactly_its_queries( string $call, int $expected ): void {
		foreach ( $this->products as $product ) {
			Plugin::instance()->catalog->writer->save_product( $product, array( 'image_id' => $this->image() ) );
		}
		$this->prepare( $call );
		wp_cache_flush();
		$this->preload_autoloaded_options();

		$count = $this->measure( $call );

		self::assertSame( $expected, $count, $this->report( $call, $count ) );
	}

	/**
	 * Placing an order from this cart (three lines, a coupon, a shipping rate, bank transfer),
	 * without an object cache: every check and write kept, each table written in one statement
	 * and each order read in two queries (before, the order was read in four queries seven
	 * times and once more under every lock, and its addresses and lines inserted one by one).
	 */
	public function test_placing_an_order_costs_at_most_its_queries(): void {
		wp_cache_flush();
		$this->preload_autoloaded_options();
		global $wpdb;
		$this->log = array();
		$before    = $wpdb->num_queries;

		$result = $this->checkout->service->place( $this->request() );

		$count = $wpdb->num_queries - $before;
		self::assertTrue( $result->success );
		$order = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		self::assertCount( 3, $order->line_items() );
		self::assertSame( 'Ada', $order->billing['first_name'] );
		self::assertSame( 'Berlin', $order->shipping['city'] );
		self::assertLessThanOrEqual( self::PLACE_ORDER_COLD, $count, $this->report( 'place order', $count ) );
	}

	/**
	 * A variable product on global attributes, as a shop's usually are: Colour (Red, Blue,
	 * Black) and Size (Small, Medium, Large: s, m, l), each colour in every size at 40.00.
	 */
	private function hoodie(): int {
		$catalog = Plugin::instance()->catalog;
		$colour  = $catalog->attributes->save( 'colour', 'Colour' )->taxonomy();
		$size    = $catalog->attributes->save( 'size', 'Size' )->taxonomy();
		foreach ( array( 'Red', 'Blue', 'Black' ) as $name ) {
			wp_insert_term( $name, $colour, array( 'slug' => strtolower( $name ) ) );
		}
		foreach ( array(
			's' => 'Small',
			'm' => 'Medium',
			'l' => 'Large',
		) as $slug => $name ) {
			wp_insert_term( $name, $size, array( 'slug' => $slug ) );
		}
		$product = $catalog->writer->save_product(
			0,
			array(
				'name'       => 'Hoodie',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'taxonomy'  => $colour,
						'options'   => array( 'red', 'blue', 'black' ),
						'visible'   => true,
						'variation' => true,
					),
					array(
						'name'      => 'Size',
						'taxonomy'  => $size,
						'options'   => array( 's', 'm', 'l' ),
						'visible'   => true,
						'variation' => true,
					),
				),
			)
		);
		foreach ( array( 'red', 'blue', 'black' ) as $value ) {
			foreach ( array( 's', 'm', 'l' ) as $size_value ) {
				$catalog->writer->save_variation(
					$product,
					0,
					array(
						'regular_price' => '40.00',
						'attributes'    => array(
							$colour => $value,
							$size   => $size_value,
						),
					)
				);
			}
		}
		return $product;
	}

	/**
	 * An image in the media library, as an upload leaves it (file and sizes in its meta).
	 */
	private function image(): int {
		$name = 'cart-' . wp_generate_password( 8, false ) . '.png';
		$id   = (int) wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			$name
		);
		update_post_meta( $id, '_wp_attached_file', $name );
		update_post_meta(
			$id,
			'_wp_attachment_metadata',
			array(
				'width'  => 600,
				'height' => 600,
				'file'   => $name,
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => str_replace( '.png', '-150x150.png', $name ),
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}

	/**
	 * The cart's items as the REST route answers them, by product.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function items_by_product(): array {
		$items = array();
		foreach ( $this->rest( 'GET', '/vitrine/v1/cart', array(), $this->nonce_header() )->get_data()['items'] as $item ) {
			$items[ (int) $item['id'] ] = $item;
		}
		return $items;
	}

	/**
	 * Puts the cart back where the call expects it (a removed line is added again), outside the count.
	 */
	private function prepare( string $call ): void {
		if ( str_contains( $call, 'remove' ) && ! $this->has_line( $this->products['cap'] ) ) {
			$this->add_rest( $this->products['cap'], 1 );
		}
		$this->line = $this->line_key( $this->products['cap'] );
	}

	/**
	 * Makes the call and answers how many queries it ran; the answer must be a success.
	 */
	private function measure( string $call ): int {
		global $wpdb;
		$this->log = array();
		$before    = $wpdb->num_queries;
		$status    = $this->dispatch( $call, $this->line );
		$count     = $wpdb->num_queries - $before;
		self::assertSame( 200, $status, $call . ' failed.' );
		return $count;
	}

	/**
	 * @param string $call The call.
	 * @param string $line The key of the cap's line.
	 */
	private function dispatch( string $call, string $line ): int {
		switch ( $call ) {
			case 'ajax add_to_cart':
				return $this->ajax( 'add_to_cart', 'POST', array( 'product_id' => (string) $this->products['mug'] ) )->status;
			case 'ajax remove_from_cart':
				return $this->ajax( 'remove_from_cart', 'POST', array( 'cart_item_key' => $line ) )->status;
			case 'ajax get_refreshed_fragments':
				return $this->ajax( 'get_refreshed_fragments', 'GET', array() )->status;
			case 'REST GET cart':
				return $this->rest( 'GET', '/vitrine/v1/cart', array(), $this->nonce_header() )->get_status();
			case 'REST add-item':
				return $this->add_rest( $this->products['mug'], 1 )->get_status();
			case 'REST update-item':
				return $this->rest(
					'POST',
					'/vitrine/v1/cart/update-item',
					array(
						'key'      => $line,
						'quantity' => 2,
					),
					$this->nonce_header()
				)->get_status();
			case 'REST remove-item':
				return $this->rest( 'POST', '/vitrine/v1/cart/remove-item', array( 'key' => $line ), $this->nonce_header() )->get_status();
		}
		self::fail( 'Unknown call ' . $call );
	}

	/**
	 * What a request without a persistent object cache has loaded before any plugin code runs.
	 */
	private function preload_autoloaded_options(): void {
		wp_load_alloptions();
	}

	/**
	 * @param array<string, mixed> $params Fields.
	 */
	private function ajax( string $endpoint, string $method, array $params ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, $method, $params, wp_create_nonce( Cart::NONCE_ACTION ) );
	}

	/**
	 * @param int                   $product   The product.
	 * @param int                   $quantity  How many.
	 * @param array<string, string> $variation Chosen values.
	 */
	private function add_rest( int $product, int $quantity, array $variation = array() ): WP_REST_Response {
		$body = array(
			'id'       => $product,
			'quantity' => $quantity,
		);
		if ( array() !== $variation ) {
			$body['variation'] = $variation;
		}
		$response = $this->rest( 'POST', '/vitrine/v1/cart/add-item', $body, $this->nonce_header() );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response;
	}

	private function has_line( int $product ): bool {
		return '' !== $this->line_key( $product, false );
	}

	private function line_key( int $product, bool $required = true ): string {
		foreach ( Plugin::instance()->cart->service->get()->items as $item ) {
			if ( $item->product_id === $product ) {
				return $item->key;
			}
		}
		if ( $required ) {
			self::fail( 'No line of product ' . $product );
		}
		return '';
	}

	private function report( string $call, int $count ): string {
		return $call . ' ran ' . $count . " queries:\n" . implode( "\n", $this->log );
	}
}
