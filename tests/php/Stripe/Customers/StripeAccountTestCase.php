<?php
/**
 * Shared set-up of the Stripe customer tests: test keys saved, Stripe answered by a script.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Customers;

use Vitrine\Core\Container;
use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\Transport;
use Vitrine\Plugin;
use Vitrine\Tests\Stripe\Api\FakeTransport;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Api/FakeTransport.php';

abstract class StripeAccountTestCase extends TestCase {

	protected FakeTransport $stripe;

	protected Container $container;

	protected int $user;

	protected function setUp(): void {
		parent::setUp();
		$saved = Plugin::instance()->settings->update(
			array(
				'payment_stripe_enabled'              => true,
				'payment_stripe_testmode'             => true,
				'payment_stripe_test_publishable_key' => 'pk_test_account',
				'payment_stripe_test_secret_key'      => 'sk_test_account',
			)
		);
		self::assertIsArray( $saved );
		$this->stripe    = new FakeTransport();
		$this->container = $this->services( array( Transport::class => $this->stripe ) );
		$this->user      = $this->create_user( 'customer' );
		wp_update_user(
			array(
				'ID'         => $this->user,
				'first_name' => 'Ada',
				'last_name'  => 'Lovelace',
				'user_email' => 'ada@example.org',
			)
		);
	}

	/**
	 * A card payment method as Stripe answers it.
	 *
	 * @return array<string, mixed>
	 */
	protected static function card( string $id, string $brand = 'visa', string $last4 = '4242', int $created = 1_700_000_000 ): array {
		return array(
			'id'       => $id,
			'object'   => 'payment_method',
			'type'     => 'card',
			'created'  => $created,
			'customer' => 'cus_ada',
			'card'     => array(
				'brand'       => $brand,
				'last4'       => $last4,
				'exp_month'   => 4,
				'exp_year'    => 2031,
				'fingerprint' => 'fp_' . $id,
			),
		);
	}

	/**
	 * The requests sent, as "METHOD /path".
	 *
	 * @return list<string>
	 */
	protected function calls(): array {
		return array_map(
			static fn ( HttpRequest $request ): string => $request->method . ' ' . (string) wp_parse_url( $request->url, PHP_URL_PATH ),
			$this->stripe->requests
		);
	}

	/**
	 * A request's form body, decoded.
	 *
	 * @return array<string, mixed>
	 */
	protected static function body( HttpRequest $request ): array {
		parse_str( (string) $request->body, $params );
		return $params;
	}
}
