<?php
/**
 * Finds the product or variation a row of an import updates.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\ProductPostTypes;

/**
 * Create or update: a row updates the post of its ID when that is a product (a variation for a
 * variation row) of this site, else the owner of its SKU, else the post an earlier batch of the
 * same import created for the same ID or SKU (the job's map); otherwise it creates one.
 */
final class ProductMatcher {

	public function __construct( private readonly LookupTable $lookup ) {
	}

	/**
	 * @param int                $id        The row's ID, 0 when none.
	 * @param string             $sku       The row's SKU, '' when none.
	 * @param bool               $variation Whether the row is a variation's.
	 * @param array<string, int> $created   References (id:N, sku:X) to what the import created.
	 * @return int The post to update, 0 to create one.
	 */
	public function find( int $id, string $sku, bool $variation, array $created = array() ): int {
		$type = $variation ? ProductPostTypes::VARIATION : ProductPostTypes::PRODUCT;
		if ( $id > 0 && get_post_type( $id ) === $type ) {
			return $id;
		}
		if ( '' !== $sku ) {
			$owner = $this->lookup->sku_owner( $sku );
			if ( null !== $owner && get_post_type( $owner ) === $type ) {
				return $owner;
			}
			if ( isset( $created[ 'sku:' . $sku ] ) ) {
				return $created[ 'sku:' . $sku ];
			}
		}
		return $id > 0 && isset( $created[ 'id:' . $id ] ) ? $created[ 'id:' . $id ] : 0;
	}

	/**
	 * The product a Parent cell (id:N or a SKU) names, 0 when none.
	 *
	 * @param string             $reference The cell.
	 * @param array<string, int> $created   As for find().
	 */
	public function parent( string $reference, array $created = array() ): int {
		$reference = trim( $reference );
		if ( 1 === preg_match( '/^id:(\d+)$/', $reference, $m ) ) {
			return $this->find( (int) $m[1], '', false, $created );
		}
		return '' === $reference ? 0 : $this->find( 0, $reference, false, $created );
	}
}
