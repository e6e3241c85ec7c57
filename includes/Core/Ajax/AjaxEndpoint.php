<?php
/**
 * An endpoint of the light ajax router.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Ajax;

use Vitrine\Core\Errors\DomainError;

/**
 * One endpoint of ?vitrine-ajax=%%endpoint%%: its name, methods, nonce and argument schema.
 */
interface AjaxEndpoint {

	/**
	 * The endpoint's name in the URL, snake_case: add_to_cart.
	 */
	public function name(): string;

	/**
	 * Allowed HTTP methods, upper case.
	 *
	 * @return list<string>
	 */
	public function methods(): array;

	/**
	 * The nonce action the request must carry in the X-Vitrine-Nonce header or the
	 * security (or _ajax_nonce) field; null for read-only endpoints that change nothing.
	 */
	public function nonce_action(): ?string;

	/**
	 * JSON schema of each argument, as for REST args (type, required, enum, minimum, ...).
	 * A key ending in * (attribute_*) covers every parameter with that prefix, at most
	 * maxProperties of them (AjaxRouter::WILDCARD_MAX_KEYS by default) and
	 * AjaxRouter::WILDCARD_MAX_BYTES in all. Parameters the schema does not name are dropped.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function args(): array;

	/**
	 * Does the work with validated, sanitized arguments.
	 *
	 * @param array<string, mixed> $args The arguments.
	 * @return array<string, mixed>|AjaxResponse The JSON answer (status 200), or a whole answer
	 *                                           for calls whose failure has a shape of its own
	 *                                           (the spec's checkout: result, messages, refresh).
	 * @throws DomainError When the request cannot be served; nothing has been changed.
	 */
	public function handle( array $args ): array|AjaxResponse;
}
