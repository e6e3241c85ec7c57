<?php
/**
 * A product's low-stock threshold.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Inventory;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;

/**
 * The product's own threshold (its inventory data), a variation's product's, else the shop's
 * setting low_stock_threshold: the same rule as the dashboard's low-stock list.
 */
final class StockThreshold {

	public function __construct( private readonly Settings $settings ) {
	}

	public function for_product( int $id ): int {
		$ids = array( $id );
		if ( ProductPostTypes::VARIATION === get_post_type( $id ) ) {
			$ids[] = (int) wp_get_post_parent_id( $id );
		}
		foreach ( $ids as $candidate ) {
			$own = get_post_meta( $candidate, ProductMeta::LOW_STOCK, true );
			if ( is_numeric( $own ) ) {
				return max( 0, (int) $own );
			}
		}
		return max( 0, (int) $this->settings->get( 'low_stock_threshold' ) );
	}
}
