/**
 * Test helper (imported by *.test.ts only): the settings PHP prints, for a test page.
 */
import type { CartSettings } from './settings';

/**
 * @param overrides Settings that differ.
 */
export function cartSettings(
	overrides: Partial< CartSettings > = {}
): CartSettings {
	return {
		ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
		cartUrl: 'http://shop.test/cart/',
		isCart: false,
		redirectAfterAdd: false,
		nonce: 'cart-nonce',
		hashCookie: 'vitrine_cart_hash',
		storageKey: 'vitrine_fragments_test',
		i18n: {
			viewCart: 'View cart',
			removed: '“%s” has been removed from your cart.',
			error: 'Sorry, your cart could not be updated. Please try again.',
			updated: 'Cart updated.',
		},
		...overrides,
	};
}
