<?php
/**
 * Plugin Name: Vitrine test: schema log
 * Description: On the release specs' bare sites: writes a line "FROM TO" to logs/schema.log each time the migrator records a schema version (Core\Install\Migrator stores it in vitrine_schema_version after each migration), so that a spec can tell that an upgrade's migrations ran, and ran once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

$vitrine_test_schema_log = static function ( $old_value, $value ): void {
	$file = dirname( (string) WP_DEBUG_LOG ) . '/schema.log';
	file_put_contents( $file, ( (int) $old_value ) . ' ' . ( (int) $value ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions
};
add_action( 'update_option_vitrine_schema_version', $vitrine_test_schema_log, 10, 2 );
add_action(
	'add_option_vitrine_schema_version',
	static function ( $option, $value ) use ( $vitrine_test_schema_log ): void {
		$vitrine_test_schema_log( 0, $value );
	},
	10,
	2
);
