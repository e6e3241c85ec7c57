<?php
/**
 * Products > Attributes: the store's global attributes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Input;

/**
 * Lists the global attributes, adds and renames them, and deletes them when the catalog can;
 * their values (terms) are managed on WordPress's own term screens
 * (edit-tags.php?taxonomy=vitrine_pa_<slug>&post_type=vitrine_product).
 *
 * Forms post to admin-post.php (post/redirect/get). A refused form comes back with what was
 * typed and a message by each field, through the user's FormStash.
 */
final class AttributesPage {

	public const SLUG          = 'vitrine-attributes';
	public const CAPABILITY    = ProductPostTypes::TERMS_CAPABILITY;
	public const SAVE_ACTION   = 'vitrine_save_attribute';
	public const DELETE_ACTION = 'vitrine_delete_attribute';

	private const STASH    = 'attribute';
	private const MAX_SLUG = 21;
	private const MAX_NAME = 200;

	/**
	 * @param Attributes                    $attributes The store's attributes.
	 * @param FormStash                     $stash      Where refused forms wait.
	 * @param (\Closure(string): mixed)|null $delete     Deletes an attribute (slug) with its values;
	 *                                                  null while the catalog cannot, and then the
	 *                                                  screen offers no Delete.
	 */
	public function __construct(
		private readonly Attributes $attributes,
		private readonly FormStash $stash,
		private readonly ?\Closure $delete = null,
	) {
	}

	public function add_menu(): void {
		add_submenu_page(
			'edit.php?post_type=' . ProductPostTypes::PRODUCT,
			__( 'Attributes', 'vitrine' ),
			__( 'Attributes', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * admin_enqueue_scripts: two rules of style for this screen; it needs no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( ProductPostTypes::PRODUCT . '_page_' . self::SLUG === $hook_suffix ) {
			// WordPress's #d63638 for delete links is below 4.5:1 on striped rows; #b32d2e is not.
			wp_add_inline_style( 'wp-admin', '.vitrine-inline-form{display:inline}.vitrine-inline-form .button-link-delete{color:#b32d2e}.vitrine-field__error{color:#b32d2e;font-weight:600}' );
		}
	}

	/**
	 * Filter submenu_file: an attribute's term screens keep Products > Attributes highlighted.
	 *
	 * @param string|null $submenu_file The submenu item to highlight.
	 */
	public function submenu_file( ?string $submenu_file ): ?string {
		$screen = get_current_screen();
		if ( null !== $screen && in_array( $screen->base, array( 'edit-tags', 'term' ), true ) && str_starts_with( (string) $screen->taxonomy, GlobalAttribute::TAXONOMY_PREFIX ) ) {
			return self::SLUG;
		}
		return $submenu_file;
	}

	/**
	 * The screen's address, with optional query arguments.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg(
			array_merge(
				array(
					'post_type' => ProductPostTypes::PRODUCT,
					'page'      => self::SLUG,
				),
				$args
			),
			admin_url( 'edit.php' )
		);
	}

	/**
	 * admin_post_vitrine_save_attribute.
	 */
	public function handle_save(): void {
		AdminPost::redirect( $this->process_save( ... ) );
	}

	/**
	 * admin_post_vitrine_delete_attribute.
	 */
	public function handle_delete(): void {
		AdminPost::redirect( $this->process_delete( ... ) );
	}

	/**
	 * Adds an attribute, or renames one (when original_slug is given).
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_save( array $request ): string {
		$name     = trim( sanitize_text_field( Input::raw( $request['name'] ?? '' ) ) );
		$original = sanitize_title( Input::raw( $request['original_slug'] ?? '' ) );
		$typed    = trim( Input::raw( $request['slug'] ?? '' ) );
		$values   = array(
			'name'          => $name,
			'slug'          => '' !== $original ? $original : $typed,
			'original_slug' => $original,
		);
		$back     = '' !== $original ? self::url( array( 'edit' => $original ) ) : self::url();

		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::SAVE_ACTION ) ) {
			return $this->refuse( $back, $values, array( 'vitrine-attribute-form' => __( 'Your session has expired or the form was not sent from this site. Try again.', 'vitrine' ) ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( $back, $values, array( 'vitrine-attribute-form' => __( 'Sorry, you are not allowed to manage attributes.', 'vitrine' ) ) );
		}

		$errors = array();
		if ( '' === $name ) {
			$errors['vitrine-attribute-name'] = __( 'Enter the attribute’s name, such as Colour.', 'vitrine' );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: the most characters allowed. */
			$errors['vitrine-attribute-name'] = sprintf( __( 'An attribute name has at most %d characters.', 'vitrine' ), self::MAX_NAME );
		}

		if ( '' !== $original ) {
			$slug = $original;
			if ( null === $this->attributes->find( $slug ) ) {
				$errors['vitrine-attribute-form'] = __( 'This attribute no longer exists.', 'vitrine' );
			}
		} else {
			$slug = sanitize_title( '' !== $typed ? $typed : $name );
			if ( '' !== $name || '' !== $typed ) {
				if ( 1 !== preg_match( '/^[a-z0-9-]{1,' . self::MAX_SLUG . '}$/', $slug ) ) {
					/* translators: %d: the most characters allowed. */
					$errors['vitrine-attribute-slug'] = sprintf( __( 'A slug has 1 to %d lower-case letters, digits or hyphens. Enter a shorter one.', 'vitrine' ), self::MAX_SLUG );
				} elseif ( null !== $this->attributes->find( $slug ) ) {
					/* translators: %s: the slug. */
					$errors['vitrine-attribute-slug'] = sprintf( __( 'An attribute with the slug %s already exists. Choose another slug.', 'vitrine' ), $slug );
				}
			}
		}
		if ( array() !== $errors ) {
			return $this->refuse( $back, $values, $errors );
		}

		try {
			$this->attributes->save( $slug, $name );
		} catch ( \InvalidArgumentException $e ) {
			return $this->refuse( $back, $values, array( 'vitrine-attribute-slug' => $e->getMessage() ) );
		}
		return self::url(
			array(
				'vitrine_done' => '' !== $original ? 'renamed' : 'added',
				'attribute'    => $slug,
			)
		);
	}

