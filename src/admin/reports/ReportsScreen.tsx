/**
 * Vitrine > Reports: orders and net revenue over time, split by the orders' origin, with the
 * previous period beside them; a chart, the same numbers as a table, the top landing pages and
 * a CSV of the table. The controls are native form controls, each with its label.
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { getSettings } from '../../core/settings';
import { BarChart, type ChartPeriod, type ChartSeries } from './BarChart';
import { change, count, money } from './format';
import { csvHref, isDay, presetRange, queryString, type Preset } from './query';
import { STORE_NAME } from './store';
import type {
	Group,
	Interval,
	Metric,
	ReportQuery,
	SalesReport,
} from './types';

type Sums = SalesReport[ 'totals' ];

/**
 * One of the report's options: a native select with its label.
 *
 * @param props          The select.
 * @param props.id       Its id, which the label names.
 * @param props.label    What it chooses.
 * @param props.value    The option chosen.
 * @param props.options  Every option, in order.
 * @param props.onChange Called with the option chosen.
 */
function LabelledSelect< Value extends string >( {
	id,
	label,
	value,
	options,
	onChange,
}: {
	id: string;
	label: string;
	value: Value;
	options: Array< { value: Value; label: string } >;
	onChange: ( value: Value ) => void;
} ) {
	return (
		<p>
			<label htmlFor={ id }>{ label }</label>
			<select
				id={ id }
				value={ value }
				onChange={ ( event ) =>
					onChange( event.target.value as Value )
				}
			>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</p>
	);
}

const PRESETS: Array< { value: Preset; label: string } > = [
	{ value: 'last7', label: __( 'Last 7 days', 'vitrine' ) },
	{ value: 'last30', label: __( 'Last 30 days', 'vitrine' ) },
	{ value: 'last90', label: __( 'Last 90 days', 'vitrine' ) },
	{ value: 'thisMonth', label: __( 'This month', 'vitrine' ) },
	{ value: 'lastMonth', label: __( 'Last month', 'vitrine' ) },
	{ value: 'thisYear', label: __( 'This year', 'vitrine' ) },
	{ value: 'custom', label: __( 'Custom range', 'vitrine' ) },
];

const INTERVALS: Array< { value: Interval; label: string } > = [
	{ value: 'day', label: __( 'Day', 'vitrine' ) },
	{ value: 'week', label: __( 'Week', 'vitrine' ) },
	{ value: 'month', label: __( 'Month', 'vitrine' ) },
];

const GROUPS: Array< { value: Group; label: string } > = [
	{ value: 'type', label: __( 'Origin type', 'vitrine' ) },
	{ value: 'source', label: __( 'Source', 'vitrine' ) },
	{ value: 'medium', label: __( 'Medium', 'vitrine' ) },
	{ value: 'campaign', label: __( 'Campaign', 'vitrine' ) },
	{ value: 'none', label: __( 'Nothing (all orders)', 'vitrine' ) },
];

const METRICS: Array< { value: Metric; label: string } > = [
	{ value: 'net', label: __( 'Net revenue', 'vitrine' ) },
	{ value: 'orders', label: __( 'Orders', 'vitrine' ) },
];

function metricOf( sums: Sums, metric: Metric ): number {
	return metric === 'orders' ? sums.orders : Number( sums.net );
}

