/**
 * Registers the vitrine/stripe-admin store and the Stripe section's extra (the express checkout
 * preview, the domain registration, Check connection, the refused attempts, the webhook health)
 * on the settings screen. Imported by the admin-settings entry.
 */
import { register } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { registerSectionExtra } from '../settings/section-extras';
import { restStripeAdminClient } from './api';
import { createStripeAdminStore } from './store';
import { StripeSection } from './StripeSection';
import { isMethodSection } from './method-rows';
import './stripe-admin.scss';

register(
	createStripeAdminStore( restStripeAdminClient, {
		checkFailed: __(
			'The shop could not run the check. Check your connection and try again.',
			'vitrine'
		),
		loadFailed: __(
			'The refused payment attempts could not be loaded.',
			'vitrine'
		),
		webhookFailed: __(
			'The webhook health could not be loaded. Check your connection and try again.',
			'vitrine'
		),
	} )
);

// The other methods' sections show as rows of the section's table of methods.
registerSectionExtra( 'payment_stripe', StripeSection, isMethodSection );
