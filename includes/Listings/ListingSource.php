<?php
/**
 * Where a listing's items come from.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

/**
 * A source of listing items: the posts of a query built in the editor ("posts"), and sources
 * other modules add (the items of a data store). Each declares two JSON schemas: what the block
 * saves (checked on render and on every call, from the saved post content, never from the
 * browser), and what the browser may send with a call (the ids of a browser store, say: empty
 * for sources that take nothing from the browser). The listing validates both before query().
 */
interface ListingSource {

	/**
	 * The source's name, saved in the block: posts.
	 */
	public function name(): string;

	/**
	 * JSON schema (an object's properties) of the block attributes the source reads.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function args_schema(): array;

	/**
	 * JSON schema (an object's properties) of what the browser may send with a call, as
	 * source_args: each property bounded (types, maxItems, maximum). Empty: nothing.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function request_args_schema(): array;

	/**
	 * One page of items: only content every visitor may read (published, not password-protected,
	 * of a viewable post type).
	 *
	 * @param array<string, mixed> $args         The block's attributes, validated against args_schema().
	 * @param array<string, mixed> $request_args The browser's arguments, validated against request_args_schema().
	 * @param ListingContext       $context      Where the listing is shown.
	 * @param int                  $page         The page, from 1.
	 * @param int                  $per_page     Items per page.
	 */
	public function query( array $args, array $request_args, ListingContext $context, int $page, int $per_page ): ListingPage;
}
