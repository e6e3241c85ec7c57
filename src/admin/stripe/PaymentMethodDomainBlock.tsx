/**
 * "Register this domain with Stripe" in the Stripe section: what Stripe last said about this
 * site's domain (Apple Pay active, inactive with Stripe's reason, or never registered), and a
 * button that registers it and shows Stripe's new answer, announced politely. The server
 * registers with the saved secret key: without one the button is off, and says why.
 */
import { Button } from '@wordpress/components';
import { useEffect, useReducer } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	domainCall,
	domainReducer,
	domainStatus,
	hasSavedSecretKey,
	INITIAL_DOMAIN_STATE,
	restPaymentMethodDomainClient,
	type PaymentMethodDomain,
	type PaymentMethodDomainClient,
} from './payment-method-domain';
import type { SettingValue } from '../settings/types';

function StatusText( { domain }: { domain: PaymentMethodDomain } ) {
	const status = domainStatus( domain );
	if ( status === 'not_registered' ) {
		return (
			<p data-domain-status="not_registered">
				{ sprintf(
					/* translators: %s: this site's domain, e.g. shop.example. */
					__(
						'%s is not registered with Stripe: Apple Pay does not show on it.',
						'vitrine'
					),
					domain.domain_name
				) }
			</p>
		);
	}
	const checked =
		domain.checked_at > 0
			? ' ' +
				sprintf(
					/* translators: %s: a date and time. */
					__( '(Stripe answered on %s.)', 'vitrine' ),
					new Date( domain.checked_at * 1000 ).toLocaleString()
				)
			: '';
	if ( status === 'active' ) {
		return (
			<p
				className="vitrine-stripe-admin__finding is-ok"
				data-domain-status="active"
			>
				<strong>{ __( 'Active', 'vitrine' ) }</strong>
				{ ': ' }
				{ sprintf(
					/* translators: %s: this site's domain. */
					__(
						'%s is registered with Stripe and Apple Pay is active on it.',
						'vitrine'
					),
					domain.domain_name
				) }
				{ checked }
			</p>
		);
	}
	return (
		<p
			className="vitrine-stripe-admin__finding is-error"
			data-domain-status="inactive"
		>
			<strong>{ __( 'Inactive', 'vitrine' ) }</strong>
			{ ': ' }
			{ sprintf(
				/* translators: %s: this site's domain. */
				__(
					'%s is registered with Stripe, but Apple Pay is inactive on it.',
					'vitrine'
				),
				domain.domain_name
			) }
			{ domain.message !== '' && (
				<>
					{ ' ' }
					{ __( 'Stripe says:', 'vitrine' ) }{ ' ' }
					<span className="vitrine-stripe-admin__stripe-message">
						{ domain.message }
					</span>
				</>
			) }
			{ checked }
		</p>
	);
}

export function PaymentMethodDomainBlock( {
	saved,
	client = restPaymentMethodDomainClient,
}: {
	saved: Record< string, SettingValue >;
	client?: PaymentMethodDomainClient;
} ) {
	const [ state, dispatch ] = useReducer(
		domainReducer,
		INITIAL_DOMAIN_STATE
	);
	useEffect( () => {
		let current = true;
		void domainCall(
			client.read,
			__(
				'The domain’s registration with Stripe could not be loaded.',
				'vitrine'
			)
		).then( ( action ) => {
			if ( current ) {
				dispatch( action );
			}
		} );
		return () => {
			current = false;
		};
	}, [ client ] );
	const hasKey = hasSavedSecretKey( saved );
	const off = ! hasKey || state.registering;
	const register = async () => {
		if ( off ) {
			return;
		}
		dispatch( { type: 'REGISTER' } );
		dispatch(
			await domainCall(
				client.register,
				__(
					'The domain could not be registered. Check your connection and try again.',
					'vitrine'
				)
			)
		);
	};
	return (
		<section
			className="vitrine-stripe-admin__domain"
			aria-labelledby="vitrine-stripe-domain"
		>
			<h3 id="vitrine-stripe-domain">
				{ __( 'Apple Pay: this site’s domain', 'vitrine' ) }
			</h3>
			<p>
				{ __(
					'Apple Pay shows only on a domain registered with Stripe. Stripe checks it by fetching the association file this site serves.',
					'vitrine'
				) }
			</p>
			<div
				className="vitrine-stripe-admin__domain-state"
				aria-live="polite"
			>
				{ state.registering && (
					<p>{ __( 'Asking Stripe…', 'vitrine' ) }</p>
				) }
				{ ! state.registering &&
					state.domain === null &&
					state.loading && <p>{ __( 'Loading…', 'vitrine' ) }</p> }
				{ ! state.registering && state.domain !== null && (
					<StatusText domain={ state.domain } />
				) }
				{ state.error !== null && (
					<p
						className="vitrine-stripe-admin__finding is-error"
						data-domain-status="error"
					>
						{ state.error }
					</p>
				) }
			</div>
			<Button
				variant="secondary"
				isBusy={ state.registering }
				aria-disabled={ off }
				aria-describedby={
					hasKey ? undefined : 'vitrine-stripe-domain-no-key'
				}
				onClick={ () => void register() }
				__next40pxDefaultSize
			>
				{ __( 'Register this domain with Stripe', 'vitrine' ) }
			</Button>
			{ ! hasKey && (
				<p id="vitrine-stripe-domain-no-key">
					{ __(
						'Save a secret key for the mode above first: the domain is registered with the saved key.',
						'vitrine'
					) }
				</p>
			) }
		</section>
	);
}
