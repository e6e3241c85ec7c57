<?php
/**
 * The product edit screen: the "Product data" meta box and its save.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductWriter;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Assets\Assets;

/**
 * Products are edited on the classic edit screen, so that the product data is saved with the post
 * in one request (as the big shop plugins do). The "Product data" box posts with the post form;
 * on save_post the whole submission (product, attributes, variations) is checked first and
 * written through ProductWriter only when all of it is right. When anything is refused, none of
 * the product data is written (the title and description are WordPress's and are saved by it),
 * and the merchant lands back on the form, refilled with what they typed, with each message by
 * its field and a summary at the top.
 */
final class ProductEditor {

	public const NONCE_FIELD = 'vitrine_product_data_nonce';
	public const META_BOX    = 'vitrine-product-data-box';
	public const ENTRY       = 'admin-product-editor';

	/** True while this class writes, so that the writer's own post updates do not re-enter save(). */
	private bool $saving = false;

	/** @var array<int, true> Products whose save was refused in this request. */
	private array $refused = array();

	public function __construct(
		private readonly ProductWriter $writer,
		private readonly ProductRepository $products,
		private readonly ProductForm $form,
		private readonly ProductDataView $view,
		private readonly FormStash $stash,
		private readonly Assets $assets,
	) {
	}

	public static function nonce_action( int $post_id ): string {
		return 'vitrine_save_product_' . $post_id;
	}

	/**
	 * Filter use_block_editor_for_post_type: products use the classic edit screen.
	 *
	 * @param bool   $use_block_editor Whether the block editor is used.
	 * @param string $post_type        The post type.
	 */
	public function use_block_editor( bool $use_block_editor, string $post_type ): bool {
		return ProductPostTypes::PRODUCT === $post_type ? false : $use_block_editor;
	}

	/**
	 * Action add_meta_boxes_vitrine_product: the "Product data" box. (The attribute taxonomies
	 * have no term box of their own: their values are set in the Attributes tab.)
	 */
	public function add_meta_boxes(): void {
		add_meta_box( self::META_BOX, __( 'Product data', 'vitrine' ), array( $this, 'render_meta_box' ), ProductPostTypes::PRODUCT, 'normal', 'high' );
	}

	/**
	 * Filter post_updated_messages: the edit screen speaks of products, not posts.
	 *
	 * @param array<string, array<int, string|false>> $messages Post type to message number to message.
	 * @return array<string, array<int, string|false>>
	 */
	public function updated_messages( array $messages ): array {
		$post = get_post();
		$view = '';
		if ( $post instanceof \WP_Post && is_post_type_viewable( ProductPostTypes::PRODUCT ) ) {
			$view = sprintf( ' <a href="%1$s">%2$s</a>', esc_url( (string) get_permalink( $post ) ), esc_html__( 'View product', 'vitrine' ) );
		}
		$messages[ ProductPostTypes::PRODUCT ] = array(
			0  => '',
			1  => esc_html__( 'Product updated.', 'vitrine' ) . $view,
			2  => esc_html__( 'Custom field updated.', 'vitrine' ),
			3  => esc_html__( 'Custom field deleted.', 'vitrine' ),
			4  => esc_html__( 'Product updated.', 'vitrine' ),
			5  => false,
			6  => esc_html__( 'Product published.', 'vitrine' ) . $view,
			7  => esc_html__( 'Product saved.', 'vitrine' ),
			8  => esc_html__( 'Product submitted.', 'vitrine' ),
			9  => esc_html__( 'Product scheduled.', 'vitrine' ),
			10 => esc_html__( 'Product draft updated.', 'vitrine' ),
		);
		return $messages;
	}

	public function render_meta_box( \WP_Post $post ): void {
		$stash = $this->stash->take( self::form_name( $post->ID ) );
		if ( null !== $stash && is_array( $stash['state'] ?? null ) ) {
			$state  = $stash['state'];
			$errors = (array) ( $stash['errors'] ?? array() );
		} else {
			$product = $this->products->find( $post->ID );
			if ( null === $product ) {
				return;
			}
			$state  = $this->form->state_from_product( $product, $this->products->variations( $post->ID ) );
			$errors = array();
		}
		$this->view->render( $post->ID, $state, $errors );
	}

