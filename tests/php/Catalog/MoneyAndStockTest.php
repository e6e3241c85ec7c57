<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Prices;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Tests\TestCase;

final class MoneyAndStockTest extends TestCase {

	public function test_prices_are_summed_in_minor_units_without_float_drift(): void {
		self::assertSame( 30, Money::to_minor( '0.1' ) + Money::to_minor( '0.2' ) );
		self::assertSame( 1250, Money::to_minor( '12.5' ) );
		self::assertSame( 1235, Money::to_minor( '12.345' ), 'Half up beyond the decimals.' );
		self::assertSame( 1234, Money::to_minor( '12.3449' ) );
		self::assertSame( '12.50', Money::from_minor( 1250 ) );
		self::assertSame( '0.05', Money::from_minor( 5 ) );
		self::assertSame( '-3.20', Money::from_minor( -320 ) );
		self::assertSame( '7', Money::from_minor( 7, 0 ) );
	}

	public function test_only_plain_decimals_are_prices(): void {
		foreach ( array( '12', '12.5', '0.9999' ) as $valid ) {
			self::assertTrue( Money::is_valid( $valid ), $valid );
		}
		foreach ( array( '', '-1', '1,50', '€5', '1.23456', '1e3', ' 1' ) as $invalid ) {
			self::assertFalse( Money::is_valid( $invalid ), $invalid );
		}
	}

	public function test_a_scheduled_sale_applies_only_within_its_dates(): void {
		$prices = new Prices( '20.00', '15.00', 1000, 2000 );

		self::assertSame( '20.00', $prices->active( 999 ) );
		self::assertSame( '15.00', $prices->active( 1000 ) );
		self::assertSame( '15.00', $prices->active( 2000 ) );
		self::assertSame( '20.00', $prices->active( 2001 ) );
		self::assertNull( ( new Prices( null ) )->active( 0 ) );
	}

	public function test_managed_stock_edges(): void {
		$three = new Stock( true, 3 );

		self::assertTrue( $three->can_supply( 3 ), 'Exactly the stock.' );
		self::assertFalse( $three->can_supply( 4 ), 'One more than the stock.' );
		self::assertFalse( $three->can_supply( 0 ) );
		self::assertSame( 3, $three->max_purchase() );
		self::assertSame( Stock::OUT_OF_STOCK, ( new Stock( true, 0 ) )->status() );

		$backorders = new Stock( true, 0, Stock::BACKORDERS_YES );
		self::assertTrue( $backorders->can_supply( 10 ) );
		self::assertSame( Stock::ON_BACKORDER, $backorders->status() );
		self::assertNull( $backorders->max_purchase() );
	}

	public function test_unmanaged_stock_follows_its_status(): void {
		self::assertTrue( ( new Stock( false ) )->can_supply( 999 ) );
		self::assertFalse( ( new Stock( false, null, Stock::BACKORDERS_NO, Stock::OUT_OF_STOCK ) )->can_supply( 1 ) );
	}
}
