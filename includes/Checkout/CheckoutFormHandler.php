<?php
/**
 * Placing an order without JavaScript.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Orders\OrderDraft;

/**
 * The checkout form posts to the checkout page; this places the order on template_redirect (the
 * same CheckoutService as the ajax call) and redirects, or lets the page show the form again
 * with what was typed and every message.
 */
final class CheckoutFormHandler {

	public function __construct(
		private readonly CheckoutService $checkout,
		private readonly CheckoutView $view,
		private readonly CrossSiteGuard $cross_site,
	) {
	}

	public function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just below.
		if ( 'post' !== $method || ! isset( $_POST[ CheckoutForm::SUBMIT ] ) ) {
			return;
		}
		nocache_headers();
		$this->cross_site->refuse_cross_site_form();
		$fields = wp_unslash( $_POST );
		if ( ! isset( $fields['security'] ) || ! wp_verify_nonce( sanitize_text_field( (string) $fields['security'] ), CheckoutForm::NONCE_ACTION ) ) {
			$this->view->show_refusal( array(), array( __( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' ) ), $fields );
			return;
		}
		try {
			$result = $this->checkout->place( CheckoutRequest::from_form( $fields, OrderDraft::ADDRESS_FIELDS ) );
		} catch ( CheckoutRefused $e ) {
			status_header( ErrorMapper::status( $e->kind ) );
			$this->view->show_refusal( $e->fields, $e->messages, $fields );
			return;
		}
		if ( $result->success && '' !== $result->redirect ) {
			wp_safe_redirect( $result->redirect, 303 );
			exit;
		}
		$this->view->show_refusal( array(), array( '' !== $result->message ? $result->message : __( 'Your payment could not be processed. Please try again or choose another payment method.', 'vitrine' ) ), $fields );
	}
}
