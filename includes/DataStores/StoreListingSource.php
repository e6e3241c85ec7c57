<?php
/**
 * The listing source "store": the items of a data store.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Assets\Assets;
use Vitrine\DataStores\View\StoreButtons;
use Vitrine\Listings\ListingContext;
use Vitrine\Listings\ListingPage;
use Vitrine\Listings\VisitorSource;

/**
 * Lists the current visitor's items of one data store (the block's `store`), newest added first:
 *
 * - a logged-in visitor and a store kept on the server: the ids the server keeps (any ids the
 *   browser sends are ignored);
 * - a guest, or a store kept in the browser: the ids the browser sends (source_args.ids), at most
 *   as many as the largest store holds. The server cannot know them, so the listing block renders
 *   the listing without items and the listing bundle asks for them.
 *
 * Whatever is sent, only what any visitor may read is listed, by the listings' own rule:
 * published, without a password, of a viewable post type. An unknown store lists nothing.
 */
final class StoreListingSource implements VisitorSource {

	public const NAME = 'store';

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly VisitorStores $visitor,
		private readonly Assets $assets,
	) {
	}

	public function name(): string {
		return self::NAME;
	}

	public function args_schema(): array {
		return array(
			'store' => array(
				'type'    => 'string',
				'pattern' => DataStore::SLUG_PATTERN,
				'default' => StoreDefinitions::DEFAULT_SLUG,
			),
		);
	}

	public function request_args_schema(): array {
		return array(
			'ids' => array(
				'type'     => 'array',
				'items'    => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				// No store holds more.
				'maxItems' => DataStore::MAX_SIZE,
				'default'  => array(),
			),
		);
	}

	public function visitor_state( array $args ): array {
		$store = $this->stores->get( (string) ( $args['store'] ?? '' ) );
		if ( null === $store ) {
			return array(
				'store'   => '',
				'browser' => false,
			);
		}
		// The bundle that reads the visitor's items in the browser and tells of their changes.
		$this->assets->enqueue( StoreButtons::ENTRY );
		return array(
			'store'   => $store->slug,
			'browser' => ! $this->from_server( $store ),
		);
	}

	public function query( array $args, array $request_args, ListingContext $context, int $page, int $per_page ): ListingPage {
		$store = $this->stores->get( (string) ( $args['store'] ?? '' ) );
		if ( null === $store ) {
			return ListingPage::empty( $page );
		}
		$ids = $this->from_server( $store )
			? $this->visitor->ids( $store->slug )
			: array_map( 'intval', (array) ( $request_args['ids'] ?? array() ) );
		// Kept oldest first: listed newest added first.
		$ids = array_values( array_unique( array_filter( array_reverse( $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		$ids = array_slice( $ids, 0, DataStore::MAX_SIZE );
		if ( array() === $ids ) {
			return ListingPage::empty( $page );
		}
		$types = array_values( array_filter( get_post_types(), static fn ( string $type ): bool => 'attachment' !== $type && is_post_type_viewable( $type ) ) );
		return ListingPage::fetch(
			array(
				'post_type' => $types,
				'post__in'  => $ids,
				'orderby'   => 'post__in',
			),
			$page,
			$per_page
		);
	}

	/**
	 * Whether the server knows the current visitor's items: a logged-in visitor's store kept on
	 * the server.
	 */
	private function from_server( DataStore $store ): bool {
		return is_user_logged_in() && $store->on_server();
	}
}
