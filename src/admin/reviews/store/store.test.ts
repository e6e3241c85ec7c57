/**
 * The vitrine/reviews store in a registry of its own, with a fake client: each list loaded once
 * whoever asks, changes recorded without loading again, errors kept per request.
 */
import { createReduxStore, createRegistry } from '@wordpress/data';
import type {
	Review,
	ReviewFilters,
	ReviewPage,
	Source,
	Widget,
	WidgetSchema,
	WidgetSummary,
} from '../types';
import { receiveReview, receiveSource, receiveWidget } from './actions';
import type { ReviewsClient } from './client';
import { reviewsStoreConfig, STORE_NAME } from './config';
import { requestKey, reviewPageKey } from './keys';
import { initialState, reducer, type ReviewsState } from './reducer';
import { getError, getReviewPage } from './selectors';

function source( id: number, name = `Source ${ id }` ): Source {
	return {
		id,
		provider: 'google',
		name,
		external_ref: `ref-${ id }`,
		rating: 4.5,
		review_count: 10,
		profile_url: '',
		write_review_url: '',
		status: 'connected',
		last_error: '',
		last_refreshed_at: null,
		token_expires_at: null,
		token_warning: '',
		limits: '',
		credentials: {},
		reviews_stored: 5,
	};
}

function review( id: number, hidden = false ): Review {
	return {
		id,
		source_id: 1,
		provider: 'manual',
		author_name: `Author ${ id }`,
		author_avatar: '',
		author_url: '',
		time: 1700000000,
		rating: 5,
		text: 'Good.',
		reply: '',
		language: 'en',
		hidden,
	};
}

function widget( id: number, layout = 'grid' ): Widget {
	return {
		id,
		title: `Widget ${ id }`,
		options: { layout },
		shortcode: `[vitrine_reviews id="${ id }"]`,
		modified: '2026-01-01T00:00:00+00:00',
	};
}

function summary( id: number, layout = 'list' ): WidgetSummary {
	return {
		id,
		title: `Widget ${ id }`,
		layout,
		shortcode: `[vitrine_reviews id="${ id }"]`,
		modified: '2025-01-01T00:00:00+00:00',
	};
}

const FILTERS: ReviewFilters = {
	source: null,
	provider: '',
	hidden: '',
	search: '',
	page: 1,
};

const SCHEMA: WidgetSchema = { groups: [], layouts: [], options: [] };

function fakeClient() {
	const client = {
		sources: {
			list: jest.fn( async () => [ source( 1 ), source( 2 ) ] ),
			connect: jest.fn( async () => source( 3, 'New' ) ),
			update: jest.fn( async ( id: number ) => source( id, 'Renamed' ) ),
			remove: jest.fn( async () => null ),
			refresh: jest.fn( async ( id: number ) => ( {
				source: source( id, 'Refreshed' ),
				added: 2,
				updated: 1,
			} ) ),
		},
		reviews: {
			list: jest.fn( async (): Promise< ReviewPage > => ( {
				reviews: [ review( 10 ), review( 11 ) ],
				total: 2,
			} ) ),
			add: jest.fn( async () => review( 12 ) ),
			setHidden: jest.fn( async ( id: number, hidden: boolean ) =>
				review( id, hidden )
			),
			remove: jest.fn( async () => null ),
			import: jest.fn( async () => ( { imported: 3, updated: 0 } ) ),
		},
		widgets: {
			schema: jest.fn( async () => SCHEMA ),
			list: jest.fn( async () => [ summary( 7 ), summary( 6 ) ] ),
			get: jest.fn( async ( id: number ) => widget( id ) ),
			create: jest.fn( async () => widget( 8, 'slider' ) ),
			update: jest.fn( async ( id: number ) => widget( id, 'badge' ) ),
			remove: jest.fn( async () => null ),
		},
	};
	return client;
}

function setUp( client = fakeClient() ) {
	const registry = createRegistry();
	const store = createReduxStore(
		STORE_NAME,
		reviewsStoreConfig( client as unknown as ReviewsClient )
	);
	registry.register( store );
	return {
		client,
		select: () => registry.select( store ),
		resolveSelect: () => registry.resolveSelect( store ),
		dispatch: () => registry.dispatch( store ),
	};
}

