<?php
/**
 * Adding, changing and removing lines; stock, variations and prices decided by the server.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartStore;
use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartServiceTest extends CartTestCase {

	public function test_reading_without_a_cart_creates_no_row_and_no_cookie(): void {
		$before = $this->cart_rows();

		$cart = $this->service()->get();

		self::assertTrue( $cart->is_empty() );
		self::assertSame( 0, $cart->count() );
		self::assertSame( '', $cart->hash );
		self::assertSame( 0, $cart->subtotal_minor );
		self::assertSame( $before, $this->cart_rows() );
		self::assertSame( array(), $this->cookies );
	}

	public function test_a_first_add_creates_the_cart_and_gives_the_browser_its_token_and_hash(): void {
		$mug = $this->simple_product();

		$item = $this->service()->add_item( $mug, 2 );

		self::assertSame( $mug, $item->product_id );
		self::assertSame( 0, $item->variation_id );
		self::assertSame( 2, $item->quantity );
		self::assertSame( 'Mug', $item->name );
		self::assertSame( get_permalink( $mug ), $item->permalink );
		self::assertSame( 1250, $item->unit_price_minor );
		self::assertSame( 2500, $item->line_total_minor );
		self::assertNull( $item->max_quantity, 'Unmanaged stock sets no limit.' );

		$token = $this->last_cookie( CartSession::TOKEN_COOKIE );
		self::assertNotNull( $token );
		self::assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $token['value'] );
		self::assertTrue( $token['http_only'] );
		self::assertEqualsWithDelta( time() + 30 * 86400, $token['expires'], 5, 'The cookie lasts as long as the cart: 30 days by default.' );

		$cart = $this->service()->get();
		$hash = $this->last_cookie( CartSession::HASH_COOKIE );
		self::assertNotNull( $hash );
		self::assertFalse( $hash['http_only'], 'Scripts read the hash cookie.' );
		self::assertSame( $cart->hash, $hash['value'] );
		self::assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $cart->hash );
		self::assertSame( 2, $cart->count() );
		self::assertSame( 2500, $cart->subtotal_minor );

		$stored = $this->cart->store->find_by_token( $token['value'] );
		self::assertNotNull( $stored );
		self::assertNull( $stored->customer_id );
		self::assertEqualsWithDelta( time() + 30 * 86400, $stored->expires_at, 5 );
	}

	public function test_adding_the_same_product_again_adds_to_its_line(): void {
		$mug = $this->simple_product();

		$first  = $this->service()->add_item( $mug, 1 );
		$second = $this->service()->add_item( $mug, 2 );

		self::assertSame( $first->key, $second->key );
		self::assertSame( 3, $second->quantity );
		self::assertCount( 1, $this->service()->get()->items );
	}

	public function test_exactly_the_stock_can_be_added(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 5,
			)
		);

		$item = $this->service()->add_item( $mug, 5 );

		self::assertSame( 5, $item->quantity );
		self::assertSame( 5, $item->max_quantity );
	}

	public function test_one_more_than_the_stock_is_refused_and_nothing_is_added(): void {
		$mug  = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 5,
			)
		);
		$rows = $this->cart_rows();

		$e = $this->assertRefused( 'vitrine_cart_not_enough_stock', 400, fn () => $this->service()->add_item( $mug, 6 ) );

		self::assertSame( 'You cannot add that amount of “Mug” to the cart because there is not enough stock (5 remaining).', $e->getMessage() );
		self::assertSame( 5, $e->data['available'] );
		self::assertTrue( $this->service()->get()->is_empty() );
		self::assertSame( $rows, $this->cart_rows(), 'A refused first add creates no cart.' );
		self::assertSame( array(), $this->cookies );
	}

	public function test_adding_again_is_capped_by_the_stock_counting_what_the_cart_holds(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 5,
			)
		);
		$this->service()->add_item( $mug, 3 );
		$hash = $this->service()->get()->hash;

		$e = $this->assertRefused( 'vitrine_cart_not_enough_stock', 400, fn () => $this->service()->add_item( $mug, 3 ) );

		self::assertSame( 'You cannot add that amount to the cart: we have 5 in stock and you already have 3 in your cart.', $e->getMessage() );
		self::assertSame( 3, $this->service()->get()->count() );
		self::assertSame( $hash, $this->service()->get()->hash, 'Nothing changed.' );
		self::assertSame( 5, $this->service()->add_item( $mug, 2 )->quantity, 'Up to the stock is fine.' );
	}

	public function test_backorders_allow_more_than_the_stock(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 2,
				'backorders'   => 'yes',
			)
		);

		$item = $this->service()->add_item( $mug, 7 );

		self::assertSame( 7, $item->quantity );
		self::assertNull( $item->max_quantity );
	}

	public function test_an_unmanaged_product_marked_out_of_stock_is_refused(): void {
		$mug = $this->simple_product( array( 'stock_status' => 'outofstock' ) );

		$e = $this->assertRefused( 'vitrine_cart_out_of_stock', 400, fn () => $this->service()->add_item( $mug, 1 ) );

		self::assertSame( 'You cannot add “Mug” to the cart because the product is out of stock.', $e->getMessage() );
		self::assertSame( get_permalink( $mug ), $e->data['product_url'] );
		self::assertTrue( $this->service()->get()->is_empty() );
	}

	public function test_a_managed_product_with_no_stock_and_no_backorders_is_out_of_stock(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 0,
			)
		);

		$this->assertRefused( 'vitrine_cart_out_of_stock', 400, fn () => $this->service()->add_item( $mug, 1 ) );
	}

	public function test_an_unknown_product_is_refused(): void {
		$this->assertRefused( 'vitrine_cart_unknown_product', 404, fn () => $this->service()->add_item( 999999, 1 ) );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not a product',
			)
		);
		$this->assertRefused( 'vitrine_cart_unknown_product', 404, fn () => $this->service()->add_item( $page, 1 ) );
	}

	public function test_a_draft_product_is_refused_like_a_missing_one(): void {
		$draft = $this->simple_product( array( 'status' => 'draft' ) );
		$rows  = $this->cart_rows();

		$e = $this->assertRefused( 'vitrine_cart_unknown_product', 404, fn () => $this->service()->add_item( $draft, 1 ) );

		self::assertSame( 'Sorry, this product does not exist.', $e->getMessage() );
		self::assertSame( $rows, $this->cart_rows() );
	}

	public function test_a_product_without_a_price_cannot_be_bought(): void {
		$free = $this->simple_product( array( 'regular_price' => '' ) );

		$e = $this->assertRefused( 'vitrine_cart_not_purchasable', 400, fn () => $this->service()->add_item( $free, 1 ) );

		self::assertSame( get_permalink( $free ), $e->data['product_url'] );
	}

	/**
	 * @dataProvider bad_quantities
	 */
	public function test_a_zero_or_negative_quantity_is_refused( int $quantity ): void {
		$mug = $this->simple_product();

		$this->assertRefused( 'vitrine_cart_invalid_quantity', 400, fn () => $this->service()->add_item( $mug, $quantity ) );

		self::assertTrue( $this->service()->get()->is_empty() );
	}

	/**
	 * @return array<string, array{int}>
	 */
	public static function bad_quantities(): array {
		return array(
			'zero'     => array( 0 ),
			'negative' => array( -3 ),
			'too many' => array( 1000001 ),
		);
	}

	public function test_a_variable_product_without_a_choice_sends_the_shopper_to_its_page(): void {
		$shirt = $this->variable_product();

		$e = $this->assertRefused( 'vitrine_cart_choose_options', 400, fn () => $this->service()->add_item( $shirt['product'], 1 ) );

		self::assertSame( get_permalink( $shirt['product'] ), $e->data['product_url'] );
		$this->assertRefused( 'vitrine_cart_choose_options', 400, fn () => $this->service()->add_item( $shirt['product'], 1, 0, array( 'colour' => 'blue' ) ) );
	}

	public function test_a_combination_that_does_not_exist_is_refused_with_the_spec_message(): void {
		$shirt = $this->variable_product();

		$e = $this->assertRefused(
			'vitrine_cart_invalid_variation',
			400,
			fn () => $this->service()->add_item(
				$shirt['product'],
				1,
				0,
				array(
					'colour' => 'green',
					'size'   => 'small',
				)
			)
		);

		self::assertSame( 'Sorry, this product is unavailable. Please choose a different combination.', $e->getMessage() );
		self::assertSame( get_permalink( $shirt['product'] ), $e->data['product_url'] );
		self::assertTrue( $this->service()->get()->is_empty() );
	}

	public function test_the_variation_is_resolved_from_the_chosen_values_as_a_form_sends_them(): void {
		$shirt = $this->variable_product();

		$item = $this->service()->add_item(
			$shirt['product'],
			1,
			0,
			array(
				'attribute_colour' => 'Blue',
				'attribute_size'   => 'large',
				'product_sku'      => 'ignored',
			)
		);

		self::assertSame( $shirt['blue_large'], $item->variation_id );
		self::assertSame(
			array(
				'colour' => 'blue',
				'size'   => 'large',
			),
			$item->attributes
		);
		self::assertSame( 'T-shirt – Blue, Large', $item->name );
		self::assertSame( 2200, $item->unit_price_minor );
		self::assertStringContainsString( 'attribute_colour=blue', $item->permalink );
	}

	public function test_a_variation_id_with_an_any_attribute_needs_its_value(): void {
		$shirt = $this->variable_product();

		$this->assertRefused( 'vitrine_cart_choose_options', 400, fn () => $this->service()->add_item( $shirt['product'], 1, $shirt['red_any'] ) );
		$this->assertRefused( 'vitrine_cart_invalid_variation', 400, fn () => $this->service()->add_item( $shirt['product'], 1, $shirt['red_any'], array( 'size' => 'huge' ) ) );
		$this->assertRefused(
			'vitrine_cart_invalid_variation',
			400,
			fn () => $this->service()->add_item(
				$shirt['product'],
				1,
				$shirt['red_any'],
				array(
					'colour' => 'blue',
					'size'   => 'small',
				)
			)
		);

		$item = $this->service()->add_item( $shirt['product'], 1, $shirt['red_any'], array( 'size' => 'small' ) );

		self::assertSame( $shirt['red_any'], $item->variation_id );
		self::assertSame(
			array(
				'colour' => 'red',
				'size'   => 'small',
			),
			$item->attributes
		);
		self::assertSame( 'T-shirt – Red, Small', $item->name );
	}

	public function test_a_variation_of_another_product_or_a_disabled_one_is_refused(): void {
		$shirt = $this->variable_product();
		$other = $this->variable_product();
		Plugin::instance()->catalog->writer->save_variation( $shirt['product'], $shirt['blue_large'], array( 'enabled' => false ) );

		$this->assertRefused( 'vitrine_cart_invalid_variation', 400, fn () => $this->service()->add_item( $shirt['product'], 1, $other['blue_small'] ) );
		$this->assertRefused( 'vitrine_cart_invalid_variation', 400, fn () => $this->service()->add_item( $shirt['product'], 1, $shirt['blue_large'] ) );
		$this->assertRefused( 'vitrine_cart_invalid_variation', 400, fn () => $this->service()->add_item( $shirt['product'], 1, 999999 ) );
		$mug = $this->simple_product();
		$this->assertRefused( 'vitrine_cart_invalid_variation', 400, fn () => $this->service()->add_item( $mug, 1, $shirt['blue_small'] ) );
	}

	public function test_a_variations_stock_is_its_own(): void {
		$shirt = $this->variable_product();

		$this->service()->add_item( $shirt['product'], 3, $shirt['blue_small'] );

		$this->assertRefused( 'vitrine_cart_not_enough_stock', 400, fn () => $this->service()->add_item( $shirt['product'], 1, $shirt['blue_small'] ) );
		self::assertSame( 9, $this->service()->add_item( $shirt['product'], 9, $shirt['blue_large'] )->quantity, 'Blue-large has unmanaged stock.' );
	}

	public function test_lines_of_one_variation_with_different_any_values_share_its_stock(): void {
		$shirt = $this->variable_product();

		$small = $this->service()->add_item( $shirt['product'], 3, $shirt['red_any'], array( 'size' => 'small' ) );
		$e     = $this->assertRefused( 'vitrine_cart_not_enough_stock', 400, fn () => $this->service()->add_item( $shirt['product'], 2, $shirt['red_any'], array( 'size' => 'large' ) ) );
		$large = $this->service()->add_item( $shirt['product'], 1, $shirt['red_any'], array( 'size' => 'large' ) );

		self::assertSame( 1, $e->data['available'] );
		self::assertNotSame( $small->key, $large->key );
		self::assertSame( 4, $this->service()->get()->count() );
		self::assertSame( 3, $this->service()->get()->item( $small->key )?->max_quantity, 'Four in stock, one of them in the other line.' );
	}

	public function test_the_cart_shows_the_current_price_not_the_price_when_added(): void {
		$mug = $this->simple_product();
		$this->service()->add_item( $mug, 2 );

		Plugin::instance()->catalog->writer->save_product( $mug, array( 'regular_price' => '15.00' ) );

		$cart = $this->service()->get();
		self::assertSame( 1500, $cart->items[0]->unit_price_minor );
		self::assertSame( 3000, $cart->subtotal_minor );
	}

	public function test_a_scheduled_sale_applies_only_while_it_runs(): void {
		$now      = time();
		$upcoming = $this->simple_product(
			array(
				'name'          => 'Upcoming sale',
				'regular_price' => '10.00',
				'sale_price'    => '8.00',
				'sale_from'     => $now + 3600,
			)
		);
		$running  = $this->simple_product(
			array(
				'name'          => 'Running sale',
				'regular_price' => '10.00',
				'sale_price'    => '7.00',
				'sale_from'     => $now - 3600,
				'sale_to'       => $now + 3600,
			)
		);
		$ended    = $this->simple_product(
			array(
				'name'          => 'Ended sale',
				'regular_price' => '10.00',
				'sale_price'    => '6.00',
				'sale_from'     => $now - 7200,
				'sale_to'       => $now - 3600,
			)
		);

		$prices = array();
		foreach ( array( $upcoming, $running, $ended ) as $id ) {
			$item          = $this->service()->add_item( $id, 1 );
			$prices[ $id ] = array( $item->unit_price_minor, $item->regular_price_minor );
		}

		self::assertSame( array( 1000, 1000 ), $prices[ $upcoming ] );
		self::assertSame( array( 700, 1000 ), $prices[ $running ] );
		self::assertSame( array( 1000, 1000 ), $prices[ $ended ] );
		self::assertSame( 2700, $this->service()->get()->subtotal_minor );
	}

	public function test_prices_follow_the_store_decimals(): void {
		update_option( \Vitrine\Core\Settings\Settings::OPTION, array( 'price_decimals' => 0 ) );
		$mug = $this->simple_product( array( 'regular_price' => '1200' ) );

		self::assertSame( 1200, $this->service()->add_item( $mug, 1 )->unit_price_minor );
	}

	public function test_a_product_that_can_no_longer_be_bought_drops_out_of_the_cart(): void {
		$mug  = $this->simple_product();
		$bowl = $this->simple_product( array( 'name' => 'Bowl' ) );
		$this->service()->add_item( $mug, 1 );
		$this->service()->add_item( $bowl, 1 );

		Plugin::instance()->catalog->writer->save_product( $mug, array( 'status' => 'draft' ) );

		$cart = $this->service()->get();
		self::assertCount( 1, $cart->items );
		self::assertSame( $bowl, $cart->items[0]->product_id );
		self::assertSame( 1250, $cart->subtotal_minor );
	}

	public function test_update_item_sets_the_quantity_within_the_stock(): void {
		$mug  = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 4,
			)
		);
		$key  = $this->service()->add_item( $mug, 1 )->key;
		$hash = $this->service()->get()->hash;

		$cart = $this->service()->update_item( $key, 4 );

		self::assertSame( 4, $cart->count() );
		self::assertNotSame( $hash, $cart->hash, 'The hash follows the contents.' );
		self::assertSame( $cart->hash, $this->last_cookie( CartSession::HASH_COOKIE )['value'] ?? null );
		$this->assertRefused( 'vitrine_cart_not_enough_stock', 400, fn () => $this->service()->update_item( $key, 5 ) );
		$this->assertRefused( 'vitrine_cart_invalid_quantity', 400, fn () => $this->service()->update_item( $key, 0 ) );
		$this->assertRefused( 'vitrine_cart_unknown_item', 404, fn () => $this->service()->update_item( str_repeat( 'a', 32 ), 1 ) );
		self::assertSame( 4, $this->service()->get()->count() );
	}

	public function test_remove_item_removes_the_line_and_an_empty_cart_deletes_the_hash_cookie(): void {
		$mug  = $this->simple_product();
		$bowl = $this->simple_product( array( 'name' => 'Bowl' ) );
		$one  = $this->service()->add_item( $mug, 1 );
		$two  = $this->service()->add_item( $bowl, 1 );

		$cart = $this->service()->remove_item( $one->key );
		self::assertSame( array( $two->key ), array_map( static fn ( $item ) => $item->key, $cart->items ) );
		self::assertArrayHasKey( CartSession::HASH_COOKIE, $_COOKIE );

		$cart = $this->service()->remove_item( $two->key );
		self::assertTrue( $cart->is_empty() );
		self::assertSame( '', $cart->hash );
		$deleted = $this->last_cookie( CartSession::HASH_COOKIE );
		self::assertSame( '', $deleted['value'] ?? null );
		self::assertLessThan( time(), $deleted['expires'] ?? PHP_INT_MAX, 'Deleted: expired in the past.' );
		self::assertArrayNotHasKey( CartSession::HASH_COOKIE, $_COOKIE );

		$this->assertRefused( 'vitrine_cart_unknown_item', 404, fn () => $this->service()->remove_item( $two->key ) );
	}

	public function test_removing_from_a_cart_that_does_not_exist_is_refused_without_creating_one(): void {
		$rows = $this->cart_rows();

		$this->assertRefused( 'vitrine_cart_unknown_item', 404, fn () => $this->service()->remove_item( str_repeat( 'b', 32 ) ) );

		self::assertSame( $rows, $this->cart_rows() );
	}

	public function test_a_token_the_server_does_not_know_is_not_adopted(): void {
		$mug                                  = $this->simple_product();
		$_COOKIE[ CartSession::TOKEN_COOKIE ] = str_repeat( 'c', 32 );

		$this->service()->add_item( $mug, 1 );

		self::assertNotSame( str_repeat( 'c', 32 ), $this->last_cookie( CartSession::TOKEN_COOKIE )['value'] ?? null );
		self::assertNull( $this->cart->store->find_by_token( str_repeat( 'c', 32 ) ) );
	}

	public function test_a_malformed_token_cookie_is_ignored(): void {
		$_COOKIE[ CartSession::TOKEN_COOKIE ] = "' OR 1=1 --";

		self::assertNull( $this->cart->session->token() );
		self::assertTrue( $this->service()->get()->is_empty() );
	}

	public function test_a_customers_cart_is_found_by_the_account_not_a_cookie(): void {
		$customer = $this->create_user( 'subscriber' );
		$mug      = $this->simple_product();
		wp_set_current_user( $customer );

		$this->service()->add_item( $mug, 2 );

		self::assertNull( $this->last_cookie( CartSession::TOKEN_COOKIE ), 'A customer needs no token cookie.' );
		self::assertNotNull( $this->last_cookie( CartSession::HASH_COOKIE ) );
		$stored = $this->cart->store->find_by_customer( $customer );
		self::assertNotNull( $stored );
		self::assertSame( $customer, $stored->customer_id );
		self::assertNull( $this->cart->store->find_by_token( $stored->token ), 'A customer cart is never found by its token.' );

		wp_set_current_user( 0 );
		self::assertTrue( $this->service()->get()->is_empty(), 'Logged out, the browser has no cart.' );
		wp_set_current_user( $customer );
		self::assertSame( 2, $this->service()->get()->count() );
	}

	public function test_deleting_a_customer_deletes_their_cart(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$customer = $this->create_user( 'subscriber' );
		wp_set_current_user( $customer );
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 );
		wp_set_current_user( 0 );

		wp_delete_user( $customer );

		self::assertNull( $this->cart->store->find_by_customer( $customer ) );
	}

	public function test_the_table_holds_no_price_or_name(): void {
		$mug = $this->simple_product();
		$this->service()->add_item( $mug, 1 );

		global $wpdb;
		$contents = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT contents FROM ' . CartStore::name() . ' WHERE token = %s', $this->cart->session->token() ) ); // phpcs:ignore WordPress.DB

		self::assertSame( array( 'key', 'product_id', 'variation_id', 'quantity', 'attributes' ), array_keys( json_decode( $contents, true )[0] ) );
	}
}
