/**
 * Pages with the header's cart button (the mini-cart block's drawer form, or the classic menu's
 * button): the drawer. No React, no i18n package, nothing of the cart's client: the drawer's
 * contents are the mini-cart fragment the add-to-cart bundle fills in, and its remove buttons are
 * handled there.
 */
import '../cart/mini-cart-drawer.scss';
import { initDrawers } from '../cart/drawer';

initDrawers();
