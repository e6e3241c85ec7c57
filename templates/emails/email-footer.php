<?php
/**
 * The bottom of every HTML order email.
 *
 * Copy it to your theme as vitrine/emails/email-footer.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
						</td>
					</tr>
					<tr>
						<td style="padding:16px 32px;border-top:1px solid #dcdcde;color:#50575e;font-size:13px;">
							<?php
							/* translators: %s: site name. */
							echo esc_html( sprintf( __( 'Sent by %s', 'vitrine' ), $email->site_name ) );
							?>
							&middot; <a href="<?php echo esc_url( home_url( '/' ) ); ?>" style="color:#2c5d8f;"><?php echo esc_html( wp_parse_url( home_url(), PHP_URL_HOST ) ?? '' ); ?></a>
						</td>
					</tr>
				</table>
			</td>
		</tr>
	</table>
</body>
</html>
