<?php
/**
 * A password input with a show/hide toggle.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Storefront;

use Vitrine\Core\Assets\Assets;

/**
 * Renders the input inside the wrapper the storefront script enhances with a toggle button,
 * and enqueues that script. Every password field of the plugin's forms comes from here.
 */
final class PasswordField {

	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * The field's markup, its label included.
	 *
	 * @param string $id           Input id.
	 * @param string $name         Input name.
	 * @param string $label        Visible label, translated.
	 * @param string $autocomplete current-password or new-password.
	 */
	public function render( string $id, string $name, string $label, string $autocomplete = 'current-password' ): string {
		$this->assets->enqueue( 'storefront' );
		return sprintf(
			'<label for="%1$s">%3$s <span class="vitrine-required" aria-hidden="true">*</span></label><span class="vitrine-password-input"><input type="password" id="%1$s" name="%2$s" autocomplete="%4$s" required aria-required="true" class="vitrine-input"></span>',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_html( $label ),
			esc_attr( $autocomplete )
		);
	}
}
