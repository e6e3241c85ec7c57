<?php
/**
 * Plugin Name: Vitrine test: fixtures
 * Description: Test site only. REST routes under vitrine-test/v1 that create products (with generated images) through Vitrine's own catalog writer, and orders waiting for payment through its order writer, for Playwright specs. Administrators only, with a REST nonce.
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
		register_rest_route(
			'vitrine-test/v1',
			'/orders',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_create_order',
			)
		);
	}
);

/**
 * An order waiting for payment (pending), as a refused card or a merchant leaves one: one line of
 * the given product, billed to the given email. Body: product_id, quantity, email.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function vitrine_test_create_order( WP_REST_Request $request ) {
	$fields  = (array) $request->get_json_params();
	$plugin  = \Vitrine\Plugin::instance();
	$product = $plugin->catalog->products->find( (int) ( $fields['product_id'] ?? 0 ) );
	if ( null === $product ) {
		return new WP_Error( 'vitrine_test_invalid', 'No such product.', array( 'status' => 400 ) );
	}
	$quantity                  = max( 1, (int) ( $fields['quantity'] ?? 1 ) );
	$price                     = \Vitrine\Catalog\Model\Money::to_minor( (string) $product->prices->active( time() ), 2 ) * $quantity;
	$draft                     = new \Vitrine\Orders\OrderDraft();
	$draft->billing            = array(
		'first_name' => 'Grace',
		'last_name'  => 'Hopper',
		'address_1'  => 'Unter den Linden 1',
		'city'       => 'Berlin',
		'postcode'   => '10117',
		'country'    => 'DE',
		'email'      => (string) ( $fields['email'] ?? 'grace@example.org' ),
	);
	$draft->payment_method     = 'bacs';
	$draft->currency           = 'EUR';
	$draft->currency_decimals  = 2;
	$draft->prices_include_tax = true;
	$draft->subtotal           = $price;
	$draft->total              = $price;
	$draft->created_via        = 'admin';
	$draft->add_line_item(
		array(
			'product_id' => $product->id,
			'name'       => $product->name,
			'quantity'   => $quantity,
			'subtotal'   => $price,
			'total'      => $price,
		)
	);
	$order = $plugin->orders->writer->create( $draft );
	return rest_ensure_response(
		array(
			'id'      => $order->id,
			'key'     => $order->key,
			'pay_url' => $plugin->checkout->pages->pay_url( $order ),
		)
	);
}

/**
 * Creates a product from the JSON body: any ProductWriter field, plus "images" (how many
 * generated images: the first becomes the featured image, the rest the gallery), "image_width"
 * and "image_height", "variations" (a list of variation field sets) and "category" (a name).
 * With an "id", updates that product as the merchant's editor does (only the fields given), and
 * a variation with an "id" is updated rather than added.
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
	$product_id = (int) ( $fields['id'] ?? 0 );
	unset( $fields['id'], $fields['variations'], $fields['images'], $fields['image_width'], $fields['image_height'], $fields['category'] );

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
		$id            = $catalog->writer->save_product( $product_id, $fields );
		$variation_ids = array();
		foreach ( $variations as $variation ) {
			$variation       = (array) $variation;
			$variation_id    = (int) ( $variation['id'] ?? 0 );
			$variation_ids[] = $catalog->writer->save_variation( $id, $variation_id, array_diff_key( $variation, array( 'id' => true ) ) );
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
