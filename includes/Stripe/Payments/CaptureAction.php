<?php
/**
 * The order screen's capture of an authorised Stripe payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Input;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;

/**
 * A box on the order's screen (the orders module's vitrine_order_screen_payment action) while the
 * payment waits for capture, with a button that posts to admin-post.php
 * (action vitrine_stripe_capture, its own nonce per order, the orders capability); the merchant
 * comes back to the order with the outcome in the address (stripe_capture=done|failed) and the
 * reason in the order's notes.
 */
final class CaptureAction {

	public const ACTION = 'vitrine_stripe_capture';

	public function __construct(
		private readonly ManualCapture $capture,
		private readonly OrderReader $orders,
	) {
	}

	/**
	 * Action vitrine_order_screen_payment.
	 */
	public function render( Order $order ): void {
		$outcome = isset( $_GET['stripe_capture'] ) ? sanitize_key( wp_unslash( (string) $_GET['stripe_capture'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message to show, nothing changes.
		if ( ! $this->capture->is_capturable( $order ) && '' === $outcome ) {
			return;
		}
		?>
		<section class="postbox" aria-labelledby="vitrine-stripe-capture">
			<h2 id="vitrine-stripe-capture"><?php esc_html_e( 'Stripe payment', 'vitrine' ); ?></h2>
			<?php if ( 'done' === $outcome ) : ?>
				<div class="notice notice-success inline"><p><?php esc_html_e( 'The payment was captured.', 'vitrine' ); ?></p></div>
			<?php elseif ( 'failed' === $outcome ) : ?>
				<div class="notice notice-error inline" role="alert"><p><?php esc_html_e( 'The payment could not be captured: the reason is in the order notes.', 'vitrine' ); ?></p></div>
			<?php endif; ?>
			<?php if ( $this->capture->is_capturable( $order ) ) : ?>
				<p><?php esc_html_e( 'The payment is authorised but not taken yet. Capture it to charge the customer (Stripe keeps most card authorisations for 7 days).', 'vitrine' ); ?></p>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
					<input type="hidden" name="id" value="<?php echo esc_attr( (string) $order->id ); ?>">
					<?php wp_nonce_field( self::ACTION . '_' . $order->id, '_wpnonce', false ); ?>
					<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Capture payment', 'vitrine' ); ?></button></p>
				</form>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * admin_post_vitrine_stripe_capture.
	 */
	public function handle(): void {
		AdminPost::redirect( $this->process( ... ) );
	}

	/**
	 * Captures the order's payment.
	 *
	 * @param array<string, mixed> $request id, _wpnonce; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process( array $request ): string {
		$id    = absint( Input::raw( $request['id'] ?? '' ) );
		$nonce = Input::raw( $request['_wpnonce'] ?? '' );
		if ( $id <= 0 || ! current_user_can( OrdersPage::CAPABILITY ) || false === wp_verify_nonce( $nonce, self::ACTION . '_' . $id ) ) {
			return OrdersPage::url();
		}
		$order = $this->orders->find( $id );
		if ( null === $order ) {
			return OrdersPage::url();
		}
		try {
			$this->capture->capture( $order, get_current_user_id() );
			$outcome = 'done';
		} catch ( DomainError $error ) {
			unset( $error ); // Noted on the order by ManualCapture when Stripe refused.
			$outcome = 'failed';
		}
		return add_query_arg( 'stripe_capture', $outcome, OrdersPage::order_url( $id ) );
	}
}
