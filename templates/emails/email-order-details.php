<?php
/**
 * The order's number, date, items and totals in an HTML email.
 *
 * Copy it to your theme as vitrine/emails/email-order-details.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<h2 style="margin:24px 0 12px;font-size:18px;">
	<?php if ( $email->sent_to_admin ) : ?>
		<a href="<?php echo esc_url( $email->admin_url() ); ?>" style="color:#2c5d8f;">
			<?php
			/* translators: %s: order number. */
			echo esc_html( sprintf( __( 'Order #%s', 'vitrine' ), $email->order->number() ) );
			?>
		</a>
	<?php else : ?>
		<?php
		/* translators: %s: order number. */
		echo esc_html( sprintf( __( 'Order #%s', 'vitrine' ), $email->order->number() ) );
		?>
	<?php endif; ?>
	<span style="font-weight:400;color:#50575e;">(<time datetime="<?php echo esc_attr( gmdate( 'c', $email->order->created_at ) ); ?>"><?php echo esc_html( $email->date() ); ?></time>)</span>
</h2>
<table cellpadding="8" cellspacing="0" width="100%" style="border-collapse:collapse;border:1px solid #dcdcde;">
	<thead>
		<tr>
			<th scope="col" style="text-align:start;border:1px solid #dcdcde;"><?php esc_html_e( 'Product', 'vitrine' ); ?></th>
			<th scope="col" style="text-align:end;border:1px solid #dcdcde;"><?php esc_html_e( 'Quantity', 'vitrine' ); ?></th>
			<th scope="col" style="text-align:end;border:1px solid #dcdcde;"><?php esc_html_e( 'Price', 'vitrine' ); ?></th>
		</tr>
	</thead>
	<tbody>
		<?php foreach ( $email->order->line_items() as $vitrine_item ) : ?>
			<tr>
				<td style="text-align:start;border:1px solid #dcdcde;">
					<?php echo esc_html( $vitrine_item->name ); ?>
					<?php if ( '' !== $email->item_details( $vitrine_item ) ) : ?>
						<br><small style="color:#50575e;"><?php echo esc_html( $email->item_details( $vitrine_item ) ); ?></small>
					<?php endif; ?>
				</td>
				<td style="text-align:end;border:1px solid #dcdcde;"><?php echo esc_html( number_format_i18n( $vitrine_item->quantity ) ); ?></td>
				<td style="text-align:end;border:1px solid #dcdcde;"><?php echo esc_html( $email->money( $vitrine_item->subtotal ) ); ?></td>
			</tr>
		<?php endforeach; ?>
	</tbody>
	<tfoot>
		<?php foreach ( $email->totals() as $vitrine_total ) : ?>
			<tr>
				<th scope="row" colspan="2" style="text-align:start;border:1px solid #dcdcde;"><?php echo esc_html( $vitrine_total['label'] ); ?></th>
				<td style="text-align:end;border:1px solid #dcdcde;"><?php echo esc_html( $vitrine_total['value'] ); ?></td>
			</tr>
		<?php endforeach; ?>
	</tfoot>
</table>
<?php if ( '' !== $email->order->customer_note ) : ?>
	<h2 style="margin:24px 0 8px;font-size:18px;"><?php esc_html_e( 'Note', 'vitrine' ); ?></h2>
	<p style="margin:0;"><?php echo nl2br( esc_html( $email->order->customer_note ) ); ?></p>
<?php endif; ?>
