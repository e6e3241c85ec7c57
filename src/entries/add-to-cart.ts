/**
 * Add-to-cart context: listings, product pages and every page with a mini-cart (block or widget).
 * No React, no api-fetch, no i18n package (the strings come translated in the settings): it is part
 * of the shop page's 12 KB budget.
 */
import '../cart/cart.scss';
import { getSettings } from '../core/settings';
import { onReady } from '../core/dom';
import { createCartContext } from '../cart/context';
import { startCart } from '../cart/start';
import '../cart/settings';

onReady( () => {
	startCart( createCartContext( getSettings( 'cart' ) ) );
} );
