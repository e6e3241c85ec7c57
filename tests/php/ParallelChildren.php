<?php
/**
 * Real parallel PHP processes for the concurrency tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests;

/**
 * Starts one child PHP process per argument list, waits until each has loaded WordPress and
 * printed "ready", releases them all at once with "go" on their standard input, and collects
 * the line each prints when done. A child that does not answer within the time limit is ended,
 * so that a stuck child fails the test instead of hanging the run.
 *
 * The child script loads the test site (bin/wp/bootstrap.php), prints "ready", waits for "go",
 * does its work and prints one line.
 */
final class ParallelChildren {

	/**
	 * @param string             $script  The child script's path.
	 * @param list<list<string>> $args    One argument list per child.
	 * @param int                $seconds How long all children may take together.
	 * @return list<string> Each child's line; "failed " and its error output for one that said nothing.
	 * @throws \RuntimeException When a child cannot be started or does not load WordPress in time.
	 */
	public static function run( string $script, array $args, int $seconds = 60 ): array {
		$children = array();
		foreach ( $args as $child_args ) {
			$pipes = array();
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the point: real parallel processes.
			$process = proc_open(
				array_merge( array( PHP_BINARY, $script ), $child_args ),
				array(
					0 => array( 'pipe', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes
			);
			if ( ! is_resource( $process ) ) {
				throw new \RuntimeException( 'A child process could not be started.' );
			}
			$children[] = array( $process, $pipes );
		}
		$deadline  = time() + $seconds;
		$not_ready = 0;
		foreach ( $children as list( , $pipes ) ) {
			if ( 'ready' !== self::read_line( $pipes[1], $deadline ) ) {
				++$not_ready;
			}
		}
		if ( $not_ready > 0 ) {
			// Stop them before reading what they said: reading a running child's errors waits for it forever.
			$errors = array();
			foreach ( $children as list( $process, $pipes ) ) {
				proc_terminate( $process );
				$errors[] = trim( (string) stream_get_contents( $pipes[2] ) );
				foreach ( $pipes as $pipe ) {
					fclose( $pipe );
				}
				proc_close( $process );
			}
			throw new \RuntimeException( "{$not_ready} children did not load WordPress in time: " . implode( ' | ', array_filter( $errors ) ) );
		}
		foreach ( $children as list( , $pipes ) ) {
			fwrite( $pipes[0], "go\n" );
			fflush( $pipes[0] );
		}
		$outputs = array();
		foreach ( $children as list( $process, $pipes ) ) {
			$line = self::read_line( $pipes[1], $deadline );
			if ( '' === $line ) {
				// Silent past the deadline, or ended with an error: stop it, then read its errors.
				proc_terminate( $process );
				$line = 'failed ' . trim( (string) stream_get_contents( $pipes[2] ) );
			}
			foreach ( $pipes as $pipe ) {
				fclose( $pipe );
			}
			proc_close( $process );
			$outputs[] = trim( $line );
		}
		return $outputs;
	}

	/**
	 * @param resource $pipe     A child's output.
	 * @param int      $deadline Unix time.
	 */
	private static function read_line( $pipe, int $deadline ): string {
		$read  = array( $pipe );
		$none  = null;
		$ready = stream_select( $read, $none, $none, max( 0, $deadline - time() ) );
		$line  = $ready > 0 ? fgets( $pipe ) : false;
		return false === $line ? '' : trim( $line );
	}
}
