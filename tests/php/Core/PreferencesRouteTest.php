<?php
/**
 * The route behind the coming-soon banner's dismiss link.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Tests\TestCase;

final class PreferencesRouteTest extends TestCase {

	private const ROUTE = '/vitrine/v1/me/preferences';
	private const META  = 'vitrine_coming_soon_banner_dismissed';

	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->create_user( 'administrator' );
	}

	public function test_a_good_call_stores_the_dismissal_in_user_meta(): void {
		wp_set_current_user( $this->admin );

		$response = $this->rest( 'POST', self::ROUTE, array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		self::assertSame( 'yes', $response->get_data()['vitrine_meta']['coming_soon_banner_dismissed'] );
		self::assertSame( 'yes', get_user_meta( $this->admin, self::META, true ) );
	}

	public function test_a_missing_nonce_gets_403_and_stores_nothing(): void {
		wp_set_current_user( $this->admin );

		$response = $this->rest( 'POST', self::ROUTE, array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ) );

		self::assertSame( 403, $response->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $response->get_data()['code'] );
		self::assertFalse( metadata_exists( 'user', $this->admin, self::META ) );
	}

	public function test_a_wrong_nonce_gets_403_and_stores_nothing(): void {
		wp_set_current_user( $this->admin );

		$response = $this->rest( 'POST', self::ROUTE, array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ), array( 'X-WP-Nonce' => 'abcdef1234' ) );

		self::assertSame( 403, $response->get_status() );
		self::assertFalse( metadata_exists( 'user', $this->admin, self::META ) );
	}

	/**
	 * @dataProvider wrong_bodies
	 *
	 * @param array<string, mixed> $body A body of the wrong shape.
	 */
	public function test_a_wrong_type_gets_400_and_stores_nothing( array $body ): void {
		wp_set_current_user( $this->admin );

		$response = $this->rest( 'POST', self::ROUTE, $body, $this->nonce_header() );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		self::assertNotEmpty( $response->get_data()['message'] );
		self::assertFalse( metadata_exists( 'user', $this->admin, self::META ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function wrong_bodies(): array {
		return array(
			'meta is a string'       => array( array( 'vitrine_meta' => 'yes' ) ),
			'value is a boolean'     => array( array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => true ) ) ),
			'value outside the enum' => array( array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'maybe' ) ) ),
			'undeclared preference'  => array(
				array(
					'vitrine_meta' => array(
						'coming_soon_banner_dismissed' => 'yes',
						'capabilities'                 => 'administrator',
					),
				),
			),
			'empty object'           => array( array( 'vitrine_meta' => array() ) ),
		);
	}

	public function test_a_logged_out_call_gets_401(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'vitrine_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ), $this->nonce_header() );

		self::assertSame( 401, $response->get_status() );
		self::assertSame( 'vitrine_rest_not_logged_in', $response->get_data()['code'] );
	}

	public function test_the_answer_carries_a_fresh_nonce(): void {
		wp_set_current_user( $this->admin );

		$response = $this->rest( 'GET', self::ROUTE, array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		$nonce = $response->get_headers()['X-WP-Nonce'] ?? '';
		self::assertNotFalse( wp_verify_nonce( $nonce, 'wp_rest' ) );
	}
}
