<?php
/**
 * A gateway that saves payment methods, for the my-account tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;
use Vitrine\Payments\RefundResult;

/**
 * A card gateway that saves methods; whether it is on is up to the test.
 */
final class TokenGateway implements Gateway {

	public bool $enabled = true;

	/** @var list<string> The pages its fields were asked for. */
	public array $pages = array();

	public function id(): string {
		return 'tokencard';
	}

	public function title(): string {
		return 'Token card';
	}

	public function description(): string {
		return '';
	}

	public function is_enabled(): bool {
		return $this->enabled;
	}

	public function is_available( PaymentContext $context ): bool {
		return true;
	}

	public function supports( string $feature ): bool {
		return in_array( $feature, array( Gateway::FEATURE_PRODUCTS, Gateway::FEATURE_TOKENIZATION ), true );
	}

	/**
	 * @return list<SettingField>
	 */
	public function settings_fields(): array {
		return array();
	}

	public function payment_fields_html( string $page ): string {
		$this->pages[] = $page;
		return '<p><label for="vitrine-tokencard-number">Card number</label><input id="vitrine-tokencard-number" name="vitrine-tokencard-number"></p>';
	}

	/**
	 * @return list<string>
	 */
	public function script_handles(): array {
		return array( 'vitrine-test-tokencard' );
	}

	/**
	 * @param Order                 $order        The order.
	 * @param array<string, string> $payment_data Payment data.
	 */
	public function process_payment( Order $order, array $payment_data ): PaymentResult {
		return PaymentResult::failure( 'Not in these tests.' );
	}

	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		return RefundResult::failure( 'Not in these tests.' );
	}
}
