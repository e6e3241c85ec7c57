<?php
/**
 * Generated orders with their origins: for the report's benchmark and the demo.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

/**
 * Writes orders straight into the order tables in multi-row INSERTs (an order row, its billing
 * address, one line item and, for most, its origin row), a batch per transaction. The orders are
 * spread over the last $days days (more on weekdays and in the evening), mostly completed, some
 * processing, on hold, refunded (wholly or in part), pending, failed or cancelled, in the shop
 * currency. Their origins follow the report's meaning (schema 17, Migration0017OrderOrigins): the
 * spec's types utm, organic, referral, typein, with realistic sources, mediums, campaigns and
 * landing pages; about one in twelve has no origin row (the report's "Unknown"). The same seed
 * gives the same orders. Every generated order carries created_via = $created_via, so that they
 * can be found (and the demo's counted) again. The customers summary is rebuilt at the end.
 */
final class OrderGenerator {

	private const ORIGINS = array(
		array( 'utm', 'newsletter', 'email', 'spring-sale', 18 ),
		array( 'utm', 'newsletter', 'email', 'weekly-digest', 8 ),
		array( 'utm', 'google', 'cpc', 'brand-search', 10 ),
		array( 'utm', 'facebook', 'paid_social', 'mugs-retargeting', 7 ),
		array( 'utm', 'instagram', 'social', 'summer-lookbook', 5 ),
		array( 'organic', 'google', 'organic', '(none)', 20 ),
		array( 'organic', 'bing', 'organic', '(none)', 4 ),
		array( 'organic', 'duckduckgo', 'organic', '(none)', 3 ),
		array( 'referral', 'blog.example.com', 'referral', '(none)', 6 ),
		array( 'referral', 'pinterest.com', 'referral', '(none)', 4 ),
		array( 'typein', '(direct)', '(none)', '(none)', 15 ),
	);

	private const PAGES = array( '/', '/shop/', '/product/ceramic-mug/', '/product/linen-apron/', '/product-category/kitchen/', '/blog/gift-guide/' );

	private const DEVICES = array( 'desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet' );

	public function __construct(
		private readonly int $batch = 1000,
		private readonly int $seed = 42,
		private readonly string $created_via = 'generator',
	) {
	}

