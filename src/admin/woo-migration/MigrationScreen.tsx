/**
 * Tools > Import from WooCommerce: what WooCommerce left in the database, a dry run's report,
 * the copy with its progress and its report (created, updated, unchanged, skipped and why). A
 * copy under way when the page was left goes on by itself when it is opened again.
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { getSettings } from '../../core/settings';
import { ProgressBar } from '../components/ProgressBar';
import { migrationStore } from './store';
import type { MigrationKind, WooMigration, WooMigrationFound } from './types';

const KINDS: MigrationKind[] = [ 'products', 'coupons', 'customers', 'orders' ];

function kindLabel( kind: MigrationKind ): string {
	switch ( kind ) {
		case 'products':
			return __( 'Products', 'vitrine' );
		case 'coupons':
			return __( 'Coupons', 'vitrine' );
		case 'customers':
			return __( 'Customers', 'vitrine' );
		default:
			return __( 'Orders', 'vitrine' );
	}
}

/**
 * What a line of the report is about: an item of a kind, or a part left out of one.
 *
 * @param kind The server's key: products, coupons, customers, orders, image, coupon rule, address.
 */
function skippedKind( kind: string ): string {
	switch ( kind ) {
		case 'products':
			return __( 'Product', 'vitrine' );
		case 'coupons':
			return __( 'Coupon', 'vitrine' );
		case 'customers':
			return __( 'Customer', 'vitrine' );
		case 'orders':
			return __( 'Order', 'vitrine' );
		case 'image':
			return __( 'Image of a product', 'vitrine' );
		case 'coupon rule':
			return __( 'Rule of a coupon', 'vitrine' );
		case 'address':
			return __( 'Address of a customer', 'vitrine' );
		default:
			return kind;
	}
}

function storageText( storage: WooMigrationFound[ 'orders_storage' ] ) {
	if ( storage === 'hpos' ) {
		return __(
			'Orders are read from WooCommerce’s order tables (“High-performance order storage”), which its settings say hold them.',
			'vitrine'
		);
	}
	if ( storage === 'posts' ) {
		return __(
			'Orders are read from WooCommerce’s older storage (posts of type shop_order), which its settings say hold them.',
			'vitrine'
		);
	}
	return __( 'No orders were found.', 'vitrine' );
}

function NotFound() {
	const { tablePrefix } = getSettings( 'adminWooMigration' );
	return (
		<section aria-labelledby="vitrine-woo-not-found-title">
			<h2 id="vitrine-woo-not-found-title">
				{ __( 'No WooCommerce data was found', 'vitrine' ) }
			</h2>
			<p>
				{ __(
					'WooCommerce keeps its data in the site’s database after it is deactivated, and this tool copies it from there. Nothing of it is in this database:',
					'vitrine'
				) }
			</p>
			<ul className="ul-disc">
				<li>
					{ __(
						'products, variations and coupons: posts of the types product, product_variation and shop_coupon;',
						'vitrine'
					) }
				</li>
				<li>
					{ __(
						'customers: the billing and shipping addresses in their users’ data (billing_*, shipping_*);',
						'vitrine'
					) }
				</li>
				<li>
					{ sprintf(
						/* translators: 1: a table's name, such as wp_wc_orders. 2: WooCommerce's option name. */
						__(
							'orders: the table %1$s when the option %2$s is “yes”, otherwise posts of the type shop_order.',
							'vitrine'
						),
						`${ tablePrefix }wc_orders`,
						'woocommerce_custom_orders_table_enabled'
					) }
				</li>
			</ul>
			<p>
				{ __(
					'To move a shop from another site, copy that site’s database here first, or import its products from a CSV file (Products > Import).',
					'vitrine'
				) }
			</p>
		</section>
	);
}

