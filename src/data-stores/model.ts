/**
 * The visitor's data stores in the browser: which post ids each store holds, changed locally
 * (browser stores, and a guest's items of any store) or through add_to_store /
 * remove_from_store (a logged-in visitor's stores kept on the server), with listeners told of
 * every change so that every button and count of the page stays in step.
 *
 * Page-cache safe: PHP prints the same page for everyone; the state comes from localStorage.
 * A logged-in visitor carries the cookie vitrine_stores_hash (their server items' fingerprint);
 * localStorage keeps a copy of those items under that hash, so a page load asks the server
 * (store_state) only when the hash changed or the copy is older than COPY_TTL.
 * A guest's items of stores kept on the server are mirrored into the cookie
 * vitrine_guest_stores, which the server merges into the account at login.
 */
import { callAjax, renewNonce } from '../core/ajax';
import { retryOnRefusedNonce, type Answer } from '../core/http';
import type { DataStoresSettings, StoreDefinition } from './settings';

export const STORAGE_KEY = 'vitrine-stores';
export const HASH_COOKIE = 'vitrine_stores_hash';
export const GUEST_COOKIE = 'vitrine_guest_stores';
/** How long the copy of a logged-in visitor's items is trusted without asking: 15 minutes. */
export const COPY_TTL = 15 * 60 * 1000;

type Items = Record< string, number[] >;

interface Saved {
	/** A guest's items (and everyone's items of browser stores). */
	local: Items;
	/** The copy of a logged-in visitor's server items. */
	copy?: { hash: string; at: number; items: Items };
}

/** What a failed change says (the server's message, or the HTTP error text). */
export class StoreFailure extends Error {}

export interface StoreChangeAnswer {
	success?: boolean;
	data?: {
		message?: string;
		fragments?: Record< string, string >;
		count?: number;
		items?: number[];
		hash?: string;
	};
	message?: string;
	code?: string;
}

export interface Stores {
	/** Reads the state (from the copy, or one store_state call). */
	ready: Promise< void >;
	has: ( store: string, postId: number ) => boolean;
	count: ( store: string ) => number;
	/** The post ids a store holds for this visitor, oldest added first (a copy). */
	items: ( store: string ) => number[];
	/** Adds; rejects with a StoreFailure whose message the visitor should read. */
	add: ( store: string, postId: number ) => Promise< void >;
	remove: ( store: string, postId: number ) => Promise< void >;
	/** Called after each change of a store, with its slug; gives back the unsubscriber. */
	subscribe: ( listener: ( store: string ) => void ) => () => void;
}

function readCookie( name: string ): string {
	const match = document.cookie.match(
		new RegExp( '(?:^|; )' + name + '=([^;]*)' )
	);
	return match ? decodeURIComponent( match[ 1 ] ) : '';
}

function load(): Saved {
	try {
		const saved = JSON.parse(
			localStorage.getItem( STORAGE_KEY ) ?? ''
		) as Saved;
		if ( saved && typeof saved.local === 'object' ) {
			return saved;
		}
	} catch {}
	return { local: {} };
}

/**
 * The visitor's stores.
 *
 * @param settings The bundle's settings.
 */
