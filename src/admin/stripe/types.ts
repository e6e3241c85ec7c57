/**
 * The Stripe section's answers (Vitrine\Stripe\Admin\Rest\CheckConnectionRoute and
 * BlockedAttemptsRoute, WebhookHealthRoute).
 */

export type FindingStatus = 'ok' | 'warning' | 'error';

export interface Finding {
	id: string;
	status: FindingStatus;
	message: string;
}

export interface ConnectionCheck {
	mode: 'test' | 'live';
	ok: boolean;
	account: {
		id: string;
		name: string;
		email: string;
		country: string;
		charges_enabled: boolean;
	} | null;
	findings: Finding[];
}

export interface CheckRequest {
	mode: 'test' | 'live';
	secret_key: string;
	publishable_key: string;
}

export interface BlockedAttempt {
	time: number;
	client: string;
	fingerprint: string;
	order_id: number;
	order_url: string;
	limit: 'payment_failure' | 'card_failure';
}

export interface BlockedAttempts {
	total: number;
	last_day: number;
	attempts: BlockedAttempt[];
}

/** Vitrine\Stripe\Admin\Rest\WebhookHealthRoute. */
export interface FailedEvent {
	event_id: string;
	type: string;
	received_at: number;
	attempts: number;
	error: string;
	/** The event's page in the Stripe dashboard, where it can be sent again. */
	url: string;
}

/** Vitrine\Stripe\Admin\Rest\PaymentMethodsRoute: a method other than the card. */
export interface StripeMethod {
	type: string;
	/** Its gateway, whose settings are payment_{gateway}_enabled and _title. */
	gateway: string;
	name: string;
	/** Billing countries it is offered in; [] for any. */
	countries: string[];
	/** Currencies Stripe charges it in; [] for any. */
	currencies: string[];
}

export interface WebhookHealth {
	webhook_url: string;
	last_event: { type: string; received_at: number; ago: string } | null;
	failed: { count: number; events: FailedEvent[] };
	warning: string | null;
}
