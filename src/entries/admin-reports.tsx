/**
 * wp-admin: Vitrine > Reports (orders and revenue by origin). Its own SVG charts: no chart
 * library (docs/decisions.md, "The report").
 */
import { createRoot } from '@wordpress/element';
import '../admin/reports/reports-admin.scss';
import '../admin/reports/types';
import '../admin/reports/store';
import { ReportsScreen } from '../admin/reports/ReportsScreen';

const root = document.getElementById( 'vitrine-reports-root' );
if ( root ) {
	createRoot( root ).render( <ReportsScreen /> );
}
