<?php
/**
 * The login form the checkout and the pay-for-order page show.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

/**
 * Implemented by Account\LoginForm, so that Checkout never imports Account (see Customers).
 */
interface LoginFormRenderer {

	/**
	 * The form's HTML.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes: redirect (a URL on this site).
	 */
	public function render( array|string $atts = array() ): string;
}
