import type { FlashState, FlashTimerOptions } from './flash-timer';
import {
	FLASH_INVISIBLE,
	FLASH_START,
	FLASH_VISIBLE,
	createFlashTimer,
} from './flash-timer';
import type { Timers } from './timers';

function setup( options: FlashTimerOptions = {} ) {
	jest.useFakeTimers( { now: 0 } );
	const changes: FlashState[] = [];
	const flash = createFlashTimer( {
		...options,
		onChange: ( state ) => changes.push( state ),
	} );
	return { flash, changes };
}

/**
 * Moves the fake clock to a moment after the timer was created.
 *
 * @param ms Time since creation.
 */
function at( ms: number ): void {
	jest.advanceTimersByTime( ms - Date.now() );
}

afterEach( () => {
	jest.useRealTimers();
} );

test( "the defaults are the spec's 3 s, 5 s and 5 s", () => {
	expect( FLASH_START ).toBe( 3000 );
	expect( FLASH_VISIBLE ).toBe( 5000 );
	expect( FLASH_INVISIBLE ).toBe( 5000 );
} );

test( 'hidden, visible after 3 s, hidden after 5 s more, visible again after 5 s', () => {
	const { flash, changes } = setup();
	expect( flash.state() ).toBe( 'hidden' );
	at( 2999 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 3000 );
	expect( flash.state() ).toBe( 'visible' );
	at( 7999 );
	expect( flash.state() ).toBe( 'visible' );
	at( 8000 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 12999 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 13000 );
	expect( flash.state() ).toBe( 'visible' );
	at( 18000 );
	expect( flash.state() ).toBe( 'hidden' );
	expect( changes ).toEqual( [ 'visible', 'hidden', 'visible', 'hidden' ] );
} );

test( 'the durations come from the options', () => {
	const { flash } = setup( { start: 1000, visible: 2000, invisible: 500 } );
	at( 999 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 1000 );
	expect( flash.state() ).toBe( 'visible' );
	at( 2999 );
	expect( flash.state() ).toBe( 'visible' );
	at( 3000 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 3499 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 3500 );
	expect( flash.state() ).toBe( 'visible' );
} );

test( 'a missing, negative or non-numeric duration takes its default; 0 is kept', () => {
	const { flash } = setup( {
		start: 0,
		visible: Number.NaN,
		invisible: -1,
	} );
	at( 0 );
	expect( flash.state() ).toBe( 'visible' );
	at( 4999 );
	expect( flash.state() ).toBe( 'visible' );
	at( 5000 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 9999 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 10000 );
	expect( flash.state() ).toBe( 'visible' );
} );

test( 'a hovered card outlasts its visible time and hides when the pointer leaves', () => {
	const { flash, changes } = setup();
	at( 4000 );
	flash.hover( true );
	at( 8000 );
	at( 30000 );
	expect( flash.state() ).toBe( 'visible' );
	expect( changes ).toEqual( [ 'visible' ] );
	flash.hover( false );
	expect( flash.state() ).toBe( 'hidden' );
	// The invisible time counts from the moment it hid.
	at( 34999 );
	expect( flash.state() ).toBe( 'hidden' );
	at( 35000 );
	expect( flash.state() ).toBe( 'visible' );
} );

test( 'a pointer that left before the visible time ended changes nothing', () => {
	const { flash } = setup();
	at( 4000 );
	flash.hover( true );
	at( 5000 );
	flash.hover( false );
	expect( flash.state() ).toBe( 'visible' );
	at( 7999 );
	expect( flash.state() ).toBe( 'visible' );
	at( 8000 );
	expect( flash.state() ).toBe( 'hidden' );
} );

test( 'an expanded card pauses and resumes with the time it had left', () => {
	const { flash, changes } = setup();
	at( 5000 );
	flash.expand( true );
	at( 60000 );
	expect( flash.state() ).toBe( 'visible' );
	expect( changes ).toEqual( [ 'visible' ] );
	flash.expand( false );
	// 3000 ms were left of the visible time when it was expanded.
	at( 62999 );
	expect( flash.state() ).toBe( 'visible' );
	at( 63000 );
	expect( flash.state() ).toBe( 'hidden' );
} );

test( 'leaving an expanded card does not hide it; collapsing it after its time does', () => {
	const { flash } = setup();
	at( 4000 );
	flash.hover( true );
	at( 9000 );
	// The visible time ran out while hovered; the visitor now expands the card.
	flash.expand( true );
	flash.hover( false );
	expect( flash.state() ).toBe( 'visible' );
	at( 20000 );
	expect( flash.state() ).toBe( 'visible' );
	flash.expand( false );
	expect( flash.state() ).toBe( 'hidden' );
	at( 25000 );
	expect( flash.state() ).toBe( 'visible' );
} );

test( 'a card collapsed under the pointer after its time waits for the pointer to leave', () => {
	const { flash } = setup();
	at( 4000 );
	flash.hover( true );
	flash.expand( true );
	at( 20000 );
	flash.expand( false );
	// 4000 ms were left when it was expanded.
	at( 24000 );
	expect( flash.state() ).toBe( 'visible' );
	flash.hover( false );
	expect( flash.state() ).toBe( 'hidden' );
} );

test( 'closing hides it for good and reports it once', () => {
	const { flash, changes } = setup();
	at( 4000 );
	flash.close();
	expect( flash.state() ).toBe( 'closed' );
	flash.close();
	flash.hover( true );
	flash.hover( false );
	flash.expand( true );
	flash.expand( false );
	at( 100000 );
	expect( flash.state() ).toBe( 'closed' );
	expect( changes ).toEqual( [ 'visible', 'closed' ] );
} );

test( 'a card closed while hidden never shows again', () => {
	const { flash, changes } = setup();
	at( 9000 );
	flash.close();
	at( 100000 );
	expect( changes ).toEqual( [ 'visible', 'hidden', 'closed' ] );
} );

test( 'stop ends the cycle where it is', () => {
	const { flash, changes } = setup();
	at( 4000 );
	flash.stop();
	flash.hover( true );
	flash.hover( false );
	at( 100000 );
	expect( flash.state() ).toBe( 'visible' );
	expect( changes ).toEqual( [ 'visible' ] );
} );

test( 'runs on the timers it is given', () => {
	let clock = 0;
	const pending = new Map< number, () => void >();
	const delays: number[] = [];
	let nextId = 1;
	const timers: Timers = {
		setTimeout: ( callback, ms ) => {
			delays.push( ms );
			pending.set( nextId, callback );
			return nextId++;
		},
		clearTimeout: ( id ) => {
			pending.delete( id );
		},
		now: () => clock,
	};
	const fire = () => {
		const [ [ id, callback ] ] = Array.from( pending );
		pending.delete( id );
		callback();
	};
	const flash = createFlashTimer( { start: 100, visible: 200 }, timers );
	expect( delays ).toEqual( [ 100 ] );
	clock = 100;
	fire();
	expect( flash.state() ).toBe( 'visible' );
	expect( delays ).toEqual( [ 100, 200 ] );
	clock = 150;
	flash.expand( true );
	expect( pending.size ).toBe( 0 );
	clock = 1000;
	flash.expand( false );
	expect( delays ).toEqual( [ 100, 200, 150 ] );
	fire();
	expect( flash.state() ).toBe( 'hidden' );
	expect( delays ).toEqual( [ 100, 200, 150, FLASH_INVISIBLE ] );
} );
