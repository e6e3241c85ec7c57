<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Http;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\TransportError;
use Vitrine\Core\Http\WpTransport;
use Vitrine\Tests\Reviews\Sources\FakeProviderServer;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/Reviews/Sources/FakeProviderServer.php';

/**
 * The real transport over real HTTP, against the local fake provider server: what WordPress is
 * asked to send, the answer whatever its status, and no answer as a TransportError.
 */
final class WpTransportTest extends TestCase {

	private static FakeProviderServer $server;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = FakeProviderServer::start();
	}

	public static function tearDownAfterClass(): void {
		self::$server->stop();
		parent::tearDownAfterClass();
	}

	public function test_a_request_goes_through_wordpress_with_its_method_headers_and_limits(): void {
		$sent    = array();
		$capture = static function ( array $args, string $url ) use ( &$sent ): array {
			$sent[] = array( $url, $args );
			return $args;
		};
		add_filter( 'http_request_args', $capture, 10, 2 );
		try {
			$response = ( new WpTransport() )->send(
				new HttpRequest(
					'GET',
					self::$server->url . '/google/v1/places/ChIJtest',
					array(
						'X-Goog-Api-Key'   => 'good-key',
						'X-Goog-FieldMask' => 'id,displayName',
					),
					null,
					7,
					2
				)
			);
		} finally {
			remove_filter( 'http_request_args', $capture, 10 );
		}

		self::assertSame( 200, $response->status );
		self::assertStringStartsWith( 'application/json', $response->header( 'Content-Type' ), 'Headers are read whatever their case.' );
		$json = json_decode( $response->body, true );
		self::assertIsArray( $json );
		self::assertSame( 'ChIJtest', $json['id'] );

		self::assertCount( 1, $sent );
		list( $url, $args ) = $sent[0];
		self::assertSame( self::$server->url . '/google/v1/places/ChIJtest', $url );
		self::assertSame( 'GET', $args['method'] );
		self::assertSame( 7, $args['timeout'] );
		self::assertSame( 2, $args['redirection'] );
		self::assertSame( 'good-key', $args['headers']['X-Goog-Api-Key'] );
		self::assertArrayNotHasKey( 'body', array_filter( $args, static fn ( $value ): bool => null !== $value ), 'A GET sends no body.' );
		self::assertStringStartsWith( 'Vitrine/' . VITRINE_VERSION . '; ', $args['user-agent'] );
		self::assertNull( $args['limit_response_size'], 'WordPress\'s defaults unless asked: no body limit,' );
		self::assertFalse( $args['reject_unsafe_urls'], '... and no unsafe-URL guard.' );
	}

	public function test_the_body_is_cut_at_the_byte_limit(): void {
		$sent    = array();
		$capture = static function ( array $args ) use ( &$sent ): array {
			$sent[] = $args;
			return $args;
		};
		add_filter( 'http_request_args', $capture );
		try {
			$capped = ( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/images/huge.png', max_response_bytes: 1000 ) );
			$whole  = ( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/images/huge.png' ) );
		} finally {
			remove_filter( 'http_request_args', $capture );
		}

		self::assertSame( 1000, $sent[0]['limit_response_size'] );
		self::assertSame( 200, $capped->status, 'A body cut short is still an answer.' );
		self::assertSame( 1000, strlen( $capped->body ) );
		self::assertSame( substr( $whole->body, 0, 1000 ), $capped->body, 'The start of the body.' );
		self::assertGreaterThan( 3 * 1024 * 1024, strlen( $whole->body ), 'Without a limit, all of it.' );
	}

	public function test_an_unsafe_url_is_refused_before_any_connection(): void {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $socket );
		$url = 'http://' . stream_socket_get_name( $socket, false ) . '/avatar.png';
		// The site is http://127.0.0.1:<its port>: another port on the same host is refused by the port
		// rule (80, 443, 8080 or the site's own), as any 127.x host is by the loopback rule.
		self::assertFalse( wp_http_validate_url( $url ), 'WordPress deems the URL unsafe.' );

		try {
			( new WpTransport() )->send( new HttpRequest( 'GET', $url, timeout: 2, reject_unsafe_urls: true ) );
			self::fail( 'An unsafe URL is refused.' );
		} catch ( TransportError $error ) {
			self::assertNotSame( '', $error->getMessage() );
		}
		stream_set_blocking( $socket, false );
		$connection = @stream_socket_accept( $socket, 0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- no connection waiting warns; that is the answer we check.
		fclose( $socket );
		self::assertFalse( $connection, 'Nothing connected to the unsafe address.' );

		$image = self::$server->url . '/images/photo-1.gif';
		self::assertSame( 200, ( new WpTransport() )->send( new HttpRequest( 'GET', $image ) )->status, 'The server answers a request without the guard...' );
		$this->expectException( TransportError::class );
		( new WpTransport() )->send( new HttpRequest( 'GET', $image, reject_unsafe_urls: true ) ); // ... not one with it.
	}

	public function test_an_error_status_is_an_answer_not_an_exception(): void {
		$response = ( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/google/v1/places/ChIJtest' ) );

		self::assertSame( 400, $response->status );
		self::assertStringContainsString( 'FieldMask is a required parameter', $response->body );
	}

	public function test_no_answer_is_a_transport_error(): void {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $socket );
		$address = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // Nobody listens there now.

		$this->expectException( TransportError::class );
		( new WpTransport() )->send( new HttpRequest( 'GET', 'http://' . $address . '/', array(), null, 2 ) );
	}
}
