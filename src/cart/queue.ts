/**
 * Cart requests go to the server one at a time, in the order they were made: a second click
 * waits for the first answer, so the server never sees two changes of one cart at once.
 */
export class RequestQueue {
	private tail: Promise< unknown > = Promise.resolve();

	/**
	 * Runs the task once every task queued before it has settled.
	 *
	 * @param task Starts one request.
	 * @return What the task resolves to.
	 */
	run< T >( task: () => Promise< T > ): Promise< T > {
		const result = this.tail.then( task );
		// A failed task must not stop the ones after it.
		this.tail = result.then(
			() => undefined,
			() => undefined
		);
		return result;
	}
}
