<?php
/**
 * Every vitrine/v1 route and every ajax endpoint, found in the code's own registries, sent what
 * an attacker or a broken client sends.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Security;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Plugin;
use Vitrine\Tests\Checkout\CheckoutTestCase;
use Vitrine\Tests\ResponseSchemas;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

/**
 * A new route or endpoint is covered without editing this test: the targets come from
 * rest_get_server()->get_routes( 'vitrine/v1' ) and AjaxRouter::endpoints(), and every request
 * is built from the target's own argument schema. Each target is sent, as a guest and as a
 * logged-in customer (with a product in the cart, so the checkout and cart calls go deep):
 *
 * - the request variants of request_variants(): no nonce, a wrong nonce;
 * - each argument of the wrong type, each required argument left out, each string one character
 *   over its maxLength (or very long without one), each list over maxItems (or very long),
 *   each object with a 200-character key and with thousands of keys, odd values in the path;
 * - every string argument at once set to XSS, SQL, invalid UTF-8, a right-to-left override,
 *   zero-width characters, a NUL byte; every number argument to edge values;
 * - the wildcard parameters of an ajax endpoint (billing_*) past their bound.
 *
 * What must hold for each answer: no 5xx; a 4xx where the input is wrong (wrong type, left out,
 * over a declared bound, a state change without a valid nonce) and 2xx only otherwise; every
 * 4xx has a code and a message; a 2xx matches the route's response schema; no PHP notice,
 * warning or deprecation, no _doing_it_wrong, no database error, no output; and when refused,
 * no row of a vitrine_* table and no vitrine_* option changed. Requests run in process
 * (rest_get_server()->dispatch(), AjaxRouter::dispatch()), in the test's transaction.
 */
final class FuzzTest extends CheckoutTestCase {

	/** A string argument without maxLength gets this many characters. */
	private const LONG_STRING = 100000;

	/** A list argument without maxItems gets this many items. */
	private const LONG_LIST = 2000;

	/**
	 * Put into every string argument at once, one request each.
	 */
	private const PAYLOADS = array(
		'xss'          => '"\'><script>alert(1)</script><img src=x onerror=alert(document.cookie)>',
		'sql'          => "1' OR '1'='1'; DROP TABLE wp_vitrine_orders; -- ",
		'invalid utf8' => "caf\xC3\x28 \xA0\xA1 \xF0\x28\x8C\xBC \xED\xA0\x80",
		'rtl override' => "\u{202E}gpj.exe\u{202C}",
		'zero width'   => "a\u{200B}b\u{200D}c\u{FEFF}d\u{2060}",
		'nul byte'     => "a\0b",
	);

	/**
	 * Put into every number argument at once, one request each.
	 */
	private const NUMBERS = array(
		'negative' => -1,
		'huge'     => PHP_INT_MAX,
		'fraction' => 1.5,
		'zero'     => 0,
	);

	/**
	 * Tables (without the prefix) and options that a refused request is meant to change, left
	 * out of the fingerprint: a counter of refusals (a rate limit) would go here. Empty: every
	 * vitrine table and option must stay as it was.
	 */
	private const CHANGED_BY_REFUSALS = array();

	/** @var array{0: string, 1: string, 2: string} The target: rest or ajax, the route or endpoint, the method. */
	private array $target = array( '', '', '' );

	/** The product the cart holds before each request. */
	private int $product = 0;

	/** @var list<string> What went wrong, over every request of the test. */
	private array $failures = array();

	/** @var list<string> Notices, warnings and doing-it-wrong calls of the request being sent. */
	private array $notices = array();

	/** @var array<string, string>|null The fingerprint after the last request, when it was refused (so nothing changed). */
	private ?array $last_fingerprint = null;

	/** The query that fingerprints every vitrine table at once, built once. */
	private static string $tables_query = '';

