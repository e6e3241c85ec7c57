<?php
/**
 * The first-run setup's service: when it is needed, what it creates, what it refuses.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Setup;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Setup\SetupError;
use Vitrine\Setup\ShopSetup;

require_once __DIR__ . '/SetupTestCase.php';

final class ShopSetupTest extends SetupTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'wp_insert_post_empty_content' );
		remove_all_filters( 'locale' );
		parent::tearDown();
	}

	private function make_page( string $title, string $content = '', string $status = 'publish' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}

	public function test_a_fresh_install_needs_the_setup(): void {
		self::assertTrue( $this->setup->is_needed() );
	}

	public function test_a_site_with_its_pages_set_does_not_need_it_although_it_never_ran_it(): void {
		$this->settings->update(
			array(
				'cart_page_id'      => $this->make_page( 'Our cart' ),
				'checkout_page_id'  => $this->make_page( 'Our checkout' ),
				'myaccount_page_id' => $this->make_page( 'Our account' ),
			)
		);
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ), 'An upgraded site has no setup state.' );
		self::assertFalse( $this->setup->is_needed() );
	}

	public function test_a_page_set_but_deleted_or_in_the_trash_counts_as_missing(): void {
		$trashed = $this->make_page( 'Old checkout', '', 'trash' );
		$this->settings->update(
			array(
				'cart_page_id'      => $this->make_page( 'Our cart' ),
				'checkout_page_id'  => $trashed,
				'myaccount_page_id' => 999999999,
			)
		);
		self::assertTrue( $this->setup->is_needed() );
	}

	public function test_done_or_dismissed_it_is_no_longer_needed(): void {
		update_option( ShopSetup::STATE_OPTION, ShopSetup::DONE );
		self::assertFalse( $this->setup->is_needed() );
		delete_option( ShopSetup::STATE_OPTION );
		$this->setup->dismiss();
		self::assertSame( ShopSetup::DISMISSED, get_option( ShopSetup::STATE_OPTION ) );
		self::assertFalse( $this->setup->is_needed() );
	}

	public function test_it_creates_the_missing_pages_saves_the_choices_and_is_done(): void {
		$result = $this->setup->run( 'AT', 'CHF' );

		self::assertSame( array( 'cart_page_id', 'checkout_page_id', 'myaccount_page_id' ), array_keys( $result ) );
		foreach ( $result as $setting => $page ) {
			self::assertTrue( $page['created'] );
			self::assertSame( $page['id'], (int) $this->settings->get( $setting ) );
			self::assertSame( 'publish', get_post_status( $page['id'] ) );
		}
		self::assertStringContainsString( '[vitrine_cart]', (string) $this->page_of( 'cart_page_id' )?->post_content );
		self::assertTrue( has_block( 'vitrine/checkout', $this->page_of( 'checkout_page_id' ) ) );
		self::assertTrue( has_block( 'vitrine/my-account', $this->page_of( 'myaccount_page_id' ) ) );
		self::assertSame( 'cart', $this->page_of( 'cart_page_id' )?->post_name );
		self::assertSame( 'AT', $this->settings->get( 'store_country' ) );
		self::assertSame( 'CHF', $this->settings->get( 'currency' ) );
		self::assertSame( ShopSetup::DONE, get_option( ShopSetup::STATE_OPTION ) );
		self::assertFalse( $this->setup->is_needed() );
	}

	public function test_it_creates_only_what_is_missing_and_never_a_duplicate_on_a_second_run(): void {
		$cart = $this->make_page( 'Our cart', '[vitrine_cart]' );
		$this->settings->update( array( 'cart_page_id' => $cart ) );
		$before = self::pages_titled( 'Checkout' );

		$first = $this->setup->run( 'DE', 'EUR' );
		self::assertSame(
			array(
				'id'      => $cart,
				'created' => false,
			),
			$first['cart_page_id']
		);
		self::assertSame( 0, self::pages_titled( 'Cart' ), 'The cart page set already is kept.' );
		self::assertSame( $before + 1, self::pages_titled( 'Checkout' ) );

		delete_option( ShopSetup::STATE_OPTION );
		$second = $this->setup->run( 'DE', 'EUR' );
		self::assertSame( $before + 1, self::pages_titled( 'Checkout' ), 'A second run makes no page.' );
		self::assertSame( 1, self::pages_titled( 'My account' ) );
		foreach ( $second as $setting => $page ) {
			self::assertFalse( $page['created'], $setting );
			self::assertSame( $first[ $setting ]['id'], $page['id'] );
		}
	}

	public function test_a_published_page_at_the_slug_that_shows_the_block_is_used_not_doubled(): void {
		$checkout = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Kasse',
				'post_name'    => 'checkout',
				'post_content' => '<!-- wp:vitrine/checkout /-->',
			)
		);
		// A page at the slug that shows something else is not the checkout.
		$about = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'About the cart',
				'post_name'    => 'cart',
				'post_content' => 'Our history.',
			)
		);

		$result = $this->setup->run( 'DE', 'EUR' );

		self::assertSame( $checkout, $result['checkout_page_id']['id'] );
		self::assertFalse( $result['checkout_page_id']['created'] );
		self::assertTrue( $result['cart_page_id']['created'] );
		self::assertNotSame( $about, $result['cart_page_id']['id'] );
	}

	public function test_a_bad_country_or_currency_is_refused_with_a_message_each_and_nothing_is_saved(): void {
		$pages = self::pages_titled( 'Cart' );
		try {
			$this->setup->run( 'XX', 'BTC' );
			self::fail( 'Refused.' );
		} catch ( SetupError $e ) {
			self::assertSame( ErrorKind::INVALID, $e->kind );
			self::assertSame( array( 'country', 'currency' ), array_keys( $e->params() ) );
			self::assertSame( 'Choose your shop’s country from the list.', $e->params()['country'] );
			self::assertSame( 'Choose a currency from the list.', $e->params()['currency'] );
		}
		self::assertSame( $pages, self::pages_titled( 'Cart' ) );
		self::assertSame( 0, (int) $this->settings->get( 'cart_page_id' ) );
		self::assertSame( 'DE', $this->settings->get( 'store_country' ) );
		self::assertSame( 'EUR', $this->settings->get( 'currency' ) );
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ) );
		self::assertTrue( $this->setup->is_needed() );
	}

	public function test_when_a_page_cannot_be_created_the_pages_made_so_far_are_removed_and_nothing_is_saved(): void {
		$carts_before = self::pages_titled( 'Cart' );
		add_filter(
			'wp_insert_post_empty_content',
			static fn ( bool $empty, array $post ): bool => 'Checkout' === $post['post_title'] ? true : $empty,
			10,
			2
		);

		try {
			$this->setup->run( 'FR', 'USD' );
			self::fail( 'The checkout page was refused.' );
		} catch ( SetupError $e ) {
			self::assertSame( ErrorKind::FAILED, $e->kind );
			self::assertSame( 'vitrine_setup_page_failed', $e->error_code );
			self::assertStringContainsString( 'The Checkout page could not be created', $e->getMessage() );
		}
		self::assertSame( $carts_before, self::pages_titled( 'Cart' ), 'The cart page made before is deleted.' );
		self::assertNull( get_page_by_path( 'cart' ) );
		self::assertSame( 0, (int) $this->settings->get( 'cart_page_id' ) );
		self::assertSame( 'DE', $this->settings->get( 'store_country' ) );
		self::assertSame( 'EUR', $this->settings->get( 'currency' ) );
		self::assertFalse( get_option( ShopSetup::STATE_OPTION ) );
	}

	public function test_the_defaults_follow_the_site_s_locale(): void {
		add_filter( 'locale', static fn (): string => 'de_DE' );
		self::assertSame( 'DE', $this->setup->default_country() );
		self::assertSame( 'EUR', $this->setup->default_currency( 'DE' ) );

		add_filter( 'locale', static fn (): string => 'en_GB', 20 );
		self::assertSame( 'GB', $this->setup->default_country() );
		self::assertSame( 'GBP', $this->setup->default_currency( 'GB' ) );
	}

	public function test_without_a_country_in_the_locale_the_current_settings_are_offered(): void {
		$this->settings->update(
			array(
				'store_country' => 'CH',
				'currency'      => 'CHF',
			)
		);
		add_filter( 'locale', static fn (): string => 'ja' );
		self::assertSame( 'CH', $this->setup->default_country() );
		self::assertSame( 'CHF', $this->setup->default_currency( 'BR' ), 'A currency the settings do not offer falls back.' );
	}
}
