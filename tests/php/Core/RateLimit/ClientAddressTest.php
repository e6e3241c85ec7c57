<?php
/**
 * The client's address, directly and behind trusted proxies, and the setting that names them.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\RateLimit;

use Vitrine\Core\RateLimit\ClientAddress;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/RateLimitClient.php';

final class ClientAddressTest extends TestCase {

	use RateLimitClient;

	protected function tearDown(): void {
		$this->restore_client();
		parent::tearDown();
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: list<string>, 3: string}>
	 */
	public static function requests(): array {
		$lb = array( '10.0.0.0/8', '2001:db8:ffff::/48' );
		return array(
			'no proxy trusted: the header is ignored'    => array( '198.51.100.1', '203.0.113.5', array(), '198.51.100.1' ),
			'from an untrusted address: ignored'         => array( '198.51.100.1', '203.0.113.5', $lb, '198.51.100.1' ),
			'from a trusted proxy: the forwarded client' => array( '10.1.2.3', '203.0.113.5', $lb, '203.0.113.5' ),
			'the right-most untrusted, not a spoofed left one' => array( '10.1.2.3', '1.1.1.1, 203.0.113.5', $lb, '203.0.113.5' ),
			'through two trusted proxies'                => array( '10.1.2.3', '1.1.1.1, 203.0.113.5, 10.9.9.9', $lb, '203.0.113.5' ),
			'every hop trusted: the left-most'           => array( '10.1.2.3', '10.7.7.7, 10.9.9.9', $lb, '10.7.7.7' ),
			'junk stops the walk at the last good hop'   => array( '10.1.2.3', '203.0.113.5, junk', $lb, '10.1.2.3' ),
			'a trusted IPv6 proxy'                       => array( '2001:db8:ffff:1::2', '2001:db8:5::7', $lb, '2001:db8:5::7' ),
			'a trusted proxy and no header'              => array( '10.1.2.3', '', $lb, '10.1.2.3' ),
			'an IPv4-mapped address as IPv4'             => array( '::ffff:198.51.100.1', '', array(), '198.51.100.1' ),
			'no address'                                 => array( '', '203.0.113.5', $lb, '' ),
			'a single trusted address'                   => array( '192.0.2.1', '203.0.113.5', array( '192.0.2.1' ), '203.0.113.5' ),
		);
	}

	/**
	 * @dataProvider requests
	 * @param string       $remote    REMOTE_ADDR.
	 * @param string       $forwarded X-Forwarded-For.
	 * @param list<string> $trusted   Trusted proxies.
	 * @param string       $client    The address expected.
	 */
	public function test_the_client_address( string $remote, string $forwarded, array $trusted, string $client ): void {
		self::assertSame( $client, ClientAddress::resolve( $remote, $forwarded, $trusted ) );
	}

	public function test_ranges_and_buckets(): void {
		self::assertTrue( ClientAddress::in_range( '10.255.0.1', '10.0.0.0/8' ) );
		self::assertFalse( ClientAddress::in_range( '11.0.0.1', '10.0.0.0/8' ) );
		self::assertTrue( ClientAddress::in_range( '192.168.1.129', '192.168.1.128/25' ) );
		self::assertFalse( ClientAddress::in_range( '192.168.1.127', '192.168.1.128/25' ) );
		self::assertFalse( ClientAddress::in_range( '10.0.0.1', '2001:db8::/32' ) );
		self::assertSame( '2001:db8:1:2::/64', ClientAddress::bucket( '2001:db8:1:2:3:4:5:6' ) );
		self::assertSame( '203.0.113.5', ClientAddress::bucket( '203.0.113.5' ) );
	}

	public function test_the_trusted_proxies_setting_takes_addresses_and_ranges_only(): void {
		$settings = Plugin::instance()->settings;

		$refused = $settings->update( array( 'trusted_proxies' => "10.0.0.0/8\nnot-an-ip, 10.0.0.0/33" ) );
		$saved   = $settings->update( array( 'trusted_proxies' => "10.0.0.0/8\n2001:db8::/32, 192.0.2.1" ) );

		self::assertWPError( $refused );
		self::assertSame( 'Trusted proxies: not-an-ip, 10.0.0.0/33 is not an IP address or a CIDR range.', $refused->get_error_data()['params']['trusted_proxies'] );
		self::assertIsArray( $saved );
		self::assertSame( "10.0.0.0/8\n2001:db8::/32, 192.0.2.1", $settings->get( 'trusted_proxies' ) );
	}

	public function test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_count(): void {
		$this->limit_settings(
			array(
				'trusted_proxies'         => '10.0.0.0/8',
				'rate_limit_coupon_count' => 1,
			)
		);
		$limiter = Plugin::instance()->container->get( RateLimiter::class );
		$this->be_client( '10.0.0.2' );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.5';
		$limiter->consume( Limits::COUPON );

		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.6';
		$limiter->consume( Limits::COUPON );

		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.99, 203.0.113.5';
		$this->expectException( RateLimited::class );
		$limiter->consume( Limits::COUPON );
	}

	/**
	 * Assertion helper.
	 *
	 * @param mixed $value The value.
	 */
	private static function assertWPError( mixed $value ): void {
		self::assertInstanceOf( \WP_Error::class, $value );
	}
}
