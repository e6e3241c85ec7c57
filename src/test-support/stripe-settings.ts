/**
 * Stripe settings for the tests of src/stripe/ (imported by *.test.ts only).
 */
import type { StripeSettings } from '../stripe/settings';

export function stripeSettings(
	overrides: Partial< StripeSettings > = {}
): StripeSettings {
	return {
		key: 'pk_test_abc',
		locale: 'en',
		apiVersion: '2026-09-30.endive',
		cartTotal: 1999,
		currency: 'eur',
		currencyDecimals: 2,
		ajax_url: 'https://shop.test/?vitrine-ajax=%%endpoint%%',
		isCheckout: true,
		isOrderPay: false,
		isChangingPayment: false,
		isLoggedIn: false,
		isSignupOnCheckoutAllowed: true,
		isOCEnabled: false,
		OCLayout: 'accordion',
		appearance: null,
		theme_name: 'twentytwentyfive',
		enabledBillingFields: [
			'billing_first_name',
			'billing_last_name',
			'billing_email',
			'billing_country',
			'billing_address_1',
			'billing_city',
			'billing_postcode',
		],
		genericErrorMessage: 'There was a problem processing the order.',
		invalid_wallet_type: 'Invalid wallet payment type.',
		errorMessages: {
			card_declined: 'The card was declined.',
			insufficient_funds:
				'The card has insufficient funds to complete the purchase.',
		},
		nonces: {
			createSetupIntent: 'n-csi',
			createPaymentIntent: 'n-cpi',
			createAndConfirmSetupIntent: 'n-ccsi',
			updatePaymentIntent: 'n-upi',
			updateFailedOrder: 'n-ufo',
			saveAppearance: 'n-sa',
			updateOrderStatus: 'n-uos',
		},
		paymentMethodsConfig: {
			card: {
				isReusable: true,
				supportsDeferredIntent: true,
				countries: [],
				title: 'Card',
				gatewayId: 'stripe',
			},
			blik: {
				isReusable: false,
				supportsDeferredIntent: true,
				countries: [ 'PL' ],
				title: 'BLIK',
				gatewayId: 'stripe_blik',
			},
			ideal: {
				isReusable: true,
				supportsDeferredIntent: true,
				countries: [ 'NL' ],
				title: 'iDEAL',
				gatewayId: 'stripe_ideal',
			},
		},
		savedCardsEnabled: true,
		i18n: {
			failedToLoad:
				'Failed to load %s payment method. Please refresh the page and try again.',
			invalidPaymentDetails:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
			paymentFailed: 'Payment failed. Please try again.',
			blikInvalid: 'BLIK Code is invalid',
			requiredField: '%s is a required field.',
			billing: 'Billing',
			shipping: 'Shipping',
			processingProblem:
				'There was a problem processing the payment. Please refresh the page to try again.',
			unknownError: 'An unknown error occurred.',
			cashAppLimit: 'Cash App Pay may refuse a payment of this amount.',
		},
		...overrides,
	};
}
