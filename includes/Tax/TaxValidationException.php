<?php
/**
 * Refused tax data.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

/**
 * Carries one translated message per refused field (country, rate, postcodes, name, slug...);
 * nothing was written.
 */
final class TaxValidationException extends \RuntimeException {

	/**
	 * @param array<string, string> $errors Field to message.
	 */
	public function __construct( public readonly array $errors ) {
		parent::__construct( implode( ' ', $errors ) );
	}
}
