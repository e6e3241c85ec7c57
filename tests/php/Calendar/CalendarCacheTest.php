<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\CalendarCache;
use Vitrine\Calendar\CalendarRenderer;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/CalendarFixtures.php';

/**
 * The calendar cache's rules (spec, section 9): timeout 0 keeps nothing, a positive one keeps a
 * month that long, a negative one never expires; at most max_cache months a calendar; a change
 * to a post of the type makes its months stale.
 */
final class CalendarCacheTest extends TestCase {

	use CalendarFixtures;

	private CalendarCache $cache;

	private CalendarRenderer $renderer;

	protected function setUp(): void {
		parent::setUp();
		$this->cache    = Plugin::instance()->get( CalendarCache::class );
		$this->renderer = Plugin::instance()->get( CalendarRenderer::class );
	}

	/**
	 * The expiry WordPress stored for a transient: 0 for none, null when there is no transient.
	 */
	private static function expiry( string $name ): ?int {
		if ( wp_using_ext_object_cache() ) {
			self::markTestSkipped( 'Expiries are read from the options table.' );
		}
		if ( false === get_option( '_transient_' . $name ) ) {
			return null;
		}
		return (int) get_option( '_transient_timeout_' . $name, 0 );
	}

	private function transient( string $month, array $attributes = array() ): string {
		return 'vitrine_cal_' . $this->calendar( $attributes )->key() . '_' . str_replace( '-', '', $month );
	}

	public function test_a_timeout_of_0_keeps_nothing(): void {
		$settings = $this->calendar( array( 'cacheTimeout' => 0 ) );
		$this->event( 'First', '2026-11-05' );
		self::assertSame( array( 'First' ), self::titles( $this->renderer->days( $settings, '2026-11' ) )['2026-11-05'] );
		self::assertNull( self::expiry( $this->transient( '2026-11', array( 'cacheTimeout' => 0 ) ) ) );
		self::assertNull( $this->cache->get( $settings, '2026-11' ) );
		self::assertSame( array(), $this->cache->months( $settings ) );
	}

	public function test_a_positive_timeout_keeps_the_month_that_many_seconds(): void {
		$settings = $this->calendar( array( 'cacheTimeout' => 600 ) );
		$this->event( 'First', '2026-11-05' );
		$before = time();
		$days   = $this->renderer->days( $settings, '2026-11' );

		$expiry = self::expiry( $this->transient( '2026-11', array( 'cacheTimeout' => 600 ) ) );
		self::assertNotNull( $expiry );
		self::assertGreaterThanOrEqual( $before + 600, $expiry );
		self::assertLessThanOrEqual( time() + 600, $expiry );
		self::assertSame( $days, $this->cache->get( $settings, '2026-11' ) );
	}

	public function test_a_kept_month_is_served_from_the_cache(): void {
		$settings = $this->calendar();
		$id       = $this->event( 'First', '2026-11-05' );
		$this->renderer->days( $settings, '2026-11' );
		// Written behind WordPress's back (no hook runs): the kept month does not see it.
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Renamed' ), array( 'ID' => $id ) );
		wp_cache_delete( $id, 'posts' );
		self::assertSame( 'Renamed', get_the_title( $id ) );
		self::assertSame( array( 'First' ), self::titles( $this->renderer->days( $settings, '2026-11' ) )['2026-11-05'] );
	}

	public function test_a_negative_timeout_never_expires(): void {
		$settings = $this->calendar( array( 'cacheTimeout' => -1 ) );
		$this->renderer->days( $settings, '2026-11' );
		self::assertSame( 0, self::expiry( $this->transient( '2026-11', array( 'cacheTimeout' => -1 ) ) ) );
		self::assertNotNull( $this->cache->get( $settings, '2026-11' ) );
	}