export function ReportsScreen() {
	const settings = getSettings( 'adminReports' );
	const [ preset, setPreset ] = useState< Preset >( 'last30' );
	const [ custom, setCustom ] = useState( () =>
		presetRange( 'last30', settings.today )
	);
	const [ interval, setPeriodInterval ] = useState< Interval >( 'day' );
	const [ group, setGroup ] = useState< Group >( 'type' );
	const [ compare, setCompare ] = useState( true );
	const [ metric, setMetric ] = useState< Metric >( 'net' );

	const range =
		preset === 'custom' ? custom : presetRange( preset, settings.today );
	const rangeValid =
		isDay( range.after ) &&
		isDay( range.before ) &&
		range.after <= range.before;
	const query: ReportQuery = { ...range, interval, group, compare };

	const { report, error, loading } = useSelect(
		( select ) => {
			if ( ! rangeValid ) {
				return { report: null, error: null, loading: false };
			}
			const store = select( STORE_NAME ) as {
				getReport: ( q: ReportQuery ) => SalesReport | null;
				getReportError: ( q: ReportQuery ) => string | null;
				isResolving: ( name: string, args: unknown[] ) => boolean;
			};
			return {
				report: store.getReport( query ),
				error: store.getReportError( query ),
				loading: store.isResolving( 'getReport', [ query ] ),
			};
		},
		// The query is rebuilt on each render: its string is what changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ rangeValid, queryString( query ) ]
	);

	return (
		<div className="vitrine-reports">
			<form
				className="vitrine-reports__controls"
				onSubmit={ ( event ) => event.preventDefault() }
				aria-label={ __( 'Report options', 'vitrine' ) }
			>
				<LabelledSelect
					id="vitrine-reports-range"
					label={ __( 'Date range', 'vitrine' ) }
					value={ preset }
					options={ PRESETS }
					onChange={ ( next ) => {
						if ( next === 'custom' ) {
							setCustom( range );
						}
						setPreset( next );
					} }
				/>
				{ preset === 'custom' && (
					<>
						<p>
							<label htmlFor="vitrine-reports-after">
								{ __( 'From', 'vitrine' ) }
							</label>
							<input
								id="vitrine-reports-after"
								type="date"
								value={ custom.after }
								max={ settings.today }
								onChange={ ( event ) =>
									setCustom( {
										...custom,
										after: event.target.value,
									} )
								}
							/>
						</p>
						<p>
							<label htmlFor="vitrine-reports-before">
								{ __( 'To', 'vitrine' ) }
							</label>
							<input
								id="vitrine-reports-before"
								type="date"
								value={ custom.before }
								onChange={ ( event ) =>
									setCustom( {
										...custom,
										before: event.target.value,
									} )
								}
							/>
						</p>
					</>
				) }
				<LabelledSelect
					id="vitrine-reports-interval"
					label={ __( 'Interval', 'vitrine' ) }
					value={ interval }
					options={ INTERVALS }
					onChange={ setPeriodInterval }
				/>
				<LabelledSelect
					id="vitrine-reports-group"
					label={ __( 'Split by', 'vitrine' ) }
					value={ group }
					options={ GROUPS }
					onChange={ setGroup }
				/>
				<LabelledSelect
					id="vitrine-reports-metric"
					label={ __( 'Chart shows', 'vitrine' ) }
					value={ metric }
					options={ METRICS }
					onChange={ setMetric }
				/>
				<p className="vitrine-reports__check">
					<input
						id="vitrine-reports-compare"
						type="checkbox"
						checked={ compare }
						onChange={ ( event ) =>
							setCompare( event.target.checked )
						}
					/>
					<label htmlFor="vitrine-reports-compare">
						{ __( 'Compare with the previous period', 'vitrine' ) }
					</label>
				</p>
			</form>

			<div role="status" className="vitrine-reports__status">
				{ ! rangeValid &&
					__(
						'Choose a start date on or before the end date.',
						'vitrine'
					) }
				{ rangeValid &&
					loading &&
					__( 'Loading the report…', 'vitrine' ) }
			</div>
			{ error && (
				<div className="notice notice-error inline" role="alert">
					<p>{ error }</p>
				</div>
			) }
			{ report && (
				<Report
					report={ report }
					metric={ metric }
					csv={ csvHref( settings.csvUrl, query ) }
				/>
			) }
		</div>
	);
}

