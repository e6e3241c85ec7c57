/**
 * Vitrine > Reports: the screen's settings and the report's query.
 */
import type { SalesReport } from '../../core/rest-types.generated';

export type { SalesReport };

export interface AdminReportsSettings {
	/** The REST namespace's path, "/vitrine/v1". */
	restBase: string;
	/** admin-post.php?action=vitrine_reports_csv&_wpnonce=…: the CSV download. */
	csvUrl: string;
	/** Today in the site's time zone, YYYY-MM-DD. */
	today: string;
	/** The site's first day of the week, 0 (Sunday) to 6. */
	startOfWeek: number;
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		adminReports: AdminReportsSettings;
	}
}

export type Interval = 'day' | 'week' | 'month';
export type Group = 'none' | 'type' | 'source' | 'medium' | 'campaign';
export type Metric = 'net' | 'orders';

export interface ReportQuery {
	after: string;
	before: string;
	interval: Interval;
	group: Group;
	compare: boolean;
}
