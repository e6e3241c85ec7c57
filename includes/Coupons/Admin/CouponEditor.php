<?php
/**
 * The coupon edit screen: the code field, the "Coupon data" box and their save.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons\Admin;

use Vitrine\Core\Input;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Assets\Assets;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponUsage;
use Vitrine\Coupons\CouponValidationException;
use Vitrine\Coupons\CouponWriter;

/**
 * Coupons are edited on the classic edit screen. The whole submission (the code included, which
 * is the post title) is checked on admin_action_editpost, before WordPress writes anything: when
 * a field is refused, nothing at all is saved and the merchant is sent back to the form, refilled
 * with what they typed, each message by its field and a summary at the top. When all is right,
 * WordPress saves the post with the code as its title (wp_insert_post_data) and the meta is
 * written on save_post.
 */
final class CouponEditor {

	public const NONCE_FIELD = 'vitrine_coupon_data_nonce';
	public const META_BOX    = 'vitrine-coupon-data-box';

	/** The product editor's stylesheet styles the same field markup. */
	private const STYLE_ENTRY = 'admin-product-editor';

	/** @var array<int, array<string, mixed>> Writer fields accepted in this request, by coupon. */
	private array $accepted = array();

	public function __construct(
		private readonly CouponWriter $writer,
		private readonly CouponRepository $coupons,
		private readonly CouponUsage $usage,
		private readonly CouponForm $form,
		private readonly CouponDataView $view,
		private readonly FormStash $stash,
		private readonly Assets $assets,
	) {
	}

	public static function nonce_action( int $post_id ): string {
		return 'vitrine_save_coupon_' . $post_id;
	}

	/**
	 * The stash name of one coupon's form.
	 */
	public static function form_name( int $post_id ): string {
		return 'coupon_' . $post_id;
	}

	/**
	 * Filter use_block_editor_for_post_type: coupons use the classic edit screen.
	 *
	 * @param bool   $use_block_editor Whether the block editor is used.
	 * @param string $post_type        The post type.
	 */
	public function use_block_editor( bool $use_block_editor, string $post_type ): bool {
		return CouponPostType::NAME === $post_type ? false : $use_block_editor;
	}

	/**
	 * Action edit_form_after_title: the code field, with the form's nonce.
	 */
	public function render_code_field( \WP_Post $post ): void {
		if ( CouponPostType::NAME !== $post->post_type ) {
			return;
		}
		list( $state, $errors ) = $this->form_state( $post );
		wp_nonce_field( self::nonce_action( $post->ID ), self::NONCE_FIELD, false );
		$this->view->render_code( $state, $errors );
	}

	/**
	 * Action add_meta_boxes_vitrine_coupon.
	 */
	public function add_meta_boxes(): void {
		add_meta_box( self::META_BOX, __( 'Coupon data', 'vitrine' ), array( $this, 'render_meta_box' ), CouponPostType::NAME, 'normal', 'high' );
	}

	public function render_meta_box( \WP_Post $post ): void {
		list( $state, $errors ) = $this->form_state( $post );
		$coupon                 = $this->coupons->find( $post->ID );
		$this->view->render( $state, $errors, null === $coupon ? 0 : $this->usage->count( $coupon ), CouponDataView::all_categories(), $this->product_names( $state ) );
	}

