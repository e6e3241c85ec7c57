<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Install\Installer;
use Vitrine\Core\RequestPriming;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Tax\TaxClasses;
use Vitrine\Tests\TestCase;

/**
 * Every page read the tax classes and the pending-flush flag, which most shops never write, with
 * a query each, and the cart, checkout and account pages with a get_post() each: the absent
 * options are known absent from the autoloaded ones, and the pages are read in one query.
 */
final class RequestPrimingTest extends TestCase {

	public function test_an_absent_autoloaded_option_is_read_without_a_query(): void {
		global $wpdb;
		delete_option( TaxClasses::OPTION );
		delete_option( Installer::FLUSH_REWRITES_OPTION );
		wp_cache_flush(); // A request starts without the options' cache.

		RequestPriming::mark_absent_options(); // Core's, as its module registers.
		RequestPriming::mark_absent_options( array( TaxClasses::OPTION ) ); // The tax module's.
		$before = $wpdb->num_queries;
		$flush  = get_option( Installer::FLUSH_REWRITES_OPTION );
		$slugs  = Plugin::instance()->get( TaxClasses::class )->slugs();

		self::assertSame( 0, $wpdb->num_queries - $before );
		self::assertFalse( $flush );
		self::assertContains( TaxClasses::REDUCED, $slugs, 'The default classes without the option.' );
	}

	public function test_an_option_written_later_is_read(): void {
		delete_option( Installer::FLUSH_REWRITES_OPTION );
		wp_cache_flush();
		RequestPriming::mark_absent_options();

		update_option( Installer::FLUSH_REWRITES_OPTION, 1, true );

		self::assertSame( '1', (string) get_option( Installer::FLUSH_REWRITES_OPTION ) );
	}

	public function test_a_present_option_is_read_as_it_is(): void {
		update_option( Installer::FLUSH_REWRITES_OPTION, 1, true );
		wp_cache_flush();

		RequestPriming::mark_absent_options();

		self::assertSame( '1', (string) get_option( Installer::FLUSH_REWRITES_OPTION ) );
		delete_option( Installer::FLUSH_REWRITES_OPTION );
	}

	public function test_wordpress_s_own_per_request_options_are_read_in_one_query(): void {
		global $wpdb;
		$stylesheet = (string) get_option( 'stylesheet' );
		foreach ( array( 'WPLANG', 'current_theme', 'theme_switched', 'can_compress_scripts', 'site_logo' ) as $option ) {
			delete_option( $option );
		}
		update_option( 'theme_mods_' . $stylesheet, array( 'colour' => 'teal' ), false ); // Not autoloaded.
		wp_cache_flush();
		wp_load_alloptions(); // As WordPress does first thing in a request.

		$before = $wpdb->num_queries;
		RequestPriming::prime_core_options();
		$primed = $wpdb->num_queries - $before;
		$before = $wpdb->num_queries;
		get_option( 'WPLANG' ); // The test suite's locale filter may answer it; either way no query.
		$mods  = get_option( 'theme_mods_' . $stylesheet );
		$theme = get_option( 'current_theme' );
		$old   = get_option( 'mods_' . wp_get_theme()->get( 'Name' ) );
		$flags = array( get_option( 'theme_switched' ), get_option( 'can_compress_scripts' ), get_option( 'site_logo' ) );
		$read  = $wpdb->num_queries - $before;

		self::assertSame( 1, $primed );
		self::assertSame( 0, $read );
		self::assertSame( array( 'colour' => 'teal' ), $mods, 'A present option is read with its value.' );
		self::assertFalse( $theme );
		self::assertFalse( $old );
		self::assertSame( array( false, false, false ), $flags );
	}

	public function test_core_options_already_known_cost_no_query(): void {
		global $wpdb;
		wp_cache_flush();
		wp_load_alloptions();
		RequestPriming::prime_core_options();

		$before = $wpdb->num_queries;
		RequestPriming::prime_core_options();

		self::assertSame( 0, $wpdb->num_queries - $before );
	}

	public function test_a_core_option_written_after_the_priming_is_read(): void {
		delete_option( 'theme_switched' );
		wp_cache_flush();
		wp_load_alloptions();
		RequestPriming::prime_core_options();

		update_option( 'theme_switched', 'twentytwentythree', false );

		self::assertSame( 'twentytwentythree', get_option( 'theme_switched' ) );
		delete_option( 'theme_switched' );
	}

	public function test_the_shops_pages_are_read_in_one_query(): void {
		global $wpdb;
		$settings = Plugin::instance()->get( Settings::class );
		$ids      = array();
		foreach ( RequestPriming::PAGE_SETTINGS as $setting ) {
			$ids[ $setting ] = (int) wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => $setting,
					'post_status' => 'publish',
				)
			);
		}
		self::assertIsArray( $settings->update( $ids ) );
		wp_cache_flush();
		wp_load_alloptions(); // As WordPress does first thing in a request.

		$before = $wpdb->num_queries;
		( new RequestPriming( $settings ) )->prime_pages();
		$primed = $wpdb->num_queries - $before;
		foreach ( $ids as $id ) {
			self::assertSame( 'page', get_post_type( $id ) );
			self::assertSame( 'publish', get_post_status( $id ) );
		}

		self::assertSame( 1, $wpdb->num_queries - $before, 'One query for the four pages, none after.' );
		self::assertSame( 1, $primed );
	}
}
