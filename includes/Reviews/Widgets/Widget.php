<?php
/**
 * A configured reviews widget.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

/**
 * What the views render: the widget's id, its name and its options, complete and valid
 * (WidgetOptions::validate() made them so when they were saved).
 */
final class Widget {

	/**
	 * @param int                  $id      The widget post's id (0 for an unsaved preview).
	 * @param string               $title   Its name in wp-admin.
	 * @param array<string, mixed> $options Every option of WidgetOptions.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly array $options,
	) {
	}
}
