<?php
/**
 * The markup of the coupon edit screen: the code field and the "Coupon data" box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons\Admin;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Coupons\Coupon;

/**
 * Renders a form state (see CouponForm) with the messages of a refused save next to their fields
 * (aria-invalid and aria-describedby on the field). Plain HTML that needs no script: products are
 * chosen by id, SKU or exact name, categories from a list of check boxes.
 */
final class CouponDataView {

	/** @var array<string, string> Field id to message. */
	private array $errors = array();

	/** @var array<string, mixed> */
	private array $state = array();

	public function __construct( private readonly PriceFormatter $prices ) {
	}

	/**
	 * The code field, where the title field of other screens stands.
	 *
	 * @param array<string, mixed>  $state  A form state.
	 * @param array<string, string> $errors Field id to message.
	 */
	public function render_code( array $state, array $errors ): void {
		$this->errors = $errors;
		$this->state  = $state;
		$id           = CouponForm::field_id( 'code' );
		?>
		<div class="vitrine-coupon-code">
			<p class="vitrine-field">
				<label for="<?php echo esc_attr( $id ); ?>"><?php esc_html_e( 'Coupon code', 'vitrine' ); ?></label>
				<input type="text" class="widefat" id="<?php echo esc_attr( $id ); ?>" name="vitrine_coupon[code]" value="<?php echo esc_attr( (string) $state['code'] ); ?>" maxlength="100" autocomplete="off" spellcheck="false" required <?php $this->described( $id, $id . '-help' ); ?>>
				<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php esc_html_e( 'What shoppers type in the coupon field. Upper and lower case are the same code.', 'vitrine' ); ?></span>
				<?php $this->error( $id ); ?>
			</p>
		</div>
		<?php
	}

	/**
	 * The "Coupon data" box.
	 *
	 * @param array<string, mixed>  $state      A form state.
	 * @param array<string, string> $errors     Field id to message.
	 * @param int                   $used       How many orders used it.
	 * @param list<\WP_Term>        $categories Every product category.
	 * @param array<int, string>    $products   Names of the products the state names by id.
	 */
	public function render( array $state, array $errors, int $used, array $categories, array $products ): void {
		$this->errors = $errors;
		$this->state  = $state;
		$decimals     = $this->prices->decimals();
		$example      = $this->prices->format_minor( 50 * ( 10 ** $decimals ) );
		?>
		<div class="vitrine-product-data vitrine-coupon-data" id="vitrine-coupon-data" tabindex="-1">
			<?php $this->error( 'vitrine-coupon-data' ); ?>
			<fieldset class="vitrine-fieldset">
				<legend><?php esc_html_e( 'General', 'vitrine' ); ?></legend>
				<?php
				$this->select( 'discount_type', CouponForm::type_labels() );
				$this->text(
					'amount',
					array(
						'inputmode' => 'decimal',
						'help'      => __( 'A percentage (10 for 10 %) or an amount of the store currency, as the discount type says. Fixed product discounts are taken off each unit.', 'vitrine' ),
					)
				);
				$this->checkbox( 'free_shipping', __( 'Shipping is free with this coupon, where the store offers a free shipping method that accepts coupons.', 'vitrine' ) );
				$this->text(
					'expiry_date',
					array(
						'type' => 'date',
						/* translators: %s: the site's timezone, such as Europe/Paris. */
						'help' => sprintf( __( 'Optional. The coupon can be used through the end of this day in the site’s timezone (%s).', 'vitrine' ), wp_timezone_string() ),
					)
				);
				$this->textarea( 'description', __( 'Optional. A note for the store’s team; shoppers never see it.', 'vitrine' ) );
				?>
			</fieldset>

			<fieldset class="vitrine-fieldset">
				<legend><?php esc_html_e( 'Usage restriction', 'vitrine' ); ?></legend>
				<?php
				$this->text(
					'minimum_spend',
					array(
						'inputmode' => 'decimal',
						/* translators: %s: an example amount with its currency. */
						'help'      => sprintf( __( 'Optional. The smallest cart subtotal the coupon accepts, such as %s.', 'vitrine' ), $example ),
					)
				);
				$this->text(
					'maximum_spend',
					array(
						'inputmode' => 'decimal',
						'help'      => __( 'Optional. The largest cart subtotal the coupon accepts.', 'vitrine' ),
					)
				);
				$this->checkbox( 'individual_use', __( 'It cannot be used together with other coupons.', 'vitrine' ) );
				$this->checkbox( 'exclude_sale_items', __( 'Products on sale get no discount; the coupon is refused when the cart holds nothing else it applies to.', 'vitrine' ) );
				$products_help = __( 'Product ids, SKUs or exact product names, separated by commas. A product includes its variations; a variation can also be named alone.', 'vitrine' );
				$this->textarea( 'product_ids', __( 'Optional. Only these products get the discount; the cart must hold at least one.', 'vitrine' ) . ' ' . $products_help, $products );
				$this->textarea( 'excluded_product_ids', __( 'Optional. These products never get the discount.', 'vitrine' ) . ' ' . $products_help, $products );
				$this->categories( 'category_ids', $categories, __( 'Optional. Only products in these categories (or their subcategories) get the discount.', 'vitrine' ) );
				$this->categories( 'excluded_category_ids', $categories, __( 'Optional. Products in these categories never get the discount.', 'vitrine' ) );
				$this->textarea( 'email_restrictions', __( 'Optional. Only customers whose billing or account email is listed can use the coupon. Separate addresses with commas; *@example.org allows a whole domain.', 'vitrine' ) );
				?>
			</fieldset>

			<fieldset class="vitrine-fieldset">
				<legend><?php esc_html_e( 'Usage limits', 'vitrine' ); ?></legend>
				<p class="description">
					<?php
					/* translators: %d: how many orders used the coupon. */
					echo esc_html( sprintf( _n( 'Used by %d order so far.', 'Used by %d orders so far.', $used, 'vitrine' ), $used ) );
					?>
				</p>
				<?php
				$this->text(
					'usage_limit',
					array(
						'inputmode' => 'numeric',
						'help'      => __( 'Optional. How many orders may use the coupon in all. Cancelled orders give their use back.', 'vitrine' ),
					)
				);
				$this->text(
					'usage_limit_per_user',
					array(
						'inputmode' => 'numeric',
						'help'      => __( 'Optional. How many orders one customer may use it for, counted by account and by billing email.', 'vitrine' ),
					)
				);
				?>
			</fieldset>
		</div>
		<?php
	}

