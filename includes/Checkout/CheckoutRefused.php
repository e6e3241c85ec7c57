<?php
/**
 * Why an order could not be placed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Rest\RouteException;

/**
 * A refusal with every message at once: the ones about a field (keyed by the form field's name,
 * billing_email, which the checkout page shows inline) and the general ones. Nothing was placed.
 */
final class CheckoutRefused extends RouteException {

	/**
	 * @param array<string, string> $fields   Form field name => translated message.
	 * @param list<string>          $messages General translated messages.
	 * @param string                $code     Error code.
	 * @param int                   $status   HTTP status.
	 * @param bool                  $refresh  Whether the page should refresh the order review (totals changed).
	 */
	public function __construct(
		public readonly array $fields,
		public readonly array $messages,
		string $code = 'vitrine_checkout_invalid',
		int $status = 400,
		public readonly bool $refresh = false,
	) {
		$all = array_merge( array_values( $fields ), $messages );
		parent::__construct(
			$code,
			implode( ' ', $all ),
			$status,
			array(
				'params'   => $fields,
				'messages' => $all,
			)
		);
	}

	public static function message( string $code, string $message, int $status = 400, bool $refresh = false ): self {
		return new self( array(), array( $message ), $code, $status, $refresh );
	}
}
