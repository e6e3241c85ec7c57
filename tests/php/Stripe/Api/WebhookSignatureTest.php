<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Stripe\Api\InvalidWebhookSignature;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Tests\Stripe\StripePhp;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StripePhp.php';

/**
 * Our check of Stripe-Signature decides as the official library does (Webhook::constructEvent
 * and WebhookSignature::verifyHeader) on good, tampered, stale, several-signature and malformed
 * headers.
 */
final class WebhookSignatureTest extends TestCase {

	private const SECRET = 'whsec_test_5ecret';

	private const PAYLOAD = '{"id":"evt_1","object":"event","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","object":"payment_intent","amount":1000}}}';

	/**
	 * The header (made when the test runs, from the time then: the cases are collected minutes
	 * before some run), payload, secret, tolerance, and whether it is accepted.
	 *
	 * @return array<string, array{0: \Closure(int): string, 1: string, 2: string, 3: int, 4: bool}>
	 */
	public static function cases(): array {
		$sign    = static fn ( int $t, string $payload = self::PAYLOAD, string $secret = self::SECRET ): string => hash_hmac( 'sha256', $t . '.' . $payload, $secret );
		$good    = static fn ( int $now ): string => 't=' . $now . ',v1=' . $sign( $now );
		$other   = str_repeat( 'a', 64 );
		$payload = self::PAYLOAD;
		// One hex digit changed, whatever it was (a fixed replacement is no change 1 time in 16).
		$flip_last = static fn ( string $hex ): string => substr( $hex, 0, -1 ) . ( '0' === substr( $hex, -1 ) ? '1' : '0' );
		return array(
			'good'                             => array( static fn ( int $now ): string => $good( $now ), $payload, self::SECRET, 300, true ),
			'good, a v0 signature beside it'   => array( static fn ( int $now ): string => $good( $now ) . ',v0=' . $other, $payload, self::SECRET, 300, true ),
			'several v1, the second good'      => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . $other . ',v1=' . $sign( $now ), $payload, self::SECRET, 300, true ),
			'several v1, the first good'       => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . $sign( $now ) . ',v1=' . $other, $payload, self::SECRET, 300, true ),
			'several v1, none good'            => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . $other . ',v1=' . str_repeat( 'b', 64 ), $payload, self::SECRET, 300, false ),
			'the timestamp last'               => array( static fn ( int $now ): string => 'v1=' . $sign( $now ) . ',t=' . $now, $payload, self::SECRET, 300, true ),
			'a space before v1'                => array( static fn ( int $now ): string => 't=' . $now . ', v1=' . $sign( $now ), $payload, self::SECRET, 300, true ),
			'tampered payload'                 => array( static fn ( int $now ): string => $good( $now ), str_replace( '1000', '1', $payload ), self::SECRET, 300, false ),
			'payload with a trailing newline'  => array( static fn ( int $now ): string => $good( $now ), $payload . "\n", self::SECRET, 300, false ),
			'tampered signature'               => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . $flip_last( $sign( $now ) ), $payload, self::SECRET, 300, false ),
			'upper-case signature'             => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . strtoupper( $sign( $now ) ), $payload, self::SECRET, 300, false ),
			'tampered timestamp'               => array( static fn ( int $now ): string => 't=' . ( $now + 1 ) . ',v1=' . $sign( $now ), $payload, self::SECRET, 300, false ),
			'another secret'                   => array( static fn ( int $now ): string => $good( $now ), $payload, 'whsec_other', 300, false ),
			'stale: 10 minutes old'            => array( static fn ( int $now ): string => 't=' . ( $now - 600 ) . ',v1=' . $sign( $now - 600 ), $payload, self::SECRET, 300, false ),
			'4 minutes old'                    => array( static fn ( int $now ): string => 't=' . ( $now - 240 ) . ',v1=' . $sign( $now - 240 ), $payload, self::SECRET, 300, true ),
			'10 minutes ahead'                 => array( static fn ( int $now ): string => 't=' . ( $now + 600 ) . ',v1=' . $sign( $now + 600 ), $payload, self::SECRET, 300, false ),
			'stale but no tolerance'           => array( static fn ( int $now ): string => 't=' . ( $now - 86400 ) . ',v1=' . $sign( $now - 86400 ), $payload, self::SECRET, 0, true ),
			'stale with a wider tolerance'     => array( static fn ( int $now ): string => 't=' . ( $now - 600 ) . ',v1=' . $sign( $now - 600 ), $payload, self::SECRET, 900, true ),
			'two timestamps: the first counts' => array( static fn ( int $now ): string => 't=' . $now . ',t=' . ( $now - 5000 ) . ',v1=' . $sign( $now ), $payload, self::SECRET, 300, true ),
			'no timestamp'                     => array( static fn ( int $now ): string => 'v1=' . $sign( $now ), $payload, self::SECRET, 300, false ),
			'a timestamp that is no number'    => array( static fn ( int $now ): string => 't=now,v1=' . $sign( $now ), $payload, self::SECRET, 300, false ),
			'a spaced timestamp key'           => array( static fn ( int $now ): string => ' t=' . $now . ',v1=' . $sign( $now ), $payload, self::SECRET, 300, false ),
			'no v1'                            => array( static fn ( int $now ): string => 't=' . $now . ',v0=' . $sign( $now ), $payload, self::SECRET, 300, false ),
			'empty header'                     => array( static fn ( int $now ): string => '', $payload, self::SECRET, 300, false ),
			'garbage'                          => array( static fn ( int $now ): string => 'garbage', $payload, self::SECRET, 300, false ),
			'empty secret'                     => array( static fn ( int $now ): string => $good( $now ), $payload, '', 300, false ),
			'a unicode payload'                => array( static fn ( int $now ): string => 't=' . $now . ',v1=' . $sign( $now, '{"name":"Zoë 🛒"}' ), '{"name":"Zoë 🛒"}', self::SECRET, 300, true ),
		);
	}

	/**
	 * @dataProvider cases
	 */
	public function test_it_decides_as_the_official_library( \Closure $make_header, string $payload, string $secret, int $tolerance, bool $accepted ): void {
		StripePhp::load();
		$header = $make_header( time() );
		$ours   = $this->ours( $payload, $header, $secret, $tolerance );
		try {
			\Stripe\Webhook::constructEvent( $payload, $header, $secret, $tolerance );
			$theirs = true;
		} catch ( \Stripe\Exception\SignatureVerificationException $e ) {
			$theirs = false;
		}
		try {
			\Stripe\WebhookSignature::verifyHeader( $payload, $header, $secret, $tolerance );
			$theirs_header = true;
		} catch ( \Stripe\Exception\SignatureVerificationException $e ) {
			$theirs_header = false;
		}
		self::assertSame( $accepted, $theirs, 'The official library' );
		self::assertSame( $theirs_header, $theirs );
		self::assertSame( $theirs, $ours, 'Ours' );
	}

	public function test_the_time_of_the_check_can_be_given(): void {
		$header = WebhookSignature::header( self::PAYLOAD, self::SECRET, 1700000000 );
		WebhookSignature::verify( self::PAYLOAD, $header, self::SECRET, 300, 1700000299 );
		$this->addToAssertionCount( 1 );
		$this->expectException( InvalidWebhookSignature::class );
		WebhookSignature::verify( self::PAYLOAD, $header, self::SECRET, 300, 1700000301 );
	}

	public function test_the_header_we_write_is_the_official_librarys(): void {
		StripePhp::load();
		self::assertSame( \Stripe\WebhookSignature::generateSignatureHeader( self::PAYLOAD, self::SECRET, 1700000000 ), WebhookSignature::header( self::PAYLOAD, self::SECRET, 1700000000 ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function malformed(): array {
		return array(
			'a bare t'        => array( 't,v1=abc' ),
			'a bare v1'       => array( 't=1700000000,v1' ),
			'only commas'     => array( ',,,' ),
			'equals only'     => array( '=' ),
			'a negative time' => array( 't=-1,v1=abc' ),
		);
	}

	/**
	 * Headers that make the official library warn: ours refuses them quietly.
	 *
	 * @dataProvider malformed
	 */
	public function test_malformed_headers_are_refused_without_a_warning( string $header ): void {
		try {
			WebhookSignature::verify( self::PAYLOAD, $header, self::SECRET, 300, 1700000000 );
			self::fail( 'Accepted: ' . $header );
		} catch ( InvalidWebhookSignature $e ) {
			self::assertSame( 'vitrine_stripe_webhook_signature', $e->error_code );
			self::assertSame( \Vitrine\Core\Errors\ErrorKind::INVALID, $e->kind );
			self::assertNotSame( '', $e->reason );
		}
	}

	private function ours( string $payload, string $header, string $secret, int $tolerance ): bool {
		try {
			WebhookSignature::verify( $payload, $header, $secret, $tolerance );
			return true;
		} catch ( InvalidWebhookSignature $e ) {
			return false;
		}
	}
}