	/**
	 * Hooked to save_post_vitrine_product: saves the "Product data" box of the edit form.
	 *
	 * @param int      $post_id The product.
	 * @param \WP_Post $post    The product.
	 */
	public function save( int $post_id, \WP_Post $post ): void {
		if ( $this->saving || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only routing here: handle_submission() verifies the nonce.
		if ( ! isset( $_POST[ self::NONCE_FIELD ], $_POST['post_ID'] ) || (int) $_POST['post_ID'] !== $post_id ) {
			// Not the edit form of this product (quick edit, REST, an import, another product saved meanwhile).
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- handle_submission() verifies the nonce; ProductForm sanitizes field by field.
		$this->handle_submission( $post_id, (array) wp_unslash( $_POST ) );
	}

	/**
	 * Checks the nonce and the capability, then saves the submitted product data, all or nothing.
	 *
	 * @param int                  $post_id The product.
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return bool Whether the product data was saved. When not, the reasons wait in the stash.
	 */
	public function handle_submission( int $post_id, array $request ): bool {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || ProductPostTypes::PRODUCT !== $post->post_type || ! isset( $request[ self::NONCE_FIELD ] ) ) {
			return false;
		}
		$state = $this->form->state_from_request( $request );

		$nonce = is_string( $request[ self::NONCE_FIELD ] ) ? $request[ self::NONCE_FIELD ] : '';
		if ( false === wp_verify_nonce( $nonce, self::nonce_action( $post_id ) ) ) {
			$this->refuse( $post_id, $state, array( 'vitrine-product-data' => __( 'Your session has expired or the form was not sent from this site. Check the product data and update the product again.', 'vitrine' ) ) );
			return false;
		}
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			$this->refuse( $post_id, $state, array( 'vitrine-product-data' => __( 'Sorry, you are not allowed to edit this product.', 'vitrine' ) ) );
			return false;
		}

		try {
			$parsed = $this->form->parse( $post_id, $state );
		} catch ( ProductValidationException $e ) {
			$this->refuse( $post_id, $state, $e->errors );
			return false;
		}

		$this->saving = true;
		try {
			foreach ( $parsed['removed'] as $variation_id ) {
				wp_delete_post( $variation_id, true );
			}
			$this->writer->save_product( $post_id, $parsed['product'] );
			foreach ( $parsed['variations'] as $variation ) {
				$variation_id = $this->writer->save_variation( $post_id, $variation['id'], $variation['fields'] );
				// An attribute no longer used for variations must not be required by them.
				foreach ( $variation['stale_keys'] as $key ) {
					delete_post_meta( $variation_id, ProductMeta::ATTRIBUTE_PREFIX . $key );
				}
			}
		} catch ( ProductValidationException $e ) {
			// Everything was checked before writing; this is a race (another save took a SKU meanwhile).
			$this->refuse( $post_id, $state, array( 'vitrine-product-data' => $e->getMessage() ) );
			return false;
		} finally {
			$this->saving = false;
		}
		return true;
	}

	/**
	 * Filter redirect_post_location: after a refused save, no "Product updated." message.
	 *
	 * @param string $location Where WordPress sends the merchant.
	 * @param int    $post_id  The post saved.
	 */
	public function redirect_location( string $location, int $post_id ): string {
		return isset( $this->refused[ $post_id ] ) ? remove_query_arg( 'message', $location ) : $location;
	}

	/**
	 * The summary of a refused save, at the top of the edit screen, each message linked to its field.
	 */
	public function render_notice(): void {
		$screen = get_current_screen();
		$post   = get_post();
		if ( null === $screen || 'post' !== $screen->base || ProductPostTypes::PRODUCT !== $screen->post_type || ! $post instanceof \WP_Post ) {
			return;
		}
		$stash = $this->stash->take( self::form_name( $post->ID ) );
		if ( null === $stash || array() === (array) ( $stash['errors'] ?? array() ) ) {
			return;
		}
		$state = (array) $stash['state'];
		?>
		<div class="notice notice-error vitrine-product-errors" id="vitrine-product-errors" role="alert" tabindex="-1">
			<p>
				<strong><?php esc_html_e( 'The product data was not saved.', 'vitrine' ); ?></strong>
				<?php esc_html_e( 'Correct the following and update the product again. What you entered is kept below.', 'vitrine' ); ?>
			</p>
			<ul>
				<?php foreach ( (array) $stash['errors'] as $field_id => $message ) : ?>
					<li>
						<a href="<?php echo esc_attr( '#' . $field_id . '-error' ); ?>" data-vitrine-error-link="<?php echo esc_attr( (string) $field_id ); ?>">
							<?php echo esc_html( $this->form->label_for( (string) $field_id, $state ) ); ?></a>:
						<?php echo esc_html( (string) $message ); ?>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	/**
	 * admin_enqueue_scripts: the editor's script, the media library, on the product edit screens only.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		$screen = get_current_screen();
		if ( ! in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) || null === $screen || ProductPostTypes::PRODUCT !== $screen->post_type ) {
			return;
		}
		$post = get_post();
		wp_enqueue_media( $post instanceof \WP_Post ? array( 'post' => $post->ID ) : array() );
		$this->assets->enqueue( self::ENTRY );
	}

	/**
	 * The stash name of one product's form.
	 */
	public static function form_name( int $post_id ): string {
		return 'product_' . $post_id;
	}

	/**
	 * Keeps what was typed and why it was refused, for the page the merchant is sent back to.
	 *
	 * @param int                   $post_id The product.
	 * @param array<string, mixed>  $state   The submitted state.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function refuse( int $post_id, array $state, array $errors ): void {
		$this->refused[ $post_id ] = true;
		$this->stash->put(
			self::form_name( $post_id ),
			array(
				'state'  => $state,
				'errors' => $errors,
			)
		);
	}
}
