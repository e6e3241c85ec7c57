/**
 * The Stripe section's answers (Vitrine\Stripe\Admin\Rest\CheckConnectionRoute and
 * BlockedAttemptsRoute).
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
