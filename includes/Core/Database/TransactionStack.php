<?php
/**
 * The open run() calls of one database connection.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * One frame per Transaction::run() under way on a connection, outermost first. A frame keeps the
 * callbacks of the nested runs that were released into it, which wait for the outcome of the
 * enclosing transaction. Only Transaction uses it.
 *
 * @internal
 */
final class TransactionStack {

	/** @var list<TransactionFrame> */
	private array $frames = array();

	/**
	 * How many run() calls are under way.
	 */
	public function depth(): int {
		return count( $this->frames );
	}

	public function push(): void {
		$this->frames[] = new TransactionFrame();
	}

	/**
	 * @throws \LogicException When no frame is open.
	 */
	public function pop(): TransactionFrame {
		$frame = array_pop( $this->frames );
		if ( null === $frame ) {
			throw new \LogicException( 'No transaction frame is open.' );
		}
		return $frame;
	}

	/**
	 * The innermost frame, or null.
	 */
	public function top(): ?TransactionFrame {
		return array() === $this->frames ? null : $this->frames[ count( $this->frames ) - 1 ];
	}
}
