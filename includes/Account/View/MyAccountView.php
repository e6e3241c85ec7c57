<?php
/**
 * What the my-account page shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\AddressBook;
use Vitrine\Account\LoginForm;
use Vitrine\Account\Registration;

/**
 * The shortcode's and the block's output. Logged out: the login form and, when the shop allows
 * it, the registration form. Logged in: the navigation and the current section (the dashboard,
 * orders, one order, addresses, account details, payment methods, adding a payment method).
 */
final class MyAccountView {

	public function __construct(
		private readonly AccountPages $pages,
		private readonly AccountNotices $notices,
		private readonly AccountNavigation $navigation,
		private readonly OrdersView $orders,
		private readonly AddressesView $addresses,
		private readonly AccountDetailsView $details,
		private readonly PaymentMethodsView $payment_methods,
		private readonly RegistrationForm $registration_form,
		private readonly Registration $registration,
		private readonly LoginForm $login_form,
	) {
	}

	/**
	 * The page's content for the current request. Escaped.
	 */
	public function render(): string {
		if ( ! is_user_logged_in() ) {
			return $this->logged_out();
		}
		$user     = wp_get_current_user();
		$endpoint = $this->pages->current_endpoint();
		$section  = null === $endpoint ? AccountPages::DASHBOARD : $endpoint[0];
		$value    = null === $endpoint ? '' : $endpoint[1];

		$content = match ( $section ) {
			AccountPages::ORDERS             => $this->orders->render_list( $user->ID, max( 1, absint( $value ) ) ),
			AccountPages::VIEW_ORDER         => $this->orders->render_order( $user->ID, absint( $value ) ),
			AccountPages::EDIT_ADDRESS       => in_array( $value, AddressBook::TYPES, true ) ? $this->addresses->render_form( $user->ID, $value ) : $this->addresses->render_summary( $user->ID ),
			AccountPages::EDIT_ACCOUNT       => $this->details->render( $user ),
			AccountPages::PAYMENT_METHODS    => $this->payment_methods->render_list( $user->ID ),
			AccountPages::ADD_PAYMENT_METHOD => $this->payment_methods->render_add(),
			default                          => $this->dashboard( $user ),
		};
		$title = AccountPages::title( $section );
		if ( AccountPages::VIEW_ORDER === $section ) {
			/* translators: %s: order number. */
			$title = sprintf( __( 'Order #%s', 'vitrine' ), (string) absint( $value ) );
		}

		return sprintf(
			'<div class="vitrine-my-account vitrine-my-account--%1$s">%2$s<div class="vitrine-my-account__content">%3$s<h2 class="vitrine-my-account__title">%4$s</h2>%5$s</div></div>',
			esc_attr( $section ),
			$this->navigation->render( $section ),
			$this->notices->render(),
			esc_html( $title ),
			$content
		);
	}

	/**
	 * The greeting and a word about each section.
	 */
	private function dashboard( \WP_User $user ): string {
		$link = fn ( string $endpoint, string $text ): string => '<a href="' . esc_url( $this->pages->endpoint_url( $endpoint ) ) . '">' . esc_html( $text ) . '</a>';
		$html = '<p>' . sprintf(
			/* translators: 1: the customer's display name, 2: a "Log out" link. */
			esc_html__( 'Hello %1$s (not %1$s? %2$s)', 'vitrine' ),
			'<strong>' . esc_html( $user->display_name ) . '</strong>',
			'<a href="' . esc_url( $this->navigation->url( AccountNavigation::LOGOUT ) ) . '">' . esc_html__( 'Log out', 'vitrine' ) . '</a>'
		) . '</p>';
		$html .= '<p>' . sprintf(
			/* translators: 1: link to the orders, 2: link to the addresses, 3: link to the account details. */
			esc_html__( 'From your account dashboard you can view your %1$s, manage your %2$s, and %3$s.', 'vitrine' ),
			$link( AccountPages::ORDERS, __( 'recent orders', 'vitrine' ) ),
			$link( AccountPages::EDIT_ADDRESS, __( 'shipping and billing addresses', 'vitrine' ) ),
			$link( AccountPages::EDIT_ACCOUNT, __( 'edit your password and account details', 'vitrine' ) )
		) . '</p>';
		return $html;
	}

	/**
	 * The login form, and the registration form when shoppers may create accounts.
	 */
	private function logged_out(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- where to go after logging in; validated below.
		$asked    = isset( $_GET['redirect_to'] ) ? esc_url_raw( wp_unslash( (string) $_GET['redirect_to'] ) ) : '';
		$redirect = '' === $asked ? $this->pages->url() : wp_validate_redirect( $asked, $this->pages->url() );

		$html  = '<div class="vitrine-my-account vitrine-my-account--logged-out">';
		$html .= '<section class="vitrine-my-account__login" aria-labelledby="vitrine-my-account-login-title"><h2 id="vitrine-my-account-login-title">' . esc_html__( 'Log in', 'vitrine' ) . '</h2>';
		$html .= $this->login_form->render( array( 'redirect' => $redirect ) ) . '</section>';
		if ( $this->registration->is_open() ) {
			$html .= '<section class="vitrine-my-account__register" aria-labelledby="vitrine-my-account-register-title"><h2 id="vitrine-my-account-register-title">' . esc_html__( 'Register', 'vitrine' ) . '</h2>';
			$html .= $this->registration_form->render( $redirect ) . '</section>';
		}
		return $html . '</div>';
	}
}
