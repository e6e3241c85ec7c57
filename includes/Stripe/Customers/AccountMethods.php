<?php
/**
 * Stripe's saved methods in the customer's account: list, delete, add.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\FormState;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentResult;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Payments\SetupIntents;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * Answers the account's saved-method filters (the Account module's SavedPaymentMethods) for the
 * Stripe gateways: each method attached to the customer, under the gateway of its type (stripe
 * for cards, stripe_{type} for the others); deleting detaches it; adding confirms a SetupIntent
 * with the payment method the Payment Element created (field vitrine-stripe-payment-method),
 * through the gateway's SetupIntents: the same work, under the same idempotency key, as the
 * page's stripe_create_and_confirm_setup_intent call, so that a form posted after that call gets
 * the same setup intent back instead of a second one. A setup intent that needs the customer (3-D
 * Secure, a bank's page) sends them to the confirmation step through the hash
 * #vitrine-stripe-confirm-si:0:{client secret}:{nonce} that the browser handles, which ends in
 * stripe_update_order_status with order 0 and the setup intent: confirmed_setup() then asks
 * Stripe whether the intent is the customer's and succeeded. A method confirmed on a bank's page
 * (iDEAL, Bancontact… set up for SEPA Direct Debit) comes back to the add-payment-method page with
 * ?setup_intent=seti_…, which returned() settles the same way: to the list with the "added"
 * notice, or the page again with Stripe's reason. The first method saved becomes the default.
 */
final class AccountMethods {

	/** Posted by the Payment Element on the add-payment-method page. */
	public const FIELD_PAYMENT_METHOD = 'vitrine-stripe-payment-method';

	/** Posted instead when the browser already confirmed a setup intent (seti_…). */
	public const FIELD_SETUP_INTENT = 'vitrine-stripe-setup-intent';

	/** The nonce action of the confirmation step's update_order_status call. */
	public const CONFIRM_NONCE = 'vitrine-stripe-update_order_status';

	/** What Stripe adds to the return URL after a bank's page: the setup intent's id. */
	public const RETURN_SETUP_INTENT = 'setup_intent';

	public function __construct(
		private readonly StripeClient $client,
		private readonly StripeCustomers $customers,
		private readonly SavedMethods $methods,
		private readonly StripeSettings $settings,
		private readonly SetupIntents $setup_intents,
		private readonly AccountPages $pages,
		private readonly AccountNotices $notices,
		private readonly FormState $forms,
	) {
	}