	/**
	 * How a request is sent besides its input: the nonce it carries ('valid', 'wrong' or none)
	 * and the server variables it comes with (HTTP_ORIGIN, HTTP_SEC_FETCH_SITE, …; REST requests
	 * get them as headers too). A variant refuses: a state change sent this way must be a 4xx.
	 *
	 * The cross-site variants carry a valid nonce (guest nonces are the same for every visitor, so
	 * another site can scrape one): the browser's word on where the request comes from refuses it
	 * (Core\Http\CrossSiteGuard).
	 *
	 * @return array<string, array{nonce: ?string, server: array<string, string>}>
	 */
	public static function request_variants(): array {
		return array(
			'no nonce'         => array(
				'nonce'  => null,
				'server' => array(),
			),
			'wrong nonce'      => array(
				'nonce'  => 'wrong',
				'server' => array(),
			),
			'foreign origin'   => array(
				'nonce'  => 'valid',
				'server' => array( 'HTTP_ORIGIN' => 'http://evil.example' ),
			),
			'cross-site fetch' => array(
				'nonce'  => 'valid',
				'server' => array(
					'HTTP_SEC_FETCH_SITE' => 'cross-site',
					'HTTP_ORIGIN'         => 'https://evil.example',
				),
			),
			'foreign referer'  => array(
				'nonce'  => 'valid',
				'server' => array( 'HTTP_REFERER' => 'http://evil.example/page' ),
			),
		);
	}

	/**
	 * Each route's method and each ajax endpoint, as a guest and as a customer.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function targets(): array {
		$targets = array();
		foreach ( rest_get_server()->get_routes( RestApi::NAMESPACE ) as $route => $handlers ) {
			if ( '/' . RestApi::NAMESPACE === $route ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				// The methods of one handler (POST, PUT, PATCH) share its arguments and callback: one is enough.
				$method = (string) array_key_first( $handler['methods'] );
				foreach ( array( 'guest', 'customer' ) as $who ) {
					$targets[ "REST {$method} {$route} as {$who}" ] = array( 'rest', $route, $method, $who );
				}
			}
		}
		foreach ( Plugin::instance()->ajax->endpoints() as $name => $endpoint ) {
			foreach ( array( 'guest', 'customer' ) as $who ) {
				$targets[ "ajax {$name} as {$who}" ] = array( 'ajax', $name, $endpoint->methods()[0], $who );
			}
		}
		return $targets;
	}

	public function test_the_registries_are_found(): void {
		$targets = implode( "\n", array_keys( self::targets() ) );

		self::assertStringContainsString( 'REST POST /vitrine/v1/checkout as guest', $targets );
		self::assertStringContainsString( 'ajax add_to_cart as customer', $targets );
	}

	/**
	 * @dataProvider targets
	 *
	 * @param string $kind   rest or ajax.
	 * @param string $name   The route (regex) or the endpoint's name.
	 * @param string $method The HTTP method.
	 * @param string $who    guest or customer.
	 */
	public function test_every_input_is_answered_without_fault( string $kind, string $name, string $method, string $who ): void {
		if ( 'customer' === $who ) {
			wp_set_current_user( $this->create_user( 'customer' ) );
		}
		$product       = $this->simple_product();
		$this->product = $product;
		$this->target  = array( $kind, $name, $method );
		$args          = 'rest' === $kind ? $this->rest_args( $name, $method ) : Plugin::instance()->ajax->endpoints()[ $name ]->args();
		$good          = $this->good_params( $args, $product );
		$args          = self::expand_wildcards( $args, array_keys( $good ) );
		$base          = $good + self::valid_params( $args );

		$state_change = 'rest' === $kind ? ! in_array( $method, array( 'GET', 'HEAD' ), true ) : null !== Plugin::instance()->ajax->endpoints()[ $name ]->nonce_action();
		foreach ( self::request_variants() as $label => $variant ) {
			$this->check( $label, $base, $state_change, $variant['nonce'], $variant['server'] );
		}
		foreach ( $args as $arg => $schema ) {
			$wrong = self::wrong_type( $schema );
			if ( null !== $wrong && ! isset( $schema['validate_callback'] ) ) {
				$this->check( "{$arg} of the wrong type", array( $arg => $wrong[0] ) + $base, true );
			}
			if ( ! empty( $schema['required'] ) ) {
				$without = $base;
				unset( $without[ $arg ] );
				$this->check( "{$arg} left out", $without, true );
			}
			if ( self::is_type( $schema, 'string' ) && ! isset( $schema['enum'] ) ) {
				$over = isset( $schema['maxLength'] ) ? (int) $schema['maxLength'] + 1 : self::LONG_STRING;
				$this->check( "{$arg} of {$over} characters", array( $arg => str_repeat( 'x', $over ) ) + $base, isset( $schema['maxLength'] ) );
			}
			if ( self::is_type( $schema, 'object' ) ) {
				// A key that is no meta key, no column and no namespace anyone registered.
				$this->check( "{$arg} with a 200-character key", array( $arg => array( str_repeat( 'k', 200 ) => array( 'x' => '1' ) ) ) + $base, false );
				$keys = array_map( static fn ( int $i ): string => 'key' . $i, range( 1, self::LONG_LIST ) );
				$this->check( "{$arg} of " . self::LONG_LIST . ' keys', array( $arg => array_fill_keys( $keys, 'x' ) ) + $base, false );
			}
			if ( self::is_type( $schema, 'array' ) ) {
				$over = isset( $schema['maxItems'] ) ? (int) $schema['maxItems'] + 1 : self::LONG_LIST;
				$item = self::valid_value( (array) ( $schema['items'] ?? array( 'type' => 'string' ) ) );
				$this->check( "{$arg} of {$over} items", array( $arg => array_fill( 0, $over, $item ) ) + $base, isset( $schema['maxItems'] ) );
			}
		}
		if ( 'rest' === $kind && str_contains( $name, '(?P<' ) ) {
			foreach ( array( '0', str_repeat( '9', 30 ), 'abc' ) as $value ) {
				$this->check( "{$value} in the path", $base, false, 'valid', array(), $value );
			}
		}
		foreach ( self::PAYLOADS as $label => $payload ) {
			$this->check( "{$label} in every string", self::fill( $args, $base, 'string', $payload ), false );
		}
		foreach ( self::NUMBERS as $label => $number ) {
			$this->check( "{$label} in every number", self::fill( $args, $base, 'integer', $number ), false );
		}
		if ( 'ajax' === $kind ) {
			$this->flood_wildcards( $name, $base );
		}

		self::assertSame( array(), $this->failures, implode( "\n", $this->failures ) );
	}

