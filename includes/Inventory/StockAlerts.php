<?php
/**
 * The stock emails to the shop: low stock, out of stock, back in stock.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Inventory;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Emails\OrderEmails;

/**
 * Watches managed stock cross a line (action vitrine_stock_adjusted): down to or under the
 * product's low-stock threshold, down to 0 or under (out of stock), up from 0 or under (back in
 * stock). Only a crossing sends, so an order that takes the fifth unit under the threshold sends
 * nothing more.
 *
 * The emails leave at the end of the request (flush(), on shutdown), and only for a stock that is
 * still across the line then: a change made inside an order's transaction that was rolled back
 * has given its units back by then, and sends nothing. They go to the new-order recipients, in
 * the site's language, as plain text (WooCommerce's stock emails are too: a line and a link),
 * each switched on or off in Vitrine > Settings > Emails; back in stock is off until the
 * merchant asks for it.
 */
final class StockAlerts {

	public const LOW  = 'low_stock';
	public const OUT  = 'out_of_stock';
	public const BACK = 'back_in_stock';

	/** Email to its setting key. */
	public const SETTINGS = array(
		self::LOW  => 'email_low_stock_enabled',
		self::OUT  => 'email_out_of_stock_enabled',
		self::BACK => 'email_back_in_stock_enabled',
	);

	/**
	 * Product or variation id to the emails it crossed into this request.
	 *
	 * @var array<int, array<string, true>>
	 */
	private array $queued = array();

	public function __construct(
		private readonly Settings $settings,
		private readonly StockThreshold $threshold,
		private readonly OrderEmails $order_emails,
	) {
	}

	/**
	 * Action vitrine_stock_adjusted.
	 *
	 * @param int $id     The product or variation.
	 * @param int $before The quantity before.
	 * @param int $after  The quantity after.
	 */
	public function on_change( int $id, int $before, int $after ): void {
		$threshold = $this->threshold->for_product( $id );
		if ( $after <= 0 && $before > 0 ) {
			$this->queue( $id, self::OUT );
		} elseif ( $after <= $threshold && $before > $threshold ) {
			$this->queue( $id, self::LOW );
		}
		if ( $before <= 0 && $after > 0 ) {
			$this->queue( $id, self::BACK );
		}
	}

	/**
	 * Sends what was queued and still holds (on shutdown).
	 *
	 * @return list<string> The emails sent, as "email:id", for the tests and the log.
	 */
	public function flush(): array {
		$queued       = $this->queued;
		$this->queued = array();
		$sent         = array();
		foreach ( $queued as $id => $emails ) {
			// Past every cache: the request that changed it may have rolled back.
			wp_cache_delete( $id, 'post_meta' );
			$stock = (int) get_post_meta( $id, ProductMeta::STOCK, true );
			foreach ( array_keys( $emails ) as $email ) {
				if ( $this->still_holds( $email, $id, $stock ) && $this->send( $email, $id, $stock ) ) {
					$sent[] = $email . ':' . $id;
				}
			}
		}
		return $sent;
	}

	private function queue( int $id, string $email ): void {
		if ( ! (bool) $this->settings->get( self::SETTINGS[ $email ] ) ) {
			return;
		}
		if ( array() === $this->queued ) {
			add_action( 'shutdown', array( $this, 'flush' ) );
		}
		$this->queued[ $id ][ $email ] = true;
	}

	private function still_holds( string $email, int $id, int $stock ): bool {
		return match ( $email ) {
			self::OUT  => $stock <= 0,
			self::LOW  => $stock > 0 && $stock <= $this->threshold->for_product( $id ),
			self::BACK => $stock > 0,
			default    => false,
		};
	}

	private function send( string $email, int $id, int $stock ): bool {
		$switched = switch_to_locale( get_locale() );
		try {
			$site = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
			$name = self::product_name( $id );
			switch ( $email ) {
				case self::OUT:
					/* translators: %s: the site's name. */
					$subject = sprintf( __( '[%s] Product out of stock', 'vitrine' ), $site );
					/* translators: %s: a product's name. */
					$line = sprintf( __( '%s is out of stock.', 'vitrine' ), $name );
					break;
				case self::LOW:
					/* translators: %s: the site's name. */
					$subject = sprintf( __( '[%s] Product low in stock', 'vitrine' ), $site );
					/* translators: 1: a product's name, 2: how many are left. */
					$line = sprintf( _n( '%1$s is low in stock: %2$s left.', '%1$s is low in stock: %2$s left.', $stock, 'vitrine' ), $name, number_format_i18n( $stock ) );
					break;
				default:
					/* translators: %s: the site's name. */
					$subject = sprintf( __( '[%s] Product back in stock', 'vitrine' ), $site );
					/* translators: 1: a product's name, 2: how many are in stock. */
					$line = sprintf( __( '%1$s is back in stock: %2$s available.', 'vitrine' ), $name, number_format_i18n( $stock ) );
			}
			$parent = (int) wp_get_post_parent_id( $id );
			$edit   = admin_url( 'post.php?post=' . ( $parent > 0 ? $parent : $id ) . '&action=edit' );
			/* translators: %s: the product's edit screen address. */
			$body = $line . "\n\n" . sprintf( __( 'Edit the product: %s', 'vitrine' ), $edit ) . "\n";
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		/**
		 * Filters who receives a stock email; an empty string sends nothing.
		 *
		 * @param string $recipient One address, or several separated by commas (default: the
		 *                          new-order recipients).
		 * @param string $email     low_stock, out_of_stock or back_in_stock.
		 * @param int    $id        The product or variation.
		 */
		$recipient = (string) apply_filters( 'vitrine_stock_email_recipient', $this->order_emails->admin_recipient(), $email, $id );
		if ( '' === trim( $recipient ) ) {
			return false;
		}
		return wp_mail( $recipient, $subject, $body );
	}

	/**
	 * The product's name, a variation's with its attributes, and the SKU when there is one.
	 */
	private static function product_name( int $id ): string {
		$parent = (int) wp_get_post_parent_id( $id );
		$name   = wp_specialchars_decode( get_the_title( $parent > 0 ? $parent : $id ), ENT_QUOTES );
		if ( $parent > 0 ) {
			$values = array();
			foreach ( (array) get_post_meta( $id ) as $key => $value ) {
				if ( str_starts_with( (string) $key, ProductMeta::ATTRIBUTE_PREFIX ) && '' !== (string) ( $value[0] ?? '' ) ) {
					$values[] = (string) $value[0];
				}
			}
			$name .= array() !== $values ? ' – ' . implode( ', ', $values ) : '';
		}
		$sku = (string) get_post_meta( $id, ProductMeta::SKU, true );
		return '' !== $sku ? sprintf( '%s (%s)', $name, $sku ) : $name;
	}
}
