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
	 * The error shape shared with the REST API: code, message, data.status.
	 *
	 * @param array<string, string> $headers Extra headers.
	 * @param array<string, mixed>  $data    Extra data.
	 */
	public static function error( string $code, string $message, int $status, array $headers = array(), array $data = array() ): self {
		return new self(
			$status,
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => array_merge( $data, array( 'status' => $status ) ),
			),
			$headers
		);
	}
}
