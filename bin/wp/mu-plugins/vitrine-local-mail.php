<?php
/**
 * Plugin Name: Vitrine local mail catcher
 * Description: The local sites have no sendmail: every email is written, one JSON line each, to VITRINE_MAIL_LOG instead, where tests read it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		if ( ! defined( 'VITRINE_MAIL_LOG' ) ) {
			return $short_circuit;
		}
		$line = wp_json_encode(
			array(
				'time'    => gmdate( 'c' ),
				'to'      => $atts['to'],
				'subject' => $atts['subject'],
				'message' => $atts['message'],
				'headers' => $atts['headers'],
			)
		);
		file_put_contents( VITRINE_MAIL_LOG, $line . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return true;
	},
	10,
	2
);
