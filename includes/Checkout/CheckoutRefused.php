<?php
/**
 * Why an order could not be placed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * A refusal with every message at once: the ones about a field (keyed by the form field's name,
 * billing_email, which the checkout page shows inline) and the general ones. Nothing was placed.
 */
final class CheckoutRefused extends DomainError {

	/**
	 * @param array<string, string> $fields   Form field name => translated message.
	 * @param list<string>          $messages General translated messages.
	 * @param string                $code     Error code.
	 * @param ErrorKind             $kind     What went wrong.
	 * @param bool                  $refresh  Whether the page should refresh the order review (totals changed).
	 */
	public function __construct(
		public readonly array $fields,
		public readonly array $messages,
		string $code = 'vitrine_checkout_invalid',
		ErrorKind $kind = ErrorKind::INVALID,
		public readonly bool $refresh = false,
	) {
		$all = array_merge( array_values( $fields ), $messages );
		parent::__construct(
			$code,
			implode( ' ', $all ),
			$kind,
			array(
				'params'   => $fields,
				'messages' => $all,
			)
		);
	}

	public static function message( string $code, string $message, ErrorKind $kind = ErrorKind::INVALID, bool $refresh = false ): self {
		return new self( array(), array( $message ), $code, $kind, $refresh );
	}
}
