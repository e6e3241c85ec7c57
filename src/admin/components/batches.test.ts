import { runBatches } from './batches';

describe( 'runBatches', () => {
	it( 'asks for batches until the job is done, handing on each answer', async () => {
		const seen: number[] = [];
		const last = await runBatches(
			{ status: 'running', done: 0 },
			async ( job ) => ( {
				status: job.done + 1 >= 3 ? 'done' : 'running',
				done: job.done + 1,
			} ),
			( job ) => seen.push( job.done )
		);
		expect( seen ).toEqual( [ 1, 2, 3 ] );
		expect( last ).toEqual( { status: 'done', done: 3 } );
	} );

	it( 'does nothing for a finished job or none', async () => {
		const next = jest.fn();
		expect(
			await runBatches( { status: 'done' }, next, () => undefined )
		).toEqual( { status: 'done' } );
		expect( await runBatches( null, next, () => undefined ) ).toBeNull();
		expect( next ).not.toHaveBeenCalled();
	} );

	it( 'stops at a failure, the jobs handed on so far kept', async () => {
		const seen: number[] = [];
		await expect(
			runBatches(
				{ status: 'running', done: 0 },
				async ( job ) => {
					if ( job.done === 1 ) {
						throw new Error( 'Timed out.' );
					}
					return { status: 'running', done: job.done + 1 };
				},
				( job ) => seen.push( job.done )
			)
		).rejects.toThrow( 'Timed out.' );
		expect( seen ).toEqual( [ 1 ] );
	} );
} );
