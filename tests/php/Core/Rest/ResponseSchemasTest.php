<?php
/**
 * Every vitrine/v1 route declares the schema of its answers, publishes it, and answers by it.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Rest;

use Vitrine\Cart\Rest\CartSchema;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Tests\Checkout\CheckoutTestCase;
use Vitrine\Tests\ResponseSchemas;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__, 2 ) . '/Checkout/CheckoutTestCase.php';

/**
 * Each route is called with valid input and its answer checked against the schema the route
 * declares (TestCase::rest() checks every successful answer too; here every route and method
 * is sure to be called at least once).
 */
final class ResponseSchemasTest extends CheckoutTestCase {

	/**
	 * The schemas the TypeScript types are generated from (npm run rest-types), by type name.
	 */
	private const TYPED_ROUTES = array(
		'Cart'                 => '/vitrine/v1/cart',
		'PlacedOrder'          => '/vitrine/v1/checkout',
		'OrderPayment'         => '/vitrine/v1/checkout/(?P<id>\d+)',
		'SalesReport'          => '/vitrine/v1/reports/sales',
		'ProductImport'        => '/vitrine/v1/products/imports',
		'ProductImportMapping' => '/vitrine/v1/products/imports/(?P<id>[a-z0-9]{20})/mapping',
		'ProductImportCheck'   => '/vitrine/v1/products/imports/(?P<id>[a-z0-9]{20})/dry-run',
		'WooMigration'         => '/vitrine/v1/woo-migration/runs',
		'WooMigrationFound'    => '/vitrine/v1/woo-migration',
	);

	/** The committed copy of those schemas, which bin/rest-types.mjs reads. */
	private const SCHEMAS_FILE = 'src/core/rest-schemas.json';

	public function test_every_vitrine_route_declares_a_titled_response_schema(): void {
		$routes = array_keys( rest_get_server()->get_routes( RestApi::NAMESPACE ) );
		self::assertGreaterThan( 20, count( $routes ) );
		foreach ( $routes as $route ) {
			if ( '/' . RestApi::NAMESPACE === $route ) {
				continue; // WordPress's own index of the namespace.
			}
			$schema = ResponseSchemas::of_route( $route );
			self::assertNotNull( $schema, $route . ' declares no response schema: implement get_response_schema() (docs/architecture.md, "How to add a route").' );
			self::assertSame( AbstractRoute::SCHEMA_VERSION, $schema['$schema'] ?? null, $route );
			self::assertIsString( $schema['title'] ?? null, $route . ': the schema needs a title.' );
			foreach ( (array) ( $schema['oneOf'] ?? array() ) as $shape ) {
				self::assertIsString( $shape['title'] ?? null, $route . ': each shape of oneOf needs a title.' );
			}
			self::assertTrue( isset( $schema['type'] ) || isset( $schema['oneOf'] ), $route );
		}
	}

	public function test_options_and_the_namespace_index_describe_the_answers(): void {
		$options = $this->rest( 'OPTIONS', '/vitrine/v1/cart' );
		$review  = $this->rest( 'OPTIONS', '/vitrine/v1/reviews/7' );
		$index   = $this->rest( 'GET', '/vitrine/v1?context=help' );

		self::assertSame( 200, $options->get_status() );
		self::assertSame( array( '$schema' => AbstractRoute::SCHEMA_VERSION ) + CartSchema::schema(), $options->get_data()['schema'] );
		self::assertSame( 'AdminReviewAnswer', $review->get_data()['schema']['title'] );
		self::assertSame( 'Cart', $index->get_data()['routes']['/vitrine/v1/cart']['schema']['title'] );
		self::assertSame( 'PlacedOrder', $index->get_data()['routes']['/vitrine/v1/checkout']['schema']['title'] );
	}

