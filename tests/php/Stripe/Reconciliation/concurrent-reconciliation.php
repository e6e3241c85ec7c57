<?php
/**
 * Child process of ReconciliationConcurrencyTest: loads the test WordPress with Stripe answered
 * by a StripeStub holding the given intents, says "ready", waits for "go", runs the
 * reconciliation job once and prints what it answered and the paths it asked Stripe for, as JSON.
 *
 * Usage (environment as for PHPUnit): php concurrent-reconciliation.php <intents.json> <now>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 4 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

require_once dirname( __DIR__ ) . '/Webhooks/StripeStub.php';

$vitrine_stub = new \Vitrine\Tests\Stripe\Webhooks\StripeStub();
foreach ( (array) json_decode( (string) file_get_contents( (string) $argv[1] ), true ) as $vitrine_intent ) {
	$vitrine_stub->put( $vitrine_intent );
}
$vitrine_job = \Vitrine\Plugin::instance()->container->with(
	array(
		\Vitrine\Core\Http\Transport::class        => $vitrine_stub,
		\Vitrine\Stripe\Api\SecretKeySource::class => new \Vitrine\Stripe\Api\FixedSecretKey( 'sk_test_reconciliation' ),
		\Vitrine\Stripe\Api\RetryPolicy::class     => new \Vitrine\Stripe\Api\RetryPolicy( static function (): void {} ),
	)
)->get( \Vitrine\Stripe\Reconciliation\Reconciliation::class );

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$vitrine_result = $vitrine_job->run( (int) $argv[2] );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite(
	STDOUT,
	(string) wp_json_encode(
		array(
			'result' => $vitrine_result,
			'paths'  => array_map( static fn ( $request ): string => (string) wp_parse_url( $request->url, PHP_URL_PATH ), $vitrine_stub->requests ),
		)
	) . "\n"
);
