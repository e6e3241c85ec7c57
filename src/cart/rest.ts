/**
 * The cart page's REST cart routes (vitrine/v1/cart…): what they answer, and their client, the
 * core one (core/rest.ts) with the wp_rest nonce replaced from ?vitrine-ajax=refresh_nonce.
 */
import { renewNonce, type AjaxClient } from '../core/ajax';
import { keepRestNonce, restClient, type RestClient } from '../core/rest';
import type { Cart, CartItem } from '../core/rest-types.generated';

/** A line of the cart answer; generated from the route's response schema. */
export type CartJsonItem = CartItem;

/** The cart as the REST routes answer it; generated from the routes' response schema. */
export type CartJson = Cart;

/**
 * @param rest       The cart settings' rest.
 * @param rest.url   The REST base URL.
 * @param rest.nonce The page's wp_rest nonce.
 * @param ajax       The page's ajax client, whose refresh_nonce replaces a refused nonce.
 */
export function cartRestClient(
	rest: { url: string; nonce: string },
	ajax: AjaxClient
): RestClient {
	return restClient( rest.url, rest.nonce, () =>
		renewNonce( ajax.template, 'refresh_nonce', keepRestNonce )
	);
}
