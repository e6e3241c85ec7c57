import { RequestQueue } from './queue';

describe( 'RequestQueue', () => {
	it( 'runs one task at a time, in the order they were queued', async () => {
		const queue = new RequestQueue();
		const events: string[] = [];
		let releaseFirst!: () => void;

		const first = queue.run(
			() =>
				new Promise< string >( ( resolve ) => {
					events.push( 'first starts' );
					releaseFirst = () => {
						events.push( 'first ends' );
						resolve( 'one' );
					};
				} )
		);
		const second = queue.run( async () => {
			events.push( 'second starts' );
			return 'two';
		} );

		await Promise.resolve();
		await Promise.resolve();
		expect( events ).toEqual( [ 'first starts' ] );

		releaseFirst();
		await expect( first ).resolves.toBe( 'one' );
		await expect( second ).resolves.toBe( 'two' );
		expect( events ).toEqual( [
			'first starts',
			'first ends',
			'second starts',
		] );
	} );

	it( 'goes on after a task fails, and hands the failure to its caller', async () => {
		const queue = new RequestQueue();
		const failing = queue.run( async () => {
			throw new Error( 'boom' );
		} );
		const next = queue.run( async () => 'still runs' );

		await expect( failing ).rejects.toThrow( 'boom' );
		await expect( next ).resolves.toBe( 'still runs' );
	} );
} );
