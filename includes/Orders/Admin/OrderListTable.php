<?php
/**
 * The list of orders on Vitrine > Orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Admin;

use Vitrine\Orders\Origins\OrderOrigin;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Core\Input;
use Vitrine\Orders\AddressLines;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderQuery;

/**
 * A WP_List_Table over OrderQuery::query(): views by status with their counts, a search
 * box (order number, email, name, company, transaction id), a month filter, an origin filter
 * (a type, or a type and its source: "organic" or "organic:google"), sorting by number,
 * date and total, pagination (per-page screen option), and bulk status changes, which
 * OrderActions::process_bulk() carries out through OrderService::transition().
 *
 * Needs wp-admin/includes/class-wp-list-table.php, which wp-admin loads.
 */
final class OrderListTable extends \WP_List_Table {

	/**
	 * Bulk action to the status it sets.
	 */
	public const BULK_ACTIONS = array(
		'mark_processing' => OrderStatus::PROCESSING,
		'mark_on-hold'    => OrderStatus::ON_HOLD,
		'mark_completed'  => OrderStatus::COMPLETED,
		'mark_cancelled'  => OrderStatus::CANCELLED,
	);

	/** @var array<string, string|int> The request's filters, for links and the query. */
	private array $filters;

	/** @var array<int, OrderOrigin> The page's origins, by order id. */
	private array $page_origins = array();

	/**
	 * @param OrderQuery           $lists    The lists of orders.
	 * @param OrderMoney           $money    Formats totals.
	 * @param array<string, mixed> $request  The query string (unslashed): status, s, m, orderby, order, paged.
	 * @param int                  $per_page Orders per page.
	 * @param string               $screen   The screen's id (the page's hook suffix); '' for the current screen.
	 * @param OrderOrigins|null    $origins  The orders' origins: the Origin column and filter; null for neither.
	 */
	public function __construct(
		private readonly OrderQuery $lists,
		private readonly OrderMoney $money,
		array $request,
		private readonly int $per_page = 20,
		string $screen = '',
		private readonly ?OrderOrigins $origins = null,
	) {
		parent::__construct(
			array(
				'singular' => 'order',
				'plural'   => 'orders',
				'ajax'     => false,
				'screen'   => '' !== $screen ? $screen : null,
			)
		);
		$status        = sanitize_key( Input::raw( $request['status'] ?? '' ) );
		$month         = Input::raw( $request['m'] ?? '' );
		$this->filters = array(
			'status'  => OrderStatus::is_valid( $status ) ? $status : '',
			's'       => trim( sanitize_text_field( Input::raw( $request['s'] ?? '' ) ) ),
			'm'       => 1 === preg_match( '/^\d{6}$/', $month ) ? $month : '',
			'orderby' => in_array( $request['orderby'] ?? '', array( 'id', 'date', 'total' ), true ) ? (string) $request['orderby'] : 'date',
			'order'   => 'asc' === strtolower( Input::raw( $request['order'] ?? '' ) ) ? 'asc' : 'desc',
			'paged'   => max( 1, (int) Input::raw( $request['paged'] ?? '1' ) ),
			'origin'  => null !== $origins ? self::origin_filter( Input::raw( $request['origin'] ?? '' ) ) : '',
		);
	}

	/**
	 * The origin filter as the request gives it: "type" or "type:source", '' when none or malformed.
	 */
	private static function origin_filter( string $value ): string {
		$value = trim( sanitize_text_field( $value ) );
		if ( '' === $value ) {
			return '';
		}
		$type = explode( ':', $value, 2 )[0];
		return 1 === preg_match( '/^[a-z_]{1,20}$/', $type ) ? mb_substr( $value, 0, 130 ) : '';
	}

