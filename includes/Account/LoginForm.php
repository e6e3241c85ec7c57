<?php
/**
 * The customer login form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Checkout\View\LoginFormRenderer;
use Vitrine\Storefront\PasswordField;

/**
 * A login form for a page of the shop. It posts to wp-login.php, so WordPress's own
 * authentication, throttling plugins and two-factor plugins all apply unchanged.
 */
final class LoginForm implements LoginFormRenderer {

	public function __construct( private readonly PasswordField $password_field ) {
	}

	/**
	 * Shortcode callback.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes: redirect (a URL on this site).
	 */
	public function render( array|string $atts = array() ): string {
		$atts = shortcode_atts( array( 'redirect' => '' ), is_array( $atts ) ? $atts : array(), 'vitrine_login_form' );

		if ( is_user_logged_in() ) {
			$user = wp_get_current_user();
			return sprintf(
				'<p class="vitrine-login-form__logged-in">%s <a href="%s">%s</a></p>',
				/* translators: %s: the user's display name. */
				esc_html( sprintf( __( 'You are logged in as %s.', 'vitrine' ), $user->display_name ) ),
				esc_url( wp_logout_url( get_permalink() ? (string) get_permalink() : home_url( '/' ) ) ),
				esc_html__( 'Log out', 'vitrine' )
			);
		}

		$redirect = '' !== $atts['redirect'] ? wp_validate_redirect( $atts['redirect'], home_url( '/' ) ) : ( get_permalink() ? (string) get_permalink() : home_url( '/' ) );

		ob_start();
		?>
		<form class="vitrine-form vitrine-login-form" method="post" action="<?php echo esc_url( wp_login_url() ); ?>">
			<p class="vitrine-form__row">
				<label for="vitrine-login-username"><?php esc_html_e( 'Username or email address', 'vitrine' ); ?> <span class="vitrine-required" aria-hidden="true">*</span></label>
				<input type="text" class="vitrine-input" name="log" id="vitrine-login-username" autocomplete="username" required aria-required="true">
			</p>
			<p class="vitrine-form__row">
				<?php echo $this->password_field->render( 'vitrine-login-password', 'pwd', __( 'Password', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in PasswordField::render(). ?>
			</p>
			<p class="vitrine-form__row">
				<label><input type="checkbox" name="rememberme" value="forever"> <?php esc_html_e( 'Remember me', 'vitrine' ); ?></label>
			</p>
			<input type="hidden" name="redirect_to" value="<?php echo esc_url( $redirect ); ?>">
			<p class="vitrine-form__row">
				<button type="submit" class="vitrine-button" name="wp-submit" value="<?php esc_attr_e( 'Log in', 'vitrine' ); ?>"><?php esc_html_e( 'Log in', 'vitrine' ); ?></button>
			</p>
			<p class="vitrine-form__row">
				<a href="<?php echo esc_url( wp_lostpassword_url() ); ?>"><?php esc_html_e( 'Lost your password?', 'vitrine' ); ?></a>
			</p>
		</form>
		<?php
		return (string) ob_get_clean();
	}
}
