<?php
/**
 * Why a cart change was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the cart (an unknown product, a quantity the stock cannot cover, an empty cart)
 * or its failure to save: a stable code (vitrine_cart_*), a translated message for the shopper,
 * a kind, and data the storefront reads (product_url to send the shopper to the product page,
 * available for the units left). Nothing was changed.
 *
 * The model for a module's errors: one final class per module extending DomainError, thrown
 * with a kind and never an HTTP status; ErrorMapper turns it into the answer.
 */
final class CartError extends DomainError {
}
