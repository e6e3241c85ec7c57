/**
 * The attribution bundle's settings (Vitrine\Attribution\Module::script_settings()).
 */

/** A search engine: its host (a domain, or a name without a top-level domain: "google") and the query parameter of the search. */
export interface SearchEngine {
	host: string;
	param: string;
	/** The source written for it; the host when empty. */
	name: string;
}

/** A referrer host that stands for another (a short-link service): its visits count as the target's. */
export interface ReferralMapping {
	host: string;
	source: string;
	/** The medium written for it; "referral" when empty. */
	medium: string;
}

export interface AttributionSettings {
	/** Lifetime of the cookies, in months of 30 days. */
	lifetimeMonths: number;
	/** Minutes without a page view after which a session ends. */
	sessionMinutes: number;
	/** The WP Consent API category to ask for. */
	consentCategory: string;
	/** Campaign parameters that make a visit "utm", besides the standard ones. */
	customParams: string[];
	/** Search engines besides the built-in ones. */
	searchEngines: SearchEngine[];
	/** Referral host mappings besides the built-in ones. */
	referrals: ReferralMapping[];
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		attribution: AttributionSettings;
	}
}
