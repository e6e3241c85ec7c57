<?php
/**
 * The Add order screen's searches: products by name or SKU, customers by name or email.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Checkout\Customers;
use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerList;
use Vitrine\Orders\Storage\OrderReader;

/**
 * Products: published ones whose title or content matches, or whose own or a variation's SKU
 * starts with the terms. Customers: those with orders (accounts and guests, CustomerList), then
 * accounts without orders by name, login or email; a customer's addresses come from their
 * account, else from their last order.
 */
final class ManualOrderSearch {

	/** The most results of one search. */
	public const LIMIT = 20;

	public function __construct(
		private readonly ProductRepository $products,
		private readonly CustomerList $customers,
		private readonly Customers $accounts,
		private readonly OrderReader $orders,
	) {
	}

	/**
	 * @return list<Product>
	 */
	public function products( string $terms ): array {
		global $wpdb;
		$terms = trim( $terms );
		if ( '' === $terms ) {
			return array();
		}
		$by_text = get_posts(
			array(
				'post_type'        => ProductPostTypes::PRODUCT,
				'post_status'      => 'publish',
				's'                => $terms,
				'fields'           => 'ids',
				'posts_per_page'   => self::LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- twenty at most.
				'suppress_filters' => false,
				'orderby'          => 'title',
				'order'            => 'ASC',
			)
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a search, per request.
		$by_sku = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT DISTINCT IF(p.post_type = %s, p.post_parent, p.ID) FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id
				WHERE m.meta_key = %s AND m.meta_value LIKE %s AND p.post_type IN (%s, %s) LIMIT %d",
				ProductPostTypes::VARIATION,
				ProductMeta::SKU,
				$wpdb->esc_like( $terms ) . '%',
				ProductPostTypes::PRODUCT,
				ProductPostTypes::VARIATION,
				self::LIMIT
			)
		);
		$ids    = array_slice( array_values( array_unique( array_map( 'intval', array_merge( $by_sku, $by_text ) ) ) ), 0, self::LIMIT );
		$this->products->prime( $ids );
		$found = array();
		foreach ( $ids as $id ) {
			$product = $this->products->find( $id );
			if ( null !== $product && 'publish' === $product->status ) {
				$found[] = $product;
			}
		}
		return $found;
	}

	/**
	 * @return list<array{key: string, name: string, email: string, account: bool}>
	 */
	public function customers( string $terms ): array {
		$terms = trim( $terms );
		if ( '' === $terms ) {
			return array();
		}
		$found = array();
		foreach ( $this->customers->query(
			array(
				'search'   => $terms,
				'per_page' => self::LIMIT,
			)
		)['customers'] as $row ) {
			$key           = (string) $row['key'];
			$found[ $key ] = array(
				'key'     => $key,
				'name'    => (string) $row['name'],
				'email'   => (string) $row['email'],
				'account' => ! $row['key']->is_guest(),
			);
		}
		$users = get_users(
			array(
				'search'         => '*' . $terms . '*',
				'search_columns' => array( 'user_login', 'user_email', 'display_name' ),
				'number'         => self::LIMIT,
				'orderby'        => 'display_name',
			)
		);
		foreach ( $users as $user ) {
			$key = (string) CustomerKey::user( $user->ID );
			if ( ! isset( $found[ $key ] ) ) {
				$full          = trim( $user->first_name . ' ' . $user->last_name );
				$found[ $key ] = array(
					'key'     => $key,
					'name'    => '' !== $full ? $full : (string) $user->display_name,
					'email'   => (string) $user->user_email,
					'account' => true,
				);
			}
		}
		return array_slice( array_values( $found ), 0, self::LIMIT );
	}

	/**
	 * A customer's account id (0 for a guest) and addresses, or null for an unknown key.
	 *
	 * @return array{0: int, 1: array<string, string>, 2: array<string, string>}|null
	 */
	public function customer( string $key ): ?array {
		$customer = CustomerKey::parse( $key );
		if ( null === $customer ) {
			return null;
		}
		$summary = $this->customers->find( $customer );
		$last    = null === $summary ? null : $this->orders->find( (int) $summary['last_order_id'] );
		if ( $customer->is_guest() ) {
			return null === $last ? null : array( 0, $last->billing, $last->shipping );
		}
		$user = get_userdata( $customer->user_id );
		if ( false === $user ) {
			return null;
		}
		$billing  = array_filter( $this->accounts->address( $user->ID, 'billing' ) );
		$shipping = array_filter( $this->accounts->address( $user->ID, 'shipping' ) );
		if ( array() === $billing && null !== $last ) {
			$billing  = $last->billing;
			$shipping = $last->shipping;
		}
		$billing += array(
			'first_name' => (string) $user->first_name,
			'last_name'  => (string) $user->last_name,
			'email'      => (string) $user->user_email,
		);
		return array( $user->ID, $billing, $shipping );
	}
}
