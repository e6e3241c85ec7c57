<?php
/**
 * The product edit screen's "Shipping class" box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Admin;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Shipping\ShippingClasses;

/**
 * A select of the store's shipping classes (a product has one at most; its variations have the
 * same), saved with the post form through wp_set_object_terms. A class that no longer exists
 * changes nothing.
 */
final class ShippingClassMetaBox {

	public const META_BOX    = 'vitrine-shipping-class-box';
	public const FIELD       = 'vitrine_shipping_class';
	public const NONCE_FIELD = 'vitrine_shipping_class_nonce';

	public function __construct( private readonly ShippingClasses $classes ) {
	}

	public static function nonce_action( int $post_id ): string {
		return 'vitrine_save_shipping_class_' . $post_id;
	}

	/**
	 * Action add_meta_boxes_vitrine_product.
	 */
	public function add(): void {
		add_meta_box( self::META_BOX, __( 'Shipping class', 'vitrine' ), array( $this, 'render' ), ProductPostTypes::PRODUCT, 'side', 'default' );
	}

	public function render( \WP_Post $post ): void {
		$current = $this->classes->class_of( $post->ID );
		$classes = $this->classes->all();
		wp_nonce_field( self::nonce_action( $post->ID ), self::NONCE_FIELD, false );
		?>
		<p>
			<label for="vitrine-shipping-class"><?php esc_html_e( 'Shipping class', 'vitrine' ); ?></label>
			<select id="vitrine-shipping-class" name="<?php echo esc_attr( self::FIELD ); ?>" class="widefat" aria-describedby="vitrine-shipping-class-help">
				<option value="0" <?php selected( 0, $current ); ?>><?php esc_html_e( 'No shipping class', 'vitrine' ); ?></option>
				<?php foreach ( $classes as $class_id => $name ) : ?>
					<option value="<?php echo esc_attr( (string) $class_id ); ?>" <?php selected( $class_id, $current ); ?>><?php echo esc_html( $name ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p class="description" id="vitrine-shipping-class-help">
			<?php esc_html_e( 'Flat rates can charge products of a class their own cost. Variations use the product’s class.', 'vitrine' ); ?>
			<?php if ( current_user_can( 'manage_options' ) ) : ?>
				<a href="<?php echo esc_url( admin_url( 'edit-tags.php?taxonomy=' . ShippingClasses::TAXONOMY . '&post_type=' . ProductPostTypes::PRODUCT ) ); ?>"><?php esc_html_e( 'Manage shipping classes', 'vitrine' ); ?></a>
			<?php endif; ?>
		</p>
		<?php
	}

	/**
	 * Hooked to save_post_vitrine_product.
	 *
	 * @param int      $post_id The product.
	 * @param \WP_Post $post    The product.
	 */
	public function save( int $post_id, \WP_Post $post ): void {
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only routing here: handle_submission() verifies the nonce.
		if ( ! isset( $_POST[ self::NONCE_FIELD ], $_POST['post_ID'] ) || (int) $_POST['post_ID'] !== $post_id ) {
			// Not this product's edit form (quick edit, REST, an import, another product saved meanwhile).
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- handle_submission() verifies the nonce and reads only two integer fields.
		$this->handle_submission( $post_id, (array) wp_unslash( $_POST ) );
	}

	/**
	 * Checks the nonce and the capability, then gives the product the chosen class.
	 *
	 * @param int                  $post_id The product.
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return bool Whether the class was saved.
	 */
	public function handle_submission( int $post_id, array $request ): bool {
		$nonce = $request[ self::NONCE_FIELD ] ?? '';
		if ( ! is_string( $nonce ) || false === wp_verify_nonce( $nonce, self::nonce_action( $post_id ) ) ) {
			return false;
		}
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			return false;
		}
		$value = $request[ self::FIELD ] ?? null;
		if ( ! is_scalar( $value ) || 1 !== preg_match( '/^\d+$/', (string) $value ) ) {
			return false;
		}
		$class_id = (int) $value;
		if ( 0 !== $class_id && ! $this->classes->exists( $class_id ) ) {
			return false;
		}
		$this->classes->assign( $post_id, $class_id );
		return true;
	}
}
