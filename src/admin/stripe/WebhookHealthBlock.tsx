/**
 * "Webhook health" in the Stripe section: the URL to give Stripe (to copy), the last event
 * received, the events that failed to process (each with its error and its page in the Stripe
 * dashboard, where it can be seen and sent again) and the warning when no event arrived while
 * payments were taken. Asked from the server when the section shows, and again on "Refresh".
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { STORE_NAME } from './store';
import type { WebhookHealth } from './types';

type Select = ( store: string ) => {
	getWebhookHealth: () => WebhookHealth | null;
	getWebhookHealthError: () => string | null;
	isWebhookHealthLoading: () => boolean;
};

export function WebhookHealthBlock() {
	const { health, error, loading } = useSelect( ( select ) => {
		const store = ( select as unknown as Select )( STORE_NAME );
		return {
			health: store.getWebhookHealth(),
			error: store.getWebhookHealthError(),
			loading: store.isWebhookHealthLoading(),
		};
	}, [] );
	const { refreshWebhookHealth } = useDispatch( STORE_NAME ) as unknown as {
		refreshWebhookHealth: () => Promise< void >;
	};
	return (
		<section
			className="vitrine-stripe-admin__webhook"
			aria-labelledby="vitrine-stripe-webhook-health"
			aria-busy={ loading }
		>
			<h3 id="vitrine-stripe-webhook-health">
				{ __( 'Webhook health', 'vitrine' ) }
			</h3>
			{ error !== null && (
				<p className="vitrine-stripe-admin__finding is-error">
					{ error }
				</p>
			) }
			{ health === null && error === null && (
				<p>{ __( 'Loading…', 'vitrine' ) }</p>
			) }
			{ health !== null && <HealthDetails health={ health } /> }
			<Button
				variant="secondary"
				isBusy={ loading }
				aria-disabled={ loading }
				onClick={ () => {
					if ( ! loading ) {
						void refreshWebhookHealth();
					}
				} }
				__next40pxDefaultSize
			>
				{ __( 'Refresh', 'vitrine' ) }
			</Button>
		</section>
	);
}

function HealthDetails( { health }: { health: WebhookHealth } ) {
	return (
		<>
			<WebhookUrl url={ health.webhook_url } />
			{ health.warning !== null && (
				<p
					className="vitrine-stripe-admin__finding is-warning"
					data-finding="webhook_warning"
				>
					<strong>{ __( 'Warning', 'vitrine' ) }</strong>
					{ ': ' }
					{ health.warning }
				</p>
			) }
			<p data-finding="last_event">
				{ health.last_event === null ? (
					__( 'No Stripe event has been received yet.', 'vitrine' )
				) : (
					<>
						{ __( 'Last event received:', 'vitrine' ) }{ ' ' }
						<code>{ health.last_event.type }</code>
						{ ', ' }
						<time
							dateTime={ new Date(
								health.last_event.received_at * 1000
							).toISOString() }
							title={ new Date(
								health.last_event.received_at * 1000
							).toLocaleString() }
						>
							{ health.last_event.ago }
						</time>
					</>
				) }
			</p>
			<FailedEvents failed={ health.failed } />
		</>
	);
}

function WebhookUrl( { url }: { url: string } ) {
	const input = useRef< HTMLInputElement >( null );
	const [ copied, setCopied ] = useState< string >( '' );
	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( url );
			setCopied( __( 'Copied.', 'vitrine' ) );
		} catch {
			// No clipboard (an insecure page, a refusal): select it for the merchant to copy.
			input.current?.select();
			setCopied(
				__( 'Selected: copy it with your keyboard.', 'vitrine' )
			);
		}
	};
	return (
		<div className="vitrine-stripe-admin__webhook-url">
			<label htmlFor="vitrine-stripe-webhook-url">
				{ __(
					'Webhook URL (add it as an endpoint in the Stripe dashboard)',
					'vitrine'
				) }
			</label>
			<input
				id="vitrine-stripe-webhook-url"
				ref={ input }
				type="text"
				className="regular-text code"
				readOnly
				value={ url }
				onFocus={ ( event ) => event.currentTarget.select() }
			/>{ ' ' }
			<Button
				variant="secondary"
				onClick={ () => void copy() }
				__next40pxDefaultSize
			>
				{ __( 'Copy URL', 'vitrine' ) }
			</Button>
			<span role="status" className="vitrine-stripe-admin__copied">
				{ copied }
			</span>
		</div>
	);
}

function FailedEvents( { failed }: { failed: WebhookHealth[ 'failed' ] } ) {
	if ( failed.count === 0 ) {
		return (
			<p data-finding="failed_events">
				{ __( 'No event failed to process.', 'vitrine' ) }
			</p>
		);
	}
	return (
		<div data-finding="failed_events">
			<p className="vitrine-stripe-admin__finding is-warning">
				{ sprintf(
					/* translators: %d: how many events. */
					_n(
						'%d event failed to process. Stripe sends a failed event again for 3 days; you can also send one again from its page in the Stripe dashboard.',
						'%d events failed to process. Stripe sends a failed event again for 3 days; you can also send one again from its page in the Stripe dashboard.',
						failed.count,
						'vitrine'
					),
					failed.count
				) }
			</p>
			<table className="widefat striped">
				<caption className="screen-reader-text">
					{ __( 'Events that failed to process', 'vitrine' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Event', 'vitrine' ) }</th>
						<th scope="col">{ __( 'When', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Attempts', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Error', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ failed.events.map( ( event ) => (
						<tr key={ event.event_id }>
							<th scope="row">
								<code>{ event.type }</code>
								<br />
								<a
									href={ event.url }
									target="_blank"
									rel="noreferrer"
								>
									{ event.event_id }
									<span className="screen-reader-text">
										{ __(
											'(opens in the Stripe dashboard, in a new tab)',
											'vitrine'
										) }
									</span>
								</a>
							</th>
							<td>
								{ new Date(
									event.received_at * 1000
								).toLocaleString() }
							</td>
							<td>{ event.attempts }</td>
							<td>{ event.error || '—' }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ failed.count > failed.events.length && (
				<p>
					{ sprintf(
						/* translators: %d: how many are listed. */
						__( 'The latest %d are listed.', 'vitrine' ),
						failed.events.length
					) }
				</p>
			) }
		</div>
	);
}
