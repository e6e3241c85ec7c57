/**
 * vitrine/reviews in the block editor: a picker of the widgets made in Vitrine > Reviews, the
 * chosen widget rendered by the server as the page shows it, and a link to edit it.
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { createElement, Fragment } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import type { ComponentType, ReactNode } from 'react';
import { reviewsStore } from '../../admin/reviews/store';
import type { WidgetSummary } from '../../admin/reviews/types';

export interface ReviewsAttributes {
	widgetId: number;
}

/** A widget as GET /vitrine/v1/review-widgets lists it. */
export type { WidgetSummary };

interface EditProps {
	attributes: ReviewsAttributes;
	setAttributes: ( attributes: Partial< ReviewsAttributes > ) => void;
}

type WidgetList =
	| { state: 'loading' }
	| { state: 'failed'; message: string }
	| { state: 'ready'; widgets: WidgetSummary[] };

const LOADING: WidgetList = { state: 'loading' };

/**
 * Where Vitrine > Reviews edits a widget (agreed with the admin screen: docs/reviews.md). The
 * editors live in wp-admin, so an address relative to it works from the post, site and
 * widgets editors alike.
 *
 * @param id The widget's id, or 'new'.
 */
export function widgetEditUrl( id: number | 'new' ): string {
	return `admin.php?page=vitrine-reviews#/widgets/${ id }`;
}

/**
 * The layouts' names, as the admin screen shows them.
 *
 * @param layout A widget's layout.
 */
export function layoutLabel( layout: string ): string {
	const labels: Record< string, string > = {
		list: __( 'List', 'vitrine' ),
		grid: __( 'Grid', 'vitrine' ),
		slider: __( 'Slider', 'vitrine' ),
		badge: __( 'Badge', 'vitrine' ),
		flash: __( 'Flash', 'vitrine' ),
		tag: __( 'Tag', 'vitrine' ),
	};
	return labels[ layout ] ?? layout;
}

/**
 * The picker's options: a prompt, then each widget by name and layout.
 *
 * @param widgets The widgets.
 */
export function widgetOptions(
	widgets: WidgetSummary[]
): { value: string; label: string }[] {
	return [
		{ value: '0', label: __( '— Choose a widget —', 'vitrine' ) },
		...widgets.map( ( widget ) => ( {
			value: String( widget.id ),
			label: sprintf(
				/* translators: 1: a widget's name, 2: its layout (List, Slider, Badge...). */
				__( '%1$s (%2$s)', 'vitrine' ),
				widget.title,
				layoutLabel( widget.layout )
			),
		} ) ),
	];
}

/**
 * What the editor says under a floating widget, which the page shows elsewhere than here.
 *
 * @param layout The widget's layout.
 */
export function floatingNote( layout: string ): string {
	switch ( layout ) {
		case 'badge':
			return __(
				'A floating badge shows in a corner of the window on the page; an inline badge shows here.',
				'vitrine'
			);
		case 'flash':
			return __(
				'On the page, the flash card appears in a corner of the window after its delay and cycles through the reviews.',
				'vitrine'
			);
		case 'tag':
			return __(
				'On the page, the rating tag sits in a corner of the window and opens a sidebar of reviews.',
				'vitrine'
			);
		default:
			return '';
	}
}

/**
 * The widgets of Vitrine > Reviews, from the vitrine/reviews store: loaded once for every
 * reviews block of the post.
 */
function useWidgets(): WidgetList {
	return useSelect( ( select ): WidgetList => {
		const store = select( reviewsStore );
		const error = store.getError( 'getWidgets' );
		if ( error ) {
			return {
				state: 'failed',
				message:
					error.message ||
					__( 'The reviews widgets could not be loaded.', 'vitrine' ),
			};
		}
		const widgets = store.getWidgets();
		return widgets === null ? LOADING : { state: 'ready', widgets };
	}, [] );
}

/** The props of ServerSideRender this block uses (the shared declaration lists fewer). */
interface ServerSideRenderProps {
	block: string;
	attributes: Record< string, unknown >;
	EmptyResponsePlaceholder?: ComponentType;
	LoadingResponsePlaceholder?: ComponentType< { children?: ReactNode } >;
}

const Preview =
	ServerSideRender as unknown as ComponentType< ServerSideRenderProps >;

/**
 * What the preview shows when the widget renders nothing.
 */
function EmptyPreview() {
	return createElement(
		Placeholder,
		{
			icon: 'star-filled',
			label: __( 'Customer reviews', 'vitrine' ),
		},
		__(
			'This widget has no reviews to show yet: connect a source or loosen its filters in Vitrine > Reviews.',
			'vitrine'
		)
	);
}

/**
 * The editor's view of the block.
 *
 * @param props               The block's props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Changes them.
 */
export function ReviewsEdit( { attributes, setAttributes }: EditProps ) {
	const list = useWidgets();
	const blockProps = useBlockProps();
	const { widgetId } = attributes;
	const widgets = list.state === 'ready' ? list.widgets : [];
	const chosen = widgets.find( ( widget ) => widget.id === widgetId );

	const picker = ( key: string ) =>
		createElement( SelectControl, {
			key,
			label: __( 'Reviews widget', 'vitrine' ),
			value: String( widgetId ),
			options: widgetOptions( widgets ),
			disabled: list.state !== 'ready',
			onChange: ( value: string ) =>
				setAttributes( { widgetId: Number( value ) } ),
			__nextHasNoMarginBottom: true,
		} );

	const links = createElement(
		'p',
		{ key: 'links' },
		chosen
			? createElement( ExternalLink, {
					href: widgetEditUrl( chosen.id ),
					children: __(
						'Edit this widget in Vitrine > Reviews',
						'vitrine'
					),
				} )
			: createElement( ExternalLink, {
					href: widgetEditUrl( 'new' ),
					children: __(
						'Create a widget in Vitrine > Reviews',
						'vitrine'
					),
				} )
	);

	const sidebar = createElement(
		InspectorControls,
		null,
		createElement(
			PanelBody,
			{ title: __( 'Reviews widget', 'vitrine' ) },
			picker( 'picker' ),
			links
		)
	);

	let body: ReactNode;
	if ( list.state === 'failed' ) {
		body = createElement( Notice, {
			status: 'error',
			isDismissible: false,
			children: list.message,
		} );
	} else if ( widgetId === 0 || ( list.state === 'ready' && ! chosen ) ) {
		body = createElement(
			Placeholder,
			{
				icon: 'star-filled',
				label: __( 'Customer reviews', 'vitrine' ),
				instructions:
					widgetId !== 0
						? __(
								'The chosen reviews widget no longer exists. Choose another one.',
								'vitrine'
							)
						: __(
								'Choose one of the reviews widgets made in Vitrine > Reviews.',
								'vitrine'
							),
			},
			list.state === 'loading'
				? createElement( Spinner, null )
				: [
						widgets.length > 0 ? picker( 'inline-picker' ) : null,
						links,
					]
		);
	} else {
		const note = chosen ? floatingNote( chosen.layout ) : '';
		body = createElement(
			Fragment,
			null,
			note !== ''
				? createElement(
						'p',
						{ className: 'vitrine-reviews-block__note' },
						note
					)
				: null,
			createElement(
				Disabled,
				null,
				createElement( Preview, {
					block: 'vitrine/reviews',
					attributes: { widgetId },
					EmptyResponsePlaceholder: EmptyPreview,
				} )
			)
		);
	}

	return createElement(
		Fragment,
		null,
		sidebar,
		createElement( 'div', blockProps, body )
	);
}
