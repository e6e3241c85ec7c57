<?php
/**
 * The markup of the "Product data" meta box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\TaxClassList;

/**
 * Renders a form state (see ProductForm) with the messages of a refused save next to their
 * fields. Works without JavaScript: every panel is shown one after the other; the script turns
 * the panels into tabs, shows and hides fields as the product type and the check boxes change,
 * and adds and removes attribute, file and variation rows from the templates printed here.
 *
 * Conditions (data-vitrine-when) name a control (data-vitrine-flag) of the nearest
 * data-vitrine-scope: "flag" (checked), "!flag" (not checked), "flag=value", "flag!=value".
 */
final class ProductDataView {

	/** @var array<string, string> Field id to message. */
	private array $errors = array();

	/** @var array<string, mixed> The product part of the state. */
	private array $product = array();

	/**
	 * @param ProductForm  $form        The form's state and labels.
	 * @param Attributes   $attributes  The store's global attributes.
	 * @param TaxClassList $tax_classes The store's tax classes, for the tax class selects.
	 */
	public function __construct(
		private readonly ProductForm $form,
		private readonly Attributes $attributes,
		private readonly TaxClassList $tax_classes,
	) {
	}

	/**
	 * Prints the meta box's content.
	 *
	 * @param int                   $post_id The product.
	 * @param array<string, mixed>  $state   A form state.
	 * @param array<string, string> $errors  Field id to message, from a refused save.
	 */
	public function render( int $post_id, array $state, array $errors ): void {
		$this->errors  = $errors;
		$this->product = (array) $state['product'];
		$type          = (string) $this->product['type'];
		$panels        = array(
			'general'    => array( __( 'General', 'vitrine' ), '' ),
			'inventory'  => array( __( 'Inventory', 'vitrine' ), '' ),
			'shipping'   => array( __( 'Shipping', 'vitrine' ), '!virtual' ),
			'attributes' => array( __( 'Attributes', 'vitrine' ), '' ),
			'variations' => array( __( 'Variations', 'vitrine' ), 'type=variable' ),
			'gallery'    => array( __( 'Gallery', 'vitrine' ), '' ),
		);
		?>
		<div class="vitrine-product-data" id="vitrine-product-data" data-vitrine-product-data data-vitrine-scope tabindex="-1">
			<?php wp_nonce_field( ProductEditor::nonce_action( $post_id ), ProductEditor::NONCE_FIELD, false ); ?>
			<?php $this->error( 'vitrine-product-data' ); ?>
			<div class="vitrine-product-data__head">
				<p class="vitrine-field vitrine-field--inline">
					<label for="vitrine-product-type"><?php esc_html_e( 'Product type', 'vitrine' ); ?></label>
					<select id="vitrine-product-type" name="vitrine_product[type]" data-vitrine-flag="type" <?php $this->described( 'vitrine-product-type' ); ?>>
						<option value="simple" <?php selected( 'variable' !== $type ); ?>><?php esc_html_e( 'Simple product', 'vitrine' ); ?></option>
						<option value="variable" <?php selected( 'variable' === $type ); ?>><?php esc_html_e( 'Variable product', 'vitrine' ); ?></option>
					</select>
					<?php $this->error( 'vitrine-product-type' ); ?>
				</p>
				<?php
				$this->checkbox( 'vitrine-product-virtual', 'vitrine_product[virtual]', __( 'Virtual', 'vitrine' ), 'yes' === $this->product['virtual'], 'virtual', __( 'Not shipped: no weight or size.', 'vitrine' ) );
				$this->checkbox( 'vitrine-product-downloadable', 'vitrine_product[downloadable]', __( 'Downloadable', 'vitrine' ), 'yes' === $this->product['downloadable'], 'downloadable', __( 'Buyers get files to download.', 'vitrine' ) );
				?>
			</div>

			<div class="vitrine-product-data__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Product data', 'vitrine' ); ?>" hidden>
				<?php foreach ( $panels as $slug => list( $label, $when ) ) : ?>
					<button type="button" role="tab" id="vitrine-tab-<?php echo esc_attr( $slug ); ?>" aria-controls="vitrine-panel-<?php echo esc_attr( $slug ); ?>" aria-selected="false" tabindex="-1" <?php $this->when( $when ); ?>><?php echo esc_html( $label ); ?></button>
				<?php endforeach; ?>
			</div>

			<?php
			$this->panel_start( 'general', $panels['general'][0], '' );
			$this->general_panel();
			$this->panel_end();

			$this->panel_start( 'inventory', $panels['inventory'][0], '' );
			$this->inventory_panel();
			$this->panel_end();

			$this->panel_start( 'shipping', $panels['shipping'][0], '!virtual' );
			$this->shipping_panel();
			$this->panel_end();

			$this->panel_start( 'attributes', $panels['attributes'][0], '' );
			$this->attributes_panel( $state );
			$this->panel_end();

			$this->panel_start( 'variations', $panels['variations'][0], 'type=variable' );
			$this->variations_panel( $state );
			$this->panel_end();

			$this->panel_start( 'gallery', $panels['gallery'][0], '' );
			$this->gallery_panel();
			$this->panel_end();
			?>
			<div class="screen-reader-text" aria-live="polite" data-vitrine-announcer></div>
		</div>
		<?php
	}

