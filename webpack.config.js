/**
 * One entry a page context (see src/entries/); everything else is @wordpress/scripts' default.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

// Blocks (src/blocks/<name>/block.json) get their editor and view scripts built as entries by
// @wordpress/scripts' own discovery, and block.json / render.php copied to build/blocks/<name>/;
// Vitrine\Core\Blocks registers every block found there.
const blockEntries = defaultConfig.entry;

// Stylesheets that code of ours loads on demand (core/chunks.ts loadStylesheet()), each an entry
// of its own so that no bundle carries webpack's loader of chunk CSS.
const STYLE_ENTRIES = {
	// The lightbox's, loaded with the photoswipe chunk (product/gallery/lightbox.ts).
	'chunks/photoswipe-style': 'photoswipe/photoswipe.css',
};

/**
 * Drops the empty script (and its asset file) webpack writes for a stylesheet-only entry.
 */
class DropStyleEntryScripts {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'DropStyleEntryScripts',
			( compilation ) =>
				compilation.hooks.processAssets.tap(
					{
						name: 'DropStyleEntryScripts',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() =>
						Object.keys( STYLE_ENTRIES ).forEach( ( name ) => {
							compilation.deleteAsset( `${ name }.js` );
							compilation.deleteAsset( `${ name }.asset.php` );
						} )
				)
		);
	}
}

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...blockEntries(),
		...STYLE_ENTRIES,
		// Storefront pages: store notice, password toggles. No React, no api-fetch.
		storefront: './src/entries/storefront.ts',
		// Every front-end page while the merchant allows order attribution: the vitrine_src_* cookies
		// and the checkout's hidden attribution inputs. No dependencies at all (3 KB gzip at most).
		attribution: './src/entries/attribution.ts',
		// Front end, for logged-in administrators while coming-soon mode is on.
		'coming-soon-banner': './src/entries/coming-soon-banner.ts',
		// wp-admin: Vitrine > Settings.
		'admin-settings': './src/entries/admin-settings.tsx',
		// wp-admin: Vitrine > Reports only. React, wp-data, api-fetch; its charts are its own SVG (no chart library).
		'admin-reports': './src/entries/admin-reports.tsx',
		// wp-admin: Products > Import only. React, wp-data, api-fetch, wp-i18n; no wp-components.
		'admin-product-import': './src/entries/admin-product-import.tsx',
		// wp-admin: Tools > Import from WooCommerce only. React, wp-data, api-fetch, wp-i18n; no wp-components.
		'admin-woo-migration': './src/entries/admin-woo-migration.tsx',
		// wp-admin: the product edit screen's "Product data" box. No React: the form is PHP's.
		'admin-product-editor': './src/entries/admin-product-editor.ts',
		// Registered only on WordPress versions without core's react-jsx-runtime (before 6.6).
		'react-jsx-runtime': './src/compat/react-jsx-runtime.ts',
		// Shop, product category and tag pages, pages with a product grid: sort form, result count.
		shop: './src/entries/shop.ts',
		// Pages with a listing grid block (enqueued as the block renders): load more, infinite scroll,
		// lazy load. The slider's swiper is the chunk chunks/listing-slider.js, loaded only for a
		// slider. No React, no api-fetch, no wp-i18n.
		listing: './src/entries/listing.ts',
		// Shop pages and pages with a product filter block: filters applied without a reload. No React, no api-fetch.
		'shop-filters': './src/entries/shop-filters.ts',
		// Listings, product pages, pages with a mini-cart: add-to-cart buttons, mini-cart, fragments. No React, no api-fetch.
		'add-to-cart': './src/entries/add-to-cart.ts',
		// Pages with the header's cart button (mini-cart block in drawer form, classic menu item): the
		// drawer. Nothing of the cart's client (the add-to-cart bundle fills the drawer in). No React.
		'mini-cart-drawer': './src/entries/mini-cart-drawer.ts',
		// The cart page: the same, plus the cart form through the REST cart routes. No React, no api-fetch.
		cart: './src/entries/cart.ts',
		// Product pages: tabs, gallery (swiper and photoswipe load on demand), variations, review form. No React.
		product: './src/entries/product.ts',
		// The checkout and pay-for-order pages: address rules, order review, coupons, placing the order. No React, no api-fetch.
		checkout: './src/entries/checkout.ts',
		// The same pages and add-payment-method, where a Stripe method is offered (after the checkout
		// bundle, whose place-order hook it uses): the Payment Element, the submit flow, the hash's
		// confirmations. Stripe.js loads from js.stripe.com when first needed. No React, no jQuery.
		'stripe-checkout': './src/entries/stripe-checkout.ts',
		// Product, cart, checkout and pay-for-order pages with express checkout (Apple Pay, Google
		// Pay, Link, Amazon Pay): the buttons start near the viewport or when the browser is idle,
		// after the first paint; Stripe.js loads from js.stripe.com then. No React, no jQuery, no
		// api-fetch, no wp-i18n.
		'stripe-express': './src/entries/stripe-express.ts',
		// Pages with a reviews list, grid or slider widget: read more, show more, width classes,
		// times. No React. The slider's code is the chunk chunks/reviews-slider.js, loaded only
		// when a slider nears the viewport; the cards it loads on demand are built with the DOM.
		reviews: './src/entries/reviews.ts',
		// Pages with a reviews badge, flash or tag widget: no React; popups and sidebars load on demand.
		'reviews-floating': './src/entries/reviews-floating.ts',
		// Pages with a calendar block: month navigation through calendar_month and the keyboard
		// grid. No React, no api-fetch, no wp-i18n (phrases come in the settings).
		calendar: './src/entries/calendar.ts',
		// The block editor of posts with event meta: the Event panel (start, end, repeat).
		'admin-event-meta': './src/entries/admin-event-meta.tsx',
		// wp-admin: Vitrine > Reviews (sources, reviews, widgets with a live preview).
		'admin-reviews': './src/entries/admin-reviews.tsx',
		// Pages with a store button or store count block (or a store link action): the visitor's
		// stores from localStorage, the store calls. No React, no api-fetch, no wp-i18n.
		'data-stores': './src/entries/data-stores.ts',
		// Pages whose blocks print a #vitrine-action: link: the public link-action registry and the
		// click and hover binding. No dependencies at all.
		'link-actions': './src/entries/link-actions.ts',
	} ),
	plugins: [ ...defaultConfig.plugins, new DropStyleEntryScripts() ],
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// A library loaded on demand stays inside its named chunk (chunks/swiper.js,
				// chunks/photoswipe.js) instead of a numbered vendor chunk: stable names that
				// size-budgets.json can list, and one request instead of two.
				defaultVendors: false,
			},
		},
	},
	output: {
		...defaultConfig.output,
		// No run-time guess of the chunks' URL from the script tag ('auto'): a bundle that loads
		// chunks takes the URL PHP prints (src/core/chunks.ts), and the others carry no code for it.
		publicPath: '',
		// build/address/ is written by bin/address-data.mjs after webpack: a rebuild keeps it.
		clean: { keep: /^(fonts|images|address)\// },
		// Heavy libraries and widget code are split into chunks that load on demand; the spec
		// gives them 120 s (section 9), after which webpack rejects with its ChunkLoadError.
		chunkFilename: 'chunks/[name].js?ver=[chunkhash]',
		chunkLoadTimeout: 120000,
	},
};
