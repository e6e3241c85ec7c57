<?php
/**
 * Changes a product's or variation's stock quantity safely under concurrency.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Stock;

/**
 * Orders reduce and restore stock while other requests do the same, so a quantity is never
 * read in PHP and written back blindly: adjust() locks the stock meta row (SELECT … FOR UPDATE)
 * and writes the new quantity with a compare-and-set UPDATE (WHERE meta_value is still what was
 * read), retrying when another request got in between. Inside a transaction the lock holds the
 * row until the caller commits, so the compare always succeeds.
 *
 * take() is what an order placement uses: one conditional UPDATE ("only if at least N are
 * left"), so that of several carts racing for the last units exactly as many succeed as there
 * are units, whatever the isolation level and without a read-then-write window (see
 * docs/decisions.md, issue 10).
 *
 * The stock status meta and the lookup row are brought up to date at once, as ProductWriter
 * does.
 */
final class StockLevels {

	private const ATTEMPTS = 5;

	/** Why stock changes, while because() runs: passed to vitrine_stock_adjusted. */
	public const SOURCE_ORDER   = 'order';
	public const SOURCE_RESTORE = 'restore';
	public const SOURCE_EDIT    = 'edit';
	public const SOURCE_IMPORT  = 'import';
	public const SOURCE_OTHER   = 'other';

	/**
	 * Why the stock is changing (see because()).
	 *
	 * @var array{source: string, order_id: int}
	 */
	private array $reason = array(
		'source'   => self::SOURCE_OTHER,
		'order_id' => 0,
	);

	public function __construct( private readonly LookupTable $lookup ) {
	}

	/**
	 * Runs $change with a reason that every stock change it makes carries to
	 * vitrine_stock_adjusted (the stock history, the stock emails): an order taking stock, an
	 * order giving it back, an import setting it (through ProductWriter, see set_reason()).
	 *
	 * @template T
	 * @param string             $source   One of the SOURCE_ constants.
	 * @param int                $order_id The order, 0 for none.
	 * @param callable(): T      $change   What changes the stock.
	 * @return T
	 */
	public function because( string $source, int $order_id, callable $change ): mixed {
		$outer        = $this->reason;
		$this->reason = array(
			'source'   => $source,
			'order_id' => $order_id,
		);
		try {
			return $change();
		} finally {
			$this->reason = $outer;
		}
	}

	/**
	 * Takes $quantity units of a product's or variation's managed stock, all or none: without
	 * backorders only while at least that many are left, in one conditional UPDATE; with
	 * backorders always (stock may go below 0).
	 *
	 * @param int  $product_or_variation_id The product (a simple product) or the variation.
	 * @param int  $quantity                Units to take, at least 1.
	 * @param bool $strict                  False to take them even past 0 without backorders
	 *                                      (a payment already received for goods owed).
	 * @return array{before: int, after: int}|int|null The quantity before and after; or, when
	 *                                                 there were not enough, how many were left
	 *                                                 (nothing was taken); null when the post is
	 *                                                 no product or its stock is not managed.
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function take( int $product_or_variation_id, int $quantity, bool $strict = true ): array|int|null {
		global $wpdb;
		$id       = $product_or_variation_id;
		$settings = $this->stock_settings( $id );
		if ( null === $settings ) {
			return null;
		}
		if ( ! $strict || Stock::BACKORDERS_NO !== $settings['backorders'] ) {
			return $this->move( $id, -$quantity, false, $settings['backorders'] );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- finds the one stock row to change.
		$meta_id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT meta_id FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1", $id, ProductMeta::STOCK ) );
		if ( 0 === $meta_id ) {
			return 0;
		}
		// The check and the decrement are one statement: MariaDB evaluates the WHERE on the
		// row's latest committed value under its write lock, so no other request slips between.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- the atomic decrement itself.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = CAST( CAST( meta_value AS SIGNED ) - %d AS CHAR ) WHERE meta_id = %d AND CAST( meta_value AS SIGNED ) >= %d", $quantity, $meta_id, $quantity ) );
		if ( false === $updated ) {
			throw new \RuntimeException( 'Could not take the stock: ' . esc_html( $wpdb->last_error ) );
		}
		// Our own write (or, when nothing changed, the latest value): a locking read sees it.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- reads the value just written.
		$now = (int) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_id = %d LOCK IN SHARE MODE", $meta_id ) );
		if ( 1 !== $updated ) {
			return max( 0, $now );
		}
		$change = array(
			'before' => $now + $quantity,
			'after'  => $now,
		);
		$this->changed( $id, $change, $settings['backorders'] );
		return $change;
	}

	/**
	 * Adds $delta units (negative to take them away) to the managed stock of a product or
	 * variation. Stock never goes below what the catalog allows: without backorders, a reduction
	 * stops at 0 (or at the quantity, when that is already below 0); with backorders it may go
	 * below 0.
	 *
	 * @param int $product_or_variation_id The product (a simple product) or the variation.
	 * @param int $delta                   Units to add; negative to reduce.
	 * @return array{before: int, after: int}|null The quantity before and after; after - before
	 *                                             is what was applied. Null when the post is no
	 *                                             product or variation or its stock is not managed.
	 * @throws \RuntimeException When the database refuses the change or it keeps racing.
	 */
	public function adjust( int $product_or_variation_id, int $delta ): ?array {
		$id       = $product_or_variation_id;
		$settings = $this->stock_settings( $id );
		if ( null === $settings ) {
			return null;
		}
		return $this->move( $id, $delta, Stock::BACKORDERS_NO === $settings['backorders'], $settings['backorders'] );
	}

