<?php
/**
 * A gateway whose payment does what the test says, for the form tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;
use Vitrine\Payments\RefundResult;

/**
 * Available everywhere; process_payment() runs $pay, which answers a result or throws.
 */
final class ScriptedGateway implements Gateway {

	public const ID = 'scripted';

	/** @var \Closure(Order): PaymentResult */
	public \Closure $pay;

	public function __construct() {
		$this->pay = static fn (): PaymentResult => PaymentResult::failure( 'Not scripted.' );
	}

	public function id(): string {
		return self::ID;
	}

	public function title(): string {
		return 'Scripted card';
	}

	public function description(): string {
		return '';
	}

	public function is_enabled(): bool {
		return true;
	}

	public function is_available( PaymentContext $context ): bool {
		return true;
	}

	public function supports( string $feature ): bool {
		return in_array( $feature, array( Gateway::FEATURE_PRODUCTS, Gateway::FEATURE_PAY_FOR_ORDER ), true );
	}

	/**
	 * @return list<SettingField>
	 */
	public function settings_fields(): array {
		return array();
	}

	public function payment_fields_html( string $page ): string {
		return '';
	}

	/**
	 * @return list<string>
	 */
	public function script_handles(): array {
		return array();
	}

	/**
	 * @param Order                 $order        The order.
	 * @param array<string, string> $payment_data Payment data.
	 */
	public function process_payment( Order $order, array $payment_data ): PaymentResult {
		return ( $this->pay )( $order );
	}

	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		return RefundResult::failure( 'Not in these tests.' );
	}
}
