<?php
/**
 * The shop's widget on the WordPress dashboard.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports\Admin;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\OrderStatus;
use Vitrine\Reports\Dashboard\DashboardFigures;

/**
 * "Shop at a glance": rendered by PHP (no script), for users who can manage the orders only.
 */
final class DashboardWidget {

	public const ID = 'vitrine_dashboard';

	public function __construct(
		private readonly DashboardFigures $figures,
		private readonly PriceFormatter $prices,
	) {
	}

	public function register(): void {
		add_action( 'wp_dashboard_setup', array( $this, 'add' ) );
	}

	public function add(): void {
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			return;
		}
		wp_add_dashboard_widget( self::ID, __( 'Shop at a glance', 'vitrine' ), array( $this, 'render' ) );
		add_action( 'admin_head', array( $this, 'styles' ) );
	}

	public function styles(): void {
		echo '<style>'
			. '#vitrine_dashboard .vitrine-glance{width:100%;border-collapse:collapse;margin-bottom:12px}'
			. '#vitrine_dashboard .vitrine-glance th,#vitrine_dashboard .vitrine-glance td{padding:4px 6px;text-align:start;border-bottom:1px solid #f0f0f1}'
			. '#vitrine_dashboard .vitrine-glance td{text-align:end}'
			. '#vitrine_dashboard .vitrine-change--up{color:#007017}#vitrine_dashboard .vitrine-change--down{color:#b32d2e}'
			. '#vitrine_dashboard h3{margin:12px 0 4px;font-size:14px}#vitrine_dashboard ul{margin:0}#vitrine_dashboard li a{text-decoration:underline}'
			. '</style>';
	}

	public function render(): void {
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			return;
		}
		$now     = time();
		$sales   = $this->figures->sales( $now );
		$waiting = $this->figures->waiting();
		$low     = $this->figures->low_stock();
		$rows    = array(
			array( __( 'Today', 'vitrine' ), $sales['today'], $sales['yesterday'], __( 'yesterday at this time', 'vitrine' ) ),
			array( __( 'This week', 'vitrine' ), $sales['week'], $sales['last_week'], __( 'last week at this point', 'vitrine' ) ),
		);
		?>
		<table class="vitrine-glance">
			<caption class="screen-reader-text"><?php esc_html_e( 'Sales, compared with the same part of the previous period', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<td></td>
					<th scope="col"><?php esc_html_e( 'Orders', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Revenue', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $rows as list( $label, $current, $previous, $against ) ) : ?>
					<tr>
						<th scope="row"><?php echo esc_html( $label ); ?></th>
						<td><?php echo esc_html( number_format_i18n( $current['orders'] ) ); ?> <?php $this->change( $current['orders'], $previous['orders'], (string) number_format_i18n( $previous['orders'] ), $against ); ?></td>
						<td><?php echo esc_html( $this->prices->format_minor( $current['revenue'] ) ); ?> <?php $this->change( $current['revenue'], $previous['revenue'], $this->prices->format_minor( $previous['revenue'] ), $against ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<h3><?php esc_html_e( 'Waiting for you', 'vitrine' ); ?></h3>
		<ul>
			<?php foreach ( $waiting as $status => $count ) : ?>
				<li>
					<a href="<?php echo esc_url( OrdersPage::url( array( 'status' => $status ) ) ); ?>">
						<?php
						echo esc_html(
							OrderStatus::PROCESSING === $status
								/* translators: %s: number of orders. */
								? sprintf( _n( '%s order to fulfil (processing)', '%s orders to fulfil (processing)', $count, 'vitrine' ), number_format_i18n( $count ) )
								/* translators: %s: number of orders. */
								: sprintf( _n( '%s order on hold', '%s orders on hold', $count, 'vitrine' ), number_format_i18n( $count ) )
						);
						?>
					</a>
				</li>
			<?php endforeach; ?>
		</ul>
		<h3><?php esc_html_e( 'Low in stock', 'vitrine' ); ?></h3>
		<?php if ( 0 === $low['total'] ) : ?>
			<p><?php esc_html_e( 'No product is low in stock.', 'vitrine' ); ?></p>
		<?php else : ?>
			<ul class="vitrine-glance__low-stock">
				<?php foreach ( $low['products'] as $product ) : ?>
					<li>
						<a href="<?php echo esc_url( admin_url( 'post.php?post=' . ( $product['parent_id'] > 0 ? $product['parent_id'] : $product['id'] ) . '&action=edit' ) ); ?>"><?php echo esc_html( '' !== $product['name'] ? $product['name'] : '#' . $product['id'] ); ?></a>
						<?php
						echo esc_html(
							$product['parent_id'] > 0
								/* translators: 1: variation id, 2: units in stock, 3: threshold. */
								? sprintf( __( '(variation #%1$d): %2$s in stock, threshold %3$s', 'vitrine' ), $product['id'], number_format_i18n( $product['stock'] ), number_format_i18n( $product['threshold'] ) )
								/* translators: 1: units in stock, 2: threshold. */
								: sprintf( __( ': %1$s in stock, threshold %2$s', 'vitrine' ), number_format_i18n( $product['stock'] ), number_format_i18n( $product['threshold'] ) )
						);
						?>
					</li>
				<?php endforeach; ?>
			</ul>
			<?php if ( $low['total'] > count( $low['products'] ) ) : ?>
				<p>
					<?php
					/* translators: %s: number of products. */
					echo esc_html( sprintf( _n( 'and %s more product', 'and %s more products', $low['total'] - count( $low['products'] ), 'vitrine' ), number_format_i18n( $low['total'] - count( $low['products'] ) ) ) );
					?>
				</p>
			<?php endif; ?>
		<?php endif; ?>
		<?php
	}

	/**
	 * The change against the previous period: "▲ 25%" with the figure it is compared with.
	 */
	private function change( int $now, int $before, string $before_text, string $against ): void {
		$change = DashboardFigures::change( $now, $before );
		if ( null === $change ) {
			/* translators: 1: the previous figure, 2: the previous period, such as "yesterday at this time". */
			printf( '<span class="vitrine-change">(%s)</span>', esc_html( sprintf( __( '%1$s %2$s', 'vitrine' ), $before_text, $against ) ) );
			return;
		}
		$class   = $change > 0 ? 'up' : ( $change < 0 ? 'down' : 'same' );
		$percent = ( $change > 0 ? '+' : '' ) . number_format_i18n( $change ) . '%';
		/* translators: 1: signed change in percent, such as +25%, 2: the previous figure, 3: the previous period. */
		$text = sprintf( __( '%1$s against %2$s %3$s', 'vitrine' ), $percent, $before_text, $against );
		printf( '<span class="vitrine-change vitrine-change--%1$s">(%2$s)</span>', esc_attr( $class ), esc_html( $text ) );
	}
}
