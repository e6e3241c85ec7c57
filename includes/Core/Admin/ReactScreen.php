<?php
/**
 * The frame of an admin screen that is a React app.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

use Vitrine\Core\Assets\Assets;

/**
 * What every React screen of wp-admin repeats (Settings, Reports, Reviews, Products > Import,
 * Tools > Import from WooCommerce): its bundle enqueued on its own screen only, and a page that
 * refuses users without the capability, then holds the element the app mounts into, with a
 * noscript. The page keeps its menu entry (parents and positions differ) and its hooks (where its
 * module adds them), hands the hook suffix WordPress gave it to added(), and its
 * admin_enqueue_scripts callback to enqueue().
 */
final class ReactScreen {

	private string $hook_suffix = '';

	/**
	 * @param Assets       $assets  The bundles.
	 * @param string       $entry   The screen's bundle (src/entries/<entry>.tsx).
	 * @param string       $root_id The element the app mounts into.
	 * @param list<string> $styles  WordPress's stylesheets the app needs (wp-components).
	 */
	public function __construct(
		private readonly Assets $assets,
		private readonly string $entry,
		private readonly string $root_id,
		private readonly array $styles = array(),
	) {
	}

	/**
	 * The screen's hook suffix, as add_menu_page() or add_submenu_page() answered it.
	 *
	 * @param string|false $hook_suffix False when the user may not see the page.
	 */
	public function added( string|false $hook_suffix ): void {
		$this->hook_suffix = (string) $hook_suffix;
	}

	/**
	 * Enqueues the bundle (and the stylesheets) when the screen is the one being shown.
	 *
	 * @param string $hook_suffix The hook suffix of the screen being shown.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		foreach ( $this->styles as $style ) {
			wp_enqueue_style( $style );
		}
		$this->assets->enqueue( $this->entry );
	}

	/**
	 * Prints the screen, or refuses it with 403.
	 *
	 * @param string $capability What the user must be able to do.
	 * @param string $denied     The refusal, translated.
	 * @param string $title      The heading, translated.
	 * @param string $noscript   What shows without JavaScript, translated.
	 */
	public function render( string $capability, string $denied, string $title, string $noscript ): void {
		if ( ! current_user_can( $capability ) ) {
			wp_die( esc_html( $denied ), 403 );
		}
		printf(
			'<div class="wrap">' . "\n" . '<h1>%1$s</h1>' . "\n" . '<div id="%2$s"><noscript><p>%3$s</p></noscript></div>' . "\n" . '</div>' . "\n",
			esc_html( $title ),
			esc_attr( $this->root_id ),
			esc_html( $noscript )
		);
	}
}
