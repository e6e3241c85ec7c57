<?php
/**
 * A stand-in for WP-CLI's class (not installed in the test environment): it keeps the commands
 * added and the lines said, so that a command's own code runs for real.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable Generic.Files.OneObjectStructurePerFile, PEAR.NamingConventions.ValidClassName, WordPress.NamingConventions.ValidVariableName
/**
 * WP-CLI's static API, as far as our commands use it.
 */
final class WP_CLI {

	/** @var array<string, callable> */
	public static array $commands = array();

	/** @var list<string> */
	public static array $said = array();

	/**
	 * @param string               $name     The command.
	 * @param callable             $callable What runs it.
	 * @param array<string, mixed> $args     Its description.
	 */
	public static function add_command( string $name, callable $callable, array $args = array() ): void {
		unset( $args );
		self::$commands[ $name ] = $callable;
	}

	public static function log( string $message ): void {
		self::$said[] = $message;
	}

	public static function success( string $message ): void {
		self::$said[] = 'success: ' . $message;
	}
}
