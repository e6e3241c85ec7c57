/**
 * The import store: each step records the server's answer; importAll() runs batches until the
 * job is done; a failure keeps the server's message and a later call goes on.
 */
import { createRegistry } from '@wordpress/data';
import type { ImportClient } from './api';
import { importStoreConfig, STORE_NAME } from './store';
import type { ProductImport } from './types';

function job( done: number, status: ProductImport[ 'status' ] ): ProductImport {
	return {
		id: 'abcdefghij0123456789',
		name: 'products.csv',
		status,
		header: [ 'SKU' ],
		mapping: [ 'sku' ],
		rows: 60,
		done,
		created: done,
		updated: 0,
		skipped: [],
	};
}

function fakeClient( batches: Array< ProductImport | Error > ): ImportClient & {
	calls: string[];
} {
	const calls: string[] = [];
	return {
		calls,
		upload: async () => {
			calls.push( 'upload' );
			return job( 0, 'mapping' );
		},
		job: async () => {
			calls.push( 'job' );
			return job( 25, 'running' );
		},
		mapping: async () => {
			calls.push( 'mapping' );
			return {
				id: 'x',
				header: [ 'SKU' ],
				mapping: [ 'sku' ],
				fields: [],
			};
		},
		saveMapping: async ( _id, mapping ) => {
			calls.push( 'saveMapping' );
			return { id: 'x', header: [ 'SKU' ], mapping, fields: [] };
		},
		dryRun: async () => {
			calls.push( 'dryRun' );
			return { rows: 60, valid: 60, problems: [] };
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

function storeWith( client: ImportClient ) {
	const registry = createRegistry();
	registry.registerStore( STORE_NAME, importStoreConfig( client ) );
	return registry;
}

test( 'an upload records the job and its mapping, and the mapping is checked', async () => {
	const client = fakeClient( [] );
	const registry = storeWith( client );

	await registry.dispatch( STORE_NAME ).upload( { sample: true } );
	await registry.dispatch( STORE_NAME ).saveMapping( [ 'sku' ] );

	expect( client.calls ).toEqual( [
		'upload',
		'mapping',
		'saveMapping',
		'dryRun',
	] );
	expect( registry.select( STORE_NAME ).getJob().status ).toBe( 'mapping' );
	expect( registry.select( STORE_NAME ).getCheck().valid ).toBe( 60 );
} );

test( 'importAll runs batches until the job is done', async () => {
	const client = fakeClient( [
		job( 25, 'running' ),
		job( 50, 'running' ),
		job( 60, 'done' ),
	] );
	const registry = storeWith( client );
	await registry.dispatch( STORE_NAME ).upload( { sample: true } );

	await registry.dispatch( STORE_NAME ).importAll();

	expect( client.calls.filter( ( call ) => call === 'batch' ) ).toHaveLength(
		3
	);
	expect( registry.select( STORE_NAME ).getJob().done ).toBe( 60 );
	expect( registry.select( STORE_NAME ).isBusy() ).toBe( false );
} );

test( 'a failed batch keeps the message and the next call resumes', async () => {
	const client = fakeClient( [
		job( 25, 'running' ),
		new Error(),
		job( 60, 'done' ),
	] );
	const registry = storeWith( client );
	await registry.dispatch( STORE_NAME ).resume( 'abcdefghij0123456789' );

	await registry.dispatch( STORE_NAME ).importAll();
	expect( registry.select( STORE_NAME ).getError() ).toBe( 'Timed out.' );
	expect( registry.select( STORE_NAME ).getJob().done ).toBe( 25 );

	await registry.dispatch( STORE_NAME ).importAll();
	expect( registry.select( STORE_NAME ).getError() ).toBeNull();
	expect( registry.select( STORE_NAME ).getJob().status ).toBe( 'done' );
} );
