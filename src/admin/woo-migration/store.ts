/**
 * vitrine/woo-migration: what WooCommerce's data holds and the migration of this screen
 * (docs/architecture.md, "Admin data"). load() asks what was found and the migration under way
 * or last done; start() starts a dry run or a copy and runs its batches; runAll() goes on with
 * the one under way (after a reload, or a failure that kept the server's message).
 */
import { createReduxStore, register } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { isVitrineError } from '../../core/api';
import { runBatches } from '../components/batches';
import { restMigrationClient, type MigrationClient } from './api';
import type { WooMigration, WooMigrationFound } from './types';

export const STORE_NAME = 'vitrine/woo-migration';

export interface MigrationState {
	found: WooMigrationFound | null;
	job: WooMigration | null;
	busy: boolean;
	error: string | null;
}

const initialState: MigrationState = {
	found: null,
	job: null,
	busy: false,
	error: null,
};

type Action =
	| { type: 'BUSY' }
	| { type: 'FAILED'; message: string }
	| { type: 'FOUND'; found: WooMigrationFound }
	| { type: 'JOB'; job: WooMigration };

export function reducer(
	state: MigrationState = initialState,
	action: Action
): MigrationState {
	switch ( action.type ) {
		case 'BUSY':
			return { ...state, busy: true, error: null };
		case 'FAILED':
			return { ...state, busy: false, error: action.message };
		case 'FOUND':
			return {
				...state,
				busy: false,
				found: action.found,
				job: action.found.job,
			};
		case 'JOB':
			return { ...state, busy: false, job: action.job };
		default:
			return state;
	}
}

type Dispatch = ( action: Action ) => unknown;
type Thunk = ( args: {
	dispatch: Dispatch;
	select: { getJob: () => WooMigration | null };
} ) => Promise< void >;

function failure( thrown: unknown ): string {
	return isVitrineError( thrown )
		? thrown.message
		: __(
				'The server could not be reached. Check your connection and try again: the copy goes on from where it stopped.',
				'vitrine'
			);
}

/**
 * The store's definition, asking the server through a client (a fake in the tests).
 *
 * @param client The calls to the server.
 */
export function migrationStoreConfig( client: MigrationClient ) {
	const step =
		(
			work: (
				dispatch: Dispatch,
				job: WooMigration | null
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
	const batches = async (
		dispatch: Dispatch,
		job: WooMigration | null
	): Promise< void > => {
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
	};
	return {
		reducer,
		selectors: {
			getFound: ( state: MigrationState ) => state.found,
			getJob: ( state: MigrationState ) => state.job,
			isBusy: ( state: MigrationState ) => state.busy,
			getError: ( state: MigrationState ) => state.error,
		},
		actions: {
			load: () =>
				step( async ( dispatch ) => {
					dispatch( { type: 'FOUND', found: await client.found() } );
				} ),
			start: ( mode: WooMigration[ 'mode' ] ) =>
				step( async ( dispatch ) => {
					const job = await client.start( mode );
					dispatch( { type: 'JOB', job } );
					dispatch( { type: 'BUSY' } );
					await batches( dispatch, job );
				} ),
			runAll: () => step( batches ),
		},
	};
}

export const migrationStore = createReduxStore(
	STORE_NAME,
	migrationStoreConfig( restMigrationClient )
);

register( migrationStore );
