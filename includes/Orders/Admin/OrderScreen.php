<?php
/**
 * One order's screen: what was bought, by whom, where to, and what happened to it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Admin;

use Vitrine\Orders\Origins\DeviceType;
use Vitrine\Orders\Origins\OrderOrigin;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\Notices;
use Vitrine\Orders\AddressLines;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderRefunds;

/**
 * Items and totals, addresses, the customer's note, refunds, a status change, notes (adding a
 * private or a customer note), the status history and a refund form. Every form posts to
 * admin-post.php with its own nonce; OrderActions handles them.
 */
final class OrderScreen {

	public function __construct(
		private readonly OrderNotes $notes,
		private readonly OrderRefunds $refunds,
		private readonly OrderService $service,
		private readonly OrderMoney $money,
		private readonly OrderActions $actions,
		private readonly OrderOrigins $origins,
	) {
	}

	public function render( Order $order ): void {
		$notes = $this->notes->notes( $order->id );
		AdminPage::open(
			'vitrine-order',
			/* translators: %s: order number. */
			sprintf( __( 'Order #%s', 'vitrine' ), $order->number() ),
			static function (): void {
				printf( '<a class="page-title-action" href="%1$s">%2$s</a>' . "\n", esc_url( OrdersPage::url() ), esc_html__( 'All orders', 'vitrine' ) );
			}
		);
		?>
			<?php Notices::list( $this->actions->take_notices() ); ?>
			<div class="vitrine-order__columns">
				<div class="vitrine-order__main">
					<?php
					$this->render_general( $order );
					$this->render_items( $order );
					/**
					 * Prints a payment gateway's box on the order's screen, between the items and the
					 * refunds (a card gateway's capture of an authorised payment). A form in it posts
					 * to admin-post.php with its own action and nonce.
					 *
					 * @param Order $order The order shown.
					 */
					do_action( 'vitrine_order_screen_payment', $order );
					$this->render_refunds( $order );
					?>
				</div>
				<div class="vitrine-order__side">
					<?php
					$this->render_status_form( $order );
					$this->render_origin( $this->origins->find( $order->id ) );
					$this->render_notes( $order, $notes );
					$this->render_history( $notes );
					?>
				</div>
			</div>
		</div>
		<?php
	}

	private function render_general( Order $order ): void {
		$customer = $order->customer_id > 0 ? get_userdata( $order->customer_id ) : false;
		$profile  = $customer instanceof \WP_User ? get_edit_user_link( $customer->ID ) : '';
		?>
		<section class="postbox" aria-labelledby="vitrine-order-general">
			<h2 id="vitrine-order-general"><?php esc_html_e( 'General', 'vitrine' ); ?></h2>
			<dl class="vitrine-order__meta">
				<dt><?php esc_html_e( 'Status', 'vitrine' ); ?></dt>
				<dd><mark class="vitrine-order-status vitrine-order-status--<?php echo esc_attr( $order->status ); ?>"><?php echo esc_html( OrderStatus::label( $order->status ) ); ?></mark></dd>
				<dt><?php esc_html_e( 'Date created', 'vitrine' ); ?></dt>
				<dd><?php echo esc_html( self::date( $order->created_at ) ); ?></dd>
				<?php if ( null !== $order->paid_at ) : ?>
					<dt><?php esc_html_e( 'Paid', 'vitrine' ); ?></dt>
					<dd><?php echo esc_html( self::date( $order->paid_at ) ); ?></dd>
				<?php endif; ?>
				<?php if ( null !== $order->completed_at ) : ?>
					<dt><?php esc_html_e( 'Completed', 'vitrine' ); ?></dt>
					<dd><?php echo esc_html( self::date( $order->completed_at ) ); ?></dd>
				<?php endif; ?>
				<dt><?php esc_html_e( 'Customer', 'vitrine' ); ?></dt>
				<dd>
					<?php if ( $customer instanceof \WP_User && '' !== $profile ) : ?>
						<a href="<?php echo esc_url( $profile ); ?>"><?php echo esc_html( $customer->display_name ); ?></a>
					<?php elseif ( $customer instanceof \WP_User ) : ?>
						<?php echo esc_html( $customer->display_name ); ?>
					<?php else : ?>
						<?php esc_html_e( 'Guest', 'vitrine' ); ?>
					<?php endif; ?>
				</dd>
				<dt><?php esc_html_e( 'Payment method', 'vitrine' ); ?></dt>
				<dd>
					<?php echo esc_html( '' !== $order->payment_method_title ? $order->payment_method_title : __( 'None', 'vitrine' ) ); ?>
					<?php if ( '' !== $order->transaction_id ) : ?>
						<br>
						<?php
						/* translators: %s: the gateway's transaction id. */
						echo esc_html( sprintf( __( 'Transaction: %s', 'vitrine' ), $order->transaction_id ) );
						?>
					<?php endif; ?>
				</dd>
				<?php if ( '' !== $order->customer_ip ) : ?>
					<dt><?php esc_html_e( 'Customer IP address', 'vitrine' ); ?></dt>
					<dd><?php echo esc_html( $order->customer_ip ); ?></dd>
				<?php endif; ?>
			</dl>
			<div class="vitrine-order__addresses">
				<div>
					<h3><?php esc_html_e( 'Billing address', 'vitrine' ); ?></h3>
					<?php self::render_address( $order->billing, true ); ?>
				</div>
				<div>
					<h3><?php esc_html_e( 'Shipping address', 'vitrine' ); ?></h3>
					<?php
					if ( $order->has_shipping_address() ) {
						self::render_address( $order->shipping, false );
					} else {
						echo '<p>' . esc_html__( 'No shipping address.', 'vitrine' ) . '</p>';
					}
					?>
				</div>
			</div>
			<h3><?php esc_html_e( 'Customer’s note', 'vitrine' ); ?></h3>
			<p><?php echo '' !== $order->customer_note ? nl2br( esc_html( $order->customer_note ) ) : esc_html__( 'None.', 'vitrine' ); ?></p>
		</section>
		<?php
	}

