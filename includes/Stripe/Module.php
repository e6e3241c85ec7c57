<?php
/**
 * The Stripe module: card and local payment methods through Stripe.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Stripe\Express\ExpressCheckoutRequest;
use Vitrine\Stripe\Express\ExpressSwitch;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Stripe\Express\ExpressPlacement;
use Vitrine\Stripe\Gateway\StripeCheckoutAssets;
use Vitrine\Stripe\Payments\CaptureAction;
use Vitrine\Stripe\Customers\AccountDefaultMethod;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Customers\StripeCustomers;
use Vitrine\Stripe\Reconciliation\Reconciliation;
use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Stripe\Webhooks\Rest\StripeWebhookRoute;
use Vitrine\Stripe\Webhooks\WebhookHealth;

/**
 * Stripe's gateways on the payments registry, the Payment Element on the payment pages, the
 * confirmation endpoints, webhooks, reconciliation, saved methods and the admin's checks
 * (docs/decisions.md, "Stripe payments (issue 12)"). Nothing else imports this module.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param list<\Vitrine\Payments\Gateway> $gateways        The card gateway and one per other payment method type (gateway part).
	 * @param StripeCheckoutAssets|null       $assets          The Stripe bundle and its settings on payment pages (gateway part).
	 * @param CaptureAction|null              $capture         The order screen's capture of an authorised payment (gateway part).
	 * @param AjaxRouter|null                 $ajax            The ajax router (gateway part).
	 * @param list<AjaxEndpoint>              $endpoints       The stripe_* endpoints of docs/spec/payments.md section 7 (gateway part).
	 * @param RestApi|null                    $rest            The vitrine/v1 routes (account and webhooks parts).
	 * @param AccountMethods|null             $account_methods Stripe's saved methods in the customer's account (account part).
	 * @param StripeCustomers|null            $customers       The users' Stripe customers (account part).
	 * @param list<AbstractRoute>             $admin_routes    Check connection, the refused attempts (account part).
	 * @param StripeWebhookRoute|null         $webhook_route   Where Stripe sends its events (webhooks part).
	 * @param Reconciliation|null             $reconciliation  The job that asks Stripe about unpaid orders (webhooks part).
	 * @param EventStore|null                 $events          The events received, pruned by the same job (webhooks part).
	 * @param WebhookHealth|null              $health          The admins' notice when events do not arrive (webhooks part).
	 * @param AccountDefaultMethod|null       $default_method  "Make default" of a saved method in the account (account part).
	 * @param ExpressCheckoutRequest|null     $express_request The express checkout's nonce and cart on the checkout routes (express part).
	 * @param ExpressSwitch|null              $express_switch  Refuses the express calls while it is switched off (express part).
	 * @param ExpressPlacement|null           $express         The express checkout buttons on the product, cart, checkout and pay-for-order pages (placement part).
	 * @param ApplePayDomain|null             $apple_pay_domain Serves Apple Pay's domain association file (placement part).
	 */
	public function __construct(
		private readonly array $gateways = array(),
		private readonly ?StripeCheckoutAssets $assets = null,
		private readonly ?CaptureAction $capture = null,
		private readonly ?AjaxRouter $ajax = null,
		private readonly array $endpoints = array(),
		private readonly ?RestApi $rest = null,
		private readonly ?AccountMethods $account_methods = null,
		private readonly ?StripeCustomers $customers = null,
		private readonly array $admin_routes = array(),
		private readonly ?StripeWebhookRoute $webhook_route = null,
		private readonly ?Reconciliation $reconciliation = null,
		private readonly ?EventStore $events = null,
		private readonly ?WebhookHealth $health = null,
		private readonly ?AccountDefaultMethod $default_method = null,
		private readonly ?ExpressCheckoutRequest $express_request = null,
		private readonly ?ExpressSwitch $express_switch = null,
		private readonly ?ExpressPlacement $express = null,
		private readonly ?ApplePayDomain $apple_pay_domain = null,
	) {
	}

	public function register(): void {
		$this->register_gateways();
		$this->register_account();
		$this->register_webhooks();
		$this->register_express();
	}

	/**
	 * Express part: the checkout routes' express headers (its nonce, the product page's express
	 * cart), after the cross-site refusal (10) and before any route reads the cart. Its ajax
	 * endpoints are among the gateway part's. Placement part: the buttons' area where the pages
	 * let extra markup in, and Apple Pay's domain association file.
	 */
	private function register_express(): void {
		if ( null !== $this->express_request ) {
			add_filter( 'rest_pre_dispatch', array( $this->express_request, 'on_rest_pre_dispatch' ), 11, 3 );
		}
		if ( null !== $this->express_switch ) {
			add_filter( 'vitrine_ajax_pre_dispatch', array( $this->express_switch, 'on_ajax_pre_dispatch' ), 10, 3 );
		}
		if ( null !== $this->apple_pay_domain ) {
			add_action( 'parse_request', array( $this->apple_pay_domain, 'serve' ), 1 );
		}
		$express = $this->express;
		if ( null === $express ) {
			return;
		}
		add_filter( 'vitrine_after_add_to_cart_form_html', array( $express, 'on_product' ), 10, 2 );
		add_filter( 'vitrine_cart_before_checkout_button_html', array( $express, 'on_cart' ), 10, 3 );
		add_filter( 'vitrine_checkout_form_start_html', array( $express, 'on_checkout' ), 10, 3 );
		add_filter( 'vitrine_pay_for_order_before_payment_methods_html', array( $express, 'on_pay_for_order' ), 10, 2 );
	}

	/**
	 * Webhooks part: the webhook route, the reconciliation job every five minutes (it also
	 * forgets old events), and the webhook health notice on Vitrine's admin screens.
	 */
	private function register_webhooks(): void {
		if ( null !== $this->rest && null !== $this->webhook_route ) {
			$this->rest->add_route( $this->webhook_route );
		}
		$reconciliation = $this->reconciliation;
		if ( null !== $reconciliation ) {
			add_action( Reconciliation::HOOK, array( $reconciliation, 'run' ), 10, 0 );
			add_action( 'init', array( $reconciliation, 'schedule' ) );
			register_deactivation_hook( VITRINE_FILE, array( $reconciliation, 'unschedule' ) );
		}
		if ( null !== $this->events ) {
			add_action( Reconciliation::HOOK, array( $this->events, 'prune' ), 20, 0 );
		}
		if ( null !== $this->health && is_admin() ) {
			add_action( 'admin_notices', array( $this->health, 'render_notice' ) );
		}
	}

	/**
	 * Gateway part: the card gateway and the other payment method types, after the offline
	 * methods (which the payments module adds at priority 5).
	 */
	private function register_gateways(): void {
		$stripe = $this->gateways;
		add_filter( 'vitrine_payment_gateways', static fn ( array $gateways ): array => array_merge( $gateways, $stripe ), 10 );
		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax?->add_endpoint( $endpoint );
		}
		if ( null !== $this->assets ) {
			add_filter( 'vitrine_payment_context', array( $this->assets, 'on_payment_context' ), 10, 3 );
		}
		if ( null !== $this->capture ) {
			add_action( 'vitrine_order_screen_payment', array( $this->capture, 'render' ) );
			add_action( 'admin_post_' . CaptureAction::ACTION, array( $this->capture, 'handle' ) );
		}
	}

	/**
	 * Account part: saved methods in the account's filters, the customers' details, and the
	 * admin's routes (Check connection, the card-testing protection's refusals).
	 */
	private function register_account(): void {
		if ( null !== $this->account_methods ) {
			add_filter( 'vitrine_customer_saved_payment_methods', array( $this->account_methods, 'list' ), 10, 2 );
			add_filter( 'vitrine_delete_saved_payment_method', array( $this->account_methods, 'delete' ), 10, 3 );
			add_filter( 'vitrine_add_payment_method', array( $this->account_methods, 'add' ), 10, 4 );
			add_action( 'vitrine_order_status_changed', array( $this->account_methods, 'on_order_status_changed' ), 10, 1 );
			// Before the account page prepares itself (10), so that a refusal sets its status.
			add_action( 'template_redirect', array( $this->account_methods, 'on_return' ), 9, 0 );
		}
		if ( null !== $this->default_method ) {
			add_filter( 'vitrine_set_default_saved_payment_method', array( $this->default_method, 'set_default' ), 10, 3 );
		}
		if ( null !== $this->customers ) {
			add_action( 'profile_update', array( $this->customers, 'on_profile_update' ), 10, 1 );
		}
		foreach ( null === $this->rest ? array() : $this->admin_routes as $route ) {
			$this->rest->add_route( $route );
		}
	}
}
