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
