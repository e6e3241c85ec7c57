<?php
/**
 * Vitrine > Orders > Add order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders\Admin;

use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressFieldsRenderer;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\ManualOrders\ManualOrderError;
use Vitrine\ManualOrders\ManualOrderLine;
use Vitrine\ManualOrders\ManualOrderRequest;
use Vitrine\ManualOrders\ManualOrderSearch;
use Vitrine\ManualOrders\ManualOrderService;
use Vitrine\ManualOrders\ManualQuote;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;

/**
 * One server-rendered form: every button posts the whole form to admin-post.php, which checks
 * the nonce and the capability, applies the step (search, add or remove a line, choose a
 * customer, recalculate, create) and sends the merchant back (post/redirect/get) with the form's
 * state in their FormStash. The page then prices that state with ManualOrderService::quote(), so
 * what it shows is always the server's totals. It works without JavaScript, keeps the browser's
 * own controls (labels, fieldsets, native selects) for assistive technologies, and each answer
 * lands on the part of the form the step was about.
 */
final class AddOrderPage {

	public const SLUG   = 'vitrine-order-new';
	public const ACTION = 'vitrine_manual_order';
	public const FORM   = 'manual_order';

	private string $hook_suffix = '';

	public function __construct(
		private readonly ManualOrderService $service,
		private readonly ManualOrderSearch $search,
		private readonly AddressFieldsRenderer $addresses,
		private readonly PriceFormatter $prices,
		private readonly Settings $settings,
		private readonly OrderActions $order_actions,
		private readonly FormStash $stash,
		private readonly OrderReader $orders,
	) {
	}

	/**
	 * The screen's address: a new order, or the items of an unpaid order to change.
	 *
	 * @param string $fragment Where on the page to land, '' for the top.
	 * @param int    $order    The order whose items change, 0 for a new order.
	 */
	public static function url( string $fragment = '', int $order = 0 ): string {
		$args = array( 'page' => self::SLUG ) + ( $order > 0 ? array( 'order' => (string) $order ) : array() );
		return add_query_arg( $args, admin_url( 'admin.php' ) ) . ( '' === $fragment ? '' : '#' . $fragment );
	}

