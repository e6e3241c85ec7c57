<?php
/**
 * One data store's definition.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

/**
 * A named collection of post ids a visitor keeps (favourites, a compare list): its slug, label,
 * where it lives and how many items it holds at most.
 *
 * - browser: in the browser's localStorage, for everyone; the server never sees it.
 * - user: in the user's meta for a logged-in user; a guest's lives in the browser and is merged
 *   into the account at login.
 * - server: in the vitrine_store_items table for a logged-in user (so the site can count across
 *   users); a guest's lives in the browser and is merged at login, as for user.
 */
final class DataStore {

	public const TYPE_BROWSER = 'browser';
	public const TYPE_USER    = 'user';
	public const TYPE_SERVER  = 'server';

	public const TYPES = array( self::TYPE_BROWSER, self::TYPE_USER, self::TYPE_SERVER );

	/** Slugs are lowercase letters, digits, - and _, at most 40 characters. */
	public const SLUG_PATTERN = '^[a-z0-9_-]{1,40}$';

	public const MAX_SIZE = 1000;

	public function __construct(
		public readonly string $slug,
		public readonly string $label,
		public readonly string $type,
		public readonly int $size,
	) {
	}

	/**
	 * Whether the items of a logged-in visitor are kept on the server.
	 */
	public function on_server(): bool {
		return self::TYPE_BROWSER !== $this->type;
	}

	/**
	 * What the browser needs.
	 *
	 * @return array{slug: string, label: string, type: string, size: int}
	 */
	public function to_array(): array {
		return array(
			'slug'  => $this->slug,
			'label' => $this->label,
			'type'  => $this->type,
			'size'  => $this->size,
		);
	}
}
