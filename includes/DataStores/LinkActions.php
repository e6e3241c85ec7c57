<?php
/**
 * Loads the link-action registry where a page has an action link.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Assets\Assets;
use Vitrine\DataStores\View\StoreButtons;

/**
 * Links whose address holds `#vitrine-action:NAME?settings` run the action NAME in the browser
 * (src/link-actions/). The link-actions bundle (the public registry, window.vitrine.linkActions)
 * is enqueued only on pages whose blocks print such a link, and the data-stores bundle too when
 * the action is one of the store's. Other modules that need the registry enqueue the bundle
 * themselves, or filter vitrine_link_action_bundles to load theirs with it.
 */
final class LinkActions {

	public const ENTRY = 'link-actions';

	public const MARKER = '#vitrine-action:';

	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Hooked to render_block (every block, template parts and navigation included) and
	 * the_content (classic content).
	 *
	 * @param string $html The rendered markup.
	 */
	public function scan( $html ): string {
		$html = (string) $html;
		if ( ! str_contains( $html, self::MARKER ) ) {
			return $html;
		}
		$bundles = array( self::ENTRY );
		if ( 1 === preg_match( '/#vitrine-action:(?:add_to_store|remove_from_store)\b/', $html ) ) {
			$bundles[] = StoreButtons::ENTRY;
		}
		/**
		 * The bundles to load with the link-action registry for this markup (a module whose
		 * actions are in it adds its own).
		 *
		 * @param list<string> $bundles Entry names.
		 * @param string       $html    The markup holding action links.
		 */
		foreach ( (array) apply_filters( 'vitrine_link_action_bundles', $bundles, $html ) as $entry ) {
			$this->assets->enqueue( (string) $entry );
		}
		return $html;
	}
}
