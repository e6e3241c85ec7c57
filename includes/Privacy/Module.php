<?php
/**
 * Privacy: Vitrine's part of WordPress's personal data tools and privacy policy guide.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Privacy;

use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the shop's data to Tools > Export Personal Data and Erase Personal Data (orders; saved
 * addresses, lists and the shop's notes), the setting that lets erasure reach orders, and a
 * suggested text for the site's privacy policy (Settings > Privacy).
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly OrdersPersonalData $orders,
		private readonly AccountPersonalData $account,
	) {
	}

	public function register(): void {
		$this->settings->add_field(
			SettingField::toggle(
				OrdersPersonalData::ERASE_SETTING,
				'account',
				__( 'Remove personal data from orders on request', 'vitrine' ),
				false,
				__( 'When a person asks for their data to be erased (Tools > Erase Personal Data), also remove names, addresses, contact details, IP address and browser from their orders that are done with. Amounts, items, taxes and countries stay for the shop’s records. Off: orders are kept as they are.', 'vitrine' )
			),
			Settings::FIELDS_ADDED
		);
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_erasers' ) );
		add_action( 'admin_init', array( $this, 'add_policy_text' ) );
	}

	/**
	 * @param array<string, mixed> $exporters WordPress's exporters.
	 * @return array<string, mixed>
	 */
	public function add_exporters( array $exporters ): array {
		$exporters['vitrine-account'] = array(
			'exporter_friendly_name' => __( 'Shop: addresses, lists and notes', 'vitrine' ),
			'callback'               => fn ( string $email ): array => $this->account->export( $email ),
		);
		$exporters['vitrine-orders']  = array(
			'exporter_friendly_name' => __( 'Shop: orders', 'vitrine' ),
			'callback'               => fn ( string $email, int $page = 1 ): array => $this->orders->export( $email, $page ),
		);
		return $exporters;
	}

	/**
	 * @param array<string, mixed> $erasers WordPress's erasers.
	 * @return array<string, mixed>
	 */
	public function add_erasers( array $erasers ): array {
		$erasers['vitrine-account'] = array(
			'eraser_friendly_name' => __( 'Shop: addresses, lists and notes', 'vitrine' ),
			'callback'             => fn ( string $email ): array => $this->account->erase( $email ),
		);
		$erasers['vitrine-orders']  = array(
			'eraser_friendly_name' => __( 'Shop: orders', 'vitrine' ),
			'callback'             => fn ( string $email, int $page = 1 ): array => $this->orders->erase( $email, $page ),
		);
		return $erasers;
	}

	/**
	 * Action admin_init: the suggested text of the site's privacy policy.
	 */
	public function add_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$paragraphs = array(
			__( 'When you buy from us, we ask for your name, billing and shipping addresses, email address and phone number, and keep them with your order, with what you ordered, the amounts, your IP address and your browser, to deliver the order, answer your questions, and keep the records the law asks of us.', 'vitrine' ),
			__( 'If you create an account, we keep your addresses with it for your next orders, and the lists you make (such as favourites).', 'vitrine' ),
			__( 'Card payments are handled by Stripe: your card details go to Stripe and never reach our site. If you save a card, Stripe keeps it and we keep only a reference to it.', 'vitrine' ),
			__( 'If we ask for your consent to statistics, we note where your visit came from (a search engine, a campaign, another site) and keep it with your order.', 'vitrine' ),
			__( 'You can ask us for a copy of this data, or for it to be erased. Orders we still have to deal with, and the records the law asks us to keep, are kept as long as needed.', 'vitrine' ),
		);
		wp_add_privacy_policy_content( __( 'Shop', 'vitrine' ), '<p>' . implode( '</p><p>', array_map( 'esc_html', $paragraphs ) ) . '</p>' );
	}
}
