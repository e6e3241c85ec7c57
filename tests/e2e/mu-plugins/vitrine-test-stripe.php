<?php
/**
 * Plugin Name: Vitrine test: the fake Stripe server
 * Description: Test site only. Points Vitrine's Stripe client at the fake Stripe server of the e2e run (tests/fixtures/stripe/router.php), whose address bin/test.sh hands the sites' PHP servers in VITRINE_TEST_STRIPE_URL; without it (PHPUnit, a site started by hand) the address is left alone. The route vitrine-test/v1/stripe/account (administrators, with a REST nonce) asks Stripe for the account of a given secret key through Vitrine's own client, so that a spec sees where the site's calls go.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

$vitrine_test_stripe_url = getenv( 'VITRINE_TEST_STRIPE_URL' );
if ( is_string( $vitrine_test_stripe_url ) && '' !== $vitrine_test_stripe_url && ! defined( 'VITRINE_STRIPE_API_BASE' ) ) {
	define( 'VITRINE_STRIPE_API_BASE', $vitrine_test_stripe_url );
}
unset( $vitrine_test_stripe_url );

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/stripe/account',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_stripe_account',
			)
		);
	}
);

/**
 * The Stripe API base the site uses and the account of the key sent (body: key), or Stripe's
 * error in Vitrine's terms.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function vitrine_test_stripe_account( WP_REST_Request $request ): WP_REST_Response {
	$fields = (array) $request->get_json_params();
	$client = \Vitrine\Plugin::instance()->get( \Vitrine\Stripe\Api\StripeClient::class );
	try {
		$account = $client->with_key( (string) ( $fields['key'] ?? '' ) )->get( '/v1/account' );
		return new WP_REST_Response(
			array(
				'base'    => \Vitrine\Stripe\Api\StripeClient::base_url(),
				'account' => $account,
			)
		);
	} catch ( \Vitrine\Stripe\Api\StripeApiError $error ) {
		return new WP_REST_Response(
			array(
				'base'  => \Vitrine\Stripe\Api\StripeClient::base_url(),
				'error' => array(
					'code'    => $error->error_code,
					'status'  => $error->http_status,
					'message' => $error->stripe_message,
				),
			),
			502
		);
	}
}

/*
 * The site as if served at another host, for the calls to vitrine/v1/stripe/payment-method-domain
 * that carry X-Vitrine-Test-Host (a spec's own host each time): the fake Stripe server verifies
 * Apple Pay on a host the internet could reach and refuses localhost, as Stripe does, so a spec
 * sees both verdicts from one test site.
 */
$vitrine_test_host = isset( $_SERVER['HTTP_X_VITRINE_TEST_HOST'] ) ? strtolower( (string) $_SERVER['HTTP_X_VITRINE_TEST_HOST'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked against the pattern below.
$vitrine_test_uri  = isset( $_SERVER['REQUEST_URI'] ) ? rawurldecode( (string) $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only searched.
if ( 1 === preg_match( '/^[a-z0-9-]+(\.[a-z0-9-]+)+$/', $vitrine_test_host ) && str_contains( $vitrine_test_uri, 'vitrine/v1/stripe/payment-method-domain' ) ) {
	add_filter(
		'home_url',
		static fn ( string $url ): string => (string) preg_replace( '#^(https?://)[^/]+#', '${1}' . $vitrine_test_host, $url )
	);
}
unset( $vitrine_test_uri, $vitrine_test_host );
