<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Tests\TestCase;

/**
 * One key per piece of work: the same order, attempt and work give the same key (so a retry or
 * a second server is deduplicated by Stripe), anything else another; keys name the site.
 */
final class IdempotencyKeyTest extends TestCase {

	public function test_the_same_work_has_the_same_key_and_other_work_another(): void {
		$key = IdempotencyKey::for_order( 42, 1, 'create-intent' );

		self::assertSame( $key, IdempotencyKey::for_order( 42, 1, 'create-intent' ) );
		self::assertMatchesRegularExpression( '/^vitrine-[0-9a-f]{10}-order-42-1-create-intent$/', $key );
		$others = array(
			IdempotencyKey::for_order( 43, 1, 'create-intent' ),
			IdempotencyKey::for_order( 42, 2, 'create-intent' ),
			IdempotencyKey::for_order( 42, 1, 'confirm' ),
			IdempotencyKey::for_user( 42, 1, 'create-intent' ),
		);
		self::assertNotContains( $key, $others );
		self::assertCount( 4, array_unique( $others ) );
	}

	public function test_keys_name_the_site(): void {
		$key    = IdempotencyKey::for_user( 5, 1, 'customer' );
		$filter = static fn (): string => 'https://staging.example.com';
		add_filter( 'home_url', $filter );
		try {
			$staging = IdempotencyKey::for_user( 5, 1, 'customer' );
		} finally {
			remove_filter( 'home_url', $filter );
		}
		self::assertNotSame( $key, $staging );
		self::assertStringEndsWith( '-user-5-1-customer', $key );
		self::assertStringEndsWith( '-user-5-1-customer', $staging );
	}

	public function test_the_work_is_reduced_to_safe_characters_and_keys_stay_short(): void {
		$key = IdempotencyKey::for_order( 1, 1, 'Refund #2 of "x"/' . str_repeat( 'y', 500 ) );

		self::assertMatchesRegularExpression( '/^[a-z0-9-]+-order-1-1-refund2ofxy+$/', $key );
		self::assertLessThanOrEqual( 255, strlen( $key ), 'Stripe takes keys of up to 255 characters.' );
		self::assertStringEndsWith( '-call', IdempotencyKey::for_order( 1, 1, '!!!' ) );
	}

	public function test_a_random_key_differs_each_time(): void {
		self::assertNotSame( IdempotencyKey::random( 'setup' ), IdempotencyKey::random( 'setup' ) );
		self::assertMatchesRegularExpression( '/^vitrine-[0-9a-f]{10}-once-0-0-setup-[0-9a-f]{24}$/', IdempotencyKey::random( 'setup' ) );
	}
}
