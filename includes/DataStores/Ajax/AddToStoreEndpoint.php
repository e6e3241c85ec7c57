<?php
/**
 * POST ?vitrine-ajax=add_to_store.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreCookies;
use Vitrine\DataStores\StoreItems;

/**
 * Adds a post to the logged-in visitor's store: store (slug), post_id. Idempotent. Refusals:
 * 404 vitrine_store_unknown, 404 vitrine_store_post_not_found (missing or not readable),
 * 409 vitrine_store_full (the size limit), 403 vitrine_store_login_required (a guest: guests keep
 * their items in the browser), 400 vitrine_store_invalid (a browser store).
 */
final class AddToStoreEndpoint implements AjaxEndpoint {

	public const NONCE_ACTION = 'vitrine-stores';

	public function __construct(
		private readonly StoreItems $items,
		private readonly StoreCookies $cookies,
	) {
	}

	public function name(): string {
		return 'add_to_store';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return self::NONCE_ACTION;
	}

	public function args(): array {
		return self::schema();
	}

	/**
	 * The arguments of both calls.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'store'   => array(
				'type'     => 'string',
				'pattern'  => DataStore::SLUG_PATTERN,
				'required' => true,
			),
			'post_id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
	}

	public function handle( array $args ): array {
		$user_id = get_current_user_id();
		$change  = $this->items->add( (string) $args['store'], (int) $args['post_id'], $user_id );
		$message = $change->changed
			/* translators: %s: the list's name, such as Favourites. */
			? sprintf( __( 'Added to %s.', 'vitrine' ), $change->store->label )
			/* translators: %s: the list's name, such as Favourites. */
			: sprintf( __( 'Already in %s.', 'vitrine' ), $change->store->label );
		return StoreAnswer::of( $change, $message, $this->cookies, $user_id );
	}
}
