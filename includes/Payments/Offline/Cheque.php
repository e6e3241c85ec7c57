<?php
/**
 * Cheque payments.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments\Offline;

use Vitrine\Orders\OrderStatus;

/**
 * The shopper sends a cheque; the order waits on-hold until it clears.
 */
final class Cheque extends OfflineGateway {

	public function id(): string {
		return 'cheque';
	}

	protected function default_title(): string {
		return __( 'Check payments', 'vitrine' );
	}

	protected function default_description(): string {
		return __( 'Please send a check to our store address.', 'vitrine' );
	}

	protected function placed_status(): string {
		return OrderStatus::ON_HOLD;
	}

	protected function placed_note(): string {
		return __( 'Awaiting check payment.', 'vitrine' );
	}
}