	/**
	 * Deletes an attribute and its values.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_delete( array $request ): string {
		$slug = sanitize_title( Input::raw( $request['slug'] ?? '' ) );
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::DELETE_ACTION . '_' . $slug ) ) {
			return $this->refuse( self::url(), array(), array( 'vitrine-attribute-form' => __( 'Your session has expired or the form was not sent from this site. Try again.', 'vitrine' ) ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::url(), array(), array( 'vitrine-attribute-form' => __( 'Sorry, you are not allowed to manage attributes.', 'vitrine' ) ) );
		}
		if ( null === $this->attributes->find( $slug ) ) {
			return $this->refuse( self::url(), array(), array( 'vitrine-attribute-form' => __( 'This attribute no longer exists.', 'vitrine' ) ) );
		}
		$delete = $this->delete;
		if ( null === $delete ) {
			return $this->refuse( self::url(), array(), array( 'vitrine-attribute-form' => __( 'Attributes cannot be deleted in this version of Vitrine.', 'vitrine' ) ) );
		}
		$delete( $slug );
		return self::url(
			array(
				'vitrine_done' => 'deleted',
				'attribute'    => $slug,
			)
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage attributes.', 'vitrine' ), 403 );
		}
		$stash  = $this->stash->take( self::STASH );
		$errors = (array) ( $stash['errors'] ?? array() );
		$values = (array) ( $stash['values'] ?? array() );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$editing = isset( $_GET['edit'] ) ? $this->attributes->find( sanitize_title( Input::query( 'edit' ) ) ) : null;
		$done    = isset( $_GET['vitrine_done'] ) ? sanitize_key( Input::query( 'vitrine_done' ) ) : '';
		$subject = isset( $_GET['attribute'] ) ? $this->attributes->find( sanitize_title( Input::query( 'attribute' ) ) ) : null;
		$deleted = isset( $_GET['attribute'] ) ? sanitize_title( Input::query( 'attribute' ) ) : '';
		// phpcs:enable
		$list       = $this->attributes->all();
		$can_delete = null !== $this->delete;
		AdminPage::open( 'vitrine-attributes', __( 'Attributes', 'vitrine' ) );
		?>
			<?php $this->render_notices( $errors, $done, null !== $subject ? $subject->name : $deleted ); ?>
			<p><?php esc_html_e( 'Attributes such as Colour or Size are shared by products. Each has its own values; products choose theirs in the Product data box, and variable products use them for their variations.', 'vitrine' ); ?></p>
			<div id="col-container" class="wp-clearfix">
				<div id="col-left">
					<div class="col-wrap">
						<div class="form-wrap">
							<?php $this->render_form( $editing, $values, $errors ); ?>
						</div>
					</div>
				</div>
				<div id="col-right">
					<div class="col-wrap">
						<table class="wp-list-table widefat fixed striped">
							<caption class="screen-reader-text"><?php esc_html_e( 'The store’s attributes', 'vitrine' ); ?></caption>
							<thead>
								<tr>
									<th scope="col"><?php esc_html_e( 'Name', 'vitrine' ); ?></th>
									<th scope="col"><?php esc_html_e( 'Slug', 'vitrine' ); ?></th>
									<th scope="col"><?php esc_html_e( 'Values', 'vitrine' ); ?></th>
								</tr>
							</thead>
							<tbody>
								<?php if ( array() === $list ) : ?>
									<tr><td colspan="3"><?php esc_html_e( 'No attributes yet. Add the first one with the form.', 'vitrine' ); ?></td></tr>
								<?php endif; ?>
								<?php foreach ( $list as $attribute ) : ?>
									<?php $this->render_row( $attribute, $can_delete ); ?>
								<?php endforeach; ?>
							</tbody>
						</table>
					</div>
				</div>
			</div>
		</div>
		<?php
	}

	/**
	 * @param array<string, string> $errors  Field id to message.
	 * @param string                $done    What the last action did: added, renamed, deleted.
	 * @param string                $subject The attribute it did it to.
	 */
	private function render_notices( array $errors, string $done, string $subject ): void {
		if ( array() !== $errors ) {
			Notices::errors( $errors, __( 'The attribute was not saved.', 'vitrine' ), 'vitrine-attribute-errors' );
			return;
		}
		$messages = array(
			/* translators: %s: the attribute's name. */
			'added'   => __( 'Attribute %s added. Add its values with “Configure values”.', 'vitrine' ),
			/* translators: %s: the attribute's name. */
			'renamed' => __( 'Attribute %s updated.', 'vitrine' ),
			/* translators: %s: the attribute's slug. */
			'deleted' => __( 'Attribute %s deleted.', 'vitrine' ),
		);
		if ( isset( $messages[ $done ] ) ) {
			Notices::success( sprintf( $messages[ $done ], $subject ) );
		}
	}

