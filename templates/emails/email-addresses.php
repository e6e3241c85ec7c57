<?php
/**
 * The billing and shipping addresses in an HTML email.
 *
 * Copy it to your theme as vitrine/emails/email-addresses.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin-top:24px;">
	<tr>
		<td valign="top" width="50%" style="padding-inline-end:12px;">
			<h2 style="margin:0 0 8px;font-size:18px;"><?php esc_html_e( 'Billing address', 'vitrine' ); ?></h2>
			<address style="font-style:normal;">
				<?php echo implode( '<br>', array_map( 'esc_html', $email->address_lines( 'billing' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped. ?>
				<?php if ( '' !== ( $email->order->billing['phone'] ?? '' ) ) : ?>
					<br><?php echo esc_html( $email->order->billing['phone'] ); ?>
				<?php endif; ?>
				<?php if ( '' !== $email->order->billing_email() ) : ?>
					<br><a href="<?php echo esc_url( 'mailto:' . $email->order->billing_email() ); ?>" style="color:#2c5d8f;"><?php echo esc_html( $email->order->billing_email() ); ?></a>
				<?php endif; ?>
			</address>
		</td>
		<?php if ( $email->order->has_shipping_address() ) : ?>
			<td valign="top" width="50%" style="padding-inline-start:12px;">
				<h2 style="margin:0 0 8px;font-size:18px;"><?php esc_html_e( 'Shipping address', 'vitrine' ); ?></h2>
				<address style="font-style:normal;">
					<?php echo implode( '<br>', array_map( 'esc_html', $email->address_lines( 'shipping' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each line escaped. ?>
					<?php if ( '' !== ( $email->order->shipping['phone'] ?? '' ) ) : ?>
						<br><?php echo esc_html( $email->order->shipping['phone'] ); ?>
					<?php endif; ?>
				</address>
			</td>
		<?php endif; ?>
	</tr>
</table>
