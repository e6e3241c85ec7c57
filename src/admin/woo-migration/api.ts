/**
 * The migration's routes, through the project's admin client. The screen does not call them:
 * the vitrine/woo-migration store does.
 */
import { restClient } from '../../core/api';
import type { WooMigration, WooMigrationFound } from './types';

export interface MigrationClient {
	found: () => Promise< WooMigrationFound >;
	start: ( mode: WooMigration[ 'mode' ] ) => Promise< WooMigration >;
	batch: ( id: string ) => Promise< WooMigration >;
}

const BASE = '/vitrine/v1/woo-migration';

export const restMigrationClient: MigrationClient = {
	found: () => restClient()< WooMigrationFound >( { path: BASE } ),
	start: ( mode ) =>
		restClient()< WooMigration >( {
			path: `${ BASE }/runs`,
			method: 'POST',
			data: { mode },
		} ),
	batch: ( id ) =>
		restClient()< WooMigration >( {
			path: `${ BASE }/runs/${ id }/batch`,
			method: 'POST',
		} ),
};
