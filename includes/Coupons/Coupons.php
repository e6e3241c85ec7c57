<?php
/**
 * The coupon services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\Catalog;
use Vitrine\Core\Settings\Settings;

/**
 * What the cart totals, the checkout and the order screens use of coupons: reading them,
 * checking them against a cart, computing their discounts and counting their uses.
 */
final class Coupons {

	public readonly CouponPostType $post_type;
	public readonly CouponRepository $repository;
	public readonly CouponUsage $usage;
	public readonly CouponWriter $writer;
	public readonly CouponValidator $validator;
	public readonly DiscountCalculator $calculator;
	public readonly CouponLineFactory $lines;

	public function __construct( Settings $settings, Catalog $catalog ) {
		$this->post_type  = new CouponPostType();
		$this->repository = new CouponRepository();
		$this->usage      = new CouponUsage( new \Vitrine\Core\Database\Transaction() );
		$this->writer     = new CouponWriter( $settings, $this->repository );
		$this->validator  = new CouponValidator( $this->repository, $this->usage, $catalog->prices, $catalog->products );
		$this->calculator = new DiscountCalculator( $settings );
		$this->lines      = new CouponLineFactory();
	}
}
