/**
 * Our ?vitrine-ajax=%%endpoint%% endpoints (Vitrine\Core\Ajax\AjaxRouter): the endpoint put into
 * the URL template the settings give, form or JSON bodies, the nonce in X-Vitrine-Nonce (the
 * router also reads a `security` form field, which forms that post their own fields carry).
 */
import {
	retryOnRefusedNonce,
	send,
	type Answer,
	type SendOptions,
} from './http';

/**
 * The ajax URL template with query arguments appended (id, offset…), form-encoded. The template
 * always has a query already (?vitrine-ajax=, AjaxRouter::url_template()). Apart from callAjax so that
 * the scripts that send none do not carry it.
 *
 * @param template The ajax URL with %%endpoint%%.
 * @param query    The arguments.
 */
export function withQuery(
	template: string,
	query: Record< string, string | number >
): string {
	// URLSearchParams turns the numbers into strings itself.
	return `${ template }&${ new URLSearchParams(
		query as Record< string, string >
	) }`;
}

/**
 * Calls an endpoint: its name put into the template's %%endpoint%% as it is (our endpoint names
 * are lowercase words and underscores, which need no encoding).
 *
 * @param template The ajax URL with %%endpoint%%, or with query arguments added (withQuery).
 * @param endpoint Endpoint name: add_to_cart.
 * @param options  Method (GET by default), a form body or jsonBody(), headers (the nonce in
 *                 X-Vitrine-Nonce), abort signal (withTimeout for a timeout).
 */
export function callAjax< T = unknown >(
	template: string,
	endpoint: string,
	options?: SendOptions
): Promise< Answer< T > > {
	return send< T >( template.replace( '%%endpoint%%', endpoint ), options );
}

/**
 * Renews a nonce from a refresh endpoint (refresh_cart_nonce; refresh_nonce for wp_rest).
 *
 * @param template The ajax URL with %%endpoint%%.
 * @param endpoint The refresh endpoint.
 * @param keep     Keeps the fresh nonce.
 * @return Whether the server gave one.
 */
export async function renewNonce(
	template: string,
	endpoint: string,
	keep: ( nonce: string ) => void
): Promise< boolean > {
	const { status, body } = await callAjax< { nonce?: unknown } >(
		template,
		endpoint
	);
	if ( status !== 200 || typeof body?.nonce !== 'string' ) {
		return false;
	}
	keep( body.nonce );
	return true;
}

/** A caller of the nonce'd endpoints of the cart's nonce action (see ajaxClient()). */
export interface AjaxClient {
	/** The ajax URL with %%endpoint%%. */
	readonly template: string;
	/**
	 * A read-only call (no nonce).
	 *
	 * @param endpoint Endpoint name.
	 */
	get: < T = unknown >( endpoint: string ) => Promise< Answer< T > >;
	/**
	 * A change, with the nonce, form-encoded.
	 *
	 * @param endpoint Endpoint name.
	 * @param fields   Form fields.
	 */
	post: < T = unknown >(
		endpoint: string,
		fields: Record< string, string >
	) => Promise< Answer< T > >;
}

/**
 * A caller of the nonce'd endpoints of the cart's nonce action: keeps the nonce (sent in
 * X-Vitrine-Nonce), and when the server refuses it, renews it from refresh_cart_nonce and tries
 * once more. A closure rather than a class: the bundles carry no `this.` (docs/decisions.md,
 * "One browser client").
 *
 * @param template The ajax URL with %%endpoint%%.
 * @param nonce    The nonce the page carries.
 */
export function ajaxClient( template: string, nonce: string ): AjaxClient {
	return {
		template,
		get: < T >( endpoint: string ) => callAjax< T >( template, endpoint ),
		post: < T >( endpoint: string, fields: Record< string, string > ) =>
			retryOnRefusedNonce(
				() =>
					callAjax< T >( template, endpoint, {
						method: 'POST',
						headers: { 'X-Vitrine-Nonce': nonce },
						body: new URLSearchParams( fields ),
					} ),
				'vitrine_ajax_invalid_nonce',
				() =>
					renewNonce( template, 'refresh_cart_nonce', ( fresh ) => {
						nonce = fresh;
					} )
			),
	};
}
