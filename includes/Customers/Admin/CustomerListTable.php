<?php
/**
 * The list of customers on Vitrine > Customers.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers\Admin;

use Vitrine\Address\Countries;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Input;
use Vitrine\Customers\CustomerList;
use Vitrine\Orders\Admin\OrdersPage;

/**
 * A WP_List_Table over CustomerList::query(): a search box (name, email), sorting by orders,
 * total spent and last order, pagination. Needs wp-admin/includes/class-wp-list-table.php,
 * which wp-admin loads.
 */
final class CustomerListTable extends \WP_List_Table {

	/** @var array{s: string, orderby: string, order: string, paged: int} */
	private array $filters;

	/**
	 * @param CustomerList         $customers The customers.
	 * @param PriceFormatter       $prices    Formats the amounts (in the shop's currency).
	 * @param Countries            $countries Names the countries.
	 * @param array<string, mixed> $request   The query string (unslashed): s, orderby, order, paged.
	 * @param int                  $per_page  Customers per page.
	 * @param string               $screen    The screen's id; '' for the current screen.
	 */
	public function __construct(
		private readonly CustomerList $customers,
		private readonly PriceFormatter $prices,
		private readonly Countries $countries,
		array $request,
		private readonly int $per_page = 20,
		string $screen = '',
	) {
		parent::__construct(
			array(
				'singular' => 'customer',
				'plural'   => 'customers',
				'ajax'     => false,
				'screen'   => '' !== $screen ? $screen : null,
			)
		);
		$orderby       = Input::raw( $request['orderby'] ?? '' );
		$this->filters = array(
			's'       => trim( sanitize_text_field( Input::raw( $request['s'] ?? '' ) ) ),
			'orderby' => in_array( $orderby, CustomerList::ORDERBY, true ) ? $orderby : 'last_order',
			'order'   => 'asc' === strtolower( Input::raw( $request['order'] ?? '' ) ) ? 'asc' : 'desc',
			'paged'   => max( 1, (int) Input::raw( $request['paged'] ?? '1' ) ),
		);
	}

	public function prepare_items(): void {
		$result      = $this->customers->query(
			array(
				'search'   => $this->filters['s'],
				'orderby'  => $this->filters['orderby'],
				'order'    => $this->filters['order'],
				'page'     => $this->filters['paged'],
				'per_page' => $this->per_page,
			)
		);
		$this->items = $result['customers'];
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => $this->per_page,
				'total_pages' => (int) ceil( $result['total'] / $this->per_page ),
			)
		);
		$this->_column_headers = array( $this->get_columns(), get_hidden_columns( $this->screen ), $this->get_sortable_columns(), 'name' );
	}

	/**
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'name'       => __( 'Name', 'vitrine' ),
			'email'      => __( 'Email', 'vitrine' ),
			'orders'     => __( 'Orders', 'vitrine' ),
			'spent'      => __( 'Total spent', 'vitrine' ),
			'last_order' => __( 'Last order', 'vitrine' ),
			'country'    => __( 'Country', 'vitrine' ),
		);
	}

	/**
	 * @return array<string, array<int, mixed>>
	 */
	protected function get_sortable_columns(): array {
		return array(
			'orders'     => array( 'orders', true, __( 'Orders', 'vitrine' ), __( 'Table ordered by number of orders.', 'vitrine' ) ),
			'spent'      => array( 'spent', true, __( 'Total spent', 'vitrine' ), __( 'Table ordered by total spent.', 'vitrine' ) ),
			'last_order' => array( 'last_order', true, __( 'Last order', 'vitrine' ), __( 'Table ordered by last order.', 'vitrine' ) ),
		);
	}

	public function no_items(): void {
		'' !== $this->filters['s']
			? esc_html_e( 'No customers match this search.', 'vitrine' )
			: esc_html_e( 'No customers yet: they appear here with their first order.', 'vitrine' );
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_name( array $item ): string {
		$name = '' !== $item['name'] ? (string) $item['name'] : __( '(no name)', 'vitrine' );
		$html = sprintf( '<strong><a class="row-title" href="%1$s">%2$s</a></strong>', esc_url( CustomersPage::customer_url( $item['key'] ) ), esc_html( $name ) );
		if ( $item['key']->is_guest() ) {
			$html .= ' <span class="vitrine-customer-guest">' . esc_html__( 'Guest', 'vitrine' ) . '</span>';
		}
		return $html;
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_email( array $item ): string {
		$email = (string) $item['email'];
		return '' !== $email ? sprintf( '<a href="%1$s">%2$s</a>', esc_url( 'mailto:' . $email ), esc_html( $email ) ) : '';
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_orders( array $item ): string {
		return esc_html( number_format_i18n( (int) $item['orders'] ) );
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_spent( array $item ): string {
		return esc_html( $this->prices->format_minor( (int) $item['spent'] ) );
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_last_order( array $item ): string {
		$time = (int) $item['last_order_at'];
		return sprintf(
			'<a href="%1$s"><time datetime="%2$s">%3$s</time></a>',
			esc_url( OrdersPage::order_url( (int) $item['last_order_id'] ) ),
			esc_attr( gmdate( 'c', $time ) ),
			esc_html( (string) wp_date( (string) get_option( 'date_format' ), $time ) )
		);
	}

	/**
	 * @param array<string, mixed> $item The customer.
	 */
	protected function column_country( array $item ): string {
		$code = (string) $item['country'];
		return '' !== $code ? esc_html( $this->countries->name( $code ) ) : '<span aria-hidden="true">–</span>';
	}

	protected function get_default_primary_column_name(): string {
		return 'name';
	}
}
