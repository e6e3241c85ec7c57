<?php
/**
 * A PHP built-in server on a free local port, for the fake remote APIs the tests talk to.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests;

/**
 * Starts `php -S 127.0.0.1:<free port> <router>`, waits until it accepts connections, and stops
 * it with its workers. The fake review providers (Reviews\Sources\FakeProviderServer) and the
 * fake Stripe server (Stripe\FakeStripeServer) run on it, so that the clients under test are the
 * real ones, over real HTTP.
 */
final class LocalHttpServer {

	/** @var resource|null */
	private $process = null;

	public readonly string $url;

	private function __construct( public readonly int $port ) {
		$this->url = 'http://127.0.0.1:' . $port;
	}

	/**
	 * @param string                $router  The router script.
	 * @param array<string, string> $env     Variables added to the server's environment
	 *                                       (PHP_CLI_SERVER_WORKERS for several workers).
	 * @param int|null              $port    The port; a free one when null.
	 * @throws \RuntimeException When the server does not start.
	 */
	public static function start( string $router, array $env = array(), ?int $port = null ): self {
		$server = new self( $port ?? self::free_port() );
		$null   = '/dev/null';
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the point: a real HTTP server.
		$process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $server->port, $router ),
			array(
				0 => array( 'file', $null, 'r' ),
				1 => array( 'file', $null, 'w' ),
				2 => array( 'file', $null, 'w' ),
			),
			$pipes,
			null,
			array() === $env ? null : array_merge( getenv(), $env )
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'The server of ' . basename( dirname( $router ) ) . ' could not be started.' );
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
		throw new \RuntimeException( 'The server of ' . basename( dirname( $router ) ) . ' did not start listening.' );
	}

	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			$status = proc_get_status( $this->process );
			// With PHP_CLI_SERVER_WORKERS the workers are children of the server: end them with it.
			if ( $status['running'] ) {
				exec( 'pkill -TERM -P ' . (int) $status['pid'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- this server's own workers, by its pid.
			}
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
	}

	/**
	 * A port nobody listens on now.
	 */
	public static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new \RuntimeException( 'No free port: ' . $errstr );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
