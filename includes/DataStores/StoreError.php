<?php
/**
 * Why a store change was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of a data store: an unknown store (not found), a post that does not exist or the
 * visitor may not read (not found, so private posts are not revealed), a full store (conflict),
 * a guest on a store kept on the server (forbidden). Nothing was changed.
 */
final class StoreError extends DomainError {

	public const UNKNOWN_STORE  = 'vitrine_store_unknown';
	public const UNKNOWN_POST   = 'vitrine_store_post_not_found';
	public const FULL           = 'vitrine_store_full';
	public const LOGIN_REQUIRED = 'vitrine_store_login_required';
	public const BUSY           = 'vitrine_store_busy';
	public const INVALID        = 'vitrine_store_invalid';
}
