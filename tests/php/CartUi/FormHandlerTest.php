<?php
/**
 * The cart without JavaScript.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\AddToCartButton;
use Vitrine\CartUi\CartPage;
use Vitrine\CartUi\Notices;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

final class FormHandlerTest extends CartUiTestCase {

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_REFERER'], $_GET[ Notices::QUERY_ARG ] );
		parent::tearDown();
	}

	/**
	 * The notice a redirect URL carries.
	 *
	 * @return array{type: string, message: string}|null
	 */
	private function notice_of( string $url ): ?array {
		$_GET[ Notices::QUERY_ARG ] = $this->query_args( $url )[ Notices::QUERY_ARG ] ?? '';
		return ( new Notices() )->current();
	}

	private function nonce(): string {
		return wp_create_nonce( 'vitrine-cart' );
	}

	public function test_other_requests_are_left_alone(): void {
		self::assertNull( $this->ui->form_handler->route( 'GET', array( 'p' => '1' ), array() ) );
		self::assertNull( $this->ui->form_handler->route( 'POST', array(), array( 'comment' => 'Hi' ) ) );
	}

	public function test_the_listing_link_adds_the_product_and_goes_back_with_a_notice(): void {
		$mug                     = $this->simple_product( array( 'name' => 'Mug' ) );
		$_SERVER['HTTP_REFERER'] = home_url( '/shop/?orderby=price' );

		$redirect = $this->ui->form_handler->route(
			'GET',
			array(
				AddToCartButton::ADD_ARG     => (string) $mug,
				AddToCartButton::NONCE_FIELD => $this->nonce(),
			),
			array()
		);

		self::assertSame( 1, $this->service()->get()->count() );
		self::assertStringStartsWith( home_url( '/shop/?orderby=price&vitrine-notice=' ), (string) $redirect );
		self::assertSame(
			array(
				'type'    => 'success',
				'message' => '“Mug” has been added to your cart.',
			),
			$this->notice_of( (string) $redirect )
		);
	}

	public function test_with_redirect_after_add_the_shopper_goes_to_the_cart(): void {
		$page = $this->cart_page();
		Plugin::instance()->settings->update( array( 'cart_redirect_after_add' => true ) );

		$redirect = $this->ui->form_handler->route(
			'GET',
			array(
				AddToCartButton::ADD_ARG     => (string) $this->simple_product(),
				AddToCartButton::NONCE_FIELD => $this->nonce(),
			),
			array()
		);

		self::assertStringStartsWith( (string) get_permalink( $page ), (string) $redirect );
	}

	public function test_a_stale_nonce_adds_nothing_and_sends_the_shopper_to_the_product(): void {
		$mug = $this->simple_product();

		$redirect = (string) $this->ui->form_handler->route(
			'GET',
			array(
				AddToCartButton::ADD_ARG     => (string) $mug,
				AddToCartButton::NONCE_FIELD => 'stale',
			),
			array()
		);

		self::assertTrue( $this->service()->get()->is_empty() );
		self::assertStringStartsWith( (string) get_permalink( $mug ), $redirect );
		self::assertSame( 'error', $this->notice_of( $redirect )['type'] ?? null );
	}

	public function test_a_refused_add_shows_the_servers_message_on_the_product_page(): void {
		$mug                     = $this->simple_product(
			array(
				'name'         => 'Mug',
				'manage_stock' => true,
				'stock'        => 2,
			)
		);
		$_SERVER['HTTP_REFERER'] = home_url( '/shop/' );

		$redirect = (string) $this->ui->form_handler->route(
			'POST',
			array(),
			array(
				AddToCartButton::ADD_ARG     => (string) $mug,
				AddToCartButton::NONCE_FIELD => $this->nonce(),
				'quantity'                   => '3',
			)
		);

		self::assertTrue( $this->service()->get()->is_empty(), 'Nothing was added.' );
		$notice = $this->notice_of( $redirect );
		self::assertSame( 'error', $notice['type'] ?? null );
		self::assertStringContainsString( 'not enough stock', $notice['message'] ?? '' );
	}

	public function test_the_product_page_form_adds_its_quantity_and_variation(): void {
		$ids = $this->variable_product();

		$this->ui->form_handler->route(
			'POST',
			array(),
			array(
				AddToCartButton::ADD_ARG     => (string) $ids['product'],
				AddToCartButton::NONCE_FIELD => $this->nonce(),
				'quantity'                   => '2',
				'variation_id'               => (string) $ids['blue_large'],
				'attribute_colour'           => 'blue',
				'attribute_size'             => 'large',
			)
		);

		$items = $this->service()->get()->items;
		self::assertCount( 1, $items );
		self::assertSame( $ids['blue_large'], $items[0]->variation_id );
		self::assertSame( 2, $items[0]->quantity );
	}

	public function test_the_remove_link_removes_the_item_and_goes_back(): void {
		$page                    = $this->cart_page();
		$item                    = $this->service()->add_item( $this->simple_product( array( 'name' => 'Mug' ) ), 2 );
		$_SERVER['HTTP_REFERER'] = home_url( '/about/' );

		$redirect = (string) $this->ui->form_handler->route( 'GET', $this->query_args( $this->ui->cart_page->remove_url( $item->key ) ), array() );

		self::assertTrue( $this->service()->get()->is_empty() );
		self::assertStringStartsWith( home_url( '/about/?vitrine-notice=' ), $redirect );
		self::assertSame( '“Mug” has been removed from your cart.', $this->notice_of( $redirect )['message'] ?? null );

		unset( $_SERVER['HTTP_REFERER'] );
		$again = (string) $this->ui->form_handler->route( 'GET', $this->query_args( $this->ui->cart_page->remove_url( $item->key ) ), array() );
		self::assertStringStartsWith( (string) get_permalink( $page ), $again, 'Without a referer: the cart page.' );
		self::assertSame( 'error', $this->notice_of( $again )['type'] ?? null, 'An unknown key is refused.' );
	}

	public function test_a_remove_link_without_a_valid_nonce_removes_nothing(): void {
		$item = $this->service()->add_item( $this->simple_product(), 1 );

		$this->ui->form_handler->route(
			'GET',
			array(
				CartPage::REMOVE_ARG         => $item->key,
				AddToCartButton::NONCE_FIELD => 'forged',
			),
			array()
		);

		self::assertSame( 1, $this->service()->get()->count() );
	}

	public function test_update_cart_applies_each_quantity_and_0_removes(): void {
		$this->cart_page();
		$mug  = $this->service()->add_item( $this->simple_product( array( 'name' => 'Mug' ) ), 1 );
		$cup  = $this->service()->add_item( $this->simple_product( array( 'name' => 'Cup' ) ), 1 );
		$bowl = $this->service()->add_item( $this->simple_product( array( 'name' => 'Bowl' ) ), 4 );

		$redirect = (string) $this->ui->form_handler->route(
			'POST',
			array(),
			array(
				CartPage::UPDATE_FIELD            => '1',
				CartPage::UPDATE_NONCE . '-nonce' => wp_create_nonce( CartPage::UPDATE_NONCE ),
				CartPage::QUANTITY_NAME           => array(
					$mug->key  => array( 'qty' => '3' ),
					$cup->key  => array( 'qty' => '0' ),
					$bowl->key => array( 'qty' => '4' ),
				),
			)
		);

		$cart = $this->service()->get();
		self::assertNotNull( $cart->item( $mug->key ) );
		self::assertSame( 3, $cart->item( $mug->key )->quantity );
		self::assertNull( $cart->item( $cup->key ) );
		self::assertSame( 4, $cart->item( $bowl->key )?->quantity );
		self::assertStringStartsWith( $this->ui->cart_page->url(), $redirect );
		self::assertSame(
			array(
				'type'    => 'success',
				'message' => 'Cart updated.',
			),
			$this->notice_of( $redirect )
		);
	}

	public function test_update_cart_reports_a_refused_line_and_keeps_it(): void {
		$mug = $this->service()->add_item(
			$this->simple_product(
				array(
					'name'         => 'Mug',
					'manage_stock' => true,
					'stock'        => 3,
				)
			),
			1
		);
		$cup = $this->service()->add_item( $this->simple_product( array( 'name' => 'Cup' ) ), 1 );

		$redirect = (string) $this->ui->form_handler->route(
			'POST',
			array(),
			array(
				CartPage::UPDATE_FIELD            => '1',
				CartPage::UPDATE_NONCE . '-nonce' => wp_create_nonce( CartPage::UPDATE_NONCE ),
				CartPage::QUANTITY_NAME           => array(
					$mug->key => array( 'qty' => '9' ),
					$cup->key => array( 'qty' => 'two' ),
				),
			)
		);

		$cart   = $this->service()->get();
		$notice = $this->notice_of( $redirect );
		self::assertSame( 1, $cart->item( $mug->key )?->quantity );
		self::assertSame( 1, $cart->item( $cup->key )?->quantity );
		self::assertSame( 'error', $notice['type'] ?? null );
		self::assertStringContainsString( 'stock', $notice['message'] ?? '' );
		self::assertStringContainsString( 'The quantity of “Cup” must be a whole number, 0 or more.', $notice['message'] ?? '' );
	}

	public function test_update_cart_without_its_nonce_changes_nothing(): void {
		$mug = $this->service()->add_item( $this->simple_product(), 1 );

		$redirect = (string) $this->ui->form_handler->route(
			'POST',
			array(),
			array(
				CartPage::UPDATE_FIELD  => '1',
				CartPage::QUANTITY_NAME => array( $mug->key => array( 'qty' => '0' ) ),
			)
		);

		self::assertSame( 1, $this->service()->get()->count() );
		self::assertSame( 'error', $this->notice_of( $redirect )['type'] ?? null );
	}
}