	private function general_panel(): void {
		?>
		<div <?php $this->when( 'type!=variable', 'vitrine-product-data__group' ); ?>>
			<?php
			$this->text( 'vitrine-product-regular_price', 'vitrine_product[regular_price]', __( 'Regular price', 'vitrine' ), (string) $this->product['regular_price'], array( 'inputmode' => 'decimal' ) );
			$this->text( 'vitrine-product-sale_price', 'vitrine_product[sale_price]', __( 'Sale price', 'vitrine' ), (string) $this->product['sale_price'], array( 'inputmode' => 'decimal' ) );
			?>
			<fieldset class="vitrine-fieldset">
				<legend><?php esc_html_e( 'Sale schedule', 'vitrine' ); ?></legend>
				<p class="description" id="vitrine-product-sale-schedule-help">
					<?php
					/* translators: %s: the site's timezone, such as Europe/Paris or UTC+2. */
					echo esc_html( sprintf( __( 'Optional. The sale starts at the beginning of the first day and ends at the end of the last, in the site’s timezone (%s).', 'vitrine' ), wp_timezone_string() ) );
					?>
				</p>
				<?php
				$this->text(
					'vitrine-product-sale_from',
					'vitrine_product[sale_from]',
					__( 'Sale starts', 'vitrine' ),
					(string) $this->product['sale_from'],
					array(
						'type' => 'date',
						'help' => 'vitrine-product-sale-schedule-help',
					)
				);
				$this->text(
					'vitrine-product-sale_to',
					'vitrine_product[sale_to]',
					__( 'Sale ends', 'vitrine' ),
					(string) $this->product['sale_to'],
					array(
						'type' => 'date',
						'help' => 'vitrine-product-sale-schedule-help',
					)
				);
				?>
			</fieldset>
		</div>
		<p <?php $this->when( 'type=variable', 'description' ); ?>><?php esc_html_e( 'A variable product takes its prices from its variations: set them in the Variations tab.', 'vitrine' ); ?></p>

		<div class="vitrine-product-data__group">
			<?php
			$this->select( 'vitrine-product-tax_status', 'vitrine_product[tax_status]', __( 'Tax status', 'vitrine' ), (string) ( $this->product['tax_status'] ?? Product::TAX_TAXABLE ), self::tax_statuses() );
			$this->select( 'vitrine-product-tax_class', 'vitrine_product[tax_class]', __( 'Tax class', 'vitrine' ), (string) ( $this->product['tax_class'] ?? ProductForm::STANDARD_TAX_CLASS ), $this->tax_class_options() );
			?>
		</div>

		<fieldset id="vitrine-product-downloads" <?php $this->when( 'downloadable', 'vitrine-fieldset vitrine-downloads' ); ?> <?php $this->described( 'vitrine-product-downloads' ); ?>>
			<legend><?php esc_html_e( 'Downloadable files', 'vitrine' ); ?></legend>
			<?php $this->error( 'vitrine-product-downloads' ); ?>
			<div class="vitrine-rows" data-vitrine-rows="download">
				<?php
				foreach ( array_values( (array) $this->product['downloads'] ) as $index => $download ) {
					$this->download_row( (string) $index, (array) $download );
				}
				?>
			</div>
			<p><button type="button" class="button" data-vitrine-add="download"><?php esc_html_e( 'Add file', 'vitrine' ); ?></button></p>
			<template data-vitrine-template="download"><?php $this->download_row( '__INDEX__', array() ); ?></template>
		</fieldset>
		<?php
	}

	/**
	 * @param string               $index    Row index.
	 * @param array<string, mixed> $download Name and file.
	 */
	private function download_row( string $index, array $download ): void {
		$id = 'vitrine-download-' . $index;
		?>
		<div class="vitrine-row vitrine-download" data-vitrine-row="download">
			<?php
			$this->text( $id . '-name', 'vitrine_product[downloads][' . $index . '][name]', __( 'File name', 'vitrine' ), (string) ( $download['name'] ?? '' ) );
			$this->text(
				$id . '-file',
				'vitrine_product[downloads][' . $index . '][file]',
				__( 'File URL', 'vitrine' ),
				(string) ( $download['file'] ?? '' ),
				array(
					'type'        => 'url',
					'placeholder' => 'https://',
				)
			);
			?>
			<p class="vitrine-row__actions">
				<button type="button" class="button" data-vitrine-choose-file="<?php echo esc_attr( $id . '-file' ); ?>"><?php esc_html_e( 'Choose a file', 'vitrine' ); ?></button>
				<button type="button" class="button-link button-link-delete" data-vitrine-remove-row aria-describedby="<?php echo esc_attr( $id . '-name' ); ?>"><?php esc_html_e( 'Remove file', 'vitrine' ); ?></button>
			</p>
		</div>
		<?php
	}

