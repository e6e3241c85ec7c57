/**
 * react/jsx-runtime for WordPress before 6.6, which ships React 18 but no react-jsx-runtime
 * script. Registered by Vitrine\Core\Assets\Assets only when core lacks the handle.
 *
 * Built on core's own React (createElement), so it can never disagree with the React that
 * renders: React 19's runtime, which node_modules holds, fails on core's React 18.
 */
import { createElement, Fragment } from 'react';

type Props = Record< string, unknown > | null;

function jsx(
	type: Parameters< typeof createElement >[ 0 ],
	props: Props,
	key?: unknown
) {
	// The automatic runtime passes children inside props and the key apart; createElement
	// reads both from its config object.
	return createElement( type, key === undefined ? props : { ...props, key } );
}

declare global {
	interface Window {
		ReactJSXRuntime?: unknown;
	}
}

window.ReactJSXRuntime = { jsx, jsxs: jsx, Fragment };
