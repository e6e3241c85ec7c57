/**
 * Express checkout settings for the jest tests (imported by *.test.ts only), as the contract's
 * PHP prints them; each test overrides what it needs.
 */
import type { StripeExpressSettings } from './settings';

export function expressSettings(
	overrides: Partial< StripeExpressSettings > = {}
): StripeExpressSettings {
	return {
		ajax_url: '/?vitrine-ajax=%%endpoint%%',
		rest_url: '/wp-json/vitrine/v1/',
		rest_nonce: 'rest-nonce',
		buildUrl: '/build/',
		nonce: {
			get_cart_details: 'n-details',
			shipping: 'n-shipping',
			update_shipping: 'n-update-shipping',
			normalize_address: 'n-normalize',
			add_to_cart: 'n-add',
			clear_cart: 'n-clear',
			get_selected_product_data: 'n-product',
			checkout: 'n-checkout',
			pay_for_order: 'n-pay',
		},
		location: 'cart',
		is_product_page: false,
		is_cart_page: true,
		is_checkout_page: false,
		is_pay_for_order: false,
		has_block: false,
		has_free_trial: false,
		button: { type: 'default', theme: 'dark', height: 48, radius: 4 },
		allowed_shipping_countries: [ 'FR', 'DE' ],
		checkout: {
			currency_code: 'EUR',
			currency_decimals: 2,
			country_code: 'FR',
			needs_payer_phone: true,
			default_shipping_option: {
				id: 'flat_rate:1',
				displayName: 'Flat rate',
				amount: 500,
			},
		},
		product: null,
		cart: {
			total: { label: 'Shop', amount: 2500 },
			displayItems: [
				{ label: 'Mug × 2', amount: 2000 },
				{ label: 'Shipping', amount: 500 },
			],
			requestShipping: true,
		},
		order: null,
		stripe: {
			publishable_key: 'pk_test_abc',
			locale: 'en',
			api_version: '2026-09-30.endive',
			is_payment_request_enabled: true,
			is_amazon_pay_enabled: false,
			is_link_enabled: true,
		},
		login_confirmation: null,
		taxes_based_on_billing: false,
		custom_checkout_fields: [],
		messages: {
			timeout:
				'A timeout occurred while connecting to the server. Please try again.',
			abort: 'The connection to the server was aborted. Please try again.',
			transport:
				'An error occurred while connecting to the server. Please try again.',
			orderError: 'There was a problem processing the order.',
			addToCartError:
				'There was an error adding the product to the cart.',
			productDataError:
				'There was an error getting the product information.',
			paymentFailed: 'Payment failed. Please try again.',
			unknown: 'An unknown error occurred.',
			selectOptions:
				'Please select your product options before proceeding.',
			adminNoWallet: 'No wallet is available in this browser.',
			adminZeroTotal: 'The total is zero.',
			adminVariation: 'No variation is chosen.',
			adminNotShown: 'Express checkout buttons are not shown:',
		},
		admin_reasons: null,
		...overrides,
	};
}
