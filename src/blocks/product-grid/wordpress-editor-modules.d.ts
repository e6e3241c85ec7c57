/**
 * Types of the block-editor packages this block uses. WordPress provides them at run time as
 * the scripts wp-blocks, wp-block-editor and wp-server-side-render (webpack treats the imports
 * as externals), so their npm packages are not installed; these declarations cover only what
 * the block uses.
 * @param name
 * @param settings
 */
declare module '@wordpress/blocks' {
	export function registerBlockType(
		name: string,
		settings: Record< string, unknown >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ReactElement, ReactNode } from 'react';

	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;

	export function InspectorControls( props: {
		children?: ReactNode;
	} ): ReactElement | null;
}

declare module '@wordpress/server-side-render' {
	import type { ReactElement } from 'react';

	export default function ServerSideRender( props: {
		block: string;
		attributes?: Record< string, unknown >;
	} ): ReactElement | null;
}
