<?php
/**
 * Refused product data.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * Carries one translated message per refused field; nothing was written.
 */
final class ProductValidationException extends \RuntimeException {

	/**
	 * @param array<string, string> $errors Field to message.
	 */
	public function __construct( public readonly array $errors ) {
		parent::__construct( implode( ' ', $errors ) );
	}
}
