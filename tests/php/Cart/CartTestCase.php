<?php
/**
 * Shared set-up of the cart tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartStore;
use Vitrine\Cart\StoredCart;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Container;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * A Cart of its own whose cookies are recorded instead of sent, and products made with the
 * catalog's writer.
 */
abstract class CartTestCase extends TestCase {

	protected Cart $cart;

	/** The plugin's services over this test's cart session: build what uses the cart from here. */
	protected Container $container;

	/** @var list<array{name: string, value: string, expires: int, http_only: bool}> */
	protected array $cookies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cookies   = array();
		$cookies         = &$this->cookies;
		$writer          = static function ( string $name, string $value, int $expires, bool $http_only ) use ( &$cookies ): void {
			$cookies[] = array(
				'name'      => $name,
				'value'     => $value,
				'expires'   => $expires,
				'http_only' => $http_only,
			);
		};
		$this->container = $this->services(
			array( CartSession::class => static fn ( Container $c ): CartSession => new CartSession( $c->get( Settings::class ), $writer ) )
		);
		$this->cart      = $this->container->get( Cart::class );
	}

	protected function service(): CartService {
		return $this->cart->service;
	}

	/**
	 * A published simple product at 12.50 with unmanaged stock, unless the fields say otherwise.
	 *
	 * @param array<string, mixed> $fields ProductWriter fields.
	 */
	protected function simple_product( array $fields = array() ): int {
		return Plugin::instance()->catalog->writer->save_product(
			0,
			$fields + array(
				'name'          => 'Mug',
				'regular_price' => '12.50',
			)
		);
	}

	/**
	 * A variable T-shirt: Colour (Blue, Red, Green) and Size (Small, Large), with variations
	 * blue-small (20.00, 3 in stock), blue-large (22.00) and red-any-size (18.00). Green exists
	 * in no variation.
	 *
	 * @return array{product: int, blue_small: int, blue_large: int, red_any: int}
	 */
	protected function variable_product(): array {
		$writer  = Plugin::instance()->catalog->writer;
		$product = $writer->save_product(
			0,
			array(
				'name'       => 'T-shirt',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'taxonomy'  => '',
						'options'   => array( 'Blue', 'Red', 'Green' ),
						'visible'   => true,
						'variation' => true,
					),
					array(
						'name'      => 'Size',
						'taxonomy'  => '',
						'options'   => array( 'Small', 'Large' ),
						'visible'   => true,
						'variation' => true,
					),
				),
			)
		);
		return array(
			'product'    => $product,
			'blue_small' => $writer->save_variation(
				$product,
				0,
				array(
					'regular_price' => '20.00',
					'manage_stock'  => true,
					'stock'         => 3,
					'attributes'    => array(
						'colour' => 'blue',
						'size'   => 'small',
					),
				)
			),
			'blue_large' => $writer->save_variation(
				$product,
				0,
				array(
					'regular_price' => '22.00',
					'attributes'    => array(
						'colour' => 'blue',
						'size'   => 'large',
					),
				)
			),
			'red_any'    => $writer->save_variation(
				$product,
				0,
				array(
					'regular_price' => '18.00',
					'manage_stock'  => true,
					'stock'         => 4,
					'attributes'    => array(
						'colour' => 'red',
						'size'   => '',
					),
				)
			),
		);
	}

	/**
	 * The last value a cookie was given, or null when it was never set.
	 *
	 * @return array{name: string, value: string, expires: int, http_only: bool}|null
	 */
	protected function last_cookie( string $name ): ?array {
		$found = null;
		foreach ( $this->cookies as $cookie ) {
			if ( $cookie['name'] === $name ) {
				$found = $cookie;
			}
		}
		return $found;
	}

	protected function cart_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . CartStore::name() ); // phpcs:ignore WordPress.DB
	}

	/**
	 * The stored guest cart of the token in $_COOKIE.
	 */
	protected function stored_guest_cart(): ?StoredCart {
		$token = $this->cart->session->token();
		return null === $token ? null : $this->cart->store->find_by_token( $token );
	}

	/**
	 * Asserts that a call throws a DomainError with this code, answered with this status.
	 *
	 * @param string   $code   Expected error code.
	 * @param int      $status Expected HTTP status of the answer.
	 * @param \Closure $call   The call.
	 */
	protected function assertRefused( string $code, int $status, \Closure $call ): DomainError {
		try {
			$call();
		} catch ( DomainError $e ) {
			self::assertSame( $code, $e->error_code, $e->getMessage() );
			self::assertSame( $status, ErrorMapper::status( $e->kind ) );
			self::assertNotSame( '', $e->getMessage() );
			return $e;
		}
		self::fail( "Expected a {$code} refusal." );
	}
}
