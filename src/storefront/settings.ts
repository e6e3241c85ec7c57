/**
 * The storefront bundle's settings (Vitrine\Storefront\Module).
 */
import type { PasswordToggleLabels } from './password-toggle';

export interface StorefrontSettings {
	passwordToggle: PasswordToggleLabels;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		storefront: StorefrontSettings;
	}
}
