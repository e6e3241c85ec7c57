<?php
/**
 * Vitrine > Data stores.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\Admin;

use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreError;

/**
 * Lists the data stores, adds and changes one (slug, label, where it is kept, size limit) and
 * deletes one. Forms post to admin-post.php and need manage_options (as the shop's settings) and
 * their nonce; a refused form writes nothing and comes back with what was typed and a message by
 * each field.
 */
final class DataStoresPage {

	public const SLUG       = 'vitrine-data-stores';
	public const CAPABILITY = 'manage_options';

	public const SAVE_ACTION   = 'vitrine_save_data_store';
	public const DELETE_ACTION = 'vitrine_delete_data_store';

	private const STASH = 'data_store';

	private const ID = 'vitrine-data-store-';

	private string $hook_suffix = '';

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly FormStash $stash,
	) {
	}

	/**
	 * admin_menu (after the Vitrine menu exists).
	 */
	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Data stores', 'vitrine' ),
			__( 'Data stores', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * admin_enqueue_scripts: a few rules of style; the screen needs no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' !== $this->hook_suffix && $hook_suffix === $this->hook_suffix ) {
			wp_add_inline_style( 'wp-admin', '.vitrine-inline-form{display:inline}.vitrine-inline-form .button-link-delete{color:#b32d2e}.vitrine-field__error{color:#b32d2e;font-weight:600}' );
		}
	}

	/**
	 * The screen's address.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * admin_post_vitrine_save_data_store.
	 */
	public function handle_save(): void {
		AdminPost::redirect( $this->process_save( ... ) );
	}

	/**
	 * admin_post_vitrine_delete_data_store.
	 */
	public function handle_delete(): void {
		AdminPost::redirect( $this->process_delete( ... ) );
	}

	/**
	 * Adds a store or changes one.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_save( array $request ): string {
		$values = array(
			'slug'     => trim( sanitize_text_field( Input::raw( $request['slug'] ?? '' ) ) ),
			'label'    => trim( sanitize_text_field( Input::raw( $request['label'] ?? '' ) ) ),
			'type'     => sanitize_key( Input::raw( $request['type'] ?? '' ) ),
			'size'     => trim( sanitize_text_field( Input::raw( $request['size'] ?? '' ) ) ),
			'existing' => sanitize_key( Input::raw( $request['existing'] ?? '' ) ),
		);
		$back   = self::url( '' !== $values['existing'] ? array( 'edit' => $values['existing'] ) : array() ) . '#' . self::ID . 'form';
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::SAVE_ACTION ) ) {
			return $this->refuse( $back, $values, array( self::ID . 'form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( $back, $values, array( self::ID . 'form' => self::forbidden() ) );
		}
		$slug = '' !== $values['existing'] ? $values['existing'] : $values['slug'];
		if ( '' === $values['existing'] && null !== $this->stores->get( $slug ) ) {
			return $this->refuse( $back, $values, array( self::ID . 'slug' => __( 'A data store with this slug exists already.', 'vitrine' ) ) );
		}
		$size = 1 === preg_match( '/^\d{1,5}$/', $values['size'] ) ? (int) $values['size'] : 0;
		try {
			$this->stores->save( $slug, $values['label'], $values['type'], $size );
		} catch ( StoreError $e ) {
			$errors = array();
			foreach ( $e->params() as $field => $message ) {
				$errors[ self::ID . $field ] = (string) $message;
			}
			return $this->refuse( $back, $values, $errors );
		}
		return self::url( array( 'vitrine_done' => '' !== $values['existing'] ? 'updated' : 'added' ) );
	}

	/**
	 * Deletes a store's definition.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_delete( array $request ): string {
		$slug = sanitize_key( Input::raw( $request['slug'] ?? '' ) );
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::DELETE_ACTION . '_' . $slug ) ) {
			return $this->refuse( self::url(), array(), array( self::ID . 'form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::url(), array(), array( self::ID . 'form' => self::forbidden() ) );
		}
		if ( ! $this->stores->delete( $slug ) ) {
			return $this->refuse( self::url(), array(), array( self::ID . 'form' => __( 'This data store no longer exists.', 'vitrine' ) ) );
		}
		return self::url( array( 'vitrine_done' => 'deleted' ) );
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage data stores.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$editing = isset( $_GET['edit'] ) ? $this->stores->get( sanitize_key( Input::query( 'edit' ) ) ) : null;
		$done    = isset( $_GET['vitrine_done'] ) ? sanitize_key( Input::query( 'vitrine_done' ) ) : '';
		// phpcs:enable
		$stash  = $this->stash->take( self::STASH );
		$errors = (array) ( $stash['errors'] ?? array() );
		AdminPage::open( 'vitrine-data-stores', __( 'Data stores', 'vitrine' ) );
		Notices::errors( $errors, __( 'The data store was not saved.', 'vitrine' ) );
		$messages = array(
			'added'   => __( 'Data store added.', 'vitrine' ),
			'updated' => __( 'Data store updated.', 'vitrine' ),
			'deleted' => __( 'Data store deleted. The items visitors kept in it stay until the plugin is uninstalled; a store added again with the same slug finds them.', 'vitrine' ),
		);
		if ( isset( $messages[ $done ] ) ) {
			Notices::success( $messages[ $done ] );
		}
		?>
		<p><?php esc_html_e( 'Data stores are lists of posts or products that visitors keep, such as favourites or a comparison list. Add a Store button block to let visitors add an item, and a Store count block to show how many they kept.', 'vitrine' ); ?></p>
		<div id="col-container" class="wp-clearfix">
			<div id="col-left"><div class="col-wrap"><div class="form-wrap">
				<?php $this->render_form( $editing, (array) ( $stash['values'] ?? array() ), $errors ); ?>
			</div></div></div>
			<div id="col-right"><div class="col-wrap">
				<?php $this->render_table(); ?>
			</div></div>
		</div>
		</div>
		<?php
	}

	private function render_table(): void {
		$types = self::type_labels();
		?>
		<table class="wp-list-table widefat fixed striped">
			<caption class="screen-reader-text"><?php esc_html_e( 'Data stores', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Label', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Slug', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Kept', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Size limit', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( array() === $this->stores->all() ) : ?>
					<tr><td colspan="4"><?php esc_html_e( 'No data stores yet. Add the first one with the form.', 'vitrine' ); ?></td></tr>
				<?php endif; ?>
				<?php foreach ( $this->stores->all() as $store ) : ?>
					<tr>
						<th scope="row">
							<strong><?php echo esc_html( $store->label ); ?></strong>
							<div class="row-actions visible">
								<a href="<?php echo esc_url( self::url( array( 'edit' => $store->slug ) ) ); ?>"><?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $store->label ); ?></span></a>
								|
								<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-inline-form">
									<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_ACTION ); ?>">
									<input type="hidden" name="slug" value="<?php echo esc_attr( $store->slug ); ?>">
									<?php wp_nonce_field( self::DELETE_ACTION . '_' . $store->slug, '_wpnonce', false ); ?>
									<button type="submit" class="button-link button-link-delete"><?php esc_html_e( 'Delete', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $store->label ); ?></span></button>
								</form>
							</div>
						</th>
						<td><code><?php echo esc_html( $store->slug ); ?></code></td>
						<td><?php echo esc_html( $types[ $store->type ] ?? $store->type ); ?></td>
						<td><?php echo esc_html( number_format_i18n( $store->size ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * @param DataStore|null        $editing The store being changed, or null to add one.
	 * @param array<string, mixed>  $typed   What was typed into a refused form.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function render_form( ?DataStore $editing, array $typed, array $errors ): void {
		if ( array() !== $typed ) {
			$values = array_map( 'strval', $typed );
		} elseif ( null !== $editing ) {
			$values = array(
				'slug'  => $editing->slug,
				'label' => $editing->label,
				'type'  => $editing->type,
				'size'  => (string) $editing->size,
			);
		} else {
			$values = array(
				'type' => DataStore::TYPE_USER,
				'size' => '50',
			);
		}
		$value    = static fn ( string $key ): string => (string) ( $values[ $key ] ?? '' );
		$existing = null !== $editing ? $editing->slug : (string) ( $typed['existing'] ?? '' );
		$id       = self::ID;
		?>
		<h2><?php echo esc_html( '' !== $existing ? __( 'Edit data store', 'vitrine' ) : __( 'Add data store', 'vitrine' ) ); ?></h2>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="<?php echo esc_attr( $id . 'form' ); ?>" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ACTION ); ?>">
			<input type="hidden" name="existing" value="<?php echo esc_attr( $existing ); ?>">
			<?php wp_nonce_field( self::SAVE_ACTION, '_wpnonce', false ); ?>
			<?php FormMarkup::field_error( $errors, $id . 'form' ); ?>
			<div class="form-field">
				<label for="<?php echo esc_attr( $id . 'label' ); ?>"><?php esc_html_e( 'Label', 'vitrine' ); ?></label>
				<input type="text" id="<?php echo esc_attr( $id . 'label' ); ?>" name="label" value="<?php echo esc_attr( $value( 'label' ) ); ?>" maxlength="100" required <?php FormMarkup::describedby( $errors, $id . 'label' ); ?>>
				<?php FormMarkup::field_error( $errors, $id . 'label' ); ?>
			</div>
			<div class="form-field">
				<label for="<?php echo esc_attr( $id . 'slug' ); ?>"><?php esc_html_e( 'Slug', 'vitrine' ); ?></label>
				<input type="text" id="<?php echo esc_attr( $id . 'slug' ); ?>" name="slug" value="<?php echo esc_attr( '' !== $existing ? $existing : $value( 'slug' ) ); ?>" maxlength="40" pattern="[a-z0-9_\-]{1,40}" <?php echo '' !== $existing ? 'readonly' : 'required'; ?> <?php FormMarkup::describedby( $errors, $id . 'slug', $id . 'slug-help' ); ?>>
				<p id="<?php echo esc_attr( $id . 'slug-help' ); ?>"><?php esc_html_e( 'Lowercase letters, digits, hyphens and underscores; blocks name the store by it. It cannot be changed later.', 'vitrine' ); ?></p>
				<?php FormMarkup::field_error( $errors, $id . 'slug' ); ?>
			</div>
			<fieldset class="form-field" <?php FormMarkup::describedby( $errors, $id . 'type' ); ?>>
				<legend><?php esc_html_e( 'Where items are kept', 'vitrine' ); ?></legend>
				<?php foreach ( self::type_labels() as $type => $label ) : ?>
					<p><label><input type="radio" name="type" value="<?php echo esc_attr( $type ); ?>" <?php checked( $value( 'type' ), $type ); ?>> <?php echo esc_html( $label ); ?></label></p>
				<?php endforeach; ?>
				<?php FormMarkup::field_error( $errors, $id . 'type' ); ?>
			</fieldset>
			<div class="form-field">
				<label for="<?php echo esc_attr( $id . 'size' ); ?>"><?php esc_html_e( 'Size limit', 'vitrine' ); ?></label>
				<input type="number" id="<?php echo esc_attr( $id . 'size' ); ?>" name="size" value="<?php echo esc_attr( $value( 'size' ) ); ?>" min="1" max="<?php echo esc_attr( (string) DataStore::MAX_SIZE ); ?>" required <?php FormMarkup::describedby( $errors, $id . 'size', $id . 'size-help' ); ?>>
				<p id="<?php echo esc_attr( $id . 'size-help' ); ?>"><?php esc_html_e( 'The most items a visitor can keep; adding one more is refused with a message.', 'vitrine' ); ?></p>
				<?php FormMarkup::field_error( $errors, $id . 'size' ); ?>
			</div>
			<?php submit_button( '' !== $existing ? __( 'Save data store', 'vitrine' ) : __( 'Add data store', 'vitrine' ) ); ?>
		</form>
		<?php
	}

	/**
	 * @return array<string, string>
	 */
	private static function type_labels(): array {
		return array(
			DataStore::TYPE_BROWSER => __( 'In the browser, for everyone', 'vitrine' ),
			DataStore::TYPE_USER    => __( 'In the account of logged-in customers (guests: in the browser, merged at login)', 'vitrine' ),
			DataStore::TYPE_SERVER  => __( 'In a table, counted across customers (guests: in the browser, merged at login)', 'vitrine' ),
		);
	}

	/**
	 * @param string                $back   Where to go.
	 * @param array<string, string> $values What was typed.
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

	private static function expired(): string {
		return __( 'Your session has expired or the form was not sent from this site. Try again.', 'vitrine' );
	}

	private static function forbidden(): string {
		return __( 'Sorry, you are not allowed to manage data stores.', 'vitrine' );
	}
}