	/**
	 * The ajax endpoint as PHP hands it a request ($_GET, $_POST, the method): values of any
	 * shape where the router reads strings.
	 */
	public function test_the_ajax_endpoint_reads_a_raw_request_of_any_shape(): void {
		$this->product = $this->simple_product();
		$this->target  = array( 'raw', AjaxRouter::QUERY_VAR, 'POST' );
		$this->check(
			'the endpoint as a list',
			array(
				'get'  => array( AjaxRouter::QUERY_VAR => array( 'add_to_cart' ) ),
				'post' => array(),
			),
			true
		);
		foreach ( array_keys( Plugin::instance()->ajax->endpoints() ) as $name ) {
			$this->check(
				"{$name} with the nonce as a list and nested parameters",
				array(
					'get'  => array(
						AjaxRouter::QUERY_VAR => $name,
						'page'                => array( array( 'x' ) ),
					),
					'post' => array(
						'security' => array( 'x' ),
						'fuzz'     => array( 'a' => array( 'b' => array( 'c' => "\xC3\x28" ) ) ),
					),
				),
				false
			);
		}

		self::assertSame( array(), $this->failures, implode( "\n", $this->failures ) );
	}

	/**
	 * Values that take a request past the first refusal, by argument name, so that the checkout
	 * and the cart calls run deep (an address, a method, the product in the cart). A target whose
	 * arguments have none of these names gets values made from its schema alone.
	 *
	 * @param array<string, array<string, mixed>> $args    Argument schemas, wildcards unexpanded.
	 * @param int                                 $product A product in the shop.
	 * @return array<string, mixed>
	 */
	private function good_params( array $args, int $product ): array {
		$good   = array(
			'billing_address' => $this->billing(),
			'payment_method'  => 'bacs',
			'id'              => $product,
			'product_id'      => $product,
			'quantity'        => 1,
		);
		$params = array_intersect_key( $good, $args );
		if ( isset( $args['billing_*'] ) ) {
			foreach ( $this->billing() as $key => $value ) {
				$params[ 'billing_' . $key ] = $value;
			}
		}
		return $params;
	}

