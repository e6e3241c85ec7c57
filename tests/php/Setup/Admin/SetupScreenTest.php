<?php
/**
 * The setup screen: its form handler, the dismiss, the notice and the Plugins row link.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Setup\Admin;

use Vitrine\Core\Admin\FormStash;
use Vitrine\Setup\Admin\SetupScreen;
use Vitrine\Setup\ShopSetup;
use Vitrine\Tests\Setup\SetupTestCase;

require_once dirname( __DIR__ ) . '/SetupTestCase.php';

final class SetupScreenTest extends SetupTestCase {

	private FormStash $stash;
	private SetupScreen $screen;

	protected function setUp(): void {
		parent::setUp();
		$this->stash  = new FormStash();
		$this->screen = new SetupScreen( $this->setup, $this->stash );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		unset( $_GET['vitrine_done'] );
		parent::tearDown();
	}

	/**
	 * The form as the screen posts it, with a valid nonce.
	 *
	 * @param array<string, string> $fields Fields over Germany and EUR.
	 * @return array<string, string>
	 */
	private function request( array $fields = array() ): array {
		return $fields + array(
			'_wpnonce' => wp_create_nonce( SetupScreen::SETUP_ACTION ),
			'action'   => SetupScreen::SETUP_ACTION,
			'country'  => 'DE',
			'currency' => 'EUR',
		);
	}

	private function capture( \Closure $render ): string {
		ob_start();
		$render();
		return (string) ob_get_clean();
	}

	private function assert_nothing_saved(): void {
		self::assertSame( 0, (int) $this->settings->get( 'cart_page_id' ) );
		self::assertSame( 0, (int) $this->settings->get( 'checkout_page_id' ) );
		self::assertSame( 'EUR', $this->settings->get( 'currency' ) );
		self::assertSame( 'DE', $this->settings->get( 'store_country' ) );
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ) );
		self::assertNull( get_page_by_path( 'cart' ) );
	}

	public function test_the_form_sets_up_the_shop_and_leads_to_the_ready_screen(): void {
		$location = $this->screen->process_setup(
			$this->request(
				array(
					'country'  => 'us',
					'currency' => 'USD',
				)
			)
		);

		self::assertStringContainsString( 'page=vitrine-setup', $location );
		self::assertStringContainsString( 'vitrine_done=ready', $location );
		self::assertSame( 'US', $this->settings->get( 'store_country' ) );
		self::assertSame( 'USD', $this->settings->get( 'currency' ) );
		self::assertNotNull( $this->page_of( 'cart_page_id' ) );
		self::assertSame( ShopSetup::DONE, get_option( ShopSetup::STATE_OPTION ) );

		$_GET['vitrine_done'] = 'ready';
		$html                 = $this->capture( $this->screen->render( ... ) );
		self::assertStringContainsString( 'Your shop is ready.', $html );
		self::assertStringContainsString( 'View the shop', $html );
		self::assertStringContainsString( 'Add a product', $html );
		self::assertStringContainsString( 'post-new.php?post_type=vitrine_product', $html );
	}

	public function test_the_ready_screen_says_what_the_first_order_still_needs(): void {
		$plugin = \Vitrine\Plugin::instance();
		$screen = new SetupScreen( $this->setup, $this->stash, new \Vitrine\Setup\FirstOrderReadiness( $plugin->get( \Vitrine\Payments\Gateways::class ), $plugin->shipping->zones ) );
		$this->settings->update(
			array(
				'payment_bacs_enabled'   => false,
				'payment_cheque_enabled' => false,
				'payment_cod_enabled'    => false,
			)
		);
		update_option( ShopSetup::STATE_OPTION, ShopSetup::DONE );
		$_GET['vitrine_done'] = 'ready';

		$bare = $this->capture( $screen->render( ... ) );
		self::assertStringContainsString( 'Before the first order', $bare );
		self::assertStringContainsString( 'No payment method is switched on yet', $bare );
		self::assertStringContainsString( 'No shipping method is set up yet', $bare );

		$this->settings->update( array( 'payment_bacs_enabled' => true ) );
		$zone = $plugin->shipping->zones->save_zone(
			array(
				'name'      => 'Germany',
				'regions'   => 'DE',
				'postcodes' => '',
			)
		);
		$plugin->shipping->zones->add_method(
			$zone->zone_id,
			'flat_rate',
			array(
				'title'      => 'Parcel',
				'tax_status' => 'none',
				'cost'       => '4.90',
			)
		);
		$ready = $this->capture( $screen->render( ... ) );
		self::assertStringNotContainsString( 'Before the first order', $ready );
		self::assertStringContainsString( 'Your shop is ready.', $ready );
	}

	public function test_bad_choices_come_back_with_a_message_by_each_field_and_nothing_saved(): void {
		$location = $this->screen->process_setup(
			$this->request(
				array(
					'country'  => 'XX',
					'currency' => 'DOGE',
				)
			)
		);

		self::assertStringNotContainsString( 'vitrine_done', $location );
		$this->assert_nothing_saved();
		$html = $this->capture( $this->screen->render( ... ) );
		self::assertStringContainsString( 'id="vitrine-setup-errors" role="alert" tabindex="-1" autofocus', $html );
		self::assertStringContainsString( '<a href="#vitrine-setup-country">Choose your shop’s country from the list.</a>', $html );
		self::assertStringContainsString( 'id="vitrine-setup-country" aria-invalid="true" aria-describedby="vitrine-setup-country-help vitrine-setup-country-error"', $html );
		self::assertStringContainsString( 'id="vitrine-setup-currency-error">Choose a currency from the list.', $html );
	}

	public function test_a_bad_nonce_is_refused_and_nothing_saved(): void {
		$this->screen->process_setup( $this->request( array( '_wpnonce' => 'forged' ) ) );

		$this->assert_nothing_saved();
		$stash = $this->stash->take( SetupScreen::STASH );
		self::assertIsArray( $stash );
		self::assertSame( array( 'vitrine-setup-form' ), array_keys( (array) $stash['errors'] ) );
	}

	public function test_a_user_who_cannot_manage_the_shop_is_refused_and_nothing_saved(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->screen->process_setup( $this->request() );

		$this->assert_nothing_saved();
		$stash = $this->stash->take( SetupScreen::STASH );
		self::assertSame( 'Sorry, you are not allowed to set up the shop.', ( (array) ( $stash['errors'] ?? array() ) )['vitrine-setup-form'] ?? '' );
	}

	public function test_a_page_that_cannot_be_created_is_reported_on_the_form(): void {
		add_filter( 'wp_insert_post_empty_content', static fn ( bool $empty, array $post ): bool => 'My account' === $post['post_title'] ? true : $empty, 10, 2 );
		try {
			$this->screen->process_setup( $this->request() );
		} finally {
			remove_all_filters( 'wp_insert_post_empty_content' );
		}

		$this->assert_nothing_saved();
		$stash = $this->stash->take( SetupScreen::STASH );
		self::assertStringContainsString( 'The My account page could not be created', ( (array) ( $stash['errors'] ?? array() ) )['vitrine-setup-form'] ?? '' );
	}

	public function test_the_screen_lists_the_pages_it_will_create_and_those_that_exist(): void {
		$cart = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Basket',
				'post_content' => '[vitrine_cart]',
			)
		);
		$this->settings->update( array( 'cart_page_id' => $cart ) );
		add_filter( 'locale', static fn (): string => 'en_GB' );
		try {
			$html = $this->capture( $this->screen->render( ... ) );
		} finally {
			remove_all_filters( 'locale' );
		}

		self::assertStringContainsString( '<h1 class="wp-heading-inline">Set up your shop</h1>', $html );
		self::assertStringContainsString( '<label for="vitrine-setup-country">Country</label>', $html );
		self::assertStringContainsString( '<label for="vitrine-setup-currency">Currency</label>', $html );
		self::assertMatchesRegularExpression( '/<option value="GB"\s+selected=\'selected\'>/', $html );
		self::assertMatchesRegularExpression( '/<option value="GBP"\s+selected=\'selected\'>/', $html );
		self::assertStringContainsString( '<legend>Pages</legend>', $html );
		self::assertMatchesRegularExpression( '/Cart: exists already, <a href="[^"]+">Basket<\/a>/', $html );
		self::assertStringContainsString( 'Checkout: will be created.', $html );
		self::assertStringContainsString( 'My account: will be created.', $html );
		self::assertStringContainsString( '<button type="submit" class="button button-primary">Set up the shop</button>', $html );
	}

	public function test_the_dismiss_is_remembered_for_the_site_and_goes_back(): void {
		$location = $this->screen->process_dismiss(
			array(
				'_wpnonce'         => wp_create_nonce( SetupScreen::DISMISS_ACTION ),
				'_wp_http_referer' => '/wp-admin/edit.php',
			)
		);

		self::assertSame( '/wp-admin/edit.php', $location );
		self::assertSame( ShopSetup::DISMISSED, get_option( ShopSetup::STATE_OPTION ) );
		self::assertFalse( $this->setup->is_needed() );
	}

	public function test_a_dismiss_without_its_nonce_or_the_capability_changes_nothing(): void {
		$this->screen->process_dismiss( array( '_wpnonce' => 'forged' ) );
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$location = $this->screen->process_dismiss(
			array(
				'_wpnonce'         => wp_create_nonce( SetupScreen::DISMISS_ACTION ),
				'_wp_http_referer' => 'https://elsewhere.example/',
			)
		);
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ) );
		self::assertSame( admin_url(), $location, 'Never sent off the site.' );
	}

	public function test_the_notice_is_for_those_who_manage_the_shop_while_the_setup_is_needed(): void {
		$notice = $this->capture( $this->screen->render_notice( ... ) );
		self::assertStringContainsString( '>Set up your shop</a>', $notice );
		self::assertStringContainsString( 'page=vitrine-setup', $notice );
		self::assertStringContainsString( 'value="' . SetupScreen::DISMISS_ACTION . '"', $notice );
		self::assertStringContainsString( '>Dismiss</button>', $notice );

		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertSame( '', $this->capture( $this->screen->render_notice( ... ) ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->setup->dismiss();
		self::assertSame( '', $this->capture( $this->screen->render_notice( ... ) ) );
	}

	public function test_the_plugins_row_offers_set_up_while_it_is_needed(): void {
		$links = $this->screen->plugin_links( array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		self::assertSame( array( 'vitrine-setup', 'deactivate' ), array_keys( $links ) );
		self::assertStringContainsString( '>Set up</a>', $links['vitrine-setup'] );

		update_option( ShopSetup::STATE_OPTION, ShopSetup::DONE );
		self::assertSame( array( 'deactivate' ), array_keys( $this->screen->plugin_links( array( 'deactivate' => '<a href="#">Deactivate</a>' ) ) ) );
	}

	public function test_the_module_hooks_the_row_link_of_vitrine_s_plugin_file(): void {
		self::assertNotFalse( has_filter( 'plugin_action_links_' . plugin_basename( VITRINE_FILE ) ) );
		self::assertNotFalse( has_action( 'admin_post_' . SetupScreen::SETUP_ACTION ) );
		self::assertNotFalse( has_action( 'admin_post_' . SetupScreen::DISMISS_ACTION ) );
	}
}