	/**
	 * @param GlobalAttribute|null  $editing The attribute being renamed, or null to add one.
	 * @param array<string, mixed>  $values  What was typed into a refused form.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function render_form( ?GlobalAttribute $editing, array $values, array $errors ): void {
		$name = (string) ( $values['name'] ?? ( null !== $editing ? $editing->name : '' ) );
		$slug = null !== $editing ? $editing->slug : (string) ( $values['slug'] ?? '' );
		?>
		<h2><?php echo esc_html( null !== $editing ? __( 'Edit attribute', 'vitrine' ) : __( 'Add new attribute', 'vitrine' ) ); ?></h2>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="vitrine-attribute-form" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ACTION ); ?>">
			<?php wp_nonce_field( self::SAVE_ACTION, '_wpnonce', false ); ?>
			<?php if ( null !== $editing ) : ?>
				<input type="hidden" name="original_slug" value="<?php echo esc_attr( $editing->slug ); ?>">
			<?php endif; ?>
			<?php FormMarkup::field_error( $errors, 'vitrine-attribute-form' ); ?>
			<div class="form-field form-required">
				<label for="vitrine-attribute-name"><?php esc_html_e( 'Name', 'vitrine' ); ?></label>
				<input type="text" id="vitrine-attribute-name" name="name" value="<?php echo esc_attr( $name ); ?>" maxlength="<?php echo esc_attr( (string) self::MAX_NAME ); ?>" aria-required="true" <?php FormMarkup::describedby( $errors, 'vitrine-attribute-name', 'vitrine-attribute-name-help' ); ?>>
				<p id="vitrine-attribute-name-help"><?php esc_html_e( 'What shoppers read, such as Colour.', 'vitrine' ); ?></p>
				<?php FormMarkup::field_error( $errors, 'vitrine-attribute-name' ); ?>
			</div>
			<div class="form-field">
				<label for="vitrine-attribute-slug"><?php esc_html_e( 'Slug', 'vitrine' ); ?></label>
				<input type="text" id="vitrine-attribute-slug" name="slug" value="<?php echo esc_attr( $slug ); ?>" maxlength="<?php echo esc_attr( (string) self::MAX_SLUG ); ?>" <?php echo null !== $editing ? 'readonly' : ''; ?> <?php FormMarkup::describedby( $errors, 'vitrine-attribute-slug', 'vitrine-attribute-slug-help' ); ?>>
				<p id="vitrine-attribute-slug-help">
					<?php
					echo esc_html(
						null !== $editing
							? __( 'The slug names the attribute in addresses and filters; it cannot change.', 'vitrine' )
							/* translators: %d: the most characters allowed. */
							: sprintf( __( 'Optional: made from the name when left empty. Up to %d lower-case letters, digits or hyphens; it cannot change later.', 'vitrine' ), self::MAX_SLUG )
					);
					?>
				</p>
				<?php FormMarkup::field_error( $errors, 'vitrine-attribute-slug' ); ?>
			</div>
			<p class="submit">
				<?php if ( null !== $editing ) : ?>
					<button type="submit" class="button button-primary"><?php esc_html_e( 'Update attribute', 'vitrine' ); ?></button>
					<a class="button" href="<?php echo esc_url( self::url() ); ?>"><?php esc_html_e( 'Cancel', 'vitrine' ); ?></a>
				<?php else : ?>
					<button type="submit" class="button button-primary"><?php esc_html_e( 'Add attribute', 'vitrine' ); ?></button>
				<?php endif; ?>
			</p>
		</form>
		<?php
	}

	private function render_row( GlobalAttribute $attribute, bool $can_delete ): void {
		$taxonomy = $attribute->taxonomy();
		$terms    = taxonomy_exists( $taxonomy ) ? get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
				'number'     => 10,
				'orderby'    => 'name',
				'fields'     => 'names',
			)
		) : array();
		$count    = taxonomy_exists( $taxonomy ) ? (int) wp_count_terms( array( 'taxonomy' => $taxonomy ) ) : 0;
		?>
		<tr>
			<th scope="row">
				<strong><?php echo esc_html( $attribute->name ); ?></strong>
				<div class="row-actions visible">
					<a href="<?php echo esc_url( self::url( array( 'edit' => $attribute->slug ) ) ); ?>">
						<?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $attribute->name ); ?></span>
					</a>
					<?php if ( $can_delete ) : ?>
						|
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-inline-form">
							<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_ACTION ); ?>">
							<input type="hidden" name="slug" value="<?php echo esc_attr( $attribute->slug ); ?>">
							<?php wp_nonce_field( self::DELETE_ACTION . '_' . $attribute->slug, '_wpnonce', false ); ?>
							<button type="submit" class="button-link button-link-delete">
								<?php esc_html_e( 'Delete', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $attribute->name ); ?></span>
							</button>
						</form>
					<?php endif; ?>
				</div>
			</th>
			<td><?php echo esc_html( $attribute->slug ); ?></td>
			<td>
				<?php
				if ( is_array( $terms ) && array() !== $terms ) {
					echo esc_html( implode( ', ', array_map( 'strval', $terms ) ) . ( $count > count( $terms ) ? ', …' : '' ) );
				} else {
					echo '<span class="description">' . esc_html__( 'No values yet.', 'vitrine' ) . '</span>';
				}
				?>
				<br>
				<a href="<?php echo esc_url( admin_url( 'edit-tags.php?taxonomy=' . $taxonomy . '&post_type=' . ProductPostTypes::PRODUCT ) ); ?>">
					<?php esc_html_e( 'Configure values', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $attribute->name ); ?></span>
				</a>
			</td>
		</tr>
		<?php
	}

	/**
	 * Keeps the typed values and messages, and answers where to go back to.
	 *
	 * @param string                $back   The form's address.
	 * @param array<string, mixed>  $values What was typed.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function refuse( string $back, array $values, array $errors ): string {
		$this->stash->put(
			self::STASH,
			array(
				'values' => $values,
				'errors' => $errors,
			)
		);
		return $back;
	}
}
