<?php
/**
 * One Transaction::run() under way, and the callbacks waiting for its outcome.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * The on_commit and on_rollback callbacks of the nested runs that finished inside this one: they
 * run when this one's transaction commits or rolls back, or move on to the enclosing frame when
 * this one is a savepoint that is released. Only Transaction uses it.
 *
 * @internal
 */
final class TransactionFrame {

	/** @var list<\Closure(): void> */
	private array $on_commit = array();

	/** @var list<\Closure(bool): void> */
	private array $on_rollback = array();

	/**
	 * A nested run was released into this frame: its callbacks, and those it had collected,
	 * now wait for this frame's outcome.
	 *
	 * @param TransactionFrame                $inner       The released frame.
	 * @param (\Closure(): void)|null         $on_commit   The released run's own.
	 * @param (\Closure(bool): void)|null     $on_rollback The released run's own.
	 */
	public function adopt( self $inner, ?\Closure $on_commit, ?\Closure $on_rollback ): void {
		array_push( $this->on_commit, ...$inner->on_commit );
		array_push( $this->on_rollback, ...$inner->on_rollback );
		if ( null !== $on_commit ) {
			$this->on_commit[] = $on_commit;
		}
		if ( null !== $on_rollback ) {
			$this->on_rollback[] = $on_rollback;
		}
	}

	/**
	 * The transaction was committed: the nested runs' on_commit in the order they finished, then
	 * the run's own.
	 *
	 * @param (\Closure(): void)|null $own The run's own on_commit.
	 */
	public function committed( ?\Closure $own ): void {
		foreach ( $this->on_commit as $callback ) {
			$callback();
		}
		if ( null !== $own ) {
			$own();
		}
	}

	/**
	 * This frame's work was rolled back: the nested runs' on_rollback (innermost work first),
	 * then the run's own.
	 *
	 * @param bool                        $ended Whether the whole transaction ended (false: a savepoint).
	 * @param (\Closure(bool): void)|null $own   The run's own on_rollback.
	 */
	public function rolled_back( bool $ended, ?\Closure $own ): void {
		foreach ( array_reverse( $this->on_rollback ) as $callback ) {
			$callback( $ended );
		}
		if ( null !== $own ) {
			$own( $ended );
		}
	}
}
