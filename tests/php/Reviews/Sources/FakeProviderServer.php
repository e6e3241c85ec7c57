<?php
/**
 * The fake provider server (tests/fixtures/review-providers/router.php) for one test class.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

/**
 * Starts `php -S 127.0.0.1:<free port>` with the router, waits until it accepts connections, and
 * stops it. The providers' base URLs are pointed at it with the documented filter while a test
 * runs (use()), so the clients under test are the real ones, over real HTTP.
 */
final class FakeProviderServer {

	/** @var resource|null */
	private $process = null;

	public readonly string $url;

	private function __construct( private readonly int $port ) {
		$this->url = 'http://127.0.0.1:' . $port;
	}

	/**
	 * @throws \RuntimeException When the server does not start.
	 */
	public static function start(): self {
		$server = new self( self::free_port() );
		$router = dirname( __DIR__, 3 ) . '/fixtures/review-providers/router.php';
		$null   = '/dev/null';
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the point: a real HTTP server.
		$process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $server->port, $router ),
			array(
				0 => array( 'file', $null, 'r' ),
				1 => array( 'file', $null, 'w' ),
				2 => array( 'file', $null, 'w' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'The fake provider server could not be started.' );
		}
		$server->process = $process;
		$deadline        = microtime( true ) + 10;
		while ( microtime( true ) < $deadline ) {
			$socket = @fsockopen( '127.0.0.1', $server->port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until the server listens.
			if ( is_resource( $socket ) ) {
				fclose( $socket );
				return $server;
			}
			usleep( 50000 );
		}
		$server->stop();
		throw new \RuntimeException( 'The fake provider server did not start listening.' );
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
	}

	/**
	 * Points every provider at this server until remove() (the variant after ~ changes its data).
	 *
	 * @param string $variant '' or 'edited'.
	 * @return \Closure The filter, for remove_filter().
	 */
	public function use( string $variant = '' ): \Closure {
		$url    = $this->url;
		$filter = static fn ( string $base, string $provider ): string => $url . '/' . $provider . ( '' !== $variant ? '~' . $variant : '' );
		add_filter( 'vitrine_review_provider_base_url', $filter, 10, 2 );
		return $filter;
	}

	public static function remove( \Closure $filter ): void {
		remove_filter( 'vitrine_review_provider_base_url', $filter, 10 );
	}

	/**
	 * A port nobody listens on now.
	 */
	private static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new \RuntimeException( 'No free port: ' . $errstr );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
