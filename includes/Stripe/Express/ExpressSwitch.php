<?php
/**
 * Whether the express checkout is on.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * With the express checkout switched off in the settings, its ajax calls are answered 403
 * vitrine_stripe_express_disabled before they run (a page cached while it was on may still call
 * them). It is off when every wallet is switched off in the Stripe settings, when the Stripe
 * gateway is off, or when its mode has no keys.
 */
final class ExpressSwitch {

	/** @var \Closure(): bool */
	private \Closure $enabled;

	/**
	 * @param (\Closure(): bool) $enabled Whether it is on.
	 */
	public function __construct( \Closure $enabled ) {
		$this->enabled = $enabled;
	}

	/** On while any wallet is switched on. */
	public static function from_settings( StripeSettings $stripe ): self {
		return new self( static fn (): bool => $stripe->express_ready() );
	}

	public function is_on(): bool {
		return ( $this->enabled )();
	}

	/**
	 * On vitrine_ajax_pre_dispatch: refuses the express calls while it is off.
	 *
	 * @param AjaxResponse|null $early  An answer another filter gave, or null.
	 * @param string            $name   The endpoint.
	 * @param string            $method The HTTP method.
	 */
	public function on_ajax_pre_dispatch( mixed $early, string $name, string $method ): mixed {
		if ( null !== $early || $this->is_on() || ! in_array( $name, array_values( ExpressNonces::ENDPOINTS ), true ) ) {
			return $early;
		}
		return AjaxResponse::error( 'vitrine_stripe_express_disabled', __( 'Express checkout is not available.', 'vitrine' ), 403 );
	}
}
