/**
 * What the connect form asks for, per provider (docs/reviews.md, POST /review-sources).
 */
import { __ } from '@wordpress/i18n';
import type { Provider } from './types';

export interface ProviderForm {
	provider: Provider;
	label: string;
	/** Whether the name must be given (a list of reviews added by hand has no other). */
	nameRequired: boolean;
	/** The field of the place, page or business id; none for the shop's own reviews. */
	reference: { label: string; help: string } | null;
	/** The credential's key in the body, and its field. */
	credential: { key: string; label: string; help: string } | null;
}

/**
 * The providers an admin can connect, in the form's order.
 */
export function providerForms(): ProviderForm[] {
	return [
		{
			provider: 'google',
			label: __( 'Google', 'vitrine' ),
			nameRequired: false,
			reference: {
				label: __( 'Place ID', 'vitrine' ),
				help: __(
					'The Place ID of your business, from Google’s Place ID finder.',
					'vitrine'
				),
			},
			credential: {
				key: 'api_key',
				label: __( 'Places API key', 'vitrine' ),
				help: __(
					'A Google Cloud API key with the Places API enabled.',
					'vitrine'
				),
			},
		},
		{
			provider: 'facebook',
			label: __( 'Facebook', 'vitrine' ),
			nameRequired: false,
			reference: {
				label: __( 'Page ID', 'vitrine' ),
				help: __( 'The numeric id of your Facebook page.', 'vitrine' ),
			},
			credential: {
				key: 'access_token',
				label: __( 'Page access token', 'vitrine' ),
				help: __(
					'A page access token with the pages_read_user_content permission. Vitrine warns you before it expires.',
					'vitrine'
				),
			},
		},
		{
			provider: 'yelp',
			label: __( 'Yelp', 'vitrine' ),
			nameRequired: false,
			reference: {
				label: __( 'Business ID', 'vitrine' ),
				help: __(
					'The business id or alias from your Yelp page’s address.',
					'vitrine'
				),
			},
			credential: {
				key: 'api_key',
				label: __( 'Fusion API key', 'vitrine' ),
				help: __( 'A Yelp Fusion API key.', 'vitrine' ),
			},
		},
		{
			provider: 'shop',
			label: __( 'The shop’s own product reviews', 'vitrine' ),
			nameRequired: false,
			reference: null,
			credential: null,
		},
		{
			provider: 'manual',
			label: __(
				'A list of reviews added by hand or imported',
				'vitrine'
			),
			nameRequired: true,
			reference: null,
			credential: null,
		},
	];
}

/**
 * A provider's name for people.
 *
 * @param provider The provider.
 */
export function providerLabel( provider: string ): string {
	switch ( provider ) {
		case 'google':
			return __( 'Google', 'vitrine' );
		case 'facebook':
			return __( 'Facebook', 'vitrine' );
		case 'yelp':
			return __( 'Yelp', 'vitrine' );
		case 'shop':
			return __( 'This shop', 'vitrine' );
		case 'manual':
			return __( 'Added by hand or imported', 'vitrine' );
		default:
			return provider;
	}
}

/**
 * Every provider a review may have, for the reviews filter.
 */
export const PROVIDERS: Provider[] = [
	'google',
	'facebook',
	'yelp',
	'shop',
	'manual',
];
