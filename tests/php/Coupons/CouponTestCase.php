<?php
/**
 * Shared set-up of the coupon tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponContext;
use Vitrine\Coupons\CouponLine;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\Coupons;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * Coupons saved with the module's writer, read back through its repository, and cart lines
 * built by hand.
 */
abstract class CouponTestCase extends TestCase {

	protected Coupons $coupons;

	protected function setUp(): void {
		parent::setUp();
		$this->coupons = Plugin::instance()->coupons;
	}

	/**
	 * A published coupon, read back from the database.
	 *
	 * @param string               $code   The code.
	 * @param array<string, mixed> $fields CouponWriter fields.
	 */
	protected function coupon( string $code, array $fields = array() ): Coupon {
		$id     = $this->coupons->writer->save( 0, array( 'code' => $code ) + $fields );
		$coupon = $this->coupons->repository->find( $id );
		self::assertNotNull( $coupon );
		return $coupon;
	}

	/**
	 * A cart line.
	 *
	 * @param string    $key          Line key.
	 * @param int       $amount       Line subtotal in minor units.
	 * @param int       $quantity     Units.
	 * @param int       $product_id   Product.
	 * @param int       $variation_id Variation.
	 * @param list<int> $categories   Category ids.
	 * @param bool      $on_sale      Sold at a sale price.
	 */
	protected function line( string $key, int $amount, int $quantity = 1, int $product_id = 0, int $variation_id = 0, array $categories = array(), bool $on_sale = false ): CouponLine {
		return new CouponLine( $key, $product_id > 0 ? $product_id : crc32( $key ), $variation_id, $quantity, $amount, $categories, $on_sale, 'Product ' . $key );
	}

	/**
	 * A context whose subtotal is the sum of its lines.
	 *
	 * @param list<CouponLine> $lines   Lines.
	 * @param int              $user_id Customer.
	 * @param string           $email   Billing email.
	 */
	protected function context( array $lines, int $user_id = 0, string $email = '' ): CouponContext {
		return new CouponContext( $lines, array_sum( array_map( static fn ( CouponLine $line ): int => $line->subtotal_minor, $lines ) ), $user_id, $email );
	}

	protected function set_decimals( int $decimals ): void {
		$stored                   = (array) get_option( Settings::OPTION, array() );
		$stored['price_decimals'] = $decimals;
		update_option( Settings::OPTION, $stored );
	}

	/**
	 * A published simple product.
	 *
	 * @param string    $name       Its name.
	 * @param list<int> $categories Category term ids.
	 * @param string    $sku        SKU.
	 */
	protected function product( string $name, array $categories = array(), string $sku = '' ): int {
		$id = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => $name,
				'regular_price' => '10.00',
				'sku'           => $sku,
			)
		);
		if ( array() !== $categories ) {
			wp_set_object_terms( $id, $categories, ProductPostTypes::CATEGORY );
		}
		return $id;
	}

	/**
	 * A product category.
	 */
	protected function category( string $name, int $parent_id = 0 ): int {
		$term = wp_insert_term( $name, ProductPostTypes::CATEGORY, array( 'parent' => $parent_id ) );
		self::assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * Asserts that a call throws CouponRefused with this code and message, answered with status 400.
	 *
	 * @param string   $code    Expected error code.
	 * @param string   $message Expected message.
	 * @param \Closure $call    The call.
	 */
	protected function assertRefused( string $code, string $message, \Closure $call ): CouponRefused {
		try {
			$call();
		} catch ( CouponRefused $e ) {
			self::assertSame( $code, $e->error_code, $e->getMessage() );
			self::assertSame( $message, $e->getMessage() );
			self::assertSame( 400, ErrorMapper::status( $e->kind ) );
			$error = ErrorMapper::to_wp_error( $e );
			self::assertSame( $code, $error->get_error_code() );
			self::assertSame( 400, $error->get_error_data()['status'] );
			return $e;
		}
		self::fail( "Expected a {$code} refusal." );
	}
}
