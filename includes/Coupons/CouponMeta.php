<?php
/**
 * The post meta keys coupons use.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * One place for the keys, so that reads and writes agree. The code is the post title and the
 * description the excerpt; everything else is meta.
 */
final class CouponMeta {

	public const DISCOUNT_TYPE         = '_vitrine_discount_type';
	public const AMOUNT                = '_vitrine_coupon_amount';
	public const EXPIRES_AT            = '_vitrine_expires_at';
	public const MINIMUM_SPEND         = '_vitrine_minimum_spend';
	public const MAXIMUM_SPEND         = '_vitrine_maximum_spend';
	public const USAGE_LIMIT           = '_vitrine_usage_limit';
	public const USAGE_LIMIT_PER_USER  = '_vitrine_usage_limit_per_user';
	public const INDIVIDUAL_USE        = '_vitrine_individual_use';
	public const PRODUCT_IDS           = '_vitrine_product_ids';
	public const EXCLUDED_PRODUCT_IDS  = '_vitrine_excluded_product_ids';
	public const CATEGORY_IDS          = '_vitrine_category_ids';
	public const EXCLUDED_CATEGORY_IDS = '_vitrine_excluded_category_ids';
	public const EXCLUDE_SALE_ITEMS    = '_vitrine_exclude_sale_items';
	public const FREE_SHIPPING         = '_vitrine_free_shipping';
	public const EMAIL_RESTRICTIONS    = '_vitrine_email_restrictions';
}
