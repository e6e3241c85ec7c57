/**
 * The store's selectors. Those with a resolver (resolvers.ts) load what they return the first
 * time they are asked for it; whether they are loading is wp-data's own
 * `isResolving( name, args )` and `hasFinishedResolution( name, args )`, and why they failed is
 * `getError( name, args )`.
 */
import type { VitrineError } from '../../../core/api';
import type {
	ReviewFilters,
	ReviewPage,
	Source,
	Widget,
	WidgetSchema,
	WidgetSummary,
} from '../types';
import { requestKey, reviewPageKey } from './keys';
import type { ReviewsState } from './reducer';

/**
 * The connected sources, in the server's order; null until loaded.
 *
 * @param state The store's state.
 */
export function getSources( state: ReviewsState ): Source[] | null {
	return state.sources;
}

/**
 * One source of the list (which it loads), or undefined.
 *
 * @param state The store's state.
 * @param id    The source's id.
 */
export function getSource(
	state: ReviewsState,
	id: number
): Source | undefined {
	return state.sources?.find( ( source ) => source.id === id );
}

/**
 * A page of the reviews table; undefined until loaded.
 *
 * @param state   The store's state.
 * @param filters The table's filters and page.
 */
export function getReviewPage(
	state: ReviewsState,
	filters: ReviewFilters
): ReviewPage | undefined {
	return state.reviewPages[ reviewPageKey( filters ) ];
}

/**
 * The widgets, newest first; null until loaded.
 *
 * @param state The store's state.
 */
export function getWidgets( state: ReviewsState ): WidgetSummary[] | null {
	return state.widgets;
}

/**
 * A widget with every option; undefined until loaded.
 *
 * @param state The store's state.
 * @param id    The widget's id.
 */
export function getWidget(
	state: ReviewsState,
	id: number
): Widget | undefined {
	return state.widget[ id ];
}

/**
 * The widget options' schema (groups, layouts, options); null until loaded.
 *
 * @param state The store's state.
 */
export function getWidgetSchema( state: ReviewsState ): WidgetSchema | null {
	return state.widgetSchema;
}

/**
 * Why the last request of a selector (a load) or an action (a change) with these arguments
 * failed; undefined when it worked or has not run.
 *
 * @param state The store's state.
 * @param name  The selector's or action's name: 'getSources', 'saveWidget'…
 * @param args  Its arguments, as it was called with them.
 */
export function getError(
	state: ReviewsState,
	name: string,
	args: unknown[] = []
): VitrineError | undefined {
	return state.errors[ requestKey( name, args ) ];
}
