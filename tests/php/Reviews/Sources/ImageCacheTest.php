<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Tests\TestCase;

/**
 * The image cache with the HTTP transport swapped for a fake: the request it sends for a provider's
 * image (capped, unsafe URLs refused) and what it keeps of each answer.
 */
final class ImageCacheTest extends TestCase {

	/** A 1x1 PNG. */
	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

	/**
	 * The fake transport: records the requests, gives $answer (or throws it).
	 *
	 * @var Transport&object{requests: list<HttpRequest>, answer: HttpResponse|TransportError}
	 */
	private Transport $transport;

	private ImageCache $cache;

	protected function setUp(): void {
		parent::setUp();
		$this->transport = new class() implements Transport {
			/** @var list<HttpRequest> */
			public array $requests = array();

			public HttpResponse|TransportError $answer;

			public function send( HttpRequest $request ): HttpResponse {
				$this->requests[] = $request;
				if ( $this->answer instanceof TransportError ) {
					throw $this->answer;
				}
				return $this->answer;
			}
		};

		$this->transport->answer = self::png();
		$this->cache             = $this->services( array( Transport::class => $this->transport ) )->get( ImageCache::class );
	}

	protected function tearDown(): void {
		foreach ( $this->transport->requests as $request ) {
			foreach ( $this->copies( $request->url ) as $file ) {
				wp_delete_file( $file );
			}
		}
		parent::tearDown();
	}

	public function test_an_image_is_asked_for_once_capped_and_with_unsafe_urls_refused(): void {
		$url = self::url();

		$local = $this->cache->local_url( $url );

		self::assertSame( $this->cache->directory()['url'] . '/' . sha1( $url ) . '.png', $local );
		self::assertCount( 1, $this->copies( $url ) );
		self::assertSame( base64_decode( self::PNG ), file_get_contents( $this->copies( $url )[0] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the image's bytes, read back from the local file.
		self::assertCount( 1, $this->transport->requests );
		$request = $this->transport->requests[0];
		self::assertSame( 'GET', $request->method );
		self::assertSame( $url, $request->url );
		self::assertSame( array(), $request->headers );
		self::assertNull( $request->body );
		self::assertSame( ImageCache::TIMEOUT, $request->timeout );
		self::assertSame( 3, $request->redirects );
		self::assertSame( ImageCache::MAX_BYTES + 1, $request->max_response_bytes, 'One byte more than allowed, to see an image too big.' );
		self::assertTrue( $request->reject_unsafe_urls, 'A provider-supplied URL may not lead to a private address.' );

		self::assertSame( $local, $this->cache->local_url( $url ), 'The copy is used again.' );
		self::assertCount( 1, $this->transport->requests, 'No second download.' );
	}

	public function test_every_download_is_guarded_and_only_a_trusted_host_is_exempt_for_its_first_url(): void {
		$cache = new ImageCache( $this->transport, array( 'images.test' ) );

		$cache->local_url( 'http://images.test/' . wp_generate_password( 12, false ) . '.png' );
		$cache->local_url( self::url() );

		self::assertCount( 2, $this->transport->requests );
		// The configured test server may be fetched, but where it redirects is checked like any URL.
		self::assertTrue( $this->transport->requests[0]->reject_unsafe_urls );
		self::assertSame( array( 'images.test' ), $this->transport->requests[0]->trusted_hosts );
		self::assertTrue( $this->transport->requests[1]->reject_unsafe_urls );
	}

	public function test_an_error_status_a_wrong_type_too_many_bytes_or_no_answer_keep_no_image(): void {
		$png     = (string) base64_decode( self::PNG ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a real image's bytes.
		$answers = array(
			'a 404 with an image'         => new HttpResponse( 404, array( 'Content-Type' => 'image/png' ), $png ),
			'a redirect not followed'     => new HttpResponse( 302, array( 'Location' => 'https://images.example.com/b.png' ) ),
			'an image sent as text/html'  => new HttpResponse( 200, array( 'Content-Type' => 'text/html' ), $png ),
			'no content type'             => new HttpResponse( 200, array(), $png ),
			'HTML sent as image/png'      => new HttpResponse( 200, array( 'Content-Type' => 'image/png' ), '<html><script>alert(1)</script></html>' ),
			'an empty body'               => new HttpResponse( 200, array( 'Content-Type' => 'image/png' ) ),
			'more than MAX_BYTES'         => new HttpResponse( 200, array( 'Content-Type' => 'image/png' ), $png . str_repeat( "\0", ImageCache::MAX_BYTES + 1 - strlen( $png ) ) ),
			'no answer'                   => new TransportError( 'Connection timed out after 10001 milliseconds' ),
			'a URL the transport refuses' => new TransportError( 'A valid URL was not provided.' ),
		);
		foreach ( $answers as $case => $answer ) {
			$url                     = self::url();
			$this->transport->answer = $answer;

			self::assertSame( '', $this->cache->local_url( $url ), $case );
			self::assertSame( array(), $this->copies( $url ), $case . ': no file.' );

			$this->transport->answer = self::png();
			self::assertStringEndsWith( '.png', $this->cache->local_url( $url ), $case . ': the next refresh tries again.' );
		}
		self::assertCount( 2 * count( $answers ), $this->transport->requests );
	}

	public function test_a_content_type_with_parameters_in_any_case_is_read(): void {
		$this->transport->answer = new HttpResponse( 200, array( 'content-type' => 'Image/PNG; charset=binary' ), (string) base64_decode( self::PNG ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a real image's bytes.

		self::assertStringEndsWith( '.png', $this->cache->local_url( self::url() ) );
	}

	/**
	 * A public image URL not asked for before.
	 */
	private static function url(): string {
		return 'https://images.example.com/' . wp_generate_password( 12, false ) . '/avatar.png';
	}

	private static function png(): HttpResponse {
		return new HttpResponse( 200, array( 'Content-Type' => 'image/png' ), (string) base64_decode( self::PNG ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a real image's bytes.
	}

	/**
	 * The local copies of an image URL.
	 *
	 * @return list<string>
	 */
	private function copies( string $url ): array {
		$files = glob( $this->cache->directory()['path'] . '/' . sha1( $url ) . '.*' );
		return is_array( $files ) ? array_values( $files ) : array();
	}
}
