import { forgetNoticeArgument } from './start';

describe( 'forgetNoticeArgument', () => {
	afterEach( () => {
		window.history.replaceState( null, '', '/' );
	} );

	it( 'drops vitrine-notice from the address and keeps the rest', () => {
		window.history.replaceState(
			null,
			'',
			'/shop/?orderby=price&vitrine-notice=abc.def#top'
		);

		forgetNoticeArgument();

		expect( window.location.pathname + window.location.search ).toBe(
			'/shop/?orderby=price'
		);
		expect( window.location.hash ).toBe( '#top' );
	} );

	it( 'leaves other addresses alone', () => {
		window.history.replaceState( null, '', '/cart/?a=1' );
		const replace = jest.spyOn( window.history, 'replaceState' );

		forgetNoticeArgument();

		expect( replace ).not.toHaveBeenCalled();
		replace.mockRestore();
	} );
} );
