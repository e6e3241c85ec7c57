<?php
/**
 * Copies a WooCommerce shop's data into Vitrine, in resumable batches.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Core\Database\Transaction;
use Vitrine\Migration\MigrationError;

/**
 * One migration at a time, kept in an option that is not autoloaded: its mode (dry: every item
 * checked, nothing written; run: copied), its steps in order (products, coupons, customers,
 * orders: orders find the products and customers copied before them), a cursor per step (the
 * last WooCommerce id done), the counts and every skip with its reasons. A batch takes the next
 * items; in a run each item is written in its own transaction and the cursor is saved after it,
 * so a batch that stops halfway is resumed by the next call, and an item done twice (the process
 * lost between its commit and the cursor's save) is found again through its WooCommerce id.
 */
final class WooMigration {

	public const OPTION = 'vitrine_woo_migration';

	public const BATCH = 20;

	/** The report keeps this many skips; the counts keep counting. */
	public const MAX_SKIPS = 500;

	/**
	 * @param WooSource     $source      WooCommerce's data.
	 * @param list<WooStep> $steps       The steps, in order.
	 * @param Transaction   $transaction One per item.
	 */
	public function __construct(
		private readonly WooSource $source,
		private readonly array $steps,
		private readonly Transaction $transaction,
	) {
	}

	/**
	 * What WooCommerce's data holds: items per step, where the orders are.
	 *
	 * @return array{found: bool, counts: array<string, int>, orders_storage: string}
	 */
	public function found(): array {
		$counts = array();
		foreach ( $this->steps as $step ) {
			$counts[ $step->key() ] = $step->count();
		}
		return array(
			'found'          => array_sum( $counts ) > 0,
			'counts'         => $counts,
			'orders_storage' => $this->source->order_storage(),
		);
	}

	/**
	 * Starts a dry run or a copy.
	 *
	 * @param string $mode dry or run.
	 * @return array<string, mixed> The job.
	 * @throws MigrationError NOT_FOUND when WooCommerce's data is not there; CONFLICT while a copy is under way.
	 */
	public function start( string $mode ): array {
		$current = $this->job();
		if ( null !== $current && 'run' === $current['mode'] && 'running' === $current['status'] ) {
			throw MigrationError::conflict( 'vitrine_woo_running', __( 'A copy from WooCommerce is under way: resume it before starting another.', 'vitrine' ) );
		}
		$found = $this->found();
		if ( ! $found['found'] ) {
			throw MigrationError::not_found( 'vitrine_woo_not_found', __( 'No WooCommerce data was found in this site’s database.', 'vitrine' ) );
		}
		$counts = array();
		foreach ( $this->steps as $step ) {
			$counts[ $step->key() ] = array_fill_keys( array( Outcome::CREATED, Outcome::UPDATED, Outcome::UNCHANGED, Outcome::SKIPPED ), 0 );
		}
		$job = array(
			'id'       => strtolower( wp_generate_password( 12, false ) ),
			'mode'     => 'dry' === $mode ? 'dry' : 'run',
			'status'   => 'running',
			'user'     => get_current_user_id(),
			'started'  => time(),
			'finished' => 0,
			'step'     => 0,
			'cursors'  => array_fill_keys( array_keys( $found['counts'] ), 0 ),
			'totals'   => $found['counts'],
			'done'     => array_fill_keys( array_keys( $found['counts'] ), 0 ),
			'counts'   => $counts,
			'skipped'  => array(),
			'storage'  => $found['orders_storage'],
		);
		$this->save( $job );
		return $job;
	}

	/**
	 * The migration under way or last done; null when none.
	 *
	 * @return array<string, mixed>|null
	 */
	public function job(): ?array {
		$job = get_option( self::OPTION );
		return is_array( $job ) && isset( $job['id'], $job['cursors'] ) ? $job : null;
	}

