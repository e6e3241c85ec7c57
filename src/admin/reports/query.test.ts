import { addDays, csvHref, isDay, presetRange, queryString } from './query';

describe( 'the report query', () => {
	it( 'moves dates across months and leap years', () => {
		expect( addDays( '2024-03-01', -1 ) ).toBe( '2024-02-29' );
		expect( addDays( '2026-12-31', 1 ) ).toBe( '2027-01-01' );
	} );

	it( 'gives each preset its range, both ends included', () => {
		expect( presetRange( 'last7', '2026-03-10' ) ).toEqual( {
			after: '2026-03-04',
			before: '2026-03-10',
		} );
		expect( presetRange( 'last30', '2026-03-10' ).after ).toBe(
			'2026-02-09'
		);
		expect( presetRange( 'thisMonth', '2026-03-10' ) ).toEqual( {
			after: '2026-03-01',
			before: '2026-03-10',
		} );
		expect( presetRange( 'lastMonth', '2026-01-10' ) ).toEqual( {
			after: '2025-12-01',
			before: '2025-12-31',
		} );
		expect( presetRange( 'thisYear', '2026-03-10' ).after ).toBe(
			'2026-01-01'
		);
	} );

	it( 'knows a real date', () => {
		expect( isDay( '2026-02-28' ) ).toBe( true );
		expect( isDay( '2026-02-30' ) ).toBe( false );
		expect( isDay( '2026-2-3' ) ).toBe( false );
	} );

	it( 'puts the query on the CSV address after its nonce', () => {
		const query = {
			after: '2026-03-01',
			before: '2026-03-07',
			interval: 'week' as const,
			group: 'campaign' as const,
			compare: false,
		};
		expect( queryString( query ) ).toBe(
			'after=2026-03-01&before=2026-03-07&interval=week&group=campaign&compare=0'
		);
		expect(
			csvHref(
				'https://shop.example/wp-admin/admin-post.php?action=vitrine_reports_csv&_wpnonce=abc',
				query
			)
		).toBe(
			'https://shop.example/wp-admin/admin-post.php?action=vitrine_reports_csv&_wpnonce=abc&after=2026-03-01&before=2026-03-07&interval=week&group=campaign&compare=0'
		);
	} );
} );
