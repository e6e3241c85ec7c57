/**
 * vitrine/reports: the sales reports asked for on this visit, by query (docs/architecture.md,
 * "Admin data"). Each query loads once through its resolver; a failed load keeps its message.
 */
import { createReduxStore, register } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { isVitrineError } from '../../core/api';
import { restReportsClient, type ReportsClient } from './api';
import { queryString } from './query';
import type { ReportQuery, SalesReport } from './types';

export const STORE_NAME = 'vitrine/reports';

export interface ReportsState {
	reports: Record< string, SalesReport >;
	errors: Record< string, string >;
}

const initialState: ReportsState = { reports: {}, errors: {} };

type Action =
	| { type: 'REPORT_RECEIVED'; key: string; report: SalesReport }
	| { type: 'REPORT_FAILED'; key: string; message: string };

export function reducer(
	state: ReportsState = initialState,
	action: Action
): ReportsState {
	switch ( action.type ) {
		case 'REPORT_RECEIVED':
			return {
				...state,
				reports: { ...state.reports, [ action.key ]: action.report },
			};
		case 'REPORT_FAILED':
			return {
				...state,
				errors: { ...state.errors, [ action.key ]: action.message },
			};
		default:
			return state;
	}
}

/**
 * The store's definition, asking the server through a client (a fake in the tests).
 *
 * @param client The calls to the server.
 */
export function reportsStoreConfig( client: ReportsClient ) {
	return {
		reducer,
		selectors: {
			getReport: ( state: ReportsState, query: ReportQuery ) =>
				state.reports[ queryString( query ) ] ?? null,
			getReportError: ( state: ReportsState, query: ReportQuery ) =>
				state.errors[ queryString( query ) ] ?? null,
		},
		resolvers: {
			getReport:
				( query: ReportQuery ) =>
				async ( {
					dispatch,
				}: {
					dispatch: ( action: Action ) => unknown;
				} ) => {
					const key = queryString( query );
					try {
						dispatch( {
							type: 'REPORT_RECEIVED',
							key,
							report: await client.salesReport( query ),
						} );
					} catch ( thrown ) {
						dispatch( {
							type: 'REPORT_FAILED',
							key,
							message: isVitrineError( thrown )
								? thrown.message
								: __(
										'The report could not be loaded. Check your connection and try again.',
										'vitrine'
									),
						} );
					}
				},
		},
	};
}

export const reportsStore = createReduxStore(
	STORE_NAME,
	reportsStoreConfig( restReportsClient )
);

register( reportsStore );
