<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Shipping\Admin\ShippingClassMetaBox;
use Vitrine\Shipping\ShippingClasses;

require_once __DIR__ . '/ShippingTestCase.php';

/**
 * The product's "Shipping class" box: saved with the post form, nonce and capability checked.
 */
final class ShippingClassMetaBoxTest extends ShippingTestCase {

	private ShippingClassMetaBox $box;
	private int $product;
	private int $bulky;

	protected function setUp(): void {
		parent::setUp();
		$this->box = new ShippingClassMetaBox( $this->shipping->classes );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->product = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Oak table',
				'regular_price' => '400.00',
				'stock_status'  => 'instock',
			)
		);
		$this->bulky   = $this->shipping_class( 'Bulky' );
	}

	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * @return array<string, string>
	 */
	private function request( string $class_id, ?string $nonce = null ): array {
		return array(
			ShippingClassMetaBox::NONCE_FIELD => $nonce ?? wp_create_nonce( ShippingClassMetaBox::nonce_action( $this->product ) ),
			ShippingClassMetaBox::FIELD       => $class_id,
		);
	}

	public function test_the_chosen_class_is_saved_as_the_products_term(): void {
		self::assertTrue( $this->box->handle_submission( $this->product, $this->request( (string) $this->bulky ) ) );

		self::assertSame( array( $this->bulky ), wp_get_object_terms( $this->product, ShippingClasses::TAXONOMY, array( 'fields' => 'ids' ) ) );
		self::assertSame( $this->bulky, $this->shipping->classes->class_of( $this->product ) );

		self::assertTrue( $this->box->handle_submission( $this->product, $this->request( '0' ) ) );
		self::assertSame( 0, $this->shipping->classes->class_of( $this->product ), 'No shipping class removes it.' );
	}

	public function test_the_save_post_handler_reads_the_edit_form(): void {
		$_POST = array_merge( $this->request( (string) $this->bulky ), array( 'post_ID' => (string) $this->product ) );

		$this->box->save( $this->product, get_post( $this->product ) );

		self::assertSame( $this->bulky, $this->shipping->classes->class_of( $this->product ) );
	}

	public function test_a_save_without_this_products_form_changes_nothing(): void {
		$this->shipping->classes->assign( $this->product, $this->bulky );
		$_POST = array_merge( $this->request( '0' ), array( 'post_ID' => '999999' ) );

		$this->box->save( $this->product, get_post( $this->product ) );

		self::assertSame( $this->bulky, $this->shipping->classes->class_of( $this->product ) );
	}

	public function test_a_wrong_nonce_a_missing_capability_or_an_unknown_class_changes_nothing(): void {
		$this->shipping->classes->assign( $this->product, $this->bulky );

		self::assertFalse( $this->box->handle_submission( $this->product, $this->request( '0', 'wrong' ) ) );
		self::assertFalse( $this->box->handle_submission( $this->product, $this->request( '0', wp_create_nonce( ShippingClassMetaBox::nonce_action( $this->product + 1 ) ) ) ) );
		self::assertFalse( $this->box->handle_submission( $this->product, $this->request( '999999' ) ) );
		self::assertFalse( $this->box->handle_submission( $this->product, $this->request( 'bulky' ) ) );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertFalse( $this->box->handle_submission( $this->product, $this->request( '0' ) ) );

		self::assertSame( $this->bulky, $this->shipping->classes->class_of( $this->product ) );
	}

	public function test_variations_use_their_products_class(): void {
		$variation = wp_insert_post(
			array(
				'post_type'   => ProductPostTypes::VARIATION,
				'post_parent' => $this->product,
				'post_status' => 'publish',
				'post_title'  => 'Oak table - large',
			)
		);
		self::assertIsInt( $variation );
		$this->shipping->classes->assign( $this->product, $this->bulky );

		self::assertSame( $this->bulky, $this->shipping->classes->class_of( $variation ) );
	}

	public function test_the_box_lists_the_classes_with_the_products_selected(): void {
		$this->shipping->classes->assign( $this->product, $this->bulky );
		$this->shipping_class( 'Fragile & light' );

		ob_start();
		$this->box->render( get_post( $this->product ) );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'name="' . ShippingClassMetaBox::NONCE_FIELD . '"', $html );
		self::assertMatchesRegularExpression( '/<option value="' . $this->bulky . '"\s+selected=\'selected\'>Bulky<\/option>/', $html );
		self::assertStringContainsString( '>No shipping class</option>', $html );
		self::assertStringContainsString( '>Fragile &amp; light</option>', $html );
		self::assertStringContainsString( 'edit-tags.php?taxonomy=vitrine_shipping_class', $html );
	}

	public function test_shipping_classes_are_a_product_taxonomy_without_a_term_box_of_wordpress(): void {
		$taxonomy = get_taxonomy( ShippingClasses::TAXONOMY );

		self::assertInstanceOf( \WP_Taxonomy::class, $taxonomy );
		self::assertSame( array( ProductPostTypes::PRODUCT ), $taxonomy->object_type );
		self::assertFalse( $taxonomy->meta_box_cb );
		self::assertTrue( $taxonomy->show_ui );
		self::assertFalse( $taxonomy->public );
	}
}
