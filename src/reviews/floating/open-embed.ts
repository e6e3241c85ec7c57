/**
 * A button that opens the reviews popup (badge) or sidebar (tag): on the first click it loads
 * the dialog chunk and the reviews_embed HTML together, then shows the dialog; later clicks
 * show the same dialog again. A failed call leaves the button as it was, with no message (the
 * spec ignores failed review calls); the next click tries again.
 */
import { fetchEmbed, type EmbedViewMode } from './embed';
import type { RelativeTimeStrings } from '../relative-time';
import { writeRelativeTimes } from './review-times';

export interface EmbedTarget {
	widgetId: number;
	viewMode: EmbedViewMode;
}

export interface EmbedContext {
	ajaxUrl: string;
	locale: string;
	strings: RelativeTimeStrings;
}

/** One dialog per widget and view mode, shared by every button that opens it. */
const dialogs = new Map< string, Promise< HTMLDialogElement | null > >();

/**
 * Loads (once) the dialog of a widget and view mode.
 *
 * @param target  Which widget, which view.
 * @param context Where to ask.
 */
function loadDialog(
	target: EmbedTarget,
	context: EmbedContext
): Promise< HTMLDialogElement | null > {
	const key = `${ target.widgetId }:${ target.viewMode }`;
	let pending = dialogs.get( key );
	if ( ! pending ) {
		pending = Promise.all( [
			import(
				/* webpackChunkName: "reviews-floating-dialog" */ './dialog'
			),
			fetchEmbed( context.ajaxUrl, target.widgetId, target.viewMode ),
		] ).then( ( [ module, html ] ) => {
			const dialog = html === null ? null : module.parseDialog( html );
			if ( dialog !== null ) {
				writeRelativeTimes( dialog, context.locale, context.strings );
			}
			return dialog;
		} );
		dialogs.set( key, pending );
		// A failed load is forgotten, so that the next click asks again.
		pending.then(
			( dialog ) => dialog === null && dialogs.delete( key ),
			() => dialogs.delete( key )
		);
	}
	return pending;
}

/**
 * Opens the dialog of the target from the trigger.
 *
 * @param trigger The button.
 * @param target  Which widget, which view.
 * @param context Where to ask.
 * @return Whether a dialog was shown.
 */
export async function openEmbed(
	trigger: HTMLElement,
	target: EmbedTarget,
	context: EmbedContext
): Promise< boolean > {
	if ( trigger.getAttribute( 'aria-busy' ) === 'true' ) {
		return false;
	}
	trigger.setAttribute( 'aria-busy', 'true' );
	try {
		const dialog = await loadDialog( target, context );
		if ( dialog === null ) {
			return false;
		}
		const { showDialog } = await import(
			/* webpackChunkName: "reviews-floating-dialog" */ './dialog'
		);
		showDialog( dialog, trigger );
		return true;
	} catch {
		// The chunk failed to load (ChunkLoadError): nothing to show, the button stays usable.
		return false;
	} finally {
		trigger.removeAttribute( 'aria-busy' );
	}
}

/** Forgets the loaded dialogs (tests). */
export function resetEmbeds(): void {
	dialogs.clear();
}
