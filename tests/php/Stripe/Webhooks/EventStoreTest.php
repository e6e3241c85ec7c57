<?php
/**
 * The event store: one claim per event, failed and dead claims taken again, old events pruned.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Core\Install\Installer;
use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Tests\TestCase;

final class EventStoreTest extends TestCase {

	private int $now = 0;

	public function test_an_event_is_claimed_once_while_it_is_processed_and_then_is_done(): void {
		$store = $this->store();
		$event = $this->event( 'evt_store_1' );
		self::assertSame( EventStore::CLAIMED, $store->claim( $event ) );
		self::assertSame( EventStore::BUSY, $store->claim( $event ), 'Another request is processing it.' );
		$store->finish( 'evt_store_1', EventStore::PROCESSED );
		self::assertSame( EventStore::DONE, $store->claim( $event ) );
		$row = $store->find( 'evt_store_1' );
		self::assertSame( 1, $row['attempts'] ?? null );
		self::assertSame( 'payment_intent.succeeded', $row['type'] ?? null );
		self::assertSame( 'pi_store', $row['object_id'] ?? null );
		self::assertSame( 1700000000, $row['created'] ?? null );
	}

	public function test_a_failed_event_and_a_claim_that_died_are_claimed_again(): void {
		$store = $this->store();
		$event = $this->event( 'evt_store_2' );
		$store->claim( $event );
		$store->finish( 'evt_store_2', EventStore::FAILED, 'Stripe could not be reached.' );
		self::assertSame( 'Stripe could not be reached.', $store->find( 'evt_store_2' )['error'] ?? null );
		self::assertSame( EventStore::CLAIMED, $store->claim( $event ) );
		self::assertSame( 2, $store->find( 'evt_store_2' )['attempts'] ?? null );

		self::assertSame( EventStore::BUSY, $store->claim( $event ) );
		$this->now += EventStore::STALE_AFTER + 1;
		self::assertSame( EventStore::CLAIMED, $store->claim( $event ), 'The first claim died.' );
		self::assertSame( 3, $store->find( 'evt_store_2' )['attempts'] ?? null );
	}

	public function test_events_older_than_thirty_days_are_pruned(): void {
		$store = $this->store();
		$store->claim( $this->event( 'evt_store_old' ) );
		$this->now += 31 * DAY_IN_SECONDS;
		$store->claim( $this->event( 'evt_store_new' ) );
		self::assertGreaterThanOrEqual( 1, $store->prune() );
		self::assertNull( $store->find( 'evt_store_old' ) );
		self::assertNotNull( $store->find( 'evt_store_new' ) );
	}

	public function test_the_migration_makes_the_table_with_a_unique_event_id(): void {
		global $wpdb;
		self::assertContains( 'vitrine_stripe_events', Installer::migrator()->tables() );
		$index = $wpdb->get_row( $wpdb->prepare( 'SHOW INDEX FROM ' . EventStore::table() . ' WHERE Key_name = %s', 'event_id' ), ARRAY_A ); // phpcs:ignore WordPress.DB
		self::assertIsArray( $index );
		self::assertSame( '0', (string) $index['Non_unique'] );
	}

	private function store(): EventStore {
		$this->now = 1800000000;
		return new EventStore( fn (): int => $this->now );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function event( string $id ): array {
		return array(
			'id'       => $id,
			'type'     => 'payment_intent.succeeded',
			'created'  => 1700000000,
			'livemode' => false,
			'data'     => array( 'object' => array( 'id' => 'pi_store' ) ),
		);
	}
}
