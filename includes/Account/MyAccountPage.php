<?php
/**
 * The my-account page before output.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Address\AddressFields;
use Vitrine\Checkout\PaymentPageSettings;
use Vitrine\Core\Assets\Assets;

/**
 * On template_redirect, for the my-account page: no caching; visitors who are not logged in are
 * sent from a section to the login form (which brings them back); a posted form is handled
 * (success: a redirect; refusal: the status the page answers with); another customer's order
 * answers 404; and the bundles the section needs are enqueued (the storefront bundle for the
 * password toggles, the checkout bundle for the address fields and the payment methods, and the
 * gateways' scripts when adding a payment method or listing saved ones, with the payment context
 * those scripts read: PaymentPageSettings).
 */
final class MyAccountPage {

	public const STOREFRONT_ENTRY = 'storefront';
	public const CHECKOUT_ENTRY   = 'checkout';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly AccountFormHandler $handler,
		private readonly FormState $forms,
		private readonly CustomerOrders $orders,
		private readonly SavedPaymentMethods $payment_methods,
		private readonly Assets $assets,
		private readonly PaymentPageSettings $payment_settings,
	) {
	}

	/**
	 * Prepares the page for the current request.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $post   Posted fields, unslashed.
	 * @return string|null Where to redirect, or null to show the page.
	 */
	public function prepare( string $method, array $post ): ?string {
		nocache_headers();
		$endpoint = $this->pages->current_endpoint();
		if ( ! is_user_logged_in() && null !== $endpoint ) {
			return add_query_arg( 'redirect_to', rawurlencode( $this->pages->current_url() ), $this->pages->url() );
		}

		$redirect = $this->handler->route( $method, $post );
		if ( null !== $redirect ) {
			return $redirect;
		}
		if ( $this->forms->status() > 0 ) {
			status_header( $this->forms->status() );
		}

		if ( ! is_user_logged_in() ) {
			$this->assets->enqueue( self::STOREFRONT_ENTRY );
			return null;
		}
		list( $section, $value ) = $endpoint ?? array( AccountPages::DASHBOARD, '' );
		if ( AccountPages::VIEW_ORDER === $section && null === $this->orders->find_own( get_current_user_id(), absint( $value ) ) ) {
			status_header( 404 );
		}
		if ( AccountPages::EDIT_ACCOUNT === $section ) {
			$this->assets->enqueue( self::STOREFRONT_ENTRY );
		}
		if ( AccountPages::EDIT_ADDRESS === $section && in_array( $value, array( AddressFields::BILLING, AddressFields::SHIPPING ), true ) ) {
			$this->assets->enqueue( self::CHECKOUT_ENTRY );
		}
		if ( AccountPages::ADD_PAYMENT_METHOD === $section ) {
			$handle = $this->assets->enqueue( self::CHECKOUT_ENTRY );
			$this->payment_settings->attach( $handle, $this->payment_settings->for_add_payment_method( get_current_user_id() ) );
			$this->enqueue_gateway_scripts( $this->payment_methods->gateways_for_adding() );
		}
		// The saved methods' list: only when a gateway keeps methods, for its scripts (set as default, say).
		if ( AccountPages::PAYMENT_METHODS === $section && $this->payment_methods->any_gateway_saves_methods() ) {
			$handle = $this->assets->enqueue( self::CHECKOUT_ENTRY );
			$this->payment_settings->attach( $handle, $this->payment_settings->for_payment_methods( get_current_user_id() ) );
			$this->enqueue_gateway_scripts( $this->payment_methods->gateways_keeping_methods() );
		}
		return null;
	}

	/**
	 * @param array<string, \Vitrine\Payments\Gateway> $gateways The gateways whose scripts the page needs.
	 */
	private function enqueue_gateway_scripts( array $gateways ): void {
		foreach ( $gateways as $gateway ) {
			foreach ( $gateway->script_handles() as $handle ) {
				wp_enqueue_script( $handle );
			}
		}
	}

	/**
	 * The document title of a section: "Orders", "Order #12"; null on the dashboard.
	 */
	public function section_title(): ?string {
		$endpoint = $this->pages->current_endpoint();
		if ( null === $endpoint || ! is_user_logged_in() ) {
			return null;
		}
		if ( AccountPages::VIEW_ORDER === $endpoint[0] ) {
			/* translators: %s: order number. */
			return sprintf( __( 'Order #%s', 'vitrine' ), (string) absint( $endpoint[1] ) );
		}
		return AccountPages::title( $endpoint[0] );
	}
}
