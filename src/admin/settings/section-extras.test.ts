/**
 * Which sections the screen shows, and which an extra takes in.
 */
import { arrangeSections, registerSectionExtra } from './section-extras';
import type { SettingsSection } from './types';

const section = ( id: string ): SettingsSection => ( {
	id,
	title: id,
	description: '',
	fields: [],
} );

describe( 'arrangeSections', () => {
	it( 'gives an extra the sections it takes in, in order, and shows the others', () => {
		registerSectionExtra(
			'payment_owner',
			() => null,
			( id ) => id.startsWith( 'payment_owner_' )
		);
		const arranged = arrangeSections( [
			section( 'general' ),
			section( 'payment_owner' ),
			section( 'payment_owner_b' ),
			section( 'payment_other' ),
			section( 'payment_owner_a' ),
		] );

		expect(
			arranged.map( ( { section: shown, takenIn } ) => [
				shown.id,
				takenIn.map( ( taken ) => taken.id ),
			] )
		).toEqual( [
			[ 'general', [] ],
			[ 'payment_owner', [ 'payment_owner_b', 'payment_owner_a' ] ],
			[ 'payment_other', [] ],
		] );
	} );

	it( 'shows a section on its own when the extra that takes it in has no section on the screen', () => {
		registerSectionExtra(
			'payment_absent',
			() => null,
			( id ) => id === 'payment_orphan'
		);

		expect(
			arrangeSections( [ section( 'payment_orphan' ) ] ).map(
				( { section: shown } ) => shown.id
			)
		).toEqual( [ 'payment_orphan' ] );
	} );
} );
