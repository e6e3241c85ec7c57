<?php
/**
 * The official library, loaded for the tests that compare our code with it.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe;

/**
 * stripe/stripe-php is a dev dependency (vendor/, installed by `npm test -- php` when missing):
 * the plugin never loads it; these tests do, through Composer's autoloader.
 */
final class StripePhp {

	public static function load(): void {
		if ( class_exists( \Stripe\Util\Util::class ) ) {
			return;
		}
		$autoload = dirname( __DIR__, 3 ) . '/vendor/autoload.php';
		if ( ! is_file( $autoload ) || ! is_dir( dirname( __DIR__, 3 ) . '/vendor/stripe/stripe-php' ) ) {
			throw new \RuntimeException( 'stripe/stripe-php is missing from vendor/: run composer install (npm test -- php does).' );
		}
		require_once $autoload;
	}

	/**
	 * What stripe-php sends for these parameters: its request encoding (booleans as words) and
	 * its form encoding, as its cURL client chains them.
	 *
	 * @param array<array-key, mixed> $params The parameters.
	 */
	public static function encode( array $params ): string {
		self::load();
		$encode_objects = new \ReflectionMethod( \Stripe\ApiRequestor::class, '_encodeObjects' );
		return \Stripe\Util\Util::encodeParameters( $encode_objects->invoke( null, $params ) );
	}
}
