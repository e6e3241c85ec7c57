<?php
/**
 * The checkout page, its order-received and pay-for-order endpoints, and their addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;

/**
 * The checkout lives on one page (the [vitrine_checkout] shortcode or the Checkout block), chosen
 * in the settings. Two endpoints of that page show an order: /checkout/order-received/{id}/?key=…
 * after placing it, and /checkout/order-pay/{id}/?key=… to pay for it later. Both need the order's
 * key, so an order number alone never shows anyone an order.
 */
final class CheckoutPages {

	public const SHORTCODE = 'vitrine_checkout';
	public const BLOCK     = 'vitrine/checkout';

	public const ORDER_RECEIVED = 'order-received';
	public const ORDER_PAY      = 'order-pay';

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Adds the two endpoints to pages (init).
	 */
	public function add_endpoints(): void {
		add_rewrite_endpoint( self::ORDER_RECEIVED, EP_PAGES );
		add_rewrite_endpoint( self::ORDER_PAY, EP_PAGES );
	}

	/**
	 * The checkout page's id, 0 when none is set or it is not a published page.
	 */
	public function page_id(): int {
		$id = $this->stored_id();
		return $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * The page the settings name as the checkout page, whatever it is now (0 for none): for
	 * reading it with other posts in one query before page_id() checks it.
	 */
	public function stored_id(): int {
		return (int) $this->settings->get( 'checkout_page_id' );
	}

	/**
	 * Reads the checkout and terms pages in one query, before page_id(), terms_page_id() and the
	 * addresses built from them each look at their page.
	 */
	public function prime(): void {
		$ids = array_values( array_filter( array( $this->stored_id(), (int) $this->settings->get( 'terms_page_id' ) ), static fn ( int $id ): bool => $id > 0 ) );
		if ( array() !== $ids ) {
			_prime_post_caches( $ids, false, false );
		}
	}

	/**
	 * The terms and conditions page, 0 for none: with one, shoppers must accept the terms.
	 */
	public function terms_page_id(): int {
		$id = (int) $this->settings->get( 'terms_page_id' );
		return $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * The checkout page's address, '' when there is none.
	 */
	public function url(): string {
		$id = $this->page_id();
		return $id > 0 ? (string) get_permalink( $id ) : '';
	}

	/**
	 * Where a shopper sees the order they placed.
	 */
	public function order_received_url( Order $order ): string {
		return $this->endpoint_url( self::ORDER_RECEIVED, $order );
	}

	/**
	 * Where a shopper pays for an order placed earlier (or by the merchant for them).
	 */
	public function pay_url( Order $order ): string {
		return $this->endpoint_url( self::ORDER_PAY, $order );
	}

	/**
	 * Whether the current request shows the checkout page (or a page holding the checkout).
	 */
	public function is_checkout(): bool {
		$id = $this->page_id();
		if ( $id > 0 && is_page( $id ) ) {
			return true;
		}
		$post = get_queried_object();
		return is_singular() && $post instanceof \WP_Post
			&& ( has_shortcode( $post->post_content, self::SHORTCODE ) || has_block( self::BLOCK, $post ) );
	}

	/**
	 * Which endpoint the current request is for ('order-received', 'order-pay') and the order id
	 * it names, or null on the checkout itself.
	 *
	 * @return array{0: string, 1: int}|null
	 */
	public function current_endpoint(): ?array {
		global $wp;
		foreach ( array( self::ORDER_RECEIVED, self::ORDER_PAY ) as $endpoint ) {
			if ( isset( $wp->query_vars[ $endpoint ] ) ) {
				return array( $endpoint, absint( $wp->query_vars[ $endpoint ] ) );
			}
		}
		return null;
	}

	/**
	 * The address of an endpoint of the checkout page for an order, with its key.
	 */
	private function endpoint_url( string $endpoint, Order $order ): string {
		$base = $this->url();
		if ( '' === $base ) {
			$base = home_url( '/' );
		}
		if ( get_option( 'permalink_structure' ) && $this->page_id() > 0 ) {
			$url = trailingslashit( $base ) . $endpoint . '/' . $order->id . '/';
		} else {
			$url = add_query_arg( $endpoint, (string) $order->id, $base );
		}
		return add_query_arg( 'key', rawurlencode( $order->key ), $url );
	}
}
