<?php
/**
 * Vitrine > Customers: the list, a customer's page and their notes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers\Admin;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Address\Countries;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerList;
use Vitrine\Customers\CustomerNotes;
use Vitrine\Orders\AddressLines;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderQuery;

/**
 * A server-rendered screen (no script): the list (CustomerListTable), and with
 * ?customer=u:12 or ?customer=e:ada@example.com one customer's page: their figures, billing and
 * shipping addresses (from the account, else from the latest order), their latest orders, and
 * the merchant's notes, added and deleted through admin-post with a nonce per customer and the
 * orders capability.
 */
final class CustomersPage {

	public const SLUG            = 'vitrine-customers';
	public const CAPABILITY      = OrdersPage::CAPABILITY;
	public const PER_PAGE_OPTION = 'vitrine_customers_per_page';
	public const ADD_NOTE        = 'vitrine_customer_note_add';
	public const DELETE_NOTE     = 'vitrine_customer_note_delete';

	/** The most orders shown on a customer's page; the rest are one link away. */
	public const ORDERS_SHOWN = 20;

	private string $hook_suffix = '';

	public function __construct(
		private readonly CustomerList $customers,
		private readonly CustomerNotes $notes,
		private readonly OrderQuery $orders,
		private readonly OrderMoney $money,
		private readonly PriceFormatter $prices,
		private readonly Countries $countries,
		private readonly CustomerAccounts $accounts,
	) {
	}

