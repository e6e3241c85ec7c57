<?php
/**
 * The fake Stripe server (tests/fixtures/stripe/router.php) for one test class.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe;

use Vitrine\Tests\LocalHttpServer;

/**
 * Runs the router on a LocalHttpServer (four workers: a webhook delivered to a site may call
 * back). use() points the Stripe
 * client's base URL at it with the documented filter while a test runs, so the client under test
 * is the real one, over real HTTP. Each test makes up its own account with new_key(): the
 * server's state is per key, so tests never see each other's objects.
 *
 *     self::$stripe = FakeStripeServer::start();            // setUpBeforeClass
 *     $this->filter = self::$stripe->use();                  // setUp
 *     $key          = FakeStripeServer::new_key();
 *     $client       = $this->services()->get( StripeClient::class )->with_key( $key );
 *     self::$stripe->call( $key, 'POST', '/_test/payment_intents/' . $id . '/succeed' );
 *     FakeStripeServer::remove( $this->filter );             // tearDown
 *     self::$stripe->stop();                                 // tearDownAfterClass
 */
final class FakeStripeServer {

	private ?LocalHttpServer $server = null;

	public readonly string $url;

	/** Where this server keeps its accounts' state (and the recorder its requests): removed by stop(). */
	public readonly string $dir;

	private function __construct( private readonly int $port ) {
		$this->url = 'http://127.0.0.1:' . $port;
		$this->dir = sys_get_temp_dir() . '/vitrine-fake-stripe-' . $port . '-' . bin2hex( random_bytes( 4 ) );
	}

	/**
	 * @param string $router Another router to serve (the webhook recorder beside it); the fake
	 *                       Stripe server's by default.
	 * @throws \RuntimeException When the server does not start.
	 */
	public static function start( string $router = '' ): self {
		$server         = new self( LocalHttpServer::free_port() );
		$server->server = LocalHttpServer::start(
			'' !== $router ? $router : self::router(),
			array(
				'PHP_CLI_SERVER_WORKERS'  => '4',
				'VITRINE_FAKE_STRIPE_DIR' => $server->dir,
			),
			$server->port
		);
		return $server;
	}

	public function stop(): void {
		$this->server?->stop();
		$this->server = null;
		$files        = glob( $this->dir . '/*' );
		foreach ( false === $files ? array() : $files as $file ) {
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- this server's own state files.
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- as above.
		}
	}

	/**
	 * The requests a recorder (tests/fixtures/stripe/recorder.php) started with start() got.
	 *
	 * @return list<array{method: string, path: string, stripe_signature: string, content_type: string, user_agent: string, body: string}>
	 */
	public function recorded(): array {
		$file  = $this->dir . '/recorder-' . $this->port . '.jsonl';
		$lines = file_exists( $file ) ? file( $file, FILE_IGNORE_NEW_LINES ) : false;
		return false === $lines ? array() : array_map( static fn ( string $line ): array => (array) json_decode( $line, true ), $lines );
	}

	/**
	 * The router's path.
	 */
	public static function router(): string {
		return dirname( __DIR__, 2 ) . '/fixtures/stripe/router.php';
	}

	/**
	 * Points the Stripe client at this server until remove().
	 *
	 * @return \Closure The filter, for remove().
	 */
	public function use(): \Closure {
		$url    = $this->url;
		$filter = static fn (): string => $url;
		add_filter( 'vitrine_stripe_api_base_url', $filter );
		return $filter;
	}

	public static function remove( \Closure $filter ): void {
		remove_filter( 'vitrine_stripe_api_base_url', $filter );
	}

	/**
	 * A secret key of a new, empty account.
	 */
	public static function new_key(): string {
		return 'sk_test_' . bin2hex( random_bytes( 12 ) );
	}

	/**
	 * The publishable key of the account of a secret key.
	 */
	public static function publishable( string $secret_key ): string {
		return 'pk_' . substr( $secret_key, 3 );
	}

	/**
	 * A raw call (the test routes, what a browser or the dashboard would do): the status, the
	 * decoded answer and the headers (lower-case names).
	 *
	 * @param string               $key     A secret or publishable key.
	 * @param string               $method  GET, POST, DELETE.
	 * @param string               $path    /v1/... or /_test/...
	 * @param array<string, mixed> $params  Form parameters.
	 * @param array<string, string> $headers Extra headers.
	 * @return array{status: int, json: array<string, mixed>, headers: array<string, string>}
	 */
	public function call( string $key, string $method, string $path, array $params = array(), array $headers = array() ): array {
		$body = http_build_query( $params );
		$url  = $this->url . $path . ( 'GET' === $method && '' !== $body ? '?' . $body : '' );
		$ch   = curl_init( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_init -- a test's raw HTTP, outside the code under test.
		$list = array( 'Authorization: Bearer ' . $key );
		foreach ( $headers as $name => $value ) {
			$list[] = $name . ': ' . $value;
		}
		$answer_headers = array();
		// phpcs:disable WordPress.WP.AlternativeFunctions -- as above.
		curl_setopt_array(
			$ch,
			array(
				CURLOPT_CUSTOMREQUEST  => $method,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HTTPHEADER     => $list,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( &$answer_headers ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$answer_headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		if ( 'GET' !== $method ) {
			curl_setopt( $ch, CURLOPT_POSTFIELDS, $body );
		}
		$raw    = (string) curl_exec( $ch );
		$status = (int) curl_getinfo( $ch, CURLINFO_RESPONSE_CODE );
		// phpcs:enable
		$json = json_decode( $raw, true );
		return array(
			'status'  => $status,
			'json'    => is_array( $json ) ? $json : array(),
			'headers' => $answer_headers,
		);
	}
}
