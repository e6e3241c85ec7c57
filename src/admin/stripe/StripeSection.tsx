/**
 * Below the Stripe gateway's fields in Vitrine > Settings: the preview of the express checkout
 * buttons and the registration of the site's domain (Apple Pay), the table of the other payment
 * methods, "Check connection" with the keys as typed (saved or not) for the mode chosen, its
 * findings in words, the webhook health, and the payment attempts the card-testing protection
 * refused.
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { SectionExtraProps } from '../settings/section-extras';
import { STORE_NAME, type StripeAdminState } from './store';
import type { BlockedAttempts, CheckRequest, FindingStatus } from './types';
import { checkRequest } from './check-request';
import { WebhookHealthBlock } from './WebhookHealthBlock';
import { MethodsTable } from './MethodsTable';
import { ExpressPreview } from './ExpressPreview';
import { PaymentMethodDomainBlock } from './PaymentMethodDomainBlock';

function statusLabel( status: FindingStatus ): string {
	switch ( status ) {
		case 'ok':
			return __( 'OK', 'vitrine' );
		case 'warning':
			return __( 'Warning', 'vitrine' );
		default:
			return __( 'Problem', 'vitrine' );
	}
}

type Select = ( store: string ) => {
	getCheck: () => StripeAdminState[ 'check' ];
	getBlockedAttempts: () => BlockedAttempts | null;
	getBlockedAttemptsError: () => string | null;
};

export function StripeSection( props: SectionExtraProps ) {
	const { values, saved } = props;
	const { check, blocked, blockedError } = useSelect( ( select ) => {
		const store = ( select as unknown as Select )( STORE_NAME );
		return {
			check: store.getCheck(),
			blocked: store.getBlockedAttempts(),
			blockedError: store.getBlockedAttemptsError(),
		};
	}, [] );
	const { checkConnection } = useDispatch( STORE_NAME ) as unknown as {
		checkConnection: ( request: CheckRequest ) => Promise< void >;
	};
	return (
		<div className="vitrine-stripe-admin">
			<ExpressPreview values={ values } />
			<PaymentMethodDomainBlock saved={ saved } />
			<MethodsTable { ...props } />
			<h3>{ __( 'Connection', 'vitrine' ) }</h3>
			<p>
				{ __(
					'Asks Stripe, with the keys above (saved or not), which account they open, whether the webhook endpoint is set up and when the shop last heard from Stripe.',
					'vitrine'
				) }
			</p>
			<Button
				variant="secondary"
				isBusy={ check.status === 'checking' }
				aria-disabled={ check.status === 'checking' }
				onClick={ () => {
					if ( check.status !== 'checking' ) {
						void checkConnection( checkRequest( values ) );
					}
				} }
				__next40pxDefaultSize
			>
				{ __( 'Check connection', 'vitrine' ) }
			</Button>
			<div className="vitrine-stripe-admin__check" aria-live="polite">
				{ check.status === 'checking' && (
					<p>{ __( 'Asking Stripe…', 'vitrine' ) }</p>
				) }
				{ check.status === 'failed' && (
					<p className="vitrine-stripe-admin__finding is-error">
						{ check.message }
					</p>
				) }
				{ check.status === 'done' && (
					<ul className="vitrine-stripe-admin__findings">
						{ check.result.findings.map( ( finding ) => (
							<li
								key={ finding.id }
								className={ `vitrine-stripe-admin__finding is-${ finding.status }` }
								data-finding={ finding.id }
							>
								<strong>
									{ statusLabel( finding.status ) }
								</strong>
								{ ': ' }
								{ finding.message }
							</li>
						) ) }
					</ul>
				) }
			</div>
			<WebhookHealthBlock />
			<h3>{ __( 'Card-testing protection', 'vitrine' ) }</h3>
			<BlockedList blocked={ blocked } error={ blockedError } />
		</div>
	);
}

function BlockedList( {
	blocked,
	error,
}: {
	blocked: BlockedAttempts | null;
	error: string | null;
} ) {
	if ( error !== null ) {
		return (
			<p className="vitrine-stripe-admin__finding is-error">{ error }</p>
		);
	}
	if ( blocked === null ) {
		return <p>{ __( 'Loading…', 'vitrine' ) }</p>;
	}
	return (
		<div className="vitrine-stripe-admin__blocked">
			<p>
				{ sprintf(
					/* translators: 1: refusals in the last 24 hours; 2: in all. */
					_n(
						'%1$d payment attempt refused in the last 24 hours (%2$d in all).',
						'%1$d payment attempts refused in the last 24 hours (%2$d in all).',
						blocked.last_day,
						'vitrine'
					),
					blocked.last_day,
					blocked.total
				) }
			</p>
			{ blocked.attempts.length > 0 && (
				<table className="widefat striped">
					<thead>
						<tr>
							<th scope="col">{ __( 'When', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Address', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'Card fingerprint', 'vitrine' ) }
							</th>
							<th scope="col">{ __( 'Order', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Why', 'vitrine' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ blocked.attempts.slice( 0, 20 ).map( ( attempt ) => (
							<tr
								key={ `${ attempt.time }-${ attempt.order_id }-${ attempt.limit }` }
							>
								<td>
									{ new Date(
										attempt.time * 1000
									).toLocaleString() }
								</td>
								<td>{ attempt.client }</td>
								<td>{ attempt.fingerprint || '—' }</td>
								<td>
									{ attempt.order_id > 0 ? (
										<a href={ attempt.order_url }>
											{ sprintf(
												/* translators: %d: an order number. */
												__( 'Order #%d', 'vitrine' ),
												attempt.order_id
											) }
										</a>
									) : (
										__(
											'Adding a payment method',
											'vitrine'
										)
									) }
								</td>
								<td>
									{ attempt.limit === 'card_failure'
										? __(
												'This card was declined too often',
												'vitrine'
											)
										: __(
												'Too many declines from this address',
												'vitrine'
											) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</div>
	);
}
