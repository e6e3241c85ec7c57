/**
 * The settings screen's data (Vitrine\Core\Settings\SettingsPage).
 */

export type SettingValue = string | number | boolean;

export interface FieldSchema {
	type: 'string' | 'integer' | 'number' | 'boolean';
	enum?: Array< string | number >;
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
}

export interface SettingFieldDescription {
	key: string;
	label: string;
	help: string;
	control: 'toggle' | 'text' | 'textarea' | 'number' | 'select';
	schema: FieldSchema;
}

export interface SettingsSection {
	id: string;
	title: string;
	description: string;
	fields: SettingFieldDescription[];
}

export interface AdminSettings {
	restPath: string;
	schema: { sections: SettingsSection[] };
	values: Record< string, SettingValue >;
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		adminSettings: AdminSettings;
	}
}