const refused = {
	code: 'rest_invalid_param',
	message: 'Invalid parameter(s): title',
	data: { status: 400, params: { title: 'Too long.' } },
};

describe( 'reducer', () => {
	const loaded: ReviewsState = {
		...initialState,
		sources: [ source( 1 ), source( 2 ) ],
		widgets: [ summary( 7 ), summary( 6 ) ],
		reviewPages: {
			a: { reviews: [ review( 10 ), review( 11 ) ], total: 2 },
			b: { reviews: [ review( 20 ) ], total: 1 },
		},
	};

	it( 'replaces a known source in place and adds a new one at the end', () => {
		const renamed = reducer(
			loaded,
			receiveSource( 'r', source( 1, 'Renamed' ) )
		);
		expect( renamed.sources?.map( ( item ) => item.name ) ).toEqual( [
			'Renamed',
			'Source 2',
		] );
		const added = reducer( loaded, receiveSource( 'r', source( 3 ) ) );
		expect( added.sources?.map( ( item ) => item.id ) ).toEqual( [
			1, 2, 3,
		] );
	} );

	it( 'leaves a list not loaded yet to its resolver', () => {
		const state = reducer(
			initialState,
			receiveSource( 'r', source( 3 ) )
		);
		expect( state.sources ).toBeNull();
		expect(
			reducer( initialState, receiveWidget( 'r', widget( 3 ) ) ).widgets
		).toBeNull();
	} );

	it( 'puts a new widget first in the list, with its layout, and keeps it whole', () => {
		const state = reducer(
			loaded,
			receiveWidget( 'r', widget( 8, 'slider' ) )
		);
		expect( state.widgets?.[ 0 ] ).toEqual( {
			id: 8,
			title: 'Widget 8',
			layout: 'slider',
			shortcode: '[vitrine_reviews id="8"]',
			modified: '2026-01-01T00:00:00+00:00',
		} );
		expect( state.widgets ).toHaveLength( 3 );
		expect( state.widget[ 8 ] ).toEqual( widget( 8, 'slider' ) );
	} );

	it( 'changes a review in the pages that hold it, and only those', () => {
		const state = reducer(
			loaded,
			receiveReview( 'r', review( 11, true ) )
		);
		expect(
			state.reviewPages.a.reviews.map( ( item ) => item.hidden )
		).toEqual( [ false, true ] );
		expect( state.reviewPages.b ).toBe( loaded.reviewPages.b );
	} );

	it( 'records an error under its request and clears it when the request works', () => {
		const failed = reducer( loaded, {
			type: 'RECEIVE_ERROR',
			request: 'getSources',
			error: refused,
		} );
		expect( failed.errors ).toEqual( { getSources: refused } );
		const worked = reducer( failed, {
			type: 'RECEIVE_SOURCES',
			request: 'getSources',
			sources: [],
		} );
		expect( worked.errors ).toEqual( {} );
	} );

	it( 'gives back the same state for an action that changes nothing', () => {
		expect(
			reducer( loaded, { type: 'REQUEST_DONE', request: 'x' } )
		).toBe( loaded );
	} );
} );

describe( 'selectors', () => {
	it( 'finds an error whatever the order of its arguments’ keys', () => {
		const state: ReviewsState = {
			...initialState,
			errors: {
				[ requestKey( 'getReviewPage', [ FILTERS ] ) ]: refused,
			},
		};
		const reordered = {
			page: 1,
			search: '',
			hidden: '',
			provider: '',
			source: null,
		} as ReviewFilters;
		expect( getError( state, 'getReviewPage', [ reordered ] ) ).toBe(
			refused
		);
		expect(
			getError( state, 'getReviewPage', [ { ...FILTERS, page: 2 } ] )
		).toBeUndefined();
	} );

	it( 'reads a page by the filters the server sees: the search trimmed', () => {
		const page = { reviews: [], total: 0 };
		const state: ReviewsState = {
			...initialState,
			reviewPages: {
				[ reviewPageKey( { ...FILTERS, search: 'warm' } ) ]: page,
			},
		};
		expect( getReviewPage( state, { ...FILTERS, search: ' warm ' } ) ).toBe(
			page
		);
	} );
} );

