<?php
/**
 * The product screen's "Stock history" box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Inventory\Admin;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\StockLevels;
use Vitrine\Inventory\StockHistory;

/**
 * The latest changes of the product's managed stock (its variations' too): when, which product,
 * before → after, and why, with the order linked.
 */
final class StockHistoryBox {

	public function __construct( private readonly StockHistory $history ) {
	}

	/**
	 * Action add_meta_boxes_vitrine_product.
	 */
	public function add(): void {
		add_meta_box( 'vitrine-stock-history', __( 'Stock history', 'vitrine' ), array( $this, 'render' ), ProductPostTypes::PRODUCT, 'normal', 'low' );
	}

	public function render( \WP_Post $post ): void {
		$changes = $this->history->for_product( $post->ID );
		if ( array() === $changes ) {
			echo '<p>' . esc_html__( 'No stock change yet. Changes of a managed stock, by orders and by edits, are listed here.', 'vitrine' ) . '</p>';
			return;
		}
		?>
		<table class="widefat striped">
			<caption class="screen-reader-text"><?php esc_html_e( 'The latest stock changes, newest first', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Date', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Product', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Change', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Stock', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Why', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $changes as $change ) : ?>
					<tr>
						<td><?php echo esc_html( wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $change['created_at'] ) ); ?></td>
						<td><?php echo esc_html( $change['product_id'] === $post->ID ? __( 'This product', 'vitrine' ) : self::variation_name( $change['product_id'] ) ); ?></td>
						<td><?php echo esc_html( ( $change['after'] >= $change['before'] ? '+' : '−' ) . number_format_i18n( abs( $change['after'] - $change['before'] ) ) ); ?></td>
						<td><?php echo esc_html( number_format_i18n( $change['before'] ) . ' → ' . number_format_i18n( $change['after'] ) ); ?></td>
						<td><?php echo wp_kses_post( self::why( $change ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * @param array{source: string, order_id: int, user_id: int} $change A change.
	 */
	private static function why( array $change ): string {
		$user = $change['user_id'] > 0 ? get_userdata( $change['user_id'] ) : false;
		$text = match ( $change['source'] ) {
			/* translators: %d: an order's number. */
			StockLevels::SOURCE_ORDER   => sprintf( __( 'Taken by order #%d', 'vitrine' ), $change['order_id'] ),
			/* translators: %d: an order's number. */
			StockLevels::SOURCE_RESTORE => sprintf( __( 'Given back by order #%d', 'vitrine' ), $change['order_id'] ),
			StockLevels::SOURCE_EDIT    => $user instanceof \WP_User
				/* translators: %s: a user's name. */
				? sprintf( __( 'Set by %s', 'vitrine' ), $user->display_name )
				: __( 'Set by a script', 'vitrine' ),
			StockLevels::SOURCE_IMPORT  => $user instanceof \WP_User
				/* translators: %s: a user's name. */
				? sprintf( __( 'Imported by %s', 'vitrine' ), $user->display_name )
				: __( 'Imported', 'vitrine' ),
			default                     => __( 'Other', 'vitrine' ),
		};
		// The whole phrase is the order's link: a link inside a sentence would need an underline
		// wp-admin's tables take away.
		return $change['order_id'] > 0
			? '<a href="' . esc_url( admin_url( 'admin.php?page=vitrine-orders&action=edit&id=' . $change['order_id'] ) ) . '">' . esc_html( $text ) . '</a>'
			: esc_html( $text );
	}

	private static function variation_name( int $id ): string {
		/* translators: %d: a variation's id. */
		return sprintf( __( 'Variation #%d', 'vitrine' ), $id );
	}
}
