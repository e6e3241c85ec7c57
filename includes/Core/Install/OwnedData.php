<?php
/**
 * What of a module's data the uninstaller removes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

/**
 * Post types whose posts are all ours (deleted whatever their status), roles we added (removed
 * only when the option that records their adding is set: a role another plugin made stays),
 * folders of uploads/ that only we write, and taxonomies whose terms and term meta are all ours.
 * Roles may also lose capabilities we gave them (removed from every role; Vitrine's names only).
 */
final class OwnedData {

	/**
	 * @param list<string>          $post_types      Post types.
	 * @param array<string, string> $roles           Role name to the option set when Vitrine added it.
	 * @param list<string>          $uploads_folders Folders directly under uploads/.
	 * @param list<string>          $taxonomies      Taxonomy names; one ending in * stands for every
	 *                                               taxonomy with that prefix (vitrine_pa_*).
	 * @param list<string>          $capabilities    Capabilities Vitrine gave to roles.
	 */
	public function __construct(
		public readonly array $post_types = array(),
		public readonly array $roles = array(),
		public readonly array $uploads_folders = array(),
		public readonly array $taxonomies = array(),
		public readonly array $capabilities = array(),
	) {
	}
}