	public function test_the_check_refuses_undeclared_missing_and_mistyped_values(): void {
		$schema = array(
			'type'                 => 'object',
			'properties'           => array(
				'id'   => array( 'type' => 'integer' ),
				'tags' => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
			),
			'required'             => array( 'id', 'tags' ),
			'additionalProperties' => false,
		);

		self::assertSame(
			array(),
			ResponseSchemas::violations(
				array(
					'id'   => 1,
					'tags' => array( 'a' ),
				),
				$schema
			)
		);
		self::assertNotSame(
			array(),
			ResponseSchemas::violations(
				array(
					'id'    => 1,
					'tags'  => array(),
					'extra' => true,
				),
				$schema
			)
		);
		self::assertNotSame( array(), ResponseSchemas::violations( array( 'tags' => array() ), $schema ) );
		// WordPress alone takes "1" for an integer; the answer's JSON types must be exact.
		self::assertNotSame(
			array(),
			ResponseSchemas::violations(
				array(
					'id'   => '1',
					'tags' => array(),
				),
				$schema
			)
		);
		self::assertNotSame(
			array(),
			ResponseSchemas::violations(
				array(
					'id'   => 1,
					'tags' => array( 2 ),
				),
				$schema
			)
		);
		$either = array(
			'oneOf' => array(
				array( 'type' => 'integer' ),
				array( 'type' => 'number' ),
			),
		);
		self::assertNotSame( array(), ResponseSchemas::violations( 3, $either ), 'A value of two shapes of oneOf.' );
	}

