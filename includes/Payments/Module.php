<?php
/**
 * The payments module: the gateways registry and the three offline methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

use Vitrine\Core\InitPriority;

/**
 * Registers bank transfer, cheque and cash on delivery on `vitrine_payment_gateways` (first, so
 * they come first in the list unless an extension reorders it), and gives every gateway its
 * settings section once all are known.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param Gateways      $gateways The registry.
	 * @param list<Gateway> $offline  Bank transfer, cheque and cash on delivery.
	 */
	public function __construct(
		private readonly Gateways $gateways,
		private readonly array $offline,
	) {
	}

	public function register(): void {
		$offline = $this->offline;
		add_filter( 'vitrine_payment_gateways', static fn ( array $gateways ): array => array_merge( $offline, $gateways ), 5 );
		// Every plugin has added its gateways by init, and nothing has read settings yet.
		add_action( 'init', array( $this->gateways, 'register_settings' ), InitPriority::LATE_SETTINGS );
	}
}
