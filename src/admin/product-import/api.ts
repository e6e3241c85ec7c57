/**
 * The import routes, through the project's admin client. The screen does not call them: the
 * vitrine/product-import store does.
 */
import { restClient } from '../../core/api';
import type {
	ProductImport,
	ProductImportCheck,
	ProductImportMapping,
	Upload,
} from './types';

export interface ImportClient {
	upload: ( upload: Upload ) => Promise< ProductImport >;
	job: ( id: string ) => Promise< ProductImport >;
	mapping: ( id: string ) => Promise< ProductImportMapping >;
	saveMapping: (
		id: string,
		mapping: string[]
	) => Promise< ProductImportMapping >;
	dryRun: ( id: string ) => Promise< ProductImportCheck >;
	batch: ( id: string ) => Promise< ProductImport >;
}

const BASE = '/vitrine/v1/products/imports';

export const restImportClient: ImportClient = {
	upload: ( upload ) =>
		restClient()< ProductImport >( {
			path: BASE,
			method: 'POST',
			data: upload,
		} ),
	job: ( id ) =>
		restClient()< ProductImport >( { path: `${ BASE }/${ id }` } ),
	mapping: ( id ) =>
		restClient()< ProductImportMapping >( {
			path: `${ BASE }/${ id }/mapping`,
		} ),
	saveMapping: ( id, mapping ) =>
		restClient()< ProductImportMapping >( {
			path: `${ BASE }/${ id }/mapping`,
			method: 'PUT',
			data: { mapping },
		} ),
	dryRun: ( id ) =>
		restClient()< ProductImportCheck >( {
			path: `${ BASE }/${ id }/dry-run`,
			method: 'POST',
		} ),
	batch: ( id ) =>
		restClient()< ProductImport >( {
			path: `${ BASE }/${ id }/batch`,
			method: 'POST',
		} ),
};
