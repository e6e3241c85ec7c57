/**
 * Types of the block-editor packages this block uses. WordPress provides them at run time as
 * the scripts wp-blocks, wp-block-editor, wp-server-side-render and wp-core-data (webpack treats
 * the imports as externals), so their npm packages are not installed; these declarations cover
 * only what the blocks use.
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

declare module '@wordpress/core-data' {
	/**
	 * The records of an entity (posts of a type, terms of a taxonomy…) matching a query, loaded
	 * once for every component that asks for the same query.
	 *
	 * @param kind            The entity's kind: 'postType', 'taxonomy', 'root'.
	 * @param name            The entity's name: a post type's or taxonomy's name.
	 * @param query           The REST query.
	 * @param options         Options.
	 * @param options.enabled False to ask for nothing yet.
	 */
	export function useEntityRecords< EntityRecord >(
		kind: string,
		name: string,
		query?: Record< string, unknown >,
		options?: { enabled?: boolean }
	): {
		records: EntityRecord[] | null;
		isResolving: boolean;
		hasResolved: boolean;
		status: 'IDLE' | 'RESOLVING' | 'ERROR' | 'SUCCESS';
		totalItems: number | null;
		totalPages: number | null;
	};
}
