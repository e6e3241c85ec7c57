/**
 * A listing's paging, as plain data (spec §4 "Load-more"): the page counter goes up with each
 * load; there is more while the page is below the pages the server knows of (it answers the next
 * page's number while another follows, without counting every item); one call at a time.
 */

/** What the block prints in data-vitrine-listing (Vitrine\Listings\ListingBlock). */
export interface ListingReference {
	/** The post whose content holds the listing. */
	post: number;
	/** The block's stable id. */
	listing: string;
	/** The current post of a related listing; 0 on an archive. */
	queried: number;
	/** The page shown: 0 until a lazy listing's first page is there. */
	page: number;
	/** The last page known: the next one while another follows, 0 when nothing matches. */
	pages: number;
	pagination: 'none' | 'load-more' | 'infinite';
	layout: 'grid' | 'masonry' | 'slider';
	lazy: boolean;
	/** The lazy load's distance from the viewport: "0px". */
	offset: string;
	/** The data store whose items it lists (source "store"): refreshed when they change. */
	store?: string;
	/** Whether only the browser knows the items: page 1 is asked for with them. */
	browser?: boolean;
	/** The block's empty text. */
	empty?: string;
}

export interface ListingState {
	page: number;
	pages: number;
	busy: boolean;
}

/** What a successful listing call answers in data (the fields the page applies). */
export interface ListingData {
	html: string;
	fragments?: Record< string, string >;
	scripts?: Record< string, string >;
	styles?: Record< string, string >;
	page: number;
	pages: number;
}

/**
 * Whether another page may be asked for now.
 *
 * @param state The state.
 */
export function hasMore( state: ListingState ): boolean {
	return ! state.busy && state.page < state.pages;
}

/**
 * The state once a page came back: its number and the last page the server knows of (items may
 * have been added or removed since the page loaded).
 *
 * @param data The answer's data.
 */
export function loaded(
	data: Pick< ListingData, 'page' | 'pages' >
): ListingState {
	return { page: data.page, pages: data.pages, busy: false };
}

/**
 * Whether an answer is a listing page the page can apply.
 *
 * @param status The HTTP status.
 * @param body   The parsed body.
 */
export function readAnswer(
	status: number,
	body: unknown
): ListingData | null {
	const answer = body as {
		success?: unknown;
		data?: Partial< ListingData >;
	} | null;
	const data = answer?.data;
	return status === 200 &&
		answer?.success === true &&
		typeof data?.html === 'string' &&
		typeof data.page === 'number' &&
		typeof data.pages === 'number'
		? ( data as ListingData )
		: null;
}
