<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Http;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\PublicAddress;
use Vitrine\Core\Http\PublicUrlGuard;
use Vitrine\Core\Http\TransportError;
use Vitrine\Core\Http\WpTransport;
use Vitrine\Tests\Reviews\Sources\FakeProviderServer;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 2 ) . '/Reviews/Sources/FakeProviderServer.php';

/**
 * Only public http(s) addresses, after DNS and after every redirect: the address classifier on a
 * table, the guard with a fake resolver (no name is looked up on the network), and the real
 * transport against the loopback fake server, which may be trusted while its redirects are not.
 */
final class PublicUrlGuardTest extends TestCase {

	private static FakeProviderServer $server;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = FakeProviderServer::start();
	}

	public static function tearDownAfterClass(): void {
		self::$server->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function addresses(): array {
		return array(
			'public IPv4'                   => array( '93.184.216.34', true ),
			'public IPv4 next to 100.64/10' => array( '100.63.255.255', true ),
			'public IPv4 after 100.64/10'   => array( '100.128.0.1', true ),
			'public IPv4 next to 172.16/12' => array( '172.32.0.1', true ),
			'loopback'                      => array( '127.0.0.1', false ),
			'loopback, elsewhere in /8'     => array( '127.5.6.7', false ),
			'this network'                  => array( '0.0.0.0', false ),
			'private 10/8'                  => array( '10.1.2.3', false ),
			'private 172.16/12'             => array( '172.31.255.255', false ),
			'private 192.168/16'            => array( '192.168.1.1', false ),
			'link-local, cloud metadata'    => array( '169.254.169.254', false ),
			'shared 100.64/10'              => array( '100.64.0.1', false ),
			'shared 100.64/10, its end'     => array( '100.127.255.254', false ),
			'benchmarking'                  => array( '198.18.0.1', false ),
			'documentation'                 => array( '203.0.113.9', false ),
			'multicast'                     => array( '224.0.0.1', false ),
			'broadcast'                     => array( '255.255.255.255', false ),
			'public IPv6'                   => array( '2606:4700:4700::1111', true ),
			'IPv6 loopback'                 => array( '::1', false ),
			'IPv6 loopback, in brackets'    => array( '[::1]', false ),
			'IPv6 unspecified'              => array( '::', false ),
			'IPv6 unique local fc00::/7'    => array( 'fd12:3456:789a::1', false ),
			'IPv6 unique local, fc'         => array( 'fc00::1', false ),
			'IPv6 link-local'               => array( 'fe80::1', false ),
			'IPv6 link-local, its end'      => array( 'febf::1', false ),
			'IPv6 multicast'                => array( 'ff02::1', false ),
			'IPv6 documentation'            => array( '2001:db8::1', false ),
			'IPv4-mapped loopback'          => array( '::ffff:127.0.0.1', false ),
			'IPv4-mapped private'           => array( '::ffff:10.0.0.1', false ),
			'IPv4-mapped metadata'          => array( '::ffff:a9fe:a9fe', false ),
			'IPv4-mapped public'            => array( '::ffff:93.184.216.34', true ),
			'NAT64 of loopback'             => array( '64:ff9b::7f00:1', false ),
			'IPv4-compatible (deprecated)'  => array( '::127.0.0.1', false ),
			'6to4'                          => array( '2002:7f00:1::1', false ),
			'not an address'                => array( 'example.com', false ),
			'empty'                         => array( '', false ),
		);
	}

	/**
	 * @dataProvider addresses
	 *
	 * @param string $ip     An address.
	 * @param bool   $public Whether it is public.
	 */
	public function test_the_address_classifier( string $ip, bool $public ): void {
		self::assertSame( $public, PublicAddress::is_public( $ip ) );
	}

	/**
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function urls(): array {
		return array(
			'a public host'                              => array( 'https://images.example/a.png', true ),
			'a public address'                           => array( 'http://93.184.216.34/a.png', true ),
			'port 8080'                                  => array( 'http://images.example:8080/a.png', true ),
			'a host with a private address'              => array( 'https://intranet.example/a.png', false ),
			'a host with one address of several private' => array( 'https://mixed.example/a.png', false ),
			'a host that resolves to an IPv6 ULA'        => array( 'https://ula.example/a.png', false ),
			'a host that resolves to nothing'            => array( 'https://nowhere.example/a.png', false ),
			'the site\'s own host'                       => array( 'https://shop.example/wp-content/a.png', false ),
			'another name of the site\'s address'        => array( 'https://alias.example/a.png', false ),
			'localhost'                                  => array( 'http://localhost/a.png', false ),
			'loopback literal'                           => array( 'http://127.0.0.1/a.png', false ),
			'IPv6 loopback literal'                      => array( 'http://[::1]/a.png', false ),
			'IPv4-mapped literal'                        => array( 'http://[::ffff:169.254.169.254]/latest/meta-data', false ),
			'shared address literal'                     => array( 'http://100.64.1.1/a.png', false ),
			'an unusual port'                            => array( 'http://images.example:6379/', false ),
			'credentials in the URL'                     => array( 'http://user:pass@images.example/a.png', false ),
			'ftp'                                        => array( 'ftp://images.example/a.png', false ),
			'file'                                       => array( 'file:///etc/passwd', false ),
			'relative'                                   => array( '/a.png', false ),
		);
	}

	/**
	 * @dataProvider urls
	 *
	 * @param string $url     A URL.
	 * @param bool   $allowed Whether it may be fetched.
	 */
	public function test_the_url_guard_after_dns( string $url, bool $allowed ): void {
		$guard = $this->guard();
		try {
			$addresses = $guard->check( $url );
			self::assertTrue( $allowed, 'Refused.' );
			self::assertNotSame( array(), $addresses, 'The addresses to connect to.' );
		} catch ( TransportError $e ) {
			self::assertFalse( $allowed, $e->getMessage() );
		}
	}

	public function test_a_trusted_host_is_not_resolved_nor_refused(): void {
		self::assertSame( array(), $this->guard()->check( 'http://127.0.0.1:8123/images/a.png', array( '127.0.0.1' ) ) );
		$this->expectException( TransportError::class );
		$this->guard()->check( 'http://localhost/images/a.png', array( '127.0.0.1' ) );
	}

	public function test_the_trusted_test_server_is_fetched_but_its_redirect_to_loopback_is_refused(): void {
		$image    = self::$server->url . '/images/photo-1.gif';
		$trusted  = array( '127.0.0.1' );
		$response = ( new WpTransport() )->send( new HttpRequest( 'GET', $image, redirects: 3, reject_unsafe_urls: true, trusted_hosts: $trusted ) );
		self::assertSame( 200, $response->status, 'The configured test server works.' );

		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $socket );
		$internal = 'http://' . stream_socket_get_name( $socket, false ) . '/secret';
		try {
			( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/redirect?to=' . rawurlencode( $internal ), redirects: 3, reject_unsafe_urls: true, trusted_hosts: $trusted ) );
			self::fail( 'The redirect to a loopback address is refused.' );
		} catch ( TransportError $e ) {
			self::assertStringContainsString( 'refused', $e->getMessage() );
		}
		stream_set_blocking( $socket, false );
		$connection = @stream_socket_accept( $socket, 0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- no connection waiting warns; that is the answer we check.
		fclose( $socket );
		self::assertFalse( $connection, 'Nothing connected to the internal address.' );

		// The site's own address, another loopback name and a relative redirect to the trusted
		// server itself (a redirect is never trusted, even to the same host).
		foreach ( array( home_url( '/wp-login.php' ), 'http://localhost/', '/images/photo-1.gif', 'http://[::1]/' ) as $target ) {
			try {
				( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/redirect?to=' . rawurlencode( $target ), redirects: 3, reject_unsafe_urls: true, trusted_hosts: $trusted ) );
				self::fail( 'Refused: ' . $target );
			} catch ( TransportError $e ) {
				self::assertNotSame( '', $e->getMessage() );
			}
		}
	}

	public function test_without_redirects_allowed_the_redirect_is_the_answer_and_is_not_followed(): void {
		$response = ( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/redirect?to=' . rawurlencode( 'http://127.0.0.1:1/' ), reject_unsafe_urls: true, trusted_hosts: array( '127.0.0.1' ) ) );
		self::assertSame( 302, $response->status );
	}

	public function test_a_loopback_url_is_refused_without_a_trusted_host(): void {
		$this->expectException( TransportError::class );
		( new WpTransport() )->send( new HttpRequest( 'GET', self::$server->url . '/images/photo-1.gif', reject_unsafe_urls: true ) );
	}

	private function guard(): PublicUrlGuard {
		$dns = array(
			'images.example'   => array( '93.184.216.34' ),
			'intranet.example' => array( '10.0.0.5' ),
			'mixed.example'    => array( '93.184.216.34', '192.168.0.7' ),
			'ula.example'      => array( 'fd00::5' ),
			'shop.example'     => array( '198.51.99.10' ),
			'alias.example'    => array( '198.51.99.10' ),
			'localhost'        => array( '127.0.0.1', '::1' ),
		);
		return new PublicUrlGuard( static fn ( string $host ): array => $dns[ $host ] ?? array(), array( 'shop.example' ) );
	}
}
