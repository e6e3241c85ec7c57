/**
 * When the order review is refreshed (the spec's update_order_review): 1000 ms after typing
 * stops, 5 ms after a trigger (country, state, postcode, shipping or payment method change),
 * never while a required address field is empty, never twice in a row for the same payload,
 * one request at a time with a superseded one cancelled, and a promise that tells submission
 * when the totals are settled.
 */

/** Debounce after the shopper stops typing in an address field, in ms (spec: 1000). */
export const TYPING_DELAY = 1000;
/** Delay after a trigger such as a country change, in ms (spec: 5). */
export const TRIGGER_DELAY = 5;

export interface UpdateSchedulerOptions {
	/** Whether an update may run now: false while a required address field is empty. */
	canUpdate: () => boolean;
	/**
	 * The fields that decide the totals, serialized: an update whose payload equals the last one
	 * sent would answer the same totals, so it is not sent (leaving a field after its typing
	 * update went, say). Without it every update is sent.
	 */
	payload?: () => string;
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
	/** The payload of the last update sent and not failed; null sends the next one whatever it is. */
	private lastSent: string | null = null;
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

	/**
	 * The totals changed on the server for a reason the payload does not show (the checkout
	 * asked for a refresh): the next update is sent even when its payload is the last one's.
	 */
	refresh(): void {
		this.lastSent = null;
		this.triggered();
	}

	/**
	 * The page now shows totals the server answered outside an update (a coupon applied or
	 * removed): an update in flight would answer older totals, so it is cancelled and sent
	 * again; the next one is sent even when its payload is the last one's.
	 */
	superseded(): void {
		this.lastSent = null;
		if ( this.inFlight ) {
			this.inFlight.abort();
			this.inFlight = null;
			this.triggered();
		}
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
		const payload = this.options.payload?.() ?? null;
		if ( payload !== null && payload === this.lastSent ) {
			this.notifyIfIdle();
			return;
		}
		this.lastSent = payload;
		// A newer update supersedes the one in flight: its answer would be stale.
		this.inFlight?.abort();
		const controller = new AbortController();
		this.inFlight = controller;
		const run = this.options
			.run( controller.signal )
			.catch( () => {
				// A failed update did not settle the totals: the same payload may be sent again.
				if ( this.inFlight === controller ) {
					this.lastSent = null;
				}
			} )
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
