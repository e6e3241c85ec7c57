import {
	TRIGGER_DELAY,
	TYPING_DELAY,
	UpdateScheduler,
} from './update-scheduler';

interface Pending {
	signal: AbortSignal;
	finish: () => void;
}

function setup( canUpdate = () => true ) {
	jest.useFakeTimers();
	const runs: Pending[] = [];
	const scheduler = new UpdateScheduler( {
		canUpdate: () => canUpdate(),
		run: ( signal ) =>
			new Promise< void >( ( resolve ) => {
				runs.push( { signal, finish: resolve } );
			} ),
	} );
	return { scheduler, runs };
}

async function flush(): Promise< void > {
	await Promise.resolve();
	await Promise.resolve();
	await Promise.resolve();
}

afterEach( () => {
	jest.useRealTimers();
} );

test( 'typing updates 1000 ms after the last key, not before', () => {
	const { scheduler, runs } = setup();
	scheduler.typed();
	jest.advanceTimersByTime( 600 );
	scheduler.typed();
	jest.advanceTimersByTime( TYPING_DELAY - 1 );
	expect( runs ).toHaveLength( 0 );
	jest.advanceTimersByTime( 1 );
	expect( runs ).toHaveLength( 1 );
} );

test( 'a trigger updates after 5 ms and replaces a pending typing update', () => {
	const { scheduler, runs } = setup();
	scheduler.typed();
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 1 );
	jest.advanceTimersByTime( TYPING_DELAY );
	expect( runs ).toHaveLength( 1 );
} );

test( 'a newer update cancels the one in flight', () => {
	const { scheduler, runs } = setup();
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 2 );
	expect( runs[ 0 ].signal.aborted ).toBe( true );
	expect( runs[ 1 ].signal.aborted ).toBe( false );
} );

test( 'no update while a required address field is empty', async () => {
	let complete = false;
	const { scheduler, runs } = setup( () => complete );
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 0 );
	// Nothing waits for an update that was skipped.
	await expect( scheduler.settled() ).resolves.toBeUndefined();
	complete = true;
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 1 );
} );

test( 'settled() waits for the pending and running updates', async () => {
	const { scheduler, runs } = setup();
	let settled = false;
	scheduler.typed();
	scheduler.settled().then( () => {
		settled = true;
	} );
	jest.advanceTimersByTime( TYPING_DELAY );
	await flush();
	expect( settled ).toBe( false );
	runs[ 0 ].finish();
	await flush();
	expect( settled ).toBe( true );
	expect( scheduler.isBusy() ).toBe( false );
} );

test( 'settled() waits for the newest update when one supersedes another', async () => {
	const { scheduler, runs } = setup();
	let settled = false;
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	scheduler.settled().then( () => {
		settled = true;
	} );
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	runs[ 0 ].finish();
	await flush();
	expect( settled ).toBe( false );
	runs[ 1 ].finish();
	await flush();
	expect( settled ).toBe( true );
} );

function withPayload( initial: string ) {
	jest.useFakeTimers();
	const state = { payload: initial, fail: false };
	const runs: Pending[] = [];
	const scheduler = new UpdateScheduler( {
		canUpdate: () => true,
		payload: () => state.payload,
		run: ( signal ) =>
			new Promise< void >( ( resolve, reject ) => {
				runs.push( {
					signal,
					finish: () =>
						state.fail ? reject( new Error( 'down' ) ) : resolve(),
				} );
			} ),
	} );
	return { scheduler, runs, state };
}

test( 'an update whose payload equals the last one sent is not sent again', async () => {
	const { scheduler, runs, state } = withPayload(
		'country=DE&postcode=10117'
	);
	scheduler.typed();
	jest.advanceTimersByTime( TYPING_DELAY );
	expect( runs ).toHaveLength( 1 );
	runs[ 0 ].finish();
	await flush();
	// Leaving the field fires its change: nothing that matters changed.
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 1 );
	await expect( scheduler.settled() ).resolves.toBeUndefined();
	// Something that matters changed: sent.
	state.payload = 'country=DE&postcode=10115';
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 2 );
} );

test( 'going back to the payload before the last one is sent', () => {
	const { scheduler, runs, state } = withPayload( 'a' );
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	state.payload = 'b';
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	state.payload = 'a';
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 3 );
} );

test( 'a failed update may be sent again with the same payload', async () => {
	const { scheduler, runs, state } = withPayload( 'a' );
	state.fail = true;
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	runs[ 0 ].finish();
	await flush();
	state.fail = false;
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 2 );
} );

test( 'refresh() sends the same payload again (the checkout asked for it)', async () => {
	const { scheduler, runs } = withPayload( 'a' );
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	runs[ 0 ].finish();
	await flush();
	scheduler.refresh();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 2 );
} );

test( 'superseded() cancels the update in flight and sends it again; idle, it sends nothing', async () => {
	const { scheduler, runs } = withPayload( 'a' );
	scheduler.superseded();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 0 );

	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	scheduler.superseded();
	expect( runs[ 0 ].signal.aborted ).toBe( true );
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 2 );
	expect( runs[ 1 ].signal.aborted ).toBe( false );
	runs[ 1 ].finish();
	await flush();
	// The totals on show came from outside an update: the same payload is sent next time.
	scheduler.superseded();
	scheduler.triggered();
	jest.advanceTimersByTime( TRIGGER_DELAY );
	expect( runs ).toHaveLength( 3 );
} );
