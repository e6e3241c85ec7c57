/**
 * "Preview" of the express checkout buttons in the Stripe section: a static drawing of each
 * method's button as the storefront's element options give it (type, theme, height, radius),
 * following the values being edited at once, before they are saved. The real buttons are
 * Stripe's and show on the storefront only (docs/decisions.md).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SectionExtraProps } from '../settings/section-extras';
import { previewButtons, type PreviewButton } from './express-preview';

const BRANDS: Record< PreviewButton[ 'method' ], string > = {
	applePay: 'Apple Pay',
	googlePay: 'Google Pay',
	link: 'Link',
	amazonPay: 'Amazon Pay',
};

/**
 * The words on a button: the wallet's name, after "Buy with" and the like for those types.
 *
 * @param button The button.
 */
function buttonText( button: PreviewButton ): string {
	const brand = BRANDS[ button.method ];
	switch ( button.type ) {
		case 'buy':
			/* translators: %s: a wallet: Apple Pay, Google Pay. */
			return sprintf( __( 'Buy with %s', 'vitrine' ), brand );
		case 'book':
			/* translators: %s: a wallet: Apple Pay, Google Pay. */
			return sprintf( __( 'Book with %s', 'vitrine' ), brand );
		case 'donate':
			/* translators: %s: a wallet: Apple Pay, Google Pay. */
			return sprintf( __( 'Donate with %s', 'vitrine' ), brand );
		default:
			return brand;
	}
}

export function ExpressPreview( {
	values,
}: Pick< SectionExtraProps, 'values' > ) {
	const buttons = previewButtons( values );
	return (
		<section
			className="vitrine-stripe-admin__express-preview"
			aria-labelledby="vitrine-stripe-express-preview"
		>
			<h3 id="vitrine-stripe-express-preview">
				{ __( 'Express checkout buttons: preview', 'vitrine' ) }
			</h3>
			{ buttons.length === 0 ? (
				<p>
					{ __(
						'No express checkout button is switched on.',
						'vitrine'
					) }
				</p>
			) : (
				<>
					<ul
						className="vitrine-express-preview"
						aria-label={ __(
							'Express checkout buttons as set above',
							'vitrine'
						) }
					>
						{ buttons.map( ( button ) => (
							<li
								key={ button.method }
								className={ `vitrine-express-preview__button is-${ button.theme }` }
								data-method={ button.method }
								data-type={ button.type }
								data-theme={ button.theme }
								style={ {
									height: `${ button.height }px`,
									borderRadius: button.borderRadius,
								} }
							>
								{ buttonText( button ) }
							</li>
						) ) }
					</ul>
					<p className="vitrine-stripe-admin__express-preview-note">
						{ __(
							'A drawing of the buttons as set above, saved or not. The real buttons are drawn by Stripe and appear on the storefront, each only for shoppers whose browser offers that wallet.',
							'vitrine'
						) }
					</p>
				</>
			) }
		</section>
	);
}