	/**
	 * Where a setup confirmed away from the page (a bank's page) comes back: the add-payment-
	 * method page, which settles it (returned()) and shows a refusal with the form to try again.
	 */
	public function return_url(): string {
		return $this->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD );
	}

	/**
	 * template_redirect, before the account page prepares itself: a customer back from a bank's
	 * page on the add-payment-method page is sent on to the list once the method is saved; a
	 * refusal stays on the page, kept for the add form to show.
	 */
	public function on_return(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the id is checked against Stripe and the customer, never trusted.
		$setup_id = isset( $_GET[ self::RETURN_SETUP_INTENT ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ self::RETURN_SETUP_INTENT ] ) ) : '';
		// Every front-end request passes here: the address is looked at first.
		if ( '' === $setup_id || AccountPages::ADD_PAYMENT_METHOD !== ( $this->pages->current_endpoint()[0] ?? '' ) ) {
			return;
		}
		$redirect = $this->returned( get_current_user_id(), $setup_id );
		if ( null !== $redirect ) {
			wp_safe_redirect( $redirect );
			exit;
		}
	}

	/**
	 * Settles a setup intent the customer came back with from a bank's page.
	 *
	 * @param int    $user_id         The logged-in customer (0: the account page sends visitors to log in).
	 * @param string $setup_intent_id The seti_… in the address.
	 * @return string|null The list with the "added" notice; null when refused (kept in FormState).
	 */
	public function returned( int $user_id, string $setup_intent_id ): ?string {
		if ( 0 === $user_id ) {
			return null;
		}
		try {
			return $this->confirmed_setup( $user_id, $setup_intent_id );
		} catch ( StripeCustomerError $refused ) {
			$message = $refused->getMessage();
		} catch ( StripeApiError $error ) {
			self::log( 'a setup intent of user ' . $user_id . ' could not be read after a redirect', $error );
			$message = $error->shopper_message();
		}
		$this->forms->refuse( PaymentMethodsView::ADD_ACTION, array(), array( $message ), array(), 400 );
		return null;
	}

	/**
	 * Filter vitrine_customer_saved_payment_methods. Stripe unreachable leaves the list without
	 * Stripe's methods (logged), never a broken page.
	 *
	 * @param mixed $listed  What other gateways listed.
	 * @param int   $user_id The customer.
	 * @return mixed
	 */
	public function list( $listed, int $user_id ) {
		if ( ! is_array( $listed ) || ! $this->settings->is_configured() ) {
			return $listed;
		}
		try {
			$default = $this->methods->default_id( $user_id );
			foreach ( $this->methods->methods( $user_id ) as $method ) {
				$type = (string) ( $method['type'] ?? '' );
				if ( ! PaymentMethodTypes::exists( $type ) ) {
					continue;
				}
				$listed[] = array(
					'id'         => (string) $method['id'],
					'gateway'    => PaymentMethodTypes::gateway_id( $type ),
					'method'     => SavedMethods::label( $method ),
					'expires'    => SavedMethods::expires( $method ),
					'is_default' => $default === $method['id'],
				);
			}
		} catch ( StripeApiError $error ) {
			self::log( 'the saved methods of user ' . $user_id . ' could not be read', $error );
		}
		return $listed;
	}

	/**
	 * Hooked to vitrine_order_status_changed: a Stripe payment may have saved its method to the
	 * customer (setup_future_usage), so their list is read again.
	 *
	 * @param Order $order The order.
	 */
	public function on_order_status_changed( Order $order ): void {
		if ( $order->customer_id > 0 && str_starts_with( $order->payment_method, 'stripe' ) ) {
			$this->methods->forget( $order->customer_id );
		}
	}

	/**
	 * Filter vitrine_delete_saved_payment_method: detaches a Stripe method of the customer.
	 *
	 * @param mixed                $result  Null until a gateway took it.
	 * @param array<string, mixed> $method  The method, as listed.
	 * @param int                  $user_id The customer.
	 * @return mixed True once detached, a WP_Error the customer reads, or $result for another gateway's.
	 */
	public function delete( $result, array $method, int $user_id ) {
		$gateway = (string) ( $method['gateway'] ?? '' );
		if ( null !== $result || null === PaymentMethodTypes::type_of_gateway( $gateway ) ) {
			return $result;
		}
		try {
			// The account found it in this customer's list: it is theirs.
			$this->methods->detach( $user_id, (string) ( $method['id'] ?? '' ) );
			return true;
		} catch ( StripeApiError $error ) {
			self::log( 'a saved method of user ' . $user_id . ' could not be detached', $error );
			return new \WP_Error( $error->error_code, $error->getMessage() );
		}
	}

	/**
	 * Filter vitrine_add_payment_method: saves the method the Payment Element created.
	 *
	 * @param mixed                 $result       Null until a gateway took it.
	 * @param Gateway               $gateway      The chosen gateway.
	 * @param array<string, string> $payment_data Its posted fields.
	 * @param int                   $user_id      The customer.
	 * @return mixed A PaymentResult for a Stripe gateway, else $result.
	 */
	public function add( $result, Gateway $gateway, array $payment_data, int $user_id ) {
		$type = PaymentMethodTypes::type_of_gateway( $gateway->id() );
		if ( null !== $result || null === $type ) {
			return $result;
		}
		try {
			$setup_id = (string) ( $payment_data[ self::FIELD_SETUP_INTENT ] ?? '' );
			$intent   = str_starts_with( $setup_id, 'seti_' )
				? $this->client->get( '/v1/setup_intents/' . $setup_id )
				: $this->setup( $user_id, (string) ( $payment_data[ self::FIELD_PAYMENT_METHOD ] ?? '' ), $type );
			return $this->outcome( $user_id, $intent );
		} catch ( StripeApiError $error ) {
			self::log( 'a method of user ' . $user_id . ' could not be saved', $error );
			return PaymentResult::failure( $error->getMessage() );
		} catch ( DomainError $refused ) {
			return PaymentResult::failure( $refused->getMessage() );
		} catch ( \InvalidArgumentException ) {
			return PaymentResult::failure( __( 'Unable to add payment method to your account.', 'vitrine' ) );
		}
	}

	/**
	 * The end of the add-payment-method page's confirmation step (3-D Secure, a bank's page):
	 * the setup intent as Stripe has it now, never as the browser says, and only when it belongs
	 * to the user's Stripe customer. Answers where the customer goes: the payment methods list
	 * with the "added" notice.
	 *
	 * @param int    $user_id         The logged-in customer.
	 * @param string $setup_intent_id seti_… the browser names.
	 * @throws StripeCustomerError NOT_FOUND when the intent is not the customer's (or no intent),
	 *                             PAYMENT_REFUSED with Stripe's reason when it did not succeed.
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	public function confirmed_setup( int $user_id, string $setup_intent_id ): string {
		$customer = $this->customers->existing( $user_id );
		if ( '' === $customer || 1 !== preg_match( '/^seti_[A-Za-z0-9_]+$/', $setup_intent_id ) ) {
			throw self::not_theirs();
		}
		$intent = $this->client->get( '/v1/setup_intents/' . $setup_intent_id );
		$owner  = $intent['customer'] ?? '';
		$owner  = is_array( $owner ) ? (string) ( $owner['id'] ?? '' ) : (string) $owner;
		if ( $owner !== $customer ) {
			throw self::not_theirs();
		}
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' !== $status && 'processing' !== $status ) {
			$this->setup_intents->failed( $intent );
			$error   = is_array( $intent['last_setup_error'] ?? null ) ? $intent['last_setup_error'] : array();
			$message = StripeErrorMessages::for_code( (string) ( $error['code'] ?? '' ), (string) ( $error['decline_code'] ?? '' ) ) ?? (string) ( $error['message'] ?? '' );
			throw new StripeCustomerError( 'vitrine_stripe_setup_failed', '' !== $message ? $message : __( 'Unable to add payment method to your account.', 'vitrine' ), ErrorKind::PAYMENT_REFUSED );
		}
		$this->saved( $user_id, $intent );
		return $this->notices->add_to_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_ADDED );
	}

	/**
	 * Creates and confirms the setup intent that attaches a payment method to the user's customer
	 * (for off-session reuse), returning to the payment methods list from a bank's page.
	 *
	 * @param int    $user_id           The customer.
	 * @param string $payment_method_id The pm_… the Payment Element created.
	 * @param string $type              Its type (card, sepa_debit…).
	 * @return array<string, mixed> The setup intent.
	 * @throws StripeApiError When Stripe refuses.
	 * @throws DomainError When the type cannot be saved, or Stripe is not set up.
	 * @throws \InvalidArgumentException When no payment method was posted.
	 */
	private function setup( int $user_id, string $payment_method_id, string $type ): array {
		if ( ! str_starts_with( $payment_method_id, 'pm_' ) ) {
			throw new \InvalidArgumentException( 'No payment method.' );
		}
		return $this->setup_intents->create_and_confirm( $user_id, $payment_method_id, $type, $this->return_url() );
	}

	/**
	 * What the account does after a setup intent: back to the list once the method is saved (or
	 * is being), to the confirmation step, or the decline's message.
	 *
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $intent  The setup intent.
	 */
	private function outcome( int $user_id, array $intent ): PaymentResult {
		$customer = $this->customers->existing( $user_id );
		if ( '' === $customer || ( $intent['customer'] ?? '' ) !== $customer ) {
			// A setup intent of another customer posted by hand.
			return PaymentResult::failure( __( 'Unable to add payment method to your account.', 'vitrine' ) );
		}
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'succeeded' === $status || 'processing' === $status ) {
			$this->saved( $user_id, $intent );
			return PaymentResult::success( '' );
		}
		if ( 'requires_action' === $status || 'requires_confirmation' === $status ) {
			return PaymentResult::success(
				$this->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ) . '#vitrine-stripe-confirm-si:0:' . (string) ( $intent['client_secret'] ?? '' ) . ':' . wp_create_nonce( self::CONFIRM_NONCE )
			);
		}
		$error   = is_array( $intent['last_setup_error'] ?? null ) ? $intent['last_setup_error'] : array();
		$message = (string) ( $error['message'] ?? '' );
		return PaymentResult::failure( '' !== $message ? $message : __( 'Unable to add payment method to your account.', 'vitrine' ) );
	}

	/**
	 * A method saved (or being saved): the customer's list is read again, and the first becomes the default.
	 *
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $intent  The setup intent, succeeded or processing.
	 */
	private function saved( int $user_id, array $intent ): void {
		$this->methods->forget( $user_id );
		$payment_method = $intent['payment_method'] ?? '';
		$payment_method = is_array( $payment_method ) ? (string) ( $payment_method['id'] ?? '' ) : (string) $payment_method;
		if ( 'succeeded' === ( $intent['status'] ?? '' ) && '' !== $payment_method && '' === $this->methods->default_id( $user_id ) ) {
			$this->methods->set_default( $user_id, $payment_method );
		}
	}

	private static function not_theirs(): StripeCustomerError {
		return new StripeCustomerError( 'vitrine_stripe_setup_not_found', __( 'Unable to add payment method to your account.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}

	private static function log( string $what, StripeApiError $error ): void {
		error_log( 'Vitrine Stripe: ' . $what . ': ' . $error->stripe_message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
	}
}