	/**
	 * Does the next items, at most $limit, from where the last call stopped.
	 *
	 * @return array<string, mixed> The job.
	 * @throws MigrationError NOT_FOUND when there is no migration.
	 */
	public function batch( int $limit = self::BATCH ): array {
		$job = $this->job();
		if ( null === $job ) {
			throw MigrationError::not_found( 'vitrine_woo_no_job', __( 'No copy from WooCommerce was started.', 'vitrine' ) );
		}
		$left = max( 1, $limit );
		while ( 'running' === $job['status'] && $left > 0 ) {
			$step = $this->steps[ (int) $job['step'] ] ?? null;
			if ( null === $step ) {
				$job['status']   = 'done';
				$job['finished'] = time();
				break;
			}
			$key = $step->key();
			$ids = $step->ids( (int) $job['cursors'][ $key ], $left );
			if ( array() === $ids ) {
				++$job['step'];
				$this->save( $job );
				continue;
			}
			foreach ( $ids as $id ) {
				$job                    = $this->item( $job, $step, $id );
				$job['cursors'][ $key ] = $id;
				++$job['done'][ $key ];
				--$left;
				$this->save( $job );
			}
		}
		$this->save( $job );
		return $job;
	}

	/**
	 * One item: planned (dry run) or copied in its own transaction.
	 *
	 * @param array<string, mixed> $job The job.
	 * @return array<string, mixed> The job, its counts and skips updated.
	 */
	private function item( array $job, WooStep $step, int $id ): array {
		try {
			$outcome = 'dry' === $job['mode'] ? $step->plan( $id ) : $this->transaction->run( fn (): Outcome => $step->copy( $id ) );
		} catch ( \Throwable $e ) {
			$outcome = Outcome::skipped( '#' . $id, array( self::message( $e ) ) );
		}
		$key = $step->key();
		++$job['counts'][ $key ][ $outcome->result ];
		if ( Outcome::SKIPPED === $outcome->result ) {
			$job = self::skip( $job, $key, $id, $outcome->name, $outcome->reasons );
		}
		foreach ( $outcome->parts as $part ) {
			$job = self::skip( $job, $part['kind'], $id, $outcome->name, array( $part['reason'] ) );
		}
		return $job;
	}

	/**
	 * @param array<string, mixed> $job     The job.
	 * @param list<string>         $reasons Why.
	 * @return array<string, mixed>
	 */
	private static function skip( array $job, string $kind, int $id, string $name, array $reasons ): array {
		if ( count( $job['skipped'] ) < self::MAX_SKIPS ) {
			$job['skipped'][] = array(
				'kind'    => $kind,
				'id'      => $id,
				'name'    => $name,
				'reasons' => $reasons,
			);
		}
		return $job;
	}

	/**
	 * A failed item's reason: the catalog's messages as they are, anything else named.
	 */
	private static function message( \Throwable $e ): string {
		if ( $e instanceof \Vitrine\Catalog\ProductValidationException ) {
			return implode( ' ', array_map( 'strval', $e->errors ) );
		}
		/* translators: %s: the error's message (for developers). */
		return sprintf( __( 'It could not be written: %s', 'vitrine' ), $e->getMessage() );
	}

	/**
	 * @param array<string, mixed> $job The job.
	 */
	private function save( array $job ): void {
		update_option( self::OPTION, $job, false );
	}

	/**
	 * What the screen shows of a job.
	 *
	 * @param array<string, mixed> $job The job.
	 * @return array<string, mixed>
	 */
	public static function status( array $job ): array {
		return array(
			'id'       => (string) $job['id'],
			'mode'     => (string) $job['mode'],
			'status'   => (string) $job['status'],
			'storage'  => (string) $job['storage'],
			'started'  => (int) $job['started'],
			'finished' => (int) $job['finished'],
			'totals'   => array_map( 'intval', (array) $job['totals'] ),
			'done'     => array_map( 'intval', (array) $job['done'] ),
			'counts'   => (array) $job['counts'],
			'skipped'  => array_values( (array) $job['skipped'] ),
		);
	}
}
