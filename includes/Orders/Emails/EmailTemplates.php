<?php
/**
 * Finds and renders the email templates.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Emails;

/**
 * Templates live in the plugin's templates/emails/ (plain-text ones in templates/emails/plain/);
 * a theme overrides one by copying it to vitrine/emails/ (vitrine/emails/plain/) in the theme
 * or its child theme.
 */
final class EmailTemplates {

	/**
	 * The file that renders a template: the theme's copy, or the plugin's.
	 *
	 * @param string $name File name below emails/, such as customer-completed-order.php or plain/email-addresses.php.
	 * @throws \InvalidArgumentException For a name that is not a template's.
	 */
	public function locate( string $name ): string {
		if ( 1 !== preg_match( '#^(plain/)?[a-z0-9-]+\.php$#', $name ) ) {
			throw new \InvalidArgumentException( 'Not an email template name.' );
		}
		$theme = locate_template( 'vitrine/emails/' . $name );
		$path  = '' !== $theme ? $theme : VITRINE_DIR . 'templates/emails/' . $name;
		/**
		 * Filters the file an email template is rendered from.
		 *
		 * @param string $path The file.
		 * @param string $name The template, such as customer-completed-order.php.
		 */
		return (string) apply_filters( 'vitrine_email_template', $path, $name );
	}

	/**
	 * Renders a template with $email in its scope.
	 *
	 * @param string    $name  Template name, see locate().
	 * @param EmailView $email What the template shows.
	 * @return string The output.
	 */
	public function render( string $name, EmailView $email ): string {
		$path = $this->locate( $name );
		ob_start();
		( static function ( string $vitrine_template, EmailView $email ): void {
			include $vitrine_template;
		} )( $path, $email );
		return (string) ob_get_clean();
	}
}
