/**
 * The result count's text is given again after 2000 ms for screen readers.
 */
import { refreshResultCounts, RESULT_COUNT_REFRESH_MS } from './result-count';

describe( 'refreshResultCounts', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML =
			'<p class="vitrine-result-count" role="status" data-vitrine-result-count>Showing 1–12 of 40 results<span class="screen-reader-text"> Sorted by latest</span></p>';
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'waits 2000 ms, then re-inserts the same text into the live region', () => {
		const region = document.querySelector(
			'[data-vitrine-result-count]'
		) as HTMLElement;
		const text = region.textContent;
		const mutations: MutationRecord[] = [];
		const observer = new MutationObserver( ( records ) =>
			mutations.push( ...records )
		);
		observer.observe( region, { childList: true } );

		expect( refreshResultCounts() ).toEqual( [ region ] );
		expect( RESULT_COUNT_REFRESH_MS ).toBe( 2000 );
		expect( region.getAttribute( 'aria-hidden' ) ).toBe( 'true' );

		jest.advanceTimersByTime( 1999 );
		expect( region.dataset.vitrineRefreshed ).toBeUndefined();

		jest.advanceTimersByTime( 1 );
		const records = observer.takeRecords();
		mutations.push( ...records );
		observer.disconnect();

		expect( region.hasAttribute( 'aria-hidden' ) ).toBe( false );
		expect( region.textContent ).toBe( text );
		expect( region.dataset.vitrineRefreshed ).toBe( 'true' );
		expect( mutations.some( ( m ) => m.addedNodes.length > 0 ) ).toBe(
			true
		);
	} );

	it( 'finds nothing on a page without a result count', () => {
		document.body.innerHTML = '<p>Nothing</p>';
		expect( refreshResultCounts() ).toEqual( [] );
	} );
} );
