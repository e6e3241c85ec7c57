/**
 * What a module shows in a section of the settings screen below its fields (an action such as
 * Stripe's "Check connection", a short report): a component per section id, given the values
 * being edited (not yet saved), registered by the module's admin code the settings entry imports.
 *
 * An extra may also take in other sections (Stripe's table of payment methods shows the fields of
 * every stripe_<type> gateway's section): those are not shown on their own, and the extra gets
 * them with a way to change their values, saved with the rest of the screen.
 */
import type { ComponentType } from 'react';
import type { SettingsSection, SettingValue } from './types';

export interface SectionExtraProps {
	/** Every setting as currently edited, saved or not. */
	values: Record< string, SettingValue >;
	/** Every setting as last saved (what the server acts on). */
	saved: Record< string, SettingValue >;
	/** The sections it took in, in the screen's order. */
	sections: SettingsSection[];
	/** Changes a setting being edited (saved by "Save settings"). */
	update: ( key: string, value: SettingValue ) => void;
	/** The server's message for a setting it refused, by key. */
	errors: Record< string, string >;
}

interface Extra {
	component: ComponentType< SectionExtraProps >;
	takesIn: ( sectionId: string ) => boolean;
}

const extras = new Map< string, Extra >();

/**
 * Shows a component at the end of a section.
 *
 * @param sectionId The section (payment_stripe, …).
 * @param component What to show.
 * @param takesIn   The other sections it shows instead of the screen; none by default.
 */
export function registerSectionExtra(
	sectionId: string,
	component: ComponentType< SectionExtraProps >,
	takesIn: ( sectionId: string ) => boolean = () => false
): void {
	extras.set( sectionId, { component, takesIn } );
}

/**
 * The component of a section, if any.
 *
 * @param sectionId The section.
 */
export function sectionExtra(
	sectionId: string
): ComponentType< SectionExtraProps > | undefined {
	return extras.get( sectionId )?.component;
}

/**
 * The sections the screen shows, each with those its extra takes in. A section taken in by the
 * extra of a section that is not on the screen is shown on its own.
 *
 * @param sections The sections, in order.
 */
export function arrangeSections(
	sections: SettingsSection[]
): Array< { section: SettingsSection; takenIn: SettingsSection[] } > {
	const present = new Set( sections.map( ( section ) => section.id ) );
	const takerOf = ( id: string ): string | undefined =>
		[ ...extras.entries() ].find(
			( [ owner, extra ] ) =>
				owner !== id && present.has( owner ) && extra.takesIn( id )
		)?.[ 0 ];
	const shown = sections.filter(
		( section ) => takerOf( section.id ) === undefined
	);
	return shown.map( ( section ) => ( {
		section,
		takenIn: sections.filter(
			( other ) => takerOf( other.id ) === section.id
		),
	} ) );
}
