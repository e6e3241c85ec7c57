<?php
/**
 * Plugin Name: Vitrine test: fixtures
 * Description: Test site only. REST routes under vitrine-test/v1 that create products (with generated images) through Vitrine's own catalog writer, for Playwright specs. Administrators only, with a REST nonce.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/products',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_create_product',
			)
		);
	}
);

/**
 * Creates a product from the JSON body: any ProductWriter field, plus "images" (how many
 * generated images: the first becomes the featured image, the rest the gallery), "image_width"
 * and "image_height", "variations" (a list of variation field sets) and "category" (a name).
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function vitrine_test_create_product( WP_REST_Request $request ) {
	$fields     = (array) $request->get_json_params();
	$variations = (array) ( $fields['variations'] ?? array() );
	$images     = (int) ( $fields['images'] ?? 0 );
	$width      = (int) ( $fields['image_width'] ?? 1200 );
	$height     = (int) ( $fields['image_height'] ?? 1200 );
	$category   = (string) ( $fields['category'] ?? '' );
	unset( $fields['variations'], $fields['images'], $fields['image_width'], $fields['image_height'], $fields['category'] );

	$image_ids = array();
	for ( $i = 0; $i < $images; $i++ ) {
		$image_ids[] = vitrine_test_generated_image( sprintf( '%s %d', $fields['name'] ?? 'Product', $i + 1 ), $width, $height, $i );
	}
	if ( array() !== $image_ids ) {
		$fields['image_id']    = $image_ids[0];
		$fields['gallery_ids'] = array_slice( $image_ids, 1 );
	}
	if ( '' !== $category ) {
		$term = term_exists( $category, 'vitrine_product_cat' );
		if ( ! $term ) {
			$term = wp_insert_term( $category, 'vitrine_product_cat' );
		}
		$fields['categories'] = array( (int) ( is_array( $term ) ? $term['term_id'] : $term ) );
	}

	$catalog = \Vitrine\Plugin::instance()->catalog;
	try {
		$id            = $catalog->writer->save_product( 0, $fields );
		$variation_ids = array();
		foreach ( $variations as $variation ) {
			$variation_ids[] = $catalog->writer->save_variation( $id, 0, (array) $variation );
		}
	} catch ( \Vitrine\Catalog\ProductValidationException $e ) {
		return new WP_Error( 'vitrine_test_invalid', $e->getMessage(), array( 'status' => 400 ) );
	}
	return rest_ensure_response(
		array(
			'id'            => $id,
			'permalink'     => get_permalink( $id ),
			'variation_ids' => $variation_ids,
			'image_ids'     => $image_ids,
		)
	);
}

/**
 * A generated JPEG in the media library: a coloured square with its caption, alt and title set.
 */
function vitrine_test_generated_image( string $label, int $width, int $height, int $index ): int {
	$image = imagecreatetruecolor( $width, $height );
	$hue   = array( array( 214, 96, 77 ), array( 66, 135, 160 ), array( 120, 160, 90 ), array( 200, 170, 60 ), array( 140, 100, 170 ) )[ $index % 5 ];
	imagefill( $image, 0, 0, imagecolorallocate( $image, $hue[0], $hue[1], $hue[2] ) );
	imagestring( $image, 5, 20, 20, $label, imagecolorallocate( $image, 255, 255, 255 ) );
	$upload = wp_upload_dir();
	$file   = trailingslashit( $upload['path'] ) . sanitize_file_name( strtolower( $label ) ) . '-' . wp_generate_password( 6, false ) . '.jpg';
	imagejpeg( $image, $file, 85 );
	imagedestroy( $image );

	require_once ABSPATH . 'wp-admin/includes/image.php';
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $label,
			'post_excerpt'   => $label . ' caption',
			'post_status'    => 'inherit',
		),
		$file
	);
	update_post_meta( $id, '_wp_attachment_image_alt', $label . ' alt' );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	return (int) $id;
}
