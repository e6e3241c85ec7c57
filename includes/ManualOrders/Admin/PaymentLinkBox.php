<?php
/**
 * The payment link box of an unpaid order's screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders\Admin;

use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Input;
use Vitrine\ManualOrders\PaymentLink;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Storage\OrderReader;

/**
 * On the screen of an order that still needs payment (the orders module's
 * vitrine_order_screen_payment action): the pay-for-order link in a read-only field to copy (a
 * Copy button where the browser allows it) and "Send the payment link to the customer", which
 * posts to admin-post.php with its nonce.
 */
final class PaymentLinkBox {

	public const ACTION = 'vitrine_order_payment_link';

	public function __construct(
		private readonly PaymentLink $link,
		private readonly OrderReader $reader,
		private readonly OrderActions $notices,
	) {
	}

	/**
	 * Action vitrine_order_screen_payment.
	 *
	 * @param \Vitrine\Orders\Order $order The order shown.
	 */
	public function render( $order ): void {
		$url = $this->link->url( $order );
		if ( '' === $url ) {
			return;
		}
		?>
		<div class="postbox" id="vitrine-payment-link" tabindex="-1">
			<h2><?php esc_html_e( 'Payment link', 'vitrine' ); ?></h2>
			<p id="vitrine-payment-link-help"><?php esc_html_e( 'The customer pays this order on this page of the shop. Send it by email, or copy it and give it to them another way.', 'vitrine' ); ?></p>
			<p class="vitrine-payment-link__copy">
				<label for="vitrine-payment-link-url" class="screen-reader-text"><?php esc_html_e( 'Payment link', 'vitrine' ); ?></label>
				<input type="text" id="vitrine-payment-link-url" value="<?php echo esc_url( $url ); ?>" readonly aria-describedby="vitrine-payment-link-help">
				<button type="button" class="button" data-vitrine-copy="vitrine-payment-link-url" hidden><?php esc_html_e( 'Copy link', 'vitrine' ); ?></button>
				<span role="status" data-vitrine-copied></span>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<input type="hidden" name="id" value="<?php echo esc_attr( (string) $order->id ); ?>">
				<?php wp_nonce_field( self::ACTION . '_' . $order->id ); ?>
				<button type="submit" class="button button-primary">
					<?php
					/* translators: %s: email address. */
					echo esc_html( '' !== $order->billing_email() ? sprintf( __( 'Send the payment link to %s', 'vitrine' ), $order->billing_email() ) : __( 'Send the payment link to the customer', 'vitrine' ) );
					?>
				</button>
			</form>
			<script>
			( function () {
				var button = document.querySelector( '[data-vitrine-copy]' );
				if ( ! button || ! navigator.clipboard ) {
					return;
				}
				button.hidden = false;
				button.addEventListener( 'click', function () {
					var field = document.getElementById( button.getAttribute( 'data-vitrine-copy' ) );
					navigator.clipboard.writeText( field.value ).then( function () {
						document.querySelector( '[data-vitrine-copied]' ).textContent = <?php echo wp_json_encode( __( 'Link copied.', 'vitrine' ) ); ?>;
					} );
				} );
			}() );
			</script>
		</div>
		<?php
	}

	/**
	 * admin_post_vitrine_order_payment_link.
	 */
	public function handle(): void {
		AdminPost::redirect( $this->process( ... ) );
	}

	/**
	 * Sends the link.
	 *
	 * @param array<string, mixed> $request id, _wpnonce; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process( array $request ): string {
		$id   = absint( Input::raw( $request['id'] ?? '' ) );
		$back = 0 < $id ? OrdersPage::order_url( $id ) . '#vitrine-payment-link' : OrdersPage::url();
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::ACTION . '_' . $id ) ) {
			$this->notices->notice( 'error', __( 'Your session has expired or the form was not sent from this site. Nothing was changed; try again.', 'vitrine' ) );
			return $back;
		}
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			$this->notices->notice( 'error', __( 'Sorry, you are not allowed to manage orders.', 'vitrine' ) );
			return $back;
		}
		$order = $this->reader->find( $id );
		if ( null === $order ) {
			$this->notices->notice( 'error', __( 'This order does not exist.', 'vitrine' ) );
			return OrdersPage::url();
		}
		try {
			$this->link->send( $order, get_current_user_id() );
		} catch ( DomainError $e ) {
			$this->notices->notice( 'error', $e->getMessage() );
			return $back;
		}
		/* translators: %s: email address. */
		$this->notices->notice( 'success', sprintf( __( 'The payment link was sent to %s.', 'vitrine' ), $order->billing_email() ) );
		return $back;
	}
}
