/**
 * The settings object of the checkout bundle (Vitrine\Checkout\Module::script_settings()).
 */
export interface CheckoutSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** The vitrine-checkout nonce. */
	nonce: string;
	i18n: {
		/** The generic text when an order could not be placed and the server said nothing more. */
		checkoutError: string;
		/** %s: the field's label. */
		required: string;
		invalidEmail: string;
		invalidPhone: string;
		mustAccept: string;
		processing: string;
		updated: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		checkout: CheckoutSettings;
	}
}