	public function test_the_cart_and_checkout_routes_answer_by_their_schemas(): void {
		$product  = $this->simple_product();
		$variable = $this->variable_product();
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'SAVE5',
				'discount_type' => 'fixed_cart',
				'amount'        => '5',
			)
		);

		$this->assert_answers( 200, 'GET', '/vitrine/v1/cart' );
		$added = $this->assert_answers(
			200,
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'       => $product,
				'quantity' => 2,
			)
		);
		$this->assert_answers(
			200,
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'        => $variable['product'],
				'variation' => array(
					'colour' => 'blue',
					'size'   => 'small',
				),
			)
		);
		$key = (string) $added['items'][0]['key'];
		$this->assert_answers(
			200,
			'POST',
			'/vitrine/v1/cart/update-item',
			array(
				'key'      => $key,
				'quantity' => 3,
			)
		);
		$this->assert_answers( 200, 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'save5' ) );
		$located = $this->assert_answers(
			200,
			'POST',
			'/vitrine/v1/cart/update-customer',
			array(
				'billing_address' => array(
					'country'  => 'DE',
					'postcode' => '10117',
					'city'     => 'Berlin',
				),
			)
		);
		self::assertNotSame( array(), $located['shipping_rates'], 'A cart with rates, to check their shape.' );
		self::assertNotSame( array(), $located['totals']['tax_lines'], 'A cart with taxes, to check their shape.' );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/cart/select-shipping-rate', array( 'rate_id' => (string) $located['shipping_rates'][0]['rate_id'] ) );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/cart/remove-coupon', array( 'code' => 'SAVE5' ) );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/cart' );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/cart/remove-item', array( 'key' => $key ) );

		$placed = $this->assert_answers(
			200,
			'POST',
			'/vitrine/v1/checkout',
			array(
				'billing_address' => $this->billing(),
				'payment_method'  => 'bacs',
				'customer_note'   => 'Ring twice.',
			)
		);

		// A pending order, as a refused card leaves one, paid again.
		$orders = Plugin::instance()->orders;
		$order  = $orders->reader->find( (int) $placed['order_id'] );
		self::assertNotNull( $order );
		$orders->service->transition( $order, 'cancelled', '', true );
		$order = $orders->service->transition( $orders->reader->find( $order->id ) ?? $order, 'pending', '', true );
		$this->settings( array( 'payment_cheque_enabled' => true ) );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/checkout/' . $order->id . '?key=' . $order->key . '&billing_email=ada@example.org', array( 'payment_method' => 'cheque' ) );
	}

	public function test_the_settings_and_preferences_routes_answer_by_their_schemas(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assert_answers( 200, 'GET', '/vitrine/v1/settings' );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/settings', array( 'store_notice_enabled' => true ) );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/me/preferences' );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/me/preferences', array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ) );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/reports/sales?group=type&interval=week' );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/reports/sales?group=none&compare=0' );
		$import = $this->assert_answers( 201, 'POST', '/vitrine/v1/products/imports', array( 'content' => "SKU,Name\nSCHEMA-1,Schema\n" ) );
		$path   = '/vitrine/v1/products/imports/' . $import['id'];
		$this->assert_answers( 200, 'GET', $path );
		$this->assert_answers( 200, 'GET', $path . '/mapping' );
		$this->assert_answers( 200, 'PUT', $path . '/mapping', array( 'mapping' => array( 'sku', 'name' ) ) );
		$this->assert_answers( 200, 'POST', $path . '/dry-run' );
		$this->assert_answers( 200, 'POST', $path . '/batch' );
		\Vitrine\Plugin::instance()->get( \Vitrine\Catalog\Import\ImportJobs::class )->delete( \Vitrine\Plugin::instance()->get( \Vitrine\Catalog\Import\ImportJobs::class )->get( $import['id'] ) );
		// The domain Stripe was asked about (the POST, which calls Stripe, is checked against the
		// fake server in PaymentMethodDomainRouteTest).
		$this->assert_answers( 200, 'GET', '/vitrine/v1/stripe/payment-method-domain' );
		Plugin::instance()->get( ApplePayDomain::class )->remember(
			array(
				'id'          => 'pmd_sample',
				'domain_name' => ApplePayDomain::host(),
				'apple_pay'   => array(
					'status'         => 'inactive',
					'status_details' => array( 'error_message' => 'Not verified.' ),
				),
			)
		);
		$this->assert_answers( 200, 'GET', '/vitrine/v1/stripe/payment-method-domain' );
	}

	public function test_the_review_routes_answer_by_their_schemas(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$source = $this->assert_answers(
			201,
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider' => 'manual',
				'name'     => 'Guest book',
			)
		);
		$id     = (int) $source['id'];
		$this->assert_answers( 200, 'GET', '/vitrine/v1/review-sources' );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/review-sources/' . $id );
		$this->assert_answers( 200, 'PUT', '/vitrine/v1/review-sources/' . $id, array( 'name' => 'Visitors' ) );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/review-sources/' . $id . '/refresh' );

		$review = $this->assert_answers(
			201,
			'POST',
			'/vitrine/v1/reviews',
			array(
				'source_id'   => $id,
				'author_name' => 'Ada',
				'rating'      => 5,
				'text'        => 'Lovely mugs.',
			)
		);
		$this->assert_answers( 200, 'GET', '/vitrine/v1/reviews' );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/reviews/' . $review['id'] );
		$this->assert_answers( 200, 'PATCH', '/vitrine/v1/reviews/' . $review['id'], array( 'hidden' => true ) );
		$this->assert_answers( 200, 'DELETE', '/vitrine/v1/reviews/' . $review['id'] );
		$imported = $this->import( "external_id,author_name,rating,text,time,author_url,author_avatar,reply,language\n,Grace,4,Good.,1700000000,,,,\n", $id );
		self::assertSame( 200, $imported->get_status(), (string) wp_json_encode( $imported->get_data() ) );
		self::assertSame( array(), ResponseSchemas::violations_of( $imported ) );

		$this->assert_answers( 200, 'GET', '/vitrine/v1/review-widgets/schema' );
		$widget = $this->assert_answers(
			201,
			'POST',
			'/vitrine/v1/review-widgets',
			array(
				'title'   => 'Home',
				'options' => array( 'sources' => array( $id ) ),
			)
		);
		$this->assert_answers( 200, 'GET', '/vitrine/v1/review-widgets' );
		$this->assert_answers( 200, 'GET', '/vitrine/v1/review-widgets/' . $widget['id'] );
		$this->assert_answers( 200, 'PUT', '/vitrine/v1/review-widgets/' . $widget['id'], array( 'options' => array( 'layout' => 'slider' ) ) );
		$this->assert_answers( 200, 'POST', '/vitrine/v1/review-widgets/preview', array( 'options' => array( 'layout' => 'grid' ) ) );
		$this->assert_answers( 200, 'DELETE', '/vitrine/v1/review-widgets/' . $widget['id'] );

		$this->assert_answers( 200, 'DELETE', '/vitrine/v1/review-sources/' . $id . '?delete_reviews=1' );
	}

	/**
	 * The generated TypeScript types come from a committed copy of the schemas; it must be the
	 * live one. VITRINE_WRITE_REST_SCHEMAS=1 (npm run rest-types) writes it instead.
	 */
	public function test_the_stripe_webhook_answers_by_its_schema(): void {
		$secret = 'whsec_schema_sample';
		Plugin::instance()->settings->update( array( 'payment_stripe_test_webhook_secret' => $secret ) );
		$event    = array(
			'id'       => 'evt_schema_sample',
			'object'   => 'event',
			'type'     => 'customer.created',
			'livemode' => false,
			'created'  => time(),
			'data'     => array( 'object' => array( 'id' => 'cus_1' ) ),
		);
		$response = $this->rest( 'POST', '/vitrine/v1/stripe/webhook', $event, array( 'Stripe-Signature' => WebhookSignature::header( (string) wp_json_encode( $event ), $secret, time() ) ) );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame( array(), ResponseSchemas::violations_of( $response ) );
	}

	public function test_the_committed_schemas_of_the_typed_answers_are_current(): void {
		$schemas = array();
		foreach ( self::TYPED_ROUTES as $type => $route ) {
			$schema = ResponseSchemas::of_route( $route );
			self::assertIsArray( $schema, $route );
			self::assertSame( $type, $schema['title'] );
			unset( $schema['$schema'] );
			$schemas[ $type ] = $schema;
		}
		$json = (string) wp_json_encode( $schemas, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n";
		$file = dirname( __DIR__, 4 ) . '/' . self::SCHEMAS_FILE;
		if ( '1' === getenv( 'VITRINE_WRITE_REST_SCHEMAS' ) ) {
			file_put_contents( $file, $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a file of the repository, written on request.
		}
		self::assertFileExists( $file );
		self::assertSame( $json, (string) file_get_contents( $file ), 'The response schemas of the cart and checkout routes changed: run `npm run rest-types` and commit ' . self::SCHEMAS_FILE . ' and src/core/rest-types.generated.ts.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * Calls a route with the current user's nonce and checks the answer's status and shape.
	 *
	 * @param int                  $status The status expected.
	 * @param string               $method Method.
	 * @param string               $route  Route with the namespace and an optional query.
	 * @param array<string, mixed> $body   JSON body.
	 * @return array<string, mixed> The answer's data.
	 */
	private function assert_answers( int $status, string $method, string $route, array $body = array() ): array {
		$response = $this->rest( $method, $route, $body, $this->nonce_header() );
		self::assertSame( $status, $response->get_status(), $method . ' ' . $route . ': ' . wp_json_encode( $response->get_data() ) );
		self::assertSame( array(), ResponseSchemas::violations_of( $response ), $method . ' ' . $route );
		$data = $response->get_data();
		return is_array( $data ) ? $data : array();
	}

	/**
	 * Uploads a CSV of reviews as a browser's multipart form would.
	 */
	private function import( string $csv, int $source_id ): WP_REST_Response {
		$path = (string) tempnam( sys_get_temp_dir(), 'vitrine-import' );
		file_put_contents( $path, $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/reviews/import' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=----vitrine' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'reviews.csv',
					'type'     => 'text/csv',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => strlen( $csv ),
				),
			)
		);
		$request->set_body_params( array( 'source_id' => (string) $source_id ) );
		$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
		wp_delete_file( $path );
		self::assertInstanceOf( WP_REST_Response::class, $response );
		return $response;
	}
}