	/**
	 * @param string               $key     State key.
	 * @param array<string, string> $options Extra options: type, inputmode, help.
	 */
	private function text( string $key, array $options = array() ): void {
		$id   = CouponForm::field_id( $key );
		$help = (string) ( $options['help'] ?? '' );
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( CouponForm::labels()[ $key ] ); ?></label>
			<input type="<?php echo esc_attr( $options['type'] ?? 'text' ); ?>" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( 'vitrine_coupon[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $this->state[ $key ] ); ?>"
				<?php if ( isset( $options['inputmode'] ) ) : ?>
					inputmode="<?php echo esc_attr( $options['inputmode'] ); ?>"
				<?php endif; ?>
				<?php $this->described( $id, '' !== $help ? $id . '-help' : '' ); ?>>
			<?php if ( '' !== $help ) : ?>
				<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php endif; ?>
			<?php $this->error( $id ); ?>
		</p>
		<?php
	}

	/**
	 * @param string             $key      State key.
	 * @param string             $help     Help text.
	 * @param array<int, string> $products Names of products by id, listed under the field.
	 */
	private function textarea( string $key, string $help, array $products = array() ): void {
		$id = CouponForm::field_id( $key );
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( CouponForm::labels()[ $key ] ); ?></label>
			<textarea id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( 'vitrine_coupon[' . $key . ']' ); ?>" rows="2" <?php $this->described( $id, $id . '-help' ); ?>><?php echo esc_textarea( (string) $this->state[ $key ] ); ?></textarea>
			<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php $this->error( $id ); ?>
		</p>
		<?php
		$named = array();
		foreach ( (array) preg_split( '/[,\s]+/', (string) $this->state[ $key ] ) as $token ) {
			if ( is_numeric( $token ) && isset( $products[ (int) $token ] ) ) {
				$named[ (int) $token ] = $products[ (int) $token ];
			}
		}
		if ( array() !== $named ) {
			echo '<ul class="vitrine-coupon-products">';
			foreach ( $named as $product_id => $name ) {
				/* translators: 1: product id, 2: product name. */
				echo '<li>' . esc_html( sprintf( __( '#%1$d: %2$s', 'vitrine' ), $product_id, $name ) ) . '</li>';
			}
			echo '</ul>';
		}
	}

	/**
	 * @param string                $key     State key.
	 * @param array<string, string> $options Value to label.
	 */
	private function select( string $key, array $options ): void {
		$id = CouponForm::field_id( $key );
		?>
		<p class="vitrine-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( CouponForm::labels()[ $key ] ); ?></label>
			<select id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( 'vitrine_coupon[' . $key . ']' ); ?>" <?php $this->described( $id ); ?>>
				<?php foreach ( $options as $value => $label ) : ?>
					<option value="<?php echo esc_attr( $value ); ?>" <?php selected( (string) $this->state[ $key ], $value ); ?>><?php echo esc_html( $label ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php $this->error( $id ); ?>
		</p>
		<?php
	}

	private function checkbox( string $key, string $help ): void {
		$id = CouponForm::field_id( $key );
		?>
		<span class="vitrine-field vitrine-field--checkbox">
			<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( 'vitrine_coupon[' . $key . ']' ); ?>" value="yes" <?php checked( 'yes' === $this->state[ $key ] ); ?> <?php $this->described( $id, $id . '-help' ); ?>>
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( CouponForm::labels()[ $key ] ); ?></label>
			<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php $this->error( $id ); ?>
		</span>
		<?php
	}

	/**
	 * A list of check boxes, one per category, nested as the categories are.
	 *
	 * @param string         $key        State key.
	 * @param list<\WP_Term> $categories Every product category.
	 * @param string         $help       Help text.
	 */
	private function categories( string $key, array $categories, string $help ): void {
		$id      = CouponForm::field_id( $key );
		$checked = array_map( 'intval', (array) $this->state[ $key ] );
		?>
		<fieldset class="vitrine-fieldset vitrine-coupon-categories" id="<?php echo esc_attr( $id ); ?>" <?php $this->described( $id, $id . '-help' ); ?>>
			<legend><?php echo esc_html( CouponForm::labels()[ $key ] ); ?></legend>
			<span class="description" id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></span>
			<?php $this->error( $id ); ?>
			<?php if ( array() === $categories ) : ?>
				<p><?php esc_html_e( 'The store has no product categories yet.', 'vitrine' ); ?></p>
			<?php else : ?>
				<?php $this->category_list( $key, $categories, 0, $checked ); ?>
			<?php endif; ?>
		</fieldset>
		<?php
	}

	/**
	 * @param string         $key        State key.
	 * @param list<\WP_Term> $categories Every product category.
	 * @param int            $parent_id  The level to print.
	 * @param list<int>      $checked    Ticked term ids.
	 */
	private function category_list( string $key, array $categories, int $parent_id, array $checked ): void {
		$level = array_filter( $categories, static fn ( \WP_Term $term ): bool => $term->parent === $parent_id );
		if ( array() === $level ) {
			return;
		}
		echo '<ul class="vitrine-coupon-categories__list">';
		foreach ( $level as $term ) {
			$id = CouponForm::field_id( $key ) . '-' . $term->term_id;
			echo '<li>';
			printf(
				'<input type="checkbox" id="%1$s" name="%2$s" value="%3$d" %4$s> <label for="%1$s">%5$s</label>',
				esc_attr( $id ),
				esc_attr( 'vitrine_coupon[' . $key . '][]' ),
				(int) $term->term_id,
				checked( in_array( $term->term_id, $checked, true ), true, false ),
				esc_html( $term->name )
			);
			$this->category_list( $key, $categories, $term->term_id, $checked );
			echo '</li>';
		}
		echo '</ul>';
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
	 * Every product category, for the check boxes.
	 *
	 * @return list<\WP_Term>
	 */
	public static function all_categories(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => ProductPostTypes::CATEGORY,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		return is_array( $terms ) ? array_values( $terms ) : array();
	}

	/**
	 * A discount type's label (for the list table).
	 */
	public static function type_label( string $type ): string {
		return CouponForm::type_labels()[ $type ] ?? CouponForm::type_labels()[ Coupon::FIXED_CART ];
	}
}
