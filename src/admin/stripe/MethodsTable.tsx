/**
 * Stripe's payment methods other than the card, in one table inside the Stripe section: a row
 * per method with its name, a switch, where it works and its title as shoppers see it. The
 * switch and the title edit the method gateway's own settings, saved with the screen.
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import type { SectionExtraProps } from '../settings/section-extras';
import { methodRows } from './method-rows';
import { STORE_NAME } from './store';
import type { StripeMethod } from './types';

type Select = ( store: string ) => {
	getPaymentMethods: () => StripeMethod[] | null;
};

function where( codes: string[] | null, any: string ): string {
	if ( codes === null ) {
		return '—';
	}
	return codes.length === 0 ? any : codes.join( ', ' );
}

export function MethodsTable( {
	sections,
	values,
	update,
	errors,
}: SectionExtraProps ) {
	const methods = useSelect(
		( select ) =>
			( select as unknown as Select )( STORE_NAME ).getPaymentMethods(),
		[]
	);
	if ( sections.length === 0 ) {
		return null;
	}
	const rows = methodRows( sections, methods );
	return (
		<div className="vitrine-stripe-admin__methods">
			<h3 id="vitrine-stripe-methods">
				{ __( 'Payment methods', 'vitrine' ) }
			</h3>
			<p id="vitrine-stripe-methods-help">
				{ __(
					'Each method uses the keys above; also switch it on in your Stripe dashboard. Shoppers see it only in the countries and currencies it works in.',
					'vitrine'
				) }
			</p>
			<table
				className="widefat striped"
				aria-labelledby="vitrine-stripe-methods"
				aria-describedby="vitrine-stripe-methods-help"
			>
				<thead>
					<tr>
						<th scope="col">{ __( 'Method', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Offered', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Countries', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Currencies', 'vitrine' ) }</th>
						<th scope="col">
							{ __( 'Title at checkout', 'vitrine' ) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( row ) => (
						<tr key={ row.gateway } data-method={ row.gateway }>
							<th scope="row">{ row.name }</th>
							<td>
								{ row.enabledKey !== null && (
									<input
										type="checkbox"
										role="switch"
										className="vitrine-stripe-admin__switch"
										aria-label={ row.switchLabel }
										checked={
											values[ row.enabledKey ] === true
										}
										onChange={ ( event ) =>
											update(
												row.enabledKey as string,
												event.currentTarget.checked
											)
										}
									/>
								) }
							</td>
							<td>
								{ where(
									row.countries,
									__( 'Any', 'vitrine' )
								) }
							</td>
							<td>
								{ where(
									row.currencies,
									__( 'Any', 'vitrine' )
								) }
							</td>
							<td>
								{ row.titleKey !== null && (
									<TitleInput
										settingKey={ row.titleKey }
										name={ row.name }
										value={ String(
											values[ row.titleKey ] ?? ''
										) }
										error={ errors[ row.titleKey ] }
										onChange={ ( text ) =>
											update(
												row.titleKey as string,
												text
											)
										}
									/>
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}

function TitleInput( {
	settingKey,
	name,
	value,
	error,
	onChange,
}: {
	settingKey: string;
	name: string;
	value: string;
	error: string | undefined;
	onChange: ( text: string ) => void;
} ) {
	const errorId = `${ settingKey }-error`;
	return (
		<>
			<input
				type="text"
				className="regular-text"
				aria-label={ sprintf(
					/* translators: %s: payment method name, e.g. "iDEAL". */
					__( 'Title of %s at checkout', 'vitrine' ),
					name
				) }
				maxLength={ 100 }
				value={ value }
				aria-invalid={ error !== undefined }
				aria-describedby={ error !== undefined ? errorId : undefined }
				onChange={ ( event ) => onChange( event.currentTarget.value ) }
			/>
			{ error !== undefined && (
				<span
					id={ errorId }
					className="vitrine-settings__error"
					role="alert"
				>
					{ error }
				</span>
			) }
		</>
	);
}
