import { dispatchCartUpdated } from './context';
import { SCROLL_LOCK_CLASS, closeDrawer, initDrawers } from './drawer';
import { cacheFragments } from './fragments';
import { liveRegion } from './live-region';
import { cartSettings } from './test-settings';

// jsdom has <dialog> without its modal behaviour: showModal() and close() as browsers do them
// (open attribute, close event); the page behind a modal dialog is inert through the browser.
const showModal = jest.fn( function ( this: HTMLDialogElement ) {
	this.setAttribute( 'open', '' );
} );
beforeAll( () => {
	HTMLDialogElement.prototype.showModal = showModal;
	HTMLDialogElement.prototype.close = function ( this: HTMLDialogElement ) {
		this.removeAttribute( 'open' );
		this.dispatchEvent( new Event( 'close' ) );
	};
	initDrawers();
} );

function page( openOnAdd = false ): {
	button: HTMLButtonElement;
	drawer: HTMLDialogElement;
} {
	document.body.innerHTML = `<a href="#before">before</a>
		<div class="vitrine-mini-cart" data-vitrine-mini-cart-drawer${
			openOnAdd ? ' data-open-on-add' : ''
		}>
			<button type="button" aria-expanded="false" aria-controls="d1" data-vitrine-mini-cart-open>Cart, <span class="vitrine-cart-count">2 items</span></button>
			<dialog id="d1" aria-labelledby="d1-title"><div class="panel">
				<h2 id="d1-title">Your cart</h2>
				<button type="button" class="close" data-vitrine-mini-cart-close aria-label="Close the cart">×</button>
				<template><div class="vitrine-mini-cart__contents"><a href="/remove" class="remove">Remove</a><a href="/cart/" class="view">View cart</a><a href="/checkout/" class="checkout">Checkout</a></div></template>
			</div></dialog>
		</div>`;
	return {
		button: document.querySelector( 'button' )!,
		drawer: document.querySelector( 'dialog' )!,
	};
}

const key = ( target: Element, init: KeyboardEventInit ) => {
	const event = new KeyboardEvent( 'keydown', {
		bubbles: true,
		cancelable: true,
		...init,
	} );
	target.dispatchEvent( event );
	return event;
};

afterEach( () => {
	jest.restoreAllMocks();
	sessionStorage.clear();
	document.cookie =
		'vitrine_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	delete window.vitrineSettings;
	showModal.mockClear();
	document.documentElement.classList.remove( SCROLL_LOCK_CLASS );
	document.body.innerHTML = '';
} );

describe( 'the mini-cart drawer', () => {
	it( 'opens as a modal dialog from its button: focus inside, the page locked', () => {
		const { button, drawer } = page();
		button.focus();

		button.click();

		expect( showModal ).toHaveBeenCalledTimes( 1 );
		expect( drawer.open ).toBe( true );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( button.ownerDocument.activeElement ).toBe(
			drawer.querySelector( '.close' )
		);
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( true );
	} );

	it( 'keeps Tab inside: from the last element to the first and back', () => {
		const { button, drawer } = page();
		button.click();
		const first = drawer.querySelector< HTMLElement >( '.close' )!;
		const last = drawer.querySelector< HTMLElement >( '.checkout' )!;

		last.focus();
		expect( key( last, { key: 'Tab' } ).defaultPrevented ).toBe( true );
		expect( button.ownerDocument.activeElement ).toBe( first );

		expect(
			key( first, { key: 'Tab', shiftKey: true } ).defaultPrevented
		).toBe( true );
		expect( button.ownerDocument.activeElement ).toBe( last );

		// In between, the browser moves focus itself.
		const middle = drawer.querySelector< HTMLElement >( '.view' )!;
		middle.focus();
		expect( key( middle, { key: 'Tab' } ).defaultPrevented ).toBe( false );
	} );

	it( 'closes on Escape and gives focus back to the button', () => {
		const { button, drawer } = page();
		button.focus();
		button.click();

		const event = key( drawer.querySelector( '.remove' )!, {
			key: 'Escape',
		} );

		expect( event.defaultPrevented ).toBe( true );
		expect( drawer.open ).toBe( false );
		expect( button.ownerDocument.activeElement ).toBe( button );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( false );
	} );

	it( 'closes from its close button and from a click on the backdrop, not from a click inside', () => {
		const { button, drawer } = page();
		button.click();
		drawer.querySelector< HTMLElement >( 'h2' )!.click();
		expect( drawer.open ).toBe( true );

		drawer.querySelector< HTMLElement >( '.close' )!.click();
		expect( drawer.open ).toBe( false );
		expect( button.ownerDocument.activeElement ).toBe( button );

		button.click();
		drawer.click(); // The dialog itself: its backdrop.
		expect( drawer.open ).toBe( false );
	} );

	it( 'takes the live regions in while open, so that removals are announced from the modal', () => {
		const { button, drawer } = page();
		const region = liveRegion( 'polite' );

		button.click();
		expect( drawer.contains( region ) ).toBe( true );

		closeDrawer( drawer );
		expect( region.parentElement ).toBe( document.body );
	} );

	it( 'opens on add to cart when the mini-cart asks for it, and not for other cart changes', () => {
		const { drawer } = page( true );
		// jsdom lays nothing out: every element counts as shown.
		jest.spyOn( HTMLElement.prototype, 'getClientRects' ).mockReturnValue( [
			{},
		] as unknown as DOMRectList );

		dispatchCartUpdated( { source: 'mini-cart', hash: 'h' } );
		expect( drawer.open ).toBe( false );

		dispatchCartUpdated( { source: 'add-to-cart', hash: 'h' } );
		expect( drawer.open ).toBe( true );
	} );

	it( 'stays closed on add to cart without the option', () => {
		const { drawer } = page( false );
		dispatchCartUpdated( { source: 'add-to-cart', hash: 'h' } );
		expect( drawer.open ).toBe( false );
	} );

	it( 'takes its contents out of their template on the first opening, as the cached fragments say', () => {
		const { button, drawer } = page();
		expect( document.querySelector( '.vitrine-mini-cart__contents' ) ).toBe(
			null
		);
		window.vitrineSettings = { cart: cartSettings() };
		document.cookie = 'vitrine_cart_hash=h1';
		cacheFragments( 'vitrine_fragments_test', 'h1', {
			'div.vitrine-mini-cart__contents':
				'<div class="vitrine-mini-cart__contents"><p class="filled">Mug</p></div>',
		} );

		button.click();

		expect(
			drawer.querySelector( '.vitrine-mini-cart__contents' )?.innerHTML
		).toBe( '<p class="filled">Mug</p>' );
		expect( drawer.querySelector( 'template' ) ).toBe( null );
	} );

	it( 'keeps the empty state when the cached fragments are of another cart', () => {
		const { button, drawer } = page();
		window.vitrineSettings = { cart: cartSettings() };
		document.cookie = 'vitrine_cart_hash=h2';
		cacheFragments( 'vitrine_fragments_test', 'h1', {
			'div.vitrine-mini-cart__contents':
				'<div class="vitrine-mini-cart__contents"><p class="filled">Mug</p></div>',
		} );

		button.click();

		expect( drawer.querySelector( '.filled' ) ).toBe( null );
		expect( drawer.querySelector( '.remove' ) ).not.toBe( null );
	} );
} );