	/**
	 * Adds $delta units with the compare-and-set loop.
	 *
	 * @param int    $id         The product or variation.
	 * @param int    $delta      Units to add.
	 * @param bool   $no_below   Whether a reduction stops at 0.
	 * @param string $backorders Its backorders setting.
	 * @return array{before: int, after: int}
	 * @throws \RuntimeException When the database refuses the change or it keeps racing.
	 */
	private function move( int $id, int $delta, bool $no_below, string $backorders ): array {
		$change = null;
		for ( $attempt = 1; null === $change && $attempt <= self::ATTEMPTS; $attempt++ ) {
			$change = $this->compare_and_set( $id, $delta, $no_below );
		}
		if ( null === $change ) {
			throw new \RuntimeException( sprintf( 'The stock of %d kept changing under this request.', (int) $id ) );
		}
		$this->changed( $id, $change, $backorders );
		return $change;
	}

	/**
	 * Whether the post manages stock, and its backorders setting; null when it is no product or
	 * variation or does not manage stock.
	 *
	 * @return array{backorders: string}|null
	 */
	private function stock_settings( int $id ): ?array {
		global $wpdb;
		if ( ! in_array( get_post_type( $id ), array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
			return null;
		}
		// Read from the database, not from the meta cache: another request may have changed them.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- an atomic read of two meta rows.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN (%s, %s)", $id, ProductMeta::MANAGE_STOCK, ProductMeta::BACKORDERS ), ARRAY_A );
		$settings = array();
		foreach ( (array) $rows as $row ) {
			$settings[ (string) $row['meta_key'] ] = (string) $row['meta_value'];
		}
		if ( 'yes' !== ( $settings[ ProductMeta::MANAGE_STOCK ] ?? 'no' ) ) {
			return null;
		}
		return array( 'backorders' => $settings[ ProductMeta::BACKORDERS ] ?? Stock::BACKORDERS_NO );
	}

	/**
	 * Brings the status meta, the caches and the lookup row up to date after a change, and
	 * tells the rest of the site.
	 *
	 * @param int                           $id         The product or variation.
	 * @param array{before: int, after: int} $change     The quantities.
	 * @param string                        $backorders Its backorders setting.
	 */
	private function changed( int $id, array $change, string $backorders ): void {
		wp_cache_delete( $id, 'post_meta' );
		$status = ( new Stock( true, $change['after'], $backorders ) )->status();
		if ( get_post_meta( $id, ProductMeta::STOCK_STATUS, true ) !== $status ) {
			update_post_meta( $id, ProductMeta::STOCK_STATUS, $status );
		}
		$this->lookup->sync( $id );

		self::announce( $id, $change['before'], $change['after'], $this->reason );
	}

	/**
	 * Why ProductWriter's stock change happens: the reason of the because() running (an import),
	 * else a merchant's edit.
	 *
	 * @return array{source: string, order_id: int}
	 */
	public function set_reason(): array {
		return self::SOURCE_OTHER === $this->reason['source']
			? array(
				'source'   => self::SOURCE_EDIT,
				'order_id' => 0,
			)
			: $this->reason;
	}

	/**
	 * Tells the rest of the site that a managed stock changed: here, and from ProductWriter when
	 * a merchant or an import sets it.
	 *
	 * @param int                                  $id     The product or variation.
	 * @param int                                  $before The quantity before.
	 * @param int                                  $after  The quantity after.
	 * @param array{source: string, order_id: int} $reason Why (see because()).
	 */
	public static function announce( int $id, int $before, int $after, array $reason ): void {
		/**
		 * Fires after the managed stock of a product or variation changed.
		 *
		 * @param int                                  $id     The product or variation.
		 * @param int                                  $before The quantity before.
		 * @param int                                  $after  The quantity after.
		 * @param array{source: string, order_id: int} $reason Why: source order (an order took
		 *        it), restore (an order gave it back), edit (a merchant set it), import (an
		 *        import set it) or other; order_id when an order did.
		 */
		do_action( 'vitrine_stock_adjusted', $id, $before, $after, $reason );
	}

	/**
	 * One attempt: read the quantity with a lock, write the new one if it is still the same.
	 *
	 * @param int  $id       The product or variation.
	 * @param int  $delta    Units to add.
	 * @param bool $no_below Whether the quantity may not go below 0 (no backorders).
	 * @return array{before: int, after: int}|null Null when another request changed it in between.
	 * @throws \RuntimeException When the database refuses the change.
	 */
	private function compare_and_set( int $id, int $delta, bool $no_below ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- a locking read of one meta row.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT meta_id, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1 FOR UPDATE", $id, ProductMeta::STOCK ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( 'Could not read the stock: ' . esc_html( $wpdb->last_error ) );
		}
		$before = is_array( $row ) ? (int) $row['meta_value'] : 0;
		$after  = $before + $delta;
		if ( $no_below && $delta < 0 ) {
			$after = max( $after, min( $before, 0 ) );
		}
		if ( ! is_array( $row ) ) {
			// A managed product saved without a quantity has none: its first change creates it.
			if ( false === add_post_meta( $id, ProductMeta::STOCK, (string) $after, true ) ) {
				return null;
			}
			return array(
				'before' => $before,
				'after'  => $after,
			);
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- compare-and-set on one meta row.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE meta_id = %d AND meta_value = %s", (string) $after, (int) $row['meta_id'], (string) $row['meta_value'] ) );
		if ( false === $updated ) {
			throw new \RuntimeException( 'Could not write the stock: ' . esc_html( $wpdb->last_error ) );
		}
		if ( 1 !== $updated && $after !== $before ) {
			return null;
		}
		return array(
			'before' => $before,
			'after'  => $after,
		);
	}
}
