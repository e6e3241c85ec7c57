<?php
/**
 * Shared set-up of the tests that run against the fake Stripe server over real HTTP.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe;

use Vitrine\Plugin;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';
require_once __DIR__ . '/FakeStripeServer.php';

/**
 * One fake Stripe server per class, the Stripe client pointed at it while each test runs, and a
 * new, empty account (its secret key in $key) for each test. It builds on the order tests'
 * set-up, since most of what talks to Stripe pays or refunds an order.
 */
abstract class FakeStripeTestCase extends OrderTestCase {

	protected static FakeStripeServer $stripe;

	/** The secret key of this test's own account on the fake server. */
	protected string $key = '';

	private ?\Closure $filter = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$stripe = FakeStripeServer::start();
	}

	public static function tearDownAfterClass(): void {
		self::$stripe->stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->filter = self::$stripe->use();
		$this->key    = FakeStripeServer::new_key();
	}

	protected function tearDown(): void {
		if ( null !== $this->filter ) {
			FakeStripeServer::remove( $this->filter );
			$this->filter = null;
		}
		parent::tearDown();
	}

	/**
	 * Saves test mode with this test's keys (and the other settings given) through the settings.
	 *
	 * @param array<string, mixed> $more Other settings to save with them.
	 */
	protected function save_stripe_keys( array $more = array() ): void {
		self::assertIsArray(
			Plugin::instance()->settings->update(
				array(
					'payment_stripe_testmode'             => true,
					'payment_stripe_test_publishable_key' => FakeStripeServer::publishable( $this->key ),
					'payment_stripe_test_secret_key'      => $this->key,
				) + $more
			)
		);
	}
}
