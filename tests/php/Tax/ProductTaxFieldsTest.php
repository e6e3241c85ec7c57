<?php
/**
 * Tax status and tax class of products and variations: saved, refused, resolved and edited.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Catalog\Admin\ProductDataView;
use Vitrine\Catalog\Admin\ProductEditor;
use Vitrine\Catalog\Admin\ProductForm;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductValidator;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Plugin;
use Vitrine\Tax\TaxClasses;

require_once __DIR__ . '/TaxTestCase.php';

final class ProductTaxFieldsTest extends TaxTestCase {

	private Catalog $catalog;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
	}

	private function product( array $fields = array() ): int {
		return $this->catalog->writer->save_product(
			0,
			$fields + array(
				'name'          => 'Atlas',
				'regular_price' => '30.00',
			)
		);
	}

	private function find( int $id ): Product {
		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		return $product;
	}

	private function find_variation( int $id ): Variation {
		$variation = $this->catalog->products->find_variation( $id );
		self::assertNotNull( $variation );
		return $variation;
	}

	public function test_a_product_is_taxable_in_the_standard_class_by_default(): void {
		$product = $this->find( $this->product() );

		self::assertSame( Product::TAX_TAXABLE, $product->tax_status );
		self::assertSame( '', $product->tax_class );
		self::assertFalse( metadata_exists( 'post', $product->id, ProductMeta::TAX_CLASS ) );
	}

	public function test_a_products_tax_status_and_class_are_saved_and_changed(): void {
		$id = $this->product(
			array(
				'tax_status' => Product::TAX_SHIPPING,
				'tax_class'  => TaxClasses::REDUCED,
			)
		);
		self::assertSame( Product::TAX_SHIPPING, $this->find( $id )->tax_status );
		self::assertSame( TaxClasses::REDUCED, $this->find( $id )->tax_class );

		$this->catalog->writer->save_product( $id, array( 'regular_price' => '31.00' ) );
		self::assertSame( TaxClasses::REDUCED, $this->find( $id )->tax_class, 'Kept when not named.' );

		$this->catalog->writer->save_product(
			$id,
			array(
				'tax_status' => Product::TAX_NONE,
				'tax_class'  => '',
			)
		);
		self::assertSame( Product::TAX_NONE, $this->find( $id )->tax_status );
		self::assertSame( '', $this->find( $id )->tax_class );
	}

	public function test_a_variation_follows_its_product_unless_it_says_otherwise(): void {
		$id        = $this->product(
			array(
				'type'       => 'variable',
				'tax_class'  => TaxClasses::REDUCED,
				'tax_status' => Product::TAX_NONE,
			)
		);
		$follows   = $this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '10' ) );
		$standard  = $this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '11',
				'tax_class'     => '',
				'tax_status'    => Product::TAX_TAXABLE,
			)
		);
		$zero      = $this->catalog->writer->save_variation( $id, 0, array( 'tax_class' => TaxClasses::ZERO ) );
		$product   = $this->find( $id );
		$resolving = $this->tax->products;

		self::assertSame( Variation::PARENT, $this->find_variation( $follows )->tax_class );
		self::assertSame( Variation::PARENT, $this->find_variation( $follows )->tax_status );
		self::assertSame( '', $this->find_variation( $standard )->tax_class, 'The standard class, not the product’s.' );

		self::assertSame( TaxClasses::REDUCED, $resolving->tax_class( $product, $this->find_variation( $follows ) ) );
		self::assertSame( Product::TAX_NONE, $resolving->status( $product, $this->find_variation( $follows ) ) );
		self::assertFalse( $resolving->taxes_item( $product, $this->find_variation( $follows ) ) );
		self::assertSame( '', $resolving->tax_class( $product, $this->find_variation( $standard ) ) );
		self::assertTrue( $resolving->taxes_item( $product, $this->find_variation( $standard ) ) );
		self::assertSame( TaxClasses::ZERO, $resolving->tax_class( $product, $this->find_variation( $zero ) ) );

		$this->catalog->writer->save_variation( $id, $standard, array( 'tax_class' => Variation::PARENT ) );
		self::assertSame( Variation::PARENT, $this->find_variation( $standard )->tax_class );
		self::assertFalse( metadata_exists( 'post', $standard, ProductMeta::TAX_CLASS ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function refused_fields(): array {
		$class  = 'This tax class does not exist. Choose one of the store’s tax classes.';
		$status = 'Choose a tax status: taxable, shipping only or none.';
		return array(
			'unknown class'        => array( array( 'tax_class' => 'luxury' ), 'tax_class', $class ),
			'the form value'       => array( array( 'tax_class' => 'standard' ), 'tax_class', $class ),
			'parent for a product' => array( array( 'tax_class' => 'parent' ), 'tax_class', $class ),
			'class not a string'   => array( array( 'tax_class' => null ), 'tax_class', $class ),
			'unknown status'       => array( array( 'tax_status' => 'exempt' ), 'tax_status', $status ),
			'parent status'        => array( array( 'tax_status' => 'parent' ), 'tax_status', $status ),
		);
	}

	/**
	 * @dataProvider refused_fields
	 *
	 * @param array<string, mixed> $fields  Writer fields.
	 * @param string               $field   The field refused.
	 * @param string               $message Its message.
	 */
	public function test_bad_tax_fields_are_refused_and_nothing_is_written( array $fields, string $field, string $message ): void {
		$id = $this->product( array( 'tax_class' => TaxClasses::ZERO ) );

		try {
			$this->catalog->writer->save_product( $id, $fields + array( 'regular_price' => '99.00' ) );
			self::fail( 'Saved.' );
		} catch ( ProductValidationException $e ) {
			self::assertSame( array( $field => $message ), $e->errors );
		}
		$product = $this->find( $id );
		self::assertSame( TaxClasses::ZERO, $product->tax_class );
		self::assertSame( '30.00', $product->prices->regular, 'The good fields were not written either.' );
	}

	public function test_a_variation_refuses_an_unknown_class(): void {
		$id = $this->product( array( 'type' => 'variable' ) );

		try {
			$this->catalog->writer->save_variation( $id, 0, array( 'tax_class' => 'luxury' ) );
			self::fail( 'Saved.' );
		} catch ( ProductValidationException $e ) {
			self::assertSame( array( 'tax_class' => 'This tax class does not exist. Choose one of the store’s tax classes.' ), $e->errors );
		}
		self::assertSame( array(), $this->catalog->products->variations( $id ) );
	}

	public function test_a_class_the_merchant_added_can_be_chosen_and_a_removed_one_falls_back(): void {
		$books     = $this->tax->classes->add( 'Books' );
		$id        = $this->product(
			array(
				'type'      => 'variable',
				'tax_class' => $books,
			)
		);
		$variation = $this->catalog->writer->save_variation( $id, 0, array( 'tax_class' => $books ) );

		$this->tax->classes->remove( $books );

		self::assertSame( '', $this->find( $id )->tax_class, 'The product is taxed in the standard class.' );
		self::assertSame( Variation::PARENT, $this->find_variation( $variation )->tax_class, 'The variation follows its product.' );
	}

	public function test_a_class_removed_behind_the_products_back_counts_as_standard(): void {
		$id = $this->product( array( 'tax_class' => TaxClasses::REDUCED ) );
		update_option(
			TaxClasses::OPTION,
			array(
				array(
					'slug' => TaxClasses::ZERO,
					'name' => 'Zero rate',
				),
			)
		);

		self::assertSame( TaxClasses::REDUCED, $this->find( $id )->tax_class, 'The stored value is kept...' );
		self::assertSame( '', $this->tax->products->tax_class( $this->find( $id ) ), '...but the totals use standard.' );
	}

	/**
	 * An editor of its own, and a submission of the edit form.
	 *
	 * @param int                  $product The product.
	 * @param array<string, mixed> $fields  vitrine_product fields over a good simple product.
	 * @param array<string, mixed> $extra   Other request fields.
	 * @return array{0: ProductEditor, 1: array<string, mixed>, 2: FormStash}
	 */
	private function editor( int $product, array $fields, array $extra = array() ): array {
		$stash  = new FormStash();
		$form   = new ProductForm( new ProductValidator( $this->catalog->lookup, Plugin::instance()->tax->classes ), $this->catalog->attributes );
		$editor = new ProductEditor( $this->catalog->writer, $this->catalog->products, $form, new ProductDataView( $form, $this->catalog->attributes, Plugin::instance()->tax->classes ), $stash, Plugin::instance()->assets );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = array_merge(
			array(
				ProductEditor::NONCE_FIELD => wp_create_nonce( ProductEditor::nonce_action( $product ) ),
				'vitrine_product'          => $fields + array(
					'type'          => 'simple',
					'regular_price' => '30.00',
					'stock_status'  => 'instock',
				),
			),
			$extra
		);
		return array( $editor, $request, $stash );
	}

	public function test_the_editor_saves_the_tax_fields_with_standard_as_its_own_value(): void {
		$id = $this->product( array( 'tax_class' => TaxClasses::REDUCED ) );

		list( $editor, $request ) = $this->editor(
			$id,
			array(
				'tax_status' => 'shipping',
				'tax_class'  => 'standard',
			)
		);
		self::assertTrue( $editor->handle_submission( $id, $request ) );

		self::assertSame( Product::TAX_SHIPPING, $this->find( $id )->tax_status );
		self::assertSame( '', $this->find( $id )->tax_class );
	}

	public function test_the_editor_refuses_an_unknown_class_with_a_message_by_the_field(): void {
		$id = $this->product( array( 'tax_class' => TaxClasses::REDUCED ) );

		list( $editor, $request, $stash ) = $this->editor(
			$id,
			array(
				'regular_price' => '45.00',
				'tax_class'     => 'luxury',
			)
		);
		self::assertFalse( $editor->handle_submission( $id, $request ) );

		$refusal = $stash->peek( ProductEditor::form_name( $id ) );
		self::assertIsArray( $refusal );
		self::assertSame( array( 'vitrine-product-tax_class' => 'This tax class does not exist. Choose one of the store’s tax classes.' ), $refusal['errors'] );
		self::assertSame( TaxClasses::REDUCED, $this->find( $id )->tax_class );
		self::assertSame( '30.00', $this->find( $id )->prices->regular, 'Nothing of the form was saved.' );

		ob_start();
		$editor->render_meta_box( get_post( $id ) );
		$html = (string) ob_get_clean();
		self::assertMatchesRegularExpression( '/<select id="vitrine-product-tax_class" name="vitrine_product\[tax_class\]" aria-describedby="vitrine-product-tax_class-error" aria-invalid="true"/', $html );
		self::assertStringContainsString( '<span class="vitrine-field__error" id="vitrine-product-tax_class-error">This tax class does not exist.', $html );
	}

	public function test_the_editor_saves_and_refuses_a_variations_tax_class(): void {
		$id        = $this->product( array( 'type' => 'variable' ) );
		$variation = $this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '10' ) );
		$row       = static fn ( string $tax_class ): array => array(
			'vitrine_variations' => array(
				'v' . $variation => array(
					'id'            => (string) $variation,
					'enabled'       => 'yes',
					'regular_price' => '10',
					'stock_status'  => 'instock',
					'tax_status'    => 'parent',
					'tax_class'     => $tax_class,
				),
			),
		);

		list( $editor, $request, $stash ) = $this->editor( $id, array( 'type' => 'variable' ), $row( 'luxury' ) );
		self::assertFalse( $editor->handle_submission( $id, $request ) );
		$refusal = $stash->peek( ProductEditor::form_name( $id ) );
		self::assertIsArray( $refusal );
		self::assertSame( array( 'vitrine-variation-v' . $variation . '-tax_class' ), array_keys( $refusal['errors'] ) );
		self::assertSame( Variation::PARENT, $this->find_variation( $variation )->tax_class );

		list( $editor, $request ) = $this->editor( $id, array( 'type' => 'variable' ), $row( TaxClasses::ZERO ) );
		self::assertTrue( $editor->handle_submission( $id, $request ) );
		self::assertSame( TaxClasses::ZERO, $this->find_variation( $variation )->tax_class );

		list( $editor, $request ) = $this->editor( $id, array( 'type' => 'variable' ), $row( 'standard' ) );
		self::assertTrue( $editor->handle_submission( $id, $request ) );
		self::assertSame( '', $this->find_variation( $variation )->tax_class );
	}

	public function test_the_form_shows_the_classes_with_the_saved_one_chosen(): void {
		$this->tax->classes->add( 'Books' );
		$id        = $this->product(
			array(
				'type'       => 'variable',
				'tax_status' => Product::TAX_SHIPPING,
				'tax_class'  => 'books',
			)
		);
		$variation = $this->catalog->writer->save_variation( $id, 0, array( 'tax_class' => '' ) );

		list( $editor ) = $this->editor( $id, array() );
		ob_start();
		$editor->render_meta_box( get_post( $id ) );
		$html = (string) ob_get_clean();

		self::assertMatchesRegularExpression( '/<option value="shipping" +selected=\'selected\'>Shipping only<\/option>/', $html );
		self::assertMatchesRegularExpression( '/<option value="books" +selected=\'selected\'>Books<\/option>/', $html );
		self::assertStringContainsString( '<option value="standard" >Standard</option>', $html );
		self::assertStringContainsString( 'name="vitrine_variations[v' . $variation . '][tax_class]"', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-variation-v' . $variation . '-tax_class".*?<option value="standard" +selected=\'selected\'>Standard<\/option>/s', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-variation-v' . $variation . '-tax_status".*?<option value="parent" +selected=\'selected\'>Same as the product<\/option>/s', $html );
	}
}
