<?php
/**
 * What the ajax router answers.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Ajax;

/**
 * A status, a JSON body and extra headers, kept apart from sending so it can be tested.
 */
final class AjaxResponse {

	/**
	 * @param int                   $status  HTTP status.
	 * @param array<string, mixed>  $body    JSON body.
	 * @param array<string, string> $headers Extra headers.
	 */
	public function __construct(
		public readonly int $status,
		public readonly array $body,
		public readonly array $headers = array(),
	) {
	}

	/**
	 * The error shape shared with the REST API (code, message, data.status), plus "error": true
	 * and, when the data has one, "product_url" at the top level: the cart calls of the spec read
	 * those two to send the shopper to the product page.
	 *
	 * @param array<string, string> $headers Extra headers.
	 * @param array<string, mixed>  $data    Extra data.
	 */
	public static function error( string $code, string $message, int $status, array $headers = array(), array $data = array() ): self {
		$body = array(
			'code'    => $code,
			'message' => $message,
			'data'    => array_merge( $data, array( 'status' => $status ) ),
			'error'   => true,
		);
		if ( isset( $data['product_url'] ) ) {
			$body['product_url'] = (string) $data['product_url'];
		}
		return new self( $status, $body, $headers );
	}
}
