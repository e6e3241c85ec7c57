/**
 * The Stripe section's REST calls, through the project's admin client. Screens do not call them:
 * the vitrine/stripe-admin store does.
 */
import { restClient } from '../../core/api';
import type {
	BlockedAttempts,
	CheckRequest,
	ConnectionCheck,
	StripeMethod,
	WebhookHealth,
} from './types';

export interface StripeAdminClient {
	check: ( request: CheckRequest ) => Promise< ConnectionCheck >;
	blockedAttempts: () => Promise< BlockedAttempts >;
	webhookHealth: () => Promise< WebhookHealth >;
	paymentMethods: () => Promise< { methods: StripeMethod[] } >;
}

export const restStripeAdminClient: StripeAdminClient = {
	check: ( request ) =>
		restClient()< ConnectionCheck >( {
			path: '/vitrine/v1/stripe/check-connection',
			method: 'POST',
			data: request,
		} ),
	blockedAttempts: () =>
		restClient()< BlockedAttempts >( {
			path: '/vitrine/v1/stripe/blocked-attempts',
		} ),
	webhookHealth: () =>
		restClient()< WebhookHealth >( {
			path: '/vitrine/v1/stripe/webhook-health',
		} ),
	paymentMethods: () =>
		restClient()< { methods: StripeMethod[] } >( {
			path: '/vitrine/v1/stripe/payment-methods',
		} ),
};
