<?php
/**
 * stripe_get_selected_product_data: what the sheet shows for the product as chosen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Cart\CartError;
use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\ProductResolver;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * product_id, qty, attribute_*, addon_value? (ignored: the catalog's price is the price).
 * Answers total, displayItems, requestShipping and currency for that product alone, as one line
 * of a cart that is never written.
 */
final class GetSelectedProductDataEndpoint extends ExpressEndpoint {

	public function __construct(
		private readonly ProductResolver $resolver,
		private readonly PriceFormatter $prices,
		private readonly ExpressCartDetails $details,
	) {
	}

	protected function key(): string {
		return ExpressNonces::GET_SELECTED_PRODUCT_DATA;
	}

	public function args(): array {
		return self::product_args() + array(
			'addon_value' => array(
				'type'    => 'string',
				'default' => '',
			),
		);
	}

	protected function serve( array $args ): array {
		try {
			$purchasable = $this->resolver->resolve( (int) $args['product_id'], 0, self::attributes( $args ) );
		} catch ( CartError $error ) {
			throw ExpressCart::translate( $error );
		}
		$quantity = (int) $args['qty'];
		$unit     = Money::to_minor( $purchasable->price, $this->prices->decimals() );
		$item     = new CartItem(
			$purchasable->line_key(),
			$purchasable->product->id,
			$purchasable->variation_id(),
			$quantity,
			$purchasable->attributes,
			$purchasable->name(),
			$purchasable->permalink(),
			$purchasable->image_id(),
			$unit,
			$unit * $quantity,
			null,
			$unit
		);
		$cart     = new CartSnapshot( array( $item ), $unit * $quantity );
		$totals   = $this->details->totals( $cart );
		return $this->details->details( $cart, $totals ) + array(
			'requestShipping' => $totals->needs_shipping,
			'currency'        => strtolower( $totals->currency ),
		);
	}
}
