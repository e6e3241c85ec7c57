<?php
/**
 * A change would make a cart that was not counted against the new-cart limit.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Thrown inside the cart's transaction, before anything is written, when an add finds no cart
 * for the browser's token (it expired and was removed): CartService counts the new cart outside
 * the transaction and makes the change again. Never leaves CartService.
 *
 * @internal
 */
final class NewCartNotCounted extends \RuntimeException {
}
