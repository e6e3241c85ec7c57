<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\Notices;
use Vitrine\Tests\TestCase;

final class NoticesTest extends TestCase {

	protected function tearDown(): void {
		unset( $_GET[ Notices::QUERY_ARG ] );
		parent::tearDown();
	}

	/**
	 * Simulates arriving at the URL.
	 */
	private function arrive( string $url ): void {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );
		$_GET[ Notices::QUERY_ARG ] = $args[ Notices::QUERY_ARG ] ?? '';
	}

	public function test_a_notice_survives_the_redirect_in_the_url(): void {
		$notices = new Notices();
		$url     = $notices->add_to_url( 'http://example.org/shop/?orderby=price', Notices::SUCCESS, '“Mug” has been added to your cart.' );

		self::assertStringStartsWith( 'http://example.org/shop/?orderby=price&vitrine-notice=', $url );
		$this->arrive( $url );
		self::assertSame(
			array(
				'type'    => 'success',
				'message' => '“Mug” has been added to your cart.',
			),
			( new Notices() )->current()
		);
	}

	public function test_a_forged_or_altered_notice_is_not_shown(): void {
		$notices = new Notices();
		$this->arrive( $notices->add_to_url( 'http://example.org/', Notices::ERROR, 'Out of stock.' ) );
		$value = (string) $_GET[ Notices::QUERY_ARG ];

		$_GET[ Notices::QUERY_ARG ] = strtr( $value, 'A', 'B' ) === $value ? 'x' . $value : strtr( $value, 'A', 'B' );
		self::assertNull( $notices->current() );

		$payload                    = rtrim( strtr( base64_encode( (string) wp_json_encode( array( 'error', 'Visit evil.example' ) ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		$_GET[ Notices::QUERY_ARG ] = $payload . '.' . substr( explode( '.', $value )[1], 0, 20 );
		self::assertNull( $notices->current() );
		self::assertSame( '', $notices->render() );
	}

	public function test_it_renders_once_escaped_with_the_role_of_its_type(): void {
		$notices = new Notices();
		$this->arrive( $notices->add_to_url( 'http://example.org/', Notices::ERROR, 'Only 2 <left>.' ) );

		$html = $notices->render();

		self::assertSame( '<div class="vitrine-notice vitrine-notice--error" role="alert" tabindex="-1">Only 2 &lt;left&gt;.</div>', $html );
		self::assertSame( '', $notices->render(), 'Once per page.' );

		$this->arrive( $notices->add_to_url( 'http://example.org/', Notices::SUCCESS, 'Cart updated.' ) );
		self::assertStringContainsString( 'role="status"', ( new Notices() )->render() );
	}

	public function test_a_new_notice_replaces_the_one_in_the_url(): void {
		$notices = new Notices();
		$first   = $notices->add_to_url( 'http://example.org/cart/', Notices::ERROR, 'First.' );
		$second  = $notices->add_to_url( $first, Notices::SUCCESS, 'Second.' );

		self::assertSame( 1, substr_count( $second, Notices::QUERY_ARG . '=' ) );
		$this->arrive( $second );
		self::assertSame( 'Second.', $notices->current()['message'] ?? null );
	}
}
