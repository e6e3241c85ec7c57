/**
 * When the order review is refreshed (the spec's update_order_review): 1000 ms after typing
 * stops, 5 ms after a trigger (country, state, postcode, shipping or payment method change),
 * never while a required address field is empty, one request at a time with a superseded one
 * cancelled, and a promise that tells submission when the totals are settled.
 */

/** Debounce after the shopper stops typing in an address field, in ms (spec: 1000). */
export const TYPING_DELAY = 1000;
/** Delay after a trigger such as a country change, in ms (spec: 5). */
export const TRIGGER_DELAY = 5;

export interface UpdateSchedulerOptions {
	/** Whether an update may run now: false while a required address field is empty. */
	canUpdate: () => boolean;
	/** Sends the update; must stop when the signal aborts. */
	run: ( signal: AbortSignal ) => Promise< void >;
	setTimer?: ( callback: () => void, ms: number ) => number;
	clearTimer?: ( id: number ) => void;
}

export class UpdateScheduler {
	private timer: number | null = null;
	private inFlight: AbortController | null = null;
	private running: Promise< void > | null = null;
	private waiters: Array< () => void > = [];
	private readonly setTimer: ( callback: () => void, ms: number ) => number;
	private readonly clearTimer: ( id: number ) => void;

	constructor( private readonly options: UpdateSchedulerOptions ) {
		this.setTimer =
			options.setTimer ??
			( ( callback, ms ) => window.setTimeout( callback, ms ) );
		this.clearTimer =
			options.clearTimer ?? ( ( id ) => window.clearTimeout( id ) );
	}

	/** The shopper typed in an address field. */
	typed(): void {
		this.schedule( TYPING_DELAY );
	}

	/** A field that changes totals at once changed (country, state, postcode, methods). */
	triggered(): void {
		this.schedule( TRIGGER_DELAY );
	}

	/** Whether an update is waiting or running. */
	isBusy(): boolean {
		return this.timer !== null || this.running !== null;
	}

	/**
	 * Resolves once no update is waiting or running: submission waits for it so that the
	 * order is placed on the totals the shopper saw.
	 */
	settled(): Promise< void > {
		if ( ! this.isBusy() ) {
			return Promise.resolve();
		}
		return new Promise( ( resolve ) => this.waiters.push( resolve ) );
	}

	private schedule( delay: number ): void {
		if ( this.timer !== null ) {
			this.clearTimer( this.timer );
		}
		this.timer = this.setTimer( () => {
			this.timer = null;
			this.start();
		}, delay );
	}

	private start(): void {
		if ( ! this.options.canUpdate() ) {
			this.notifyIfIdle();
			return;
		}
		// A newer update supersedes the one in flight: its answer would be stale.
		this.inFlight?.abort();
		const controller = new AbortController();
		this.inFlight = controller;
		const run = this.options
			.run( controller.signal )
			.catch( () => undefined )
			.then( () => {
				if ( this.inFlight === controller ) {
					this.inFlight = null;
				}
				if ( this.running === run ) {
					this.running = null;
				}
				this.notifyIfIdle();
			} );
		this.running = run;
	}

	private notifyIfIdle(): void {
		if ( this.isBusy() ) {
			return;
		}
		const waiters = this.waiters;
		this.waiters = [];
		waiters.forEach( ( resolve ) => resolve() );
	}
}
