/**
 * vitrine/product-import: the import of this visit (docs/architecture.md, "Admin data"). Each
 * step asks the server once and records the answer in one state change; a failure keeps the
 * server's message. importAll() runs batches until the job is done, so a reload that resumes a
 * job calls it again and the server goes on from its saved cursor.
 */
import { createReduxStore, register } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { isVitrineError } from '../../core/api';
import { runBatches } from '../components/batches';
import { restImportClient, type ImportClient } from './api';
import type {
	ProductImport,
	ProductImportCheck,
	ProductImportMapping,
	Upload,
} from './types';

export const STORE_NAME = 'vitrine/product-import';

export interface ImportState {
	job: ProductImport | null;
	mapping: ProductImportMapping | null;
	check: ProductImportCheck | null;
	busy: boolean;
	error: string | null;
}

const initialState: ImportState = {
	job: null,
	mapping: null,
	check: null,
	busy: false,
	error: null,
};

type Action =
	| { type: 'BUSY' }
	| { type: 'FAILED'; message: string }
	| { type: 'RESET' }
	| { type: 'JOB'; job: ProductImport }
	| { type: 'MAPPING'; mapping: ProductImportMapping }
	| { type: 'CHECK'; check: ProductImportCheck };

export function reducer(
	state: ImportState = initialState,
	action: Action
): ImportState {
	switch ( action.type ) {
		case 'BUSY':
			return { ...state, busy: true, error: null };
		case 'FAILED':
			return { ...state, busy: false, error: action.message };
		case 'RESET':
			return initialState;
		case 'JOB':
			return { ...state, busy: false, job: action.job };
		case 'MAPPING':
			return {
				...state,
				busy: false,
				mapping: action.mapping,
				check: null,
			};
		case 'CHECK':
			return { ...state, busy: false, check: action.check };
		default:
			return state;
	}
}

type Dispatch = ( action: Action ) => unknown;
type Thunk = ( args: {
	dispatch: Dispatch;
	select: { getJob: () => ProductImport | null };
} ) => Promise< void >;

function failure( thrown: unknown ): string {
	return isVitrineError( thrown )
		? thrown.message
		: __(
				'The server could not be reached. Check your connection and try again: the import goes on from where it stopped.',
				'vitrine'
			);
}

/**
 * The store's definition, asking the server through a client (a fake in the tests).
 *
 * @param client The calls to the server.
 */
export function importStoreConfig( client: ImportClient ) {
	const step =
		(
			work: (
				dispatch: Dispatch,
				job: ProductImport | null
			) => Promise< void >
		): Thunk =>
		async ( { dispatch, select } ) => {
			dispatch( { type: 'BUSY' } );
			try {
				await work( dispatch, select.getJob() );
			} catch ( thrown ) {
				dispatch( { type: 'FAILED', message: failure( thrown ) } );
			}
		};
	return {
		reducer,
		selectors: {
			getJob: ( state: ImportState ) => state.job,
			getMapping: ( state: ImportState ) => state.mapping,
			getCheck: ( state: ImportState ) => state.check,
			isBusy: ( state: ImportState ) => state.busy,
			getError: ( state: ImportState ) => state.error,
		},
		actions: {
			reset: (): Action => ( { type: 'RESET' } ),
			upload: ( upload: Upload ) =>
				step( async ( dispatch ) => {
					const job = await client.upload( upload );
					dispatch( { type: 'JOB', job } );
					dispatch( {
						type: 'MAPPING',
						mapping: await client.mapping( job.id ),
					} );
				} ),
			resume: ( id: string ) =>
				step( async ( dispatch ) => {
					const job = await client.job( id );
					dispatch( { type: 'JOB', job } );
					if (
						job.status === 'mapping' ||
						job.status === 'checked'
					) {
						dispatch( {
							type: 'MAPPING',
							mapping: await client.mapping( id ),
						} );
					}
				} ),
			saveMapping: ( mapping: string[] ) =>
				step( async ( dispatch, job ) => {
					if ( ! job ) {
						return;
					}
					dispatch( {
						type: 'MAPPING',
						mapping: await client.saveMapping( job.id, mapping ),
					} );
					dispatch( {
						type: 'CHECK',
						check: await client.dryRun( job.id ),
					} );
				} ),
			importAll: () =>
				step( async ( dispatch, job ) => {
					const last = await runBatches(
						job,
						( current ) => client.batch( current.id ),
						( current ) => {
							dispatch( { type: 'JOB', job: current } );
							dispatch( { type: 'BUSY' } );
						}
					);
					if ( last ) {
						dispatch( { type: 'JOB', job: last } );
					}
				} ),
		},
	};
}

export const importStore = createReduxStore(
	STORE_NAME,
	importStoreConfig( restImportClient )
);

register( importStore );
