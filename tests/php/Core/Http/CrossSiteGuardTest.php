<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Http;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Http\CrossSiteRequest;
use Vitrine\Tests\TestCase;

/**
 * Where a state-changing browser request came from: the decision table, the site's own origins,
 * and the ajax router and the vitrine/v1 routes answering 403 before anything runs.
 */
final class CrossSiteGuardTest extends TestCase {

	private const SITE = 'https://shop.example:443';

	/** @var array<string, mixed> */
	private array $server_backup = array();

	protected function setUp(): void {
		parent::setUp();
		$this->server_backup = $_SERVER;
	}

	protected function tearDown(): void {
		$_SERVER = $this->server_backup;
		parent::tearDown();
	}

	/**
	 * Method, Sec-Fetch-Site, Origin, Referer ('' for absent: the guard reads an empty header as none), allowed.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string, 4: bool}>
	 */
	public static function decisions(): array {
		return array(
			// Safe methods change nothing: a link or an image from anywhere is fine.
			'GET from another site'                       => array( 'GET', 'cross-site', 'https://evil.example', '', true ),
			'HEAD from another site'                      => array( 'HEAD', 'cross-site', '', '', true ),
			'OPTIONS from another site'                   => array( 'OPTIONS', '', 'https://evil.example', '', true ),
			// Sec-Fetch-Site first.
			'same-origin'                                 => array( 'POST', 'same-origin', 'https://shop.example', '', true ),
			'same-origin even with a foreign Referer'     => array( 'POST', 'same-origin', '', 'https://evil.example/', true ),
			'none: typed or bookmarked'                   => array( 'POST', 'none', '', '', true ),
			'cross-site'                                  => array( 'POST', 'cross-site', 'https://evil.example', '', false ),
			'cross-site without Origin'                   => array( 'POST', 'cross-site', '', '', false ),
			'cross-site, upper case'                      => array( 'DELETE', 'Cross-Site', '', '', false ),
			'cross-site beats a same-origin Origin claim' => array( 'PUT', 'cross-site', 'https://evil.example', 'https://shop.example/', false ),
			'same-site sibling subdomain'                 => array( 'POST', 'same-site', 'https://blog.shop.example', '', false ),
			'same-site from a trusted origin'             => array( 'POST', 'same-site', 'https://app.shop.example', '', true ),
			'cross-site from a trusted origin'            => array( 'POST', 'cross-site', 'https://app.shop.example', '', true ),
			'same-site, the same host over http'          => array( 'POST', 'same-site', 'http://shop.example', '', false ),
			// No Sec-Fetch-Site (plain http, older browsers): Origin.
			'Origin of the site'                          => array( 'POST', '', 'https://shop.example', '', true ),
			'Origin of the site, explicit port'           => array( 'POST', '', 'https://SHOP.example:443', '', true ),
			'Origin on another port'                      => array( 'POST', '', 'https://shop.example:8443', '', false ),
			'Origin with another scheme'                  => array( 'POST', '', 'http://shop.example', '', false ),
			'foreign Origin'                              => array( 'POST', '', 'http://evil.example', '', false ),
			'Origin that only starts like the site'       => array( 'POST', '', 'https://shop.example.evil.example', '', false ),
			'Origin null (sandboxed frame)'               => array( 'POST', '', 'null', '', false ),
			'Origin of junk'                              => array( 'PATCH', '', '://', '', false ),
			'unknown Sec-Fetch-Site falls back to Origin' => array( 'POST', 'same-planet', 'https://evil.example', '', false ),
			'unknown Sec-Fetch-Site, own Origin'          => array( 'POST', 'same-planet', 'https://shop.example', '', true ),
			// Neither: Referer.
			'Referer of the site'                         => array( 'POST', '', '', 'https://shop.example/my-account/', true ),
			'foreign Referer'                             => array( 'POST', '', '', 'https://evil.example/shop.example/', false ),
			'Referer that is not a URL'                   => array( 'POST', '', '', 'about:blank', false ),
			// None: servers, scripts and old browsers.
			'no header at all'                            => array( 'POST', '', '', '', true ),
		);
	}

	/**
	 * @dataProvider decisions
	 *
	 * @param string $method     HTTP method.
	 * @param string $fetch_site Sec-Fetch-Site.
	 * @param string $origin     Origin.
	 * @param string $referer    Referer.
	 * @param bool   $allowed    Whether the request goes through.
	 */
	public function test_the_decision( string $method, string $fetch_site, string $origin, string $referer, bool $allowed ): void {
		// An empty header counts as absent, as WordPress's request reader gives it.
		$headers = array(
			'sec-fetch-site' => $fetch_site,
			'origin'         => $origin,
			'referer'        => $referer,
		);
		$refused = null;
		try {
			CrossSiteGuard::check( $method, $headers, array( self::SITE, 'https://app.shop.example:443' ) );
		} catch ( CrossSiteRequest $e ) {
			$refused = $e;
		}
		self::assertSame( $allowed, null === $refused );
		if ( null !== $refused ) {
			self::assertSame( 'vitrine_cross_site_request', $refused->error_code );
			self::assertNotSame( '', $refused->getMessage() );
		}
	}

