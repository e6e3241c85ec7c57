/**
 * The settings PHP prints before the reviews bundle
 * (Vitrine\Reviews\Views\WidgetRenderer::script_settings()).
 */

import type { ChunkSettings } from '../core/chunks';

export interface ReviewsSettings extends ChunkSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** The site's locale (de_DE), for review times. */
	locale: string;
	/** Translated phrases the script writes itself. */
	i18n: {
		readMore: string;
		readLess: string;
		justNow: string;
		/** The slider's (src/reviews/slider/) and its on-demand cards'. */
		play: string;
		pause: string;
		/** "%1$s of %2$s": a slide's label. */
		slide: string;
		/** "Show review %s", "Show page %s": a dot's label. */
		dot: string;
		page: string;
		loading: string;
		/** "Rated %s out of 5". */
		rated: string;
		/** "Review on %s". */
		reviewOn: string;
		customer: string;
		/** "Photo %1$d by %2$s". */
		photo: string;
		reply: string;
		ourShop: string;
		reviews: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		reviews: ReviewsSettings;
	}
}
