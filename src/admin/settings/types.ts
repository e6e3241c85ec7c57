/**
 * The settings screen's data (Vitrine\Core\Settings\SettingsPage).
 */

/** A list is a `checkboxes` field's: the chosen items of its `items.enum`. */
export type SettingValue = string | number | boolean | string[];

export interface FieldSchema {
	type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
	enum?: Array< string | number >;
	items?: { type: 'string'; enum?: string[] };
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
	control:
		'toggle' | 'text' | 'textarea' | 'number' | 'select' | 'checkboxes';
	schema: FieldSchema;
	/** The words shown for a select's or checkboxes' options, by value (the value itself otherwise). */
	optionLabels?: Record< string, string >;
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
