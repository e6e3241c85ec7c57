<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Admin;

use Vitrine\Account\ShopManagerRole;
use Vitrine\Catalog\Admin\ProductDataView;
use Vitrine\Catalog\Admin\ProductEditor;
use Vitrine\Catalog\Admin\ProductForm;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductValidator;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The "Product data" box's save: everything checked first, then all written or nothing.
 */
final class ProductEditorTest extends TestCase {

	private Catalog $catalog;
	private ProductEditor $editor;
	private FormStash $stash;
	private int $admin;
	private int $product;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
		$this->stash   = new FormStash();
		$form          = new ProductForm( new ProductValidator( $this->catalog->lookup, Plugin::instance()->tax->classes ), $this->catalog->attributes );
		$this->editor  = new ProductEditor(
			$this->catalog->writer,
			$this->catalog->products,
			$form,
			new ProductDataView( $form, $this->catalog->attributes, Plugin::instance()->tax->classes ),
			$this->stash,
			Plugin::instance()->assets
		);
		$this->admin   = $this->create_user( 'administrator' );
		wp_set_current_user( $this->admin );
		update_option( 'timezone_string', 'Europe/Paris' );

		$this->product = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Wool scarf',
				'regular_price' => '40.00',
				'sku'           => 'SCARF-1',
				'stock_status'  => 'instock',
			)
		);
	}

	/**
	 * A submission as the edit form sends it, with a valid nonce unless told otherwise.
	 *
	 * @param array<string, mixed> $product    vitrine_product fields over a valid simple product.
	 * @param array<string, mixed> $extra      Other request fields (attributes, variations...).
	 * @param string|null          $nonce      The nonce; null for a valid one.
	 * @return array<string, mixed>
	 */
	private function request( array $product = array(), array $extra = array(), ?string $nonce = null ): array {
		return array_merge(
			array(
				ProductEditor::NONCE_FIELD => $nonce ?? wp_create_nonce( ProductEditor::nonce_action( $this->product ) ),
				'vitrine_product'          => array_merge(
					array(
						'type'          => 'simple',
						'regular_price' => '40.00',
						'sale_price'    => '',
						'sale_from'     => '',
						'sale_to'       => '',
						'sku'           => 'SCARF-1',
						'stock'         => '',
						'backorders'    => 'no',
						'stock_status'  => 'instock',
						'weight'        => '',
						'length'        => '',
						'width'         => '',
						'height'        => '',
						'gallery_ids'   => '',
					),
					$product
				),
			),
			$extra
		);
	}

	private function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Scarf photo',
				'post_status'    => 'inherit',
			),
			'scarf-' . wp_generate_password( 6, false ) . '.jpg'
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * A global attribute Colour with the terms red and blue.
	 */
	private function colour(): string {
		$this->catalog->attributes->save( 'colour', 'Colour' );
		foreach ( array( 'Red', 'Blue' ) as $name ) {
			wp_insert_term( $name, 'vitrine_pa_colour' );
		}
		return 'vitrine_pa_colour';
	}

	public function test_products_use_the_classic_edit_screen(): void {
		self::assertFalse( $this->editor->use_block_editor( true, ProductPostTypes::PRODUCT ) );
		self::assertTrue( $this->editor->use_block_editor( true, 'post' ) );
		self::assertFalse( use_block_editor_for_post_type( ProductPostTypes::PRODUCT ), 'The module filters it.' );
	}

	public function test_attribute_values_are_edited_only_in_the_product_data_box(): void {
		$taxonomy = get_taxonomy( $this->colour() );

		self::assertInstanceOf( \WP_Taxonomy::class, $taxonomy );
		self::assertFalse( $taxonomy->meta_box_cb, 'No term box of WordPress’s own for an attribute.' );
		self::assertFalse( $taxonomy->show_in_quick_edit );
		self::assertNotFalse( get_taxonomy( ProductPostTypes::TAG )->meta_box_cb, 'Product tags keep theirs.' );
	}

	public function test_good_simple_product_data_is_saved_with_the_sale_in_the_sites_timezone(): void {
		$gallery = array( $this->image(), $this->image() );

		$saved = $this->editor->handle_submission(
			$this->product,
			$this->request(
				array(
					'regular_price' => '40.00',
					'sale_price'    => '29.90',
					'sale_from'     => '2020-01-01',
					'sale_to'       => '2099-12-31',
					'sku'           => 'SCARF-2',
					'manage_stock'  => 'yes',
					'stock'         => '7',
					'backorders'    => 'notify',
					'weight'        => '0.3',
					'length'        => '180',
					'width'         => '30',
					'height'        => '1',
					'virtual'       => '',
					'downloadable'  => 'yes',
					'downloads'     => array(
						array(
							'name' => 'Care guide',
							'file' => 'https://example.org/care.pdf',
						),
						array(
							'name' => '',
							'file' => '',
						),
					),
					'gallery_ids'   => implode( ',', $gallery ),
				)
			)
		);

		self::assertTrue( $saved );
		$product = $this->catalog->products->find( $this->product );
		self::assertNotNull( $product );
		self::assertSame( '40.00', $product->prices->regular );
		self::assertSame( '29.90', $product->prices->sale );
		$paris = new \DateTimeZone( 'Europe/Paris' );
		self::assertSame( ( new \DateTimeImmutable( '2020-01-01 00:00:00', $paris ) )->getTimestamp(), $product->prices->sale_from );
		self::assertSame( ( new \DateTimeImmutable( '2099-12-31 23:59:59', $paris ) )->getTimestamp(), $product->prices->sale_to );
		self::assertSame( 'SCARF-2', $product->sku );
		self::assertTrue( $product->stock->managed );
		self::assertSame( 7, $product->stock->quantity );
		self::assertSame( 'notify', $product->stock->backorders );
		self::assertSame( '0.3', $product->dimensions->weight );
		self::assertSame( '180', $product->dimensions->length );
		self::assertFalse( $product->virtual );
		self::assertTrue( $product->downloadable );
		self::assertSame(
			array(
				array(
					'name' => 'Care guide',
					'file' => 'https://example.org/care.pdf',
				),
			),
			$product->downloads
		);
		self::assertSame( $gallery, $product->gallery_ids );

		$row = $this->catalog->lookup->row( $this->product );
		self::assertNotNull( $row );
		self::assertSame( '29.9000', $row['min_price'] );
		self::assertSame( '1', $row['on_sale'] );
		self::assertSame( 'SCARF-2', $row['sku'] );
		self::assertSame( '7', $row['stock_quantity'] );
		self::assertNull( $this->stash->peek( ProductEditor::form_name( $this->product ) ) );
	}

	public function test_attributes_and_variations_are_saved_together(): void {
		$colour = $this->colour();

		$saved = $this->editor->handle_submission(
			$this->product,
			$this->request(
				array(
					'type'          => 'variable',
					'regular_price' => '',
					'sku'           => 'SCARF-V',
				),
				array(
					'vitrine_attributes' => array(
						'0'  => array(
							'taxonomy'  => $colour,
							'name'      => 'Colour',
							'terms'     => array( 'red', 'blue' ),
							'visible'   => 'yes',
							'variation' => 'yes',
						),
						'n1' => array(
							'taxonomy'  => '',
							'name'      => 'Size',
							'values'    => 'Small | Large',
							'variation' => 'yes',
						),
						'n2' => array(
							'taxonomy' => '',
							'name'     => 'Material',
							'values'   => 'Wool',
							'visible'  => 'yes',
						),
					),
					'vitrine_variations' => array(
						'n1' => array(
							'id'            => '0',
							'enabled'       => 'yes',
							'attributes'    => array(
								'0'  => 'red',
								'n1' => 'Small',
							),
							'regular_price' => '10.00',
							'sku'           => 'SCARF-RED-S',
							'stock_status'  => 'instock',
						),
						'n2' => array(
							'id'            => '0',
							'enabled'       => 'yes',
							'attributes'    => array(
								'0'  => 'blue',
								'n1' => '',
							),
							'regular_price' => '15.00',
							'sale_price'    => '12.00',
							'manage_stock'  => 'yes',
							'stock'         => '3',
							'stock_status'  => 'instock',
						),
					),
				)
			)
		);

		self::assertTrue( $saved, (string) wp_json_encode( $this->stash->peek( ProductEditor::form_name( $this->product ) ) ) );
		$product = $this->catalog->products->find( $this->product );
		self::assertNotNull( $product );
		self::assertTrue( $product->is_variable() );
		self::assertNull( $product->prices->regular, 'A variable product keeps no price of its own.' );
		self::assertCount( 3, $product->attributes );
		self::assertSame( array( 'red', 'blue' ), $product->attributes[0]->options );
		self::assertTrue( $product->attributes[0]->variation );
		self::assertSame( array( 'Small', 'Large' ), $product->attributes[1]->options );
		self::assertFalse( $product->attributes[1]->visible );
		self::assertFalse( $product->attributes[2]->variation );
		self::assertEqualsCanonicalizing( array( 'red', 'blue' ), wp_get_object_terms( $this->product, $colour, array( 'fields' => 'slugs' ) ) );

		$variations = $this->catalog->products->variations( $this->product );
		self::assertCount( 2, $variations );
		self::assertSame(
			array(
				$colour => 'red',
				'size'  => 'small',
			),
			$variations[0]->attributes
		);
		self::assertSame( '10.00', $variations[0]->prices->regular );
		self::assertSame( 'SCARF-RED-S', $variations[0]->sku );
		self::assertSame( 'blue', $variations[1]->attributes[ $colour ] );
		self::assertSame( '', $variations[1]->attributes['size'], 'Any size.' );
		self::assertSame( 3, $variations[1]->stock->quantity );
		self::assertTrue( $variations[1]->is_enabled() );

		$row = $this->catalog->lookup->row( $this->product );
		self::assertNotNull( $row );
		self::assertSame( '10.0000', $row['min_price'] );
		self::assertSame( '12.0000', $row['max_price'] );
	}

	public function test_removed_variations_are_deleted_and_dropped_attributes_no_longer_bind_the_others(): void {
		$writer = $this->catalog->writer;
		$writer->save_product(
			$this->product,
			array(
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Size',
						'taxonomy'  => '',
						'options'   => array( 'S', 'L' ),
						'variation' => true,
					),
					array(
						'name'      => 'Fringe',
						'taxonomy'  => '',
						'options'   => array( 'Yes', 'No' ),
						'variation' => true,
					),
				),
			)
		);
		$keep   = $writer->save_variation(
			$this->product,
			0,
			array(
				'regular_price' => '10',
				'attributes'    => array(
					'size'   => 'S',
					'fringe' => 'Yes',
				),
			)
		);
		$remove = $writer->save_variation(
			$this->product,
			0,
			array(
				'regular_price' => '11',
				'sku'           => 'GOING',
				'attributes'    => array(
					'size'   => 'L',
					'fringe' => 'No',
				),
			)
		);

		$saved = $this->editor->handle_submission(
			$this->product,
			$this->request(
				array(
					'type' => 'variable',
					'sku'  => 'SCARF-1',
				),
				array(
					'vitrine_attributes'         => array(
						'0' => array(
							'taxonomy'  => '',
							'name'      => 'Size',
							'values'    => 'S | L',
							'variation' => 'yes',
						),
					),
					'vitrine_variations'         => array(
						'v' . $keep => array(
							'id'            => (string) $keep,
							'enabled'       => 'yes',
							'attributes'    => array( '0' => 'S' ),
							'regular_price' => '10',
							'stock_status'  => 'instock',
						),
					),
					'vitrine_removed_variations' => array( (string) $remove ),
				)
			)
		);

		self::assertTrue( $saved );
		self::assertNull( get_post( $remove ) );
		self::assertNull( $this->catalog->lookup->row( $remove ) );
		self::assertNull( $this->catalog->lookup->sku_owner( 'GOING' ), 'Its SKU is free again.' );
		$variation = $this->catalog->products->find_variation( $keep );
		self::assertNotNull( $variation );
		self::assertSame( array( 'size' => 's' ), $variation->attributes );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>, 2: string, 3: string}>
	 */
	public static function refused_submissions(): array {
		return array(
			'sale price above the regular price'         => array(
				array(
					'regular_price' => '20',
					'sale_price'    => '25',
				),
				array(),
				'vitrine-product-sale_price',
				'The sale price must be lower than the regular price.',
			),
			'duplicate SKU'                              => array(
				array( 'sku' => 'TAKEN' ),
				array(),
				'vitrine-product-sku',
				'The SKU TAKEN is already used by Taken product.',
			),
			'negative stock'                             => array(
				array(
					'manage_stock' => 'yes',
					'stock'        => '-3',
				),
				array(),
				'vitrine-product-stock',
				'Stock cannot be negative.',
			),
			'stock that is not a whole number'           => array(
				array(
					'manage_stock' => 'yes',
					'stock'        => '2.5',
				),
				array(),
				'vitrine-product-stock',
				'Stock must be a whole number.',
			),
			'price with a currency sign'                 => array(
				array( 'regular_price' => '€12' ),
				array(),
				'vitrine-product-regular_price',
				'Enter a price as a number such as 12.50, with no currency sign.',
			),
			'date that does not exist'                   => array(
				array(
					'sale_price' => '10',
					'sale_from'  => '2026-02-30',
				),
				array(),
				'vitrine-product-sale_from',
				'Enter a date as YYYY-MM-DD, such as 2026-03-31.',
			),
			'sale ending before it starts'               => array(
				array(
					'sale_price' => '10',
					'sale_from'  => '2026-05-02',
					'sale_to'    => '2026-05-01',
				),
				array(),
				'vitrine-product-sale_to',
				'The sale must end after it starts.',
			),
			'negative weight'                            => array(
				array( 'weight' => '-1' ),
				array(),
				'vitrine-product-weight',
				'Enter a positive number such as 1.5.',
			),
			'unknown backorders choice'                  => array(
				array(
					'manage_stock' => 'yes',
					'stock'        => '1',
					'backorders'   => 'maybe',
				),
				array(),
				'vitrine-product-backorders',
				'Choose whether backorders are allowed.',
			),
			'download that is not a web address'         => array(
				array(
					'downloadable' => 'yes',
					'downloads'    => array(
						array(
							'name' => 'Guide',
							'file' => 'javascript:alert(1)',
						),
					),
				),
				array(),
				'vitrine-product-downloads',
				'Enter the web address (https://…) of the file “Guide”.',
			),
			'gallery item that is not an image'          => array(
				array( 'gallery_ids' => '999999' ),
				array(),
				'vitrine-product-gallery_ids',
				'The gallery holds something that is not an image of the media library. Remove it and choose the images again.',
			),
			'custom attribute without a name'            => array(
				array(),
				array(
					'vitrine_attributes' => array(
						'0' => array(
							'taxonomy' => '',
							'name'     => ' ',
							'values'   => 'A | B',
						),
					),
				),
				'vitrine-attribute-0-name',
				'Enter the attribute’s name, such as Material.',
			),
			'custom attribute without values'            => array(
				array(),
				array(
					'vitrine_attributes' => array(
						'3' => array(
							'taxonomy' => '',
							'name'     => 'Material',
							'values'   => ' | ',
						),
					),
				),
				'vitrine-attribute-3-values',
				'Enter at least one value of Material, separating values with |.',
			),
			'the same attribute twice'                   => array(
				array(),
				array(
					'vitrine_attributes' => array(
						'0' => array(
							'taxonomy' => '',
							'name'     => 'Material',
							'values'   => 'Wool',
						),
						'1' => array(
							'taxonomy' => '',
							'name'     => 'material',
							'values'   => 'Silk',
						),
					),
				),
				'vitrine-attribute-1-name',
				'The product already has an attribute material.',
			),
			'unknown global attribute'                   => array(
				array(),
				array(
					'vitrine_attributes' => array(
						'0' => array(
							'taxonomy' => 'vitrine_pa_nosuch',
							'terms'    => array( 'x' ),
						),
					),
				),
				'vitrine-attribute-0-name',
				'This attribute no longer exists. Remove it from the product.',
			),
			'variation with a sale above its price'      => array(
				array( 'type' => 'variable' ),
				array(
					'vitrine_attributes' => array(
						'0' => array(
							'taxonomy'  => '',
							'name'      => 'Size',
							'values'    => 'S | L',
							'variation' => 'yes',
						),
					),
					'vitrine_variations' => array(
						'n1' => array(
							'id'            => '0',
							'enabled'       => 'yes',
							'attributes'    => array( '0' => 'S' ),
							'regular_price' => '10',
							'stock_status'  => 'instock',
						),
						'n2' => array(
							'id'            => '0',
							'enabled'       => 'yes',
							'attributes'    => array( '0' => 'L' ),
							'regular_price' => '10',
							'sale_price'    => '11',
							'stock_status'  => 'instock',
						),
					),
				),
				'vitrine-variation-n2-sale_price',
				'The sale price must be lower than the regular price.',
			),
			'two variations with one SKU'                => array(
				array( 'type' => 'variable' ),
				array(
					'vitrine_variations' => array(
						'n1' => array(
							'id'            => '0',
							'regular_price' => '10',
							'sku'           => 'TWIN',
							'stock_status'  => 'instock',
						),
						'n2' => array(
							'id'            => '0',
							'regular_price' => '10',
							'sku'           => 'twin',
							'stock_status'  => 'instock',
						),
					),
				),
				'vitrine-variation-n2-sku',
				'The SKU twin is used twice in this product. Give each variation its own.',
			),
			'variation value the product does not offer' => array(
				array( 'type' => 'variable' ),
				array(
					'vitrine_attributes' => array(
						'0' => array(
							'taxonomy'  => '',
							'name'      => 'Size',
							'values'    => 'S | L',
							'variation' => 'yes',
						),
					),
					'vitrine_variations' => array(
						'n1' => array(
							'id'            => '0',
							'attributes'    => array( '0' => 'XXL' ),
							'regular_price' => '10',
							'stock_status'  => 'instock',
						),
					),
				),
				'vitrine-variation-n1-attributes',
				'Choose a value of Size that the product offers.',
			),
		);
	}

	/**
	 * @dataProvider refused_submissions
	 *
	 * @param array<string, mixed> $product  Product fields.
	 * @param array<string, mixed> $extra    Other fields.
	 * @param string               $field_id The field refused.
	 * @param string               $message  Its message.
	 */
	public function test_each_invalid_submission_refuses_all_the_product_data( array $product, array $extra, string $field_id, string $message ): void {
		$this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Taken product',
				'sku'  => 'TAKEN',
			)
		);
		$before = get_post_meta( $this->product );
		// Valid changes that must not be saved either, since something else is refused.
		$product += array(
			'regular_price' => '35.00',
			'weight'        => '2',
		);

		$saved = $this->editor->handle_submission( $this->product, $this->request( $product, $extra ) );

		self::assertFalse( $saved );
		wp_cache_flush();
		self::assertSame( $before, get_post_meta( $this->product ), 'Nothing of the product data was written.' );
		self::assertSame( array(), $this->catalog->products->variations( $this->product ), 'No variation was created.' );
		self::assertSame( '40.0000', $this->catalog->lookup->row( $this->product )['min_price'] ?? null );

		$stash = $this->stash->take( ProductEditor::form_name( $this->product ) );
		self::assertIsArray( $stash );
		self::assertSame( $message, $stash['errors'][ $field_id ] ?? null, (string) wp_json_encode( $stash['errors'] ) );
		self::assertSame( $product['regular_price'], $stash['state']['product']['regular_price'], 'What was typed is kept to refill the form.' );
	}

	public function test_without_the_nonce_field_nothing_is_saved(): void {
		$request = $this->request( array( 'regular_price' => '99' ) );
		unset( $request[ ProductEditor::NONCE_FIELD ] );

		self::assertFalse( $this->editor->handle_submission( $this->product, $request ) );
		self::assertSame( '40.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
	}

	public function test_a_wrong_nonce_refuses_the_save_with_a_message(): void {
		self::assertFalse( $this->editor->handle_submission( $this->product, $this->request( array( 'regular_price' => '99' ), array(), 'not-a-nonce' ) ) );

		self::assertSame( '40.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
		$stash = $this->stash->take( ProductEditor::form_name( $this->product ) );
		self::assertIsArray( $stash );
		self::assertArrayHasKey( 'vitrine-product-data', $stash['errors'] );
	}

	public function test_a_nonce_for_another_product_is_refused(): void {
		$other = $this->catalog->writer->save_product( 0, array( 'name' => 'Other' ) );

		$saved = $this->editor->handle_submission( $this->product, $this->request( array( 'regular_price' => '99' ), array(), wp_create_nonce( ProductEditor::nonce_action( $other ) ) ) );

		self::assertFalse( $saved );
		self::assertSame( '40.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
	}

	public function test_a_user_who_cannot_edit_the_product_saves_nothing(): void {
		wp_set_current_user( $this->create_user( 'contributor' ) );

		$saved = $this->editor->handle_submission(
			$this->product,
			$this->request( array( 'regular_price' => '99' ), array(), wp_create_nonce( ProductEditor::nonce_action( $this->product ) ) )
		);

		self::assertFalse( $saved );
		self::assertSame( '40.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
		self::assertSame( 'Sorry, you are not allowed to edit this product.', $this->stash->take( ProductEditor::form_name( $this->product ) )['errors']['vitrine-product-data'] ?? null );
	}

	public function test_editors_and_authors_no_longer_change_prices_and_stock_a_shop_manager_does(): void {
		foreach ( array( 'editor', 'author' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			self::assertFalse( current_user_can( 'edit_post', $this->product ), $role );

			$saved = $this->editor->handle_submission(
				$this->product,
				$this->request(
					array(
						'regular_price'  => '1',
						'stock_quantity' => '999',
					),
					array(),
					wp_create_nonce( ProductEditor::nonce_action( $this->product ) )
				)
			);

			self::assertFalse( $saved, $role );
			self::assertSame( '40.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ), $role );
		}

		wp_set_current_user( $this->create_user( ShopManagerRole::ROLE ) );
		$saved = $this->editor->handle_submission(
			$this->product,
			$this->request( array( 'regular_price' => '45.00' ), array(), wp_create_nonce( ProductEditor::nonce_action( $this->product ) ) )
		);
		self::assertTrue( $saved );
		self::assertSame( '45.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
	}

	public function test_a_variation_of_another_product_cannot_be_changed_or_removed(): void {
		$other     = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Other',
				'type' => 'variable',
			)
		);
		$variation = $this->catalog->writer->save_variation( $other, 0, array( 'regular_price' => '5' ) );

		$changed = $this->editor->handle_submission(
			$this->product,
			$this->request(
				array( 'type' => 'variable' ),
				array(
					'vitrine_variations' => array(
						'v' . $variation => array(
							'id'            => (string) $variation,
							'regular_price' => '1',
							'stock_status'  => 'instock',
						),
					),
				)
			)
		);
		self::assertFalse( $changed );

		self::assertTrue( $this->editor->handle_submission( $this->product, $this->request( array(), array( 'vitrine_removed_variations' => array( (string) $variation ) ) ) ) );
		self::assertNotNull( get_post( $variation ), 'Removing is limited to the product’s own variations.' );
		self::assertSame( '5', get_post_meta( $variation, ProductMeta::REGULAR_PRICE, true ) );
	}

	public function test_the_edit_form_saves_through_save_post_and_a_refusal_drops_the_updated_message(): void {
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$post = array(
			'post_ID'    => (string) $this->product,
			'post_type'  => ProductPostTypes::PRODUCT,
			'post_title' => 'Wool scarf, long',
			'action'     => 'editpost',
		);

		$_POST = wp_slash( array_merge( $post, $this->request( array( 'regular_price' => '45.00' ) ) ) );
		edit_post();
		self::assertSame( '45.00', get_post_meta( $this->product, ProductMeta::REGULAR_PRICE, true ) );
		self::assertSame( 'Wool scarf, long', get_the_title( $this->product ) );
		$location = apply_filters( 'redirect_post_location', 'post.php?post=' . $this->product . '&action=edit&message=1', $this->product );
		self::assertStringContainsString( 'message=1', $location );

		$_POST = wp_slash( array_merge( $post, $this->request( array( 'sale_price' => '50.00' ) ) ) );
		edit_post();
		self::assertSame( '', get_post_meta( $this->product, ProductMeta::SALE_PRICE, true ) );
		$location = apply_filters( 'redirect_post_location', 'post.php?post=' . $this->product . '&action=edit&message=1', $this->product );
		self::assertStringNotContainsString( 'message=', $location, 'No "Product updated." after a refusal.' );
		$_POST = array();
	}

	public function test_after_a_refusal_the_form_is_refilled_with_what_was_typed_and_the_messages(): void {
		$this->editor->handle_submission(
			$this->product,
			$this->request(
				array(
					'regular_price' => '20',
					'sale_price'    => '25',
					'sku'           => 'TYPED-SKU',
				)
			)
		);

		ob_start();
		$this->editor->render_meta_box( get_post( $this->product ) );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'value="TYPED-SKU"', $html );
		self::assertStringContainsString( 'value="25"', $html );
		self::assertStringContainsString( 'id="vitrine-product-sale_price-error"', $html );
		self::assertStringContainsString( 'The sale price must be lower than the regular price.', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-product-sale_price"[^>]*aria-describedby="vitrine-product-sale_price-error"\s*aria-invalid="true"/', $html );

		ob_start();
		$this->editor->render_meta_box( get_post( $this->product ) );
		$again = (string) ob_get_clean();
		self::assertStringContainsString( 'value="TYPED-SKU"', $again, 'The same request renders the same refill.' );

		$fresh = new ProductEditor(
			$this->catalog->writer,
			$this->catalog->products,
			new ProductForm( new ProductValidator( $this->catalog->lookup, Plugin::instance()->tax->classes ), $this->catalog->attributes ),
			new ProductDataView( new ProductForm( new ProductValidator( $this->catalog->lookup, Plugin::instance()->tax->classes ), $this->catalog->attributes ), $this->catalog->attributes, Plugin::instance()->tax->classes ),
			new FormStash(),
			Plugin::instance()->assets
		);
		ob_start();
		$fresh->render_meta_box( get_post( $this->product ) );
		$next = (string) ob_get_clean();
		self::assertStringContainsString( 'value="SCARF-1"', $next, 'The next visit shows the saved data.' );
		self::assertStringNotContainsString( 'vitrine-field__error', $next );
	}

	public function test_the_form_shows_a_saved_variable_product(): void {
		$colour = $this->colour();
		$this->catalog->writer->save_product(
			$this->product,
			array(
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'taxonomy'  => $colour,
						'options'   => array( 'red', 'blue' ),
						'variation' => true,
					),
				),
			)
		);
		$variation = $this->catalog->writer->save_variation(
			$this->product,
			0,
			array(
				'regular_price' => '12.50',
				'attributes'    => array( $colour => 'blue' ),
			)
		);

		ob_start();
		$this->editor->render_meta_box( get_post( $this->product ) );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'id="vitrine-variation-v' . $variation . '"', $html );
		self::assertMatchesRegularExpression( '/<option value="blue"\s+selected=\'selected\'>Blue<\/option>/', $html );
		self::assertStringContainsString( 'value="12.50"', $html );
		self::assertStringContainsString( 'name="' . ProductEditor::NONCE_FIELD . '"', $html );
	}

	public function test_the_low_stock_threshold_is_saved_emptied_and_refused_when_not_a_whole_number(): void {
		$stocked = array(
			'manage_stock' => 'yes',
			'stock'        => '7',
		);
		self::assertTrue( $this->editor->handle_submission( $this->product, $this->request( $stocked + array( 'low_stock' => '3' ) ) ) );
		self::assertSame( '3', get_post_meta( $this->product, ProductMeta::LOW_STOCK, true ) );

		self::assertFalse( $this->editor->handle_submission( $this->product, $this->request( $stocked + array( 'low_stock' => '-2' ) ) ) );
		$stash = $this->stash->take( ProductEditor::form_name( $this->product ) );
		self::assertIsArray( $stash );
		self::assertSame( 'The low stock threshold must be a whole number, 0 or more; leave it empty to use the shop’s.', $stash['errors']['vitrine-product-low_stock'] ?? null, (string) wp_json_encode( $stash['errors'] ) );
		self::assertSame( '3', get_post_meta( $this->product, ProductMeta::LOW_STOCK, true ) );

		self::assertTrue( $this->editor->handle_submission( $this->product, $this->request( $stocked + array( 'low_stock' => '' ) ) ) );
		self::assertSame( '', get_post_meta( $this->product, ProductMeta::LOW_STOCK, true ) );
	}

	public function test_a_variations_own_low_stock_threshold_is_saved_shown_refused_and_emptied(): void {
		$request   = function ( string $key, string $id, string $low_stock ): array {
			return $this->request(
				array(
					'type'          => 'variable',
					'regular_price' => '',
					'manage_stock'  => 'yes',
					'stock'         => '20',
					'low_stock'     => '1',
				),
				array(
					'vitrine_attributes' => array(
						'n1' => array(
							'taxonomy'  => '',
							'name'      => 'Size',
							'values'    => 'Small | Large',
							'variation' => 'yes',
						),
					),
					'vitrine_variations' => array(
						$key => array(
							'id'            => $id,
							'enabled'       => 'yes',
							'attributes'    => array( 'n1' => 'Small' ),
							'regular_price' => '10.00',
							'manage_stock'  => 'yes',
							'stock'         => '4',
							'low_stock'     => $low_stock,
							'stock_status'  => 'instock',
						),
					),
				)
			);
		};
		$threshold = Plugin::instance()->get( \Vitrine\Inventory\StockThreshold::class );

		self::assertTrue( $this->editor->handle_submission( $this->product, $request( 'n1', '0', '6' ) ), (string) wp_json_encode( $this->stash->peek( ProductEditor::form_name( $this->product ) ) ) );
		$variations = $this->catalog->products->variations( $this->product );
		self::assertCount( 1, $variations );
		$variation = $variations[0]->id;
		self::assertSame( '6', get_post_meta( $variation, ProductMeta::LOW_STOCK, true ) );
		self::assertSame( 6, $threshold->for_product( $variation ), 'Its own threshold, not its product’s 1.' );

		ob_start();
		$this->editor->render_meta_box( get_post( $this->product ) );
		$html = (string) ob_get_clean();
		self::assertMatchesRegularExpression( '/<input[^>]+id="vitrine-variation-v' . $variation . '-low_stock"[^>]+name="vitrine_variations\[v' . $variation . '\]\[low_stock\]"[^>]+value="6"/', $html );
		self::assertMatchesRegularExpression( '/<label for="vitrine-variation-v' . $variation . '-low_stock">Low stock threshold<\/label>/', $html );

		self::assertFalse( $this->editor->handle_submission( $this->product, $request( 'v' . $variation, (string) $variation, 'two' ) ) );
		$stash = $this->stash->take( ProductEditor::form_name( $this->product ) );
		self::assertIsArray( $stash );
		self::assertSame( 'The low stock threshold must be a whole number, 0 or more; leave it empty to use the product’s.', $stash['errors'][ 'vitrine-variation-v' . $variation . '-low_stock' ] ?? null, (string) wp_json_encode( $stash['errors'] ) );
		self::assertSame( '6', get_post_meta( $variation, ProductMeta::LOW_STOCK, true ) );

		self::assertTrue( $this->editor->handle_submission( $this->product, $request( 'v' . $variation, (string) $variation, '' ) ) );
		self::assertSame( '', get_post_meta( $variation, ProductMeta::LOW_STOCK, true ) );
		self::assertSame( 1, $threshold->for_product( $variation ), 'Emptied: its product’s threshold.' );
	}
}
