<?php
/**
 * Direct bank transfer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments\Offline;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Orders\OrderStatus;

/**
 * The shopper transfers the money; the order waits on-hold until the merchant sees it arrive.
 * The bank account details are shown with the instructions.
 */
final class BankTransfer extends OfflineGateway {

	public function id(): string {
		return 'bacs';
	}

	protected function default_title(): string {
		return __( 'Direct bank transfer', 'vitrine' );
	}

	protected function default_description(): string {
		return __( 'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will not be shipped until the funds have cleared in our account.', 'vitrine' );
	}

	protected function placed_status(): string {
		return OrderStatus::ON_HOLD;
	}

	protected function placed_note(): string {
		return __( 'Awaiting bank transfer payment.', 'vitrine' );
	}

	/**
	 * The instructions followed by the account details.
	 */
	public function instructions(): string {
		$account = trim( (string) $this->option( 'account_details' ) );
		return trim( parent::instructions() . ( '' === $account ? '' : "\n\n" . $account ) );
	}

	public function settings_fields(): array {
		$fields   = parent::settings_fields();
		$fields[] = new SettingField(
			'account_details',
			'payment_' . $this->id(),
			__( 'Account details', 'vitrine' ),
			array(
				'type'      => 'string',
				'maxLength' => 2000,
				'default'   => '',
			),
			__( 'Account holder, bank, IBAN and BIC (or account number and sort code), as shoppers should copy them.', 'vitrine' ),
			'textarea',
			static fn ( mixed $value ): string => sanitize_textarea_field( (string) $value )
		);
		return $fields;
	}
}
