/**
 * Products > Import: the screen's settings and the answers of the import routes.
 */
import type {
	ProductImport,
	ProductImportCheck,
	ProductImportMapping,
} from '../../core/rest-types.generated';

export type { ProductImport, ProductImportCheck, ProductImportMapping };

export interface AdminProductImportSettings {
	/** The REST namespace's path, "/vitrine/v1". */
	restBase: string;
	/** The sample CSV shipped with the plugin. */
	sampleUrl: string;
	/** Products > Export. */
	exportUrl: string;
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		adminProductImport: AdminProductImportSettings;
	}
}

/** What the screen uploads: a file's text and name, or the sample file. */
export type Upload = { content: string; name: string } | { sample: true };
