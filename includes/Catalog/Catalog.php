<?php
/**
 * The catalog's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\Settings\Settings;

/**
 * What other modules (cart, checkout, listings) use of the catalog: reading and writing
 * products, prices and the lookup table.
 */
final class Catalog {

	public readonly Attributes $attributes;
	public readonly ProductPostTypes $post_types;
	public readonly ProductRepository $products;
	public readonly LookupTable $lookup;
	public readonly LookupSync $lookup_sync;
	public readonly ProductWriter $writer;
	public readonly PriceFormatter $prices;

	public function __construct( Settings $settings ) {
		$this->attributes  = new Attributes();
		$this->post_types  = new ProductPostTypes( $this->attributes );
		$this->products    = new ProductRepository();
		$this->lookup      = new LookupTable( $this->products );
		$this->lookup_sync = new LookupSync( $this->lookup );
		$this->writer      = new ProductWriter( new ProductValidator( $this->lookup ), $this->lookup );
		$this->prices      = new PriceFormatter( $settings, $this->products );
	}
}
