/**
 * The report's REST call, through the project's admin client. The screen does not call it: the
 * vitrine/reports store does.
 */
import { restClient } from '../../core/api';
import { queryString } from './query';
import type { ReportQuery, SalesReport } from './types';

export interface ReportsClient {
	salesReport: ( query: ReportQuery ) => Promise< SalesReport >;
}

export const restReportsClient: ReportsClient = {
	salesReport: ( query ) =>
		restClient()< SalesReport >( {
			path: `/vitrine/v1/reports/sales?${ queryString( query ) }`,
		} ),
};
