/**
 * The migration store: load() records what was found and the migration under way; start()
 * starts one and runs its batches to the end; a failure keeps the server's message and
 * runAll() goes on.
 */
import { createRegistry } from '@wordpress/data';
import type { MigrationClient } from './api';
import { migrationStoreConfig, STORE_NAME } from './store';
import type { WooMigration } from './types';

const kinds = { products: 4, coupons: 3, customers: 1, orders: 4 };
const none = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

function job(
	done: number,
	status: WooMigration[ 'status' ],
	mode: WooMigration[ 'mode' ] = 'run'
): WooMigration {
	return {
		id: 'abcdef123456',
		mode,
		status,
		storage: 'hpos',
		started: 1,
		finished: 0,
		totals: kinds,
		done: { products: done, coupons: 0, customers: 0, orders: 0 },
		counts: {
			products: { ...none, created: done },
			coupons: none,
			customers: none,
			orders: none,
		},
		skipped: [],
	};
}

function fakeClient(
	batches: Array< WooMigration | Error >
): MigrationClient & { calls: string[] } {
	const calls: string[] = [];
	return {
		calls,
		found: async () => {
			calls.push( 'found' );
			return {
				found: true,
				counts: kinds,
				orders_storage: 'hpos',
				job: job( 2, 'running' ),
			};
		},
		start: async ( mode ) => {
			calls.push( 'start:' + mode );
			return job( 0, 'running', mode );
		},
		batch: async () => {
			calls.push( 'batch' );
			const next = batches.shift();
			if ( next instanceof Error || ! next ) {
				throw { code: 'vitrine_internal_error', message: 'Timed out.' };
			}
			return next;
		},
	};
}

function registryWith( client: MigrationClient ) {
	const registry = createRegistry();
	registry.registerStore( STORE_NAME, migrationStoreConfig( client ) );
	return registry;
}

describe( 'vitrine/woo-migration', () => {
	it( 'loads what was found and the migration under way', async () => {
		const registry = registryWith( fakeClient( [] ) );
		await registry.dispatch( STORE_NAME ).load();
		expect( registry.select( STORE_NAME ).getFound()?.counts ).toEqual(
			kinds
		);
		expect( registry.select( STORE_NAME ).getJob()?.status ).toBe(
			'running'
		);
	} );

	it( 'starts a dry run and runs its batches to the end', async () => {
		const client = fakeClient( [
			job( 2, 'running', 'dry' ),
			job( 4, 'done', 'dry' ),
		] );
		const registry = registryWith( client );
		await registry.dispatch( STORE_NAME ).start( 'dry' );
		expect( client.calls ).toEqual( [ 'start:dry', 'batch', 'batch' ] );
		expect( registry.select( STORE_NAME ).getJob()?.status ).toBe( 'done' );
		expect( registry.select( STORE_NAME ).isBusy() ).toBe( false );
	} );

	it( 'keeps the message of a failed batch, and goes on when asked', async () => {
		const client = fakeClient( [
			job( 2, 'running' ),
			new Error(),
			job( 4, 'done' ),
		] );
		const registry = registryWith( client );
		await registry.dispatch( STORE_NAME ).start( 'run' );
		expect( registry.select( STORE_NAME ).getError() ).toBe( 'Timed out.' );
		expect( registry.select( STORE_NAME ).getJob()?.done.products ).toBe(
			2
		);

		await registry.dispatch( STORE_NAME ).runAll();
		expect( registry.select( STORE_NAME ).getError() ).toBeNull();
		expect( registry.select( STORE_NAME ).getJob()?.status ).toBe( 'done' );
	} );
} );
