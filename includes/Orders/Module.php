<?php
/**
 * The orders module: order emails and their settings, the Orders screens.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Emails\OrderEmails;

/**
 * Adds the email settings (section emails), sends the emails on OrderService's actions, maps the
 * orders capability, and adds Vitrine > Orders with its actions.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Orders $orders,
		private readonly OrdersPage $page,
		private readonly OrderActions $actions,
	) {
	}

	public function register(): void {
		$this->register_settings();

		$emails = $this->orders->emails;
		add_action( 'vitrine_order_status_changed', array( $emails, 'on_status_changed' ), 10, 5 );
		add_action( 'vitrine_order_status_changed', array( $this->orders->sales, 'on_status_changed' ), 10, 3 );
		add_action( 'vitrine_order_refunded', array( $emails, 'on_refunded' ), 10, 2 );

		if ( is_admin() ) {
			$actions = $this->actions;
			$page    = $this->page;
			add_action( 'admin_menu', array( $page, 'add_menu' ) );
			add_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) );
			add_filter( 'set_screen_option_' . OrdersPage::PER_PAGE_OPTION, array( $page, 'save_per_page' ), 10, 3 );
			add_action( 'admin_post_' . OrderActions::STATUS_ACTION, array( $actions, 'handle_status' ) );
			add_action( 'admin_post_' . OrderActions::NOTE_ACTION, array( $actions, 'handle_note' ) );
			add_action( 'admin_post_' . OrderActions::REFUND_ACTION, array( $actions, 'handle_refund' ) );
		}
	}

	private function register_settings(): void {
		$this->settings->add_section( 'emails', __( 'Emails', 'vitrine' ), __( 'The emails sent about orders. Each is sent as HTML with a plain-text version; themes can change them by copying the templates in templates/emails/ to vitrine/emails/.', 'vitrine' ), SectionPosition::EMAILS );
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::NEW_ORDER ],
				'emails',
				__( 'New order (to the store)', 'vitrine' ),
				true,
				__( 'Sent to the store when an order is paid or awaits an offline payment.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			new SettingField(
				OrderEmails::RECIPIENT_SETTING,
				'emails',
				__( 'New order recipients', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 500,
					// Empty, or email addresses separated by commas.
					'pattern'   => '^\s*$|^\s*[^@\s,]+@[^@\s,]+\.[^@\s,]+(\s*,\s*[^@\s,]+@[^@\s,]+\.[^@\s,]+)*\s*$',
					'default'   => '',
				),
				__( 'One or more email addresses, separated by commas. Leave empty to use the site’s administration email address.', 'vitrine' ),
				'text',
				static fn ( mixed $value ): string => implode( ', ', array_filter( array_map( 'sanitize_email', array_map( 'trim', explode( ',', (string) $value ) ) ) ) ),
				/* translators: %s: the setting's label. */
				__( '%s: enter email addresses separated by commas, such as orders@example.com, or leave the field empty.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::PROCESSING ],
				'emails',
				__( 'Order received (to the customer)', 'vitrine' ),
				true,
				__( 'Sent to the customer when their order is paid and being prepared.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::COMPLETED ],
				'emails',
				__( 'Order completed (to the customer)', 'vitrine' ),
				true,
				__( 'Sent to the customer when their order is marked completed.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::REFUNDED ],
				'emails',
				__( 'Order refunded (to the customer)', 'vitrine' ),
				true,
				__( 'Sent to the customer after each refund, full or partial.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::INVOICE ],
				'emails',
				__( 'Payment link (to the customer)', 'vitrine' ),
				true,
				__( 'Sent to the customer when you send them the link to pay for an order you made for them, with the order’s details.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::DISPUTE_OPENED ],
				'emails',
				__( 'Payment disputed (to the store)', 'vitrine' ),
				true,
				__( 'Sent to the store’s order recipients when a customer disputes a payment with their bank, with the deadline to answer it.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				OrderEmails::SETTINGS[ OrderEmails::DISPUTE_CLOSED ],
				'emails',
				__( 'Dispute closed (to the store)', 'vitrine' ),
				true,
				__( 'Sent to the store’s order recipients when a payment dispute is won or lost.', 'vitrine' )
			)
		);
	}
}
