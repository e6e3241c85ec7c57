/**
 * Tools > Import from WooCommerce: the screen's settings and the answers of its routes.
 */
import type {
	WooMigration,
	WooMigrationFound,
} from '../../core/rest-types.generated';

export type { WooMigration, WooMigrationFound };

export type MigrationKind = keyof WooMigration[ 'counts' ];

export interface AdminWooMigrationSettings {
	/** The database's table prefix, "wp_": where WooCommerce's tables are looked for. */
	tablePrefix: string;
	/** Products > All products. */
	productsUrl: string;
	/** Vitrine > Orders. */
	ordersUrl: string;
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		adminWooMigration: AdminWooMigrationSettings;
	}
}
