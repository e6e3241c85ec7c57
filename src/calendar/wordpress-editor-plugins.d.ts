/**
 * Types of the editor packages the Event panel uses. WordPress provides them at run time as the
 * scripts wp-plugins, wp-edit-post and wp-core-data (webpack treats the imports as externals),
 * so their npm packages are not installed; these declarations cover only what the panel uses.
 * @param name
 * @param settings
 * @param settings.render
 * @param settings.icon
 */
declare module '@wordpress/plugins' {
	import type { ReactElement } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: () => ReactElement | null; icon?: unknown }
	): unknown;
}

declare module '@wordpress/edit-post' {
	import type { ReactElement, ReactNode } from 'react';

	export function PluginDocumentSettingPanel( props: {
		name: string;
		title: string;
		children?: ReactNode;
	} ): ReactElement | null;
}

declare module '@wordpress/core-data' {
	/**
	 * One property of the edited entity, and its setter (an edit of the record).
	 *
	 * @param kind The entity's kind: 'postType'.
	 * @param name Its name: the post type.
	 * @param prop The property: 'meta'.
	 */
	export function useEntityProp(
		kind: string,
		name: string,
		prop: string
	): [ unknown, ( value: unknown ) => void, unknown ];
}
