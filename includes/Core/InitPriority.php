<?php
/**
 * The phases of WordPress's init action that modules depend on.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

/**
 * Where a module hooks init when what it does must come before or after another module's:
 * named here instead of bare numbers with a comment, so the dependency is declared.
 */
final class InitPriority {

	/** Tables and migrations, before anything reads them. */
	public const INSTALL = 1;

	/**
	 * Settings that are known only once every plugin has added its parts (the payment
	 * gateways' sections), before anything reads a setting.
	 */
	public const LATE_SETTINGS = 1;

	/** Post types, before the taxonomies that attach to them. */
	public const POST_TYPES = 5;

	/** Taxonomies of our post types (shipping classes on products): after POST_TYPES. */
	public const TAXONOMIES = 6;
}