export function createStores( settings: DataStoresSettings ): Stores {
	const definitions: Record< string, StoreDefinition > = {};
	settings.stores.forEach( ( store ) => {
		definitions[ store.slug ] = store;
	} );
	const listeners = new Set< ( store: string ) => void >();
	const saved = load();
	let nonce = settings.nonce;
	const hash = readCookie( HASH_COOKIE );
	// Whether the store's items of this visitor live on the server.
	const remote = ( store: string ) =>
		!! hash && definitions[ store ]?.type !== 'browser';

	const save = () => {
		try {
			localStorage.setItem( STORAGE_KEY, JSON.stringify( saved ) );
		} catch {}
		if ( ! hash ) {
			// The guest's items of stores kept on the server, for the merge at login.
			const parts = Object.keys( saved.local )
				.filter(
					( slug ) =>
						definitions[ slug ] &&
						definitions[ slug ].type !== 'browser' &&
						saved.local[ slug ].length
				)
				.map(
					( slug ) => slug + ':' + saved.local[ slug ].join( '.' )
				);
			document.cookie =
				GUEST_COOKIE +
				'=' +
				parts.join( '|' ) +
				';path=/;SameSite=Lax' +
				( parts.length ? ';max-age=31536000' : ';max-age=0' );
		}
	};
	const items = ( store: string ): number[] =>
		( remote( store )
			? saved.copy?.items[ store ]
			: saved.local[ store ] ) ?? [];
	const notify = ( store: string ) =>
		listeners.forEach( ( listener ) => listener( store ) );

	const ready = ( async () => {
		if ( ! hash ) {
			return;
		}
		// Logged in: the guest items were merged at login (the server expired their cookie).
		if ( ! readCookie( GUEST_COOKIE ) ) {
			Object.keys( saved.local ).forEach( ( slug ) => {
				if ( definitions[ slug ]?.type !== 'browser' ) {
					delete saved.local[ slug ];
				}
			} );
		}
		if (
			saved.copy?.hash !== hash ||
			Date.now() - saved.copy.at > COPY_TTL
		) {
			const { status, body } = await callAjax< {
				items?: Items;
				hash?: string;
			} >( settings.ajaxUrl, 'store_state' );
			if ( status === 200 && body?.items ) {
				saved.copy = {
					hash: body.hash ?? hash,
					at: Date.now(),
					items: body.items,
				};
			}
		}
		save();
		Object.keys( definitions ).forEach( notify );
	} )();

	const fail = ( answer: Answer< StoreChangeAnswer > ): StoreFailure =>
		new StoreFailure(
			// eslint-disable-next-line no-nested-ternary -- the shortest form for a storefront bundle.
			answer.body?.message || answer.body?.data?.message
				? String( answer.body.message || answer.body.data?.message )
				: answer.status
					? settings.i18n.httpError.replace(
							'%d',
							String( answer.status )
						)
					: settings.i18n.network
		);

	const change = async (
		endpoint: 'add_to_store' | 'remove_from_store',
		store: string,
		postId: number
	) => {
		const definition = definitions[ store ];
		if ( ! definition ) {
			return;
		}
		if ( ! remote( store ) ) {
			const list = saved.local[ store ] ?? [];
			const at = list.indexOf( postId );
			if ( endpoint === 'add_to_store' && at < 0 ) {
				if ( list.length >= definition.size ) {
					throw new StoreFailure(
						settings.i18n.full
							.replace( '%1$s', definition.label )
							.replace( '%2$d', String( definition.size ) )
					);
				}
				list.push( postId );
			} else if ( endpoint === 'remove_from_store' && at >= 0 ) {
				list.splice( at, 1 );
			}
			saved.local[ store ] = list;
		} else {
			const answer = await retryOnRefusedNonce(
				() =>
					callAjax< StoreChangeAnswer >( settings.ajaxUrl, endpoint, {
						method: 'POST',
						headers: { 'X-Vitrine-Nonce': nonce },
						body: new URLSearchParams( {
							store,
							post_id: String( postId ),
						} ),
					} ),
				'vitrine_ajax_invalid_nonce',
				() =>
					renewNonce(
						settings.ajaxUrl,
						'refresh_stores_nonce',
						( fresh ) => {
							nonce = fresh;
						}
					)
			);
			const data = answer.body?.data;
			if ( answer.status !== 200 || ! answer.body?.success || ! data ) {
				throw fail( answer );
			}
			saved.copy ??= { hash, at: Date.now(), items: {} };
			saved.copy.items[ store ] = data.items ?? [];
			saved.copy.hash = data.hash ?? hash;
			Object.entries( data.fragments ?? {} ).forEach(
				( [ selector, html ] ) =>
					document
						.querySelectorAll( selector )
						.forEach( ( element ) => ( element.outerHTML = html ) )
			);
		}
		save();
		notify( store );
	};

	return {
		ready,
		has: ( store, postId ) => items( store ).includes( postId ),
		count: ( store ) => items( store ).length,
		items: ( store ) => [ ...items( store ) ],
		add: ( store, postId ) => change( 'add_to_store', store, postId ),
		remove: ( store, postId ) =>
			change( 'remove_from_store', store, postId ),
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
