<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Coupons\CouponRepository;

require_once __DIR__ . '/WooTestCase.php';

final class WooCouponsCustomersTest extends WooTestCase {

	public function test_coupons_are_copied_with_their_rules_and_products(): void {
		$shop = $this->fill();

		$job = $this->run_all();

		self::assertSame(
			array(
				'created'   => 2,
				'updated'   => 0,
				'unchanged' => 0,
				'skipped'   => 1,
			),
			$job['counts']['coupons']
		);
		self::assertSame( array( 'ODD: Vitrine has no discount of the type recurring_percent.' ), self::skips( $job, 'coupons' ) );
		$coupons = $this->services()->get( CouponRepository::class );
		$ten     = $coupons->find_by_code( 'woo10' );
		self::assertNotNull( $ten );
		self::assertSame( 'percent', $ten->discount_type );
		self::assertSame( '10', $ten->amount );
		self::assertSame( 'Ten percent off mugs.', $ten->description );
		self::assertSame( strtotime( '2030-01-31 00:00:00 UTC' ), $ten->expires_at );
		self::assertSame( '20.00', $ten->minimum_spend );
		self::assertSame( 100, $ten->usage_limit );
		self::assertSame( 1, $ten->usage_limit_per_user );
		self::assertTrue( $ten->individual_use );
		self::assertSame( array( self::copied_post( $shop->ids['mug'] ) ), $ten->product_ids );
		self::assertCount( 1, $ten->category_ids );
		self::assertSame( 'Mugs', get_term( $ten->category_ids[0] )->name );
		self::assertSame( array( 'ada@example.org' ), $ten->email_restrictions );
		$ship = $coupons->find_by_code( 'FREESHIP' );
		self::assertNotNull( $ship );
		self::assertTrue( $ship->free_shipping );

		$again = $this->run_all();

		self::assertSame(
			array(
				'created'   => 0,
				'updated'   => 0,
				'unchanged' => 2,
				'skipped'   => 1,
			),
			$again['counts']['coupons']
		);
	}

	public function test_customers_keep_their_accounts_and_get_their_addresses(): void {
		$shop     = $this->fill();
		$id       = (int) $shop->ids['customer'];
		$before   = get_userdata( $id );
		$accounts = $this->services()->get( CustomerAccounts::class );

		$dry = $this->run_all( 'dry' );

		self::assertSame( 1, $dry['counts']['customers']['created'] );
		self::assertSame( array(), $accounts->address( $id, 'billing' ), 'The dry run writes nothing.' );

		$job = $this->run_all();

		self::assertSame( 1, $job['counts']['customers']['created'] );
		$billing = $accounts->address( $id, 'billing' );
		self::assertSame( '12 Analytical Road', $billing['address_1'] );
		self::assertSame( 'ada@example.org', $billing['email'] );
		self::assertSame( 'GB', $billing['country'] );
		self::assertSame( '3 Engine Lane', $accounts->address( $id, 'shipping' )['address_1'] );
		$after = get_userdata( $id );
		self::assertSame( $before->user_login, $after->user_login );
		self::assertSame( $before->user_email, $after->user_email );
		self::assertSame( $before->user_pass, $after->user_pass );
		self::assertSame( $before->roles, $after->roles );

		$again = $this->run_all();
		self::assertSame( 1, $again['counts']['customers']['unchanged'] );
	}

	public function test_an_address_changed_in_vitrine_is_kept(): void {
		$shop     = $this->fill();
		$id       = (int) $shop->ids['customer'];
		$accounts = $this->services()->get( CustomerAccounts::class );
		$accounts->save_address(
			$id,
			'billing',
			array(
				'first_name' => 'Ada',
				'address_1'  => '1 New Street',
				'country'    => 'FR',
			)
		);

		$job = $this->run_all();

		self::assertSame( '1 New Street', $accounts->address( $id, 'billing' )['address_1'] );
		self::assertSame( '3 Engine Lane', $accounts->address( $id, 'shipping' )['address_1'], 'The shipping address, not in Vitrine yet, is copied.' );
		self::assertCount( 1, self::skips( $job, 'address' ) );
	}
}
