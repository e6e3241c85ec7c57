<?php
/**
 * The customers computed from the orders.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Customers;

use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerList;
use Vitrine\Plugin;

require_once __DIR__ . '/CustomersTestCase.php';

final class CustomerListTest extends CustomersTestCase {

	private function list(): CustomerList {
		return Plugin::instance()->get( CustomerList::class );
	}

	/**
	 * @param array<string, mixed> $args Query arguments.
	 * @return array<string, array<string, mixed>> Customer key to row.
	 */
	private function rows( array $args = array() ): array {
		$rows = array();
		foreach ( $this->list()->query( $args + array( 'per_page' => 200 ) )['customers'] as $row ) {
			$rows[ (string) $row['key'] ] = $row;
		}
		return $rows;
	}

	public function test_counts_the_sales_of_each_registered_customer_and_guest_email(): void {
		$user = $this->create_user( 'customer' );
		wp_update_user(
			array(
				'ID'         => $user,
				'first_name' => 'Grace',
				'last_name'  => 'Hopper',
			)
		);
		$this->order(
			array(
				'customer_id' => $user,
				'email'       => 'grace@example.org',
				'total'       => 1000,
				'created'     => '2026-03-01 10:00:00',
				'country'     => 'US',
			)
		);
		$this->order(
			array(
				'customer_id' => $user,
				'email'       => 'grace@example.org',
				'status'      => 'refunded',
				'total'       => 4000,
				'refunded'    => 1500,
				'created'     => '2026-03-02 10:00:00',
				'country'     => 'US',
			)
		);
		// Not sales: counted in neither figure, but the latest order is still the last order.
		$cancelled = $this->order(
			array(
				'customer_id' => $user,
				'email'       => 'grace@example.org',
				'status'      => 'cancelled',
				'total'       => 9900,
				'created'     => '2026-03-05 10:00:00',
				'country'     => 'DE',
			)
		);
		$this->order(
			array(
				'customer_id' => $user,
				'email'       => 'grace@example.org',
				'status'      => 'pending',
				'total'       => 7700,
				'created'     => '2026-03-04 10:00:00',
			)
		);
		$this->order(
			array(
				'customer_id' => $user,
				'email'       => 'grace@example.org',
				'status'      => 'failed',
				'total'       => 6600,
				'created'     => '2026-03-03 10:00:00',
			)
		);
		// A guest, grouped by email whatever its letter case; another currency is counted, not summed.
		$this->order(
			array(
				'email'   => 'Ada@Example.com',
				'status'  => 'processing',
				'total'   => 2500,
				'created' => '2026-02-01 10:00:00',
			)
		);
		$latest_guest = $this->order(
			array(
				'email'   => 'ada@example.com',
				'status'  => 'on-hold',
				'total'   => 500,
				'created' => '2026-02-03 10:00:00',
				'first'   => 'Ada',
				'last'    => 'King',
				'country' => 'GB',
			)
		);
		$this->order(
			array(
				'email'    => 'ada@example.com',
				'total'    => 9999,
				'currency' => 'USD',
				'created'  => '2026-02-02 10:00:00',
			)
		);
		// An order without customer or email belongs to no one.
		$this->order(
			array(
				'email' => '',
				'total' => 100,
			)
		);

		$result = $this->list()->query( array() );
		self::assertSame( 2, $result['total'] );
		$rows = $this->rows();

		$grace = $rows[ 'u:' . $user ];
		self::assertSame( 2, $grace['orders'] );
		self::assertSame( 1000 + 4000 - 1500, $grace['spent'] );
		self::assertSame( $cancelled, $grace['last_order_id'] );
		self::assertSame( strtotime( '2026-03-05 10:00:00 UTC' ), $grace['last_order_at'] );
		self::assertSame( 'Grace Hopper', $grace['name'] );
		self::assertSame( 'DE', $grace['country'] );
		self::assertFalse( $grace['key']->is_guest() );

		$ada = $rows['e:ada@example.com'];
		self::assertSame( 3, $ada['orders'] );
		self::assertSame( 2500 + 500, $ada['spent'] );
		self::assertSame( $latest_guest, $ada['last_order_id'] );
		self::assertSame( 'Ada King', $ada['name'] );
		self::assertSame( 'ada@example.com', $ada['email'] );
		self::assertSame( 'GB', $ada['country'] );

		$found = $this->list()->find( CustomerKey::guest( 'ADA@example.com' ) );
		self::assertNotNull( $found );
		self::assertSame( 3, $found['orders'] );
		self::assertSame( 3000, $found['spent'] );
		self::assertSame( 5000 - 1500, $this->list()->find( CustomerKey::user( $user ) )['spent'] ?? null );
		self::assertNull( $this->list()->find( CustomerKey::guest( 'nobody@example.com' ) ) );
	}

	public function test_search_finds_a_customer_by_email_name_or_account_and_keeps_all_their_orders(): void {
		$user = $this->create_user( 'customer' );
		wp_update_user(
			array(
				'ID'           => $user,
				'display_name' => 'Marie Curie',
			)
		);
		$this->order(
			array(
				'customer_id' => $user,
				'email'       => 'billing@example.net',
				'first'       => 'M.',
				'last'        => 'C.',
			)
		);
		// Only the older order carries the name searched: the customer comes with both orders.
		$this->order(
			array(
				'email'   => 'alan@example.com',
				'first'   => 'Alan',
				'last'    => 'Turing',
				'created' => '2026-01-01 10:00:00',
				'total'   => 300,
			)
		);
		$this->order(
			array(
				'email'   => 'alan@example.com',
				'first'   => 'A.',
				'last'    => 'T.',
				'created' => '2026-01-02 10:00:00',
				'total'   => 400,
			)
		);
		$this->order(
			array(
				'email' => 'other@example.com',
				'first' => 'Other',
				'last'  => 'Person',
			)
		);

		$by_name = $this->rows( array( 'search' => 'alan tur' ) );
		self::assertSame( array( 'e:alan@example.com' ), array_keys( $by_name ) );
		self::assertSame( 2, $by_name['e:alan@example.com']['orders'] );
		self::assertSame( 700, $by_name['e:alan@example.com']['spent'] );
		self::assertSame( 1, $this->list()->query( array( 'search' => 'alan tur' ) )['total'] );

		self::assertSame( array( 'e:other@example.com' ), array_keys( $this->rows( array( 'search' => 'OTHER@' ) ) ) );
		self::assertSame( array( 'u:' . $user ), array_keys( $this->rows( array( 'search' => 'Curie' ) ) ) );
		self::assertSame( array( 'u:' . $user ), array_keys( $this->rows( array( 'search' => 'billing@example' ) ) ) );
		self::assertSame( array(), $this->rows( array( 'search' => 'nobody at all' ) ) );
		self::assertSame( 0, $this->list()->query( array( 'search' => 'nobody at all' ) )['total'] );
	}

	public function test_sorts_by_orders_total_spent_and_last_order_and_pages(): void {
		// a: 3 orders, 300 spent, last in March; b: 1 order, 5000, last in April; c: 2 orders, 1000, last in January.
		foreach ( array( '2026-03-01', '2026-03-02', '2026-03-03' ) as $day ) {
			$this->order(
				array(
					'email'   => 'a@example.com',
					'total'   => 100,
					'created' => $day . ' 10:00:00',
				)
			);
		}
		$this->order(
			array(
				'email'   => 'b@example.com',
				'total'   => 5000,
				'created' => '2026-04-01 10:00:00',
			)
		);
		$this->order(
			array(
				'email'   => 'c@example.com',
				'total'   => 500,
				'created' => '2026-01-01 10:00:00',
			)
		);
		$this->order(
			array(
				'email'   => 'c@example.com',
				'total'   => 500,
				'created' => '2026-01-02 10:00:00',
			)
		);

		$order = fn ( array $args ): array => array_keys( $this->rows( $args ) );
		self::assertSame( array( 'e:b@example.com', 'e:a@example.com', 'e:c@example.com' ), $order( array() ) );
		self::assertSame(
			array( 'e:c@example.com', 'e:a@example.com', 'e:b@example.com' ),
			$order(
				array(
					'orderby' => 'last_order',
					'order'   => 'asc',
				)
			)
		);
		self::assertSame( array( 'e:a@example.com', 'e:c@example.com', 'e:b@example.com' ), $order( array( 'orderby' => 'orders' ) ) );
		self::assertSame(
			array( 'e:b@example.com', 'e:c@example.com', 'e:a@example.com' ),
			$order(
				array(
					'orderby' => 'orders',
					'order'   => 'asc',
				)
			)
		);
		self::assertSame( array( 'e:b@example.com', 'e:c@example.com', 'e:a@example.com' ), $order( array( 'orderby' => 'spent' ) ) );
		self::assertSame(
			array( 'e:a@example.com', 'e:c@example.com', 'e:b@example.com' ),
			$order(
				array(
					'orderby' => 'spent',
					'order'   => 'asc',
				)
			)
		);

		$page = $this->list()->query(
			array(
				'orderby'  => 'spent',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		self::assertSame( 3, $page['total'] );
		self::assertSame( array( 'e:a@example.com' ), array_map( static fn ( array $row ): string => (string) $row['key'], $page['customers'] ) );
	}

	public function test_a_customer_key_reads_back_only_what_it_wrote(): void {
		self::assertSame( 'u:12', (string) CustomerKey::parse( 'u:12' ) );
		self::assertSame( 'e:ada@example.com', (string) CustomerKey::parse( 'e:Ada@Example.com' ) );
		self::assertNull( CustomerKey::parse( 'u:0' ) );
		self::assertNull( CustomerKey::parse( 'u:12 OR 1=1' ) );
		self::assertNull( CustomerKey::parse( 'e:not an email' ) );
		self::assertNull( CustomerKey::parse( '12' ) );
	}
}
