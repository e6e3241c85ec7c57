<?php
/**
 * Plugin Name: Vitrine test: setup state
 * Description: Test site only. DELETE vitrine-test/v1/setup-state forgets that the first-run setup was done or dismissed, so that a spec meets it again. Administrators only, with a REST nonce.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/setup-state',
			array(
				'methods'             => 'DELETE',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => static function (): array {
					delete_option( \Vitrine\Setup\ShopSetup::STATE_OPTION );
					return array( 'deleted' => true );
				},
			)
		);
	}
);
