<?php
/**
 * The refused payment attempts for the admin: counts and the recent ones, admins only.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Admin;

use Vitrine\Stripe\Fraud\BlockedAttempt;
use Vitrine\Stripe\Fraud\BlockedAttempts;
use Vitrine\Tests\TestCase;

final class BlockedAttemptsRouteTest extends TestCase {

	public function test_admins_see_the_counts_and_the_recent_refusals_with_their_orders(): void {
		delete_option( BlockedAttempts::OPTION );
		$blocked = new BlockedAttempts();
		$blocked->add( new BlockedAttempt( time() - 2 * DAY_IN_SECONDS, '198.51.100.x', '', 7, 'payment_failure' ) );
		$blocked->add( new BlockedAttempt( time() - 60, '203.0.113.x', 'fp_stolen', 8, 'card_failure' ) );

		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/stripe/blocked-attempts' )->get_status(), 'no nonce' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/stripe/blocked-attempts', array(), $this->nonce_header() )->get_status() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'GET', '/vitrine/v1/stripe/blocked-attempts', array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		self::assertSame( array( 2, 1 ), array( $data['total'], $data['last_day'] ) );
		self::assertSame( array( 'fp_stolen', '203.0.113.x', 8, 'card_failure' ), array( $data['attempts'][0]['fingerprint'], $data['attempts'][0]['client'], $data['attempts'][0]['order_id'], $data['attempts'][0]['limit'] ) );
		self::assertStringContainsString( 'page=vitrine-orders', $data['attempts'][0]['order_url'] );
	}

	public function test_a_refusal_on_the_add_payment_method_page_has_no_order_to_link(): void {
		delete_option( BlockedAttempts::OPTION );
		( new BlockedAttempts() )->add( new BlockedAttempt( time() - 60, '203.0.113.x', 'fp_stolen', 0, 'card_failure' ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$data = $this->rest( 'GET', '/vitrine/v1/stripe/blocked-attempts', array(), $this->nonce_header() )->get_data();

		self::assertSame( array( 0, '' ), array( $data['attempts'][0]['order_id'], $data['attempts'][0]['order_url'] ) );
	}
}
