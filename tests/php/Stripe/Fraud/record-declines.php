<?php
/**
 * Child process of CardTestingGuardTest, another web server: loads the test WordPress, says
 * "ready", waits for "go", then records N declines of one card from one client address through
 * its own card-testing guard and counters, and prints "done".
 *
 * Usage (environment as for PHPUnit): php record-declines.php <client ip> <fingerprint> <N>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 4 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$_SERVER['REMOTE_ADDR'] = (string) $argv[1];
$vitrine_fingerprint    = (string) $argv[2];
$vitrine_times          = (int) $argv[3];
$vitrine_plugin         = \Vitrine\Plugin::instance();
$vitrine_client         = new \Vitrine\Core\RateLimit\ClientAddress( $vitrine_plugin->settings );
$vitrine_guard          = new \Vitrine\Stripe\Fraud\CardTestingGuard(
	new \Vitrine\Core\RateLimit\RateLimiter( $vitrine_plugin->settings, $vitrine_client, new \Vitrine\Core\RateLimit\DatabaseCounters() ),
	$vitrine_client,
	new \Vitrine\Stripe\Fraud\BlockedAttempts(),
	$vitrine_plugin->get( \Vitrine\Orders\Storage\OrderNotes::class ),
	new class() implements \Vitrine\Stripe\Fraud\PaymentMethodFingerprints {
		public function of( string $payment_method_id ): string {
			return '';
		}
	},
	static fn (): bool => true
);

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}
for ( $vitrine_i = 0; $vitrine_i < $vitrine_times; $vitrine_i++ ) {
	$vitrine_guard->record_decline( $vitrine_fingerprint );
}
fwrite( STDOUT, "done\n" );
