/**
 * The "Product data" panels as tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys
 * move between tabs and show their panel, Home and End go to the first and last. Tabs whose
 * condition does not hold (a simple product's Variations) are skipped. Without this script the
 * panels stay one after the other, each with its heading.
 */
import { OFF_CLASS } from './conditions';

export interface Tabs {
	/** Shows the panel of a tab, optionally moving focus to the tab. */
	select: ( tab: HTMLElement, focus?: boolean ) => void;
	/** Shows the panel that holds an element; false when none does. */
	revealPanelOf: ( element: Element ) => boolean;
	/** Picks another tab when the selected one was hidden by a condition. */
	refresh: () => void;
}

/**
 * Turns the panels below the root into tabs.
 *
 * @param root The meta box.
 */
export function initTabs( root: HTMLElement ): Tabs | null {
	const tablist = root.querySelector< HTMLElement >( '[role="tablist"]' );
	if ( ! tablist ) {
		return null;
	}
	const tabs = Array.from(
		tablist.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
	const panelOf = ( tab: HTMLElement ): HTMLElement | null =>
		root.ownerDocument.getElementById(
			tab.getAttribute( 'aria-controls' ) ?? ''
		);
	const available = (): HTMLElement[] =>
		tabs.filter( ( tab ) => ! tab.classList.contains( OFF_CLASS ) );

	tabs.forEach( ( tab ) => {
		const panel = panelOf( tab );
		if ( panel ) {
			panel.setAttribute( 'role', 'tabpanel' );
			panel.setAttribute( 'aria-labelledby', tab.id );
		}
	} );

	const select = ( tab: HTMLElement, focus = false ): void => {
		tabs.forEach( ( other ) => {
			const selected = other === tab;
			other.setAttribute( 'aria-selected', selected ? 'true' : 'false' );
			other.tabIndex = selected ? 0 : -1;
			const panel = panelOf( other );
			if ( panel ) {
				panel.hidden = ! selected;
			}
		} );
		if ( focus ) {
			tab.focus();
		}
	};

	const selected = (): HTMLElement | undefined =>
		tabs.find( ( tab ) => tab.getAttribute( 'aria-selected' ) === 'true' );

	tablist.addEventListener( 'keydown', ( event ) => {
		const list = available();
		const current = list.indexOf( event.target as HTMLElement );
		if ( current === -1 ) {
			return;
		}
		let next: number;
		switch ( event.key ) {
			case 'ArrowRight':
			case 'ArrowDown':
				next = ( current + 1 ) % list.length;
				break;
			case 'ArrowLeft':
			case 'ArrowUp':
				next = ( current - 1 + list.length ) % list.length;
				break;
			case 'Home':
				next = 0;
				break;
			case 'End':
				next = list.length - 1;
				break;
			default:
				return;
		}
		event.preventDefault();
		select( list[ next ], true );
	} );
	tablist.addEventListener( 'click', ( event ) => {
		const tab = ( event.target as Element ).closest< HTMLElement >(
			'[role="tab"]'
		);
		if ( tab ) {
			select( tab );
		}
	} );

	const revealPanelOf = ( element: Element ): boolean => {
		const panel = element.closest( '[data-vitrine-panel]' );
		const tab = tabs.find(
			( candidate ) => panelOf( candidate ) === panel
		);
		if ( ! tab ) {
			return false;
		}
		select( tab );
		return true;
	};

	const refresh = (): void => {
		const current = selected();
		if ( ! current || current.classList.contains( OFF_CLASS ) ) {
			const first = available()[ 0 ];
			if ( first ) {
				select( first );
			}
		}
	};

	root.classList.add( 'is-tabbed' );
	tablist.hidden = false;
	// Open where the first refused field is, if the last save was refused.
	const firstError = root.querySelector( '.vitrine-field__error' );
	if ( ! firstError || ! revealPanelOf( firstError ) ) {
		select( available()[ 0 ] ?? tabs[ 0 ] );
	}
	refresh();

	return { select, revealPanelOf, refresh };
}
