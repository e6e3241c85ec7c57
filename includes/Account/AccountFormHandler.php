<?php
/**
 * The forms of the my-account page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Account\View\AccountDetailsView;
use Vitrine\Account\View\AddressesView;
use Vitrine\Account\View\OrdersView;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Account\View\RegistrationForm;
use Vitrine\Address\AddressFields;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Http\CrossSiteGuard;

/**
 * Every form of the page posts to the page itself with a vitrine_account_action field and its own
 * nonce. route() runs before output: it checks the nonce and who asks (a logged-in customer, and
 * their own order or payment method; a visitor for registration), calls the service, and answers
 * where to redirect after a success (post/redirect/get, with a confirmation). A refusal is kept in
 * FormState for the page to show in the same request, with what was typed; nothing is written.
 */
final class AccountFormHandler {

	public const ACTION_FIELD = 'vitrine_account_action';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly AccountNotices $notices,
		private readonly FormState $forms,
		private readonly Registration $registration,
		private readonly AddressBook $addresses,
		private readonly AccountDetails $details,
		private readonly CustomerOrders $orders,
		private readonly SavedPaymentMethods $payment_methods,
		private readonly CrossSiteGuard $cross_site,
	) {
	}

	/**
	 * Handles a submission, if the request is one.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $post   Posted fields, unslashed.
	 * @return string|null Where to redirect after a success; null when the request is none of
	 *                     ours or was refused (FormState says which).
	 */
	public function route( string $method, array $post ): ?string {
		$action = isset( $post[ self::ACTION_FIELD ] ) && is_string( $post[ self::ACTION_FIELD ] ) ? sanitize_key( $post[ self::ACTION_FIELD ] ) : '';
		if ( 'POST' !== strtoupper( $method ) || '' === $action ) {
			return null;
		}
		$this->cross_site->refuse_cross_site_form();
		if ( RegistrationForm::SUBMIT_ACTION === $action ) {
			return is_user_logged_in() ? null : $this->register( $post );
		}
		$user_id = get_current_user_id();
		if ( 0 === $user_id ) {
			return null;
		}
		return match ( $action ) {
			AddressesView::SAVE_ACTION           => $this->save_address( $user_id, $post ),
			AccountDetailsView::SAVE_ACTION      => $this->save_account_details( $user_id, $post ),
			OrdersView::CANCEL_ACTION            => $this->cancel_order( $user_id, $post ),
			PaymentMethodsView::DELETE_ACTION    => $this->delete_payment_method( $user_id, $post ),
			PaymentMethodsView::DEFAULT_ACTION   => $this->make_default_payment_method( $user_id, $post ),
			PaymentMethodsView::ADD_ACTION       => $this->add_payment_method( $user_id, $post ),
			default                              => null,
		};
	}

	/**
	 * @param array<string, mixed> $post Posted fields.
	 */
	private function register( array $post ): ?string {
		$email    = self::text( $post, Registration::EMAIL_FIELD );
		$password = isset( $post[ Registration::PASSWORD_FIELD ] ) && is_string( $post[ Registration::PASSWORD_FIELD ] ) ? $post[ Registration::PASSWORD_FIELD ] : '';
		$kept     = array( Registration::EMAIL_FIELD => $email );
		if ( ! $this->nonce_ok( $post, RegistrationForm::NONCE_ACTION ) ) {
			$this->forms->refuse( RegistrationForm::SUBMIT_ACTION, array(), array( self::expired() ), $kept, 403 );
			return null;
		}
		try {
			$this->registration->register( sanitize_email( $email ), $password );
		} catch ( DomainError $e ) {
			$this->refuse( RegistrationForm::SUBMIT_ACTION, $e, $kept );
			return null;
		}
		$asked    = isset( $post['redirect_to'] ) && is_string( $post['redirect_to'] ) ? esc_url_raw( $post['redirect_to'] ) : '';
		$redirect = '' === $asked ? $this->pages->url() : wp_validate_redirect( $asked, $this->pages->url() );
		return $this->notices->add_to_url( $redirect, AccountNotices::REGISTERED );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function save_address( int $user_id, array $post ): ?string {
		$type = self::text( $post, 'address_type' );
		if ( ! in_array( $type, AddressBook::TYPES, true ) ) {
			return null;
		}
		$form   = AddressesView::form_id( $type );
		$values = AddressFields::values_from_input( $post, $type );
		if ( ! $this->nonce_ok( $post, AddressesView::NONCE_ACTION ) ) {
			$this->forms->refuse( $form, array(), array( self::expired() ), $values, 403 );
			return null;
		}
		try {
			$this->addresses->save( $user_id, $type, $values );
		} catch ( DomainError $e ) {
			$this->refuse( $form, $e, $values );
			return null;
		}
		return $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::EDIT_ADDRESS ), AccountNotices::ADDRESS_SAVED );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function save_account_details( int $user_id, array $post ): ?string {
		// What a refused form shows again: never the passwords.
		$kept = array_intersect_key( AccountDetails::clean( $post ), array_flip( AccountDetails::TEXT_FIELDS ) );
		if ( ! $this->nonce_ok( $post, AccountDetailsView::NONCE_ACTION ) ) {
			$this->forms->refuse( AccountDetailsView::SAVE_ACTION, array(), array( self::expired() ), $kept, 403 );
			return null;
		}
		try {
			$this->details->update( $user_id, $post );
		} catch ( DomainError $e ) {
			$this->refuse( AccountDetailsView::SAVE_ACTION, $e, $kept );
			return null;
		}
		return $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::EDIT_ACCOUNT ), AccountNotices::ACCOUNT_SAVED );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function cancel_order( int $user_id, array $post ): ?string {
		$order_id = absint( self::text( $post, 'order_id' ) );
		if ( ! $this->nonce_ok( $post, OrdersView::cancel_nonce_action( $order_id ) ) ) {
			$this->forms->refuse( OrdersView::CANCEL_ACTION, array(), array( self::expired() ), array(), 403 );
			return null;
		}
		try {
			$this->orders->cancel( $user_id, $order_id );
		} catch ( DomainError $e ) {
			$this->refuse( OrdersView::CANCEL_ACTION, $e );
			return null;
		}
		return $this->notices->add_to_url( $this->pages->current_url(), AccountNotices::ORDER_CANCELLED );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function delete_payment_method( int $user_id, array $post ): ?string {
		$gateway = self::text( $post, 'payment_method_gateway' );
		$id      = self::text( $post, 'payment_method_id' );
		if ( ! $this->nonce_ok( $post, PaymentMethodsView::delete_nonce_action( $gateway, $id ) ) ) {
			$this->forms->refuse( PaymentMethodsView::DELETE_ACTION, array(), array( self::expired() ), array(), 403 );
			return null;
		}
		try {
			$this->payment_methods->delete( $user_id, $gateway, $id );
		} catch ( DomainError $e ) {
			$this->refuse( PaymentMethodsView::DELETE_ACTION, $e );
			return null;
		}
		return $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_DELETED );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function make_default_payment_method( int $user_id, array $post ): ?string {
		$gateway = self::text( $post, 'payment_method_gateway' );
		$id      = self::text( $post, 'payment_method_id' );
		if ( ! $this->nonce_ok( $post, PaymentMethodsView::default_nonce_action( $gateway, $id ) ) ) {
			$this->forms->refuse( PaymentMethodsView::DEFAULT_ACTION, array(), array( self::expired() ), array(), 403 );
			return null;
		}
		try {
			$this->payment_methods->make_default( $user_id, $gateway, $id );
		} catch ( DomainError $e ) {
			$this->refuse( PaymentMethodsView::DEFAULT_ACTION, $e );
			return null;
		}
		return $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_DEFAULT );
	}

	/**
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $post    Posted fields.
	 */
	private function add_payment_method( int $user_id, array $post ): ?string {
		$gateway = sanitize_key( self::text( $post, 'payment_method' ) );
		$kept    = array( 'payment_method' => $gateway );
		if ( ! $this->nonce_ok( $post, PaymentMethodsView::ADD_NONCE ) ) {
			$this->forms->refuse( PaymentMethodsView::ADD_ACTION, array(), array( self::expired() ), $kept, 403 );
			return null;
		}
		// The gateway's own fields, as the checkout passes them (names starting with "vitrine-").
		$payment_data = array();
		foreach ( $post as $name => $value ) {
			if ( is_scalar( $value ) && str_starts_with( (string) $name, 'vitrine-' ) ) {
				$payment_data[ (string) $name ] = sanitize_text_field( (string) $value );
			}
		}
		try {
			$result = $this->payment_methods->add( $user_id, $gateway, $payment_data );
		} catch ( DomainError $e ) {
			$this->refuse( PaymentMethodsView::ADD_ACTION, $e, $kept );
			return null;
		}
		if ( ! $result->success ) {
			$this->forms->refuse( PaymentMethodsView::ADD_ACTION, array(), array( '' !== $result->message ? $result->message : __( 'Unable to add payment method to your account.', 'vitrine' ) ), $kept, 400 );
			return null;
		}
		return '' !== $result->redirect ? $result->redirect : $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_ADDED );
	}

	/**
	 * Keeps a service's refusal: its field messages when it has them, else its message.
	 *
	 * @param string               $form   Which form.
	 * @param DomainError          $e      The refusal.
	 * @param array<string, mixed> $values What to show again.
	 */
	private function refuse( string $form, DomainError $e, array $values = array() ): void {
		$fields = isset( $e->data['fields'] ) && is_array( $e->data['fields'] ) ? array_map( 'strval', $e->data['fields'] ) : array();
		$this->forms->refuse( $form, $fields, array() === $fields ? array( $e->getMessage() ) : array(), $values, ErrorMapper::status( $e->kind ) );
		// Retry-After for a rate-limited form; the page sends the status itself (MyAccountPage).
		ErrorMapper::send_headers( $e );
	}

	/**
	 * @param array<string, mixed> $post   Posted fields.
	 * @param string               $action The form's nonce action.
	 */
	private function nonce_ok( array $post, string $action ): bool {
		$nonce = self::text( $post, '_wpnonce' );
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * A posted field as one line of plain text.
	 *
	 * @param array<string, mixed> $post Posted fields.
	 * @param string               $key  The field.
	 */
	private static function text( array $post, string $key ): string {
		return isset( $post[ $key ] ) && is_scalar( $post[ $key ] ) ? sanitize_text_field( (string) $post[ $key ] ) : '';
	}

	private static function expired(): string {
		return __( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' );
	}
}
