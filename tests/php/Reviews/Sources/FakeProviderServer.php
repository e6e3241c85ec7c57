<?php
/**
 * The fake provider server (tests/fixtures/review-providers/router.php) for one test class.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Tests\LocalHttpServer;

/**
 * Runs the router on a LocalHttpServer. The providers' base URLs are pointed at it with the documented filter while a test
 * runs (use()), so the clients under test are the real ones, over real HTTP.
 */
final class FakeProviderServer {

	public readonly string $url;

	private function __construct( private readonly LocalHttpServer $server ) {
		$this->url = $server->url;
	}

	/**
	 * @throws \RuntimeException When the server does not start.
	 */
	public static function start(): self {
		return new self( LocalHttpServer::start( dirname( __DIR__, 3 ) . '/fixtures/review-providers/router.php' ) );
	}

	public function stop(): void {
		$this->server->stop();
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
}