function Found( { found }: { found: WooMigrationFound } ) {
	const { start } = useDispatch( migrationStore );
	const busy = useSelect(
		( select ) => select( migrationStore ).isBusy(),
		[]
	);
	return (
		<section aria-labelledby="vitrine-woo-found-title">
			<h2 id="vitrine-woo-found-title">
				{ __( 'WooCommerce data found', 'vitrine' ) }
			</h2>
			<table className="widefat striped vitrine-woo-table">
				<caption className="screen-reader-text">
					{ __( 'What WooCommerce’s data holds', 'vitrine' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Kind', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Found', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ KINDS.map( ( kind ) => (
						<tr key={ kind }>
							<th scope="row">{ kindLabel( kind ) }</th>
							<td>{ found.counts[ kind ] }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			<p>{ storageText( found.orders_storage ) }</p>
			<p>
				{ __(
					'Products come with their variations, attributes, categories, tags and the images already in the media library; customers keep their accounts and get their addresses; orders come with their items, addresses, notes, refunds and statuses. Nothing is sent to anyone and WooCommerce’s data is not changed. Copying again later updates what changed and never copies anything twice.',
					'vitrine'
				) }
			</p>
			<p>
				<button
					type="button"
					className="button"
					disabled={ busy }
					onClick={ () => void start( 'dry' ) }
				>
					{ __( 'Check first (dry run)', 'vitrine' ) }
				</button>{ ' ' }
				<button
					type="button"
					className="button button-primary"
					disabled={ busy }
					onClick={ () => void start( 'run' ) }
				>
					{ __( 'Copy into Vitrine', 'vitrine' ) }
				</button>
			</p>
		</section>
	);
}

function sum( values: Record< MigrationKind, number > ): number {
	return KINDS.reduce( ( total, kind ) => total + values[ kind ], 0 );
}

function Report( { job }: { job: WooMigration } ) {
	const dry = job.mode === 'dry';
	return (
		<>
			<table className="widefat striped vitrine-woo-table">
				<caption>
					{ dry
						? __( 'What the copy would do', 'vitrine' )
						: __( 'What was copied', 'vitrine' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Kind', 'vitrine' ) }</th>
						<th scope="col">
							{ dry
								? __( 'To create', 'vitrine' )
								: __( 'Created', 'vitrine' ) }
						</th>
						<th scope="col">
							{ dry
								? __( 'To update', 'vitrine' )
								: __( 'Updated', 'vitrine' ) }
						</th>
						<th scope="col">
							{ __( 'Already copied, unchanged', 'vitrine' ) }
						</th>
						<th scope="col">{ __( 'Skipped', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ KINDS.map( ( kind ) => (
						<tr key={ kind }>
							<th scope="row">{ kindLabel( kind ) }</th>
							<td>{ job.counts[ kind ].created }</td>
							<td>{ job.counts[ kind ].updated }</td>
							<td>{ job.counts[ kind ].unchanged }</td>
							<td>{ job.counts[ kind ].skipped }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ job.skipped.length > 0 && (
				<table className="widefat striped vitrine-woo-table vitrine-woo-skipped">
					<caption>{ __( 'Left out, and why', 'vitrine' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'What', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'WooCommerce item', 'vitrine' ) }
							</th>
							<th scope="col">{ __( 'Why', 'vitrine' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ job.skipped.map( ( skipped, index ) => (
							<tr
								key={ `${ skipped.kind }-${ skipped.id }-${ index }` }
							>
								<td>{ skippedKind( skipped.kind ) }</td>
								<td>
									{ sprintf(
										/* translators: 1: the item's name, 2: its id in WooCommerce. */
										__( '%1$s (#%2$d)', 'vitrine' ),
										skipped.name,
										skipped.id
									) }
								</td>
								<td>{ skipped.reasons.join( ' ' ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</>
	);
}

function Progress( { job }: { job: WooMigration } ) {
	const { start, runAll } = useDispatch( migrationStore );
	const { busy, error } = useSelect(
		( select ) => ( {
			busy: select( migrationStore ).isBusy(),
			error: select( migrationStore ).getError(),
		} ),
		[]
	);
	const { productsUrl, ordersUrl } = getSettings( 'adminWooMigration' );
	const done = job.status === 'done';
	const dry = job.mode === 'dry';
	const total = sum( job.totals );
	const handled = sum( job.done );
	let title: string = dry
		? __( 'Checking WooCommerce’s data', 'vitrine' )
		: __( 'Copying WooCommerce’s data', 'vitrine' );
	if ( done ) {
		title = dry
			? __( 'Dry run finished: nothing was written', 'vitrine' )
			: __( 'Copy finished', 'vitrine' );
	}
	return (
		<section aria-labelledby="vitrine-woo-progress-title">
			<h2 id="vitrine-woo-progress-title">{ title }</h2>
			<ProgressBar
				label={
					dry
						? __( 'Items checked', 'vitrine' )
						: __( 'Items copied', 'vitrine' )
				}
				done={ handled }
				total={ total }
				valueText={ sprintf(
					/* translators: 1: items done, 2: all items. */
					__( '%1$d of %2$d items', 'vitrine' ),
					handled,
					total
				) }
			/>
			<p aria-live="polite" className="vitrine-woo-status">
				{ done
					? sprintf(
							/* translators: %d: items done. */
							__( 'All %d items done.', 'vitrine' ),
							handled
						)
					: sprintf(
							/* translators: 1: items done, 2: all items. */
							__( '%1$d of %2$d items done…', 'vitrine' ),
							handled,
							total
						) }
			</p>
			{ ! done && ! busy && (
				<p>
					<button
						type="button"
						className="button button-primary"
						onClick={ () => void runAll() }
					>
						{ error
							? __( 'Try again', 'vitrine' )
							: __( 'Continue', 'vitrine' ) }
					</button>
				</p>
			) }
			{ done && <Report job={ job } /> }
			{ done && (
				<p>
					{ dry ? (
						<>
							<button
								type="button"
								className="button button-primary"
								disabled={ busy }
								onClick={ () => void start( 'run' ) }
							>
								{ __( 'Copy into Vitrine', 'vitrine' ) }
							</button>{ ' ' }
							<button
								type="button"
								className="button"
								disabled={ busy }
								onClick={ () => void start( 'dry' ) }
							>
								{ __( 'Check again', 'vitrine' ) }
							</button>
						</>
					) : (
						<>
							<a
								className="button button-primary"
								href={ productsUrl }
							>
								{ __( 'See the products', 'vitrine' ) }
							</a>{ ' ' }
							<a className="button" href={ ordersUrl }>
								{ __( 'See the orders', 'vitrine' ) }
							</a>{ ' ' }
							<button
								type="button"
								className="button"
								disabled={ busy }
								onClick={ () => void start( 'run' ) }
							>
								{ __( 'Copy again (what changed)', 'vitrine' ) }
							</button>
						</>
					) }
				</p>
			) }
		</section>
	);
}

export function MigrationScreen() {
	const { load, runAll } = useDispatch( migrationStore );
	const registry = useRegistry();
	const { found, job, error } = useSelect(
		( select ) => ( {
			found: select( migrationStore ).getFound(),
			job: select( migrationStore ).getJob(),
			error: select( migrationStore ).getError(),
		} ),
		[]
	);
	useEffect( () => {
		void load().then( () => {
			// A copy under way when the page was left goes on by itself.
			if (
				registry.select( migrationStore ).getJob()?.status === 'running'
			) {
				void runAll();
			}
		} );
	}, [ load, runAll, registry ] );

	let body;
	if ( ! found ) {
		body = ! error && (
			<p className="vitrine-woo-loading">
				{ __( 'Looking for WooCommerce’s data…', 'vitrine' ) }
			</p>
		);
	} else if ( ! found.found ) {
		body = <NotFound />;
	} else {
		body = (
			<>
				<Found found={ found } />
				{ job && <Progress job={ job } /> }
			</>
		);
	}
	return (
		<>
			{ error && (
				<div className="notice notice-error" role="alert">
					<p>{ error }</p>
				</div>
			) }
			{ body }
		</>
	);
}
