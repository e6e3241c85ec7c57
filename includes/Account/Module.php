<?php
/**
 * The account module: the customer login form (customer registration and the account area
 * come with checkout and orders).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Assets\Assets;
use Vitrine\Storefront\PasswordField;

/**
 * Adds the [vitrine_login_form] shortcode.
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly Assets $assets ) {
	}

	public function register(): void {
		$login_form = new LoginForm( new PasswordField( $this->assets ) );
		add_shortcode( 'vitrine_login_form', array( $login_form, 'render' ) );
	}
}
