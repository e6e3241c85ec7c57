/**
 * The cart page's REST cart routes (vitrine/v1/cart…): what they answer, and their client, the
 * core one (core/rest.ts) with the wp_rest nonce replaced from ?vitrine-ajax=refresh_nonce.
 */
import type { AjaxClient } from '../core/ajax';
import { RestClient } from '../core/rest';

export interface CartJsonItem {
	key: string;
	id: number;
	variation_id: number;
	quantity: number;
	name: string;
	permalink: string;
	prices: { price: string; regular_price: string };
	totals: { line_total: string };
}

/** The cart as the REST routes answer it. */
export interface CartJson {
	items: CartJsonItem[];
	items_count: number;
	totals: { subtotal: string; currency_code: string };
	hash: string;
}

/**
 * @param rest       The cart settings' rest.
 * @param rest.url   The REST base URL.
 * @param rest.nonce The page's wp_rest nonce.
 * @param ajax       The page's ajax client, which refreshes the nonce and lends its fetch.
 */
export function cartRestClient(
	rest: { url: string; nonce: string },
	ajax: AjaxClient
): RestClient {
	return new RestClient(
		rest.url,
		rest.nonce,
		() => ajax.freshNonce( 'refresh_nonce' ),
		ajax.fetcher
	);
}
