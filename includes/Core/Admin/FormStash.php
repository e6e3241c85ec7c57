<?php
/**
 * What a merchant typed into a refused form, kept for the next page view.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

/**
 * A refused save redirects back to the form (post/redirect/get); the submitted values and the
 * messages wait in a short-lived transient of that user and that form, and are taken (read and
 * deleted) by the next page view. Transients, not the PHP session or the disk, so that it works
 * with several web servers sharing a database or an object cache.
 */
final class FormStash {

	/** Ten minutes: long enough for the redirect, short enough not to resurface later. */
	public const LIFETIME = 600;

	/** @var array<string, array<string, mixed>|null> */
	private array $taken = array();

	/**
	 * Keeps a form's values and messages for the current user.
	 *
	 * @param string               $form  Which form: product_123, attribute.
	 * @param array<string, mixed> $stash Values and messages.
	 */
	public function put( string $form, array $stash ): void {
		unset( $this->taken[ $form ] );
		set_transient( $this->key( $form ), $stash, self::LIFETIME );
	}

	/**
	 * Reads and forgets a form's stash; later calls in the same request get the same answer.
	 *
	 * @param string $form Which form.
	 * @return array<string, mixed>|null
	 */
	public function take( string $form ): ?array {
		if ( ! array_key_exists( $form, $this->taken ) ) {
			$key   = $this->key( $form );
			$stash = get_transient( $key );
			if ( false !== $stash ) {
				delete_transient( $key );
			}
			$this->taken[ $form ] = is_array( $stash ) ? $stash : null;
		}
		return $this->taken[ $form ];
	}

	/**
	 * Reads a form's stash without forgetting it.
	 *
	 * @param string $form Which form.
	 * @return array<string, mixed>|null
	 */
	public function peek( string $form ): ?array {
		if ( array_key_exists( $form, $this->taken ) ) {
			return $this->taken[ $form ];
		}
		$stash = get_transient( $this->key( $form ) );
		return is_array( $stash ) ? $stash : null;
	}

	private function key( string $form ): string {
		return 'vitrine_form_' . get_current_user_id() . '_' . sanitize_key( $form );
	}
}
