/**
 * The link-action registry (issue 16 §4): links whose address is
 * `#vitrine-action:NAME?settings` run the action registered under NAME, on click
 * (`event=click`, the default) or on hover after a delay (`event=hover&delay=500`).
 *
 * Public API, on every page that has such a link (the link-actions bundle) or needs the registry:
 *
 *     window.vitrine.linkActions.register( 'open_popup', ( settings, context ) => { … } );
 *
 * or, from a bundle of ours, `import { linkActions } from '../link-actions/registry'`. Both give
 * the same registry: the first script that asks creates it on `window.vitrine.linkActions`.
 */

/** What a handler gets besides the link's settings. */
export interface LinkActionContext {
	/** The link that triggered it. */
	link: HTMLAnchorElement;
	/** The click, mouseenter or focus that triggered it. */
	event: Event;
}

/**
 * An action: settings are the link's query parameters (event and delay included).
 */
export type LinkActionHandler = (
	settings: Record< string, string >,
	context: LinkActionContext
) => void | Promise< void >;

export interface LinkActionRegistry {
	/**
	 * Registers (or replaces) an action; gives back its unregistration.
	 *
	 * @param name    The action's name: letters, digits, _ and -.
	 * @param handler What it does.
	 */
	register: ( name: string, handler: LinkActionHandler ) => () => void;
	/** Whether an action of this name is registered. */
	has: ( name: string ) => boolean;
	/** Runs a registered action; unknown names do nothing. Errors are reported, not thrown. */
	run: (
		name: string,
		settings: Record< string, string >,
		context: LinkActionContext
	) => Promise< void >;
}

/**
 * A link address's action, or null when it is not an action link.
 * @param href
 */
export function parseAction(
	href: string
): { name: string; settings: Record< string, string > } | null {
	const match = /#vitrine-action:([\w-]+)(?:\?(.*))?$/.exec( href );
	if ( ! match ) {
		return null;
	}
	return {
		name: match[ 1 ],
		settings: Object.fromEntries( new URLSearchParams( match[ 2 ] ?? '' ) ),
	};
}

declare global {
	/** window.vitrine: our public browser API; each bundle adds its part. */
	interface VitrineGlobal {
		linkActions?: LinkActionRegistry;
	}
	interface Window {
		vitrine?: VitrineGlobal;
	}
}

/**
 * The page's registry, created on first use.
 */
export function linkActions(): LinkActionRegistry {
	const vitrine = ( window.vitrine ??= {} );
	if ( ! vitrine.linkActions ) {
		const handlers: Record< string, LinkActionHandler > = {};
		vitrine.linkActions = {
			register( name, handler ) {
				handlers[ name ] = handler;
				return () => {
					if ( handlers[ name ] === handler ) {
						delete handlers[ name ];
					}
				};
			},
			has: ( name ) => name in handlers,
			async run( name, settings, context ) {
				try {
					await handlers[ name ]?.( settings, context );
				} catch ( error ) {
					reportError( error );
				}
			},
		};
	}
	return vitrine.linkActions;
}