function Report( {
	report,
	metric,
	csv,
}: {
	report: SalesReport;
	metric: Metric;
	csv: string;
} ) {
	const currency = report.currency;
	const grouped = report.group !== 'none';
	const compared = report.compare_totals !== null;
	const format = ( value: number ) =>
		metric === 'orders' ? count( value ) : money( value, currency );
	const series: ChartSeries[] = grouped
		? report.groups.map( ( one ) => ( { key: one.key, label: one.label } ) )
		: [ { key: '', label: __( 'All orders', 'vitrine' ) } ];
	const periods: ChartPeriod[] = report.periods.map( ( period ) => ( {
		label: period.label,
		values: grouped
			? Object.fromEntries(
					Object.entries( period.groups ).map( ( [ key, sums ] ) => [
						key,
						sums ? metricOf( sums, metric ) : 0,
					] )
				)
			: { '': metricOf( period.totals, metric ) },
		compare: period.compare
			? metricOf( period.compare, metric )
			: undefined,
	} ) );
	const metricLabel =
		metric === 'orders'
			? __( 'Orders', 'vitrine' )
			: __( 'Net revenue', 'vitrine' );
	const best = report.periods.reduce<
		SalesReport[ 'periods' ][ number ] | null
	>(
		( top, period ) =>
			! top ||
			metricOf( period.totals, metric ) > metricOf( top.totals, metric )
				? period
				: top,
		null
	);
	const total = metricOf( report.totals, metric );
	const summary = [
		sprintf(
			/* translators: 1: what is shown (Net revenue, Orders), 2: first day, 3: last day, 4: the amount or count, 5: number of orders. */
			__( '%1$s from %2$s to %3$s: %4$s (%5$s orders).', 'vitrine' ),
			metricLabel,
			report.after,
			report.before,
			format( total ),
			count( report.totals.orders )
		),
		report.compare_totals
			? sprintf(
					/* translators: 1: up 12%, down 3%, unchanged, 2: the previous period's amount or count. */
					__( '%1$s on the previous period (%2$s).', 'vitrine' ),
					change( total, metricOf( report.compare_totals, metric ) ),
					format( metricOf( report.compare_totals, metric ) )
				)
			: '',
		best && metricOf( best.totals, metric ) > 0
			? sprintf(
					/* translators: 1: a period, 2: its amount or count. */
					__( 'Highest: %1$s, %2$s.', 'vitrine' ),
					best.label,
					format( metricOf( best.totals, metric ) )
				)
			: '',
		grouped && report.groups.length > 0
			? sprintf(
					/* translators: 1: a group (Organic search, google), 2: its net revenue, 3: its orders. */
					__(
						'Largest: %1$s, %2$s net from %3$s orders.',
						'vitrine'
					),
					report.groups[ 0 ].label,
					money( report.groups[ 0 ].net, currency ),
					count( report.groups[ 0 ].orders )
				)
			: '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<>
			<ul className="vitrine-reports__totals">
				<Total
					label={ __( 'Orders', 'vitrine' ) }
					value={ count( report.totals.orders ) }
					now={ report.totals.orders }
					before={ report.compare_totals?.orders }
				/>
				<Total
					label={ __( 'Net revenue', 'vitrine' ) }
					value={ money( report.totals.net, currency ) }
					now={ Number( report.totals.net ) }
					before={
						report.compare_totals
							? Number( report.compare_totals.net )
							: undefined
					}
				/>
				<Total
					label={ __( 'Gross sales', 'vitrine' ) }
					value={ money( report.totals.gross, currency ) }
				/>
				<Total
					label={ __( 'Refunds', 'vitrine' ) }
					value={ money( report.totals.refunds, currency ) }
				/>
			</ul>
			{ report.other_currencies.length > 0 && (
				<div className="notice notice-info inline">
					<p>
						{ sprintf(
							/* translators: 1: the shop's currency, 2: a list such as "USD (3 orders)". */
							__(
								'Amounts are in %1$s, the shop currency. Orders in other currencies are not included: %2$s.',
								'vitrine'
							),
							currency,
							report.other_currencies
								.map( ( other ) =>
									sprintf(
										/* translators: 1: a currency, 2: number of orders. */
										__( '%1$s (%2$s orders)', 'vitrine' ),
										other.currency,
										count( other.orders )
									)
								)
								.join( ', ' )
						) }
					</p>
				</div>
			) }
			<h2>{ metricLabel }</h2>
			<BarChart
				title={ sprintf(
					/* translators: %s: Net revenue or Orders. */
					__( '%s by period', 'vitrine' ),
					metricLabel
				) }
				summary={ summary }
				series={ series }
				periods={ periods }
				format={ format }
				counts={ metric === 'orders' }
			/>
			<h2 id="vitrine-reports-table-title">
				{ __( 'Orders and revenue by period', 'vitrine' ) }
			</h2>
			<p>
				<a className="button" href={ csv } download>
					{ __( 'Download CSV', 'vitrine' ) }
				</a>
			</p>
			{ /* Scrolled sideways when the split has many columns: focusable, so a keyboard scrolls it. */ }
			<div
				className="vitrine-reports__scroll"
				role="region"
				aria-labelledby="vitrine-reports-table-title"
				tabIndex={ 0 }
			>
				<table
					className="widefat striped vitrine-reports__table"
					aria-labelledby="vitrine-reports-table-title"
				>
					<thead>
						<tr>
							<th scope="col">{ __( 'Period', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Orders', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'Net revenue', 'vitrine' ) }
							</th>
							{ compared && (
								<>
									<th scope="col">
										{ __(
											'Orders, previous period',
											'vitrine'
										) }
									</th>
									<th scope="col">
										{ __(
											'Net revenue, previous period',
											'vitrine'
										) }
									</th>
								</>
							) }
							{ grouped &&
								report.groups.map( ( one ) => (
									<th scope="col" key={ one.key }>
										{ sprintf(
											/* translators: %s: a group (Organic search, google). */
											__( '%s: net (orders)', 'vitrine' ),
											one.label
										) }
									</th>
								) ) }
						</tr>
					</thead>
					<tbody>
						{ report.periods.map( ( period ) => (
							<tr key={ period.start }>
								<th scope="row">{ period.label }</th>
								<td>{ count( period.totals.orders ) }</td>
								<td>
									{ money( period.totals.net, currency ) }
								</td>
								{ compared && (
									<>
										<td>
											{ count(
												period.compare?.orders ?? 0
											) }
										</td>
										<td>
											{ money(
												period.compare?.net ?? 0,
												currency
											) }
										</td>
									</>
								) }
								{ grouped &&
									report.groups.map( ( one ) => {
										const sums = period.groups[ one.key ];
										return (
											<td key={ one.key }>
												{ sums
													? `${ money(
															sums.net,
															currency
														) } (${ count(
															sums.orders
														) })`
													: '–' }
											</td>
										);
									} ) }
							</tr>
						) ) }
					</tbody>
					<tfoot>
						<tr>
							<th scope="row">{ __( 'Total', 'vitrine' ) }</th>
							<td>{ count( report.totals.orders ) }</td>
							<td>{ money( report.totals.net, currency ) }</td>
							{ report.compare_totals && (
								<>
									<td>
										{ count(
											report.compare_totals.orders
										) }
									</td>
									<td>
										{ money(
											report.compare_totals.net,
											currency
										) }
									</td>
								</>
							) }
							{ grouped &&
								report.groups.map( ( one ) => (
									<td key={ one.key }>
										{ `${ money( one.net, currency ) } (${ count(
											one.orders
										) })` }
									</td>
								) ) }
						</tr>
					</tfoot>
				</table>
			</div>
			<h2 id="vitrine-reports-pages-title">
				{ __( 'Top landing pages', 'vitrine' ) }
			</h2>
			{ report.landing_pages.length === 0 ? (
				<p>
					{ __(
						'No order in this range has a recorded landing page.',
						'vitrine'
					) }
				</p>
			) : (
				<table
					className="widefat striped vitrine-reports__table"
					aria-labelledby="vitrine-reports-pages-title"
				>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Landing page', 'vitrine' ) }
							</th>
							<th scope="col">{ __( 'Orders', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'Net revenue', 'vitrine' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ report.landing_pages.map( ( page ) => (
							<tr key={ page.page }>
								<th
									scope="row"
									className="vitrine-reports__page"
								>
									{ page.page }
								</th>
								<td>{ count( page.orders ) }</td>
								<td>{ money( page.net, currency ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</>
	);
}

function Total( {
	label,
	value,
	now,
	before,
}: {
	label: string;
	value: string;
	now?: number;
	before?: number;
} ) {
	return (
		<li>
			<span className="vitrine-reports__total-label">{ label }</span>
			<strong className="vitrine-reports__total-value">{ value }</strong>
			{ now !== undefined && before !== undefined && (
				<span className="vitrine-reports__change">
					{ sprintf(
						/* translators: %s: up 12%, down 3%, unchanged. */
						__( '%s on the previous period', 'vitrine' ),
						change( now, before )
					) }
				</span>
			) }
		</li>
	);
}
