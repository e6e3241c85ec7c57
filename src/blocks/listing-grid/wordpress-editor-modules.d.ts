// The parts of the block-editor packages the listing blocks use beyond the product grid's
// declarations (src/blocks/product-grid/wordpress-editor-modules.d.ts): WordPress provides
// them at run time, their npm packages are not installed.
declare module '@wordpress/block-editor' {
	import type { ReactElement, ReactNode } from 'react';

	export function useInnerBlocksProps(
		props?: Record< string, unknown >,
		options?: Record< string, unknown >
	): Record< string, unknown >;

	export const InnerBlocks: {
		( props: Record< string, unknown > ): ReactElement | null;
		Content: () => ReactElement | null;
	};

	export function BlockContextProvider( props: {
		value: Record< string, unknown >;
		children?: ReactNode;
	} ): ReactElement | null;

	export const store: string;
}