	/**
	 * The "Origin" box: where the order came from, as the checkout received it.
	 *
	 * @param OrderOrigin|null $origin The order's origin, null when it carried none.
	 */
	private function render_origin( ?OrderOrigin $origin ): void {
		?>
		<section class="postbox vitrine-order-origin" aria-labelledby="vitrine-order-origin">
			<h2 id="vitrine-order-origin"><?php esc_html_e( 'Origin', 'vitrine' ); ?></h2>
			<?php if ( null === $origin ) : ?>
				<p><?php esc_html_e( 'No origin was recorded for this order.', 'vitrine' ); ?></p>
			<?php else : ?>
				<?php
				$rows = array(
					__( 'Type', 'vitrine' )     => $origin->label(),
					__( 'Source', 'vitrine' )   => $origin->source,
					__( 'Medium', 'vitrine' )   => $origin->medium,
					__( 'Campaign', 'vitrine' ) => $origin->campaign,
					__( 'Content', 'vitrine' )  => $origin->content,
					__( 'Term', 'vitrine' )     => $origin->term,
					__( 'Device', 'vitrine' )   => '' !== $origin->device_type ? DeviceType::label( $origin->device_type ) : '',
				);
				if ( null !== $origin->session_pages ) {
					$rows[ __( 'Pages seen', 'vitrine' ) ] = number_format_i18n( $origin->session_pages );
				}
				if ( null !== $origin->session_seconds ) {
					$rows[ __( 'Session length', 'vitrine' ) ] = OrderOrigin::duration( $origin->session_seconds );
				}
				if ( null !== $origin->session_count ) {
					$rows[ __( 'Visits', 'vitrine' ) ] = number_format_i18n( $origin->session_count );
				}
				?>
				<dl class="vitrine-order__meta">
					<?php foreach ( $rows as $term => $value ) : ?>
						<?php
						if ( '' === $value ) {
							continue;
						}
						?>
						<dt><?php echo esc_html( $term ); ?></dt>
						<dd><?php echo esc_html( $value ); ?></dd>
					<?php endforeach; ?>
					<?php if ( '' !== $origin->landing_page ) : ?>
						<dt><?php esc_html_e( 'Landing page', 'vitrine' ); ?></dt>
						<dd class="vitrine-order-origin__url"><?php echo esc_html( $origin->landing_page ); ?></dd>
					<?php endif; ?>
				</dl>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * @param array<string, string> $address The fields.
	 * @param bool                  $billing Whether to show the email.
	 */
	private static function render_address( array $address, bool $billing ): void {
		$lines = AddressLines::of( $address );
		echo '<address>';
		echo array() !== $lines ? implode( '<br>', array_map( 'esc_html', $lines ) ) : esc_html__( 'No address.', 'vitrine' );
		if ( $billing && '' !== ( $address['email'] ?? '' ) ) {
			printf( '<br><a href="%1$s">%2$s</a>', esc_url( 'mailto:' . $address['email'] ), esc_html( $address['email'] ) );
		}
		if ( '' !== ( $address['phone'] ?? '' ) ) {
			printf( '<br><a href="%1$s">%2$s</a>', esc_url( 'tel:' . preg_replace( '/[^\d+]/', '', $address['phone'] ) ), esc_html( $address['phone'] ) );
		}
		echo '</address>';
	}

	private function render_items( Order $order ): void {
		?>
		<section class="postbox" aria-labelledby="vitrine-order-items">
			<h2 id="vitrine-order-items"><?php esc_html_e( 'Items', 'vitrine' ); ?></h2>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Item', 'vitrine' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Cost', 'vitrine' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Total', 'vitrine' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Tax', 'vitrine' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $order->line_items() as $item ) : ?>
						<tr>
							<th scope="row">
								<?php
								$link = $item->product_id > 0 ? get_edit_post_link( $item->product_id ) : null;
								echo null !== $link && '' !== $link ? '<a href="' . esc_url( $link ) . '">' . esc_html( $item->name ) . '</a>' : esc_html( $item->name );
								foreach ( $item->attributes() as $label => $value ) {
									/* translators: 1: attribute name, 2: its value. */
									echo '<br><small>' . esc_html( sprintf( __( '%1$s: %2$s', 'vitrine' ), $label, $value ) ) . '</small>';
								}
								if ( $item->reduced_stock() > 0 ) {
									/* translators: %s: units. */
									echo '<br><small>' . esc_html( sprintf( __( 'Stock taken: %s', 'vitrine' ), number_format_i18n( $item->reduced_stock() ) ) ) . '</small>';
								}
								?>
							</th>
							<td><?php echo esc_html( $this->money->format( intdiv( $item->subtotal, max( 1, $item->quantity ) ), $order ) ); ?></td>
							<td><?php echo esc_html( '× ' . number_format_i18n( $item->quantity ) ); ?></td>
							<td>
								<?php echo esc_html( $this->money->format( $item->total, $order ) ); ?>
								<?php if ( $item->subtotal > $item->total ) : ?>
									<br><small>
									<?php
									/* translators: %s: discount on this line. */
									echo esc_html( sprintf( __( '%s discount', 'vitrine' ), $this->money->format( $item->subtotal - $item->total, $order ) ) );
									?>
									</small>
								<?php endif; ?>
							</td>
							<td><?php echo esc_html( $this->money->format( $item->total_tax, $order ) ); ?></td>
						</tr>
					<?php endforeach; ?>
					<?php foreach ( array_merge( $order->shipping_lines(), $order->fee_lines() ) as $item ) : ?>
						<tr>
							<th scope="row">
								<?php
								echo esc_html(
									OrderItem::SHIPPING === $item->type
										/* translators: %s: shipping method label. */
										? sprintf( __( 'Shipping: %s', 'vitrine' ), $item->name )
										/* translators: %s: fee name. */
										: sprintf( __( 'Fee: %s', 'vitrine' ), $item->name )
								);
								?>
							</th>
							<td></td>
							<td></td>
							<td><?php echo esc_html( $this->money->format( $item->total, $order ) ); ?></td>
							<td><?php echo esc_html( $this->money->format( $item->total_tax, $order ) ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<table class="vitrine-order__totals widefat" style="margin-top:12px">
				<caption class="screen-reader-text"><?php esc_html_e( 'Order totals', 'vitrine' ); ?></caption>
				<tbody>
					<?php foreach ( $this->totals( $order ) as $row ) : ?>
						<tr>
							<th scope="row"><?php echo esc_html( $row[0] ); ?></th>
							<td><?php echo esc_html( $row[1] ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		</section>
		<?php
	}

	/**
	 * Label and amount of each total.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private function totals( Order $order ): array {
		$rows = array( array( __( 'Items subtotal:', 'vitrine' ), $this->money->format( $order->subtotal, $order ) ) );
		if ( $order->discount_total > 0 ) {
			$codes  = implode( ', ', array_map( static fn ( OrderItem $item ): string => $item->name, $order->coupon_lines() ) );
			$rows[] = array(
				'' !== $codes
					/* translators: %s: coupon codes. */
					? sprintf( __( 'Coupons (%s):', 'vitrine' ), $codes )
					: __( 'Discount:', 'vitrine' ),
				'-' . $this->money->format( $order->discount_total, $order ),
			);
		}
		if ( array() !== $order->shipping_lines() || $order->shipping_total > 0 ) {
			$rows[] = array( __( 'Shipping:', 'vitrine' ), $this->money->format( $order->shipping_total, $order ) );
		}
		foreach ( $order->tax_lines() as $tax ) {
			/* translators: %s: tax rate label. */
			$rows[] = array( sprintf( __( '%s:', 'vitrine' ), $tax->name ), $this->money->format( $tax->total + (int) $tax->get_meta( 'shipping_tax_total' ), $order ) );
		}
		if ( array() === $order->tax_lines() && $order->total_tax > 0 ) {
			$rows[] = array( __( 'Tax:', 'vitrine' ), $this->money->format( $order->total_tax, $order ) );
		}
		$rows[] = array( __( 'Order total:', 'vitrine' ), $this->money->format( $order->total, $order ) );
		if ( $order->refunded_total > 0 ) {
			$rows[] = array( __( 'Refunded:', 'vitrine' ), '-' . $this->money->format( $order->refunded_total, $order ) );
			$rows[] = array( __( 'Net payment:', 'vitrine' ), $this->money->format( $order->remaining_refundable_minor(), $order ) );
		}
		return $rows;
	}

	private function render_refunds( Order $order ): void {
		$refunds = $this->refunds->refunds( $order->id );
		$form    = $this->actions->take_form( 'refund_' . $order->id );
		$errors  = $form['errors'];
		$gateway = $this->service->refund_gateway_title( $order );
		?>
		<section class="postbox" aria-labelledby="vitrine-order-refunds">
			<h2 id="vitrine-order-refunds"><?php esc_html_e( 'Refunds', 'vitrine' ); ?></h2>
			<?php if ( array() === $refunds ) : ?>
				<p><?php esc_html_e( 'No refunds yet.', 'vitrine' ); ?></p>
			<?php else : ?>
				<table class="widefat striped">
					<thead>
						<tr>
							<th scope="col"><?php esc_html_e( 'Date', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Amount', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'How', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Reason', 'vitrine' ); ?></th>
							<th scope="col"><?php esc_html_e( 'By', 'vitrine' ); ?></th>
						</tr>
					</thead>
					<tbody>
						<?php foreach ( $refunds as $refund ) : ?>
							<tr>
								<td><?php echo esc_html( self::date( $refund->created_at ) ); ?></td>
								<td><?php echo esc_html( $this->money->format( $refund->amount, $order ) ); ?></td>
								<td>
									<?php
									echo esc_html(
										$refund->through_gateway
											/* translators: %s: the gateway's refund id, may be empty. */
											? trim( sprintf( __( 'Through the payment method %s', 'vitrine' ), $refund->gateway_reference ) )
											: __( 'Manually', 'vitrine' )
									);
									?>
								</td>
								<td><?php echo esc_html( $refund->reason ); ?></td>
								<td><?php echo esc_html( self::user_name( $refund->refunded_by ) ); ?></td>
							</tr>
						<?php endforeach; ?>
					</tbody>
				</table>
			<?php endif; ?>

			<?php if ( $order->is_paid() && $order->remaining_refundable_minor() > 0 ) : ?>
				<h3><?php esc_html_e( 'Refund', 'vitrine' ); ?></h3>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="vitrine-refund-form" tabindex="-1" novalidate>
					<input type="hidden" name="action" value="<?php echo esc_attr( OrderActions::REFUND_ACTION ); ?>">
					<input type="hidden" name="id" value="<?php echo esc_attr( (string) $order->id ); ?>">
					<?php wp_nonce_field( OrderActions::REFUND_ACTION . '_' . $order->id, '_wpnonce', false ); ?>
					<?php FormMarkup::field_error( $errors, 'vitrine-refund-form' ); ?>
					<p>
						<label for="vitrine-refund-amount"><?php esc_html_e( 'Amount to refund', 'vitrine' ); ?></label>
						<input type="text" inputmode="decimal" id="vitrine-refund-amount" name="amount" value="<?php echo esc_attr( (string) ( $form['values']['amount'] ?? '' ) ); ?>" aria-required="true" <?php FormMarkup::describedby( $errors, 'vitrine-refund-amount', 'vitrine-refund-amount-help' ); ?>>
						<span class="description" id="vitrine-refund-amount-help">
							<?php
							/* translators: %s: the most that can be refunded. */
							echo esc_html( sprintf( __( 'At most %s.', 'vitrine' ), $this->money->format( $order->remaining_refundable_minor(), $order ) ) );
							?>
						</span>
						<?php FormMarkup::field_error( $errors, 'vitrine-refund-amount' ); ?>
					</p>
					<p>
						<label for="vitrine-refund-reason"><?php esc_html_e( 'Reason (optional)', 'vitrine' ); ?></label>
						<textarea id="vitrine-refund-reason" name="reason" rows="2" <?php FormMarkup::describedby( $errors, 'vitrine-refund-reason', '' ); ?>><?php echo esc_textarea( (string) ( $form['values']['reason'] ?? '' ) ); ?></textarea>
						<?php FormMarkup::field_error( $errors, 'vitrine-refund-reason' ); ?>
					</p>
					<p>
						<?php if ( null !== $gateway ) : ?>
							<button type="submit" name="method" value="gateway" class="button button-primary">
								<?php
								/* translators: %s: payment method title. */
								echo esc_html( sprintf( __( 'Refund through %s', 'vitrine' ), $gateway ) );
								?>
							</button>
						<?php endif; ?>
						<button type="submit" name="method" value="manual" class="button">
							<?php esc_html_e( 'Record a manual refund', 'vitrine' ); ?>
						</button>
					</p>
					<p class="description">
						<?php
						echo esc_html(
							null !== $gateway
								? __( 'A manual refund only records that you gave the money back some other way; it does not move any money.', 'vitrine' )
								: __( 'This payment method cannot refund automatically: give the money back yourself, then record the refund here.', 'vitrine' )
						);
						?>
					</p>
				</form>
			<?php endif; ?>
		</section>
		<?php
	}

	private function render_status_form( Order $order ): void {
		$allowed = OrderStatus::allowed_from( $order->status, true );
		$form    = $this->actions->take_form( 'status_' . $order->id );
		$errors  = $form['errors'];
		?>
		<section class="postbox" aria-labelledby="vitrine-order-status-title">
			<h2 id="vitrine-order-status-title"><?php esc_html_e( 'Status', 'vitrine' ); ?></h2>
			<?php if ( array() === $allowed ) : ?>
				<p>
					<?php
					/* translators: %s: order status. */
					echo esc_html( sprintf( __( 'The order is %s; its status cannot change.', 'vitrine' ), OrderStatus::label( $order->status ) ) );
					?>
				</p>
			<?php else : ?>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( OrderActions::STATUS_ACTION ); ?>">
					<input type="hidden" name="id" value="<?php echo esc_attr( (string) $order->id ); ?>">
					<?php wp_nonce_field( OrderActions::STATUS_ACTION . '_' . $order->id, '_wpnonce', false ); ?>
					<p>
						<label for="vitrine-order-status"><?php esc_html_e( 'Change the status to', 'vitrine' ); ?></label>
						<select id="vitrine-order-status" name="status" <?php FormMarkup::describedby( $errors, 'vitrine-order-status', '' ); ?>>
							<?php foreach ( $allowed as $status ) : ?>
								<option value="<?php echo esc_attr( $status ); ?>"><?php echo esc_html( OrderStatus::label( $status ) ); ?></option>
							<?php endforeach; ?>
						</select>
						<?php FormMarkup::field_error( $errors, 'vitrine-order-status' ); ?>
					</p>
					<p>
						<label for="vitrine-order-status-note"><?php esc_html_e( 'Note (optional)', 'vitrine' ); ?></label>
						<textarea id="vitrine-order-status-note" name="note" rows="2" <?php FormMarkup::describedby( $errors, 'vitrine-order-status-note', '' ); ?>><?php echo esc_textarea( (string) ( $form['values']['note'] ?? '' ) ); ?></textarea>
						<?php FormMarkup::field_error( $errors, 'vitrine-order-status-note' ); ?>
					</p>
					<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Change status', 'vitrine' ); ?></button></p>
					<p class="description"><?php esc_html_e( 'Cancelling or refunding gives the stock back; processing, completing or holding the order takes it.', 'vitrine' ); ?></p>
				</form>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * @param Order                           $order The order.
	 * @param list<\Vitrine\Orders\OrderNote> $notes Its notes, newest first.
	 */
	private function render_notes( Order $order, array $notes ): void {
		$form   = $this->actions->take_form( 'note_' . $order->id );
		$errors = $form['errors'];
		$type   = (string) ( $form['values']['note_type'] ?? 'private' );
		?>
		<section class="postbox" aria-labelledby="vitrine-order-notes">
			<h2 id="vitrine-order-notes"><?php esc_html_e( 'Notes', 'vitrine' ); ?></h2>
			<?php if ( array() === $notes ) : ?>
				<p><?php esc_html_e( 'No notes yet.', 'vitrine' ); ?></p>
			<?php else : ?>
				<ul class="vitrine-order__notes">
					<?php foreach ( $notes as $note ) : ?>
						<li class="<?php echo esc_attr( $note->is_customer_note ? 'is-customer' : ( 0 === $note->added_by ? 'is-system' : 'is-private' ) ); ?>">
							<?php echo nl2br( esc_html( $note->content ) ); ?>
							<span class="meta">
								<?php
								echo esc_html(
									sprintf(
										/* translators: 1: date and time, 2: who added the note, 3: "for the customer" or "private". */
										__( '%1$s by %2$s, %3$s', 'vitrine' ),
										self::date( $note->created_at ),
										self::user_name( $note->added_by ),
										$note->is_customer_note ? __( 'for the customer', 'vitrine' ) : __( 'private', 'vitrine' )
									)
								);
								?>
							</span>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( OrderActions::NOTE_ACTION ); ?>">
				<input type="hidden" name="id" value="<?php echo esc_attr( (string) $order->id ); ?>">
				<?php wp_nonce_field( OrderActions::NOTE_ACTION . '_' . $order->id, '_wpnonce', false ); ?>
				<p>
					<label for="vitrine-order-note"><?php esc_html_e( 'Add a note', 'vitrine' ); ?></label>
					<textarea id="vitrine-order-note" name="note" rows="3" aria-required="true" <?php FormMarkup::describedby( $errors, 'vitrine-order-note', '' ); ?>><?php echo esc_textarea( (string) ( $form['values']['note'] ?? '' ) ); ?></textarea>
					<?php FormMarkup::field_error( $errors, 'vitrine-order-note' ); ?>
				</p>
				<p>
					<label for="vitrine-order-note-type"><?php esc_html_e( 'Who may read it', 'vitrine' ); ?></label>
					<select id="vitrine-order-note-type" name="note_type" <?php FormMarkup::describedby( $errors, 'vitrine-order-note-type', '' ); ?>>
						<option value="private" <?php selected( $type, 'private' ); ?>><?php esc_html_e( 'Private note', 'vitrine' ); ?></option>
						<option value="customer" <?php selected( $type, 'customer' ); ?>><?php esc_html_e( 'Note to the customer', 'vitrine' ); ?></option>
					</select>
					<?php FormMarkup::field_error( $errors, 'vitrine-order-note-type' ); ?>
				</p>
				<p><button type="submit" class="button"><?php esc_html_e( 'Add note', 'vitrine' ); ?></button></p>
			</form>
		</section>
		<?php
	}

	/**
	 * @param list<\Vitrine\Orders\OrderNote> $notes The order's notes, newest first.
	 */
	private function render_history( array $notes ): void {
		$changes = array_reverse( array_values( array_filter( $notes, static fn ( $note ): bool => $note->is_status_change() ) ) );
		?>
		<section class="postbox" aria-labelledby="vitrine-order-history">
			<h2 id="vitrine-order-history"><?php esc_html_e( 'Status history', 'vitrine' ); ?></h2>
			<?php if ( array() === $changes ) : ?>
				<p><?php esc_html_e( 'The status has not changed since the order was placed.', 'vitrine' ); ?></p>
			<?php else : ?>
				<ol>
					<?php foreach ( $changes as $change ) : ?>
						<li>
							<?php
							echo esc_html(
								sprintf(
									/* translators: 1: status before, 2: status after, 3: date and time, 4: who changed it. */
									__( '%1$s → %2$s, %3$s by %4$s', 'vitrine' ),
									OrderStatus::label( (string) $change->status_from ),
									OrderStatus::label( (string) $change->status_to ),
									self::date( $change->created_at ),
									self::user_name( $change->added_by )
								)
							);
							?>
						</li>
					<?php endforeach; ?>
				</ol>
			<?php endif; ?>
		</section>
		<?php
	}

	private static function date( int $time ): string {
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}

	private static function user_name( int $user_id ): string {
		if ( 0 === $user_id ) {
			return __( 'the system', 'vitrine' );
		}
		$user = get_userdata( $user_id );
		return $user instanceof \WP_User ? $user->display_name : __( 'a deleted user', 'vitrine' );
	}

	/**
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $id     The field.
	 */
}
