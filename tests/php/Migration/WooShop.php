<?php
/**
 * A synthetic WooCommerce shop in the test database: WooCommerce's tables from its documented
 * schema (WC_Install::get_schema() and the order tables' OrdersTableDataStore schema), and its
 * data as WooCommerce writes it, in either order storage (HPOS or posts).
 *
 * Used by the PHPUnit tests and by the e2e fixture route (tests/e2e/mu-plugins).
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

final class WooShop {

	/** WooCommerce's tables the migration reads. */
	public const TABLES = array( 'wc_orders', 'wc_order_addresses', 'wc_order_operational_data', 'wc_orders_meta', 'woocommerce_order_items', 'woocommerce_order_itemmeta', 'woocommerce_attribute_taxonomies', 'wc_product_meta_lookup', 'wc_customer_lookup' );

	/** @var array<string, mixed> Ids of what fill() made. */
	public array $ids = array();

	/**
	 * Creates WooCommerce's tables (outside a transaction: CREATE TABLE commits).
	 */
	public static function create_tables(): void {
		global $wpdb;
		$p       = $wpdb->prefix;
		$collate = $wpdb->get_charset_collate();
		$schema  = array(
			"CREATE TABLE IF NOT EXISTS {$p}woocommerce_attribute_taxonomies (
				attribute_id bigint(20) unsigned NOT NULL auto_increment,
				attribute_name varchar(200) NOT NULL,
				attribute_label varchar(200) NULL,
				attribute_type varchar(20) NOT NULL,
				attribute_orderby varchar(20) NOT NULL,
				attribute_public int(1) NOT NULL DEFAULT 1,
				PRIMARY KEY (attribute_id),
				KEY attribute_name (attribute_name(20))
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}woocommerce_order_items (
				order_item_id bigint(20) unsigned NOT NULL auto_increment,
				order_item_name text NOT NULL,
				order_item_type varchar(200) NOT NULL DEFAULT '',
				order_id bigint(20) unsigned NOT NULL,
				PRIMARY KEY (order_item_id),
				KEY order_id (order_id)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}woocommerce_order_itemmeta (
				meta_id bigint(20) unsigned NOT NULL auto_increment,
				order_item_id bigint(20) unsigned NOT NULL,
				meta_key varchar(255) default NULL,
				meta_value longtext NULL,
				PRIMARY KEY (meta_id),
				KEY order_item_id (order_item_id),
				KEY meta_key (meta_key(32))
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_product_meta_lookup (
				product_id bigint(20) NOT NULL,
				sku varchar(100) NULL default '',
				virtual tinyint(1) NULL default 0,
				downloadable tinyint(1) NULL default 0,
				min_price decimal(19,4) NULL default NULL,
				max_price decimal(19,4) NULL default NULL,
				onsale tinyint(1) NULL default 0,
				stock_quantity double NULL default NULL,
				stock_status varchar(100) NULL default 'instock',
				rating_count bigint(20) NULL default 0,
				average_rating decimal(3,2) NULL default 0.00,
				total_sales bigint(20) NULL default 0,
				tax_status varchar(100) NULL default 'taxable',
				tax_class varchar(100) NULL default '',
				PRIMARY KEY (product_id)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_customer_lookup (
				customer_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				user_id bigint(20) unsigned DEFAULT NULL,
				username varchar(60) DEFAULT '' NOT NULL,
				first_name varchar(255) NOT NULL,
				last_name varchar(255) NOT NULL,
				email varchar(100) NULL default NULL,
				date_last_active timestamp NULL default null,
				date_registered timestamp NULL default null,
				country char(2) DEFAULT '' NOT NULL,
				postcode varchar(20) DEFAULT '' NOT NULL,
				city varchar(100) DEFAULT '' NOT NULL,
				state varchar(100) DEFAULT '' NOT NULL,
				PRIMARY KEY (customer_id),
				UNIQUE KEY user_id (user_id)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_orders (
				id bigint(20) unsigned,
				status varchar(20) null,
				currency varchar(10) null,
				type varchar(20) null,
				tax_amount decimal(26,8) null,
				total_amount decimal(26,8) null,
				customer_id bigint(20) unsigned null,
				billing_email varchar(320) null,
				date_created_gmt datetime null,
				date_updated_gmt datetime null,
				parent_order_id bigint(20) unsigned null,
				payment_method varchar(100) null,
				payment_method_title text null,
				transaction_id varchar(100) null,
				ip_address varchar(100) null,
				user_agent text null,
				customer_note text null,
				PRIMARY KEY (id),
				KEY status (status),
				KEY date_created (date_created_gmt),
				KEY customer_id_billing_email (customer_id, billing_email(171)),
				KEY type_status_date (type, status, date_created_gmt),
				KEY parent_order_id (parent_order_id)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_order_addresses (
				id bigint(20) unsigned auto_increment primary key,
				order_id bigint(20) unsigned NOT NULL,
				address_type varchar(20) null,
				first_name text null,
				last_name text null,
				company text null,
				address_1 text null,
				address_2 text null,
				city text null,
				state text null,
				postcode text null,
				country text null,
				email varchar(320) null,
				phone varchar(100) null,
				KEY order_id (order_id),
				UNIQUE KEY address_type_order_id (address_type, order_id)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_order_operational_data (
				id bigint(20) unsigned auto_increment primary key,
				order_id bigint(20) unsigned NULL,
				created_via varchar(100) NULL,
				woocommerce_version varchar(20) NULL,
				prices_include_tax tinyint(1) NULL,
				coupon_usages_are_counted tinyint(1) NULL,
				download_permission_granted tinyint(1) NULL,
				cart_hash varchar(100) NULL,
				new_order_email_sent tinyint(1) NULL,
				order_key varchar(100) NULL,
				order_stock_reduced tinyint(1) NULL,
				date_paid_gmt datetime NULL,
				date_completed_gmt datetime NULL,
				shipping_tax_amount decimal(26,8) NULL,
				shipping_total_amount decimal(26,8) NULL,
				discount_tax_amount decimal(26,8) NULL,
				discount_total_amount decimal(26,8) NULL,
				recorded_sales tinyint(1) NULL,
				UNIQUE KEY order_id (order_id),
				KEY order_key (order_key)
			) $collate",
			"CREATE TABLE IF NOT EXISTS {$p}wc_orders_meta (
				id bigint(20) unsigned auto_increment primary key,
				order_id bigint(20) unsigned null,
				meta_key varchar(255),
				meta_value text null,
				KEY meta_key_value (meta_key(100), meta_value(82)),
				KEY order_id_meta_key_meta_value (order_id, meta_key(100), meta_value(82))
			) $collate",
		);
		foreach ( $schema as $sql ) {
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB
		}
	}

	public static function drop_tables(): void {
		global $wpdb;
		foreach ( self::TABLES as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * The shop: products, coupons, a customer and orders, the orders in HPOS or in posts.
	 */
	public function fill( bool $hpos ): self {
		update_option( 'woocommerce_custom_orders_table_enabled', $hpos ? 'yes' : 'no' );
		update_option( 'woocommerce_price_num_decimals', '2' );
		$this->products();
		$this->coupons();
		$this->customer();
		$this->orders( $hpos );
		return $this;
	}

	private function products(): void {
		global $wpdb;
		$this->ids['image_mug']   = self::attachment( 'woo-mug.jpg' );
		$this->ids['image_shirt'] = self::attachment( 'woo-shirt.jpg' );

		$simple   = self::term( 'simple', 'simple', 'product_type' );
		$variable = self::term( 'variable', 'variable', 'product_type' );
		$grouped  = self::term( 'grouped', 'grouped', 'product_type' );
		$kitchen  = self::term( 'Kitchen', 'kitchen', 'product_cat' );
		$mugs     = self::term( 'Mugs', 'mugs', 'product_cat', $kitchen );
		$clothes  = self::term( 'Clothes', 'clothes', 'product_cat' );
		$gift     = self::term( 'Gift', 'gift', 'product_tag' );
		$red      = self::term( 'Red', 'red', 'pa_color' );
		$blue     = self::term( 'Blue', 'blue', 'pa_color' );
		$wpdb->insert(
			$wpdb->prefix . 'woocommerce_attribute_taxonomies',
			array(
				'attribute_name'    => 'color',
				'attribute_label'   => 'Colour',
				'attribute_type'    => 'select',
				'attribute_orderby' => 'menu_order',
				'attribute_public'  => 0,
			)
		);
		$this->ids['cat_mugs'] = $mugs;

		$mug = self::post(
			'product',
			'Woo Mug',
			array(
				'post_content' => 'A stoneware mug.',
				'post_excerpt' => 'Holds tea.',
			)
		);
		self::meta(
			$mug,
			array(
				'_sku'                   => 'WOO-MUG',
				'_regular_price'         => '12.50',
				'_sale_price'            => '10',
				'_price'                 => '10',
				'_manage_stock'          => 'yes',
				'_stock'                 => '7',
				'_stock_status'          => 'instock',
				'_backorders'            => 'no',
				'_tax_status'            => 'taxable',
				'_tax_class'             => '',
				'_weight'                => '0.4',
				'_virtual'               => 'no',
				'_downloadable'          => 'no',
				'_thumbnail_id'          => (string) $this->ids['image_mug'],
				'_product_image_gallery' => (string) $this->ids['image_shirt'],
				'_product_attributes'    => array(),
			)
		);
		self::relate( $mug, array( $simple, $mugs, $gift ) );
		$this->ids['mug'] = $mug;

		$shirt = self::post( 'product', 'Woo Shirt' );
		self::meta(
			$shirt,
			array(
				'_sku'                => 'WOO-SHIRT',
				'_manage_stock'       => 'no',
				'_stock_status'       => 'instock',
				'_tax_status'         => 'taxable',
				'_tax_class'          => '',
				'_thumbnail_id'       => (string) $this->ids['image_shirt'],
				'_product_attributes' => array(
					'pa_color' => array(
						'name'         => 'pa_color',
						'value'        => '',
						'position'     => 0,
						'is_visible'   => 1,
						'is_variation' => 1,
						'is_taxonomy'  => 1,
					),
					'size'     => array(
						'name'         => 'Size',
						'value'        => 'Small | Large',
						'position'     => 1,
						'is_visible'   => 1,
						'is_variation' => 1,
						'is_taxonomy'  => 0,
					),
				),
			)
		);
		self::relate( $shirt, array( $variable, $clothes, $red, $blue ) );
		$this->ids['shirt']            = $shirt;
		$this->ids['shirt_red_small']  = self::variation(
			$shirt,
			'WOO-SHIRT-RS',
			'20',
			array(
				'attribute_pa_color' => 'red',
				'attribute_size'     => 'Small',
				'_manage_stock'      => 'yes',
				'_stock'             => '3',
			)
		);
		$this->ids['shirt_blue_large'] = self::variation(
			$shirt,
			'WOO-SHIRT-BL',
			'22',
			array(
				'attribute_pa_color' => 'blue',
				'attribute_size'     => 'Large',
				'_thumbnail_id'      => (string) $this->ids['image_shirt'],
			)
		);

		$poster = self::post( 'product', 'Woo Poster' );
		self::meta(
			$poster,
			array(
				'_sku'           => 'WOO-POSTER',
				'_regular_price' => '5',
				'_stock_status'  => 'instock',
				'_thumbnail_id'  => '999999',
			)
		);
		self::relate( $poster, array( $simple ) );
		$this->ids['poster'] = $poster;

		$bundle = self::post( 'product', 'Woo Bundle' );
		self::meta( $bundle, array( '_sku' => 'WOO-BUNDLE' ) );
		self::relate( $bundle, array( $grouped ) );
		$this->ids['bundle'] = $bundle;
	}

	private function coupons(): void {
		$ten = self::post( 'shop_coupon', 'woo10', array( 'post_excerpt' => 'Ten percent off mugs.' ) );
		self::meta(
			$ten,
			array(
				'discount_type'              => 'percent',
				'coupon_amount'              => '10',
				'individual_use'             => 'yes',
				'product_ids'                => (string) $this->ids['mug'],
				'exclude_product_ids'        => '',
				'usage_limit'                => '100',
				'usage_limit_per_user'       => '1',
				'limit_usage_to_x_items'     => '',
				'usage_count'                => '3',
				'date_expires'               => (string) strtotime( '2030-01-31 00:00:00 UTC' ),
				'expiry_date'                => '',
				'free_shipping'              => 'no',
				'product_categories'         => array( $this->ids['cat_mugs'] ),
				'exclude_product_categories' => array(),
				'exclude_sale_items'         => 'no',
				'minimum_amount'             => '20',
				'maximum_amount'             => '',
				'customer_email'             => array( 'ada@example.org' ),
			)
		);
		$this->ids['coupon_ten'] = $ten;
		$ship                    = self::post( 'shop_coupon', 'FREESHIP' );
		self::meta(
			$ship,
			array(
				'discount_type' => 'fixed_cart',
				'coupon_amount' => '0',
				'free_shipping' => 'yes',
			)
		);
		$this->ids['coupon_ship'] = $ship;
		$odd                      = self::post( 'shop_coupon', 'ODD' );
		self::meta(
			$odd,
			array(
				'discount_type' => 'recurring_percent',
				'coupon_amount' => '5',
			)
		);
		$this->ids['coupon_odd'] = $odd;
	}

	private function customer(): void {
		$login = 'ada_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		if ( ! is_int( $id ) ) {
			throw new \RuntimeException( 'The customer could not be made.' );
		}
		foreach ( self::address( 'billing' ) as $key => $value ) {
			update_user_meta( $id, 'billing_' . $key, $value );
		}
		foreach ( self::address( 'shipping' ) as $key => $value ) {
			update_user_meta( $id, 'shipping_' . $key, $value );
		}
		update_user_meta( $id, 'paying_customer', '1' );
		$this->ids['customer'] = $id;
	}

	/**
	 * @return array<string, string>
	 */
	public static function address( string $type ): array {
		$address = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'company'    => '',
			'address_1'  => 'billing' === $type ? '12 Analytical Road' : '3 Engine Lane',
			'address_2'  => '',
			'city'       => 'London',
			'state'      => '',
			'postcode'   => 'W1 1AA',
			'country'    => 'GB',
			'phone'      => '+44 20 0000 0000',
		);
		if ( 'billing' === $type ) {
			$address['email'] = 'ada@example.org';
		}
		return $address;
	}

	/**
	 * Three orders (processing with shipping, a fee, tax and two notes; completed with a refund;
	 * a cancelled guest order) and a checkout draft, which is no order yet.
	 */
	private function orders( bool $hpos ): void {
		$customer                      = (int) $this->ids['customer'];
		$this->ids['order_processing'] = $this->order(
			$hpos,
			array(
				'status'         => 'wc-processing',
				'customer_id'    => $customer,
				'date'           => '2025-03-01 10:00:00',
				'paid'           => '2025-03-01 10:05:00',
				'completed'      => '',
				'total'          => '32.00',
				'tax'            => '5.00',
				'shipping'       => '5.00',
				'shipping_tax'   => '1.00',
				'discount'       => '0',
				'payment_method' => 'bacs',
				'note'           => 'Leave at the door.',
			),
			array(
				array(
					'line_item',
					'Woo Mug',
					array(
						'_product_id'        => $this->ids['mug'],
						'_variation_id'      => 0,
						'_qty'               => 2,
						'_tax_class'         => '',
						'_line_subtotal'     => '20',
						'_line_subtotal_tax' => '4',
						'_line_total'        => '20',
						'_line_tax'          => '4',
						'_line_tax_data'     => array(
							'total'    => array( 1 => '4' ),
							'subtotal' => array( 1 => '4' ),
						),
					),
				),
				array(
					'shipping',
					'Flat rate',
					array(
						'method_id'   => 'flat_rate',
						'instance_id' => '1',
						'cost'        => '5.00',
						'total_tax'   => '1',
						'taxes'       => array( 'total' => array( 1 => '1' ) ),
					),
				),
				array(
					'fee',
					'Gift wrap',
					array(
						'_fee_amount' => '2',
						'_line_total' => '2',
						'_line_tax'   => '0',
						'_tax_status' => 'none',
					),
				),
				array(
					'tax',
					'GB-VAT-1',
					array(
						'rate_id'             => 1,
						'label'               => 'VAT',
						'compound'            => '',
						'tax_amount'          => '4',
						'shipping_tax_amount' => '1',
						'rate_percent'        => 20,
					),
				),
			),
			array( array( 'Payment to be made upon delivery.', false ), array( 'Your parcel has left.', true ) )
		);
		$this->ids['order_completed']  = $this->order(
			$hpos,
			array(
				'status'         => 'wc-completed',
				'customer_id'    => $customer,
				'date'           => '2025-04-02 09:00:00',
				'paid'           => '2025-04-02 09:01:00',
				'completed'      => '2025-04-03 12:00:00',
				'total'          => '22.00',
				'tax'            => '0',
				'shipping'       => '0',
				'shipping_tax'   => '0',
				'discount'       => '0',
				'payment_method' => 'cheque',
				'note'           => '',
			),
			array(
				array(
					'line_item',
					'Woo Shirt - Blue, Large',
					array(
						'_product_id'        => $this->ids['shirt'],
						'_variation_id'      => $this->ids['shirt_blue_large'],
						'_qty'               => 1,
						'_line_subtotal'     => '22',
						'_line_subtotal_tax' => '0',
						'_line_total'        => '22',
						'_line_tax'          => '0',
						'pa_color'           => 'blue',
						'size'               => 'Large',
					),
				),
			),
			array()
		);
		$this->ids['refund']           = $this->refund( $hpos, (int) $this->ids['order_completed'], '5.00', 'Damaged' );
		$this->ids['order_cancelled']  = $this->order(
			$hpos,
			array(
				'status'         => 'wc-cancelled',
				'customer_id'    => 0,
				'date'           => '2025-05-05 08:00:00',
				'paid'           => '',
				'completed'      => '',
				'total'          => '12.50',
				'tax'            => '0',
				'shipping'       => '0',
				'shipping_tax'   => '0',
				'discount'       => '0',
				'payment_method' => 'cod',
				'note'           => '',
				'billing'        => array(
					'first_name' => 'Grace',
					'last_name'  => 'Hopper',
					'email'      => 'grace@example.org',
					'country'    => 'US',
				),
			),
			array(
				array(
					'line_item',
					'Woo Mug',
					array(
						'_product_id'        => $this->ids['mug'],
						'_qty'               => 1,
						'_line_subtotal'     => '12.5',
						'_line_total'        => '12.5',
						'_line_tax'          => '0',
						'_line_subtotal_tax' => '0',
					),
				),
			),
			array()
		);
		$this->ids['order_draft']      = $this->order(
			$hpos,
			array(
				'status'         => 'wc-checkout-draft',
				'customer_id'    => 0,
				'date'           => '2025-05-06 08:00:00',
				'paid'           => '',
				'completed'      => '',
				'total'          => '12.50',
				'tax'            => '0',
				'shipping'       => '0',
				'shipping_tax'   => '0',
				'discount'       => '0',
				'payment_method' => '',
				'note'           => '',
			),
			array(
				array(
					'line_item',
					'Woo Mug',
					array(
						'_product_id'    => $this->ids['mug'],
						'_qty'           => 1,
						'_line_subtotal' => '12.5',
						'_line_total'    => '12.5',
					),
				),
			),
			array()
		);
	}

	/**
	 * An order, as WooCommerce writes it in the storage chosen.
	 *
	 * @param array<string, mixed>                                    $o     The order's fields.
	 * @param list<array{0: string, 1: string, 2: array<string, mixed>}> $items Type, name, meta.
	 * @param list<array{0: string, 1: bool}>                            $notes Text, is for the customer.
	 */
	private function order( bool $hpos, array $o, array $items, array $notes ): int {
		global $wpdb;
		$billing  = isset( $o['billing'] ) ? (array) $o['billing'] : self::address( 'billing' );
		$shipping = isset( $o['billing'] ) ? array() : self::address( 'shipping' );
		$paid     = '' !== $o['paid'] ? (string) strtotime( $o['paid'] . ' UTC' ) : '';
		$done     = '' !== $o['completed'] ? (string) strtotime( $o['completed'] . ' UTC' ) : '';
		if ( $hpos ) {
			// WooCommerce reserves the id with a placeholder post, then writes its own tables.
			$id = self::post( 'shop_order_placehold', '', array( 'post_status' => 'draft' ) );
			$wpdb->insert(
				$wpdb->prefix . 'wc_orders',
				array(
					'id'                   => $id,
					'status'               => $o['status'],
					'currency'             => 'GBP',
					'type'                 => 'shop_order',
					'tax_amount'           => $o['tax'],
					'total_amount'         => $o['total'],
					'customer_id'          => $o['customer_id'],
					'billing_email'        => $billing['email'] ?? '',
					'date_created_gmt'     => $o['date'],
					'date_updated_gmt'     => $o['date'],
					'parent_order_id'      => 0,
					'payment_method'       => $o['payment_method'],
					'payment_method_title' => ucfirst( (string) $o['payment_method'] ),
					'transaction_id'       => '',
					'ip_address'           => '192.0.2.10',
					'user_agent'           => 'Firefox',
					'customer_note'        => $o['note'],
				)
			);
			foreach ( array(
				'billing'  => $billing,
				'shipping' => $shipping,
			) as $type => $address ) {
				if ( array() === $address ) {
					continue;
				}
				$wpdb->insert(
					$wpdb->prefix . 'wc_order_addresses',
					array(
						'order_id'     => $id,
						'address_type' => $type,
					) + $address
				);
			}
			$wpdb->insert(
				$wpdb->prefix . 'wc_order_operational_data',
				array(
					'order_id'              => $id,
					'created_via'           => 'checkout',
					'woocommerce_version'   => '9.4.0',
					'prices_include_tax'    => 0,
					'order_key'             => 'wc_order_' . $id,
					'order_stock_reduced'   => '' !== $paid ? 1 : 0,
					'date_paid_gmt'         => '' !== $o['paid'] ? $o['paid'] : null,
					'date_completed_gmt'    => '' !== $o['completed'] ? $o['completed'] : null,
					'shipping_tax_amount'   => $o['shipping_tax'],
					'shipping_total_amount' => $o['shipping'],
					'discount_tax_amount'   => 0,
					'discount_total_amount' => $o['discount'],
				)
			);
			$wpdb->insert(
				$wpdb->prefix . 'wc_orders_meta',
				array(
					'order_id'   => $id,
					'meta_key'   => 'is_vat_exempt',
					'meta_value' => 'no',
				)
			);
		} else {
			$id   = self::post(
				'shop_order',
				'Order',
				array(
					'post_status'   => $o['status'],
					'post_excerpt'  => $o['note'],
					'post_date_gmt' => $o['date'],
					'post_date'     => $o['date'],
				)
			);
			$meta = array(
				'_order_key'            => 'wc_order_' . $id,
				'_customer_user'        => (string) $o['customer_id'],
				'_order_currency'       => 'GBP',
				'_prices_include_tax'   => 'no',
				'_order_total'          => $o['total'],
				'_order_tax'            => (string) ( (float) $o['tax'] - (float) $o['shipping_tax'] ),
				'_order_shipping'       => $o['shipping'],
				'_order_shipping_tax'   => $o['shipping_tax'],
				'_cart_discount'        => $o['discount'],
				'_cart_discount_tax'    => '0',
				'_payment_method'       => $o['payment_method'],
				'_payment_method_title' => ucfirst( (string) $o['payment_method'] ),
				'_transaction_id'       => '',
				'_customer_ip_address'  => '192.0.2.10',
				'_customer_user_agent'  => 'Firefox',
				'_created_via'          => 'checkout',
				'_date_paid'            => $paid,
				'_date_completed'       => $done,
				'_order_stock_reduced'  => '' !== $paid ? 'yes' : 'no',
			);
			foreach ( $billing as $key => $value ) {
				$meta[ '_billing_' . $key ] = $value;
			}
			foreach ( $shipping as $key => $value ) {
				$meta[ '_shipping_' . $key ] = $value;
			}
			self::meta( $id, $meta );
		}
		foreach ( $items as $item ) {
			$wpdb->insert(
				$wpdb->prefix . 'woocommerce_order_items',
				array(
					'order_item_name' => $item[1],
					'order_item_type' => $item[0],
					'order_id'        => $id,
				)
			);
			$item_id = (int) $wpdb->insert_id;
			foreach ( $item[2] as $key => $value ) {
				$wpdb->insert(
					$wpdb->prefix . 'woocommerce_order_itemmeta',
					array(
						'order_item_id' => $item_id,
						'meta_key'      => $key,
						'meta_value'    => maybe_serialize( $value ),
					)
				);
			}
		}
		foreach ( $notes as $note ) {
			$comment = wp_insert_comment(
				array(
					'comment_post_ID'  => $id,
					'comment_author'   => 'WooCommerce',
					'comment_content'  => $note[0],
					'comment_type'     => 'order_note',
					'comment_approved' => 1,
					'comment_date_gmt' => $o['date'],
					'comment_date'     => $o['date'],
				)
			);
			if ( $note[1] ) {
				add_comment_meta( (int) $comment, 'is_customer_note', 1 );
			}
		}
		return $id;
	}

	private function refund( bool $hpos, int $order, string $amount, string $reason ): int {
		global $wpdb;
		if ( $hpos ) {
			$id = self::post( 'shop_order_placehold', '', array( 'post_status' => 'draft' ) );
			$wpdb->insert(
				$wpdb->prefix . 'wc_orders',
				array(
					'id'               => $id,
					'status'           => 'wc-completed',
					'currency'         => 'GBP',
					'type'             => 'shop_order_refund',
					'tax_amount'       => 0,
					'total_amount'     => '-' . $amount,
					'customer_id'      => 0,
					'date_created_gmt' => '2025-04-05 10:00:00',
					'date_updated_gmt' => '2025-04-05 10:00:00',
					'parent_order_id'  => $order,
				)
			);
			foreach ( array(
				'_refund_amount'    => $amount,
				'_refund_reason'    => $reason,
				'_refunded_by'      => '1',
				'_refunded_payment' => '',
			) as $key => $value ) {
				$wpdb->insert(
					$wpdb->prefix . 'wc_orders_meta',
					array(
						'order_id'   => $id,
						'meta_key'   => $key,
						'meta_value' => $value,
					)
				);
			}
			return $id;
		}
		$id = self::post(
			'shop_order_refund',
			'Refund',
			array(
				'post_parent'   => $order,
				'post_status'   => 'wc-completed',
				'post_date_gmt' => '2025-04-05 10:00:00',
				'post_date'     => '2025-04-05 10:00:00',
			)
		);
		self::meta(
			$id,
			array(
				'_refund_amount'    => $amount,
				'_refund_reason'    => $reason,
				'_refunded_by'      => '1',
				'_refunded_payment' => '',
				'_order_total'      => '-' . $amount,
				'_order_currency'   => 'GBP',
			)
		);
		return $id;
	}

	/**
	 * @param array<string, mixed> $fields More post fields.
	 */
	private static function post( string $type, string $title, array $fields = array() ): int {
		$id = wp_insert_post(
			wp_slash(
				$fields + array(
					'post_type'   => $type,
					'post_title'  => $title,
					'post_status' => 'publish',
				)
			),
			true
		);
		if ( ! is_int( $id ) ) {
			throw new \RuntimeException( 'The post could not be made.' );
		}
		return $id;
	}

	/**
	 * @param array<string, mixed> $meta Key => value.
	 */
	private static function meta( int $id, array $meta ): void {
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, is_string( $value ) ? wp_slash( $value ) : $value );
		}
	}

	/**
	 * @param array<string, string> $meta More meta (attribute values, stock).
	 */
	private static function variation( int $parent, string $sku, string $price, array $meta ): int {
		$id = self::post( 'product_variation', 'Woo Shirt', array( 'post_parent' => $parent ) );
		self::meta(
			$id,
			$meta + array(
				'_sku'           => $sku,
				'_regular_price' => $price,
				'_price'         => $price,
				'_stock_status'  => 'instock',
				'_manage_stock'  => 'no',
				'_tax_class'     => 'parent',
			)
		);
		return $id;
	}

	/**
	 * A term of a taxonomy WordPress does not know (WooCommerce is not loaded): with SQL.
	 */
	private static function term( string $name, string $slug, string $taxonomy, int $parent = 0 ): int {
		global $wpdb;
		$existing = $wpdb->get_var( $wpdb->prepare( "SELECT t.term_id FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.slug = %s AND tt.taxonomy = %s", $slug, $taxonomy ) );
		if ( null !== $existing ) {
			return (int) $existing;
		}
		$wpdb->insert(
			$wpdb->terms,
			array(
				'name' => $name,
				'slug' => $slug,
			)
		);
		$term_id = (int) $wpdb->insert_id;
		$wpdb->insert(
			$wpdb->term_taxonomy,
			array(
				'term_id'     => $term_id,
				'taxonomy'    => $taxonomy,
				'description' => '',
				'parent'      => $parent,
			)
		);
		return $term_id;
	}

	/**
	 * @param list<int> $term_ids Terms.
	 */
	private static function relate( int $object, array $term_ids ): void {
		global $wpdb;
		foreach ( $term_ids as $term_id ) {
			$tt = (int) $wpdb->get_var( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $term_id ) );
			$wpdb->insert(
				$wpdb->term_relationships,
				array(
					'object_id'        => $object,
					'term_taxonomy_id' => $tt,
				)
			);
		}
	}

	private static function attachment( string $name ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/01/' . $name
		);
		if ( ! is_int( $id ) || 0 === $id ) {
			throw new \RuntimeException( 'The attachment could not be made.' );
		}
		return $id;
	}
}
