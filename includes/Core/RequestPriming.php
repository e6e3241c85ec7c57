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
 * Two kinds of reads every page made one query each:
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
