/**
 * Playwright's `test` for the specs: each worker gets its own test site (./site.ts), and every
 * page, context and request of the worker's tests goes to it (baseURL). Specs import `test` and
 * `expect` from here, not from '@playwright/test', whose baseURL is no site.
 */
import { test as base } from '@playwright/test';
import { siteOfWorker, type Site } from './site';

export * from '@playwright/test';

export const test = base.extend< object, { site: Site } >( {
	site: [
		async ( {}, provide, workerInfo ) => {
			await provide( siteOfWorker( workerInfo.parallelIndex ) );
		},
		{ scope: 'worker' },
	],
	baseURL: async ( { site }, provide ) => {
		await provide( site.url );
	},
} );
