<?php
/**
 * Customer-review widgets: the shared services and the parts' modules.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews;

/**
 * Registers the parts that share the review storage and the widget renderer (see
 * docs/reviews.md): sources, library, widgets and the admin screens. The views have
 * no hooks of their own: the widgets part places them, and the renderer enqueues their bundles.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param list<\Vitrine\Module> $parts The sources, the library, the widgets and the admin screen.
	 */
	public function __construct( private readonly array $parts ) {
	}

	public function register(): void {
		foreach ( $this->parts as $part ) {
			$part->register();
		}
	}
}
