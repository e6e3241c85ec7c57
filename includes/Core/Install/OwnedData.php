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
 * only when the option that records their adding is set: a role another plugin made stays), and
 * folders of uploads/ that only we write.
 */
final class OwnedData {

	/**
	 * @param list<string>          $post_types      Post types.
	 * @param array<string, string> $roles           Role name to the option set when Vitrine added it.
	 * @param list<string>          $uploads_folders Folders directly under uploads/.
	 */
	public function __construct(
		public readonly array $post_types = array(),
		public readonly array $roles = array(),
		public readonly array $uploads_folders = array(),
	) {
	}
}
