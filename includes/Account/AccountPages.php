<?php
/**
 * The my-account page, its endpoints and their addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Settings\Settings;

/**
 * The customer's account lives on one page (the [vitrine_my_account] shortcode or the My account
 * block), chosen in the settings. Each section is an endpoint of that page:
 * /my-account/orders/{page}/, /my-account/view-order/{id}/, /my-account/edit-address/{billing|shipping}/,
 * /my-account/edit-account/, /my-account/payment-methods/, /my-account/add-payment-method/;
 * the page itself is the dashboard.
 */
final class AccountPages {

	public const SHORTCODE = 'vitrine_my_account';
	public const BLOCK     = 'vitrine/my-account';

	public const DASHBOARD          = 'dashboard';
	public const ORDERS             = 'orders';
	public const VIEW_ORDER         = 'view-order';
	public const EDIT_ADDRESS       = 'edit-address';
	public const EDIT_ACCOUNT       = 'edit-account';
	public const PAYMENT_METHODS    = 'payment-methods';
	public const ADD_PAYMENT_METHOD = 'add-payment-method';

	/** Every endpoint, in the order they are matched. */
	public const ENDPOINTS = array(
		self::ORDERS,
		self::VIEW_ORDER,
		self::EDIT_ADDRESS,
		self::EDIT_ACCOUNT,
		self::PAYMENT_METHODS,
		self::ADD_PAYMENT_METHOD,
	);

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Adds the endpoints to pages (init). The rewrite rules are flushed by the Installer's flag
	 * after activation.
	 */
	public function add_endpoints(): void {
		foreach ( self::ENDPOINTS as $endpoint ) {
			add_rewrite_endpoint( $endpoint, EP_PAGES );
		}
	}

	/**
	 * The my-account page's id, 0 when none is set or it is not a published page.
	 */
	public function page_id(): int {
		$id = (int) $this->settings->get( 'myaccount_page_id' );
		return $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * The my-account page's address (the dashboard). Without the setting, the page being shown
	 * when it holds the shortcode or the block (a forgotten setting breaks no link); else the home page.
	 */
	public function url(): string {
		$id = $this->base_page_id();
		return $id > 0 ? (string) get_permalink( $id ) : home_url( '/' );
	}

	/**
	 * The address of a section: url( 'orders' ), url( 'view-order', '12' ).
	 *
	 * @param string $endpoint One of ENDPOINTS, or DASHBOARD for the page itself.
	 * @param string $value    What follows the endpoint (a page number, an order id, an address type).
	 */
	public function endpoint_url( string $endpoint, string $value = '' ): string {
		$base = $this->url();
		if ( self::DASHBOARD === $endpoint ) {
			return $base;
		}
		if ( get_option( 'permalink_structure' ) && $this->base_page_id() > 0 ) {
			return trailingslashit( $base ) . $endpoint . '/' . ( '' === $value ? '' : rawurlencode( $value ) . '/' );
		}
		return add_query_arg( $endpoint, rawurlencode( $value ), $base );
	}

	/**
	 * Whether the current request shows the my-account page (or a page holding it).
	 */
	public function is_account_page(): bool {
		$id = $this->page_id();
		return ( $id > 0 && is_page( $id ) ) || $this->queried_page_with_account() > 0;
	}

	/**
	 * The page the account's addresses are built on: the chosen page, else the page shown now
	 * when it holds the account.
	 */
	private function base_page_id(): int {
		$id = $this->page_id();
		return $id > 0 ? $id : $this->queried_page_with_account();
	}

	/**
	 * The post being shown when it holds the shortcode or the block, else 0.
	 */
	private function queried_page_with_account(): int {
		$post = get_queried_object();
		return is_singular() && $post instanceof \WP_Post
			&& ( has_shortcode( $post->post_content, self::SHORTCODE ) || has_block( self::BLOCK, $post ) ) ? $post->ID : 0;
	}

	/**
	 * The endpoint the current request is for and the value after it, or null on the dashboard.
	 *
	 * @return array{0: string, 1: string}|null
	 */
	public function current_endpoint(): ?array {
		global $wp;
		if ( ! $wp instanceof \WP ) {
			return null;
		}
		foreach ( self::ENDPOINTS as $endpoint ) {
			if ( isset( $wp->query_vars[ $endpoint ] ) && is_scalar( $wp->query_vars[ $endpoint ] ) ) {
				return array( $endpoint, sanitize_text_field( trim( (string) $wp->query_vars[ $endpoint ], '/' ) ) );
			}
		}
		return null;
	}

	/**
	 * The current section: an endpoint, or DASHBOARD.
	 */
	public function current_section(): string {
		$endpoint = $this->current_endpoint();
		return null === $endpoint ? self::DASHBOARD : $endpoint[0];
	}

	/**
	 * The address of the current section, with its value (where a refused form posts back to).
	 */
	public function current_url(): string {
		$endpoint = $this->current_endpoint();
		return null === $endpoint ? $this->url() : $this->endpoint_url( $endpoint[0], $endpoint[1] );
	}

	/**
	 * The translated title of a section, for the document title and the section's heading.
	 */
	public static function title( string $section ): string {
		return match ( $section ) {
			self::ORDERS             => __( 'Orders', 'vitrine' ),
			self::VIEW_ORDER         => __( 'Order', 'vitrine' ),
			self::EDIT_ADDRESS       => __( 'Addresses', 'vitrine' ),
			self::EDIT_ACCOUNT       => __( 'Account details', 'vitrine' ),
			self::PAYMENT_METHODS    => __( 'Payment methods', 'vitrine' ),
			self::ADD_PAYMENT_METHOD => __( 'Add payment method', 'vitrine' ),
			default                  => __( 'Dashboard', 'vitrine' ),
		};
	}
}
