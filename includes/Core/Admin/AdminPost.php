<?php
/**
 * The answer of an admin-post form handler.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

use Vitrine\Core\Http\CrossSiteGuard;

/**
 * Every admin_post_* handler of Vitrine's screens works the same way: a process_*() method
 * takes the submitted fields (unslashed), verifies the nonce and the capability, does the
 * change or stashes the refused form (FormStash), and returns where to send the merchant; the
 * handler redirects there. process_*() stays callable from tests, which cannot exit.
 */
final class AdminPost {

	/**
	 * Runs a form's process with the submitted fields and redirects to the address it returns.
	 *
	 * @param \Closure(array<string, mixed>): string $process Verifies the nonce and the capability,
	 *                                                        then acts; returns where to go.
	 */
	public static function redirect( \Closure $process ): never {
		// The merchant's nonces are per user, so this only adds depth: the same check as every
		// other state-changing request of Vitrine (docs/decisions.md, "Cross-site posts").
		( new CrossSiteGuard() )->refuse_cross_site_form();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the process verifies the nonce; each field is checked by its own rule.
		wp_safe_redirect( $process( (array) wp_unslash( $_POST ) ) );
		exit;
	}
}