	/**
	 * Each wildcard argument (billing_*) matched by more parameters than it takes.
	 *
	 * @param string               $name The endpoint.
	 * @param array<string, mixed> $base Valid parameters.
	 */
	private function flood_wildcards( string $name, array $base ): void {
		foreach ( Plugin::instance()->ajax->endpoints()[ $name ]->args() as $arg => $schema ) {
			if ( ! str_ends_with( $arg, '*' ) ) {
				continue;
			}
			$flood = $base;
			$count = (int) ( $schema['maxProperties'] ?? AjaxRouter::WILDCARD_MAX_KEYS ) + 1;
			for ( $i = 0; $i < $count; $i++ ) {
				$flood[ substr( $arg, 0, -1 ) . 'fuzz' . $i ] = 'x';
			}
			$this->check( "{$count} parameters {$arg}", $flood, true );
		}
	}

	/**
	 * Sends one request to the target and records what is wrong with its answer.
	 *
	 * @param string                $label       What the request tries.
	 * @param array<string, mixed>  $params      Its parameters.
	 * @param bool                  $must_refuse Whether only a 4xx is right.
	 * @param string|null           $nonce       'valid', 'wrong' or null for none.
	 * @param array<string, string> $server      Server variables to send it with.
	 * @param string|null           $path        The value of the route's path placeholders, if it takes it.
	 */
	private function check( string $label, array $params, bool $must_refuse, ?string $nonce = 'valid', array $server = array(), ?string $path = null ): void {
		list( $kind, $name, $method ) = $this->target;
		global $wpdb;
		$what = "{$kind} {$method} {$name}, {$label}";
		// An order emptied the cart: fill it again, so that every request can reach the checkout.
		if ( Plugin::instance()->cart->service->get()->is_empty() ) {
			Plugin::instance()->cart->service->add_item( $this->product, 1 );
			$this->last_fingerprint = null;
		}
		// The fingerprint after a refusal is the one before the next request.
		$before                 = $this->last_fingerprint ?? $this->fingerprint();
		$this->last_fingerprint = null;

		$this->notices    = array();
		$saved_server     = $_SERVER;
		$_SERVER          = array_merge( $_SERVER, $server, array( 'REQUEST_METHOD' => $method ) );
		$wpdb->last_error = '';
		set_error_handler( array( $this, 'record_notice' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- notices are failures here.
		ob_start();
		try {
			list( $status, $body, $violations ) = match ( $kind ) {
				'rest'  => $this->send_rest( $name, $method, $params, $nonce, $server, $path ),
				'ajax'  => $this->send_ajax( $name, $method, $params, $nonce ),
				default => $this->send_raw( (array) $params['get'], (array) $params['post'] ),
			};
		} catch ( \Throwable $e ) {
			list( $status, $body, $violations ) = array( 0, array(), array( 'threw ' . get_class( $e ) . ': ' . $e->getMessage() ) );
		} finally {
			$output = (string) ob_get_clean();
			restore_error_handler();
			$_SERVER = $saved_server;
		}
		$db_error = $wpdb->last_error;

		$problems = $violations;
		if ( $status >= 500 || $status < 200 ) {
			$problems[] = "answered {$status}: " . self::short( $body );
		} elseif ( $status >= 400 ) {
			if ( ! is_string( $body['code'] ?? null ) || '' === $body['code'] || ! is_string( $body['message'] ?? null ) || '' === $body['message'] ) {
				$problems[] = "answered {$status} without a code and a message: " . self::short( $body );
			}
			$after                  = $this->fingerprint();
			$this->last_fingerprint = $after;
			foreach ( array_keys( array_diff_assoc( $after, $before ) + array_diff_assoc( $before, $after ) ) as $changed ) {
				$problems[] = "refused ({$status}) but changed {$changed}";
			}
		} elseif ( $must_refuse ) {
			$problems[] = "answered {$status} where only a refusal is right: " . self::short( $body );
		} elseif ( $status >= 300 ) {
			$problems[] = "answered {$status}";
		}
		if ( '' !== $output ) {
			$problems[] = 'printed ' . self::short( $output );
		}
		if ( '' !== $db_error ) {
			$problems[] = 'database error: ' . $db_error;
		}
		foreach ( $this->notices as $notice ) {
			$problems[] = $notice;
		}
		foreach ( $problems as $problem ) {
			$this->failures[] = "{$what}: {$problem}";
		}
	}

	/**
	 * @param string                $route  Route regex.
	 * @param string                $method HTTP method.
	 * @param array<string, mixed>  $params Parameters.
	 * @param string|null           $nonce  'valid', 'wrong' or null.
	 * @param array<string, string> $server Server variables, sent as headers too.
	 * @param string|null           $path   The value of the path placeholders.
	 * @return array{0: int, 1: mixed, 2: list<string>}
	 */
	private function send_rest( string $route, string $method, array $params, ?string $nonce, array $server, ?string $path ): array {
		$request = new WP_REST_Request( $method, self::path_of( $route, $path ) );
		if ( in_array( $method, array( 'GET', 'HEAD', 'DELETE' ), true ) ) {
			$request->set_query_params( $params );
		} else {
			// As a JSON body would give them: typed values, and the bytes as sent.
			$request->set_body_params( $params );
		}
		if ( null !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', 'valid' === $nonce ? wp_create_nonce( 'wp_rest' ) : $nonce );
		}
		foreach ( $server as $key => $value ) {
			if ( str_starts_with( $key, 'HTTP_' ) ) {
				$request->set_header( str_replace( '_', '-', substr( $key, 5 ) ), $value );
			}
		}
		$server_object = rest_get_server();
		$response      = rest_ensure_response( $server_object->dispatch( $request ) );
		/** @var WP_REST_Response $response */
		$response = apply_filters( 'rest_post_dispatch', $response, $server_object, $request );
		$status   = $response->get_status();
		$data     = $response->get_data();
		$problems = array();
		if ( $status >= 200 && $status < 300 && 'HEAD' !== $method ) {
			foreach ( ResponseSchemas::violations_of( $response ) as $violation ) {
				$problems[] = 'outside its response schema: ' . $violation;
			}
		}
		return array( $status, $data, $problems );
	}

	/**
	 * @param string               $name   Endpoint.
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $params Parameters.
	 * @param string|null          $nonce  'valid', 'wrong' or null.
	 * @return array{0: int, 1: mixed, 2: list<string>}
	 */
	private function send_ajax( string $name, string $method, array $params, ?string $nonce ): array {
		$router = Plugin::instance()->ajax;
		$action = $router->endpoints()[ $name ]->nonce_action();
		$value  = match ( $nonce ) {
			'valid' => null === $action ? '' : wp_create_nonce( $action ),
			null    => '',
			default => $nonce,
		};
		$response = $router->dispatch( $name, $method, $params, $value );
		return array( $response->status, $response->body, array() );
	}

	/**
	 * @param array<mixed> $get  The address's parameters.
	 * @param array<mixed> $post The body's.
	 * @return array{0: int, 1: mixed, 2: list<string>}
	 */
	private function send_raw( array $get, array $post ): array {
		$saved = array( $_GET, $_POST );
		$_GET  = $get;
		$_POST = $post;
		try {
			$response = Plugin::instance()->ajax->answer_current_request();
		} finally {
			list( $_GET, $_POST ) = $saved;
		}
		return array( $response->status, $response->body, array() );
	}

	/**
	 * set_error_handler: every notice, warning or deprecation the request raises.
	 */
	public function record_notice( int $errno, string $message, string $file, int $line ): bool {
		// Reads the level, to leave out what @ silences; changes nothing.
		if ( 0 !== ( error_reporting() & $errno ) ) { // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting,WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting
			$this->notices[] = sprintf( 'PHP error %d: %s in %s:%d', $errno, $message, $file, $line );
		}
		return true;
	}

	/**
	 * _doing_it_wrong() and the deprecation helpers, which WordPress reports through actions.
	 */
	public function record_doing_it_wrong( string $function_name, string $message = '' ): void {
		$this->notices[] = "{$function_name}: {$message}";
	}

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run', 'deprecated_file_included' ) as $action ) {
			add_action( $action, array( $this, 'record_doing_it_wrong' ), 10, 2 );
		}
	}

