<?php
/**
 * The demo shop's checkout: pages, taxes, shipping, payment methods and coupons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Coupons\Coupon;
use Vitrine\Plugin;

/**
 * A German shop that sells across Europe and the world, prices entered with VAT:
 *  - pages: Checkout (the Checkout block), My account (the My account block), Log in (the login
 *    form alone) and Terms and conditions;
 *  - taxes: DE 19 % (standard) and 7 % (reduced), AT 20 %, FR 20 %;
 *  - shipping: Germany (parcel €4.90, free from €50, pickup in Berlin), EU (€9.90), rest of the
 *    world (€19.90);
 *  - payment: bank transfer, cheque and cash on delivery (Germany's parcel only);
 *  - coupons: WELCOME10 (10 %), FIVEOFF (€5 off from €30), FREESHIP (free shipping), EXPIRED.
 * Fixed values, so the e2e tests rely on them. Seeded once (its own marker option).
 */
final class Checkout {

	public const OPTION = 'vitrine_demo_checkout_seeded';

	private const CHECKOUT_BLOCK = '<!-- wp:vitrine/checkout {"align":"wide"} /-->';

	/**
	 * A demo seeded before the checkout was set wide gets the wide block.
	 */
	private static function widen_checkout(): void {
		$page = get_page_by_path( 'checkout' );
		if ( $page instanceof \WP_Post && '<!-- wp:vitrine/checkout /-->' === trim( $page->post_content ) ) {
			wp_update_post(
				array(
					'ID'           => $page->ID,
					'post_content' => self::CHECKOUT_BLOCK,
				)
			);
		}
	}

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			self::widen_checkout();
			return 'Demo checkout already in place.';
		}
		$plugin = Plugin::instance();

		// Wide: the form and the order summary side by side (the theme's content width is too narrow).
		$checkout = vitrine_demo_page( 'Checkout', 'checkout', self::CHECKOUT_BLOCK );
		// The account area at /my-account/; the login form alone at /log-in/.
		$account = vitrine_demo_page( 'My account', 'my-account', '<!-- wp:vitrine/my-account /-->' );
		wp_update_post(
			array(
				'ID'           => $account,
				'post_content' => '<!-- wp:vitrine/my-account /-->',
			)
		);
		vitrine_demo_page( 'Log in', 'log-in', "<!-- wp:shortcode -->\n[vitrine_login_form]\n<!-- /wp:shortcode -->" );
		$terms = vitrine_demo_page( 'Terms and conditions', 'terms', "<!-- wp:paragraph -->\n<p>These are the demo shop's terms: nothing is sold, nothing is shipped.</p>\n<!-- /wp:paragraph -->" );
		self::must(
			$plugin->settings->update(
				array(
					'checkout_page_id'             => $checkout,
					'myaccount_page_id'            => $account,
					'terms_page_id'                => $terms,
					'store_country'                => 'DE',
					'store_postcode'               => '10117',
					'store_city'                   => 'Berlin',
					'tax_enabled'                  => true,
					'tax_prices_include_tax'       => true,
					'tax_based_on'                 => 'shipping',
					'payment_bacs_enabled'         => true,
					'payment_bacs_instructions'    => 'Please transfer the total within 7 days, with your order number as the reference.',
					'payment_bacs_account_details' => "Vitrine Demo GmbH\nDemo Bank\nIBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX",
					'payment_cheque_enabled'       => true,
					'payment_cheque_instructions'  => 'Please send your cheque to Vitrine Demo GmbH, Unter den Linden 1, 10117 Berlin.',
					'payment_cod_enabled'          => true,
					'payment_cod_shipping_methods' => 'flat_rate, local_pickup',
				)
			)
		);

		$rates = $plugin->tax->rates;
		$rates->create(
			array(
				'country' => 'DE',
				'rate'    => '19',
				'name'    => 'MwSt.',
			)
		);
		$rates->create(
			array(
				'country'   => 'DE',
				'rate'      => '7',
				'name'      => 'MwSt. 7 %',
				'tax_class' => 'reduced-rate',
			)
		);
		$rates->create(
			array(
				'country' => 'AT',
				'rate'    => '20',
				'name'    => 'USt.',
			)
		);
		$rates->create(
			array(
				'country' => 'FR',
				'rate'    => '20',
				'name'    => 'TVA',
			)
		);

		$zones   = $plugin->shipping->zones;
		$germany = $zones->save_zone(
			array(
				'name'      => 'Germany',
				'regions'   => 'DE',
				'postcodes' => '',
			)
		);
		$zones->add_method(
			$germany->zone_id,
			'flat_rate',
			array(
				'title'      => 'Parcel',
				'tax_status' => 'taxable',
				'cost'       => '4.90',
			)
		);
		$zones->add_method(
			$germany->zone_id,
			'free_shipping',
			array(
				'title'      => 'Free shipping',
				'requires'   => 'either',
				'min_amount' => '50',
			)
		);
		$zones->add_method(
			$germany->zone_id,
			'local_pickup',
			array(
				'title'      => 'Pickup in Berlin',
				'tax_status' => 'none',
				'cost'       => '',
			)
		);
		$europe = $zones->save_zone(
			array(
				'name'      => 'Europe',
				'regions'   => 'continent:EU',
				'postcodes' => '',
			)
		);
		$zones->add_method(
			$europe->zone_id,
			'flat_rate',
			array(
				'title'      => 'International parcel',
				'tax_status' => 'taxable',
				'cost'       => '9.90',
			)
		);
		$zones->add_method(
			0,
			'flat_rate',
			array(
				'title'      => 'Worldwide parcel',
				'tax_status' => 'taxable',
				'cost'       => '19.90',
			)
		);

		$coupons = $plugin->coupons->writer;
		$coupons->save(
			0,
			array(
				'code'          => 'WELCOME10',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
				'description'   => '10 % off everything',
			)
		);
		$coupons->save(
			0,
			array(
				'code'          => 'FIVEOFF',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
				'minimum_spend' => '30',
				'description'   => '€5 off orders from €30',
			)
		);
		$coupons->save(
			0,
			array(
				'code'          => 'FREESHIP',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '0',
				'free_shipping' => true,
				'description'   => 'Free shipping',
			)
		);
		$coupons->save(
			0,
			array(
				'code'          => 'EXPIRED',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '50',
				'expires_at'    => strtotime( '2024-01-31 23:59:59 UTC' ),
				'description'   => 'An expired coupon',
			)
		);

		update_option( self::OPTION, gmdate( 'c' ), false );
		return 'Demo checkout created: pages, taxes, shipping, payment methods and coupons.';
	}


	/**
	 * @param array<string, mixed>|\WP_Error $saved What Settings::update() answered.
	 */
	private static function must( array|\WP_Error $saved ): void {
		if ( is_wp_error( $saved ) ) {
			throw new \RuntimeException( 'Demo checkout settings were refused: ' . wp_json_encode( $saved->get_error_data() ) );
		}
	}
}
