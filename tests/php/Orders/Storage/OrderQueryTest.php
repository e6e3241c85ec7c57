<?php
/**
 * OrderQuery: lists of orders, counts by status, months.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders\Storage;

use Vitrine\Orders\OrderStatus;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/OrderTestCase.php';

final class OrderQueryTest extends OrderTestCase {

	public function test_query_filters_searches_sorts_and_pages(): void {
		$mug      = $this->product();
		$customer = $this->create_user( 'subscriber' );
		$placed   = array();
		$names    = array( 'Grace Hopper', 'Alan Turing', 'Grace Kelly', 'Edsger Dijkstra' );
		$statuses = array( OrderStatus::PROCESSING, OrderStatus::PENDING, OrderStatus::PROCESSING, OrderStatus::COMPLETED );
		foreach ( $names as $i => $name ) {
			$draft                        = $this->draft( array( $mug => $i + 1 ) );
			list( $first, $last )         = explode( ' ', $name );
			$draft->billing['first_name'] = $first;
			$draft->billing['last_name']  = $last;
			$draft->billing['email']      = strtolower( $last ) . '@example.org';
			$draft->customer_id           = 1 === $i ? $customer : 0;
			$placed[]                     = $this->force_status( $this->writer->create( $draft ), $statuses[ $i ] );
		}
		$ids = static fn ( array $result ): array => array_map( static fn ( $order ): int => $order->id, $result['orders'] );

		$all = $this->lists->query( array() );
		self::assertSame( 4, $all['total'] );
		self::assertSame( array( $placed[3]->id, $placed[2]->id, $placed[1]->id, $placed[0]->id ), $ids( $all ), 'Newest first.' );

		self::assertSame( array( $placed[2]->id, $placed[0]->id ), $ids( $this->lists->query( array( 'status' => OrderStatus::PROCESSING ) ) ) );
		self::assertSame( 3, $this->lists->query( array( 'status' => array( OrderStatus::PROCESSING, OrderStatus::COMPLETED ) ) )['total'] );
		self::assertSame( array( $placed[1]->id ), $ids( $this->lists->query( array( 'customer_id' => $customer ) ) ) );
		self::assertSame( array( $placed[3]->id ), $ids( $this->lists->query( array( 'billing_email' => 'dijkstra@example.org' ) ) ) );
		self::assertSame( array( $placed[2]->id, $placed[0]->id ), $ids( $this->lists->query( array( 'search' => 'Grace' ) ) ), 'Search by name.' );
		self::assertSame( array( $placed[1]->id ), $ids( $this->lists->query( array( 'search' => 'turing@' ) ) ), 'Search by email.' );
		self::assertSame( array( $placed[2]->id ), $ids( $this->lists->query( array( 'search' => '#' . $placed[2]->id ) ) ), 'Search by number.' );
		self::assertSame( 0, $this->lists->query( array( 'search' => 'Lovelace%' ) )['total'], 'LIKE wildcards are searched for literally.' );
		self::assertSame( 0, $this->lists->query( array( 'status' => 'nonsense' ) )['total'] );

		$page = $this->lists->query(
			array(
				'per_page' => 3,
				'page'     => 2,
				'orderby'  => 'id',
				'order'    => 'ASC',
			)
		);
		self::assertSame( 4, $page['total'] );
		self::assertSame( array( $placed[3]->id ), $ids( $page ) );
		$by_total = $this->lists->query(
			array(
				'orderby' => 'total',
				'order'   => 'DESC',
			)
		);
		self::assertSame( $placed[3]->id, $ids( $by_total )[0], 'The largest total first.' );

		$future = $this->lists->query( array( 'date_from' => time() + 3600 ) );
		self::assertSame( 0, $future['total'] );
		$today = $this->lists->query(
			array(
				'date_from' => time() - 3600,
				'date_to'   => time() + 3600,
			)
		);
		self::assertSame( 4, $today['total'] );

		$counts = $this->lists->count_by_status();
		self::assertSame( 2, $counts[ OrderStatus::PROCESSING ] );
		self::assertSame( 1, $counts[ OrderStatus::PENDING ] );
		self::assertSame( 0, $counts[ OrderStatus::REFUNDED ] );
		self::assertSame( array( wp_date( 'Y-m' ) ), $this->lists->months() );

		$this->force_status( $placed[1], OrderStatus::CANCELLED );
		self::assertSame( 0, $this->lists->count_by_status()[ OrderStatus::PENDING ], 'A write retires cached counts.' );
		self::assertSame( 0, $this->lists->query( array( 'status' => OrderStatus::PENDING ) )['total'], 'A write retires cached queries.' );
	}
}
