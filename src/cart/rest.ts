/**
 * The cart page's client of the vitrine/v1 cart routes: plain fetch (no api-fetch on the front
 * end), JSON bodies, X-WP-Nonce. Every answer of vitrine/v1 carries a fresh nonce, which is taken
 * up; a refused nonce is replaced once from ?vitrine-ajax=refresh_nonce.
 */
import { hasCode, type AjaxClient, type FetchLike } from './ajax';
import type { Cart, CartItem } from '../core/rest-types.generated';

/** A line of the cart answer; generated from the route's response schema. */
export type CartJsonItem = CartItem;

/** The cart as the REST routes answer it; generated from the routes' response schema. */
export type CartJson = Cart;

export interface RestResult< T > {
	status: number;
	body: T | null;
}

const INVALID_NONCE = 'vitrine_rest_invalid_nonce';

export class CartRestClient {
	private nonce: string;
	private readonly fetcher: FetchLike;

	/**
	 * @param baseUrl The vitrine/v1 base URL, ending in a slash.
	 * @param nonce   A wp_rest nonce.
	 * @param ajax    The ajax client, to refresh the nonce.
	 * @param fetcher fetch, or a stand-in for tests.
	 */
	constructor(
		private readonly baseUrl: string,
		nonce: string,
		private readonly ajax: AjaxClient,
		fetcher?: FetchLike
	) {
		this.nonce = nonce;
		this.fetcher =
			fetcher ?? ( ( url, init ) => window.fetch( url, init ) );
	}

	/**
	 * GET /cart.
	 */
	getCart(): Promise< RestResult< CartJson > > {
		return this.send( 'cart', 'GET' );
	}

	/**
	 * POST a cart route (cart/update-item, cart/remove-item).
	 *
	 * @param path Route below vitrine/v1.
	 * @param data JSON body.
	 */
	async post(
		path: string,
		data: Record< string, unknown >
	): Promise< RestResult< CartJson > > {
		const first = await this.send( path, 'POST', data );
		if ( first.status !== 403 || ! hasCode( first.body, INVALID_NONCE ) ) {
			return first;
		}
		const fresh = await this.ajax.get< { nonce?: unknown } >(
			'refresh_nonce'
		);
		if ( fresh.status !== 200 || typeof fresh.body?.nonce !== 'string' ) {
			return first;
		}
		this.nonce = fresh.body.nonce;
		return this.send( path, 'POST', data );
	}

	private async send(
		path: string,
		method: 'GET' | 'POST',
		data?: Record< string, unknown >
	): Promise< RestResult< CartJson > > {
		let response: Response;
		try {
			response = await this.fetcher( this.baseUrl + path, {
				method,
				credentials: 'same-origin',
				headers: {
					Accept: 'application/json',
					'X-WP-Nonce': this.nonce,
					...( data ? { 'Content-Type': 'application/json' } : {} ),
				},
				body: data ? JSON.stringify( data ) : undefined,
			} );
		} catch {
			return { status: 0, body: null };
		}
		const fresh = response.headers.get( 'X-WP-Nonce' );
		if ( fresh ) {
			this.nonce = fresh;
		}
		let body: CartJson | null = null;
		try {
			body = ( await response.json() ) as CartJson;
		} catch {
			body = null;
		}
		return { status: response.status, body };
	}
}