	protected function tearDown(): void {
		foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run', 'deprecated_file_included' ) as $action ) {
			remove_action( $action, array( $this, 'record_doing_it_wrong' ), 10 );
		}
		parent::tearDown();
	}

	/**
	 * What a refused request must leave as it was: each vitrine table (its row count and a hash
	 * of its rows) and the vitrine options.
	 *
	 * @return array<string, string>
	 */
	private function fingerprint(): array {
		global $wpdb;
		if ( '' === self::$tables_query ) {
			$selects = array();
			foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'vitrine_' ) . '%' ) ) as $table ) {
				if ( in_array( substr( $table, strlen( $wpdb->prefix ) ), self::CHANGED_BY_REFUSALS, true ) ) {
					continue;
				}
				$columns   = array_map( static fn ( string $column ): string => "IFNULL(`{$column}`, 0x00)", $wpdb->get_col( "SHOW COLUMNS FROM `{$table}`" ) ); // phpcs:ignore WordPress.DB
				$selects[] = "SELECT 'table {$table}', CONCAT(COUNT(*), ':', COALESCE(BIT_XOR(CRC32(CONCAT_WS(0x1F, " . implode( ', ', $columns ) . "))), 0)) FROM `{$table}`";
			}
			self::$tables_query = implode( ' UNION ALL ', $selects );
		}
		$prints = array();
		foreach ( $wpdb->get_results( self::$tables_query, ARRAY_N ) as $row ) { // phpcs:ignore WordPress.DB
			$prints[ (string) $row[0] ] = (string) $row[1];
		}
		$options = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, MD5(option_value) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'vitrine' ) . '%' ), ARRAY_N ); // phpcs:ignore WordPress.DB
		foreach ( $options as $option ) {
			if ( ! in_array( $option[0], self::CHANGED_BY_REFUSALS, true ) ) {
				$prints[ 'option ' . $option[0] ] = (string) $option[1];
			}
		}
		return $prints;
	}

	/**
	 * The route's arguments for the method, from the REST server.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function rest_args( string $route, string $method ): array {
		foreach ( rest_get_server()->get_routes( RestApi::NAMESPACE )[ $route ] as $handler ) {
			if ( isset( $handler['methods'][ $method ] ) ) {
				return (array) ( $handler['args'] ?? array() );
			}
		}
		return array();
	}

	/**
	 * A path that matches the route: each placeholder gets the value asked for when its pattern
	 * takes it, else a value its pattern takes.
	 */
	private static function path_of( string $route, ?string $value = null ): string {
		return (string) preg_replace_callback(
			'#\(\?P<(\w+)>([^)]*)\)#',
			static function ( array $group ) use ( $value ): string {
				foreach ( array_merge( null === $value ? array() : array( $value ), array( '1', 'abc', 'a1' ) ) as $candidate ) {
					if ( 1 === preg_match( '#^' . $group[2] . '$#', $candidate ) ) {
						return $candidate;
					}
				}
				return '1';
			},
			$route
		);
	}

	/**
	 * Wildcard arguments (billing_*) as the parameters of the good input they cover and one more
	 * each, billing_fuzz.
	 *
	 * @param array<string, array<string, mixed>> $args  Argument schemas.
	 * @param list<string>                        $names The good input's parameters.
	 * @return array<string, array<string, mixed>>
	 */
	private static function expand_wildcards( array $args, array $names ): array {
		$expanded = array();
		foreach ( $args as $name => $schema ) {
			if ( ! str_ends_with( $name, '*' ) ) {
				$expanded[ $name ] = $schema;
				continue;
			}
			unset( $schema['maxProperties'] );
			$prefix = substr( $name, 0, -1 );
			foreach ( $names as $covered ) {
				if ( str_starts_with( $covered, $prefix ) && ! isset( $args[ $covered ] ) ) {
					$expanded[ $covered ] = $schema;
				}
			}
			$expanded[ $prefix . 'fuzz' ] = $schema;
		}
		return $expanded;
	}

	/**
	 * A valid value for each required argument (the others are left to their defaults).
	 *
	 * @param array<string, array<string, mixed>> $args Argument schemas.
	 * @return array<string, mixed>
	 */
	private static function valid_params( array $args ): array {
		$params = array();
		foreach ( $args as $name => $schema ) {
			if ( ! empty( $schema['required'] ) ) {
				$params[ $name ] = self::valid_value( $schema );
			}
		}
		return $params;
	}

	/**
	 * A value the schema takes: its default, its first enum value, or one of its first type.
	 *
	 * @param array<string, mixed> $schema The schema.
	 */
	private static function valid_value( array $schema ): mixed {
		if ( array_key_exists( 'default', $schema ) ) {
			return $schema['default'];
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) ) {
			return reset( $schema['enum'] );
		}
		$type = is_array( $schema['type'] ?? null ) ? (string) reset( $schema['type'] ) : (string) ( $schema['type'] ?? 'string' );
		return match ( $type ) {
			'integer', 'number' => (int) ( $schema['minimum'] ?? 1 ),
			'boolean'           => true,
			'array'             => array(),
			'object'            => self::valid_params( (array) ( $schema['properties'] ?? array() ) ),
			'null'              => null,
			default             => match ( $schema['format'] ?? '' ) {
				'email'         => 'ada@example.org',
				'uri'           => 'https://example.org/',
				default         => str_repeat( 'a', max( 1, (int) ( $schema['minLength'] ?? 1 ) ) ),
			},
		};
	}

	/**
	 * A value of none of the schema's types, or null when every type is taken.
	 *
	 * @param array<string, mixed> $schema The schema.
	 * @return array{0: mixed}|null
	 */
	private static function wrong_type( array $schema ): ?array {
		if ( ! isset( $schema['type'] ) ) {
			return null;
		}
		$types = (array) $schema['type'];
		if ( ! in_array( 'object', $types, true ) ) {
			// A map of a list: no string, number, boolean, null or list.
			return array( array( 'not' => array( 'a value' ) ) );
		}
		if ( ! in_array( 'string', $types, true ) && ! in_array( 'array', $types, true ) ) {
			// WordPress reads a string as a list (wp_parse_list()), so only without array.
			return array( 'not-a-value' );
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $schema The schema.
	 */
	private static function is_type( array $schema, string $type ): bool {
		$types = (array) ( $schema['type'] ?? array() );
		return in_array( $type, $types, true ) || ( 'integer' === $type && in_array( 'number', $types, true ) );
	}

	/**
	 * The base parameters with every argument of a type set to a value.
	 *
	 * @param array<string, array<string, mixed>> $args  Argument schemas.
	 * @param array<string, mixed>                $base  Valid parameters.
	 * @param string                              $type  string or integer.
	 * @param mixed                               $value The value.
	 * @return array<string, mixed>
	 */
	private static function fill( array $args, array $base, string $type, mixed $value ): array {
		foreach ( $args as $name => $schema ) {
			if ( self::is_type( $schema, $type ) ) {
				// Within the argument's length, so that the value reaches the code behind the schema.
				$base[ $name ] = is_string( $value ) && isset( $schema['maxLength'] ) ? substr( $value, 0, (int) $schema['maxLength'] ) : $value;
			} elseif ( self::is_type( $schema, 'object' ) && isset( $schema['properties'] ) && is_array( $schema['properties'] ) ) {
				$base[ $name ] = self::fill( $schema['properties'], (array) ( $base[ $name ] ?? array() ), $type, $value );
			}
		}
		return $base;
	}

	private static function short( mixed $value ): string {
		$text = is_string( $value ) ? $value : (string) wp_json_encode( $value, JSON_INVALID_UTF8_SUBSTITUTE );
		return strlen( $text ) > 300 ? substr( $text, 0, 300 ) . '…' : $text;
	}
}