	public function test_at_most_twelve_months_a_calendar_the_oldest_dropped(): void {
		$settings = $this->calendar();
		for ( $month = 1; $month <= 12; $month++ ) {
			$this->renderer->days( $settings, sprintf( '2026-%02d', $month ) );
		}
		// Read again (served from the cache, nothing written): still the oldest written.
		$this->renderer->days( $settings, '2026-01' );
		self::assertCount( 12, $this->cache->months( $settings ) );
		$this->renderer->days( $settings, '2027-01' );

		$months = $this->cache->months( $settings );
		self::assertCount( 12, $months );
		self::assertSame( '2026-02', $months[0] );
		self::assertSame( '2027-01', end( $months ) );
		self::assertNull( $this->cache->get( $settings, '2026-01' ) );
		self::assertNull( self::expiry( $this->transient( '2026-01' ) ) );
		self::assertNotNull( $this->cache->get( $settings, '2026-02' ) );
		// A dropped month asked again is written again, and drops the next oldest.
		$this->renderer->days( $settings, '2026-01' );
		self::assertSame( '2026-03', $this->cache->months( $settings )[0] );
	}

	public function test_max_cache_is_per_calendar(): void {
		$small = $this->calendar( array( 'maxCache' => 2 ) );
		$other = $this->calendar();
		foreach ( array( '2026-09', '2026-10', '2026-11' ) as $month ) {
			$this->renderer->days( $small, $month );
			$this->renderer->days( $other, $month );
		}
		self::assertSame( array( '2026-10', '2026-11' ), $this->cache->months( $small ) );
		self::assertSame( array( '2026-09', '2026-10', '2026-11' ), $this->cache->months( $other ) );
	}

	/**
	 * @return array<string, array{\Closure(int): mixed}>
	 */
	public static function changes(): array {
		return array(
			'title saved'  => array(
				static fn ( int $id ) => wp_update_post(
					array(
						'ID'         => $id,
						'post_title' => 'Renamed',
					)
				),
			),
			'unpublished'  => array(
				static fn ( int $id ) => wp_update_post(
					array(
						'ID'          => $id,
						'post_status' => 'draft',
					)
				),
			),
			'trashed'      => array( static fn ( int $id ) => wp_trash_post( $id ) ),
			'deleted'      => array( static fn ( int $id ) => wp_delete_post( $id, true ) ),
			'date changed' => array( static fn ( int $id ) => update_post_meta( $id, 'test_event_start', '2026-11-20' ) ),
			'date removed' => array( static fn ( int $id ) => delete_post_meta( $id, 'test_event_start' ) ),
			'end added'    => array( static fn ( int $id ) => add_post_meta( $id, 'test_event_end', '2026-11-07' ) ),
		);
	}

	/**
	 * @dataProvider changes
	 * @param \Closure(int): mixed $change What happens to the post.
	 */
	public function test_a_change_to_a_listed_post_makes_the_month_stale( \Closure $change ): void {
		$settings = $this->calendar();
		$id       = $this->event( 'First', '2026-11-05' );
		$before   = $this->renderer->days( $settings, '2026-11' );
		self::assertSame( array( 'First' ), self::titles( $before )['2026-11-05'] );

		$change( $id );

		self::assertNull( $this->cache->get( $settings, '2026-11' ) );
		self::assertNotSame( $before, $this->renderer->days( $settings, '2026-11' ) );
	}

	public function test_a_new_post_of_the_type_makes_the_month_stale_and_another_type_does_not(): void {
		$settings = $this->calendar();
		$this->renderer->days( $settings, '2026-11' );
		wp_insert_post(
			array(
				'post_title'  => 'A page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		self::assertNotNull( $this->cache->get( $settings, '2026-11' ) );

		$this->event( 'New', '2026-11-09' );
		self::assertNull( $this->cache->get( $settings, '2026-11' ) );
		self::assertSame( array( 'New' ), self::titles( $this->renderer->days( $settings, '2026-11' ) )['2026-11-09'] );
	}

	public function test_the_editors_lock_does_not_make_months_stale(): void {
		$settings = $this->calendar();
		$id       = $this->event( 'First', '2026-11-05' );
		$this->renderer->days( $settings, '2026-11' );
		update_post_meta( $id, '_edit_lock', time() . ':1' );
		self::assertNotNull( $this->cache->get( $settings, '2026-11' ) );
	}
}
