<?php
/**
 * The post meta keys products and variations use.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * One place for the keys, so that reads, writes and the lookup sync agree.
 */
final class ProductMeta {

	public const TYPE          = '_vitrine_type';
	public const REGULAR_PRICE = '_vitrine_regular_price';
	public const SALE_PRICE    = '_vitrine_sale_price';
	public const SALE_FROM     = '_vitrine_sale_from';
	public const SALE_TO       = '_vitrine_sale_to';
	public const SKU           = '_vitrine_sku';
	public const MANAGE_STOCK  = '_vitrine_manage_stock';
	public const STOCK         = '_vitrine_stock';
	public const BACKORDERS    = '_vitrine_backorders';
	/** The product's own low-stock threshold (a whole number); none: the shop's setting. */
	public const LOW_STOCK        = '_vitrine_low_stock_amount';
	public const STOCK_STATUS     = '_vitrine_stock_status';
	public const WEIGHT           = '_vitrine_weight';
	public const LENGTH           = '_vitrine_length';
	public const WIDTH            = '_vitrine_width';
	public const HEIGHT           = '_vitrine_height';
	public const GALLERY          = '_vitrine_gallery';
	public const VIRTUAL          = '_vitrine_virtual';
	public const DOWNLOADABLE     = '_vitrine_downloadable';
	public const DOWNLOADS        = '_vitrine_downloads';
	public const ATTRIBUTES       = '_vitrine_attributes';
	public const TOTAL_SALES      = '_vitrine_total_sales';
	public const TAX_STATUS       = '_vitrine_tax_status';
	public const TAX_CLASS        = '_vitrine_tax_class';
	public const ATTRIBUTE_PREFIX = '_vitrine_attribute_';

	/**
	 * Whether a meta key is one of ours (changes to it resync the lookup table).
	 */
	public static function is_ours( string $key ): bool {
		return str_starts_with( $key, '_vitrine_' );
	}
}