	/**
	 * The query arguments of the current filters (for OrderQuery::query()).
	 *
	 * @return array<string, mixed>
	 */
	public function query_args(): array {
		$args = array(
			'status'   => $this->filters['status'],
			'search'   => $this->filters['s'],
			'orderby'  => $this->filters['orderby'],
			'order'    => $this->filters['order'],
			'page'     => $this->filters['paged'],
			'per_page' => $this->per_page,
		);
		if ( '' !== $this->filters['origin'] ) {
			$parts               = explode( ':', (string) $this->filters['origin'], 2 );
			$args['origin_type'] = $parts[0];
			if ( isset( $parts[1] ) ) {
				$args['origin_source'] = $parts[1];
			}
		}
		if ( '' !== $this->filters['m'] ) {
			// The month in the site's time zone, as UTC bounds.
			$zone              = wp_timezone();
			$start             = \DateTimeImmutable::createFromFormat( '!Ym', (string) $this->filters['m'], $zone );
			$args['date_from'] = false === $start ? 0 : $start->getTimestamp();
			$args['date_to']   = false === $start ? 0 : $start->modify( '+1 month' )->getTimestamp() - 1;
		}
		return $args;
	}

	public function prepare_items(): void {
		$result      = $this->lists->query( $this->query_args() );
		$this->items = $result['orders'];
		if ( null !== $this->origins ) {
			$this->page_origins = $this->origins->find_many( array_map( static fn ( Order $order ): int => $order->id, $result['orders'] ) );
		}
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => $this->per_page,
				'total_pages' => (int) ceil( $result['total'] / $this->per_page ),
			)
		);
		$this->_column_headers = array( $this->get_columns(), get_hidden_columns( $this->screen ), $this->get_sortable_columns(), 'order' );
	}

	/**
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'cb'               => '<input type="checkbox">',
			'order'            => __( 'Order', 'vitrine' ),
			'date'             => __( 'Date', 'vitrine' ),
			'status'           => __( 'Status', 'vitrine' ),
			'billing_address'  => __( 'Billing', 'vitrine' ),
			'shipping_address' => __( 'Ship to', 'vitrine' ),
			'total'            => __( 'Total', 'vitrine' ),
		) + ( null !== $this->origins ? array( 'origin' => __( 'Origin', 'vitrine' ) ) : array() );
	}

	/**
	 * @return array<string, array<int, mixed>>
	 */
	protected function get_sortable_columns(): array {
		return array(
			'order' => array( 'id', true, __( 'Order', 'vitrine' ), __( 'Table ordered by order number.', 'vitrine' ) ),
			'date'  => array( 'date', true, __( 'Date', 'vitrine' ), __( 'Table ordered by date.', 'vitrine' ) ),
			'total' => array( 'total', true, __( 'Total', 'vitrine' ), __( 'Table ordered by total.', 'vitrine' ) ),
		);
	}

	/**
	 * @return array<string, string>
	 */
	protected function get_bulk_actions(): array {
		$actions = array();
		foreach ( self::BULK_ACTIONS as $action => $status ) {
			/* translators: %s: order status such as Completed. */
			$actions[ $action ] = sprintf( __( 'Change status to %s', 'vitrine' ), OrderStatus::label( $status ) );
		}
		return $actions;
	}

	/**
	 * The status links above the table, with their counts.
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$counts  = $this->lists->count_by_status();
		$current = (string) $this->filters['status'];
		$views   = array(
			'all' => sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$s)</span></a>',
				esc_url( OrdersPage::url() ),
				'' === $current ? ' class="current" aria-current="page"' : '',
				esc_html__( 'All', 'vitrine' ),
				esc_html( number_format_i18n( array_sum( $counts ) ) )
			),
		);
		foreach ( OrderStatus::labels() as $status => $label ) {
			if ( 0 === ( $counts[ $status ] ?? 0 ) && $status !== $current ) {
				continue;
			}
			$views[ $status ] = sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$s)</span></a>',
				esc_url( OrdersPage::url( array( 'status' => $status ) ) ),
				$status === $current ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				esc_html( number_format_i18n( $counts[ $status ] ?? 0 ) )
			);
		}
		return $views;
	}

	/**
	 * The month filter above the table.
	 *
	 * @param string $which top or bottom.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$months  = $this->lists->months();
		$sources = null !== $this->origins ? $this->origins->sources() : array();
		if ( array() === $months && array() === $sources && '' === $this->filters['origin'] ) {
			return;
		}
		?>
		<div class="alignleft actions">
			<label for="vitrine-filter-by-month" class="screen-reader-text"><?php esc_html_e( 'Filter by month', 'vitrine' ); ?></label>
			<select name="m" id="vitrine-filter-by-month">
				<option value=""><?php esc_html_e( 'All dates', 'vitrine' ); ?></option>
				<?php foreach ( $months as $month ) : ?>
					<?php
					$value = str_replace( '-', '', $month );
					$date  = \DateTimeImmutable::createFromFormat( '!Y-m', $month, wp_timezone() );
					?>
					<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $value, (string) $this->filters['m'] ); ?>>
						<?php echo esc_html( false === $date ? $month : wp_date( 'F Y', $date->getTimestamp() ) ); ?>
					</option>
				<?php endforeach; ?>
			</select>
			<?php $this->origin_select( $sources ); ?>
			<?php submit_button( __( 'Filter', 'vitrine' ), '', 'filter_action', false, array( 'id' => 'vitrine-orders-filter' ) ); ?>
		</div>
		<?php
	}

	/**
	 * The origin filter: every type that has orders, then its sources ("Organic: Google").
	 *
	 * @param list<array{type: string, source: string, orders: int}> $sources The types and sources with orders.
	 */
	private function origin_select( array $sources ): void {
		if ( null === $this->origins ) {
			return;
		}
		$current = (string) $this->filters['origin'];
		$types   = array();
		foreach ( $sources as $row ) {
			$types[ $row['type'] ][] = $row['source'];
		}
		?>
		<label for="vitrine-filter-by-origin" class="screen-reader-text"><?php esc_html_e( 'Filter by origin', 'vitrine' ); ?></label>
		<select name="origin" id="vitrine-filter-by-origin">
			<option value=""><?php esc_html_e( 'All origins', 'vitrine' ); ?></option>
			<?php foreach ( $types as $type => $type_sources ) : ?>
				<optgroup label="<?php echo esc_attr( OrderOrigin::type_label( $type ) ); ?>">
					<option value="<?php echo esc_attr( $type ); ?>" <?php selected( $type, $current ); ?>>
						<?php
						/* translators: %s: an origin type, such as Referral. */
						echo esc_html( sprintf( __( '%s: all', 'vitrine' ), OrderOrigin::type_label( $type ) ) );
						?>
					</option>
					<?php foreach ( $type_sources as $source ) : ?>
						<?php
						if ( '' === $source || OrderOrigin::TYPE_TYPEIN === $type ) {
							continue;
						}
						$value = $type . ':' . $source;
						?>
						<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $value, $current ); ?>><?php echo esc_html( OrderOrigin::source_label( $type, $source ) ); ?></option>
					<?php endforeach; ?>
				</optgroup>
			<?php endforeach; ?>
		</select>
		<?php
	}

	public function no_items(): void {
		'' !== $this->filters['s'] || '' !== $this->filters['status'] || '' !== $this->filters['m'] || '' !== $this->filters['origin']
			? esc_html_e( 'No orders match these filters.', 'vitrine' )
			: esc_html_e( 'No orders yet.', 'vitrine' );
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_cb( $item ): string {
		return sprintf(
			'<label class="screen-reader-text" for="vitrine-order-cb-%1$d">%2$s</label><input type="checkbox" name="id[]" id="vitrine-order-cb-%1$d" value="%1$d">',
			(int) $item->id,
			/* translators: %s: order number. */
			esc_html( sprintf( __( 'Select order #%s', 'vitrine' ), $item->number() ) )
		);
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_order( Order $item ): string {
		/* translators: 1: order number, 2: customer name. */
		$title = sprintf( __( '#%1$s %2$s', 'vitrine' ), $item->number(), $item->billing_name() );
		return sprintf( '<strong><a class="row-title" href="%1$s">%2$s</a></strong>', esc_url( OrdersPage::order_url( $item->id ) ), esc_html( $title ) );
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_date( Order $item ): string {
		$time = $item->created_at;
		$text = time() - $time < 86400 && time() >= $time
			/* translators: %s: a time span such as 2 hours. */
			? sprintf( __( '%s ago', 'vitrine' ), human_time_diff( $time ) )
			: wp_date( (string) get_option( 'date_format' ), $time );
		return sprintf( '<time datetime="%1$s" title="%2$s">%3$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_attr( (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time ) ), esc_html( (string) $text ) );
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_status( Order $item ): string {
		return sprintf( '<mark class="vitrine-order-status vitrine-order-status--%1$s">%2$s</mark>', esc_attr( $item->status ), esc_html( OrderStatus::label( $item->status ) ) );
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_billing_address( Order $item ): string {
		$lines = AddressLines::of( $item->billing );
		$html  = implode( ', ', array_map( 'esc_html', $lines ) );
		if ( '' !== $item->payment_method_title ) {
			/* translators: %s: payment method. */
			$html .= '<br><span class="description">' . esc_html( sprintf( __( 'via %s', 'vitrine' ), $item->payment_method_title ) ) . '</span>';
		}
		return '' !== $html ? $html : '<span aria-hidden="true">–</span>';
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_shipping_address( Order $item ): string {
		if ( ! $item->has_shipping_address() ) {
			return '<span aria-hidden="true">–</span><span class="screen-reader-text">' . esc_html__( 'No shipping address', 'vitrine' ) . '</span>';
		}
		$html = implode( ', ', array_map( 'esc_html', AddressLines::of( $item->shipping ) ) );
		if ( array() !== $item->shipping_lines() ) {
			/* translators: %s: shipping method names. */
			$html .= '<br><span class="description">' . esc_html( sprintf( __( 'via %s', 'vitrine' ), implode( ', ', array_map( static fn ( $line ): string => $line->name, $item->shipping_lines() ) ) ) ) . '</span>';
		}
		return $html;
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_total( Order $item ): string {
		$html = esc_html( $this->money->format( $item->total, $item ) );
		if ( $item->refunded_total > 0 ) {
			$html = '<del aria-hidden="true">' . $html . '</del> <ins>' . esc_html( $this->money->format( $item->remaining_refundable_minor(), $item ) ) . '</ins>'
				/* translators: %s: amount refunded. */
				. '<span class="screen-reader-text">' . esc_html( sprintf( __( '(%s refunded)', 'vitrine' ), $this->money->format( $item->refunded_total, $item ) ) ) . '</span>';
		}
		return $html;
	}

	/**
	 * @param Order $item The order.
	 */
	protected function column_origin( Order $item ): string {
		$origin = $this->page_origins[ $item->id ] ?? null;
		if ( null === $origin ) {
			return '<span aria-hidden="true">–</span><span class="screen-reader-text">' . esc_html__( 'No origin recorded', 'vitrine' ) . '</span>';
		}
		$detail = OrderOrigin::TYPE_UTM === $origin->source_type
			? implode( ' / ', array_filter( array( $origin->source, $origin->medium, $origin->campaign ), static fn ( string $part ): bool => '' !== $part ) )
			: '';
		return esc_html( $origin->label() ) . ( '' !== $detail ? '<span class="vitrine-order-origin__detail">' . esc_html( $detail ) . '</span>' : '' );
	}

	/**
	 * The row's actions under the order column.
	 *
	 * @param Order  $item        The order.
	 * @param string $column_name The column.
	 * @param string $primary     The primary column.
	 */
	protected function handle_row_actions( $item, $column_name, $primary ): string {
		if ( $column_name !== $primary ) {
			return '';
		}
		return $this->row_actions(
			array(
				'view' => sprintf(
					'<a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>',
					esc_url( OrdersPage::order_url( $item->id ) ),
					esc_html__( 'View', 'vitrine' ),
					/* translators: %s: order number. */
					esc_html( sprintf( __( 'order #%s', 'vitrine' ), $item->number() ) )
				),
			)
		);
	}

	/**
	 * The column that holds the row actions.
	 */
	protected function get_default_primary_column_name(): string {
		return 'order';
	}
}
