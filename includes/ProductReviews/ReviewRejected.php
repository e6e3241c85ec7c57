<?php
/**
 * A review the shop refuses to save.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductReviews;

/**
 * Thrown before anything is written; carries a code, a human message and the HTTP status.
 */
final class ReviewRejected extends \RuntimeException {

	/**
	 * @param string $error_code Machine-readable code, prefixed vitrine_.
	 * @param string $message    Translated message for people.
	 * @param int    $status     HTTP status.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
	) {
		parent::__construct( $message, $status );
	}
}
