/**
 * Our ?vitrine-ajax=%%endpoint%% endpoints (Vitrine\Core\Ajax\AjaxRouter): the endpoint put into
 * the URL template the settings give, form or JSON bodies, the nonce in X-Vitrine-Nonce (the
 * router also reads a `security` form field, which forms that post their own fields carry).
 */
import {
	retryOnRefusedNonce,
	send,
	type Answer,
	type FetchLike,
	type SendOptions,
} from './http';

/**
 * The URL of an endpoint.
 *
 * @param template The ajax URL with %%endpoint%%.
 * @param endpoint Endpoint name: add_to_cart.
 */
export function ajaxUrl( template: string, endpoint: string ): string {
	return template.replace( '%%endpoint%%', encodeURIComponent( endpoint ) );
}

/**
 * A URL with query arguments appended (id, offset…). Apart from ajaxUrl so that the scripts
 * that send none do not carry it.
 *
 * @param url   The URL, with or without a query.
 * @param query The arguments.
 */
export function withQuery(
	url: string,
	query: Record< string, string | number >
): string {
	return (
		url +
		( url.includes( '?' ) ? '&' : '?' ) +
		Object.entries( query )
			.map(
				( [ name, value ] ) => name + '=' + encodeURIComponent( value )
			)
			.join( '&' )
	);
}

export interface AjaxOptions extends SendOptions {
	/** Sent in X-Vitrine-Nonce. */
	nonce?: string;
}

/**
 * Calls an endpoint.
 *
 * @param template      The ajax URL with %%endpoint%%, or with query arguments added (withQuery).
 * @param endpoint      Endpoint name.
 * @param options       Method (GET by default), a form body or jsonBody(), abort signal
 *                      (withTimeout for a timeout), fetch stand-in.
 * @param options.nonce Sent in X-Vitrine-Nonce.
 */
export function callAjax< T = unknown >(
	template: string,
	endpoint: string,
	{ nonce, ...options }: AjaxOptions = {}
): Promise< Answer< T > > {
	if ( nonce !== undefined ) {
		options.headers = { ...options.headers, 'X-Vitrine-Nonce': nonce };
	}
	return send< T >( ajaxUrl( template, endpoint ), options );
}

/**
 * A caller of the nonce'd endpoints of one nonce action (the cart's): keeps the nonce, and when
 * the server refuses it, fetches a fresh one from the refresh endpoint and tries once more.
 */
export class AjaxClient {
	private nonce: string;

	/**
	 * @param template        The ajax URL with %%endpoint%%.
	 * @param nonce           The nonce the page carries.
	 * @param fetcher         fetch, or a stand-in for tests.
	 * @param refreshEndpoint The endpoint that hands out a fresh nonce of the same action.
	 */
	constructor(
		private readonly template: string,
		nonce: string,
		readonly fetcher?: FetchLike,
		private readonly refreshEndpoint = 'refresh_cart_nonce'
	) {
		this.nonce = nonce;
	}

	/**
	 * A read-only call (no nonce).
	 *
	 * @param endpoint Endpoint name.
	 */
	get< T = unknown >( endpoint: string ): Promise< Answer< T > > {
		return callAjax< T >( this.template, endpoint, {
			fetcher: this.fetcher,
		} );
	}

	/**
	 * A change, with the nonce, form-encoded.
	 *
	 * @param endpoint Endpoint name.
	 * @param fields   Form fields.
	 */
	post< T = unknown >(
		endpoint: string,
		fields: Record< string, string >
	): Promise< Answer< T > > {
		return retryOnRefusedNonce(
			() =>
				callAjax< T >( this.template, endpoint, {
					method: 'POST',
					nonce: this.nonce,
					body: new URLSearchParams( fields ),
					fetcher: this.fetcher,
				} ),
			'vitrine_ajax_invalid_nonce',
			() => this.freshNonce( this.refreshEndpoint ),
			( nonce ) => {
				this.nonce = nonce;
			}
		);
	}

	/**
	 * A fresh nonce from a refresh endpoint (refresh_cart_nonce, refresh_nonce for wp_rest).
	 *
	 * @param endpoint The refresh endpoint.
	 * @return The nonce, or null when the server gave none.
	 */
	async freshNonce( endpoint: string ): Promise< string | null > {
		const fresh = await this.get< { nonce?: unknown } >( endpoint );
		return fresh.status === 200 && typeof fresh.body?.nonce === 'string'
			? fresh.body.nonce
			: null;
	}
}
