<?php
/**
 * What the three offline methods share.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments\Offline;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderService;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;
use Vitrine\Payments\RefundResult;

/**
 * A method paid outside the shop (a transfer, a cheque, cash at the door): placing the order
 * moves it to its waiting status with a note, and sends the shopper to the order-received page,
 * which shows the merchant's instructions. Refunds are made by the merchant outside the shop
 * and recorded as manual refunds, so these methods do not support refunds through the gateway.
 */
abstract class OfflineGateway implements Gateway {

	/**
	 * @param Gateways               $gateways     The registry, for this gateway's settings.
	 * @param OrderService           $orders       Moves the order on.
	 * @param \Closure(Order): string $received_url The order-received page of an order.
	 */
	public function __construct(
		protected readonly Gateways $gateways,
		private readonly OrderService $orders,
		private readonly \Closure $received_url,
	) {
	}

	/** The status a placed order waits in: on-hold until the money arrives, or processing. */
	abstract protected function placed_status(): string;

	/** The note added to the order when it is placed, translated. */
	abstract protected function placed_note(): string;

	/** The default title, translated. */
	abstract protected function default_title(): string;

	/** The default description, translated. */
	abstract protected function default_description(): string;

	public function title(): string {
		$title = (string) $this->option( 'title' );
		return '' === $title ? $this->default_title() : $title;
	}

	public function description(): string {
		return (string) $this->option( 'description' );
	}

	/**
	 * What the shopper is told to do, on the order-received page and in the order emails.
	 */
	public function instructions(): string {
		return (string) $this->option( 'instructions' );
	}

	public function is_enabled(): bool {
		return true === $this->option( 'enabled' );
	}

	public function is_available( PaymentContext $context ): bool {
		return true;
	}

	public function supports( string $feature ): bool {
		return in_array( $feature, array( Gateway::FEATURE_PRODUCTS, Gateway::FEATURE_PAY_FOR_ORDER ), true );
	}

	public function payment_fields_html( string $page ): string {
		$description = $this->description();
		return '' === $description ? '' : wpautop( wp_kses_post( $description ) );
	}

	public function script_handles(): array {
		return array();
	}

	public function settings_fields(): array {
		$section = 'payment_' . $this->id();
		return array(
			SettingField::toggle( 'enabled', $section, __( 'Offer this payment method', 'vitrine' ) ),
			new SettingField(
				'title',
				$section,
				__( 'Title', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 100,
					'default'   => $this->default_title(),
				),
				__( 'The name shoppers see at checkout.', 'vitrine' )
			),
			new SettingField(
				'description',
				$section,
				__( 'Description', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 2000,
					'default'   => $this->default_description(),
				),
				__( 'Shown at checkout when shoppers choose this method. Links and basic formatting allowed.', 'vitrine' ),
				'textarea',
				static fn ( mixed $value ): string => wp_kses_post( (string) $value )
			),
			new SettingField(
				'instructions',
				$section,
				__( 'Instructions', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 2000,
					'default'   => '',
				),
				__( 'Shown on the order-received page and in the order emails.', 'vitrine' ),
				'textarea',
				static fn ( mixed $value ): string => wp_kses_post( (string) $value )
			),
		);
	}

	public function process_payment( Order $order, array $payment_data ): PaymentResult {
		$this->orders->transition( $order, $this->placed_status(), $this->placed_note() );
		return PaymentResult::success( ( $this->received_url )( $order ) );
	}

	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		return RefundResult::failure( __( 'This payment method cannot refund automatically: refund the customer yourself, then record a manual refund.', 'vitrine' ) );
	}

	protected function option( string $key ): mixed {
		return $this->gateways->option( $this->id(), $key );
	}
}
