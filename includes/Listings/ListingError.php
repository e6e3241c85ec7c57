<?php
/**
 * Why a listing call was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Errors\DomainError;

/**
 * A listing that cannot be served: an unknown reference (vitrine_listing_not_found), a post the
 * visitor may not read (vitrine_listing_forbidden), settings or source arguments that do not
 * match the block's schema (vitrine_listing_invalid_settings).
 */
final class ListingError extends DomainError {
}
