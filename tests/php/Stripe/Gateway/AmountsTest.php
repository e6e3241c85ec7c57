<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Gateway;

use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Tests\TestCase;

final class AmountsTest extends TestCase {

	/**
	 * @return array<string, array{int, int, string, int}>
	 */
	public static function conversions(): array {
		return array(
			'EUR cents'                               => array( 1999, 2, 'EUR', 1999 ),
			'usd in lower case'                       => array( 50, 2, 'usd', 50 ),
			'GBP'                                     => array( 30, 2, 'GBP', 30 ),
			'JPY is zero-decimal'                     => array( 1500, 0, 'JPY', 1500 ),
			'JPY kept with 2 decimals by the shop'    => array( 150050, 2, 'JPY', 1501 ),
			'KRW'                                     => array( 25000, 0, 'KRW', 25000 ),
			'CLP'                                     => array( 9900, 0, 'CLP', 9900 ),
			'VND'                                     => array( 230000, 0, 'VND', 230000 ),
			'XOF'                                     => array( 5000, 0, 'XOF', 5000 ),
			'ISK goes as hundredths of whole units'   => array( 5000, 0, 'ISK', 500000 ),
			'ISK with decimals in the shop'           => array( 500049, 2, 'ISK', 500000 ),
			'UGX'                                     => array( 3700, 0, 'UGX', 370000 ),
			'KWD ends in zero'                        => array( 1234, 3, 'KWD', 1230 ),
			'KWD rounds half up to the tenth'         => array( 1235, 3, 'KWD', 1240 ),
			'BHD from two decimals'                   => array( 1050, 2, 'BHD', 10500 ),
			'JOD'                                     => array( 7999, 3, 'JOD', 8000 ),
			'OMR'                                     => array( 100, 3, 'OMR', 100 ),
			'TND'                                     => array( 12345, 3, 'TND', 12350 ),
			'EUR from a shop with no decimals'        => array( 20, 0, 'EUR', 2000 ),
			'EUR from a shop with three decimals'     => array( 19995, 3, 'EUR', 2000 ),
			'HUF is two-decimal for charges'          => array( 50000, 2, 'HUF', 50000 ),
			'a negative amount rounds away from zero' => array( -1235, 3, 'KWD', -1240 ),
		);
	}

	/**
	 * @dataProvider conversions
	 */
	public function test_shop_amounts_become_stripes( int $minor, int $decimals, string $currency, int $expected ): void {
		self::assertSame( $expected, Amounts::to_stripe( $minor, $decimals, $currency ) );
	}

	public function test_stripe_amounts_come_back_in_the_shops_minor_units(): void {
		self::assertSame( 1999, Amounts::from_stripe( 1999, 2, 'eur' ) );
		self::assertSame( 1500, Amounts::from_stripe( 1500, 0, 'JPY' ) );
		self::assertSame( 150000, Amounts::from_stripe( 1500, 2, 'JPY' ) );
		self::assertSame( 1230, Amounts::from_stripe( 1230, 3, 'KWD' ) );
		self::assertSame( 5000, Amounts::from_stripe( 500000, 0, 'ISK' ) );
	}

	public function test_stripes_decimals_per_currency(): void {
		self::assertSame( 0, Amounts::stripe_decimals( 'jpy' ) );
		self::assertSame( 3, Amounts::stripe_decimals( 'KWD' ) );
		self::assertSame( 2, Amounts::stripe_decimals( 'EUR' ) );
		self::assertSame( 2, Amounts::stripe_decimals( 'ISK' ), 'Sent as hundredths.' );
	}

	public function test_minimum_charges_in_the_shops_minor_units(): void {
		self::assertSame( 50, Amounts::minimum_minor( 'USD', 2 ) );
		self::assertSame( 30, Amounts::minimum_minor( 'gbp', 2 ) );
		self::assertSame( 50, Amounts::minimum_minor( 'JPY', 0 ) );
		self::assertSame( 5000, Amounts::minimum_minor( 'JPY', 2 ) );
		self::assertSame( 1, Amounts::minimum_minor( 'EUR', 0 ), 'Rounded up to a whole euro.' );
		self::assertSame( 17500, Amounts::minimum_minor( 'HUF', 2 ) );
		self::assertNull( Amounts::minimum_minor( 'KWD', 3 ), 'Stripe lists none: Stripe itself refuses what is too small.' );

		self::assertTrue( Amounts::is_chargeable( 50, 2, 'EUR' ) );
		self::assertFalse( Amounts::is_chargeable( 49, 2, 'EUR' ) );
		self::assertFalse( Amounts::is_chargeable( 0, 3, 'KWD' ) );
		self::assertTrue( Amounts::is_chargeable( 1, 3, 'KWD' ) );
	}
}
