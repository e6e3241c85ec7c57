/**
 * Vitrine > Reviews: the bundle's settings (Vitrine\Reviews\Admin\ReviewsPage) and the shapes
 * of the admin REST routes (docs/reviews.md, "Admin REST routes").
 */

export interface AdminReviewsSettings {
	/** The REST namespace's path: /vitrine/v1. */
	restBase: string;
	/** The widgets' stylesheets, loaded inside the preview frame. */
	previewStyles: string[];
	previewDirection: 'ltr' | 'rtl';
	previewLanguage: string;
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		adminReviews: AdminReviewsSettings;
	}
}

export type Provider = 'google' | 'facebook' | 'yelp' | 'shop' | 'manual';

export interface Source {
	id: number;
	provider: Provider;
	name: string;
	external_ref: string;
	rating: number;
	review_count: number;
	profile_url: string;
	write_review_url: string;
	status: 'connected' | 'error';
	last_error: string;
	last_refreshed_at: number | null;
	token_expires_at: number | null;
	token_warning: string;
	limits: string;
	credentials: Record< string, { set: boolean; hint: string } >;
	reviews_stored: number;
}

export interface RefreshAnswer {
	source: Source;
	added: number;
	updated: number;
}

export interface Review {
	id: number;
	source_id: number;
	provider: Provider;
	author_name: string;
	author_avatar: string;
	author_url: string;
	time: number;
	rating: number;
	text: string;
	reply: string;
	language: string;
	hidden: boolean;
}

export interface ReviewPage {
	reviews: Review[];
	total: number;
}

export interface ReviewFilters {
	source: number | null;
	provider: string;
	hidden: '' | '0' | '1';
	search: string;
	page: number;
}

export interface NewReview {
	source_id?: number;
	author_name: string;
	rating: number;
	text?: string;
	time?: number;
	author_url?: string;
	reply?: string;
}

export interface ImportAnswer {
	imported: number;
	updated: number;
}

export interface RowError {
	line: number;
	message: string;
}

export type OptionType =
	| 'boolean'
	| 'integer'
	| 'number'
	| 'string'
	| 'enum'
	| 'color'
	| 'sources'
	| 'templates'
	| 'breakpoints';

export interface OptionDescription {
	key: string;
	type: OptionType;
	label: string;
	help?: string;
	group: string;
	default: OptionValue;
	enum?: Array< { value: string; label: string } >;
	minimum?: number;
	maximum?: number;
	layouts?: string[];
}

export interface WidgetSchema {
	groups: Array< { id: string; label: string } >;
	layouts: Array< { value: string; label: string } >;
	options: OptionDescription[];
}

export interface Templates {
	m1: string;
	m2: string;
}

export type OptionValue = string | number | boolean | number[] | Templates;

export type WidgetOptionValues = Record< string, OptionValue >;

export interface WidgetSummary {
	id: number;
	title: string;
	layout: string;
	shortcode: string;
	modified: string;
}

export interface Widget {
	id: number;
	title: string;
	options: WidgetOptionValues;
	shortcode: string;
	modified?: string;
}
