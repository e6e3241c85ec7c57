/**
 * The loop of a job done in batches (Products > Import, Tools > Import from WooCommerce): the
 * next batch is asked for until the job is done, each answer handed on as it comes, so that the
 * screen's progress follows. A failure stops the loop; calling it again goes on from the job the
 * server saved, since each batch resumes from the cursor the last one left.
 * @param first
 * @param next
 * @param onJob
 */
export async function runBatches< Job extends { status: string } >(
	first: Job | null,
	next: ( job: Job ) => Promise< Job >,
	onJob: ( job: Job ) => void
): Promise< Job | null > {
	let current = first;
	while ( current && current.status !== 'done' ) {
		current = await next( current );
		onJob( current );
	}
	return current;
}
