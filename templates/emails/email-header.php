<?php
/**
 * The top of every HTML order email: the document, the site's name and the heading.
 *
 * Copy it to your theme as vitrine/emails/email-header.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title><?php echo esc_html( $email->heading ); ?></title>
</head>
<body style="margin:0;padding:0;background:#f6f5f2;color:#1e1e1e;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;">
	<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f5f2;">
		<tr>
			<td align="center" style="padding:24px 12px;">
				<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #dcdcde;">
					<tr>
						<td style="padding:24px 32px;background:#1e1e1e;color:#ffffff;">
							<p style="margin:0 0 4px;font-size:14px;"><?php echo esc_html( $email->site_name ); ?></p>
							<h1 style="margin:0;font-size:24px;line-height:1.3;font-weight:600;color:#ffffff;"><?php echo esc_html( $email->heading ); ?></h1>
						</td>
					</tr>
					<tr>
						<td style="padding:32px;">
