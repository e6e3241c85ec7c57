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
