<?php
/**
 * How the plugin talks HTTP to other servers.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * Sends one request and gives the answer, whatever its status. The composition root builds one
 * (WpTransport) for every client of a remote API (the review providers, a payment provider), so
 * that a test swaps it for a fake that records the requests and answers without a network (see
 * docs/architecture.md, "How tests swap a service").
 */
interface Transport {

	/**
	 * @throws TransportError When no answer came: no connection, a timeout, a TLS failure.
	 */
	public function send( HttpRequest $request ): HttpResponse;
}
