<?php
/**
 * Shared set-up of the rate-limit tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\RateLimit;

use Vitrine\Plugin;

/**
 * Requests in PHPUnit have no client address (so the rest of the suite is never limited): these
 * tests give one, and set the limits they count to small numbers.
 */
trait RateLimitClient {

	/** @var array<string, mixed> */
	private array $server_before = array();

	private function be_client( string $ip = '203.0.113.10' ): void {
		if ( array() === $this->server_before ) {
			$this->server_before = $_SERVER;
		}
		$_SERVER['REMOTE_ADDR'] = $ip;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	private function restore_client(): void {
		if ( array() !== $this->server_before ) {
			$_SERVER             = $this->server_before;
			$this->server_before = array();
		}
	}

	/**
	 * @param array<string, mixed> $values Settings to save.
	 */
	private function limit_settings( array $values ): void {
		$saved = Plugin::instance()->settings->update( $values );
		self::assertIsArray( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
	}
}
