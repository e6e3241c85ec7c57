<?php
/**
 * The express checkout's ajax endpoints, as one service.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;

/**
 * The eight endpoints (the seven calls and stripe_express_nonces), built together in
 * Services.php over one ExpressCart, so that the Stripe module adds them to the router and tests
 * can route them over a cart session of their own.
 */
final class ExpressEndpoints {

	/**
	 * @param list<AjaxEndpoint> $endpoints The endpoints.
	 */
	public function __construct( public readonly array $endpoints ) {
	}
}
