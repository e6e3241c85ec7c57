<?php
/**
 * POST ?vitrine-ajax=remove_from_store.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\DataStores\StoreCookies;
use Vitrine\DataStores\StoreItems;

/**
 * Removes a post from the logged-in visitor's store: store (slug), post_id. Removing a post that
 * is not there succeeds and changes nothing (a post since deleted can still be removed).
 */
final class RemoveFromStoreEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly StoreItems $items,
		private readonly StoreCookies $cookies,
	) {
	}

	public function name(): string {
		return 'remove_from_store';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return AddToStoreEndpoint::NONCE_ACTION;
	}

	public function args(): array {
		return AddToStoreEndpoint::schema();
	}

	public function handle( array $args ): array {
		$user_id = get_current_user_id();
		$change  = $this->items->remove( (string) $args['store'], (int) $args['post_id'], $user_id );
		/* translators: %s: the list's name, such as Favourites. */
		return StoreAnswer::of( $change, sprintf( __( 'Removed from %s.', 'vitrine' ), $change->store->label ), $this->cookies, $user_id );
	}
}