	public function test_origins_are_normalized(): void {
		self::assertSame( 'https://shop.example:443', CrossSiteGuard::origin_of( 'HTTPS://Shop.Example/path?q=1' ) );
		self::assertSame( 'http://127.0.0.1:8971', CrossSiteGuard::origin_of( 'http://127.0.0.1:8971' ) );
		self::assertSame( 'http://[::1]:80', CrossSiteGuard::origin_of( 'http://[::1]/' ) );
		self::assertNull( CrossSiteGuard::origin_of( 'null' ) );
		self::assertNull( CrossSiteGuard::origin_of( 'file:///etc/passwd' ) );
		self::assertNull( CrossSiteGuard::origin_of( '' ) );
	}

	public function test_the_site_s_own_origins_the_request_host_and_the_filter_are_trusted(): void {
		$_SERVER['HTTP_HOST'] = 'localhost:8080';
		$extra                = static fn (): array => array( 'https://front.example', 'not a url', 42 );
		add_filter( 'vitrine_trusted_origins', $extra );
		try {
			$trusted = ( new CrossSiteGuard() )->trusted_origins();
		} finally {
			remove_filter( 'vitrine_trusted_origins', $extra );
		}
		self::assertContains( CrossSiteGuard::origin_of( home_url() ), $trusted );
		self::assertContains( CrossSiteGuard::origin_of( site_url() ), $trusted );
		self::assertContains( 'http://localhost:8080', $trusted );
		self::assertContains( 'https://front.example:443', $trusted );
		self::assertCount( count( array_unique( $trusted ) ), $trusted );
	}

	public function test_the_ajax_router_refuses_a_foreign_post_before_the_nonce_and_the_handler(): void {
		$handled = 0;
		$router  = new AjaxRouter( new CrossSiteGuard() );
		$router->add_endpoint( $this->endpoint( $handled ) );
		$_SERVER['HTTP_ORIGIN'] = 'http://evil.example';

		$refused = $router->dispatch( 'xsite_echo', 'POST', array(), wp_create_nonce( 'vitrine-xsite' ) );
		self::assertSame( 403, $refused->status );
		self::assertSame( 'vitrine_cross_site_request', $refused->body['code'] );
		self::assertSame( 0, $handled );

		$_SERVER['HTTP_ORIGIN'] = home_url();
		self::assertSame( 200, $router->dispatch( 'xsite_echo', 'POST', array(), wp_create_nonce( 'vitrine-xsite' ) )->status );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		self::assertSame( 200, $router->dispatch( 'xsite_echo', 'GET', array(), wp_create_nonce( 'vitrine-xsite' ) )->status, 'A read from another site is not refused.' );
		self::assertSame( 2, $handled );
	}

	public function test_a_vitrine_route_refuses_a_foreign_post_and_answers_a_same_site_one(): void {
		$refused = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => 1 ), array( 'Origin' => 'http://evil.example' ) );
		self::assertSame( 403, $refused->get_status() );
		self::assertSame( 'vitrine_cross_site_request', $refused->get_data()['code'] );

		$fetch_site = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => 1 ), array( 'Sec-Fetch-Site' => 'cross-site' ) );
		self::assertSame( 403, $fetch_site->get_status() );

		$own = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => 1 ), array( 'Origin' => home_url() ) );
		self::assertNotSame( 'vitrine_cross_site_request', $own->get_data()['code'] ?? '' );

		$read = $this->rest( 'GET', '/vitrine/v1/cart', array(), array( 'Origin' => 'http://evil.example' ) );
		self::assertNotSame( 403, $read->get_status() );
	}

	public function test_other_namespaces_are_left_to_wordpress(): void {
		$response = $this->rest( 'POST', '/wp/v2/posts', array( 'title' => 'x' ), array( 'Origin' => 'http://evil.example' ) );
		self::assertNotSame( 'vitrine_cross_site_request', $response->get_data()['code'] ?? '' );
	}

	/**
	 * @param int $handled Counts the calls that reached the handler.
	 */
	private function endpoint( int &$handled ): AjaxEndpoint {
		return new class( $handled ) implements AjaxEndpoint {
			/** @var int */
			private $handled;

			/**
			 * @param int $handled Counter.
			 */
			public function __construct( int &$handled ) {
				$this->handled = &$handled;
			}

			public function name(): string {
				return 'xsite_echo';
			}

			public function methods(): array {
				return array( 'GET', 'POST' );
			}

			public function nonce_action(): ?string {
				return 'vitrine-xsite';
			}

			public function args(): array {
				return array();
			}

			public function handle( array $args ): array {
				++$this->handled;
				return array( 'ok' => true );
			}
		};
	}
}
