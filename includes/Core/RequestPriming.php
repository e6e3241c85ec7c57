<?php
/**
 * What every front-end request would otherwise read one query at a time.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

use Vitrine\Core\Install\Installer;
use Vitrine\Core\Settings\Settings;

/**
 * Three kinds of reads every request made one query each:
 * - options WordPress itself looks up on every request and keeps out of the autoloaded ones or
 *   never writes on most sites (the site language, the theme's mods, the theme-switch flag, the
 *   script compression test): read in one query instead of up to seven (prime_core_options());
 * - options we always write autoloaded, read on every request, that a shop may never have
 *   written (no tax classes of its own, no pending rewrite flush): WordPress looks an absent
 *   option up in the database each time unless it is in its "notoptions" cache;
 * - the shop's pages (cart, checkout, my account, terms), whose ids the settings hold and which
 *   the scripts' settings and the page checks each read with get_post().
 */
final class RequestPriming {

	/**
	 * Core's options that it only ever writes autoloaded (update_option( ..., true ) or
	 * add_option with autoload): when one is not among the autoloaded options, it does not
	 * exist. Other modules pass theirs to mark_absent_options() as they register (the catalog's
	 * version and attributes, the tax classes), before they read them.
	 */
	public const AUTOLOADED_OPTIONS = array(
		Settings::OPTION,
		Installer::FLUSH_REWRITES_OPTION,
	);

	/** The settings that hold the ids of the shop's pages. */
	public const PAGE_SETTINGS = array( 'cart_page_id', 'checkout_page_id', 'myaccount_page_id', 'terms_page_id' );

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Reads, in one query, the options WordPress looks up one query each on every request when
	 * they are not autoloaded: `WPLANG` (the locale, read when the first text domain loads),
	 * `theme_mods_{stylesheet}`, `current_theme` and `mods_{theme name}` (a block theme's
	 * classic sidebars, on `widgets_init`), `theme_switched` (on `init`),
	 * `can_compress_scripts` (when the scripts registry is built) and `site_logo` (a block
	 * theme's header). Those found are cached as
	 * get_option() caches a non-autoloaded option; the others are marked absent, as get_option()
	 * marks them after looking. Called first thing when Vitrine boots, before any of them is read.
	 * Only without a persistent object cache (with one, WordPress keeps them there) and on a
	 * single site (on a network two of them are network options).
	 */
	public static function prime_core_options(): void {
		global $wpdb;
		if ( wp_using_ext_object_cache() || wp_installing() || is_multisite() ) {
			return;
		}
		$autoloaded = wp_load_alloptions();
		$absent     = wp_cache_get( 'notoptions', 'options' );
		$absent     = is_array( $absent ) ? $absent : array();
		$theme_name = $autoloaded['current_theme'] ?? wp_get_theme()->get( 'Name' );
		$names      = array(
			'WPLANG',
			'theme_mods_' . get_option( 'stylesheet' ),
			'current_theme',
			'mods_' . $theme_name,
			'theme_switched',
			'can_compress_scripts',
			'site_logo',
		);
		$unknown    = array_values(
			array_filter(
				$names,
				static fn ( string $name ): bool => ! array_key_exists( $name, $autoloaded )
					&& ! isset( $absent[ $name ] )
					&& false === wp_cache_get( $name, 'options' )
			)
		);
		if ( array() === $unknown ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders -- the read that fills the options' cache; one placeholder per name.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN (" . implode( ', ', array_fill( 0, count( $unknown ), '%s' ) ) . ')', ...$unknown ) );
		$found = array();
		foreach ( (array) $rows as $row ) {
			$found[ (string) $row->option_name ] = true;
			wp_cache_add( (string) $row->option_name, $row->option_value, 'options' );
		}
		foreach ( $unknown as $name ) {
			if ( ! isset( $found[ $name ] ) ) {
				$absent[ $name ] = true;
			}
		}
		wp_cache_set( 'notoptions', $absent, 'options' );
	}

	/**
	 * Marks those of these options that are not autoloaded as absent, as WordPress does once it
	 * has looked one up, so that reading them costs no query. Only for options that are only ever
	 * written autoloaded. Only without a persistent object cache: with one, WordPress keeps
	 * "notoptions" there itself, and a value set here could outlive the option's creation on
	 * another server.
	 *
	 * @param list<string> $options Option names; AUTOLOADED_OPTIONS by default.
	 */
	public static function mark_absent_options( array $options = self::AUTOLOADED_OPTIONS ): void {
		if ( wp_using_ext_object_cache() || wp_installing() ) {
			return;
		}
		$autoloaded = wp_load_alloptions();
		$absent     = wp_cache_get( 'notoptions', 'options' );
		$absent     = is_array( $absent ) ? $absent : array();
		$before     = count( $absent );
		foreach ( $options as $option ) {
			if ( ! array_key_exists( $option, $autoloaded ) ) {
				$absent[ $option ] = true;
			}
		}
		if ( count( $absent ) !== $before ) {
			wp_cache_set( 'notoptions', $absent, 'options' );
		}
	}

	/**
	 * Hooked early to `wp`: the shop's pages in one query, before the scripts' settings and the
	 * modules' page checks read them one by one.
	 */
	public function prime_pages(): void {
		$ids = array();
		foreach ( self::PAGE_SETTINGS as $setting ) {
			try {
				$id = (int) $this->settings->get( $setting );
			} catch ( \InvalidArgumentException ) {
				continue; // A module that adds it is not registered (some tests).
			}
			if ( $id > 0 ) {
				$ids[] = $id;
			}
		}
		if ( array() !== $ids ) {
			_prime_post_caches( array_values( array_unique( $ids ) ), false, false );
		}
	}
}
