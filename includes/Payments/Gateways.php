<?php
/**
 * Every payment gateway of the shop.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Collects the gateways once (the `vitrine_payment_gateways` filter), gives each its settings
 * section, and answers which ones a shopper may choose, in the order they were registered.
 */
final class Gateways {

	/** @var array<string, Gateway>|null */
	private ?array $gateways = null;

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Every registered gateway by id, enabled or not.
	 *
	 * @return array<string, Gateway>
	 */
	public function all(): array {
		if ( null === $this->gateways ) {
			/**
			 * The payment gateways. Add yours (an object implementing Vitrine\Payments\Gateway);
			 * the order of the list is the order shoppers see.
			 *
			 * @param list<Gateway> $gateways The offline methods, then what other modules added.
			 */
			$list           = apply_filters( 'vitrine_payment_gateways', array() );
			$this->gateways = array();
			foreach ( is_array( $list ) ? $list : array() as $gateway ) {
				if ( $gateway instanceof Gateway && ! isset( $this->gateways[ $gateway->id() ] ) ) {
					$this->gateways[ $gateway->id() ] = $gateway;
				}
			}
		}
		return $this->gateways;
	}

	public function get( string $id ): ?Gateway {
		return $this->all()[ $id ] ?? null;
	}

	/**
	 * The gateways a shopper may choose here: enabled, available in this situation, and able to
	 * pay for an existing order on the pay-for-order page.
	 *
	 * @return array<string, Gateway>
	 */
	public function available( PaymentContext $context ): array {
		return array_filter(
			$this->all(),
			static fn ( Gateway $gateway ): bool => $gateway->is_enabled()
				&& ( PaymentContext::PAY_FOR_ORDER !== $context->page || $gateway->supports( Gateway::FEATURE_PAY_FOR_ORDER ) )
				&& ( PaymentContext::ADD_PAYMENT_METHOD !== $context->page || $gateway->supports( Gateway::FEATURE_TOKENIZATION ) )
				&& $gateway->is_available( $context )
		);
	}

	/**
	 * The stored value of one of a gateway's settings.
	 */
	public function option( string $gateway_id, string $key ): mixed {
		return $this->settings->get( self::setting_key( $gateway_id, $key ) );
	}

	/**
	 * Gives each gateway a section of Vitrine > Settings with its fields, keyed payment_{id}_{key}.
	 * Runs on init, once every module and extension has added its gateways.
	 */
	public function register_settings(): void {
		$index = 0;
		foreach ( $this->all() as $id => $gateway ) {
			$section  = 'payment_' . $id;
			$position = SectionPosition::PAYMENTS + $index++;
			$this->settings->add_section( $section, $id, '', $position );
			foreach ( $gateway->settings_fields() as $field ) {
				$this->settings->add_field(
					new SettingField(
						self::setting_key( $id, $field->key ),
						$section,
						$field->label,
						$field->schema,
						$field->help,
						$field->control,
						$field->sanitize,
						$field->invalid_message,
						$field->validate,
						$field->secret,
						$field->option_labels
					)
				);
			}
			// The title may come from the gateway's own settings, which exist only now.
			/* translators: %s: payment method name, e.g. "Direct bank transfer". */
			$this->settings->add_section( $section, sprintf( __( 'Payment: %s', 'vitrine' ), $gateway->title() ), '', $position );
		}
	}

	public static function setting_key( string $gateway_id, string $key ): string {
		return 'payment_' . $gateway_id . '_' . $key;
	}
}
