<?php
/**
 * The my-account page: its sections for their owner, visitors, navigation, assets, the block.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountPages;
use Vitrine\Plugin;

require_once __DIR__ . '/AccountTestCase.php';

final class MyAccountPageTest extends AccountTestCase {

	public function test_the_setting_the_shortcode_and_the_block_exist(): void {
		$plugin = Plugin::instance();
		self::assertArrayHasKey( 'myaccount_page_id', $plugin->settings->fields() );
		self::assertSame( 'account', $plugin->settings->fields()['myaccount_page_id']->section );
		self::assertTrue( shortcode_exists( AccountPages::SHORTCODE ) );
		self::assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( AccountPages::BLOCK ), 'The block is built and registered.' );

		$this->customer();
		$this->go_to();
		$html = do_blocks( '<!-- wp:vitrine/my-account /-->' );
		self::assertStringContainsString( 'class="vitrine-my-account vitrine-my-account--dashboard"', $html );
		self::assertSame( $html, do_shortcode( '[vitrine_my_account]' ), 'The block and the shortcode show the same page.' );
	}

	public function test_the_endpoints_are_page_endpoints_with_addresses_below_the_page(): void {
		global $wp_rewrite;
		$this->account->pages->add_endpoints();
		$endpoints = array_column( $wp_rewrite->endpoints, 1 );
		foreach ( AccountPages::ENDPOINTS as $endpoint ) {
			self::assertContains( $endpoint, $endpoints );
		}
		self::assertSame( EP_PAGES, $wp_rewrite->endpoints[ array_search( 'view-order', $endpoints, true ) ][0] );

		$base = (string) get_permalink( $this->page );
		self::assertSame( $base, $this->account->pages->endpoint_url( AccountPages::DASHBOARD ) );
		$orders = $this->account->pages->endpoint_url( AccountPages::ORDERS, '2' );
		if ( get_option( 'permalink_structure' ) ) {
			self::assertSame( trailingslashit( $base ) . 'orders/2/', $orders );
		} else {
			self::assertSame( add_query_arg( 'orders', '2', $base ), $orders );
		}
	}

	public function test_without_the_setting_the_page_holding_the_account_is_its_base(): void {
		Plugin::instance()->settings->update( array( 'myaccount_page_id' => 0 ) );
		self::assertSame( home_url( '/' ), $this->account->pages->url() );

		$this->go_to();
		self::assertTrue( $this->account->pages->is_account_page() );
		self::assertSame( (string) get_permalink( $this->page ), $this->account->pages->url() );
		self::assertSame( trailingslashit( (string) get_permalink( $this->page ) ) . 'orders/', $this->account->pages->endpoint_url( AccountPages::ORDERS ) );
	}

	public function test_the_section_addresses_reach_their_section(): void {
		global $wp, $wp_rewrite;
		self::assertNotSame( '', (string) get_option( 'permalink_structure' ), 'The test site has pretty permalinks.' );
		$wp_rewrite->flush_rules( false );
		$request = $_SERVER['REQUEST_URI'] ?? null;
		try {
			$cases = array(
				array( AccountPages::ORDERS, '2' ),
				array( AccountPages::ORDERS, '' ),
				array( AccountPages::VIEW_ORDER, '12' ),
				array( AccountPages::EDIT_ADDRESS, 'billing' ),
				array( AccountPages::EDIT_ACCOUNT, '' ),
				array( AccountPages::PAYMENT_METHODS, '' ),
				array( AccountPages::ADD_PAYMENT_METHOD, '' ),
			);
			foreach ( $cases as list( $endpoint, $value ) ) {
				$_SERVER['REQUEST_URI'] = (string) wp_parse_url( $this->account->pages->endpoint_url( $endpoint, $value ), PHP_URL_PATH );
				$wp->parse_request();
				self::assertSame( get_post_field( 'post_name', $this->page ), $wp->query_vars['pagename'] ?? null, $_SERVER['REQUEST_URI'] );
				self::assertSame( $value, $wp->query_vars[ $endpoint ] ?? null, $_SERVER['REQUEST_URI'] );
				self::assertSame( array( $endpoint, $value ), $this->account->pages->current_endpoint() );
			}
		} finally {
			if ( null === $request ) {
				unset( $_SERVER['REQUEST_URI'] );
			} else {
				$_SERVER['REQUEST_URI'] = $request;
			}
		}
	}

	public function test_the_dashboard_greets_the_customer_and_links_every_section(): void {
		$this->customer();
		$this->go_to();

		$html = $this->account->view->render();

		self::assertStringContainsString( '<strong>Ada Lovelace</strong>', $html );
		self::assertStringContainsString( '<nav class="vitrine-account-navigation" aria-label="Account pages">', $html );
		self::assertMatchesRegularExpression( '#<a href="' . preg_quote( esc_url( (string) get_permalink( $this->page ) ), '#' ) . '" aria-current="page">Dashboard</a>#', $html );
		foreach ( array( AccountPages::ORDERS, AccountPages::EDIT_ADDRESS, AccountPages::EDIT_ACCOUNT ) as $endpoint ) {
			self::assertStringContainsString( 'href="' . esc_url( $this->account->pages->endpoint_url( $endpoint ) ) . '"', $html );
		}
		self::assertStringContainsString( 'action=logout', $html, 'Log out goes through wp_logout_url().' );
		self::assertSame( 1, substr_count( $html, 'aria-current="page"' ) );
	}

	public function test_payment_methods_are_in_the_navigation_only_when_a_gateway_saves_methods(): void {
		$this->customer();
		$this->go_to( AccountPages::ORDERS );
		self::assertStringContainsString( '>Payment methods</a>', $this->account->view->render() );

		$this->gateway->enabled = false;
		self::assertStringNotContainsString( '>Payment methods</a>', $this->account->view->render() );
	}

	public function test_a_section_and_its_parent_are_marked_current(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		$this->go_to( AccountPages::VIEW_ORDER, (string) $order->id );

		$html = $this->account->view->render();

		self::assertMatchesRegularExpression( '#<a href="' . preg_quote( esc_url( $this->account->pages->endpoint_url( AccountPages::ORDERS ) ), '#' ) . '" aria-current="page">Orders</a>#', $html, 'One order is part of the Orders section.' );
		self::assertSame( 1, substr_count( $html, 'aria-current' ) );
	}

	public function test_a_visitor_on_a_section_is_redirected_to_the_login_form_that_brings_them_back(): void {
		$this->go_to( AccountPages::ORDERS );

		$redirect = $this->account->page->prepare( 'GET', array() );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( (string) get_permalink( $this->page ), $redirect );
		$back = $this->query_args( $redirect )['redirect_to'] ?? '';
		self::assertSame( $this->account->pages->endpoint_url( AccountPages::ORDERS ), $back );

		// On the page itself, the login form sends them back there.
		$this->go_to();
		$_GET['redirect_to'] = $back;
		self::assertNull( $this->account->page->prepare( 'GET', array() ) );
		$html = $this->account->view->render();
		self::assertStringContainsString( 'action="' . esc_url( wp_login_url() ) . '"', $html );
		self::assertStringContainsString( 'name="redirect_to" value="' . esc_url( $back ) . '"', $html );
		self::assertStringContainsString( 'href="' . esc_url( wp_lostpassword_url() ) . '"', $html, 'Lost password is WordPress’s own.' );
		self::assertStringNotContainsString( 'vitrine-account-navigation', $html );
	}

	public function test_a_redirect_elsewhere_is_not_followed(): void {
		$this->go_to();
		$_GET['redirect_to'] = 'https://evil.example/';

		$html = $this->account->view->render();

		self::assertStringNotContainsString( 'evil.example', $html );
	}

	public function test_visitors_get_the_registration_form_only_when_the_shop_allows_accounts(): void {
		$this->go_to();
		$html = $this->account->view->render();
		self::assertStringContainsString( 'class="vitrine-form vitrine-register-form"', $html );
		self::assertMatchesRegularExpression( '#<span class="vitrine-password-input"><input type="password" id="reg_password" aria-describedby="reg_password_description" name="reg_password" autocomplete="new-password" required aria-required="true"#', $html );
		self::assertTrue( wp_script_is( 'vitrine-storefront', 'enqueued' ), 'The password toggle comes with the forms.' );

		Plugin::instance()->settings->update( array( 'checkout_signup' => false ) );
		$html = $this->account->view->render();
		self::assertStringNotContainsString( 'vitrine-register-form', $html );
		self::assertStringContainsString( 'vitrine-login-form', $html );
	}

	public function test_the_page_is_not_cached_and_not_indexed(): void {
		$this->go_to();
		$module = new \Vitrine\Account\Module( Plugin::instance()->settings, $this->account, new \Vitrine\Account\CustomerAdminAccess( $this->account->pages ), new \Vitrine\Core\Http\CrossSiteGuard(), new \Vitrine\Core\Blocks() );
		self::assertTrue( $this->account->pages->is_account_page() );
		self::assertSame( array( 'noindex' => true ), $module->robots( array() ) );

		$this->customer();
		$this->go_to( AccountPages::EDIT_ACCOUNT );
		self::assertSame( array( 'title' => 'Account details – My account' ), $module->document_title( array( 'title' => 'My account' ) ) );
	}

	public function test_the_checkout_bundle_comes_only_with_the_address_form_and_adding_a_payment_method(): void {
		$this->customer();
		$sections = array(
			array( AccountPages::ORDERS, '', false ),
			array( AccountPages::EDIT_ADDRESS, '', false ),
			array( AccountPages::EDIT_ACCOUNT, '', false ),
			array( AccountPages::EDIT_ADDRESS, 'billing', true ),
			array( AccountPages::ADD_PAYMENT_METHOD, '', true ),
		);
		foreach ( $sections as list( $endpoint, $value, $expected ) ) {
			$GLOBALS['wp_scripts'] = null;
			wp_register_script( 'vitrine-test-tokencard', 'https://example.org/tokencard.js', array(), '1', true );
			$this->go_to( $endpoint, $value );
			self::assertNull( $this->account->page->prepare( 'GET', array() ) );
			self::assertSame( $expected, wp_script_is( 'vitrine-checkout', 'enqueued' ), $endpoint . '/' . $value );
			self::assertSame( AccountPages::ADD_PAYMENT_METHOD === $endpoint, wp_script_is( 'vitrine-test-tokencard', 'enqueued' ), 'The gateway’s scripts: ' . $endpoint );
			self::assertSame( AccountPages::EDIT_ACCOUNT === $endpoint, wp_script_is( 'vitrine-storefront', 'enqueued' ), 'The password toggle: ' . $endpoint );
		}
	}

	public function test_each_section_renders_for_its_owner(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		$expect   = array(
			array( AccountPages::ORDERS, '', 'class="vitrine-orders-table"' ),
			array( AccountPages::VIEW_ORDER, (string) $order->id, 'class="vitrine-order-details"' ),
			array( AccountPages::EDIT_ADDRESS, '', 'class="vitrine-addresses"' ),
			array( AccountPages::EDIT_ADDRESS, 'shipping', 'data-vitrine-address="shipping"' ),
			array( AccountPages::EDIT_ACCOUNT, '', 'class="vitrine-form vitrine-account-details"' ),
			array( AccountPages::PAYMENT_METHODS, '', 'No saved methods found.' ),
			array( AccountPages::ADD_PAYMENT_METHOD, '', 'id="add_payment_method"' ),
		);
		foreach ( $expect as list( $endpoint, $value, $needle ) ) {
			$this->go_to( $endpoint, $value );
			self::assertNull( $this->account->page->prepare( 'GET', array() ) );
			$html = $this->account->view->render();
			self::assertStringContainsString( $needle, $html, $endpoint . '/' . $value );
			self::assertStringContainsString( '<h2 class="vitrine-my-account__title">', $html );
		}
		self::assertSame( array(), $this->statuses, 'Every section answers 200.' );
	}
}