	/**
	 * Inserts $count orders over the last $days days (up to now).
	 *
	 * @param int                $count    How many.
	 * @param int                $days     Over how many days.
	 * @param ?\Closure(int):void $progress Called after each batch with the number written.
	 * @return array{orders: int, origins: int}
	 */
	public function generate( int $count, int $days, ?\Closure $progress = null ): array {
		global $wpdb;
		mt_srand( $this->seed );
		$currency = (string) \Vitrine\Plugin::instance()->settings->get( 'currency' );
		$decimals = (int) \Vitrine\Plugin::instance()->settings->get( 'price_decimals' );
		$home     = untrailingslashit( home_url() );
		$now      = time();
		$origins  = 0;
		$weights  = array_sum( array_column( self::ORIGINS, 4 ) );
		$products = array_map(
			'intval',
			(array) get_posts(
				array(
					'post_type'   => 'vitrine_product',
					'post_status' => 'publish',
					'numberposts' => 20,
					'fields'      => 'ids',
				)
			)
		);
		$first    = (int) $wpdb->get_var( "SELECT COALESCE(MAX(order_id), 0) FROM {$wpdb->prefix}vitrine_orders" ) + 1; // phpcs:ignore WordPress.DB.DirectDatabaseQuery

		for ( $done = 0; $done < $count; $done += $this->batch ) {
			$size      = min( $this->batch, $count - $done );
			$order_sql = array();
			$addr_sql  = array();
			$item_sql  = array();
			$orig_sql  = array();
			for ( $i = 0; $i < $size; $i++ ) {
				$id      = $first + $done + $i;
				$created = $this->time( $now, $days );
				$total   = mt_rand( 8, 240 ) * 100 + mt_rand( 0, 1 ) * 50;
				$status  = $this->status();
				$refund  = 'refunded' === $status ? $total : ( mt_rand( 1, 40 ) === 1 ? (int) ( $total / 4 ) : 0 );
				$date    = gmdate( 'Y-m-d H:i:s', $created );
				$key     = 'wc_order_gen' . substr( md5( $this->seed . '-' . $id ), 0, 13 );
				$email   = 'shopper' . mt_rand( 1, 5000 ) . '@example.com';
				$device  = self::DEVICES[ mt_rand( 0, count( self::DEVICES ) - 1 ) ];

				$order_sql[] = $wpdb->prepare(
					'(%d, %s, %s, %s, %d, %s, %s, %s, %s, %s, %d, %d, %d, %s, %s, %s, %s)',
					$id,
					$key,
					$status,
					$currency,
					$decimals,
					$email,
					'offline_bank_transfer',
					'Direct bank transfer',
					'',
					$this->created_via,
					$total,
					$total,
					$refund,
					$date,
					$date,
					'completed' === $status || 'processing' === $status || 'refunded' === $status ? $date : null,
					'desktop' === $device ? 'Mozilla/5.0 (X11; Linux x86_64)' : 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile'
				);
				$addr_sql[]  = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $id, 'billing', 'Shopper', (string) $id, '', '1 Demo Street', '', 'Lyon', '69001', 'FR', $email );
				$product     = array() === $products ? 0 : $products[ mt_rand( 0, count( $products ) - 1 ) ];
				$item_sql[]  = $wpdb->prepare( '(%d, %s, %s, %d, %d, %d, %d, %s, %s)', $id, 'line_item', 0 === $product ? 'Generated item' : get_the_title( $product ), $product, 1, $total, $total, '[]', '[]' );

				if ( mt_rand( 1, 12 ) === 1 ) {
					continue; // No origin: the report's Unknown.
				}
				list( $type, $source, $medium, $campaign ) = $this->origin( $weights );
				$page                                      = self::PAGES[ mt_rand( 0, count( self::PAGES ) - 1 ) ];
				$landing                                   = $home . $page . ( 'utm' === $type ? '?utm_source=' . rawurlencode( $source ) . '&utm_medium=' . rawurlencode( $medium ) . '&utm_campaign=' . rawurlencode( $campaign ) : '' );
				$referrer                                  = match ( $type ) {
					'organic'  => 'https://www.' . $source . '.com/',
					'referral' => 'https://' . $source . '/',
					default    => '',
				};
				$orig_sql[] = $wpdb->prepare(
					'(%d, %s, %s, %s, %s, %s, %s, %s, %s, %d, %d, %d)',
					$id,
					$date,
					$type,
					$source,
					$medium,
					'(none)' === $campaign ? '' : $campaign,
					$landing,
					$referrer,
					$device,
					mt_rand( 1, 14 ),
					mt_rand( 1, 4 ),
					mt_rand( 40, 1800 )
				);
				++$origins;
			}
			// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- each row was prepared above.
			$wpdb->query( 'START TRANSACTION' );
			$ok = false !== $wpdb->query( "INSERT INTO {$wpdb->prefix}vitrine_orders (order_id, order_key, status, currency, currency_decimals, billing_email, payment_method, payment_method_title, customer_note, created_via, subtotal, total, refunded_total, created_at, updated_at, paid_at, user_agent) VALUES " . implode( ',', $order_sql ) )
				&& false !== $wpdb->query( "INSERT INTO {$wpdb->prefix}vitrine_order_addresses (order_id, type, first_name, last_name, company, address_1, address_2, city, postcode, country, email) VALUES " . implode( ',', $addr_sql ) )
				&& false !== $wpdb->query( "INSERT INTO {$wpdb->prefix}vitrine_order_items (order_id, type, name, product_id, quantity, subtotal, total, taxes, meta) VALUES " . implode( ',', $item_sql ) )
				&& ( array() === $orig_sql || false !== $wpdb->query( "INSERT INTO {$wpdb->prefix}vitrine_order_origins (order_id, created_at, source_type, source, medium, campaign, landing_page, referrer, device_type, session_pages, session_count, session_seconds) VALUES " . implode( ',', $orig_sql ) ) );
			if ( ! $ok ) {
				$error = $wpdb->last_error;
				$wpdb->query( 'ROLLBACK' );
				throw new \RuntimeException( 'An insert failed: ' . $error );
			}
			$wpdb->query( 'COMMIT' );
			// phpcs:enable
			if ( null !== $progress ) {
				$progress( $done + $size );
			}
		}
		// Written past the order store: Vitrine > Customers' summary table is recomputed.
		\Vitrine\Plugin::instance()->get( \Vitrine\Customers\CustomerSummary::class )->rebuild();
		return array(
			'orders'  => $count,
			'origins' => $origins,
		);
	}

	/**
	 * A time within the last $days days: weekdays twice as busy as weekends, evenings busiest.
	 */
	private function time( int $now, int $days ): int {
		do {
			$time    = $now - mt_rand( 0, max( 1, $days * DAY_IN_SECONDS - 1 ) );
			$weekday = (int) gmdate( 'N', $time ) < 6;
			$hour    = (int) gmdate( 'G', $time );
			$chance  = ( $weekday ? 2 : 1 ) * ( $hour >= 18 && $hour <= 22 ? 3 : ( $hour < 7 ? 1 : 2 ) );
		} while ( mt_rand( 1, 6 ) > $chance );
		return $time;
	}

	private function status(): string {
		$roll = mt_rand( 1, 100 );
		return match ( true ) {
			$roll <= 70 => 'completed',
			$roll <= 82 => 'processing',
			$roll <= 86 => 'on-hold',
			$roll <= 90 => 'refunded',
			$roll <= 94 => 'pending',
			$roll <= 97 => 'cancelled',
			default     => 'failed',
		};
	}

	/**
	 * A weighted origin: type, source, medium, campaign.
	 *
	 * @return array{0: string, 1: string, 2: string, 3: string}
	 */
	private function origin( int $weights ): array {
		$roll = mt_rand( 1, $weights );
		foreach ( self::ORIGINS as $origin ) {
			$roll -= $origin[4];
			if ( $roll <= 0 ) {
				return array( $origin[0], $origin[1], $origin[2], $origin[3] );
			}
		}
		return array( 'typein', '(direct)', '(none)', '' );
	}
}
