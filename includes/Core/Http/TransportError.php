<?php
/**
 * No answer from another server.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * The request got no HTTP answer at all (no connection, a timeout, a TLS failure). An answer
 * with an error status is not one: the client reads it. Each client turns this into its own
 * domain error (a review provider's "network" error, a payment that could not be sent).
 */
final class TransportError extends \RuntimeException {
}
