/**
 * Cart page context: everything of the add-to-cart context, plus the cart form (REST cart
 * routes through plain fetch). No React, no api-fetch: the cart page's budget is 12 KB.
 */
import '../cart/cart.scss';
import '../cart/cart-page.scss';
import { getSettings } from '../core/settings';
import { onReady } from '../core/dom';
import { createCartContext } from '../cart/context';
import { startCart } from '../cart/start';
import { initCartPage } from '../cart/cart-page';
import { cartRestClient } from '../cart/rest';
import '../cart/settings';

onReady( () => {
	const settings = getSettings( 'cart' );
	const context = createCartContext( settings );
	// false when the add-to-cart bundle already started them: the cart form is ours all the same.
	startCart( context );
	if ( ! settings.rest || ! settings.price ) {
		return;
	}
	initCartPage(
		context,
		cartRestClient( settings.rest, context.client ),
		settings.price,
		document,
		settings.totals
	);
} );
