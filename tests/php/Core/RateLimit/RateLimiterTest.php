<?php
/**
 * The rate limiter: counts, windows, clients, switches, and both places the counts live.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\RateLimit;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\RateLimit\CacheCounters;
use Vitrine\Core\RateLimit\ClientAddress;
use Vitrine\Core\RateLimit\Counters;
use Vitrine\Core\RateLimit\DatabaseCounters;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\RateLimit\RateLimitCleanup;
use Vitrine\Plugin;
use Vitrine\Services;
use Vitrine\Tests\ParallelChildren;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/RateLimitClient.php';

final class RateLimiterTest extends TestCase {

	use RateLimitClient;

	/** A window start: 10:00:00 UTC, a multiple of every limit's window. */
	private const START = 1_800_000_000 - 1_800_000_000 % 3600;

	private int $now = self::START;

	protected function setUp(): void {
		parent::setUp();
		$this->be_client();
		$this->limit_settings( array( 'rate_limit_coupon_count' => 3 ) );
	}

	protected function tearDown(): void {
		$this->restore_client();
		remove_all_filters( 'vitrine_rate_limit_applies' );
		parent::tearDown();
	}

	private function limiter( ?Counters $counters = null ): RateLimiter {
		$plugin = Plugin::instance();
		return new RateLimiter( $plugin->settings, new ClientAddress( $plugin->settings ), $counters ?? new DatabaseCounters(), fn (): int => $this->now );
	}

	/**
	 * How many consume() calls passed before the first refusal, at most $tries.
	 */
	private static function allowed( RateLimiter $limiter, string $limit, int $tries = 10 ): int {
		for ( $i = 0; $i < $tries; $i++ ) {
			try {
				$limiter->consume( $limit );
			} catch ( RateLimited ) {
				return $i;
			}
		}
		return $tries;
	}

	public function test_the_count_is_allowed_then_refused_with_429_and_the_time_left_in_the_window(): void {
		$limiter   = $this->limiter();
		$this->now = self::START + 120;

		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON, 3 ) );
		try {
			$limiter->consume( Limits::COUPON );
			self::fail( 'The fourth try was allowed.' );
		} catch ( RateLimited $e ) {
			self::assertSame( 'vitrine_rate_limited', $e->error_code );
			self::assertSame( ErrorKind::TOO_MANY_REQUESTS, $e->kind );
			self::assertSame( 429, ErrorMapper::status( $e->kind ) );
			self::assertSame( 480, $e->data['retry_after'], 'ten minutes from 10:00, asked at 10:02' );
			self::assertSame( 'coupon', $e->data['limit'] );
			self::assertSame( array( 'Retry-After' => '480' ), ErrorMapper::headers( $e ) );
			self::assertSame( 'You have tried too many coupon codes in a short time. Please try again in 8 mins.', $e->getMessage() );
		}
	}

	public function test_a_new_window_starts_the_count_again(): void {
		$limiter = $this->limiter();
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ) );
		$this->now = self::START + 599;
		self::assertSame( 0, self::allowed( $limiter, Limits::COUPON ) );

		$this->now = self::START + 600;

		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ) );
	}

	public function test_each_client_and_each_limit_has_its_own_count(): void {
		$limiter = $this->limiter();
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ) );

		self::assertSame( 10, self::allowed( $limiter, Limits::ORDER, 10 ), 'another limit' );
		$this->be_client( '203.0.113.11' );
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ), 'another address' );
		$this->be_client( '203.0.113.10' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ), 'a customer counts apart from the guests of their address' );
	}

	public function test_an_ipv6_client_is_counted_by_its_64_network(): void {
		$limiter = $this->limiter();
		$this->be_client( '2001:db8:1:2::1' );
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ) );

		$this->be_client( '2001:db8:1:2:ffff::9' );
		self::assertSame( 0, self::allowed( $limiter, Limits::COUPON ), 'the same /64' );
		$this->be_client( '2001:db8:1:3::1' );
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ), 'the next /64' );
	}

	public function test_a_limit_switched_off_never_refuses(): void {
		$this->limit_settings( array( 'rate_limit_coupon' => false ) );

		self::assertSame( 50, self::allowed( $this->limiter(), Limits::COUPON, 50 ) );
	}

	public function test_a_request_without_a_client_address_or_left_out_by_the_filter_is_not_limited(): void {
		$limiter = $this->limiter();
		unset( $_SERVER['REMOTE_ADDR'] );
		self::assertSame( 20, self::allowed( $limiter, Limits::COUPON, 20 ), 'WP-CLI, cron' );

		$this->be_client( '198.51.100.7' );
		add_filter( 'vitrine_rate_limit_applies', static fn ( bool $applies, string $name, string $ip ): bool => '198.51.100.7' !== $ip, 10, 3 );
		self::assertSame( 20, self::allowed( $limiter, Limits::COUPON, 20 ) );
	}

	public function test_check_refuses_at_the_count_without_counting_and_record_counts_without_refusing(): void {
		$limiter = $this->limiter();
		$this->limit_settings( array( 'rate_limit_login_count' => 2 ) );

		$limiter->check( Limits::LOGIN );
		$limiter->check( Limits::LOGIN );
		$limiter->check( Limits::LOGIN );
		$limiter->record( Limits::LOGIN );
		$limiter->record( Limits::LOGIN );
		$limiter->record( Limits::LOGIN );

		$this->expectException( RateLimited::class );
		$limiter->check( Limits::LOGIN );
	}

	public function test_the_database_counter_counts_and_its_expired_rows_are_deleted_in_batches(): void {
		global $wpdb;
		$counters = new DatabaseCounters();
		$time     = time();

		self::assertSame( 1, $counters->increment( 'bucket-a', $time + 60 ) );
		self::assertSame( 2, $counters->increment( 'bucket-a', $time + 60 ) );
		self::assertSame( 3, $counters->increment( 'bucket-a', $time + 60 ) );
		self::assertSame( 1, $counters->increment( 'bucket-b', $time + 60 ) );
		self::assertSame( 3, $counters->count( 'bucket-a' ) );
		self::assertSame( 0, $counters->count( 'bucket-c' ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$counters->increment( 'old-' . $i, $time - 1 );
		}

		self::assertSame( 5, $counters->delete_expired( $time, 2 ) );
		self::assertSame( 2, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . DatabaseCounters::name() ) ); // phpcs:ignore WordPress.DB
	}

	public function test_the_cleanup_is_scheduled_hourly(): void {
		wp_clear_scheduled_hook( RateLimitCleanup::HOOK );
		Plugin::instance()->container->get( RateLimitCleanup::class )->schedule();

		self::assertSame( 'hourly', wp_get_schedule( RateLimitCleanup::HOOK ) );
	}

	public function test_the_object_cache_counter_counts(): void {
		$counters = new CacheCounters( fn (): int => $this->now );

		self::assertSame( 1, $counters->increment( 'bucket-a', $this->now + 60 ) );
		self::assertSame( 2, $counters->increment( 'bucket-a', $this->now + 60 ) );
		self::assertSame( 2, $counters->count( 'bucket-a' ) );
		wp_cache_delete( 'bucket-a', CacheCounters::GROUP ); // Evicted: starts again.
		self::assertSame( 1, $counters->increment( 'bucket-a', $this->now + 60 ) );

		$limiter = $this->limiter( $counters );
		self::assertSame( 3, self::allowed( $limiter, Limits::COUPON ) );
	}

	public function test_the_counts_live_in_the_object_cache_when_the_site_has_a_persistent_one(): void {
		self::assertInstanceOf( DatabaseCounters::class, Services::container()->get( Counters::class ), 'no persistent cache on the test site' );

		add_filter( 'vitrine_rate_limits_use_object_cache', '__return_true' );
		try {
			self::assertInstanceOf( CacheCounters::class, Services::container()->get( Counters::class ) );
		} finally {
			remove_filter( 'vitrine_rate_limits_use_object_cache', '__return_true' );
		}
	}

	public function test_the_database_counter_is_atomic_under_parallel_processes(): void {
		global $wpdb;
		// The children see only committed rows: this test commits, and deletes its bucket after.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$bucket   = 'parallel-' . wp_generate_password( 12, false );
		$children = 6;
		$each     = 25;
		try {
			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-counter.php', array_fill( 0, $children, array( $bucket, (string) $each ) ) );

			$counts = array();
			foreach ( $outputs as $output ) {
				self::assertStringStartsWith( 'counts ', $output );
				$counts = array_merge( $counts, array_map( 'intval', explode( ',', substr( $output, 7 ) ) ) );
			}
			sort( $counts );
			self::assertSame( range( 1, $children * $each ), $counts, 'every increment got a count of its own' );
			self::assertSame( $children * $each, ( new DatabaseCounters() )->count( $bucket ) );
		} finally {
			$wpdb->delete( DatabaseCounters::name(), array( 'bucket' => $bucket ) ); // phpcs:ignore WordPress.DB
		}
	}
}
