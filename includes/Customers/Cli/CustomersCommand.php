<?php
/**
 * wp vitrine customers: the customers summary table from the command line.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers\Cli;

use Vitrine\Customers\CustomerSummary;

/**
 * `wp vitrine customers rebuild`: recomputes every customer of Vitrine > Customers from the
 * orders, in batches, at once (after orders were written past Vitrine, by SQL or another tool;
 * an upgrade does the same on WP-Cron).
 */
final class CustomersCommand {

	public function __construct( private readonly CustomerSummary $summary ) {
	}

	/**
	 * Adds the command (WP-CLI's class is only there when WP-CLI runs).
	 */
	public static function register( CustomerSummary $summary ): void {
		$command = new self( $summary );
		call_user_func(
			array( 'WP_CLI', 'add_command' ),
			'vitrine customers rebuild',
			array( $command, 'rebuild' ),
			array( 'shortdesc' => 'Recomputes the customers summary table (Vitrine > Customers) from the orders.' )
		);
	}

	/**
	 * Recomputes the customers summary table from the orders.
	 *
	 * @param list<string>          $args       None.
	 * @param array<string, string> $assoc_args None.
	 */
	public function rebuild( array $args = array(), array $assoc_args = array() ): void {
		unset( $args, $assoc_args );
		$started = microtime( true );
		$count   = $this->summary->rebuild(
			static function ( int $done ): void {
				call_user_func( array( 'WP_CLI', 'log' ), sprintf( '%d customers recomputed', $done ) );
			}
		);
		call_user_func( array( 'WP_CLI', 'success' ), sprintf( '%d customers recomputed from the orders in %.1f s.', $count, microtime( true ) - $started ) );
	}
}
