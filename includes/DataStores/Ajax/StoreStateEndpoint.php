<?php
/**
 * GET ?vitrine-ajax=store_state.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\DataStores\StoreCookies;

/**
 * The logged-in visitor's items of every store kept on the server, and their hash: asked by the
 * browser only when the hash cookie differs from its copy. A guest gets logged_in false and no
 * items. A read of the visitor's own data: no nonce (the answer is not readable cross-site).
 */
final class StoreStateEndpoint implements AjaxEndpoint {

	public function __construct( private readonly StoreCookies $cookies ) {
	}

	public function name(): string {
		return 'store_state';
	}

	public function methods(): array {
		return array( 'GET' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array();
	}

	public function handle( array $args ): array {
		$user_id = get_current_user_id();
		if ( $user_id <= 0 ) {
			return array(
				'logged_in' => false,
				'items'     => new \stdClass(),
				'hash'      => '',
			);
		}
		$items = $this->cookies->merge_guest_items( $user_id );
		return array(
			'logged_in' => true,
			'items'     => (object) $items,
			'hash'      => $this->cookies->set_hash( $user_id, 0, $items ),
		);
	}
}
