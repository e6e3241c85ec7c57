<?php
/**
 * The express checkout area on the product, cart, checkout and pay-for-order pages.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Express;

use Vitrine\CartUi\CartTotals;
use Vitrine\Checkout\PayForOrderPage;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Container;
use Vitrine\Plugin;
use Vitrine\ProductPage\ProductImages;
use Vitrine\ProductPage\SingleProduct;
use Vitrine\Stripe\Express\ExpressPageSettings;
use Vitrine\Stripe\Express\ExpressPlacement;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__, 2 ) . '/Checkout/CheckoutTestCase.php';

final class ExpressPlacementTest extends CheckoutTestCase {

	private const AREA = 'class="vitrine-express-checkout"';

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$this->settings(
			array(
				'payment_stripe_enabled'              => true,
				'payment_stripe_test_publishable_key' => 'pk_test_abc',
				'payment_stripe_test_secret_key'      => 'sk_test_abc',
			)
		);
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		unset( $_GET['key'], $_POST['billing_email'] );
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoes go_to_page().
		parent::tearDown();
	}

	/**
	 * The placement over this test's cart, with the bundle built or not.
	 */
	private function placement( bool $built = false ): ExpressPlacement {
		$container = $this->container;
		return new ExpressPlacement( new Assets(), $container->get( StripeSettings::class ), $container->get( ExpressPageSettings::class ), static fn (): bool => $built );
	}

	private function product_area( bool $built = false ): string {
		$product = Plugin::instance()->catalog->products->find( $this->simple_product() );
		self::assertNotNull( $product );
		return $this->placement( $built )->on_product( '', $product );
	}

	public function test_the_product_page_gets_the_area_with_its_height_reserved_and_the_separator(): void {
		$this->settings( array( 'payment_stripe_express_button_height' => 52 ) );

		$html = $this->product_area();

		self::assertSame(
			'<div class="vitrine-express-checkout" data-vitrine-widget="stripe-express" data-location="product" style="--vitrine-express-height:52px"><div class="vitrine-express-checkout__buttons" id="vitrine-express-checkout-element"></div></div>'
			. '<p class="vitrine-express-checkout__separator" id="vitrine-express-checkout-separator" hidden>— OR —</p>',
			$html
		);
	}

	public function test_the_bundle_is_enqueued_with_its_settings_once_built(): void {
		// The bundle is another part's: its asset file stands in for the build here.
		$asset = VITRINE_DIR . 'build/' . ExpressPlacement::ENTRY . '.asset.php';
		$made  = ! is_readable( $asset );
		if ( $made ) {
			file_put_contents( $asset, "<?php return array( 'dependencies' => array(), 'version' => 'test' );\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's stand-in build file.
		}
		try {
			$this->product_area( true );
		} finally {
			if ( $made ) {
				unlink( $asset ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the stand-in above.
			}
		}

		self::assertTrue( wp_script_is( 'vitrine-stripe-express', 'enqueued' ) );
		$before = implode( '', (array) wp_scripts()->get_data( 'vitrine-stripe-express', 'before' ) );
		self::assertStringContainsString( 'window.vitrineSettings["stripeExpress"]=', $before );
		self::assertStringContainsString( '"location":"product"', $before );
	}

	public function test_before_the_bundle_is_built_the_area_prints_and_nothing_is_enqueued(): void {
		self::assertStringContainsString( self::AREA, $this->product_area( false ) );
		self::assertFalse( wp_script_is( 'vitrine-stripe-express', 'registered' ) );
	}

	public function test_nothing_shows_while_stripe_or_every_wallet_is_off(): void {
		$this->settings( array( 'payment_stripe_enabled' => false ) );
		self::assertSame( '', $this->product_area( true ) );
		self::assertFalse( wp_script_is( 'vitrine-stripe-express', 'registered' ) );

		$this->settings(
			array(
				'payment_stripe_enabled'         => true,
				'payment_stripe_test_secret_key' => '',
			)
		);
		self::assertSame( '', $this->product_area(), 'Without the keys of the mode.' );

		$this->settings(
			array(
				'payment_stripe_test_secret_key'    => 'sk_test_abc',
				'payment_stripe_express_checkout'   => false,
				'payment_stripe_express_link'       => false,
				'payment_stripe_express_amazon_pay' => false,
			)
		);
		self::assertSame( '', $this->product_area() );

		$this->settings( array( 'payment_stripe_express_amazon_pay' => true ) );
		self::assertStringContainsString( self::AREA, $this->product_area(), 'One wallet is enough.' );
	}

	public function test_a_location_switched_off_shows_nothing_to_shoppers_and_why_to_administrators(): void {
		$this->settings( array( 'payment_stripe_express_locations' => array( 'cart', 'checkout', 'pay_for_order' ) ) );

		self::assertSame( '', $this->product_area( true ) );
		self::assertFalse( wp_script_is( 'vitrine-stripe-express', 'registered' ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->product_area( true );
		self::assertStringNotContainsString( self::AREA, $html );
		self::assertStringContainsString( '<p class="vitrine-express-checkout__admin-note">', $html );
		self::assertStringContainsString( 'Express checkout is switched off for this page', $html );
	}

	public function test_administrators_get_the_hidden_note_and_taxes_based_on_billing_the_notice(): void {
		self::assertStringNotContainsString( '__admin-note', $this->product_area() );
		self::assertStringNotContainsString( '__taxes', $this->product_area() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->settings( array( 'tax_based_on' => 'billing' ) );
		$html = $this->product_area();

		self::assertStringContainsString( '<p class="vitrine-express-checkout__taxes">Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).</p><p class="vitrine-express-checkout__admin-note" hidden></p></div>', $html );
	}

	public function test_each_location_is_switched_on_and_off_by_itself(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$cart    = $this->service()->get();
		$totals  = $this->container->get( \Vitrine\Checkout\Totals\TotalsCalculator::class )->calculate( $cart );
		$product = Plugin::instance()->catalog->products->find( $this->simple_product() );
		self::assertNotNull( $product );
		$order = $this->order();
		$areas = fn (): array => array(
			'product'       => $this->placement()->on_product( '', $product ),
			'cart'          => $this->placement()->on_cart( '', $cart, $totals ),
			'checkout'      => $this->placement()->on_checkout( '', $cart, $totals ),
			'pay_for_order' => $this->placement()->on_pay_for_order( '', $order ),
		);

		foreach ( $areas() as $location => $html ) {
			self::assertStringContainsString( 'data-location="' . $location . '"', $html, $location );
		}
		foreach ( StripeSettings::EXPRESS_LOCATIONS as $off ) {
			$this->settings( array( 'payment_stripe_express_locations' => array_values( array_diff( StripeSettings::EXPRESS_LOCATIONS, array( $off ) ) ) ) );
			foreach ( $areas() as $location => $html ) {
				self::assertSame( $location !== $off, str_contains( $html, self::AREA ), "$location with $off off" );
			}
		}
	}

	public function test_an_empty_cart_gets_nothing_and_the_block_pages_get_the_buttons_as_the_shortcode_pages(): void {
		$cart   = $this->service()->get();
		$totals = $this->container->get( \Vitrine\Checkout\Totals\TotalsCalculator::class )->calculate( $cart );
		self::assertSame( '', $this->placement()->on_cart( '', $cart, $totals ), 'Nothing to pay.' );

		$this->service()->add_item( $this->simple_product(), 1 );
		$cart   = $this->service()->get();
		$totals = $this->container->get( \Vitrine\Checkout\Totals\TotalsCalculator::class )->calculate( $cart );
		$block  = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Block checkout',
				'post_content' => '<!-- wp:vitrine/checkout /-->',
			)
		);
		$this->go_to_page( $block );
		// The blocks render the shortcodes' forms: the same area, as on any other page.
		self::assertStringContainsString( self::AREA, $this->placement()->on_cart( '', $cart, $totals ) );
		self::assertStringContainsString( self::AREA, $this->placement()->on_checkout( '', $cart, $totals ) );
		self::assertStringContainsString( self::AREA, $this->placement()->on_pay_for_order( '', $this->order() ) );
	}

	public function test_the_pages_print_the_area_where_the_contract_puts_it_and_nothing_elsewhere(): void {
		$plugin  = Plugin::instance();
		$product = $plugin->catalog->products->find( $this->simple_product() );
		self::assertNotNull( $product );
		$summary = ( new SingleProduct( $plugin->catalog, new Assets(), new ProductImages() ) )->summary( $product );
		self::assertMatchesRegularExpression( '#</form><div class="vitrine-express-checkout"[^>]*data-location="product"#', $summary, 'Right after the add-to-cart form.' );

		$this->service()->add_item( $this->simple_product(), 1 );
		// The plugin's own placement reads the request's cart; this test's cart is another.
		global $wp_filter;
		$saved = $wp_filter['vitrine_cart_before_checkout_button_html'] ?? null;
		remove_all_filters( 'vitrine_cart_before_checkout_button_html' );
		add_filter( 'vitrine_cart_before_checkout_button_html', array( $this->placement(), 'on_cart' ), 10, 3 );
		try {
			$box = $this->container->get( CartTotals::class )->render( $this->service()->get(), '/' );
		} finally {
			$wp_filter['vitrine_cart_before_checkout_button_html'] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the plugin's hook.
		}
		self::assertMatchesRegularExpression( '#data-location="cart".*id="vitrine-express-checkout-separator" hidden>[^<]*</p><p class="vitrine-cart__proceed">#s', $box, 'Above "Proceed to checkout".' );

		$order                  = $this->order();
		$_GET['key']            = $order->key;
		$_POST['billing_email'] = 'ada@example.org';
		$pay                    = $this->container->get( PayForOrderPage::class )->render( $order->id );
		self::assertMatchesRegularExpression( '#data-location="pay_for_order".*separator" hidden>[^<]*</p>.*name="payment_method"#s', $pay, 'Above the payment methods.' );

		self::assertSame( 1, substr_count( $summary, self::AREA ) );
		$grid = do_blocks( '<!-- wp:vitrine/product-grid /-->' );
		self::assertStringNotContainsString( 'vitrine-express-checkout', $grid, 'Nothing on the shop\'s other pages.' );
	}

	private function order(): \Vitrine\Orders\Order {
		$before = $this->service()->get();
		if ( $before->is_empty() ) {
			$this->service()->add_item( $this->simple_product(), 1 );
		}
		$result = $this->checkout->service->place( $this->request() );
		$order  = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		// Bank transfer leaves it on hold; a failed payment makes it payable again.
		return $this->container->get( \Vitrine\Orders\OrderService::class )->transition( $order, \Vitrine\Orders\OrderStatus::FAILED );
	}

	private function go_to_page( int $page_id ): void {
		global $wp_query;
		$wp_query = new \WP_Query( array( 'page_id' => $page_id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page the placement looks at.
		$wp_query->get_queried_object();
	}
}