describe( 'the store with its resolvers', () => {
	it( 'loads the sources once for every section that asks', async () => {
		const { client, select, resolveSelect } = setUp();
		expect( select().getSources() ).toBeNull();
		await Promise.all( [
			resolveSelect().getSources(),
			resolveSelect().getSources(),
			resolveSelect().getSource( 2 ),
		] );
		expect( select().getSources() ).toHaveLength( 2 );
		expect( select().getSource( 2 )?.name ).toBe( 'Source 2' );
		expect( select().hasFinishedResolution( 'getSources' ) ).toBe( true );
		expect( client.sources.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'records a failed load instead of throwing, and loads again once invalidated', async () => {
		const client = fakeClient();
		client.widgets.list.mockRejectedValueOnce( refused );
		const { select, resolveSelect, dispatch } = setUp( client );
		await resolveSelect().getWidgets();
		expect( select().hasFinishedResolution( 'getWidgets' ) ).toBe( true );
		expect( select().getWidgets() ).toBeNull();
		expect( select().getError( 'getWidgets' ) ).toEqual( refused );

		await dispatch().invalidateResolution( 'getWidgets', [] );
		await resolveSelect().getWidgets();
		expect( select().getWidgets() ).toHaveLength( 2 );
		expect( select().getError( 'getWidgets' ) ).toBeUndefined();
	} );

	it( 'gives a thrown failure without an answer the screens’ generic message', async () => {
		const client = fakeClient();
		client.widgets.schema.mockRejectedValueOnce( new TypeError( 'boom' ) );
		const { select, resolveSelect } = setUp( client );
		await resolveSelect().getWidgetSchema();
		expect( select().getError( 'getWidgetSchema' ) ).toEqual( {
			code: 'vitrine_request_failed',
			message: 'The request failed. Check your connection and try again.',
		} );
	} );

	it( 'keeps pages of reviews by their filters', async () => {
		const { client, select, resolveSelect } = setUp();
		await resolveSelect().getReviewPage( FILTERS );
		await resolveSelect().getReviewPage( { ...FILTERS } );
		await resolveSelect().getReviewPage( { ...FILTERS, page: 2 } );
		expect( client.reviews.list ).toHaveBeenCalledTimes( 2 );
		expect( client.reviews.list ).toHaveBeenLastCalledWith( {
			...FILTERS,
			page: 2,
		} );
		expect( select().getReviewPage( FILTERS )?.total ).toBe( 2 );
		expect( select().isResolving( 'getReviewPage', [ FILTERS ] ) ).toBe(
			false
		);
	} );
} );

describe( 'the store’s changes', () => {
	it( 'adds a connected source to the loaded list without loading it again', async () => {
		const { client, select, resolveSelect, dispatch } = setUp();
		await resolveSelect().getSources();
		const connected = await dispatch().connectSource( {
			provider: 'google',
			external_ref: 'x',
			credentials: {},
		} );
		expect( connected.id ).toBe( 3 );
		expect(
			select()
				.getSources()
				?.map( ( item ) => item.id )
		).toEqual( [ 1, 2, 3 ] );
		await resolveSelect().getSources();
		expect( client.sources.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the error a failed refresh recorded on the source, and throws the answer', async () => {
		const client = fakeClient();
		const failed = {
			code: 'vitrine_reviews_provider_error',
			message: 'The provider refused the key.',
			data: {
				status: 502,
				source: {
					...source( 2 ),
					status: 'error',
					last_error: 'Bad key.',
				},
			},
		};
		client.sources.refresh.mockRejectedValueOnce( failed );
		const { select, resolveSelect, dispatch } = setUp( client );
		await resolveSelect().getSources();
		await expect( dispatch().refreshSource( 2 ) ).rejects.toBe( failed );
		expect( select().getSource( 2 )?.last_error ).toBe( 'Bad key.' );
		expect( select().getError( 'refreshSource', [ 2 ] ) ).toBe( failed );

		const answer = await dispatch().refreshSource( 2 );
		expect( answer.added ).toBe( 2 );
		expect( select().getSource( 2 )?.name ).toBe( 'Refreshed' );
		expect( select().getError( 'refreshSource', [ 2 ] ) ).toBeUndefined();
	} );

	it( 'removes a deleted source, and the pages of reviews load again', async () => {
		const { client, select, resolveSelect, dispatch } = setUp();
		await resolveSelect().getSources();
		await resolveSelect().getReviewPage( FILTERS );
		await dispatch().deleteSource( 1, true );
		expect( client.sources.remove ).toHaveBeenCalledWith( 1, true );
		expect(
			select()
				.getSources()
				?.map( ( item ) => item.id )
		).toEqual( [ 2 ] );
		await resolveSelect().getReviewPage( FILTERS );
		expect( client.reviews.list ).toHaveBeenCalledTimes( 2 );
		expect( client.sources.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hides a review in its page without loading the page again', async () => {
		const { client, select, resolveSelect, dispatch } = setUp();
		await resolveSelect().getReviewPage( FILTERS );
		const saved = await dispatch().setReviewHidden( 11, true );
		expect( saved.hidden ).toBe( true );
		expect(
			select()
				.getReviewPage( FILTERS )
				?.reviews.map( ( item ) => item.hidden )
		).toEqual( [ false, true ] );
		await resolveSelect().getReviewPage( FILTERS );
		expect( client.reviews.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads the pages and the sources’ counts again after a review is added, deleted or imported', async () => {
		const { client, resolveSelect, dispatch } = setUp();
		const loadBoth = () =>
			Promise.all( [
				resolveSelect().getReviewPage( FILTERS ),
				resolveSelect().getSources(),
			] );
		await loadBoth();
		await dispatch().addReview( { author_name: 'Ann', rating: 5 } );
		await loadBoth();
		await dispatch().deleteReview( 12 );
		await loadBoth();
		await dispatch().importReviews( new File( [ '[]' ], 'r.json' ), null );
		await loadBoth();
		expect( client.reviews.list ).toHaveBeenCalledTimes( 4 );
		expect( client.sources.list ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'creates a widget: first in the list, and whole for its editor without a request', async () => {
		const { client, select, resolveSelect, dispatch } = setUp();
		await resolveSelect().getWidgets();
		const created = await dispatch().saveWidget( null, 'New', {
			layout: 'slider',
		} );
		expect( client.widgets.create ).toHaveBeenCalledWith( 'New', {
			layout: 'slider',
		} );
		expect(
			select()
				.getWidgets()
				?.map( ( item ) => item.id )
		).toEqual( [ 8, 7, 6 ] );
		await resolveSelect().getWidget( created.id );
		expect( client.widgets.get ).not.toHaveBeenCalled();
		expect( client.widgets.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'saves a widget in place, and deletes one', async () => {
		const { select, resolveSelect, dispatch } = setUp();
		await resolveSelect().getWidgets();
		await dispatch().saveWidget( 6, 'Widget 6', { layout: 'badge' } );
		expect(
			select()
				.getWidgets()
				?.map( ( item ) => item.layout )
		).toEqual( [ 'list', 'badge' ] );
		await dispatch().deleteWidget( 7 );
		expect(
			select()
				.getWidgets()
				?.map( ( item ) => item.id )
		).toEqual( [ 6 ] );
	} );

	it( 'keeps a refused save’s answer under its request until a save works', async () => {
		const client = fakeClient();
		client.widgets.create.mockRejectedValueOnce( refused );
		const { select, dispatch } = setUp( client );
		await expect(
			dispatch().saveWidget( null, 'x'.repeat( 300 ), {} )
		).rejects.toBe( refused );
		expect( select().getError( 'saveWidget', [ null ] ) ).toBe( refused );
		await dispatch().saveWidget( null, 'Fine', {} );
		expect( select().getError( 'saveWidget', [ null ] ) ).toBeUndefined();
	} );
} );
