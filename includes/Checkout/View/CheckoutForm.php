<?php
/**
 * The checkout page's form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

use Vitrine\Checkout\Customers;
use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressFieldsRenderer;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Core\Settings\Settings;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentContext;

/**
 * Login and coupon panels (hidden until toggled), billing and shipping addresses, account
 * creation, order notes, the order review, payment methods, terms and the place-order button.
 * The form posts to the checkout page itself, so it works without JavaScript; the checkout
 * script sends it to ?vitrine-ajax=checkout instead.
 */
final class CheckoutForm {

	/** The submit button's name: a POST carrying it is an order to place. */
	public const SUBMIT = 'vitrine_place_order';

	/** The nonce action of placing an order and of the checkout's other calls. */
	public const NONCE_ACTION = 'vitrine-checkout';

	public function __construct(
		private readonly Settings $settings,
		private readonly CheckoutPages $pages,
		private readonly AddressFieldsRenderer $address_fields,
		private readonly OrderReview $review,
		private readonly PaymentMethods $payment_methods,
		private readonly LoginFormRenderer $login_form,
	) {
	}

	/**
	 * @param CartSnapshot                          $cart     The cart, with its checkout state.
	 * @param Totals                                $totals   Its totals.
	 * @param array<string, Gateway>                $gateways The available gateways.
	 * @param array{billing: array<string, string>, shipping: array<string, string>, ship_elsewhere: bool, note: string, payment_method: string, create_account: bool} $values What to fill in.
	 * @param array<string, string>                 $errors   Field name => message, from a refused submission.
	 * @param string                                $notices  Notices markup to show first (escaped).
	 */
	public function render( CartSnapshot $cart, Totals $totals, array $gateways, array $values, array $errors, string $notices ): string {
		$logged_in = is_user_logged_in();
		$guest_ok  = (bool) $this->settings->get( 'checkout_guest' );
		$signup_ok = (bool) $this->settings->get( 'checkout_signup' );
		if ( ! $logged_in && ! $guest_ok && ! $signup_ok ) {
			return '<div class="vitrine-checkout"><p class="vitrine-notice vitrine-notice--info">' . esc_html__( 'You must be logged in to checkout.', 'vitrine' ) . '</p>' . $this->login_form->render( array( 'redirect' => $this->pages->url() ) ) . '</div>';
		}

		$field_errors = static function ( string $type ) use ( $errors ): array {
			$own = array();
			foreach ( $errors as $name => $message ) {
				if ( str_starts_with( $name, $type . '_' ) ) {
					$own[ substr( $name, strlen( $type ) + 1 ) ] = $message;
				}
			}
			return $own;
		};

		ob_start();
		?>
		<div class="vitrine-checkout" data-vitrine-checkout>
			<div class="vitrine-checkout__notices" aria-live="polite"><?php echo $notices; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped by CheckoutNotices. ?></div>

			<?php if ( ! $logged_in ) : ?>
				<div class="vitrine-checkout__toggle vitrine-checkout__toggle--login">
					<p>
						<?php esc_html_e( 'Returning customer?', 'vitrine' ); ?>
						<button type="button" class="vitrine-link-button" aria-expanded="false" aria-controls="vitrine-checkout-login"><?php esc_html_e( 'Click here to login', 'vitrine' ); ?></button>
					</p>
					<div id="vitrine-checkout-login" class="vitrine-checkout__panel" hidden>
						<?php echo $this->login_form->render( array( 'redirect' => $this->pages->url() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in LoginForm. ?>
					</div>
				</div>
			<?php endif; ?>

			<div class="vitrine-checkout__toggle vitrine-checkout__toggle--coupon">
				<p>
					<?php esc_html_e( 'Have a coupon?', 'vitrine' ); ?>
					<button type="button" class="vitrine-link-button" aria-expanded="false" aria-controls="vitrine-checkout-coupon"><?php esc_html_e( 'Click here to enter your code', 'vitrine' ); ?></button>
				</p>
				<form id="vitrine-checkout-coupon" class="vitrine-checkout__panel vitrine-checkout-coupon" method="post" hidden>
					<p class="vitrine-form__row">
						<label for="coupon_code"><?php esc_html_e( 'Coupon code', 'vitrine' ); ?></label>
						<input type="text" class="vitrine-input" name="coupon_code" id="coupon_code" autocomplete="off" aria-describedby="coupon_code_error">
						<span class="vitrine-field__error" id="coupon_code_error" hidden></span>
					</p>
					<p class="vitrine-form__row">
						<button type="submit" class="vitrine-button" name="apply_coupon" value="1"><?php esc_html_e( 'Apply coupon', 'vitrine' ); ?></button>
					</p>
				</form>
			</div>

			<form name="checkout" method="post" class="vitrine-checkout__form" action="<?php echo esc_url( $this->pages->url() ); ?>" novalidate>
				<?php wp_nonce_field( self::NONCE_ACTION, 'security', false ); ?>
				<?php
				/**
				 * Filters what shows at the top of the checkout form, before the customer's details
				 * (a payment module's express checkout buttons).
				 *
				 * @param string       $html   Escaped markup, '' by default.
				 * @param CartSnapshot $cart   The cart.
				 * @param Totals       $totals Its totals.
				 */
				echo (string) apply_filters( 'vitrine_checkout_form_start_html', '', $cart, $totals ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped markup by contract of the filter.
				?>
				<div class="vitrine-checkout__customer">
					<div class="vitrine-checkout__billing">
						<h2><?php echo esc_html( $totals->needs_shipping ? __( 'Billing & Shipping', 'vitrine' ) : __( 'Billing details', 'vitrine' ) ); ?></h2>
						<?php echo $this->address_fields->render( AddressFields::BILLING, $values['billing'], $field_errors( 'billing' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the renderer. ?>
						<?php if ( ! $logged_in && $signup_ok ) : ?>
							<?php echo $this->account_fields( $guest_ok, $values['create_account'], $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in account_fields(). ?>
						<?php endif; ?>
					</div>
					<div class="vitrine-checkout__shipping">
						<?php if ( $totals->needs_shipping ) : ?>
							<p class="vitrine-form__row vitrine-checkout__ship-elsewhere">
								<input type="checkbox" id="ship_to_different_address" name="ship_to_different_address" value="1" aria-controls="vitrine-checkout-shipping-address" <?php checked( $values['ship_elsewhere'] ); ?>>
								<label for="ship_to_different_address"><?php esc_html_e( 'Ship to a different address?', 'vitrine' ); ?></label>
							</p>
							<div id="vitrine-checkout-shipping-address" class="vitrine-checkout__shipping-address" <?php echo $values['ship_elsewhere'] ? '' : 'hidden'; ?>>
								<?php echo $this->address_fields->render( AddressFields::SHIPPING, $values['shipping'], $field_errors( 'shipping' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the renderer. ?>
							</div>
						<?php endif; ?>
						<p class="vitrine-form__row">
							<label for="order_comments"><?php esc_html_e( 'Order notes (optional)', 'vitrine' ); ?></label>
							<textarea name="order_comments" id="order_comments" class="vitrine-input" rows="3" maxlength="2000" placeholder="<?php esc_attr_e( 'Notes about your order, e.g. special notes for delivery.', 'vitrine' ); ?>"><?php echo esc_textarea( $values['note'] ); ?></textarea>
						</p>
					</div>
				</div>

				<?php // The order's column: beside the addresses on a wide checkout, and kept in view (checkout.scss). ?>
				<div class="vitrine-checkout__order">
				<h2 id="vitrine-order-review-heading"><?php esc_html_e( 'Your order', 'vitrine' ); ?></h2>
				<div id="vitrine-order-review" class="vitrine-checkout-review-order" aria-labelledby="vitrine-order-review-heading" aria-live="polite">
					<?php echo $this->review->render( $cart, $totals ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in OrderReview. ?>
					<?php echo $this->payment_methods->render( $gateways, $values['payment_method'], $totals->total > 0, PaymentContext::CHECKOUT ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in PaymentMethods. ?>
				</div>

				<?php echo $this->terms( $errors ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in terms(). ?>

				<p class="vitrine-form__row vitrine-checkout__place-order">
					<button type="submit" class="vitrine-button vitrine-button--primary" name="<?php echo esc_attr( self::SUBMIT ); ?>" value="1"><?php esc_html_e( 'Place order', 'vitrine' ); ?></button>
				</p>
				</div>
			</form>
		</div>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * "Create an account?" and the password (always shown when guests must create one).
	 *
	 * @param bool                  $guest_ok Whether guests may check out.
	 * @param bool                  $checked  Whether the box is ticked.
	 * @param array<string, string> $errors   Field name => message.
	 */
	private function account_fields( bool $guest_ok, bool $checked, array $errors ): string {
		$html = '<div class="vitrine-checkout__account">';
		if ( $guest_ok ) {
			$html .= sprintf(
				'<p class="vitrine-form__row"><input type="checkbox" id="createaccount" name="createaccount" value="1" aria-controls="vitrine-checkout-account-fields"%1$s><label for="createaccount">%2$s</label></p>',
				checked( $checked, true, false ),
				esc_html__( 'Create an account?', 'vitrine' )
			);
		}
		$error = $errors['account_password'] ?? '';
		$html .= sprintf(
			'<div id="vitrine-checkout-account-fields"%1$s><p class="vitrine-form__row" id="account_password_field"><label for="account_password">%2$s <span class="vitrine-required" aria-hidden="true">*</span></label><input type="password" class="vitrine-input" name="account_password" id="account_password" autocomplete="new-password" minlength="%3$d" aria-required="true"%4$s>%5$s</p></div>',
			$guest_ok && ! $checked ? ' hidden' : '',
			esc_html__( 'Create account password', 'vitrine' ),
			Customers::MIN_PASSWORD_LENGTH,
			'' === $error ? '' : ' aria-invalid="true" aria-describedby="account_password_error"',
			'' === $error ? '' : '<span class="vitrine-field__error" id="account_password_error">' . esc_html( $error ) . '</span>'
		);
		return $html . '</div>';
	}

	/**
	 * The terms checkbox, when the shop has a terms page.
	 *
	 * @param array<string, string> $errors Field name => message.
	 */
	private function terms( array $errors ): string {
		$page = $this->pages->terms_page_id();
		if ( 0 === $page ) {
			return '';
		}
		$error = $errors['terms'] ?? '';
		return sprintf(
			'<p class="vitrine-form__row vitrine-checkout__terms" id="terms_field"><input type="checkbox" name="terms" id="terms" value="1" required aria-required="true"%1$s><label for="terms">%2$s <span class="vitrine-required" aria-hidden="true">*</span></label>%3$s</p>',
			'' === $error ? '' : ' aria-invalid="true" aria-describedby="terms_error"',
			sprintf(
				/* translators: %s: link to the terms and conditions page. */
				esc_html__( 'I have read and agree to the website %s', 'vitrine' ),
				'<a href="' . esc_url( (string) get_permalink( $page ) ) . '" target="_blank">' . esc_html__( 'terms and conditions', 'vitrine' ) . '</a>'
			),
			'' === $error ? '' : '<span class="vitrine-field__error" id="terms_error">' . esc_html( $error ) . '</span>'
		);
	}
}
