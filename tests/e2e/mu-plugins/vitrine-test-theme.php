<?php
/**
 * Plugin Name: Vitrine test: theme switch
 * Description: Test site only. GET /wp-json/vitrine-test/v1/theme tells the active theme; POST {"stylesheet":"twentytwentyone"} switches to an installed theme, so that specs can check block and classic themes. Administrators only (switch_themes), with a REST nonce; the answer names the previous theme, to restore it.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

add_action(
	'rest_api_init',
	static function (): void {
		$permission = static fn (): bool => current_user_can( 'switch_themes' );
		register_rest_route(
			'vitrine-test/v1',
			'/theme',
			array(
				array(
					'methods'             => 'GET',
					'permission_callback' => $permission,
					'callback'            => static fn (): WP_REST_Response => rest_ensure_response(
						array(
							'stylesheet'  => get_stylesheet(),
							'block_theme' => wp_is_block_theme(),
						)
					),
				),
				array(
					'methods'             => 'POST',
					'permission_callback' => $permission,
					'args'                => array(
						'stylesheet' => array(
							'type'     => 'string',
							'required' => true,
							'pattern'  => '^[a-z0-9-]+$',
						),
					),
					'callback'            => 'vitrine_test_switch_theme',
				),
			)
		);
	}
);

/**
 * Switches to the requested theme.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function vitrine_test_switch_theme( WP_REST_Request $request ) {
	$stylesheet = (string) $request['stylesheet'];
	$theme      = wp_get_theme( $stylesheet );
	if ( ! $theme->exists() || ! $theme->is_allowed() ) {
		return new WP_Error( 'vitrine_test_unknown_theme', sprintf( 'The theme %s is not installed.', $stylesheet ), array( 'status' => 400 ) );
	}
	$previous = get_stylesheet();
	if ( $previous !== $stylesheet ) {
		switch_theme( $stylesheet );
	}
	return rest_ensure_response(
		array(
			'previous'    => $previous,
			'stylesheet'  => get_stylesheet(),
			'block_theme' => wp_is_block_theme(),
		)
	);
}
