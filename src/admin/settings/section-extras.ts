/**
 * What a module shows in a section of the settings screen below its fields (an action such as
 * Stripe's "Check connection", a short report): a component per section id, given the values
 * being edited (not yet saved), registered by the module's admin code the settings entry imports.
 */
import type { ComponentType } from 'react';
import type { SettingValue } from './types';

export interface SectionExtraProps {
	/** Every setting as currently edited, saved or not. */
	values: Record< string, SettingValue >;
}

const extras = new Map< string, ComponentType< SectionExtraProps > >();

/**
 * Shows a component at the end of a section.
 *
 * @param sectionId The section (payment_stripe, …).
 * @param component What to show.
 */
export function registerSectionExtra(
	sectionId: string,
	component: ComponentType< SectionExtraProps >
): void {
	extras.set( sectionId, component );
}

/**
 * The component of a section, if any.
 *
 * @param sectionId The section.
 */
export function sectionExtra(
	sectionId: string
): ComponentType< SectionExtraProps > | undefined {
	return extras.get( sectionId );
}