	/**
	 * Action admin_action_editpost, which wp-admin/admin.php fires before post.php saves
	 * anything: a refused coupon goes back to its form.
	 */
	public function before_edit(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only routing here: accept_submission() verifies the nonce.
		if ( ! isset( $_POST[ self::NONCE_FIELD ], $_POST['post_ID'] ) ) {
			return;
		}
		$post_id = absint( $_POST['post_ID'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above.
		if ( CouponPostType::NAME !== get_post_type( $post_id ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- accept_submission() verifies the nonce; CouponForm sanitizes field by field.
		if ( ! $this->accept_submission( $post_id, (array) wp_unslash( $_POST ) ) ) {
			wp_safe_redirect( $this->edit_url( $post_id ) );
			exit;
		}
	}

	/**
	 * Checks the nonce, the capability and every field of a submitted coupon form. When all is
	 * right, the fields wait for WordPress's save of the post (filter_post_data(), save());
	 * otherwise the state and the messages wait in the stash for the form.
	 *
	 * @param int                  $post_id The coupon.
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return bool Whether the submission is accepted.
	 */
	public function accept_submission( int $post_id, array $request ): bool {
		$state = $this->form->state_from_request( $request );
		$nonce = is_string( $request[ self::NONCE_FIELD ] ?? null ) ? $request[ self::NONCE_FIELD ] : '';
		if ( false === wp_verify_nonce( $nonce, self::nonce_action( $post_id ) ) ) {
			$this->refuse( $post_id, $state, array( 'vitrine-coupon-data' => __( 'Your session has expired or the form was not sent from this site. Check the coupon and save it again.', 'vitrine' ) ) );
			return false;
		}
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			$this->refuse( $post_id, $state, array( 'vitrine-coupon-data' => __( 'Sorry, you are not allowed to edit this coupon.', 'vitrine' ) ) );
			return false;
		}
		try {
			$this->accepted[ $post_id ] = $this->form->parse( $post_id, $state );
		} catch ( CouponValidationException $e ) {
			$this->refuse( $post_id, $state, $e->errors );
			return false;
		}
		return true;
	}

	/**
	 * Filter wp_insert_post_data: an accepted coupon is saved with its code as the title and its
	 * description as the excerpt.
	 *
	 * @param array<string, mixed> $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr What was passed to wp_insert_post().
	 * @return array<string, mixed>
	 */
	public function filter_post_data( array $data, array $postarr ): array {
		$post_id = (int) ( $postarr['ID'] ?? 0 );
		if ( CouponPostType::NAME !== ( $data['post_type'] ?? '' ) || ! isset( $this->accepted[ $post_id ] ) ) {
			return $data;
		}
		$fields               = $this->accepted[ $post_id ];
		$data['post_title']   = wp_slash( trim( Input::raw( $fields['code'] ) ) );
		$data['post_excerpt'] = wp_slash( Input::raw( $fields['description'] ) );
		return $data;
	}

	/**
	 * Action save_post_vitrine_coupon: writes the meta of an accepted submission.
	 *
	 * @param int      $post_id The coupon.
	 * @param \WP_Post $post    The coupon.
	 */
	public function save( int $post_id, \WP_Post $post ): void {
		if ( ! isset( $this->accepted[ $post_id ] ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		$fields = $this->accepted[ $post_id ];
		unset( $this->accepted[ $post_id ] );
		$this->writer->save_meta( $post_id, $fields );
	}

	/**
	 * The summary of a refused save, at the top of the edit screen, each message linked to its field.
	 */
	public function render_notice(): void {
		$screen = get_current_screen();
		$post   = get_post();
		if ( null === $screen || 'post' !== $screen->base || CouponPostType::NAME !== $screen->post_type || ! $post instanceof \WP_Post ) {
			return;
		}
		$stash = $this->stash->take( self::form_name( $post->ID ) );
		if ( null === $stash || array() === (array) ( $stash['errors'] ?? array() ) ) {
			return;
		}
		?>
		<div class="notice notice-error vitrine-coupon-errors" id="vitrine-coupon-errors" role="alert" tabindex="-1">
			<p>
				<strong><?php esc_html_e( 'The coupon was not saved.', 'vitrine' ); ?></strong>
				<?php esc_html_e( 'Correct the following and save the coupon again. What you entered is kept below.', 'vitrine' ); ?>
			</p>
			<ul>
				<?php foreach ( (array) $stash['errors'] as $field_id => $message ) : ?>
					<li>
						<a href="<?php echo esc_attr( '#' . $field_id ); ?>"><?php echo esc_html( $this->form->label_for( (string) $field_id ) ); ?></a>:
						<?php echo esc_html( (string) $message ); ?>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	/**
	 * Filter post_updated_messages: the edit screen speaks of coupons, not posts.
	 *
	 * @param array<string, array<int, string|false>> $messages Post type to message number to message.
	 * @return array<string, array<int, string|false>>
	 */
	public function updated_messages( array $messages ): array {
		$messages[ CouponPostType::NAME ] = array(
			0  => '',
			1  => esc_html__( 'Coupon updated.', 'vitrine' ),
			2  => esc_html__( 'Custom field updated.', 'vitrine' ),
			3  => esc_html__( 'Custom field deleted.', 'vitrine' ),
			4  => esc_html__( 'Coupon updated.', 'vitrine' ),
			5  => false,
			6  => esc_html__( 'Coupon published.', 'vitrine' ),
			7  => esc_html__( 'Coupon saved.', 'vitrine' ),
			8  => esc_html__( 'Coupon submitted.', 'vitrine' ),
			9  => esc_html__( 'Coupon scheduled.', 'vitrine' ),
			10 => esc_html__( 'Coupon draft updated.', 'vitrine' ),
		);
		return $messages;
	}

	/**
	 * admin_enqueue_scripts: the field styles, on the coupon edit screens only.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		$screen = get_current_screen();
		if ( ! in_array( $hook_suffix, array( 'post.php', 'post-new.php' ), true ) || null === $screen || CouponPostType::NAME !== $screen->post_type ) {
			return;
		}
		$handle = $this->assets->register_bundle( self::STYLE_ENTRY );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}

	/**
	 * The form's state and messages: a refused submission's, or the saved coupon's.
	 *
	 * @return array{0: array<string, mixed>, 1: array<string, string>}
	 */
	private function form_state( \WP_Post $post ): array {
		$stash = $this->stash->take( self::form_name( $post->ID ) );
		if ( null !== $stash && is_array( $stash['state'] ?? null ) ) {
			return array( $stash['state'], array_map( 'strval', (array) ( $stash['errors'] ?? array() ) ) );
		}
		// A new coupon is an auto-draft titled "Auto Draft" in the database: its code starts empty.
		$title = 'auto-draft' === $post->post_status ? '' : $post->post_title;
		return array( $this->form->state_from_coupon( $this->coupons->find( $post->ID ), $title ), array() );
	}

	/**
	 * Names of the products the product fields list by id, to show under them.
	 *
	 * @param array<string, mixed> $state The form state.
	 * @return array<int, string>
	 */
	private function product_names( array $state ): array {
		$names = array();
		foreach ( array( 'product_ids', 'excluded_product_ids' ) as $key ) {
			foreach ( (array) preg_split( '/[,\s]+/', (string) $state[ $key ] ) as $token ) {
				$id   = is_numeric( $token ) ? (int) $token : 0;
				$post = $id > 0 ? get_post( $id ) : null;
				if ( $post instanceof \WP_Post && in_array( $post->post_type, array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
					$names[ $id ] = get_the_title( $post );
				}
			}
		}
		return $names;
	}

	private function edit_url( int $post_id ): string {
		return (string) ( get_edit_post_link( $post_id, 'url' ) ?? admin_url( 'post.php?post=' . $post_id . '&action=edit' ) );
	}

	/**
	 * Keeps what was typed and why it was refused, for the page the merchant is sent back to.
	 *
	 * @param int                   $post_id The coupon.
	 * @param array<string, mixed>  $state   The submitted state.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function refuse( int $post_id, array $state, array $errors ): void {
		unset( $this->accepted[ $post_id ] );
		$this->stash->put(
			self::form_name( $post_id ),
			array(
				'state'  => $state,
				'errors' => $errors,
			)
		);
	}
}
