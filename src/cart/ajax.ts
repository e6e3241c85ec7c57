/**
 * A tiny client of the ?vitrine-ajax=%%endpoint%% cart calls: plain fetch, form-encoded fields,
 * the vitrine-cart nonce in X-Vitrine-Nonce, refreshed once when the server refuses it.
 */

export type FetchLike = (
	url: string,
	init: RequestInit
) => Promise< Response >;

/** What the cart endpoints answer, success or error. */
export interface CartAjaxBody {
	fragments?: Record< string, string >;
	cart_hash?: string;
	cart_count?: number;
	error?: boolean;
	product_url?: string;
	code?: string;
	message?: string;
}

export interface AjaxResult< T = CartAjaxBody > {
	/** HTTP status; 0 when the request did not reach the server. */
	status: number;
	/** The parsed JSON body, null when there was none. */
	body: T | null;
}

const INVALID_NONCE = 'vitrine_ajax_invalid_nonce';

/**
 * Reads a response's JSON body, or null.
 *
 * @param response The response.
 */
async function readJson< T >( response: Response ): Promise< T | null > {
	try {
		return ( await response.json() ) as T;
	} catch {
		return null;
	}
}

export class AjaxClient {
	private nonce: string;
	private readonly fetcher: FetchLike;

	/**
	 * @param urlTemplate The ajax URL with %%endpoint%%.
	 * @param nonce       The vitrine-cart nonce the page carries.
	 * @param fetcher     fetch, or a stand-in for tests.
	 */
	constructor(
		private readonly urlTemplate: string,
		nonce: string,
		fetcher?: FetchLike
	) {
		this.nonce = nonce;
		this.fetcher =
			fetcher ?? ( ( url, init ) => window.fetch( url, init ) );
	}

	/**
	 * The URL of an endpoint.
	 *
	 * @param endpoint Endpoint name: add_to_cart.
	 */
	url( endpoint: string ): string {
		return this.urlTemplate.replace(
			'%%endpoint%%',
			encodeURIComponent( endpoint )
		);
	}

	/**
	 * A read-only call (no nonce).
	 *
	 * @param endpoint Endpoint name.
	 */
	get< T = CartAjaxBody >( endpoint: string ): Promise< AjaxResult< T > > {
		return this.send< T >( endpoint, 'GET', {} );
	}

	/**
	 * A cart change, with the nonce; when the server says the nonce is no longer valid (a page
	 * served from a cache for too long), fetches a fresh one and tries once more.
	 *
	 * @param endpoint Endpoint name.
	 * @param fields   Form fields.
	 */
	async post< T = CartAjaxBody >(
		endpoint: string,
		fields: Record< string, string >
	): Promise< AjaxResult< T > > {
		const first = await this.postOnce< T >( endpoint, fields );
		if ( first.status !== 403 || ! hasCode( first.body, INVALID_NONCE ) ) {
			return first;
		}
		const fresh = await this.get< { nonce?: unknown } >(
			'refresh_cart_nonce'
		);
		if ( fresh.status !== 200 || typeof fresh.body?.nonce !== 'string' ) {
			return first;
		}
		this.nonce = fresh.body.nonce;
		return this.postOnce< T >( endpoint, fields );
	}

	private postOnce< T >(
		endpoint: string,
		fields: Record< string, string >
	): Promise< AjaxResult< T > > {
		return this.send< T >(
			endpoint,
			'POST',
			{ 'X-Vitrine-Nonce': this.nonce },
			new URLSearchParams( fields )
		);
	}

	private async send< T >(
		endpoint: string,
		method: 'GET' | 'POST',
		headers: Record< string, string >,
		body?: URLSearchParams
	): Promise< AjaxResult< T > > {
		let response: Response;
		try {
			response = await this.fetcher( this.url( endpoint ), {
				method,
				credentials: 'same-origin',
				headers: { Accept: 'application/json', ...headers },
				body,
			} );
		} catch {
			return { status: 0, body: null };
		}
		return {
			status: response.status,
			body: await readJson< T >( response ),
		};
	}
}

/**
 * Whether a body is an error with the given code.
 *
 * @param body The body.
 * @param code The error code.
 */
export function hasCode( body: unknown, code: string ): boolean {
	return (
		typeof body === 'object' &&
		body !== null &&
		( body as { code?: unknown } ).code === code
	);
}
