<?php
/**
 * Plugin Name: Vitrine test: a WooCommerce shop
 * Description: Test site only. POST vitrine-test/v1/woo-shop creates WooCommerce's tables from its documented schema and fills a synthetic shop (tests/php/Migration/WooShop.php), its orders in HPOS or in posts (body: hpos); DELETE removes it, with what the migration copied from it. Administrators only, with a REST nonce.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/woo-shop',
			array(
				array(
					'methods'             => 'POST',
					'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
					'callback'            => 'vitrine_test_create_woo_shop',
				),
				array(
					'methods'             => 'DELETE',
					'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
					'callback'            => 'vitrine_test_delete_woo_shop',
				),
			)
		);
	}
);

/**
 * @param WP_REST_Request $request The request.
 */
function vitrine_test_create_woo_shop( WP_REST_Request $request ): WP_REST_Response {
	require_once WP_PLUGIN_DIR . '/vitrine/tests/php/Migration/WooShop.php';
	$fields = (array) $request->get_json_params();
	\Vitrine\Tests\Migration\WooShop::create_tables();
	$shop = ( new \Vitrine\Tests\Migration\WooShop() )->fill( ! empty( $fields['hpos'] ) );
	return new WP_REST_Response( $shop->ids );
}

/**
 * Removes the WooCommerce shop and what was copied from it.
 */
function vitrine_test_delete_woo_shop(): WP_REST_Response {
	global $wpdb;
	require_once WP_PLUGIN_DIR . '/vitrine/tests/php/Migration/WooShop.php';
	$copied = $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_vitrine_woo_id'" );
	foreach ( $copied as $id ) {
		wp_delete_post( (int) $id, true );
	}
	$orders = $wpdb->get_col( "SELECT order_id FROM {$wpdb->prefix}vitrine_order_meta WHERE meta_key = '_vitrine_woo_id'" );
	foreach ( $orders as $id ) {
		foreach ( array( 'vitrine_order_items', 'vitrine_order_addresses', 'vitrine_order_meta', 'vitrine_order_notes', 'vitrine_order_refunds', 'vitrine_orders' ) as $table ) {
			$wpdb->delete( $wpdb->prefix . $table, array( 'order_id' => (int) $id ) );
		}
	}
	$woo = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN ('product', 'product_variation', 'shop_coupon', 'shop_order', 'shop_order_refund', 'shop_order_placehold')" );
	foreach ( $woo as $id ) {
		wp_delete_post( (int) $id, true );
	}
	$users = $wpdb->get_col( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = 'billing_address_1' AND meta_value = '12 Analytical Road'" );
	require_once ABSPATH . 'wp-admin/includes/user.php';
	foreach ( $users as $id ) {
		wp_delete_user( (int) $id );
	}
	\Vitrine\Tests\Migration\WooShop::drop_tables();
	delete_option( 'vitrine_woo_migration' );
	delete_option( 'woocommerce_custom_orders_table_enabled' );
	wp_cache_flush();
	return new WP_REST_Response( array( 'deleted' => true ) );
}
