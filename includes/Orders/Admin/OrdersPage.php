<?php
/**
 * Vitrine > Orders: the list, and one order's screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Admin;

use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;

/**
 * admin.php?page=vitrine-orders lists the orders; &action=edit&id=N shows one (the addresses
 * WooCommerce's order tables use). Both need the manage_vitrine_orders capability, which
 * administrators and shop managers have (granted by the migration that adds the Shop manager
 * role; docs/decisions.md "Roles and capabilities").
 */
final class OrdersPage {

	public const SLUG            = 'vitrine-orders';
	public const CAPABILITY      = 'manage_vitrine_orders';
	public const PER_PAGE_OPTION = 'vitrine_orders_per_page';

	private string $hook_suffix = '';

	public function __construct(
		private readonly OrderReader $reader,
		private readonly OrderQuery $lists,
		private readonly OrderScreen $screen,
		private readonly OrderMoney $money,
		private readonly OrderActions $actions,
		private readonly OrderOrigins $origins,
	) {
	}

	/**
	 * The list's address, with query arguments.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * One order's screen.
	 */
	public static function order_url( int $id ): string {
		return self::url(
			array(
				'action' => 'edit',
				'id'     => (string) $id,
			)
		);
	}

	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Orders', 'vitrine' ),
			__( 'Orders', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' ),
			0
		);
		if ( '' !== $this->hook_suffix ) {
			add_action( 'load-' . $this->hook_suffix, array( $this, 'load' ) );
		}
	}

	/**
	 * load-{page}: bulk actions (then a redirect), and the per-page screen option.
	 */
	public function load(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- process_bulk() verifies the nonce.
		$request = (array) wp_unslash( $_GET );
		// phpcs:enable
		$action = (string) ( $request['action'] ?? '-1' );
		if ( '-1' === $action || '' === $action ) {
			$action = (string) ( $request['action2'] ?? '-1' );
		}
		if ( isset( OrderListTable::BULK_ACTIONS[ $action ] ) && empty( $request['filter_action'] ) ) {
			wp_safe_redirect( $this->actions->process_bulk( $request ) );
			exit;
		}
		if ( 'edit' !== $action ) {
			add_screen_option(
				'per_page',
				array(
					'label'   => __( 'Orders per page', 'vitrine' ),
					'default' => 20,
					'option'  => self::PER_PAGE_OPTION,
				)
			);
		}
	}

	/**
	 * Filter set_screen_option_vitrine_orders_per_page.
	 *
	 * @param mixed  $screen_option False, or the value to save.
	 * @param string $option        The option.
	 * @param mixed  $value         The value typed.
	 * @return mixed
	 */
	public function save_per_page( $screen_option, string $option, $value ) {
		return self::PER_PAGE_OPTION === $option ? max( 1, min( OrderQuery::MAX_PER_PAGE, (int) $value ) ) : $screen_option;
	}

	/**
	 * admin_enqueue_scripts: the screens' few style rules; they need no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		wp_add_inline_style(
			'wp-admin',
			'.vitrine-order-status{display:inline-block;padding:2px 8px;border-radius:4px;background:#f0f0f1;color:#1e1e1e;white-space:nowrap}'
			. '.vitrine-order-status--processing{background:#c6e1c6;color:#2c4700}.vitrine-order-status--completed{background:#c8d7e1;color:#1d3a51}'
			. '.vitrine-order-status--on-hold{background:#f8dda7;color:#5b3f00}.vitrine-order-status--failed,.vitrine-order-status--cancelled{background:#eba3a3;color:#5a0000}'
			. '.vitrine-order-status--refunded{background:#e5e5e5;color:#1e1e1e}'
			. '.vitrine-order__columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(260px,1fr);gap:20px;align-items:start}'
			. '@media (max-width:960px){.vitrine-order__columns{grid-template-columns:1fr}}'
			. '.vitrine-order .postbox{padding:0 16px 16px}.vitrine-order .postbox h2{font-size:14px;margin:16px 0 8px}'
			. '.vitrine-order__addresses{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}'
			. '.vitrine-order__meta dt{font-weight:600}.vitrine-order__meta dd{margin:0 0 8px}'
			. '.vitrine-order__notes{list-style:none;margin:0;padding:0}.vitrine-order__notes li{padding:8px;margin:0 0 8px;background:#f6f7f7;border-inline-start:4px solid #c3c4c7}'
			. '.vitrine-order__notes li.is-customer{border-color:#2271b1}.vitrine-order__notes li.is-system{border-color:#dcdcde}'
			. '.vitrine-order__notes .meta{display:block;margin-top:4px;color:#50575e;font-size:12px}'
			. '.vitrine-order textarea,.vitrine-order select,.vitrine-order input[type=text]{width:100%}'
			. '.vitrine-order-origin__detail{display:block;color:#50575e}.vitrine-order-origin__url{overflow-wrap:anywhere}'
			. '.vitrine-field__error{color:#b32d2e;font-weight:600}.vitrine-order__totals th{text-align:start}.vitrine-order__totals td{text-align:end}'
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage orders.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$request = (array) wp_unslash( $_GET );
		// phpcs:enable
		if ( 'edit' === ( $request['action'] ?? '' ) ) {
			$order = $this->reader->find( absint( is_scalar( $request['id'] ?? null ) ? $request['id'] : 0 ) );
			if ( null === $order ) {
				wp_die( esc_html__( 'This order does not exist.', 'vitrine' ), '', array( 'back_link' => true ) );
			}
			$this->screen->render( $order );
			return;
		}
		$this->render_list( $request );
	}

	/**
	 * The list of orders.
	 *
	 * @param array<string, mixed> $request The query string, unslashed.
	 */
	public function render_list( array $request ): void {
		$per_page = (int) get_user_option( self::PER_PAGE_OPTION );
		$table    = new OrderListTable( $this->lists, $this->money, $request, $per_page > 0 ? $per_page : 20, $this->hook_suffix, $this->origins );
		$table->prepare_items();
		$search = trim( sanitize_text_field( is_scalar( $request['s'] ?? null ) ? (string) $request['s'] : '' ) );
		AdminPage::open(
			'vitrine-orders',
			__( 'Orders', 'vitrine' ),
			static function () use ( $search ): void {
				/**
				 * Prints buttons beside the Orders heading (the manual orders' "Add order").
				 */
				do_action( 'vitrine_orders_title_actions' );
				if ( '' !== $search ) {
					/* translators: %s: the search terms. */
					printf( '<span class="subtitle">%s</span>', esc_html( sprintf( __( 'Search results for: %s', 'vitrine' ), $search ) ) );
				}
			}
		);
		?>
			<?php Notices::list( $this->actions->take_notices() ); ?>
			<?php $table->views(); ?>
			<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php if ( '' !== (string) ( $table->query_args()['status'] ?? '' ) ) : ?>
					<input type="hidden" name="status" value="<?php echo esc_attr( (string) $table->query_args()['status'] ); ?>">
				<?php endif; ?>
				<?php $table->search_box( __( 'Search orders', 'vitrine' ), 'vitrine-orders' ); ?>
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}
}