	public function register(): void {
		// After the Vitrine menu itself (SettingsPage adds it at the default priority).
		add_action( 'admin_menu', array( $this, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'set_screen_option_' . self::PER_PAGE_OPTION, array( $this, 'save_per_page' ), 10, 3 );
		add_action( 'admin_post_' . self::ADD_NOTE, fn () => AdminPost::redirect( fn ( array $post ): string => $this->process_add( $post ) ) );
		add_action( 'admin_post_' . self::DELETE_NOTE, fn () => AdminPost::redirect( fn ( array $post ): string => $this->process_delete( $post ) ) );
	}

	/**
	 * The list's address, with query arguments.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_map( 'rawurlencode', array_merge( array( 'page' => self::SLUG ), $args ) ), admin_url( 'admin.php' ) );
	}

	public static function customer_url( CustomerKey $customer, string $notice = '' ): string {
		return self::url( array( 'customer' => (string) $customer ) + ( '' !== $notice ? array( 'vitrine_notice' => $notice ) : array() ) );
	}

	public static function nonce_action( CustomerKey $customer ): string {
		return 'vitrine_customer_notes_' . $customer;
	}

	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Customers', 'vitrine' ),
			__( 'Customers', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' ),
			1
		);
		if ( '' !== $this->hook_suffix ) {
			add_action( 'load-' . $this->hook_suffix, array( $this, 'load' ) );
		}
	}

	/**
	 * load-{page}: the per-page screen option of the list.
	 */
	public function load(): void {
		add_screen_option(
			'per_page',
			array(
				'label'   => __( 'Customers per page', 'vitrine' ),
				'default' => 20,
				'option'  => self::PER_PAGE_OPTION,
			)
		);
	}

	/**
	 * Filter set_screen_option_vitrine_customers_per_page.
	 *
	 * @param mixed  $screen_option False, or the value to save.
	 * @param string $option        The option.
	 * @param mixed  $value         The value typed.
	 * @return mixed
	 */
	public function save_per_page( $screen_option, string $option, $value ) {
		return self::PER_PAGE_OPTION === $option ? max( 1, min( CustomerList::MAX_PER_PAGE, (int) $value ) ) : $screen_option;
	}

	/**
	 * admin_enqueue_scripts: a few style rules; no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		wp_add_inline_style(
			'wp-admin',
			'.vitrine-customer-guest{display:inline-block;padding:0 6px;border-radius:4px;background:#f0f0f1;color:#1e1e1e;font-size:12px}'
			. '.vitrine-customer__columns{display:grid;grid-template-columns:minmax(0,2fr) minmax(260px,1fr);gap:20px;align-items:start}'
			. '@media (max-width:960px){.vitrine-customer__columns{grid-template-columns:1fr}}'
			. '.vitrine-customer .postbox{padding:0 16px 16px}.vitrine-customer .postbox h2{font-size:14px;margin:16px 0 8px}'
			. '.vitrine-customer__figures{display:flex;flex-wrap:wrap;gap:24px;margin:0}.vitrine-customer__figures dt{color:#50575e}.vitrine-customer__figures dd{margin:0;font-size:18px;font-weight:600}'
			. '.vitrine-customer__addresses{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}'
			. '.vitrine-customer__notes{list-style:none;margin:0;padding:0}.vitrine-customer__notes li{padding:8px;margin:0 0 8px;background:#f6f7f7;border-inline-start:4px solid #2271b1}'
			. '.vitrine-customer__notes .meta{display:block;margin-top:4px;color:#50575e;font-size:12px}.vitrine-customer textarea{width:100%}'
			. '.vitrine-customer__notes .button-link-delete{color:#b32d2e}'
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see the customers.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$request = (array) wp_unslash( $_GET );
		// phpcs:enable
		if ( isset( $request['customer'] ) ) {
			$customer = CustomerKey::parse( Input::raw( $request['customer'] ) );
			$summary  = null === $customer ? null : $this->customers->find( $customer );
			if ( null === $customer || null === $summary ) {
				wp_die( esc_html__( 'This customer has no orders.', 'vitrine' ), '', array( 'back_link' => true ) );
			}
			$this->render_customer( $customer, $summary, Input::raw( $request['vitrine_notice'] ?? '' ) );
			return;
		}
		$this->render_list( $request );
	}

	/**
	 * The list of customers.
	 *
	 * @param array<string, mixed> $request The query string, unslashed.
	 */
	public function render_list( array $request ): void {
		$per_page = (int) get_user_option( self::PER_PAGE_OPTION );
		$table    = new CustomerListTable( $this->customers, $this->prices, $this->countries, $request, $per_page > 0 ? $per_page : 20, $this->hook_suffix );
		$table->prepare_items();
		$search = trim( sanitize_text_field( Input::raw( $request['s'] ?? '' ) ) );
		AdminPage::open(
			'vitrine-customers',
			__( 'Customers', 'vitrine' ),
			static function () use ( $search ): void {
				if ( '' !== $search ) {
					/* translators: %s: the search terms. */
					printf( '<span class="subtitle">%s</span>', esc_html( sprintf( __( 'Search results for: %s', 'vitrine' ), $search ) ) );
				}
			}
		);
		?>
			<?php if ( $this->customers->rebuilding() ) : ?>
				<div class="notice notice-info inline"><p><?php esc_html_e( 'Vitrine is counting the customers of your orders in the background; until it is done, some customers may be missing from this list.', 'vitrine' ); ?></p></div>
			<?php endif; ?>
			<p><?php esc_html_e( 'Registered customers and guests (grouped by their billing email). Orders and total spent count the paid orders (processing, on hold, completed, refunded), net of refunds.', 'vitrine' ); ?></p>
			<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php $table->search_box( __( 'Search customers', 'vitrine' ), 'vitrine-customers' ); ?>
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * One customer's page.
	 *
	 * @param CustomerKey          $customer The customer.
	 * @param array<string, mixed> $summary  Their row of the list.
	 * @param string               $notice   The outcome of the last action, from the address.
	 */
	private function render_customer( CustomerKey $customer, array $summary, string $notice ): void {
		$name   = '' !== $summary['name'] ? (string) $summary['name'] : (string) $summary['email'];
		$query  = $customer->is_guest()
			? array(
				'customer_id'   => 0,
				'billing_email' => $customer->email,
			)
			: array( 'customer_id' => $customer->user_id );
		$list   = $this->orders->query( $query + array( 'per_page' => self::ORDERS_SHOWN ) );
		$latest = $list['orders'][0] ?? null;

		$addresses = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$saved = $customer->is_guest() ? array() : array_filter( $this->accounts->address( $customer->user_id, $type ), static fn ( string $value ): bool => '' !== $value );
			if ( array() === $saved && null !== $latest ) {
				$saved = 'billing' === $type ? $latest->billing : ( $latest->has_shipping_address() ? $latest->shipping : array() );
			}
			$addresses[ $type ] = AddressLines::of( $saved );
		}

		AdminPage::open( 'vitrine-customer', $name );
		?>
			<p><a href="<?php echo esc_url( self::url() ); ?>"><?php esc_html_e( '← All customers', 'vitrine' ); ?></a></p>
			<?php $this->notice( $notice ); ?>
			<div class="vitrine-customer__columns">
				<div>
					<div class="postbox">
						<h2><?php esc_html_e( 'Summary', 'vitrine' ); ?></h2>
						<dl class="vitrine-customer__figures">
							<div><dt><?php esc_html_e( 'Email', 'vitrine' ); ?></dt><dd><a href="<?php echo esc_url( 'mailto:' . $summary['email'] ); ?>"><?php echo esc_html( (string) $summary['email'] ); ?></a></dd></div>
							<div><dt><?php esc_html_e( 'Account', 'vitrine' ); ?></dt><dd><?php echo $customer->is_guest() ? esc_html__( 'Guest', 'vitrine' ) : sprintf( '<a href="%1$s">%2$s</a>', esc_url( get_edit_user_link( $customer->user_id ) ), esc_html__( 'Registered', 'vitrine' ) ); ?></dd></div>
							<div><dt><?php esc_html_e( 'Orders', 'vitrine' ); ?></dt><dd><?php echo esc_html( number_format_i18n( (int) $summary['orders'] ) ); ?></dd></div>
							<div><dt><?php esc_html_e( 'Total spent', 'vitrine' ); ?></dt><dd><?php echo esc_html( $this->prices->format_minor( (int) $summary['spent'] ) ); ?></dd></div>
						</dl>
					</div>
					<div class="postbox">
						<h2><?php esc_html_e( 'Addresses', 'vitrine' ); ?></h2>
						<div class="vitrine-customer__addresses">
							<?php
							foreach ( array(
								'billing'  => __( 'Billing address', 'vitrine' ),
								'shipping' => __( 'Shipping address', 'vitrine' ),
							) as $type => $label ) :
								?>
								<div>
									<h3><?php echo esc_html( $label ); ?></h3>
									<?php if ( array() === $addresses[ $type ] ) : ?>
										<p><?php esc_html_e( 'None given.', 'vitrine' ); ?></p>
									<?php else : ?>
										<address><?php echo implode( '<br>', array_map( 'esc_html', $addresses[ $type ] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped. ?></address>
									<?php endif; ?>
								</div>
							<?php endforeach; ?>
						</div>
					</div>
					<div class="postbox">
						<h2 id="vitrine-customer-orders"><?php esc_html_e( 'Orders', 'vitrine' ); ?></h2>
						<table class="widefat striped" aria-labelledby="vitrine-customer-orders">
							<thead><tr><th scope="col"><?php esc_html_e( 'Order', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Date', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Status', 'vitrine' ); ?></th><th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th></tr></thead>
							<tbody>
								<?php foreach ( $list['orders'] as $order ) : ?>
									<tr>
										<td><a href="<?php echo esc_url( OrdersPage::order_url( $order->id ) ); ?>"><?php echo esc_html( '#' . $order->number() ); ?></a></td>
										<td><time datetime="<?php echo esc_attr( gmdate( 'c', $order->created_at ) ); ?>"><?php echo esc_html( (string) wp_date( (string) get_option( 'date_format' ), $order->created_at ) ); ?></time></td>
										<td><?php echo esc_html( OrderStatus::label( $order->status ) ); ?></td>
										<td><?php echo esc_html( $this->money->format( $order->total, $order ) ); ?></td>
									</tr>
								<?php endforeach; ?>
							</tbody>
						</table>
						<?php if ( $list['total'] > count( $list['orders'] ) ) : ?>
							<p>
								<a href="<?php echo esc_url( OrdersPage::url( array( 's' => '' !== $summary['email'] ? (string) $summary['email'] : $customer->email ) ) ); ?>">
									<?php
									/* translators: %s: number of orders. */
									echo esc_html( sprintf( _n( 'See all %s order', 'See all %s orders', $list['total'], 'vitrine' ), number_format_i18n( $list['total'] ) ) );
									?>
								</a>
							</p>
						<?php endif; ?>
					</div>
				</div>
				<div class="postbox">
					<h2 id="vitrine-customer-notes-title"><?php esc_html_e( 'Notes', 'vitrine' ); ?></h2>
					<?php $this->render_notes( $customer ); ?>
				</div>
			</div>
		</div>
		<?php
	}

	/**
	 * The notes and their forms.
	 */
	private function render_notes( CustomerKey $customer ): void {
		$notes = $this->notes->for_customer( $customer );
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::ADD_NOTE ); ?>">
			<input type="hidden" name="customer" value="<?php echo esc_attr( (string) $customer ); ?>">
			<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( wp_create_nonce( self::nonce_action( $customer ) ) ); ?>">
			<p>
				<label for="vitrine-customer-note"><?php esc_html_e( 'Add a note', 'vitrine' ); ?></label>
				<textarea id="vitrine-customer-note" name="note" rows="3" maxlength="<?php echo (int) CustomerNotes::MAX_LENGTH; ?>" aria-describedby="vitrine-customer-note-help"></textarea>
				<span class="description" id="vitrine-customer-note-help"><?php esc_html_e( 'Only the shop’s staff see these notes.', 'vitrine' ); ?></span>
			</p>
			<button type="submit" class="button"><?php esc_html_e( 'Add note', 'vitrine' ); ?></button>
		</form>
		<?php if ( array() === $notes ) : ?>
			<p><?php esc_html_e( 'No notes yet.', 'vitrine' ); ?></p>
		<?php else : ?>
			<ul class="vitrine-customer__notes" aria-labelledby="vitrine-customer-notes-title">
				<?php foreach ( $notes as $note ) : ?>
					<?php $author = get_userdata( $note['added_by'] ); ?>
					<li>
						<?php echo nl2br( esc_html( $note['content'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped, then line breaks. ?>
						<span class="meta">
							<?php
							echo esc_html(
								sprintf(
									/* translators: 1: date and time, 2: the author's name. */
									__( '%1$s by %2$s', 'vitrine' ),
									(string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $note['created_at'] ),
									false !== $author ? $author->display_name : __( 'a former user', 'vitrine' )
								)
							);
							?>
						</span>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_NOTE ); ?>">
							<input type="hidden" name="customer" value="<?php echo esc_attr( (string) $customer ); ?>">
							<input type="hidden" name="note_id" value="<?php echo (int) $note['id']; ?>">
							<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( wp_create_nonce( self::nonce_action( $customer ) ) ); ?>">
							<button type="submit" class="button-link button-link-delete">
								<?php
								esc_html_e( 'Delete', 'vitrine' );
								$note_date = (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $note['created_at'] );
								/* translators: %s: the note's date. */
								$note_label = sprintf( __( 'the note of %s', 'vitrine' ), $note_date );
								?>
								<span class="screen-reader-text"> <?php echo esc_html( $note_label ); ?></span>
							</button>
						</form>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
		<?php
	}

	/**
	 * The outcome of the last action.
	 */
	private function notice( string $notice ): void {
		$messages = array(
			'note_added'   => __( 'Note added.', 'vitrine' ),
			'note_deleted' => __( 'Note deleted.', 'vitrine' ),
		);
		if ( isset( $messages[ $notice ] ) ) {
			Notices::success( $messages[ $notice ] );
			return;
		}
		$errors = array(
			'vitrine_customer_note_empty'     => __( 'Write the note before adding it.', 'vitrine' ),
			'vitrine_customer_note_too_long'  => __( 'The note is too long.', 'vitrine' ),
			'vitrine_customer_note_not_found' => __( 'This note no longer exists.', 'vitrine' ),
		);
		if ( isset( $errors[ $notice ] ) ) {
			Notices::list(
				array(
					array(
						'type'    => 'error',
						'message' => $errors[ $notice ],
						'items'   => array(),
					),
				)
			);
		}
	}

	/**
	 * admin-post: adds a note. Answers where to go next.
	 *
	 * @param array<string, mixed> $post The posted fields, unslashed.
	 */
	public function process_add( array $post ): string {
		$customer = $this->authorised( $post );
		try {
			$this->notes->add( $customer, Input::raw( $post['note'] ?? '' ), get_current_user_id() );
		} catch ( DomainError $error ) {
			return self::customer_url( $customer, $error->error_code );
		}
		return self::customer_url( $customer, 'note_added' );
	}

	/**
	 * admin-post: deletes a note. Answers where to go next.
	 *
	 * @param array<string, mixed> $post The posted fields, unslashed.
	 */
	public function process_delete( array $post ): string {
		$customer = $this->authorised( $post );
		try {
			$this->notes->delete( $customer, absint( Input::raw( $post['note_id'] ?? '0' ) ) );
		} catch ( DomainError $error ) {
			return self::customer_url( $customer, $error->error_code );
		}
		return self::customer_url( $customer, 'note_deleted' );
	}

	/**
	 * The posted customer, once the capability and the customer's nonce are checked; stops the
	 * request with 403 otherwise.
	 *
	 * @param array<string, mixed> $post The posted fields, unslashed.
	 */
	private function authorised( array $post ): CustomerKey {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change customer notes.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		$customer = CustomerKey::parse( Input::raw( $post['customer'] ?? '' ) );
		if ( null === $customer || false === wp_verify_nonce( Input::raw( $post['_wpnonce'] ?? '' ), self::nonce_action( $customer ) ) ) {
			wp_die( esc_html__( 'The link you followed has expired. Reload the page and try again.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		return $customer;
	}
}
