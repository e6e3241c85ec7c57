<?php
/**
 * Cash on delivery.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments\Offline;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Orders\OrderStatus;
use Vitrine\Payments\PaymentContext;

/**
 * The shopper pays when the parcel arrives (or at pickup): the order goes to processing at once,
 * so the merchant ships it. Offered only for orders that ship, by the chosen shipping methods,
 * unless the merchant accepts it for virtual orders.
 */
final class CashOnDelivery extends OfflineGateway {

	public function id(): string {
		return 'cod';
	}

	protected function default_title(): string {
		return __( 'Cash on delivery', 'vitrine' );
	}

	protected function default_description(): string {
		return __( 'Pay with cash upon delivery.', 'vitrine' );
	}

	protected function placed_status(): string {
		return OrderStatus::PROCESSING;
	}

	protected function placed_note(): string {
		return __( 'Payment to be made upon delivery.', 'vitrine' );
	}

	public function is_available( PaymentContext $context ): bool {
		if ( ! $context->needs_shipping ) {
			return true === $this->option( 'accept_virtual' );
		}
		$methods = array_filter( array_map( 'trim', explode( ',', (string) $this->option( 'shipping_methods' ) ) ) );
		// No chosen methods in the settings: every shipping method may be paid on delivery.
		return array() === $methods || array() !== array_intersect( $methods, $context->shipping_method_ids );
	}

	public function settings_fields(): array {
		$section  = 'payment_' . $this->id();
		$fields   = parent::settings_fields();
		$fields[] = new SettingField(
			'shipping_methods',
			$section,
			__( 'Only for these shipping methods', 'vitrine' ),
			array(
				'type'    => 'string',
				'pattern' => '^\s*([a-z_]+\s*(,\s*[a-z_]+\s*)*)?$',
				'default' => '',
			),
			__( 'Method ids separated by commas (flat_rate, free_shipping, local_pickup). Empty: every shipping method.', 'vitrine' ),
			'text',
			null,
			/* translators: %s: the setting's label. */
			__( '%s: write shipping method ids such as flat_rate or local_pickup, separated by commas.', 'vitrine' )
		);
		$fields[] = SettingField::toggle( 'accept_virtual', $section, __( 'Accept for orders with nothing to ship', 'vitrine' ) );
		return $fields;
	}
}
