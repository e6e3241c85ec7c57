<?php
/**
 * The order emails, read from what wp_mail() was given.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\Emails\EmailTemplates;
use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Orders\Emails\PaymentDispute;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;

require_once __DIR__ . '/OrderTestCase.php';

final class OrderEmailsTest extends OrderTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogname', 'Corner & Co' );
		update_option( 'admin_email', 'owner@example.org' );
		$this->mails = array(); // WordPress tells the old address about the change.
	}

	/**
	 * @return array<string, mixed>
	 */
	private function only_mail_to( string $recipient ): array {
		$mails = array_values( array_filter( $this->mails, static fn ( array $mail ): bool => $mail['to'] === $recipient ) );
		self::assertCount( 1, $mails, "One email to {$recipient}: " . implode( ' | ', array_map( static fn ( array $mail ): string => $mail['subject'], $this->mails ) ) );
		return $mails[0];
	}

	public function test_a_paid_order_emails_the_store_and_the_customer(): void {
		$order = $this->place( array( $this->product() => 2 ) );

		$this->orders->service->payment_complete( $order, 'ch_1' );

		self::assertCount( 2, $this->mails, implode( ' | ', array_map( static fn ( array $mail ): string => $mail['subject'] . ' to ' . ( is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : $mail['to'] ), $this->mails ) ) );
		$admin = $this->only_mail_to( 'owner@example.org' );
		self::assertSame( sprintf( '[Corner & Co] New order #%d', $order->id ), $admin['subject'] );
		self::assertStringContainsString( sprintf( 'New order #%d at Corner &amp; Co', $order->id ), $admin['message'] );
		self::assertStringContainsString( 'You have received an order from Ada Lovelace. Its status is Processing.', $admin['message'] );
		self::assertStringContainsString( 'page=vitrine-orders&#038;action=edit&#038;id=' . $order->id, $admin['message'] );
		self::assertContains( 'Content-Type: text/html; charset=UTF-8', (array) $admin['headers'] );
		self::assertContains( 'Reply-To: "Ada Lovelace" <ada@example.org>', (array) $admin['headers'] );

		$customer = $this->only_mail_to( 'ada@example.org' );
		self::assertSame( sprintf( 'Your Corner & Co order #%d has been received', $order->id ), $customer['subject'] );
		self::assertStringContainsString( sprintf( 'Thank you for your order #%d at Corner &amp; Co', $order->id ), $customer['message'] );
		self::assertStringContainsString( 'Hello Ada,', $customer['message'] );
		self::assertStringContainsString( 'Mug', $customer['message'] );
		self::assertStringContainsString( '€25.00', $customer['message'] );
		self::assertStringContainsString( '12 Analytical Street', $customer['message'] );
		self::assertStringContainsString( 'Direct bank transfer', $customer['message'] );
		self::assertStringNotContainsString( 'page=vitrine-orders', $customer['message'], 'Customers get no admin link.' );
	}

	public function test_an_offline_order_tells_the_store_once_and_the_customer_when_paid(): void {
		$order = $this->place( array( $this->product() => 1 ) );

		$held = $this->orders->service->transition( $order, OrderStatus::ON_HOLD );
		self::assertCount( 1, $this->mails );
		self::assertSame( sprintf( '[Corner & Co] New order #%d', $order->id ), $this->only_mail_to( 'owner@example.org' )['subject'] );
		self::assertStringContainsString( 'Its status is On hold.', $this->mails[0]['message'] );

		$this->mails = array();
		$this->orders->service->payment_complete( $held );
		self::assertCount( 1, $this->mails, 'The store was told already.' );
		self::assertSame( sprintf( 'Your Corner & Co order #%d has been received', $order->id ), $this->only_mail_to( 'ada@example.org' )['subject'] );
	}

	public function test_completing_an_order_emails_the_customer(): void {
		$order       = $this->orders->service->payment_complete( $this->place( array( $this->product() => 1 ) ) );
		$this->mails = array();

		$this->orders->service->transition( $order, OrderStatus::COMPLETED );

		$mail = $this->only_mail_to( 'ada@example.org' );
		self::assertSame( sprintf( 'Your Corner & Co order #%d is complete', $order->id ), $mail['subject'] );
		self::assertStringContainsString( sprintf( 'Your order #%d is complete.', $order->id ), $mail['message'] );
		self::assertCount( 1, $this->mails );
	}

	public function test_an_order_put_back_in_its_status_after_a_hold_emails_nobody_again(): void {
		$order = $this->orders->service->payment_complete( $this->place( array( $this->product() => 1 ) ) );
		$held  = $this->orders->service->transition( $order, OrderStatus::ON_HOLD, 'Disputed.' );
		self::assertSame( OrderStatus::ON_HOLD, $held->status );
		$this->mails = array();

		$back = $this->orders->service->restore( $held, OrderStatus::PROCESSING, 'Dispute won.' );

		self::assertSame( OrderStatus::PROCESSING, $back->status );
		self::assertSame( array(), $this->mails );
		$this->orders->service->transition( $back, OrderStatus::COMPLETED );
		self::assertSame( sprintf( 'Your Corner & Co order #%d is complete', $order->id ), $this->only_mail_to( 'ada@example.org' )['subject'], 'Later changes email as before.' );
	}

	public function test_the_dispute_emails_read_well_as_plain_text_and_need_a_dispute(): void {
		$order   = $this->orders->service->payment_complete( $this->place( array( $this->product() => 2 ) ) );
		$dispute = new PaymentDispute( 'dp_9', PaymentDispute::OPENED, 2500, 'Duplicate payment', 0, 'https://dashboard.stripe.com/test/disputes/dp_9' );

		$text = $this->orders->emails->render( OrderEmails::DISPUTE_OPENED, $order, null, $dispute )['text'];

		self::assertStringContainsString( '= The payment of order #' . $order->id . ' is disputed =', $text );
		self::assertStringContainsString( 'Ada Lovelace disputed the payment of €25.00 for order #' . $order->id . ' with their bank.', $text );
		self::assertStringContainsString( "Reason: Duplicate payment\nDispute: dp_9", $text );
		self::assertStringContainsString( 'Answer it with your evidence.', $text );
		self::assertStringContainsString( 'Answer the dispute: https://dashboard.stripe.com/test/disputes/dp_9', $text );
		$lost = $this->orders->emails->render( OrderEmails::DISPUTE_CLOSED, $order, null, new PaymentDispute( 'dp_9', PaymentDispute::LOST, 2500, 'Duplicate payment', 0, 'https://dashboard.stripe.com/test/disputes/dp_9' ) );
		self::assertSame( sprintf( '[Corner & Co] Dispute lost for order #%d', $order->id ), $lost['subject'] );
		self::assertStringContainsString( 'was lost: €25.00 stays with the customer.', $lost['text'] );

		$this->mails = array();
		self::assertFalse( $this->orders->emails->send( OrderEmails::DISPUTE_OPENED, $order ), 'Not without the dispute.' );
		self::assertTrue( $this->orders->emails->send( OrderEmails::DISPUTE_OPENED, $order, null, $dispute ) );
		self::assertSame( sprintf( '[Corner & Co] Payment disputed for order #%d', $order->id ), $this->only_mail_to( 'owner@example.org' )['subject'] );
	}

	public function test_refunds_email_the_customer_partially_then_fully(): void {
		$order       = $this->orders->service->payment_complete( $this->place( array( $this->product() => 2 ) ) );
		$this->mails = array();

		$this->orders->service->refund( $order, 1000, 'Scratched', false );
		$partial = $this->only_mail_to( 'ada@example.org' );
		self::assertSame( sprintf( 'Your Corner & Co order #%d has been partially refunded', $order->id ), $partial['subject'] );
		self::assertStringContainsString( sprintf( 'We have refunded €10.00 of your order #%d.', $order->id ), $partial['message'] );
		self::assertStringContainsString( 'Reason: Scratched', $partial['message'] );
		self::assertStringContainsString( '-€10.00', $partial['message'] );

		$this->mails = array();
		$this->orders->service->refund( $order, 1500, '', false );
		$full = $this->only_mail_to( 'ada@example.org' );
		self::assertSame( sprintf( 'Your Corner & Co order #%d has been refunded', $order->id ), $full['subject'] );
		self::assertStringContainsString( sprintf( 'Your order #%d has been refunded.', $order->id ), $full['message'] );
		self::assertCount( 1, $this->mails, 'The status change to refunded sends no second email.' );
	}

	public function test_each_email_can_be_switched_off_and_the_store_recipients_chosen(): void {
		$settings = Plugin::instance()->settings;
		$saved    = $settings->update(
			array(
				'email_processing_order_enabled' => false,
				'email_new_order_recipient'      => 'orders@example.org, boss@example.org',
			)
		);
		self::assertIsArray( $saved );

		$this->orders->service->payment_complete( $this->place( array( $this->product() => 1 ) ) );

		self::assertCount( 1, $this->mails );
		self::assertSame( 'orders@example.org, boss@example.org', $this->mails[0]['to'] );
	}

	public function test_a_wrong_recipient_list_is_refused_with_a_message(): void {
		$result = Plugin::instance()->settings->update( array( 'email_new_order_recipient' => 'orders@example.org; nobody' ) );

		self::assertInstanceOf( \WP_Error::class, $result );
		self::assertSame(
			'New order recipients: enter email addresses separated by commas, such as orders@example.com, or leave the field empty.',
			$result->get_error_data()['params']['email_new_order_recipient'] ?? null
		);
		self::assertSame( '', Plugin::instance()->settings->get( 'email_new_order_recipient' ) );
	}

	public function test_the_plain_text_version_reads_well(): void {
		$order = $this->orders->service->payment_complete( $this->place( array( $this->product() => 2 ) ) );

		$email = $this->orders->emails->render( OrderEmails::PROCESSING, $order );

		self::assertSame( sprintf( 'Your Corner & Co order #%d has been received', $order->id ), $email['subject'] );
		self::assertStringNotContainsString( '<', $email['text'] );
		self::assertStringNotContainsString( '&amp;', $email['text'] );
		self::assertStringContainsString( sprintf( '= Thank you for your order #%d at Corner & Co =', $order->id ), $email['text'] );
		self::assertStringContainsString( 'Mug × 2: €25.00', $email['text'] );
		self::assertStringContainsString( 'Total: €25.00', $email['text'] );
		self::assertStringContainsString( "Billing address\nAda Lovelace\n12 Analytical Street\nLondon N1 9GU\nUnited Kingdom", $email['text'] );
	}

	public function test_a_theme_can_override_a_template(): void {
		$order = $this->place( array( $this->product() => 1 ) );
		$file  = tempnam( sys_get_temp_dir(), 'vitrine-email' );
		self::assertIsString( $file );
		file_put_contents( $file, '<?php echo "Custom for #" . (int) $email->order->id;' );
		$override = static fn ( string $path, string $name ): string => 'customer-completed-order.php' === $name ? $file : $path;
		add_filter( 'vitrine_email_template', $override, 10, 2 );
		try {
			$email = $this->orders->emails->render( OrderEmails::COMPLETED, $order );
		} finally {
			remove_filter( 'vitrine_email_template', $override );
			unlink( $file );
		}

		self::assertSame( 'Custom for #' . $order->id, $email['html'] );
		self::assertStringEndsWith( 'templates/emails/plain/customer-completed-order.php', ( new EmailTemplates() )->locate( 'plain/customer-completed-order.php' ) );
		$this->expectException( \InvalidArgumentException::class );
		( new EmailTemplates() )->locate( '../../wp-config.php' );
	}
}
