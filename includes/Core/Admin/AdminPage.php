<?php
/**
 * The frame of Vitrine's admin screens.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

/**
 * Every screen opens the way WordPress's own list screens do: a .wrap with the screen's class,
 * the heading, what goes beside the heading (search results, page-title actions), then the
 * header end that WordPress moves admin notices after. The screen prints its notices (Notices)
 * and its content next, and closes the wrap's div.
 */
final class AdminPage {

	/**
	 * Opens the screen.
	 *
	 * @param string                  $class       The screen's class, such as vitrine-taxes.
	 * @param string                  $title       The heading.
	 * @param (\Closure(): void)|null $after_title Prints what goes beside the heading.
	 */
	public static function open( string $class, string $title, ?\Closure $after_title = null ): void {
		printf( '<div class="wrap %1$s">' . "\n" . '<h1 class="wp-heading-inline">%2$s</h1>' . "\n", esc_attr( $class ), esc_html( $title ) );
		if ( null !== $after_title ) {
			$after_title();
		}
		echo '<hr class="wp-header-end">' . "\n";
	}
}