	private function inventory_panel(): void {
		$this->text( 'vitrine-product-sku', 'vitrine_product[sku]', __( 'SKU', 'vitrine' ), (string) $this->product['sku'], array( 'help_text' => __( 'Stock keeping unit: a code unique to this product in the store.', 'vitrine' ) ) );
		$this->checkbox( 'vitrine-product-manage_stock', 'vitrine_product[manage_stock]', __( 'Manage stock', 'vitrine' ), 'yes' === $this->product['manage_stock'], 'manage_stock', __( 'Count the units in stock; the stock status follows the count.', 'vitrine' ) );
		?>
		<div <?php $this->when( 'manage_stock', 'vitrine-product-data__group' ); ?>>
			<?php
			$this->text( 'vitrine-product-stock', 'vitrine_product[stock]', __( 'Stock quantity', 'vitrine' ), (string) $this->product['stock'], array( 'inputmode' => 'numeric' ) );
			$this->text(
				'vitrine-product-low_stock',
				'vitrine_product[low_stock]',
				__( 'Low stock threshold', 'vitrine' ),
				(string) ( $this->product['low_stock'] ?? '' ),
				array(
					'inputmode' => 'numeric',
					'help_text' => __( 'Listed as low in stock on the dashboard at or under this number. Empty: the shop’s threshold (Vitrine > Settings).', 'vitrine' ),
				)
			);
			$this->select(
				'vitrine-product-backorders',
				'vitrine_product[backorders]',
				__( 'Allow backorders', 'vitrine' ),
				(string) $this->product['backorders'],
				array(
					Stock::BACKORDERS_NO     => __( 'Do not allow', 'vitrine' ),
					Stock::BACKORDERS_NOTIFY => __( 'Allow, but notify the customer', 'vitrine' ),
					Stock::BACKORDERS_YES    => __( 'Allow', 'vitrine' ),
				)
			);
			?>
		</div>
		<div <?php $this->when( '!manage_stock', 'vitrine-product-data__group' ); ?>>
			<?php $this->select( 'vitrine-product-stock_status', 'vitrine_product[stock_status]', __( 'Stock status', 'vitrine' ), (string) $this->product['stock_status'], self::stock_statuses() ); ?>
		</div>
		<?php
	}

	private function shipping_panel(): void {
		$this->text( 'vitrine-product-weight', 'vitrine_product[weight]', __( 'Weight', 'vitrine' ), (string) $this->product['weight'], array( 'inputmode' => 'decimal' ) );
		?>
		<fieldset class="vitrine-fieldset vitrine-dimensions">
			<legend><?php esc_html_e( 'Dimensions', 'vitrine' ); ?></legend>
			<?php
			foreach ( array(
				'length' => __( 'Length', 'vitrine' ),
				'width'  => __( 'Width', 'vitrine' ),
				'height' => __( 'Height', 'vitrine' ),
			) as $key => $label ) {
				$this->text( 'vitrine-product-' . $key, 'vitrine_product[' . $key . ']', $label, (string) $this->product[ $key ], array( 'inputmode' => 'decimal' ) );
			}
			?>
		</fieldset>
		<?php
	}

	/**
	 * @param array<string, mixed> $state The form state.
	 */
	private function attributes_panel( array $state ): void {
		$globals = $this->attributes->all();
		?>
		<p class="description"><?php esc_html_e( 'Attributes describe the product (Material: wool). Those used for variations are what shoppers choose from (Size: S, M or L).', 'vitrine' ); ?></p>
		<div class="vitrine-rows" data-vitrine-rows="attribute">
			<?php
			foreach ( (array) $state['attributes'] as $index => $row ) {
				$this->attribute_row( (string) $index, (array) $row );
			}
			?>
		</div>
		<div class="vitrine-add-attribute">
			<label for="vitrine-add-attribute-choice"><?php esc_html_e( 'Add an attribute', 'vitrine' ); ?></label>
			<select id="vitrine-add-attribute-choice" data-vitrine-add-attribute-choice>
				<option value=""><?php esc_html_e( 'Custom attribute (this product only)', 'vitrine' ); ?></option>
				<?php foreach ( $globals as $global ) : ?>
					<option value="<?php echo esc_attr( $global->taxonomy() ); ?>"><?php echo esc_html( $global->name ); ?></option>
				<?php endforeach; ?>
			</select>
			<button type="button" class="button" data-vitrine-add="attribute"><?php esc_html_e( 'Add attribute', 'vitrine' ); ?></button>
			<?php if ( current_user_can( ProductPostTypes::TERMS_CAPABILITY ) ) : ?>
				<a href="<?php echo esc_url( admin_url( 'edit.php?post_type=' . ProductPostTypes::PRODUCT . '&page=' . AttributesPage::SLUG ) ); ?>"><?php esc_html_e( 'Manage the store’s attributes', 'vitrine' ); ?></a>
			<?php endif; ?>
		</div>
		<template data-vitrine-template="attribute" data-vitrine-taxonomy="">
			<?php
			$this->attribute_row(
				'__INDEX__',
				array(
					'taxonomy' => '',
					'visible'  => 'yes',
				)
			);
			?>
		</template>
		<?php foreach ( $globals as $global ) : ?>
			<template data-vitrine-template="attribute" data-vitrine-taxonomy="<?php echo esc_attr( $global->taxonomy() ); ?>">
				<?php
				$this->attribute_row(
					'__INDEX__',
					array(
						'taxonomy' => $global->taxonomy(),
						'name'     => $global->name,
						'visible'  => 'yes',
					)
				);
				?>
			</template>
		<?php endforeach; ?>
		<?php
	}

