<?php
/**
 * Inventory: the stock history and the stock emails.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Inventory;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Inventory\Admin\StockHistoryBox;

/**
 * Every change of a managed stock (action vitrine_stock_adjusted, from orders and from edits) is
 * written to the product's stock history, shown on the product screen, and may send the shop a
 * low-stock, out-of-stock or back-in-stock email (their switches in Vitrine > Settings > Emails).
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly StockHistory $history,
		private readonly StockAlerts $alerts,
		private readonly StockHistoryBox $box,
	) {
	}

	public function register(): void {
		$this->register_settings();
		add_action( 'vitrine_stock_adjusted', array( $this->history, 'record' ), 10, 4 );
		add_action( 'vitrine_stock_adjusted', array( $this->alerts, 'on_change' ), 10, 3 );
		if ( is_admin() ) {
			add_action( 'add_meta_boxes_' . ProductPostTypes::PRODUCT, array( $this->box, 'add' ) );
		}
	}

	private function register_settings(): void {
		$fields = array(
			StockAlerts::LOW  => array(
				__( 'Low stock (to the store)', 'vitrine' ),
				true,
				__( 'Sent to the new order recipients when a product’s stock falls to its low stock threshold (Settings > Store, or the product’s own).', 'vitrine' ),
			),
			StockAlerts::OUT  => array(
				__( 'Out of stock (to the store)', 'vitrine' ),
				true,
				__( 'Sent to the new order recipients when a product’s stock runs out.', 'vitrine' ),
			),
			StockAlerts::BACK => array(
				__( 'Back in stock (to the store)', 'vitrine' ),
				false,
				__( 'Sent to the new order recipients when a product that had run out has stock again (an order given back, a delivery entered).', 'vitrine' ),
			),
		);
		foreach ( $fields as $email => list( $label, $default, $help ) ) {
			// After the order emails: the section is the orders module's.
			$this->settings->add_field( SettingField::toggle( StockAlerts::SETTINGS[ $email ], 'emails', $label, $default, $help ), Settings::FIELDS_ADDED );
		}
	}
}
