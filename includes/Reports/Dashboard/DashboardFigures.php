<?php
/**
 * The dashboard widget's figures.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports\Dashboard;

use Vitrine\Catalog\CatalogVersion;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\OrderStatus;
use Vitrine\Reports\SalesReport;

/**
 * Today's and this week's sales against the same part of yesterday and of last week, the
 * orders waiting for the merchant, and the products low in stock, in three queries:
 *
 * - Sales are the report's (SalesReport::SALE_STATUSES, the shop's currency, net of refunds),
 *   days and weeks in the site's time zone, weeks from the site's first day of the week. Today
 *   until now is compared with yesterday until the same time, this week until now with last
 *   week until the same moment: a morning is never set against a whole day.
 * - Waiting: the processing and on-hold orders.
 * - Low stock: products and variations that manage their stock with a quantity at or under
 *   their threshold: their own (ProductMeta::LOW_STOCK), a variation's product's, else the
 *   shop's setting low_stock_threshold. Read from the catalog's lookup table, and kept in a
 *   transient keyed by the catalog's version (bumped by every stock change) and the threshold.
 */
final class DashboardFigures {

	public const LOW_STOCK_SHOWN = 10;

	private const TRANSIENT = 'vitrine_dashboard_low_stock';

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly Settings $settings,
		private readonly CatalogVersion $version,
	) {
	}

	/**
	 * The periods' bounds at a time, as Unix times: [start, end) each.
	 *
	 * @return array{today: array{0: int, 1: int}, yesterday: array{0: int, 1: int}, week: array{0: int, 1: int}, last_week: array{0: int, 1: int}}
	 */
	public static function periods( int $now ): array {
		$zone        = wp_timezone();
		$today       = ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( $zone )->setTime( 0, 0 );
		$yesterday   = $today->modify( '-1 day' );
		$back        = ( (int) $today->format( 'w' ) - (int) get_option( 'start_of_week', 1 ) + 7 ) % 7;
		$week        = $today->modify( '-' . $back . ' days' );
		$last_week   = $week->modify( '-7 days' );
		$day_elapsed = $now - $today->getTimestamp();
		$wk_elapsed  = $now - $week->getTimestamp();
		return array(
			'today'     => array( $today->getTimestamp(), $now + 1 ),
			'yesterday' => array( $yesterday->getTimestamp(), min( $today->getTimestamp(), $yesterday->getTimestamp() + $day_elapsed + 1 ) ),
			'week'      => array( $week->getTimestamp(), $now + 1 ),
			'last_week' => array( $last_week->getTimestamp(), min( $week->getTimestamp(), $last_week->getTimestamp() + $wk_elapsed + 1 ) ),
		);
	}

	/**
	 * Orders and net revenue (minor units of the shop's currency) of each period.
	 *
	 * @return array<string, array{orders: int, revenue: int}>
	 */
	public function sales( int $now ): array {
		global $wpdb;
		$periods  = self::periods( $now );
		$columns  = array();
		$values   = array();
		$earliest = $now;
		foreach ( $periods as $name => $bounds ) {
			$in        = 'o.created_at >= %s AND o.created_at < %s';
			$columns[] = "SUM({$in}) AS {$name}_orders, SUM(IF({$in}, o.total - o.refunded_total, 0)) AS {$name}_revenue";
			$from      = gmdate( 'Y-m-d H:i:s', $bounds[0] );
			$to        = gmdate( 'Y-m-d H:i:s', $bounds[1] );
			array_push( $values, $from, $to, $from, $to );
			$earliest = min( $earliest, $bounds[0] );
		}
		$statuses = implode( ', ', array_fill( 0, count( SalesReport::SALE_STATUSES ), '%s' ) );
		$sql      = 'SELECT ' . implode( ', ', $columns ) . " FROM {$wpdb->prefix}vitrine_orders o
			WHERE o.created_at >= %s AND o.created_at <= %s AND o.status IN ({$statuses}) AND o.currency = %s";
		$values   = array_merge( $values, array( gmdate( 'Y-m-d H:i:s', $earliest ), gmdate( 'Y-m-d H:i:s', $now ) ), SalesReport::SALE_STATUSES, array( $this->prices->currency() ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- our columns, their values placeholders; a handful of days on the created_at index.
		$row    = (array) $wpdb->get_row( $wpdb->prepare( $sql, $values ), ARRAY_A );
		$result = array();
		foreach ( array_keys( $periods ) as $name ) {
			$result[ $name ] = array(
				'orders'  => (int) ( $row[ $name . '_orders' ] ?? 0 ),
				'revenue' => (int) ( $row[ $name . '_revenue' ] ?? 0 ),
			);
		}
		return $result;
	}

	/**
	 * The orders waiting for the merchant, by status.
	 *
	 * @return array<string, int>
	 */
	public function waiting(): array {
		global $wpdb;
		$waiting = array(
			OrderStatus::PROCESSING => 0,
			OrderStatus::ON_HOLD    => 0,
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a count on the status index.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$wpdb->prefix}vitrine_orders WHERE status IN (%s, %s) GROUP BY status", OrderStatus::PROCESSING, OrderStatus::ON_HOLD ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			$waiting[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $waiting;
	}

	/**
	 * The products at or under their low-stock threshold, lowest stock first, and how many.
	 *
	 * @return array{total: int, products: list<array{id: int, parent_id: int, name: string, stock: int, threshold: int}>}
	 */
	public function low_stock(): array {
		$threshold = max( 0, (int) $this->settings->get( 'low_stock_threshold' ) );
		// One transient, holding the version it was computed at: a stale one is replaced, never piled up.
		$version = $this->version->current() . '|' . $threshold;
		$cached  = get_transient( self::TRANSIENT );
		if ( is_array( $cached ) && ( $cached['version'] ?? null ) === $version && is_array( $cached['figures'] ?? null ) ) {
			return $cached['figures'];
		}
		global $wpdb;
		$from = "FROM {$wpdb->prefix}vitrine_product_lookup l
			JOIN {$wpdb->posts} p ON p.ID = l.product_id
			LEFT JOIN {$wpdb->postmeta} own ON own.post_id = l.product_id AND own.meta_key = %s
			LEFT JOIN {$wpdb->postmeta} par ON l.parent_id > 0 AND par.post_id = l.parent_id AND par.meta_key = %s
			WHERE l.stock_quantity IS NOT NULL AND p.post_status IN ('publish', 'private')
				AND l.stock_quantity <= CAST(COALESCE(NULLIF(own.meta_value, ''), NULLIF(par.meta_value, ''), %d) AS SIGNED)";
		$args = array( ProductMeta::LOW_STOCK, ProductMeta::LOW_STOCK, $threshold );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery, WordPress.DB.PreparedSQLPlaceholders -- the lookup's stock column; cached by catalog version.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT l.product_id, l.parent_id, l.stock_quantity, p.post_title, CAST(COALESCE(NULLIF(own.meta_value, ''), NULLIF(par.meta_value, ''), %d) AS SIGNED) AS threshold {$from} ORDER BY l.stock_quantity ASC, l.product_id ASC LIMIT %d",
				array_merge( array( $threshold ), $args, array( self::LOW_STOCK_SHOWN ) )
			),
			ARRAY_A
		);
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) {$from}", $args ) );
		// phpcs:enable
		$result = array(
			'total'    => $total,
			'products' => array_map(
				static fn ( array $row ): array => array(
					'id'        => (int) $row['product_id'],
					'parent_id' => (int) $row['parent_id'],
					'name'      => (string) $row['post_title'],
					'stock'     => (int) $row['stock_quantity'],
					'threshold' => (int) $row['threshold'],
				),
				(array) $rows
			),
		);
		set_transient(
			self::TRANSIENT,
			array(
				'version' => $version,
				'figures' => $result,
			),
			86400
		);
		return $result;
	}

	/**
	 * The change from a previous figure in percent, rounded; null when the previous is 0.
	 */
	public static function change( int $now, int $before ): ?int {
		if ( 0 === $before ) {
			return null;
		}
		return (int) round( ( $now - $before ) * 100 / abs( $before ) );
	}
}