	/**
	 * @param string               $index Row index.
	 * @param array<string, mixed> $row   The attribute's state.
	 */
	private function attribute_row( string $index, array $row ): void {
		$id       = 'vitrine-attribute-' . $index;
		$name     = 'vitrine_attributes[' . $index . ']';
		$taxonomy = (string) ( $row['taxonomy'] ?? '' );
		$global   = '' !== $taxonomy ? $this->global_attribute( $taxonomy ) : null;
		$label    = null !== $global ? $global->name : (string) ( $row['name'] ?? '' );
		?>
		<div class="vitrine-row vitrine-attribute" id="<?php echo esc_attr( $id ); ?>" data-vitrine-row="attribute" data-vitrine-index="<?php echo esc_attr( $index ); ?>" data-vitrine-taxonomy="<?php echo esc_attr( $taxonomy ); ?>">
			<h4 class="vitrine-row__title" id="<?php echo esc_attr( $id . '-title' ); ?>" data-vitrine-attribute-title data-vitrine-placeholder="<?php esc_attr_e( 'Custom attribute', 'vitrine' ); ?>"><?php echo esc_html( '' !== $label ? $label : __( 'Custom attribute', 'vitrine' ) ); ?></h4>
			<input type="hidden" name="<?php echo esc_attr( $name . '[taxonomy]' ); ?>" value="<?php echo esc_attr( $taxonomy ); ?>">
			<?php if ( '' !== $taxonomy ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $name . '[name]' ); ?>" value="<?php echo esc_attr( $label ); ?>">
				<?php $this->error( $id . '-name' ); ?>
				<fieldset class="vitrine-fieldset vitrine-terms" id="<?php echo esc_attr( $id . '-terms' ); ?>" <?php $this->described( $id . '-terms' ); ?>>
					<legend>
						<?php
						/* translators: %s: the attribute's name, such as Colour. */
						echo esc_html( sprintf( __( 'Values of %s', 'vitrine' ), $label ) );
						?>
					</legend>
					<?php $this->error( $id . '-terms' ); ?>
					<?php
					$chosen = array_map( 'strval', (array) ( $row['terms'] ?? array() ) );
					$terms  = taxonomy_exists( $taxonomy ) ? get_terms(
						array(
							'taxonomy'   => $taxonomy,
							'hide_empty' => false,
							'orderby'    => 'name',
						)
					) : array();
					if ( ! is_array( $terms ) || array() === $terms ) :
						?>
						<p class="description"><?php esc_html_e( 'This attribute has no values yet.', 'vitrine' ); ?></p>
						<?php
					else :
						foreach ( $terms as $term ) :
							$term_id = $id . '-term-' . $term->term_id;
							?>
							<span class="vitrine-term">
								<input type="checkbox" id="<?php echo esc_attr( $term_id ); ?>" name="<?php echo esc_attr( $name . '[terms][]' ); ?>" value="<?php echo esc_attr( $term->slug ); ?>" data-vitrine-label="<?php echo esc_attr( $term->name ); ?>" <?php checked( in_array( $term->slug, $chosen, true ) ); ?>>
								<label for="<?php echo esc_attr( $term_id ); ?>"><?php echo esc_html( $term->name ); ?></label>
							</span>
							<?php
						endforeach;
					endif;
					if ( taxonomy_exists( $taxonomy ) && current_user_can( ProductPostTypes::TERMS_CAPABILITY ) ) :
						?>
						<p><a href="<?php echo esc_url( admin_url( 'edit-tags.php?taxonomy=' . $taxonomy . '&post_type=' . ProductPostTypes::PRODUCT ) ); ?>" target="_blank">
							<?php
							/* translators: %s: the attribute's name, such as Colour. */
							echo esc_html( sprintf( __( 'Add or edit values of %s', 'vitrine' ), $label ) );
							?>
							<span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'vitrine' ); ?></span>
						</a></p>
					<?php endif; ?>
				</fieldset>
			<?php else : ?>
				<?php
				$this->text(
					$id . '-name',
					$name . '[name]',
					__( 'Name', 'vitrine' ),
					(string) ( $row['name'] ?? '' ),
					array(
						'data'      => 'data-vitrine-attribute-name',
						'maxlength' => 200,
					)
				);
				$this->textarea( $id . '-values', $name . '[values]', __( 'Values', 'vitrine' ), (string) ( $row['values'] ?? '' ), __( 'Separate values with |, such as S | M | L.', 'vitrine' ) );
				?>
			<?php endif; ?>
			<div class="vitrine-row__flags">
				<?php
				$this->checkbox( $id . '-visible', $name . '[visible]', __( 'Visible on the product page', 'vitrine' ), 'yes' === ( $row['visible'] ?? '' ) );
				?>
				<span <?php $this->when( 'type=variable' ); ?>>
					<?php $this->checkbox( $id . '-variation', $name . '[variation]', __( 'Used for variations', 'vitrine' ), 'yes' === ( $row['variation'] ?? '' ), '', '', 'data-vitrine-attribute-variation' ); ?>
				</span>
			</div>
			<p class="vitrine-row__actions">
				<button type="button" class="button-link button-link-delete" data-vitrine-remove-row aria-describedby="<?php echo esc_attr( $id . '-title' ); ?>"><?php esc_html_e( 'Remove attribute', 'vitrine' ); ?></button>
			</p>
		</div>
		<?php
	}

	/**
	 * @param array<string, mixed> $state The form state.
	 */
	private function variations_panel( array $state ): void {
		$choices = $this->form->variation_choices( $state );
		?>
		<p class="description" data-vitrine-no-variation-attributes <?php echo array() === $choices ? '' : 'hidden'; ?>>
			<?php esc_html_e( 'Tick “Used for variations” on at least one attribute in the Attributes tab, then add variations here.', 'vitrine' ); ?>
		</p>
		<div class="vitrine-rows" data-vitrine-rows="variation">
			<?php
			$position = 0;
			foreach ( (array) $state['variations'] as $key => $row ) {
				$this->variation_row( (string) $key, (array) $row, ++$position, $choices );
			}
			?>
		</div>
		<p><button type="button" class="button" data-vitrine-add="variation"><?php esc_html_e( 'Add variation', 'vitrine' ); ?></button></p>
		<div data-vitrine-removed-variations>
			<?php foreach ( (array) $state['removed'] as $id ) : ?>
				<input type="hidden" name="vitrine_removed_variations[]" value="<?php echo esc_attr( (string) (int) $id ); ?>">
			<?php endforeach; ?>
		</div>
		<template data-vitrine-template="variation">
			<?php
			$this->variation_row(
				'__INDEX__',
				array(
					'id'      => '0',
					'enabled' => 'yes',
				),
				0,
				$choices
			);
			?>
		</template>
		<?php
	}

	/**
	 * @param string                                                           $key      Row key.
	 * @param array<string, mixed>                                             $row      The variation's state.
	 * @param int                                                              $position 1 for the first.
	 * @param array<string, array{name: string, options: array<string, string>}> $choices  Attribute choices by row index.
	 */
	private function variation_row( string $key, array $row, int $position, array $choices ): void {
		$id     = 'vitrine-variation-' . $key;
		$name   = 'vitrine_variations[' . $key . ']';
		$chosen = (array) ( $row['attributes'] ?? array() );
		$image  = (int) ( $row['image_id'] ?? 0 );
		$flags  = array( 'variation_manage_stock' => 'yes' === ( $row['manage_stock'] ?? '' ) );
		?>
		<div class="vitrine-row vitrine-variation" id="<?php echo esc_attr( $id ); ?>" data-vitrine-row="variation" data-vitrine-index="<?php echo esc_attr( $key ); ?>" data-vitrine-scope>
			<h4 class="vitrine-row__title" id="<?php echo esc_attr( $id . '-title' ); ?>" data-vitrine-variation-title>
				<?php
				/* translators: %d: the variation's position: 1, 2, ... */
				echo esc_html( sprintf( __( 'Variation %d', 'vitrine' ), $position ) );
				?>
			</h4>
			<?php $this->error( $id . '-id' ); ?>
			<input type="hidden" name="<?php echo esc_attr( $name . '[id]' ); ?>" value="<?php echo esc_attr( (string) (int) ( $row['id'] ?? 0 ) ); ?>" data-vitrine-variation-id>
			<fieldset class="vitrine-fieldset vitrine-variation__attributes" id="<?php echo esc_attr( $id . '-attributes' ); ?>" data-vitrine-variation-attributes <?php $this->described( $id . '-attributes' ); ?>>
				<legend><?php esc_html_e( 'Attribute values', 'vitrine' ); ?></legend>
				<?php $this->error( $id . '-attributes' ); ?>
				<?php foreach ( $choices as $index => $choice ) : ?>
					<?php $select_id = $id . '-attribute-' . $index; ?>
					<span class="vitrine-field vitrine-field--inline" data-vitrine-choice="<?php echo esc_attr( (string) $index ); ?>">
						<label for="<?php echo esc_attr( $select_id ); ?>"><?php echo esc_html( $choice['name'] ); ?></label>
						<select id="<?php echo esc_attr( $select_id ); ?>" name="<?php echo esc_attr( $name . '[attributes][' . $index . ']' ); ?>">
							<option value="">
								<?php
								/* translators: %s: the attribute's name, such as Colour. */
								echo esc_html( sprintf( __( 'Any %s', 'vitrine' ), $choice['name'] ) );
								?>
							</option>
							<?php foreach ( $choice['options'] as $value => $label ) : ?>
								<option value="<?php echo esc_attr( (string) $value ); ?>" <?php selected( (string) ( $chosen[ $index ] ?? '' ), (string) $value ); ?>><?php echo esc_html( $label ); ?></option>
							<?php endforeach; ?>
						</select>
					</span>
				<?php endforeach; ?>
			</fieldset>
			<?php $this->checkbox( $id . '-enabled', $name . '[enabled]', __( 'Enabled', 'vitrine' ), 'yes' === ( $row['enabled'] ?? '' ), '', __( 'Shoppers can choose and buy it.', 'vitrine' ) ); ?>
			<div class="vitrine-variation__fields">
				<?php
				$this->text( $id . '-regular_price', $name . '[regular_price]', __( 'Regular price', 'vitrine' ), (string) ( $row['regular_price'] ?? '' ), array( 'inputmode' => 'decimal' ) );
				$this->text( $id . '-sale_price', $name . '[sale_price]', __( 'Sale price', 'vitrine' ), (string) ( $row['sale_price'] ?? '' ), array( 'inputmode' => 'decimal' ) );
				$this->text( $id . '-sku', $name . '[sku]', __( 'SKU', 'vitrine' ), (string) ( $row['sku'] ?? '' ) );
				?>
			</div>
			<div class="vitrine-variation__fields">
				<?php
				$same = array( Variation::PARENT => __( 'Same as the product', 'vitrine' ) );
				$this->select( $id . '-tax_status', $name . '[tax_status]', __( 'Tax status', 'vitrine' ), (string) ( $row['tax_status'] ?? Variation::PARENT ), $same + self::tax_statuses() );
				$this->select( $id . '-tax_class', $name . '[tax_class]', __( 'Tax class', 'vitrine' ), (string) ( $row['tax_class'] ?? Variation::PARENT ), $same + $this->tax_class_options() );
				?>
			</div>
			<?php $this->checkbox( $id . '-manage_stock', $name . '[manage_stock]', __( 'Manage stock', 'vitrine' ), $flags['variation_manage_stock'], 'variation_manage_stock' ); ?>
			<div <?php $this->when( 'variation_manage_stock', 'vitrine-product-data__group', $flags ); ?>>
				<?php
				$this->text( $id . '-stock', $name . '[stock]', __( 'Stock quantity', 'vitrine' ), (string) ( $row['stock'] ?? '' ), array( 'inputmode' => 'numeric' ) );
				$this->text(
					$id . '-low_stock',
					$name . '[low_stock]',
					__( 'Low stock threshold', 'vitrine' ),
					(string) ( $row['low_stock'] ?? '' ),
					array(
						'inputmode' => 'numeric',
						'help_text' => __( 'Empty: the product’s threshold (Inventory tab), else the shop’s.', 'vitrine' ),
					)
				);
				?>
			</div>
			<div <?php $this->when( '!variation_manage_stock', 'vitrine-product-data__group', $flags ); ?>>
				<?php $this->select( $id . '-stock_status', $name . '[stock_status]', __( 'Stock status', 'vitrine' ), (string) ( $row['stock_status'] ?? Stock::IN_STOCK ), self::stock_statuses() ); ?>
			</div>
			<div class="vitrine-image-field" id="<?php echo esc_attr( $id . '-image_id' ); ?>" data-vitrine-image-field>
				<span class="vitrine-image-field__label" id="<?php echo esc_attr( $id . '-image-label' ); ?>"><?php esc_html_e( 'Image', 'vitrine' ); ?></span>
				<input type="hidden" name="<?php echo esc_attr( $name . '[image_id]' ); ?>" value="<?php echo esc_attr( $image > 0 ? (string) $image : '' ); ?>" data-vitrine-image-input>
				<span class="vitrine-image-field__preview" data-vitrine-image-preview>
					<?php
					if ( $image > 0 ) {
						echo wp_get_attachment_image( $image, 'thumbnail', false, array( 'alt' => (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) ) );
					} else {
						echo '<span class="description">' . esc_html__( 'The product’s image', 'vitrine' ) . '</span>';
					}
					?>
				</span>
				<button type="button" class="button" data-vitrine-choose-image aria-describedby="<?php echo esc_attr( $id . '-title' ); ?>"><?php esc_html_e( 'Choose image', 'vitrine' ); ?></button>
				<button type="button" class="button-link" data-vitrine-remove-image aria-describedby="<?php echo esc_attr( $id . '-title' ); ?>" <?php echo $image > 0 ? '' : 'hidden'; ?>><?php esc_html_e( 'Remove image', 'vitrine' ); ?></button>
				<?php $this->error( $id . '-image_id' ); ?>
			</div>
			<p class="vitrine-row__actions">
				<button type="button" class="button-link button-link-delete" data-vitrine-remove-row aria-describedby="<?php echo esc_attr( $id . '-title' ); ?>"><?php esc_html_e( 'Remove variation', 'vitrine' ); ?></button>
			</p>
		</div>
		<?php
	}

	private function gallery_panel(): void {
		$ids = array_filter( array_map( 'intval', explode( ',', (string) $this->product['gallery_ids'] ) ) );
		?>
		<div class="vitrine-gallery" id="vitrine-product-gallery_ids" data-vitrine-gallery <?php $this->described( 'vitrine-product-gallery_ids' ); ?>>
			<p class="description" id="vitrine-product-gallery-help"><?php esc_html_e( 'Further images shown after the product image (set in the Product image box).', 'vitrine' ); ?></p>
			<?php $this->error( 'vitrine-product-gallery_ids' ); ?>
			<input type="hidden" name="vitrine_product[gallery_ids]" value="<?php echo esc_attr( implode( ',', $ids ) ); ?>" data-vitrine-gallery-input>
			<ul class="vitrine-gallery__list" data-vitrine-gallery-list aria-label="<?php esc_attr_e( 'Gallery images', 'vitrine' ); ?>">
				<?php foreach ( $ids as $image ) : ?>
					<?php $this->gallery_item( $image ); ?>
				<?php endforeach; ?>
			</ul>
			<p><button type="button" class="button" data-vitrine-gallery-add aria-describedby="vitrine-product-gallery-help"><?php esc_html_e( 'Add gallery images', 'vitrine' ); ?></button></p>
			<template data-vitrine-template="gallery-item">
				<li class="vitrine-gallery__item" data-vitrine-gallery-item data-id="">
					<img src="" alt="" width="80" height="80">
					<button type="button" class="button-link button-link-delete" data-vitrine-gallery-remove><?php esc_html_e( 'Remove', 'vitrine' ); ?></button>
				</li>
			</template>
		</div>
		<?php
	}

	private function gallery_item( int $image ): void {
		/* translators: %s: the image's title. */
		$remove_label = sprintf( __( 'Remove %s from the gallery', 'vitrine' ), get_the_title( $image ) );
		?>
		<li class="vitrine-gallery__item" data-vitrine-gallery-item data-id="<?php echo esc_attr( (string) $image ); ?>">
			<?php
			echo wp_get_attachment_image(
				$image,
				array( 80, 80 ),
				false,
				array( 'alt' => (string) get_post_meta( $image, '_wp_attachment_image_alt', true ) )
			);
			?>
			<button type="button" class="button-link button-link-delete" data-vitrine-gallery-remove aria-label="<?php echo esc_attr( $remove_label ); ?>"><?php esc_html_e( 'Remove', 'vitrine' ); ?></button>
		</li>
		<?php
	}

	private function panel_start( string $slug, string $title, string $when ): void {
		?>
		<section id="vitrine-panel-<?php echo esc_attr( $slug ); ?>" data-vitrine-panel aria-labelledby="vitrine-panel-<?php echo esc_attr( $slug ); ?>-title" <?php $this->when( $when, 'vitrine-product-data__panel' ); ?>>
			<h3 class="vitrine-product-data__panel-title" id="vitrine-panel-<?php echo esc_attr( $slug ); ?>-title"><?php echo esc_html( $title ); ?></h3>
		<?php
	}

	private function panel_end(): void {
		echo '</section>';
	}

	/**
	 * A one-line input with its label, help and message.
	 *
	 * @param string               $id      HTML id.
	 * @param string               $name    Field name.
	 * @param string               $label   Label.
	 * @param string               $value   Value.
	 * @param array<string, mixed> $options type, inputmode, placeholder, maxlength, help (id of a
	 *                                      description elsewhere), help_text, data (a bare attribute).
	 */
	private function text( string $id, string $name, string $label, string $value, array $options = array() ): void {
		$help_id = '';
		if ( isset( $options['help'] ) ) {
			$help_id = (string) $options['help'];
		} elseif ( isset( $options['help_text'] ) ) {
			$help_id = $id . '-help';
		}
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<input
				type="<?php echo esc_attr( (string) ( $options['type'] ?? 'text' ) ); ?>"
				id="<?php echo esc_attr( $id ); ?>"
				name="<?php echo esc_attr( $name ); ?>"
				value="<?php echo esc_attr( $value ); ?>"
				<?php if ( isset( $options['inputmode'] ) ) : ?>
					inputmode="<?php echo esc_attr( (string) $options['inputmode'] ); ?>"
				<?php endif; ?>
				<?php if ( isset( $options['placeholder'] ) ) : ?>
					placeholder="<?php echo esc_attr( (string) $options['placeholder'] ); ?>"
				<?php endif; ?>
				<?php if ( isset( $options['maxlength'] ) ) : ?>
					maxlength="<?php echo esc_attr( (string) $options['maxlength'] ); ?>"
				<?php endif; ?>
				<?php if ( isset( $options['data'] ) ) : ?>
					<?php echo esc_attr( (string) $options['data'] ); ?>
				<?php endif; ?>
				<?php $this->described( $id, $help_id ); ?>
			>
			<?php if ( isset( $options['help_text'] ) ) : ?>
				<span class="description" id="<?php echo esc_attr( $help_id ); ?>"><?php echo esc_html( (string) $options['help_text'] ); ?></span>
			<?php endif; ?>
			<?php $this->error( $id ); ?>
		</p>
		<?php
	}

	private function textarea( string $id, string $name, string $label, string $value, string $help ): void {
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<textarea id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" rows="2" data-vitrine-attribute-values <?php $this->described( $id, $id . '-help' ); ?>><?php echo esc_textarea( $value ); ?></textarea>
			<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php $this->error( $id ); ?>
		</p>
		<?php
	}

	/**
	 * @param string                $id      HTML id.
	 * @param string                $name    Field name.
	 * @param string                $label   Label.
	 * @param string                $value   Selected value.
	 * @param array<string, string> $options Value to label.
	 */
	private function select( string $id, string $name, string $label, string $value, array $options ): void {
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<select id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" <?php $this->described( $id ); ?>>
				<?php foreach ( $options as $option => $option_label ) : ?>
					<option value="<?php echo esc_attr( $option ); ?>" <?php selected( $value, $option ); ?>><?php echo esc_html( $option_label ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php $this->error( $id ); ?>
		</p>
		<?php
	}

	/**
	 * A check box with its label, help and message.
	 *
	 * @param string $id      HTML id.
	 * @param string $name    Field name.
	 * @param string $label   Label.
	 * @param bool   $checked Whether it is ticked.
	 * @param string $flag    Name other fields' conditions refer to, or ''.
	 * @param string $help    Help text, or ''.
	 * @param string $data    A bare data attribute, or ''.
	 */
	private function checkbox( string $id, string $name, string $label, bool $checked, string $flag = '', string $help = '', string $data = '' ): void {
		?>
		<span class="vitrine-field vitrine-field--checkbox">
			<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" value="yes" <?php checked( $checked ); ?>
				<?php if ( '' !== $flag ) : ?>
					data-vitrine-flag="<?php echo esc_attr( $flag ); ?>"
				<?php endif; ?>
				<?php if ( '' !== $data ) : ?>
					<?php echo esc_attr( $data ); ?>
				<?php endif; ?>
				<?php $this->described( $id, '' !== $help ? $id . '-help' : '' ); ?>
			>
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<?php if ( '' !== $help ) : ?>
				<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php endif; ?>
			<?php $this->error( $id ); ?>
		</span>
		<?php
	}

	/**
	 * Prints aria-describedby (help and message) and aria-invalid for a field.
	 */
	private function described( string $id, string $help_id = '' ): void {
		$ids = array_filter( array( $help_id, isset( $this->errors[ $id ] ) ? $id . '-error' : '' ) );
		if ( array() !== $ids ) {
			echo 'aria-describedby="' . esc_attr( implode( ' ', $ids ) ) . '" ';
		}
		if ( isset( $this->errors[ $id ] ) ) {
			echo 'aria-invalid="true"';
		}
	}

	/**
	 * Prints the message of a refused field, if it has one.
	 */
	private function error( string $id ): void {
		if ( isset( $this->errors[ $id ] ) ) {
			printf(
				'<span class="vitrine-field__error" id="%1$s">%2$s</span>',
				esc_attr( $id . '-error' ),
				esc_html( $this->errors[ $id ] )
			);
		}
	}

	/**
	 * Prints the condition and the class list of an element shown only when a condition holds,
	 * hidden from the start when it does not (CSS hides it only when scripts run).
	 *
	 * @param string              $condition A condition, '' for always.
	 * @param string              $classes   The element's other classes.
	 * @param array<string, bool> $flags     Flags of a nested scope (a variation), by name.
	 */
	private function when( string $condition, string $classes = '', array $flags = array() ): void {
		if ( '' !== $condition ) {
			echo 'data-vitrine-when="' . esc_attr( $condition ) . '" ';
			if ( ! $this->holds( $condition, $flags ) ) {
				$classes = trim( $classes . ' is-vitrine-off' );
			}
		}
		if ( '' !== $classes ) {
			echo 'class="' . esc_attr( $classes ) . '"';
		}
	}

	/**
	 * @param string              $condition A condition.
	 * @param array<string, bool> $flags     Flags of a nested scope.
	 */
	private function holds( string $condition, array $flags ): bool {
		if ( 1 === preg_match( '/^([a-z_]+)(!?=)(.*)$/', $condition, $match ) ) {
			$equal = (string) ( $this->product[ $match[1] ] ?? '' ) === $match[3];
			return '=' === $match[2] ? $equal : ! $equal;
		}
		$negate = str_starts_with( $condition, '!' );
		$flag   = ltrim( $condition, '!' );
		$value  = $flags[ $flag ] ?? ( 'yes' === ( $this->product[ $flag ] ?? '' ) );
		return $negate ? ! $value : $value;
	}

	private function global_attribute( string $taxonomy ): ?GlobalAttribute {
		return str_starts_with( $taxonomy, GlobalAttribute::TAXONOMY_PREFIX )
			? $this->attributes->find( substr( $taxonomy, strlen( GlobalAttribute::TAXONOMY_PREFIX ) ) )
			: null;
	}

	/**
	 * @return array<string, string>
	 */
	private static function tax_statuses(): array {
		return array(
			Product::TAX_TAXABLE  => __( 'Taxable', 'vitrine' ),
			Product::TAX_SHIPPING => __( 'Shipping only', 'vitrine' ),
			Product::TAX_NONE     => __( 'None', 'vitrine' ),
		);
	}

	/**
	 * The store's tax classes by the form's value (standard for the standard class).
	 *
	 * @return array<string, string>
	 */
	private function tax_class_options(): array {
		$options = array();
		foreach ( $this->tax_classes->all() as $slug => $name ) {
			$options[ ProductForm::tax_class_value( (string) $slug ) ] = $name;
		}
		return $options;
	}

	/**
	 * @return array<string, string>
	 */
	private static function stock_statuses(): array {
		return array(
			Stock::IN_STOCK     => __( 'In stock', 'vitrine' ),
			Stock::OUT_OF_STOCK => __( 'Out of stock', 'vitrine' ),
			Stock::ON_BACKORDER => __( 'On backorder', 'vitrine' ),
		);
	}
}
