/**
 * What every cart script shares on a page: the settings, one ajax client, one request queue, and
 * how the page's fragments are kept in step with the cart.
 */
import { ajaxClient, type AjaxClient } from '../core/ajax';
import { RequestQueue } from './queue';
import {
	applyFragments,
	cacheFragments,
	clearCachedFragments,
	readCachedFragments,
	readCookie,
} from './fragments';
import type { CartSettings } from './settings';

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

export interface CartContext {
	settings: CartSettings;
	client: AjaxClient;
	queue: RequestQueue;
	/** Sends the browser to a URL (a stand-in in tests). */
	navigate: ( url: string ) => void;
}

/** Fired on document after each cart change this page made; detail: CartUpdatedDetail. */
export const CART_UPDATED_EVENT = 'vitrine:cart-updated';

export interface CartUpdatedDetail {
	source: 'add-to-cart' | 'mini-cart' | 'cart-page';
	/** The cart hash after the change, '' for an empty cart. */
	hash: string;
	/** The add-to-cart button, for add-to-cart. */
	button?: HTMLElement;
}

/**
 * @param settings The bundle's settings.
 * @param navigate How to send the browser elsewhere.
 */
export function createCartContext(
	settings: CartSettings,
	navigate: ( url: string ) => void = ( url ) => window.location.assign( url )
): CartContext {
	return {
		settings,
		client: ajaxClient( settings.ajaxUrl, settings.nonce ),
		queue: new RequestQueue(),
		navigate,
	};
}

/**
 * Takes an answer's fragments into the page and its hash into the cache.
 *
 * @param context The cart context.
 * @param body    The answer.
 * @return Whether the answer had fragments.
 */
export function receiveFragments(
	context: CartContext,
	body: CartAjaxBody | null
): boolean {
	if ( ! body || typeof body.fragments !== 'object' || ! body.fragments ) {
		return false;
	}
	applyFragments( body.fragments );
	cacheFragments(
		context.settings.storageKey,
		typeof body.cart_hash === 'string' ? body.cart_hash : '',
		body.fragments
	);
	return true;
}

/**
 * Asks the server for fresh fragments (after a change made through the REST API).
 *
 * @param context The cart context.
 * @return Whether fragments came back.
 */
export async function refreshFragments(
	context: CartContext
): Promise< boolean > {
	const result = await context.queue.run( () =>
		context.client.get< CartAjaxBody >( 'get_refreshed_fragments' )
	);
	return result.status === 200 && receiveFragments( context, result.body );
}

/**
 * Fills in the page's per-visitor parts on load. No cart-hash cookie: no cart, no request (the
 * page already shows the empty state). Fragments cached under the same hash: used as they are.
 * Otherwise: fetched once.
 *
 * @param context The cart context.
 */
export async function restoreFragments(
	context: CartContext
): Promise< void > {
	const { hashCookie, storageKey } = context.settings;
	const hash = readCookie( hashCookie );
	if ( ! hash ) {
		clearCachedFragments( storageKey );
		return;
	}
	const cached = readCachedFragments( storageKey );
	if ( cached && cached.hash === hash ) {
		applyFragments( cached.fragments );
		return;
	}
	await refreshFragments( context );
}

/**
 * Tells the page's other scripts (the cart page's table) that the cart changed.
 *
 * @param detail What changed.
 */
export function dispatchCartUpdated( detail: CartUpdatedDetail ): void {
	document.dispatchEvent(
		new CustomEvent< CartUpdatedDetail >( CART_UPDATED_EVENT, { detail } )
	);
}