	/**
	 * Action vitrine_order_screen_payment: on an order's screen, the way to change its items while
	 * it waits for payment, or why they can no longer change.
	 *
	 * @param Order $order The order shown.
	 */
	public function order_screen_box( $order ): void {
		$reason = $this->service->not_editable_reason( $order );
		?>
		<div class="postbox" id="vitrine-order-edit-items">
			<h2><?php esc_html_e( 'Change the items', 'vitrine' ); ?></h2>
			<?php if ( null === $reason ) : ?>
				<p><?php esc_html_e( 'The order waits for payment: you can still add or remove products, change quantities, coupons and shipping. The shop prices it again.', 'vitrine' ); ?></p>
				<p><a class="button" href="<?php echo esc_url( self::url( '', $order->id ) ); ?>"><?php esc_html_e( 'Change the items, coupons or shipping', 'vitrine' ); ?></a></p>
			<?php else : ?>
				<p><?php echo esc_html( $reason ); ?></p>
			<?php endif; ?>
		</div>
		<?php
	}

	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page( SettingsPage::SLUG, __( 'Add order', 'vitrine' ), __( 'Add order', 'vitrine' ), OrdersPage::CAPABILITY, self::SLUG, array( $this, 'render' ), 1 );
	}

	/**
	 * admin_enqueue_scripts: the screen's few style rules; it needs no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		wp_add_inline_style(
			'wp-admin',
			'.vitrine-order__columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(280px,1fr);gap:20px;align-items:start}'
			. '@media (max-width:960px){.vitrine-order__columns{grid-template-columns:1fr}}'
			. '.vitrine-order .postbox{padding:0 16px 16px}.vitrine-order .postbox h2{font-size:14px;margin:16px 0 8px}'
			. '.vitrine-order .postbox legend h2{margin-bottom:0}'
			. '.vitrine-field__error{color:#b32d2e;font-weight:600}.vitrine-order__totals th{text-align:start;padding-inline-end:24px}.vitrine-order__totals td{text-align:end}'
			. '.vitrine-manual-order__results{margin:0}.vitrine-manual-order__results li{padding:8px 0;border-top:1px solid #dcdcde}'
			. '.vitrine-manual-order__results fieldset{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.vitrine-manual-order__results legend{flex-basis:100%;padding:0}'
			. '.vitrine-manual-order__sku{color:#50575e;font-family:monospace}'
			. '.vitrine-manual-order__address input[type=text],.vitrine-manual-order__address input[type=email],.vitrine-manual-order__address input[type=tel],.vitrine-manual-order__address select,.vitrine-order textarea{width:100%}'
			. '.vitrine-address__fields p{margin:0 0 8px}.vitrine-address__fields label{display:block;font-weight:600}.vitrine-address__legend{font-weight:600;font-size:14px;margin:16px 0 8px}'
			. '.vitrine-address__error{display:block;color:#b32d2e}.vitrine-optional{font-weight:400;color:#50575e}'
		);
	}

	/**
	 * Action vitrine_orders_title_actions: the list's "Add order" button.
	 */
	public function title_action(): void {
		if ( current_user_can( OrdersPage::CAPABILITY ) ) {
			printf( '<a class="page-title-action" href="%1$s">%2$s</a>' . "\n", esc_url( self::url() ), esc_html__( 'Add order', 'vitrine' ) );
		}
	}

	/**
	 * admin_post_vitrine_manual_order.
	 */
	public function handle(): void {
		AdminPost::redirect( $this->process( ... ) );
	}

	/**
	 * Applies one step of the form.
	 *
	 * @param array<string, mixed> $input The form's fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process( array $input ): string {
		if ( false === wp_verify_nonce( Input::raw( $input['_wpnonce'] ?? '' ), self::ACTION ) ) {
			return $this->back( $input, array( 'messages' => array( __( 'Your session has expired or the form was not sent from this site. Nothing was changed; try again.', 'vitrine' ) ) ) );
		}
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			return $this->back( array(), array( 'messages' => array( __( 'Sorry, you are not allowed to manage orders.', 'vitrine' ) ) ) );
		}
		$step     = Input::text( $input['do'] ?? 'recalculate' );
		$order_id = absint( Input::text( $input['order'] ?? '' ) );
		if ( $order_id > 0 && 'create' === $step ) {
			return $this->save_items( $input, $order_id );
		}
		if ( $order_id > 0 && ( str_starts_with( $step, 'customer:' ) || 'guest' === $step ) ) {
			$step = 'recalculate';
		}
		if ( str_starts_with( $step, 'remove:' ) && is_array( $input['lines'] ?? null ) ) {
			$lines = $input['lines'];
			unset( $lines[ substr( $step, 7 ) ] );
			$input['lines'] = array_values( $lines );
			return $this->back( $input, array(), 'vitrine-manual-lines' );
		}
		$request = ManualOrderRequest::from_input( $input );
		if ( str_starts_with( $step, 'add:' ) ) {
			return $this->add_line( $input, $request, absint( substr( $step, 4 ) ) );
		}
		if ( str_starts_with( $step, 'customer:' ) ) {
			$found = $this->search->customer( substr( $step, 9 ) );
			if ( null === $found ) {
				return $this->back( $input, array( 'messages' => array( __( 'This customer cannot be found any more. Search again.', 'vitrine' ) ) ), 'vitrine-manual-customer' );
			}
			$input = $request->with_customer( ...$found )->to_input() + self::searches( $input );
			return $this->back( $input, array(), 'vitrine-manual-customer' );
		}
		if ( 'guest' === $step ) {
			$input['customer_id'] = '0';
			return $this->back( $input, array(), 'vitrine-manual-customer' );
		}
		if ( 'create' === $step ) {
			try {
				$order = $this->service->create( $request, get_current_user_id() );
			} catch ( ManualOrderError $e ) {
				return $this->back(
					$input,
					array(
						'messages' => (array) ( $e->data['messages'] ?? array( $e->getMessage() ) ),
						'fields'   => (array) ( $e->data['fields'] ?? array() ),
					),
					'vitrine-manual-problems'
				);
			} catch ( DomainError $e ) {
				return $this->back( $input, array( 'messages' => array( $e->getMessage() ) ), 'vitrine-manual-problems' );
			}
			/* translators: %s: order number. */
			$this->order_actions->notice( 'success', sprintf( __( 'Order #%s created. It waits for the customer’s payment: send them the payment link below.', 'vitrine' ), $order->number() ) );
			return OrdersPage::order_url( $order->id ) . '#vitrine-payment-link';
		}
		$fragment = match ( $step ) {
			'find_products'  => 'vitrine-manual-product-results',
			'find_customers' => 'vitrine-manual-customer-results',
			default          => 'vitrine-manual-totals',
		};
		return $this->back( $input, array(), $fragment );
	}

	/**
	 * Saves the new items of an unpaid order.
	 *
	 * @param array<string, mixed> $input    The form's fields.
	 * @param int                  $order_id The order.
	 */
	private function save_items( array $input, int $order_id ): string {
		$order = $this->orders->find( $order_id );
		if ( null === $order ) {
			$this->order_actions->notice( 'error', __( 'This order does not exist.', 'vitrine' ) );
			return OrdersPage::url();
		}
		try {
			$order = $this->service->update_items( $order, ManualOrderRequest::from_input( $input ), get_current_user_id() );
		} catch ( ManualOrderError $e ) {
			return $this->back(
				$input,
				array( 'messages' => (array) ( $e->data['messages'] ?? array( $e->getMessage() ) ) ),
				'vitrine-manual-problems'
			);
		} catch ( DomainError $e ) {
			return $this->back( $input, array( 'messages' => array( $e->getMessage() ) ), 'vitrine-manual-problems' );
		}
		/* translators: 1: order number, 2: the new total. */
		$this->order_actions->notice( 'success', sprintf( __( 'The items of order #%1$s were changed; its total is now %2$s.', 'vitrine' ), $order->number(), html_entity_decode( $this->prices->format_minor( $order->total ), ENT_QUOTES, 'UTF-8' ) ) );
		return OrdersPage::order_url( $order->id );
	}

	/**
	 * Adds the chosen product (and variation, by its attributes) from the search results.
	 *
	 * @param array<string, mixed> $input   The form's fields.
	 * @param ManualOrderRequest   $request The request they stand for.
	 * @param int                  $product The product to add.
	 */
	private function add_line( array $input, ManualOrderRequest $request, int $product ): string {
		$pick       = is_array( $input['pick'][ $product ] ?? null ) ? $input['pick'][ $product ] : array();
		$quantity   = max( 1, absint( Input::text( $pick['quantity'] ?? '1' ) ) );
		$attributes = array();
		foreach ( is_array( $pick['attributes'] ?? null ) ? $pick['attributes'] : array() as $key => $value ) {
			$attributes[ sanitize_title( (string) $key ) ] = Input::text( $value );
		}
		$line    = new ManualOrderLine( $product, 0, $quantity, $attributes );
		$problem = $this->service->line_problem( $line );
		if ( null !== $problem ) {
			return $this->back( $input, array( 'messages' => array( $problem ) ), 'vitrine-manual-product-results' );
		}
		$input = $request->with_lines( array_merge( $request->lines, array( $line ) ) )->to_input() + self::searches( $input );
		return $this->back( $input, array(), 'vitrine-manual-lines' );
	}

	/**
	 * Keeps the form's state and messages for the next view of the page.
	 *
	 * @param array<string, mixed> $input    The form's fields.
	 * @param array<string, mixed> $problems messages (list) and fields (id => message).
	 * @param string               $fragment Where on the page to land.
	 */
	private function back( array $input, array $problems, string $fragment = '' ): string {
		unset( $input['_wpnonce'], $input['_wp_http_referer'], $input['action'], $input['do'], $input['pick'] );
		$this->stash->put(
			self::form( absint( Input::text( $input['order'] ?? '' ) ) ),
			array(
				'input'    => $input,
				'messages' => array_values( array_map( 'strval', (array) ( $problems['messages'] ?? array() ) ) ),
				'fields'   => (array) ( $problems['fields'] ?? array() ),
			)
		);
		return self::url( '' !== $fragment ? $fragment : ( array() === $problems ? '' : 'vitrine-manual-problems' ), absint( Input::text( $input['order'] ?? '' ) ) );
	}

	/**
	 * The stash of the form: a new order's, or one order's items (so that neither replaces the other).
	 */
	public static function form( int $order ): string {
		return self::FORM . ( $order > 0 ? '_' . $order : '' );
	}

	/**
	 * @param array<string, mixed> $input The form's fields.
	 * @return array{product_search: string, customer_search: string, order: string}
	 */
	private static function searches( array $input ): array {
		return array(
			'product_search'  => Input::text( $input['product_search'] ?? '' ),
			'customer_search' => Input::text( $input['customer_search'] ?? '' ),
			'order'           => Input::text( $input['order'] ?? '' ),
		);
	}

	public function render(): void {
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage orders.', 'vitrine' ), 403 );
		}
		$order_id = absint( Input::query( 'order' ) );
		$order    = $order_id > 0 ? $this->orders->find( $order_id ) : null;
		if ( $order_id > 0 && null === $order ) {
			wp_die( esc_html__( 'This order does not exist.', 'vitrine' ), '', array( 'back_link' => true ) );
		}
		$stash = $this->stash->take( self::form( $order_id ) ) ?? array();
		$input = is_array( $stash['input'] ?? null ) ? $stash['input'] : array();
		if ( null !== $order && absint( Input::text( $input['order'] ?? '' ) ) !== $order->id ) {
			// Another form's state (a new order, another order): start from the order as it is.
			$input = $this->service->request_of( $order )->to_input() + array( 'order' => (string) $order->id );
			$stash = array();
		}
		if ( null === $order && '' === Input::text( $input['draft'] ?? '' ) ) {
			$input = array(
				'draft'           => bin2hex( random_bytes( 16 ) ),
				'billing_country' => Input::text( $input['billing_country'] ?? (string) $this->settings->get( 'store_country' ) ),
			) + $input;
		}
		$request = ManualOrderRequest::from_input( $input );
		if ( null !== $order ) {
			// The order's customer and addresses stay as they are: they price the new items.
			$request = $request->with_customer( $order->customer_id, $order->billing, $order->shipping );
		}
		$reason   = null === $order ? null : $this->service->not_editable_reason( $order );
		$quote    = $this->service->quote( $request, null === $order || ! $order->stock_reduced );
		$messages = array_values( array_map( 'strval', (array) ( $stash['messages'] ?? array() ) ) );
		$fields   = array_map( 'strval', (array) ( $stash['fields'] ?? array() ) );

		AdminPage::open(
			'vitrine-order vitrine-manual-order',
			/* translators: %s: order number. */
			null === $order ? __( 'Add order', 'vitrine' ) : sprintf( __( 'Change the items of order #%s', 'vitrine' ), $order->number() ),
			static function () use ( $order ): void {
				if ( null === $order ) {
					printf( '<a class="page-title-action" href="%1$s">%2$s</a>' . "\n", esc_url( OrdersPage::url() ), esc_html__( 'All orders', 'vitrine' ) );
					return;
				}
				/* translators: %s: order number. */
				printf( '<a class="page-title-action" href="%1$s">%2$s</a>' . "\n", esc_url( OrdersPage::order_url( $order->id ) ), esc_html( sprintf( __( 'Back to order #%s', 'vitrine' ), $order->number() ) ) );
			}
		);
		if ( null !== $reason ) {
			printf( '<div class="notice notice-warning"><p>%s</p></div></div>', esc_html( $reason ) );
			return;
		}
		$this->render_problems( $messages, $fields );
		?>
			<?php if ( null === $order ) : ?>
				<p><?php esc_html_e( 'Make an order for a customer: choose them or enter a guest’s address, add products, then recalculate to see the totals the shop computes (prices, discounts, shipping and taxes). The order is created pending: the customer pays it with the payment link you send them, and its stock is taken when it is paid.', 'vitrine' ); ?></p>
			<?php else : ?>
				<p><?php esc_html_e( 'The order waits for payment: add or remove products, change quantities, coupons or the shipping rate, then recalculate and save. The shop prices it again; its customer, addresses and payment link stay.', 'vitrine' ); ?></p>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-manual-order__form">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<?php if ( null === $order ) : ?>
					<input type="hidden" name="draft" value="<?php echo esc_attr( $request->draft ); ?>">
					<input type="hidden" name="customer_id" value="<?php echo esc_attr( (string) $request->customer_id ); ?>">
				<?php else : ?>
					<input type="hidden" name="order" value="<?php echo esc_attr( (string) $order->id ); ?>">
				<?php endif; ?>
				<?php wp_nonce_field( self::ACTION ); ?>
				<div class="vitrine-order__columns">
					<div class="vitrine-order__main">
						<?php
						$this->render_lines( $request, $quote );
						$this->render_product_search( Input::text( $input['product_search'] ?? '' ) );
						$this->render_coupons_and_shipping( $request, $quote );
						$this->render_totals( $quote, null !== $order );
						?>
					</div>
					<div class="vitrine-order__side">
						<?php if ( null === $order ) : ?>
							<?php
							$this->render_customer( $request, Input::text( $input['customer_search'] ?? '' ) );
							$this->render_addresses( $request, $fields );
							?>
							<div class="postbox">
								<h2><label for="vitrine-manual-note"><?php esc_html_e( 'Note for the customer', 'vitrine' ); ?></label></h2>
								<textarea id="vitrine-manual-note" name="customer_note" rows="3"><?php echo esc_textarea( $request->customer_note ); ?></textarea>
							</div>
						<?php else : ?>
							<div class="postbox">
								<h2><?php esc_html_e( 'Customer', 'vitrine' ); ?></h2>
								<p><?php echo esc_html( trim( $order->billing_name() . ' ' . $order->billing_email() ) ); ?></p>
								<p><?php echo esc_html( implode( ', ', array_filter( array( $order->billing['address_1'] ?? '', $order->billing['postcode'] ?? '', $order->billing['city'] ?? '', $order->billing['country'] ?? '' ) ) ) ); ?></p>
							</div>
						<?php endif; ?>
					</div>
				</div>
			</form>
		</div>
		<?php
	}

	/**
	 * @param list<string>          $messages Problems of the last step.
	 * @param array<string, string> $fields   Address field id => message.
	 */
	private function render_problems( array $messages, array $fields ): void {
		if ( array() === $messages ) {
			return;
		}
		$linked = array_flip( $fields );
		?>
		<div class="notice notice-error" id="vitrine-manual-problems" role="alert" tabindex="-1">
			<p><strong><?php esc_html_e( 'The order was not created:', 'vitrine' ); ?></strong></p>
			<ul>
				<?php foreach ( $messages as $message ) : ?>
					<li>
						<?php if ( isset( $linked[ $message ] ) ) : ?>
							<a href="<?php echo esc_attr( '#' . $linked[ $message ] ); ?>"><?php echo esc_html( $message ); ?></a>
						<?php else : ?>
							<?php echo esc_html( $message ); ?>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	private function render_lines( ManualOrderRequest $request, ManualQuote $quote ): void {
		?>
		<div class="postbox" id="vitrine-manual-lines" tabindex="-1">
			<h2><?php esc_html_e( 'Products', 'vitrine' ); ?></h2>
			<?php if ( array() === $request->lines ) : ?>
				<p><?php esc_html_e( 'No product yet: search for products below and add them.', 'vitrine' ); ?></p>
			<?php else : ?>
				<table class="widefat striped">
					<thead>
						<tr>
							<th scope="col"><?php esc_html_e( 'Product', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Price', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th>
							<td></td>
						</tr>
					</thead>
					<tbody>
					<?php
					foreach ( $request->lines as $index => $line ) :
						$key     = $quote->line_keys[ $index ] ?? '';
						$item    = '' === $key ? null : $quote->cart->item( $key );
						$totals  = '' === $key ? null : $quote->totals->line( $key );
						$problem = $quote->line_problems[ $index ] ?? '';
						$name    = null === $item ? __( 'Unavailable product', 'vitrine' ) : $item->name;
						$qty_id  = 'vitrine-manual-qty-' . $index;
						?>
						<tr>
							<td>
								<?php echo esc_html( $name ); ?>
								<input type="hidden" name="<?php echo esc_attr( "lines[{$index}][product_id]" ); ?>" value="<?php echo esc_attr( (string) $line->product_id ); ?>">
								<input type="hidden" name="<?php echo esc_attr( "lines[{$index}][variation_id]" ); ?>" value="<?php echo esc_attr( (string) ( null === $item ? $line->variation_id : $item->variation_id ) ); ?>">
								<?php foreach ( null === $item ? $line->attributes : $item->attributes as $attribute => $value ) : ?>
									<input type="hidden" name="<?php echo esc_attr( "lines[{$index}][attributes][{$attribute}]" ); ?>" value="<?php echo esc_attr( $value ); ?>">
								<?php endforeach; ?>
								<?php if ( '' !== $problem ) : ?>
									<br><span class="vitrine-field__error" id="<?php echo esc_attr( $qty_id . '-error' ); ?>"><?php echo esc_html( $problem ); ?></span>
								<?php endif; ?>
							</td>
							<td><?php echo null === $item ? '' : esc_html( $this->prices->format_minor( $item->unit_price_minor ) ); ?></td>
							<td>
								<label class="screen-reader-text" for="<?php echo esc_attr( $qty_id ); ?>">
									<?php
									/* translators: %s: product name. */
									echo esc_html( sprintf( __( 'Quantity of %s', 'vitrine' ), $name ) );
									?>
								</label>
								<input type="number" class="small-text" id="<?php echo esc_attr( $qty_id ); ?>" name="<?php echo esc_attr( "lines[{$index}][quantity]" ); ?>" value="<?php echo esc_attr( (string) $line->quantity ); ?>" min="0" max="1000000" step="1"<?php echo '' !== $problem ? ' aria-invalid="true" aria-describedby="' . esc_attr( $qty_id . '-error' ) . '"' : ''; ?>>
							</td>
							<td><?php echo null === $totals ? '' : esc_html( $this->prices->format_minor( $totals->subtotal + ( $quote->totals->prices_include_tax ? $totals->subtotal_tax : 0 ) ) ); ?></td>
							<td>
								<button type="submit" class="button button-small" name="do" value="<?php echo esc_attr( 'remove:' . $index ); ?>" formnovalidate>
									<?php
									/* translators: %s: product name. */
									echo esc_html( sprintf( __( 'Remove %s', 'vitrine' ), $name ) );
									?>
								</button>
							</td>
						</tr>
					<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>
		</div>
		<?php
	}

	private function render_product_search( string $terms ): void {
		$products = $this->search->products( $terms );
		?>
		<div class="postbox">
			<h2><label for="vitrine-manual-product-search"><?php esc_html_e( 'Find products by name or SKU', 'vitrine' ); ?></label></h2>
			<p class="vitrine-manual-order__search">
				<input type="search" id="vitrine-manual-product-search" name="product_search" value="<?php echo esc_attr( $terms ); ?>">
				<button type="submit" class="button" name="do" value="find_products" formnovalidate><?php esc_html_e( 'Search products', 'vitrine' ); ?></button>
			</p>
			<div id="vitrine-manual-product-results" tabindex="-1">
			<?php if ( '' !== $terms && array() === $products ) : ?>
				<p role="status"><?php esc_html_e( 'No published product matches.', 'vitrine' ); ?></p>
			<?php elseif ( array() !== $products ) : ?>
				<ul class="vitrine-manual-order__results" aria-label="<?php esc_attr_e( 'Products found', 'vitrine' ); ?>">
				<?php foreach ( $products as $product ) : ?>
					<li>
						<fieldset>
							<legend><strong><?php echo esc_html( $product->name ); ?></strong><?php echo '' !== $product->sku ? ' <span class="vitrine-manual-order__sku">' . esc_html( $product->sku ) . '</span>' : ''; ?></legend>
							<?php
							foreach ( $product->is_variable() ? $product->variation_attributes() : array() as $key => $attribute ) :
								$select = 'vitrine-manual-pick-' . $product->id . '-' . $key;
								?>
								<label for="<?php echo esc_attr( $select ); ?>"><?php echo esc_html( $attribute->name ); ?></label>
								<select id="<?php echo esc_attr( $select ); ?>" name="<?php echo esc_attr( "pick[{$product->id}][attributes][{$key}]" ); ?>">
									<option value=""><?php esc_html_e( 'Choose an option', 'vitrine' ); ?></option>
									<?php foreach ( $attribute->labelled_options() as $value => $label ) : ?>
										<option value="<?php echo esc_attr( (string) $value ); ?>"><?php echo esc_html( (string) $label ); ?></option>
									<?php endforeach; ?>
								</select>
							<?php endforeach; ?>
							<label for="<?php echo esc_attr( 'vitrine-manual-pick-qty-' . $product->id ); ?>"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></label>
							<input type="number" class="small-text" id="<?php echo esc_attr( 'vitrine-manual-pick-qty-' . $product->id ); ?>" name="<?php echo esc_attr( "pick[{$product->id}][quantity]" ); ?>" value="1" min="1" max="1000000" step="1">
							<button type="submit" class="button" name="do" value="<?php echo esc_attr( 'add:' . $product->id ); ?>" formnovalidate>
								<?php
								/* translators: %s: product name. */
								echo esc_html( sprintf( __( 'Add %s', 'vitrine' ), $product->name ) );
								?>
							</button>
						</fieldset>
					</li>
				<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			</div>
		</div>
		<?php
	}

	private function render_coupons_and_shipping( ManualOrderRequest $request, ManualQuote $quote ): void {
		$totals = $quote->totals;
		?>
		<div class="postbox">
			<h2><label for="vitrine-manual-coupons"><?php esc_html_e( 'Coupons', 'vitrine' ); ?></label></h2>
			<p>
				<input type="text" id="vitrine-manual-coupons" name="coupons" value="<?php echo esc_attr( implode( ', ', $request->coupons ) ); ?>" aria-describedby="vitrine-manual-coupons-help">
				<span class="description" id="vitrine-manual-coupons-help"><?php esc_html_e( 'Coupon codes, separated by commas. Their rules apply as at the checkout (the customer’s email counts for per-customer limits).', 'vitrine' ); ?></span>
			</p>
			<?php foreach ( $totals->refused_coupons as $code => $reason ) : ?>
				<p class="vitrine-field__error"><?php echo esc_html( strtoupper( (string) $code ) . ': ' . $reason ); ?></p>
			<?php endforeach; ?>
		</div>
		<div class="postbox" id="vitrine-manual-shipping">
			<?php if ( ! $totals->needs_shipping ) : ?>
				<h2><?php esc_html_e( 'Shipping', 'vitrine' ); ?></h2>
				<p><?php esc_html_e( 'Nothing to ship.', 'vitrine' ); ?></p>
			<?php elseif ( array() === $totals->shipping_rates ) : ?>
				<h2><?php esc_html_e( 'Shipping', 'vitrine' ); ?></h2>
				<p><?php esc_html_e( 'No shipping rate yet: enter the address the order ships to, then recalculate.', 'vitrine' ); ?></p>
			<?php else : ?>
				<fieldset>
					<legend><h2><?php esc_html_e( 'Shipping', 'vitrine' ); ?></h2></legend>
					<?php foreach ( $totals->shipping_rates as $rate ) : ?>
						<p>
							<input type="radio" name="shipping_rate" id="<?php echo esc_attr( 'vitrine-manual-rate-' . sanitize_html_class( $rate->id ) ); ?>" value="<?php echo esc_attr( $rate->id ); ?>" <?php checked( null !== $totals->chosen_rate && $totals->chosen_rate->id === $rate->id ); ?>>
							<label for="<?php echo esc_attr( 'vitrine-manual-rate-' . sanitize_html_class( $rate->id ) ); ?>"><?php echo esc_html( $rate->label . ': ' . $this->prices->format_minor( $rate->cost_minor ) ); ?></label>
						</p>
					<?php endforeach; ?>
				</fieldset>
			<?php endif; ?>
		</div>
		<?php
	}

	private function render_totals( ManualQuote $quote, bool $editing = false ): void {
		$totals = $quote->totals;
		$rows   = array( array( __( 'Items subtotal', 'vitrine' ), $totals->subtotal ) );
		if ( $totals->discount_total > 0 ) {
			$rows[] = array( __( 'Discount', 'vitrine' ), -$totals->discount_total );
		}
		if ( null !== $totals->chosen_rate ) {
			$rows[] = array( __( 'Shipping', 'vitrine' ) . ' (' . $totals->chosen_rate->label . ')', $totals->shipping_total );
		}
		foreach ( $totals->tax_totals as $tax ) {
			$rows[] = array( $tax->label, $tax->tax_total + $tax->shipping_tax_total );
		}
		?>
		<div class="postbox" id="vitrine-manual-totals" tabindex="-1">
			<h2><?php esc_html_e( 'Totals', 'vitrine' ); ?></h2>
			<table class="vitrine-order__totals" aria-describedby="vitrine-manual-totals-help">
				<tbody>
				<?php foreach ( $rows as list( $label, $amount ) ) : ?>
					<tr><th scope="row"><?php echo esc_html( $label ); ?></th><td><?php echo esc_html( $this->prices->format_minor( $amount ) ); ?></td></tr>
				<?php endforeach; ?>
					<tr><th scope="row"><?php esc_html_e( 'Order total', 'vitrine' ); ?></th><td><strong data-vitrine-manual-total><?php echo esc_html( $this->prices->format_minor( $totals->total ) ); ?></strong></td></tr>
				</tbody>
			</table>
			<p class="description" id="vitrine-manual-totals-help"><?php esc_html_e( 'Computed by the shop from today’s prices, the coupons, the shipping rate and the taxes of the address. Recalculate after a change.', 'vitrine' ); ?></p>
			<?php if ( array() !== $quote->problems && array() !== $quote->cart->items ) : ?>
				<ul class="vitrine-field__error">
					<?php foreach ( $quote->problems as $problem ) : ?>
						<li><?php echo esc_html( $problem ); ?></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<p>
				<button type="submit" class="button" name="do" value="recalculate" formnovalidate><?php esc_html_e( 'Recalculate', 'vitrine' ); ?></button>
				<button type="submit" class="button button-primary" name="do" value="create"><?php $editing ? esc_html_e( 'Save the items', 'vitrine' ) : esc_html_e( 'Create order', 'vitrine' ); ?></button>
			</p>
		</div>
		<?php
	}

	private function render_customer( ManualOrderRequest $request, string $terms ): void {
		$user    = $request->customer_id > 0 ? get_userdata( $request->customer_id ) : false;
		$results = $this->search->customers( $terms );
		?>
		<div class="postbox" id="vitrine-manual-customer" tabindex="-1">
			<h2><?php esc_html_e( 'Customer', 'vitrine' ); ?></h2>
			<p>
				<?php
				if ( false !== $user ) {
					/* translators: 1: customer name, 2: email address. */
					echo esc_html( sprintf( __( 'Account: %1$s (%2$s)', 'vitrine' ), $user->display_name, $user->user_email ) );
				} else {
					esc_html_e( 'Guest: the order is made for the billing address below.', 'vitrine' );
				}
				?>
			</p>
			<?php if ( false !== $user ) : ?>
				<p><button type="submit" class="button-link" name="do" value="guest" formnovalidate><?php esc_html_e( 'Make it a guest order instead', 'vitrine' ); ?></button></p>
			<?php endif; ?>
			<p>
				<label for="vitrine-manual-customer-search"><?php esc_html_e( 'Find a customer by name or email', 'vitrine' ); ?></label>
				<input type="search" id="vitrine-manual-customer-search" name="customer_search" value="<?php echo esc_attr( $terms ); ?>">
				<button type="submit" class="button" name="do" value="find_customers" formnovalidate><?php esc_html_e( 'Search customers', 'vitrine' ); ?></button>
			</p>
			<div id="vitrine-manual-customer-results" tabindex="-1">
			<?php if ( '' !== $terms && array() === $results ) : ?>
				<p role="status"><?php esc_html_e( 'No customer matches. Enter a guest’s address below.', 'vitrine' ); ?></p>
			<?php elseif ( array() !== $results ) : ?>
				<ul aria-label="<?php esc_attr_e( 'Customers found', 'vitrine' ); ?>">
				<?php foreach ( $results as $customer ) : ?>
					<li>
						<?php echo esc_html( ( '' !== $customer['name'] ? $customer['name'] . ' ' : '' ) . '<' . $customer['email'] . '> ' . ( $customer['account'] ? __( '(account)', 'vitrine' ) : __( '(guest)', 'vitrine' ) ) ); ?>
						<button type="submit" class="button button-small" name="do" value="<?php echo esc_attr( 'customer:' . $customer['key'] ); ?>" formnovalidate>
							<?php
							/* translators: %s: customer name or email. */
							echo esc_html( sprintf( __( 'Choose %s', 'vitrine' ), '' !== $customer['name'] ? $customer['name'] : $customer['email'] ) );
							?>
						</button>
					</li>
				<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			</div>
		</div>
		<?php
	}

	/**
	 * @param ManualOrderRequest    $request The request.
	 * @param array<string, string> $fields  Field id => message.
	 */
	private function render_addresses( ManualOrderRequest $request, array $fields ): void {
		$errors = static function ( string $type ) use ( $fields ): array {
			$mine = array();
			foreach ( $fields as $id => $message ) {
				if ( str_starts_with( $id, $type . '_' ) ) {
					$mine[ substr( $id, strlen( $type ) + 1 ) ] = $message;
				}
			}
			return $mine;
		};
		?>
		<div class="postbox vitrine-manual-order__address">
			<?php
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
			echo $this->addresses->render( AddressFields::BILLING, $request->billing, $errors( AddressFields::BILLING ) );
			?>
			<p class="description"><?php esc_html_e( 'After changing the country, recalculate to get its address fields, shipping rates and taxes.', 'vitrine' ); ?></p>
			<p>
				<input type="checkbox" id="vitrine-manual-ship-elsewhere" name="ship_elsewhere" value="1" <?php checked( $request->ship_elsewhere ); ?>>
				<label for="vitrine-manual-ship-elsewhere"><?php esc_html_e( 'Ship to a different address', 'vitrine' ); ?></label>
			</p>
			<?php
			if ( $request->ship_elsewhere ) {
				// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
				echo $this->addresses->render( AddressFields::SHIPPING, $request->shipping, $errors( AddressFields::SHIPPING ) );
			}
			?>
		</div>
		<?php
	}
}
