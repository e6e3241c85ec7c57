<?php
/**
 * Placing an order without JavaScript.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Orders\OrderDraft;

/**
 * The checkout form posts to the checkout page; this places the order on template_redirect (the
 * same CheckoutService as the ajax call) and redirects, or lets the page show the form again
 * with what was typed and every message. Whatever goes wrong (a refused field, stock, coupon or
 * payment, any domain error, an unexpected exception, fields of the wrong type) ends as a
 * message on the page, never as an error page.
 */
final class CheckoutFormHandler {

	public function __construct(
		private readonly CheckoutService $checkout,
		private readonly CheckoutView $view,
		private readonly Settings $settings,
		private readonly CrossSiteGuard $cross_site,
	) {
	}

	public function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just below.
		if ( 'post' !== $method || ! isset( $_POST[ CheckoutForm::SUBMIT ] ) ) {
			return;
		}
		nocache_headers();
		$this->cross_site->refuse_cross_site_form();
		$fields   = (array) wp_unslash( $_POST );
		$security = $fields['security'] ?? '';
		if ( ! is_string( $security ) || ! wp_verify_nonce( sanitize_text_field( $security ), CheckoutForm::NONCE_ACTION ) ) {
			$this->view->show_refusal( array(), array( __( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' ) ), $fields );
			return;
		}
		try {
			$result = $this->checkout->place( CheckoutRequest::from_form( $fields, OrderDraft::ADDRESS_FIELDS ) );
		} catch ( CheckoutRefused $e ) {
			status_header( ErrorMapper::status( $e->kind ) );
			$this->view->show_refusal( $e->fields, $e->messages, $fields );
			return;
		} catch ( RateLimited $e ) {
			ErrorMapper::send_status( $e ); // 429 and Retry-After.
			$this->view->show_refusal( array(), array( $e->getMessage() ), $fields );
			return;
		} catch ( \Throwable $e ) {
			list( $field_messages, $message ) = self::refusal( $e, (string) $this->settings->get( 'checkout_error_message' ) );
			$this->view->show_refusal( $field_messages, array( $message ), $fields );
			return;
		}
		if ( $result->success && '' !== $result->redirect ) {
			wp_safe_redirect( $result->redirect, 303 );
			exit;
		}
		$this->view->show_refusal( array(), array( '' !== $result->message ? $result->message : __( 'Your payment could not be processed. Please try again or choose another payment method.', 'vitrine' ) ), $fields );
	}

	/**
	 * What the page says about anything thrown, and its status (never 500: the page answers,
	 * with the form and a message). A domain error says its own message and field messages; an
	 * unexpected one is logged and the shopper reads the shop's generic message.
	 *
	 * @param \Throwable $e       What was thrown.
	 * @param string     $generic The shop's message for a failure without a precise reason.
	 * @return array{0: array<string, string>, 1: string} Field messages, and the message.
	 */
	public static function refusal( \Throwable $e, string $generic ): array {
		$error  = ErrorMapper::domain_error( $e );
		$status = ErrorMapper::status( $error->kind );
		if ( $status < 500 || 503 === $status ) {
			status_header( $status );
		}
		if ( ! $e instanceof DomainError ) {
			return array( array(), $generic );
		}
		$params = is_array( $e->data['params'] ?? null ) ? $e->data['params'] : array();
		$fields = array();
		foreach ( $params as $name => $message ) {
			if ( is_string( $message ) ) {
				$fields[ (string) $name ] = $message;
			}
		}
		return array( $fields, $e->getMessage() );
	}
}
