<?php
/**
 * Where each section of Vitrine > Settings goes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

/**
 * The order of the settings screen, declared in one place so that it does not depend on the
 * order modules register in (Settings::add_section() takes one of these). Gaps of ten leave
 * room for sections to come.
 */
final class SectionPosition {

	public const GENERAL         = 10;
	public const STORE_NOTICE    = 20;
	public const COMING_SOON     = 30;
	public const PASSWORD_FIELDS = 40;
	public const STORE           = 50;
	public const TAX             = 60;
	public const CART            = 70;
	public const SHOP            = 80;
	public const PRODUCT_REVIEWS = 90;
	public const PRODUCT_PAGE    = 100;
	public const COUPONS         = 110;
	public const EMAILS          = 120;
	public const ADDRESS_FIELDS  = 130;
	public const CHECKOUT        = 140;
	public const ATTRIBUTION     = 145;
	public const ACCOUNT         = 150;
	public const REVIEW_SOURCES  = 160;
	public const SECURITY        = 170;

	/** Each payment gateway's section, in the order of the gateways: PAYMENTS + its index. */
	public const PAYMENTS = 1000;

	/** Sections that name no position (an extension's): last, in the order they were added. */
	public const LAST = PHP_INT_MAX;
}
