<?php
/**
 * Card-testing protection: declines counted per client and per card, refusals before Stripe is
 * called, what the admin sees, the switch, and counts shared by every server.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Fraud;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\RateLimit\CacheCounters;
use Vitrine\Core\RateLimit\ClientAddress;
use Vitrine\Core\RateLimit\Counters;
use Vitrine\Core\RateLimit\DatabaseCounters;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Fraud\BlockedAttempt;
use Vitrine\Stripe\Fraud\BlockedAttempts;
use Vitrine\Stripe\Fraud\CardTestingGuard;
use Vitrine\Tests\Core\RateLimit\RateLimitClient;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\ParallelChildren;

require_once dirname( __DIR__, 2 ) . '/Core/RateLimit/RateLimitClient.php';
require_once __DIR__ . '/FakeFingerprints.php';

final class CardTestingGuardTest extends OrderTestCase {

	use RateLimitClient;

	/** A window start: a multiple of an hour. */
	private const START = 1_800_000_000 - 1_800_000_000 % 3600;

	private int $now = self::START;

	private FakeFingerprints $fingerprints;

	private Order $order;

	protected function setUp(): void {
		parent::setUp();
		$this->be_client( '203.0.113.10' );
		delete_option( BlockedAttempts::OPTION );
		$this->fingerprints = new FakeFingerprints(
			array(
				'pm_stolen_1' => 'fp_stolen',
				'pm_stolen_2' => 'fp_stolen',
				'pm_other'    => 'fp_other',
			)
		);
		$this->order        = $this->place( array( $this->product() => 1 ) );
	}

	protected function tearDown(): void {
		$this->restore_client();
		parent::tearDown();
	}

	private function guard( bool $enabled = true, ?Counters $counters = null, bool $real_time = false ): CardTestingGuard {
		$settings = Plugin::instance()->settings;
		$clock    = $real_time ? null : fn (): int => $this->now;
		return new CardTestingGuard(
			new RateLimiter( $settings, new ClientAddress( $settings ), $counters ?? new DatabaseCounters(), $clock ),
			new ClientAddress( $settings ),
			new BlockedAttempts(),
			$this->notes,
			$this->fingerprints,
			static fn (): bool => $enabled,
			$clock
		);
	}

	private function refusal( CardTestingGuard $guard, string $payment_method_id = '' ): ?RateLimited {
		try {
			$guard->check( $this->order, $payment_method_id );
			return null;
		} catch ( RateLimited $e ) {
			return $e;
		}
	}

	private static function decline( CardTestingGuard $guard, int $times, string $fingerprint = '' ): void {
		for ( $i = 0; $i < $times; $i++ ) {
			$guard->record_decline( $fingerprint );
		}
	}

	public function test_five_declines_from_one_client_refuse_its_next_attempt_before_stripe_is_asked(): void {
		$guard     = $this->guard();
		$this->now = self::START + 600;
		self::decline( $guard, 4 );
		self::assertNull( $this->refusal( $guard, 'pm_other' ), 'four declines: a shopper who mistyped' );

		self::decline( $guard, 1 );
		$calls = $this->fingerprints->calls;
		$e     = $this->refusal( $guard, 'pm_other' );

		self::assertNotNull( $e );
		self::assertSame( 'vitrine_rate_limited', $e->error_code );
		self::assertSame( ErrorKind::TOO_MANY_REQUESTS, $e->kind );
		self::assertSame( 429, ErrorMapper::status( $e->kind ) );
		self::assertSame( 'payment_failure', $e->data['limit'] );
		self::assertSame( 3000, $e->data['retry_after'], 'the hour from 10:00, asked at 10:10' );
		self::assertSame( 'Too many payments have been declined from your connection, so payments from it are paused. Please try again in 50 mins.', $e->getMessage() );
		self::assertSame( $calls, $this->fingerprints->calls, 'no call to Stripe for a refused client' );
	}

	public function test_a_refusal_is_kept_for_the_admin_with_the_address_masked_and_noted_on_the_order(): void {
		$guard     = $this->guard();
		$this->now = self::START + 60;
		self::decline( $guard, 5 );

		self::assertNotNull( $this->refusal( $guard ) );

		$blocked = ( new BlockedAttempts() )->recent();
		self::assertCount( 1, $blocked );
		self::assertSame( self::START + 60, $blocked[0]->time );
		self::assertSame( '203.0.113.x', $blocked[0]->client );
		self::assertSame( '', $blocked[0]->fingerprint );
		self::assertSame( $this->order->id, $blocked[0]->order_id );
		self::assertSame( 'payment_failure', $blocked[0]->limit );
		self::assertSame( 1, ( new BlockedAttempts() )->total() );
		self::assertStringNotContainsString( '203.0.113.10', (string) wp_json_encode( get_option( BlockedAttempts::OPTION ) ), 'no full address is kept' );
		self::assertContains( 'Payment refused by the card-testing protection: too many declined payments from 203.0.113.x in the last hour.', $this->note_texts( $this->order->id ) );
	}

	public function test_one_card_declined_three_times_from_anywhere_is_refused_and_other_cards_are_not(): void {
		$guard = $this->guard();
		foreach ( array( '198.51.100.1', '198.51.100.2', '2001:db8:5::1' ) as $ip ) {
			$this->be_client( $ip );
			self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ) );
			self::decline( $guard, 1, 'fp_stolen' );
		}

		$this->be_client( '192.0.2.77' );
		$e = $this->refusal( $guard, 'pm_stolen_2' );

		self::assertNotNull( $e, 'another payment method of the same card, from a fourth address' );
		self::assertSame( 'card_failure', $e->data['limit'] );
		self::assertStringStartsWith( 'This card has been declined too many times, so payments with it are paused. Please use another card or payment method, or contact your bank.', $e->getMessage() );
		self::assertNull( $this->refusal( $guard, 'pm_other' ), 'another card' );
		self::assertNull( $this->refusal( $guard ), 'no payment method known yet' );
		$blocked = ( new BlockedAttempts() )->recent();
		self::assertSame( array( 'fp_stolen', '192.0.2.x', 'card_failure' ), array( $blocked[0]->fingerprint, $blocked[0]->client, $blocked[0]->limit ) );
		self::assertContains( 'Payment refused by the card-testing protection: the card (fingerprint fp_stolen) was declined too many times in the last hour.', $this->note_texts( $this->order->id ) );
	}

	public function test_a_card_decline_counts_with_the_cards_fingerprint_and_other_errors_do_not_count(): void {
		$guard   = $this->guard();
		$decline = StripeApiError::from_answer(
			402,
			array(
				'error' => array(
					'type'           => 'card_error',
					'code'           => 'card_declined',
					'decline_code'   => 'insufficient_funds',
					'message'        => 'Your card has insufficient funds.',
					'payment_intent' => array(
						'id'                 => 'pi_1',
						'status'             => 'requires_payment_method',
						'last_payment_error' => array(
							'type'           => 'card_error',
							'payment_method' => array(
								'id'   => 'pm_stolen_1',
								'card' => array( 'fingerprint' => 'fp_stolen' ),
							),
						),
					),
				),
			),
			'req_1'
		);
		$outage  = StripeApiError::from_answer( 500, array( 'error' => array( 'type' => 'api_error' ) ), 'req_2' );
		$refused = StripeApiError::from_answer( 401, array( 'error' => array( 'type' => 'invalid_request_error' ) ), 'req_3' );

		for ( $i = 0; $i < 10; $i++ ) {
			$guard->record_failure( $this->order, $outage );
			$guard->record_failure( $this->order, $refused );
		}
		self::assertNull( $this->refusal( $guard, 'pm_stolen_2' ), 'Stripe\'s failures are not the shopper\'s' );

		for ( $i = 0; $i < 3; $i++ ) {
			$this->be_client( '198.51.100.' . ( 40 + $i ) );
			$guard->record_failure( $this->order, $decline );
		}
		$this->be_client( '192.0.2.1' );

		self::assertSame( 'card_failure', $this->refusal( $guard, 'pm_stolen_2' )?->data['limit'] );
	}

	public function test_a_method_being_saved_is_refused_by_the_same_counts_without_an_order(): void {
		$guard     = $this->guard();
		$this->now = self::START + 600;
		self::decline( $guard, 5 );

		try {
			$guard->check_setup( 'pm_other' );
			self::fail( 'five declines from the client: the add-payment-method page refuses too' );
		} catch ( RateLimited $e ) {
			self::assertSame( 'payment_failure', $e->data['limit'] );
			self::assertSame( 'Too many payments have been declined from your connection, so payments from it are paused. Please try again in 50 mins.', $e->getMessage() );
		}
		$blocked = ( new BlockedAttempts() )->recent();
		self::assertSame( array( 0, '203.0.113.x', 'payment_failure' ), array( $blocked[0]->order_id, $blocked[0]->client, $blocked[0]->limit ), 'kept for the admin, with no order' );
		self::assertSame( array(), $this->note_texts( $this->order->id ) );
	}

	public function test_a_declined_setup_counts_with_the_fingerprint_of_the_method_posted_and_other_errors_do_not_count(): void {
		$guard   = $this->guard();
		$decline = StripeApiError::from_answer(
			402,
			array(
				'error' => array(
					'type'         => 'card_error',
					'code'         => 'card_declined',
					'decline_code' => 'generic_decline',
					'message'      => 'Your card was declined.',
				),
			),
			'req_1'
		);
		$outage  = StripeApiError::from_answer( 500, array( 'error' => array( 'type' => 'api_error' ) ), 'req_2' );
		for ( $i = 0; $i < 10; $i++ ) {
			$guard->record_setup_failure( $outage, 'pm_stolen_1' );
		}
		$guard->check_setup( 'pm_stolen_2' );

		for ( $i = 0; $i < 3; $i++ ) {
			$this->be_client( '198.51.100.' . ( 60 + $i ) );
			$guard->record_setup_failure( $decline, 'pm_stolen_1' );
		}
		$this->be_client( '192.0.2.9' );

		try {
			$guard->check_setup( 'pm_stolen_2' );
			self::fail( 'the same card, set up three times and declined, from a fourth address' );
		} catch ( RateLimited $e ) {
			self::assertSame( 'card_failure', $e->data['limit'] );
			self::assertStringStartsWith( 'This card has been declined too many times, so payments with it are paused.', $e->getMessage() );
		}
		self::assertSame( 'card_failure', $this->refusal( $guard, 'pm_stolen_1' )?->data['limit'], 'and so is paying with it at checkout: one count' );
		self::assertNull( $this->refusal( $guard, 'pm_other' ), 'another card' );
	}

	public function test_stripe_is_not_asked_for_a_fingerprint_while_no_card_was_declined_in_the_window(): void {
		$guard = $this->guard();
		self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ) );
		self::decline( $guard, 2 ); // Declines without a fingerprint: the client counts, no card.
		self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ) );
		self::assertSame( 0, $this->fingerprints->calls );

		self::decline( $guard, 1, 'fp_other' );
		self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ) );

		self::assertSame( 1, $this->fingerprints->calls );
	}

	public function test_the_next_window_starts_the_counts_again(): void {
		$guard = $this->guard();
		self::decline( $guard, 5, 'fp_stolen' );
		self::assertNotNull( $this->refusal( $guard, 'pm_stolen_1' ) );

		$this->now = self::START + 3600;

		self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ) );
	}

	public function test_the_counts_come_from_the_security_settings(): void {
		$this->limit_settings(
			array(
				'rate_limit_payment_failure_count' => 2,
				'rate_limit_card_failure'          => false,
			)
		);
		$guard = $this->guard();
		self::decline( $guard, 1, 'fp_stolen' );
		self::assertNull( $this->refusal( $guard ) );
		self::decline( $guard, 1, 'fp_stolen' );
		self::assertNotNull( $this->refusal( $guard ) );

		$this->be_client( '198.51.100.9' );
		self::decline( $guard, 1, 'fp_stolen' );
		self::assertNull( $this->refusal( $guard, 'pm_stolen_1' ), 'the per-card limit is off' );
	}

	public function test_with_the_protection_off_declines_do_not_count_and_nothing_is_refused(): void {
		$off = $this->guard( false );
		self::decline( $off, 10, 'fp_stolen' );
		self::assertNull( $this->refusal( $off, 'pm_stolen_1' ) );
		self::assertNull( $this->refusal( $this->guard(), 'pm_stolen_1' ), 'nothing was counted while it was off' );

		self::decline( $this->guard(), 10, 'fp_stolen' );
		self::assertNull( $this->refusal( $off, 'pm_stolen_1' ), 'switched off: counts are not checked' );
		self::assertSame( array(), ( new BlockedAttempts() )->recent() );
	}

	public function test_the_counts_are_shared_by_every_server_through_the_database_or_the_object_cache(): void {
		// Each guard has its own counters object, as two web servers would: only what is stored counts.
		self::decline( $this->guard(), 5 );
		self::assertNotNull( $this->refusal( $this->guard() ), 'database' );

		$this->be_client( '198.51.100.20' );
		self::decline( $this->guard( true, new CacheCounters( fn (): int => $this->now ) ), 5 );
		self::assertNotNull( $this->refusal( $this->guard( true, new CacheCounters( fn (): int => $this->now ) ) ), 'object cache' );
	}

	public function test_declines_recorded_by_other_processes_refuse_here(): void {
		global $wpdb;
		// The children see only committed rows: this test commits, and deletes its buckets after.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$fingerprint = 'fp_' . wp_generate_password( 12, false );
		$since       = time();
		try {
			$outputs = ParallelChildren::run(
				__DIR__ . '/record-declines.php',
				array(
					array( '198.51.100.31', $fingerprint, '2' ),
					array( '198.51.100.32', $fingerprint, '1' ),
				)
			);
			self::assertSame( array( 'done', 'done' ), $outputs );
			$this->fingerprints->fingerprints['pm_from_children'] = $fingerprint;

			$this->be_client( '192.0.2.80' );
			$e = $this->refusal( $this->guard( true, null, true ), 'pm_from_children' );

			self::assertNotNull( $e, 'three declines of the card in two other processes' );
			self::assertSame( 'card_failure', $e->data['limit'] );
		} finally {
			// phpcs:ignore WordPress.DB -- test clean-up of the buckets this test committed.
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . DatabaseCounters::name() . ' WHERE expires_at > %d', $since ) );
			delete_option( BlockedAttempts::OPTION );
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( OrderTables::NOTES ) . ' WHERE order_id = %d', $this->order->id ) ); // phpcs:ignore WordPress.DB
		}
	}

	public function test_an_address_is_masked_after_its_network(): void {
		self::assertSame( '203.0.113.x', BlockedAttempt::mask( '203.0.113.10' ) );
		self::assertSame( '2001:db8:5::/48', BlockedAttempt::mask( '2001:db8:5:7::1' ) );
		self::assertSame( '', BlockedAttempt::mask( '' ) );
		self::assertSame( '', BlockedAttempt::mask( 'not an address' ) );
	}

	public function test_the_list_keeps_the_latest_refusals_and_counts_them_all(): void {
		$blocked = new BlockedAttempts();
		for ( $i = 1; $i <= BlockedAttempts::KEEP + 3; $i++ ) {
			$blocked->add( new BlockedAttempt( self::START + $i, '203.0.113.x', '', $i, 'payment_failure' ) );
		}

		$recent = $blocked->recent();
		self::assertCount( BlockedAttempts::KEEP, $recent );
		self::assertSame( BlockedAttempts::KEEP + 3, $recent[0]->order_id, 'newest first' );
		self::assertSame( BlockedAttempts::KEEP + 3, $blocked->total() );
		self::assertSame( 10, $blocked->count_since( self::START + BlockedAttempts::KEEP - 6 ) );
	}
}
