<?php
/**
 * Vitrine > Taxes: the tax rates of each class, and the classes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax\Admin;

use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Tax\Countries;
use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxRate;
use Vitrine\Tax\TaxRateRepository;
use Vitrine\Tax\TaxSettings;
use Vitrine\Tax\TaxValidationException;

/**
 * Lists the rates of one tax class at a time (a tab per class), adds, edits and deletes rates,
 * and adds and removes classes. Whether taxes are charged, and how, is in Vitrine > Settings.
 *
 * Forms post to admin-post.php (post/redirect/get) and need manage_options and their nonce. A
 * refused form writes nothing and comes back with what was typed and a message by each field,
 * through the user's FormStash (the same as the catalog's screens).
 */
final class TaxesPage {

	public const SLUG       = 'vitrine-taxes';
	public const CAPABILITY = 'manage_options';

	public const SAVE_RATE_ACTION    = 'vitrine_save_tax_rate';
	public const DELETE_RATE_ACTION  = 'vitrine_delete_tax_rate';
	public const SAVE_CLASS_ACTION   = 'vitrine_save_tax_class';
	public const DELETE_CLASS_ACTION = 'vitrine_delete_tax_class';

	public const RATE_STASH  = 'tax_rate';
	public const CLASS_STASH = 'tax_class';

	/** Rate fields in the form, in the order of the table. */
	private const RATE_FIELDS = array( 'country', 'state', 'postcodes', 'cities', 'rate', 'name', 'priority', 'compound', 'shipping', 'tax_class', 'order' );

	private string $hook_suffix = '';

	public function __construct(
		private readonly TaxRateRepository $rates,
		private readonly TaxClasses $classes,
		private readonly TaxSettings $settings,
		private readonly FormStash $stash,
	) {
	}

	/**
	 * admin_menu (after the Vitrine menu exists).
	 */
	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Taxes', 'vitrine' ),
			__( 'Taxes', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * admin_enqueue_scripts: a few rules of style for this screen; it needs no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' !== $this->hook_suffix && $hook_suffix === $this->hook_suffix ) {
			// WordPress's #d63638 for delete links is below 4.5:1 on striped rows; #b32d2e is not.
			wp_add_inline_style( 'wp-admin', '.vitrine-inline-form{display:inline}.vitrine-inline-form .button-link-delete{color:#b32d2e}.vitrine-field__error{color:#b32d2e;font-weight:600}.vitrine-taxes .form-field textarea{min-height:4em}.vitrine-taxes td.vitrine-taxes__list{overflow-wrap:anywhere}' );
		}
	}

	/**
	 * The screen's address, with optional query arguments.
	 *
	 * @param array<string, string> $args Query arguments (class: a class's form value).
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * A class slug as the screen's forms and addresses name it: standard for the standard class.
	 */
	public static function class_value( string $slug ): string {
		return TaxClasses::STANDARD === $slug ? TaxSettings::STANDARD_VALUE : $slug;
	}

	/**
	 * admin_post_vitrine_save_tax_rate.
	 */
	public function handle_save_rate(): void {
		AdminPost::redirect( $this->process_save_rate( ... ) );
	}

	/**
	 * admin_post_vitrine_delete_tax_rate.
	 */
	public function handle_delete_rate(): void {
		AdminPost::redirect( $this->process_delete_rate( ... ) );
	}

	/**
	 * admin_post_vitrine_save_tax_class.
	 */
	public function handle_save_class(): void {
		AdminPost::redirect( $this->process_save_class( ... ) );
	}

	/**
	 * admin_post_vitrine_delete_tax_class.
	 */
	public function handle_delete_class(): void {
		AdminPost::redirect( $this->process_delete_class( ... ) );
	}

	/**
	 * Adds a rate, or changes one (when rate_id is given).
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_save_rate( array $request ): string {
		$id     = absint( Input::raw( $request['rate_id'] ?? '0' ) );
		$values = array();
		foreach ( self::RATE_FIELDS as $field ) {
			$value            = Input::raw( $request[ $field ] ?? '' );
			$values[ $field ] = in_array( $field, array( 'postcodes', 'cities' ), true ) ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		}
		$values['rate_id'] = (string) $id;
		$class_value       = '' !== $values['tax_class'] ? $values['tax_class'] : TaxSettings::STANDARD_VALUE;
		$back              = self::url(
			array_filter(
				array(
					'class' => $class_value,
					'edit'  => $id > 0 ? (string) $id : '',
				)
			)
		);

		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::SAVE_RATE_ACTION ) ) {
			return $this->refuse( self::RATE_STASH, $back, $values, array( 'vitrine-tax-rate-form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::RATE_STASH, $back, $values, array( 'vitrine-tax-rate-form' => self::forbidden() ) );
		}

		$fields              = $values;
		$fields['compound']  = 'yes' === $values['compound'];
		$fields['shipping']  = 'yes' === $values['shipping'];
		$fields['tax_class'] = TaxSettings::STANDARD_VALUE === $class_value ? TaxClasses::STANDARD : $class_value;
		unset( $fields['rate_id'] );
		try {
			$rate = $id > 0 ? $this->rates->update( $id, $fields ) : $this->rates->create( $fields );
		} catch ( TaxValidationException $e ) {
			$errors = array();
			foreach ( $e->errors as $field => $message ) {
				$errors[ 'rate_id' === $field ? 'vitrine-tax-rate-form' : 'vitrine-tax-rate-' . $field ] = $message;
			}
			return $this->refuse( self::RATE_STASH, $back, $values, $errors );
		} catch ( \RuntimeException $e ) {
			return $this->refuse( self::RATE_STASH, $back, $values, array( 'vitrine-tax-rate-form' => __( 'The database did not accept the tax rate. Try again.', 'vitrine' ) ) );
		}
		return self::url(
			array(
				'class'        => self::class_value( $rate->tax_class ),
				'vitrine_done' => $id > 0 ? 'updated' : 'added',
			)
		);
	}

	/**
	 * Deletes a rate.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_delete_rate( array $request ): string {
		$id   = absint( Input::raw( $request['rate_id'] ?? '0' ) );
		$rate = $id > 0 ? $this->rates->find( $id ) : null;
		$back = self::url( null !== $rate ? array( 'class' => self::class_value( $rate->tax_class ) ) : array() );
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::DELETE_RATE_ACTION . '_' . $id ) ) {
			return $this->refuse( self::RATE_STASH, $back, array(), array( 'vitrine-tax-rate-form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::RATE_STASH, $back, array(), array( 'vitrine-tax-rate-form' => self::forbidden() ) );
		}
		if ( null === $rate ) {
			return $this->refuse( self::RATE_STASH, $back, array(), array( 'vitrine-tax-rate-form' => __( 'This tax rate no longer exists.', 'vitrine' ) ) );
		}
		$this->rates->delete( $id );
		return self::url(
			array(
				'class'        => self::class_value( $rate->tax_class ),
				'vitrine_done' => 'deleted',
			)
		);
	}

	/**
	 * Adds a tax class.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_save_class( array $request ): string {
		$values = array(
			'name' => trim( sanitize_text_field( Input::raw( $request['name'] ?? '' ) ) ),
			'slug' => trim( sanitize_text_field( Input::raw( $request['slug'] ?? '' ) ) ),
		);
		$back   = self::url() . '#vitrine-tax-class-form';
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::SAVE_CLASS_ACTION ) ) {
			return $this->refuse( self::CLASS_STASH, $back, $values, array( 'vitrine-tax-class-form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::CLASS_STASH, $back, $values, array( 'vitrine-tax-class-form' => self::forbidden() ) );
		}
		try {
			$slug = $this->classes->add( $values['name'], $values['slug'] );
		} catch ( TaxValidationException $e ) {
			$errors = array();
			foreach ( $e->errors as $field => $message ) {
				$errors[ 'vitrine-tax-class-' . $field ] = $message;
			}
			return $this->refuse( self::CLASS_STASH, $back, $values, $errors );
		}
		return self::url(
			array(
				'class'        => $slug,
				'vitrine_done' => 'class_added',
			)
		);
	}

	/**
	 * Removes a tax class with its rates; its products fall back to the standard class.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_delete_class( array $request ): string {
		$slug = sanitize_title( Input::raw( $request['slug'] ?? '' ) );
		$back = self::url() . '#vitrine-tax-classes';
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::DELETE_CLASS_ACTION . '_' . $slug ) ) {
			return $this->refuse( self::CLASS_STASH, $back, array(), array( 'vitrine-tax-class-form' => self::expired() ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( self::CLASS_STASH, $back, array(), array( 'vitrine-tax-class-form' => self::forbidden() ) );
		}
		if ( TaxClasses::STANDARD === $slug || ! $this->classes->exists( $slug ) ) {
			$message = TaxClasses::STANDARD === $slug ? __( 'The standard tax class cannot be removed.', 'vitrine' ) : __( 'This tax class no longer exists.', 'vitrine' );
			return $this->refuse( self::CLASS_STASH, $back, array(), array( 'vitrine-tax-class-form' => $message ) );
		}
		$name = $this->classes->name( $slug );
		$this->rates->delete_class( $slug );
		$this->classes->remove( $slug );
		$this->settings->forget_class( $slug );
		return self::url(
			array(
				'vitrine_done' => 'class_deleted',
				'subject'      => $name,
			)
		) . '#vitrine-tax-classes';
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage taxes.', 'vitrine' ), 403 );
		}
		$classes = $this->classes->all();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$requested = isset( $_GET['class'] ) ? sanitize_title( Input::query( 'class' ) ) : TaxSettings::STANDARD_VALUE;
		$editing   = isset( $_GET['edit'] ) ? $this->rates->find( absint( Input::query( 'edit' ) ) ) : null;
		$done      = isset( $_GET['vitrine_done'] ) ? sanitize_key( Input::query( 'vitrine_done' ) ) : '';
		$subject   = isset( $_GET['subject'] ) ? sanitize_text_field( Input::query( 'subject' ) ) : '';
		// phpcs:enable
		$current = TaxSettings::STANDARD_VALUE === $requested ? TaxClasses::STANDARD : $requested;
		if ( ! isset( $classes[ $current ] ) ) {
			$current = TaxClasses::STANDARD;
		}
		if ( null !== $editing ) {
			$current = $editing->tax_class;
		}
		$rate_stash  = $this->stash->take( self::RATE_STASH );
		$class_stash = $this->stash->take( self::CLASS_STASH );
		$rate_errors = (array) ( $rate_stash['errors'] ?? array() );
		$class_errs  = (array) ( $class_stash['errors'] ?? array() );
		AdminPage::open( 'vitrine-taxes', __( 'Taxes', 'vitrine' ) );
		$this->render_errors( $rate_errors, __( 'The tax rate was not saved.', 'vitrine' ) );
		$this->render_errors( $class_errs, __( 'The tax class was not saved.', 'vitrine' ) );
		$this->render_done( $done, '' !== $subject ? $subject : ( $classes[ $current ] ?? '' ) );
		?>
			<p>
				<?php
				if ( ! $this->settings->enabled() ) {
					echo '<strong>' . esc_html__( 'Taxes are switched off: no tax is charged until you enable them.', 'vitrine' ) . '</strong> ';
				}
				esc_html_e( 'Whether taxes are charged, whether prices include them and which address they follow are set in the Taxes section of the settings.', 'vitrine' );
				?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG ) ); ?>"><?php esc_html_e( 'Tax settings', 'vitrine' ); ?></a>
			</p>

			<nav class="nav-tab-wrapper" aria-label="<?php esc_attr_e( 'Tax classes', 'vitrine' ); ?>">
				<?php foreach ( $classes as $slug => $name ) : ?>
					<?php $is_current = (string) $slug === $current; ?>
					<a href="<?php echo esc_url( self::url( array( 'class' => self::class_value( (string) $slug ) ) ) ); ?>" class="nav-tab<?php echo $is_current ? ' nav-tab-active' : ''; ?>" <?php echo $is_current ? 'aria-current="page"' : ''; ?>>
						<?php
						/* translators: %s: the tax class's name, such as Reduced rate. */
						echo esc_html( sprintf( __( '%s rates', 'vitrine' ), $name ) );
						?>
					</a>
				<?php endforeach; ?>
			</nav>

			<div id="col-container" class="wp-clearfix">
				<div id="col-left">
					<div class="col-wrap">
						<div class="form-wrap">
							<?php $this->render_rate_form( $editing, $current, (array) ( $rate_stash['values'] ?? array() ), $rate_errors ); ?>
						</div>
					</div>
				</div>
				<div id="col-right">
					<div class="col-wrap">
						<?php $this->render_rates( $current, $classes[ $current ] ?? '' ); ?>
						<?php $this->render_classes( $classes, (array) ( $class_stash['values'] ?? array() ), $class_errs ); ?>
					</div>
				</div>
			</div>
		</div>
		<?php
	}

	/**
	 * @param string $tax_class The class shown.
	 * @param string $name      Its name.
	 */
	private function render_rates( string $tax_class, string $name ): void {
		$rates = $this->rates->for_class( $tax_class );
		?>
		<h2>
			<?php
			/* translators: %s: the tax class's name, such as Reduced rate. */
			echo esc_html( sprintf( __( '%s rates', 'vitrine' ), $name ) );
			?>
		</h2>
		<p class="description"><?php esc_html_e( 'Empty country, state, postcodes or cities match every one. Of the rates with the same priority, only the most specific that matches applies; rates of different priorities add up. A compound rate is charged on top of the others.', 'vitrine' ); ?></p>
		<table class="wp-list-table widefat fixed striped">
			<caption class="screen-reader-text">
				<?php
				/* translators: %s: the tax class's name, such as Reduced rate. */
				echo esc_html( sprintf( __( 'Tax rates of the class %s', 'vitrine' ), $name ) );
				?>
			</caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Tax name', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Country', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'State', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Postcodes', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Cities', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Rate %', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Priority', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Compound', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Shipping', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( array() === $rates ) : ?>
					<tr><td colspan="9"><?php esc_html_e( 'No rates in this class yet. Add the first one with the form.', 'vitrine' ); ?></td></tr>
				<?php endif; ?>
				<?php foreach ( $rates as $rate ) : ?>
					<?php $this->render_rate_row( $rate ); ?>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	private function render_rate_row( TaxRate $rate ): void {
		$any    = '<span class="description">' . esc_html__( 'Any', 'vitrine' ) . '</span>';
		$yes_no = static fn ( bool $value ): string => $value ? __( 'Yes', 'vitrine' ) : __( 'No', 'vitrine' );
		/* translators: %s: the rate's label, such as VAT. */
		$which = sprintf( __( 'rate %s', 'vitrine' ), $rate->label() . ' ' . $rate->percent() . '%' );
		?>
		<tr>
			<th scope="row">
				<strong><?php echo esc_html( $rate->label() ); ?></strong>
				<div class="row-actions visible">
					<a href="<?php echo esc_url( self::url( array( 'edit' => (string) $rate->id ) ) ); ?>">
						<?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $which ); ?></span>
					</a>
					|
					<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-inline-form">
						<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_RATE_ACTION ); ?>">
						<input type="hidden" name="rate_id" value="<?php echo esc_attr( (string) $rate->id ); ?>">
						<?php wp_nonce_field( self::DELETE_RATE_ACTION . '_' . $rate->id, '_wpnonce', false ); ?>
						<button type="submit" class="button-link button-link-delete">
							<?php esc_html_e( 'Delete', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $which ); ?></span>
						</button>
					</form>
				</div>
			</th>
			<td>
				<?php
				if ( '' === $rate->country ) {
					echo wp_kses_post( $any );
				} else {
					echo esc_html( Countries::name( $rate->country ) . ' (' . $rate->country . ')' );
				}
				?>
			</td>
			<td><?php echo '' === $rate->state ? wp_kses_post( $any ) : esc_html( $rate->state ); ?></td>
			<td class="vitrine-taxes__list"><?php echo array() === $rate->postcodes ? wp_kses_post( $any ) : esc_html( self::short_list( $rate->postcodes ) ); ?></td>
			<td class="vitrine-taxes__list"><?php echo array() === $rate->cities ? wp_kses_post( $any ) : esc_html( self::short_list( $rate->cities ) ); ?></td>
			<td><?php echo esc_html( $rate->percent() ); ?></td>
			<td><?php echo esc_html( (string) $rate->priority ); ?></td>
			<td><?php echo esc_html( $yes_no( $rate->compound ) ); ?></td>
			<td><?php echo esc_html( $yes_no( $rate->shipping ) ); ?></td>
		</tr>
		<?php
	}

	/**
	 * @param TaxRate|null          $editing The rate being changed, or null to add one.
	 * @param string                $current The class shown.
	 * @param array<string, mixed>  $typed   What was typed into a refused form.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function render_rate_form( ?TaxRate $editing, string $current, array $typed, array $errors ): void {
		if ( array() !== $typed && (int) ( $typed['rate_id'] ?? 0 ) === ( null !== $editing ? $editing->id : 0 ) ) {
			$values = array_map( 'strval', $typed );
		} elseif ( null !== $editing ) {
			$values = array(
				'country'   => $editing->country,
				'state'     => $editing->state,
				'postcodes' => implode( "\n", $editing->postcodes ),
				'cities'    => implode( "\n", $editing->cities ),
				'rate'      => $editing->percent(),
				'name'      => $editing->name,
				'priority'  => (string) $editing->priority,
				'compound'  => $editing->compound ? 'yes' : '',
				'shipping'  => $editing->shipping ? 'yes' : '',
				'tax_class' => self::class_value( $editing->tax_class ),
				'order'     => (string) $editing->order,
			);
		} else {
			$values = array(
				'priority'  => '1',
				'shipping'  => 'yes',
				'tax_class' => self::class_value( $current ),
			);
		}
		$value = static fn ( string $key ): string => (string) ( $values[ $key ] ?? '' );
		$id    = 'vitrine-tax-rate-';
		?>
		<h2><?php echo esc_html( null !== $editing ? __( 'Edit tax rate', 'vitrine' ) : __( 'Add tax rate', 'vitrine' ) ); ?></h2>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="vitrine-tax-rate-form" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_RATE_ACTION ); ?>">
			<input type="hidden" name="rate_id" value="<?php echo esc_attr( null !== $editing ? (string) $editing->id : '0' ); ?>">
			<?php wp_nonce_field( self::SAVE_RATE_ACTION, '_wpnonce', false ); ?>
			<?php FormMarkup::field_error( $errors, 'vitrine-tax-rate-form' ); ?>

			<div class="form-field">
				<label for="<?php echo esc_attr( $id . 'country' ); ?>"><?php esc_html_e( 'Country', 'vitrine' ); ?></label>
				<select id="<?php echo esc_attr( $id . 'country' ); ?>" name="country" <?php FormMarkup::describedby( $errors, $id . 'country', '' ); ?>>
					<option value=""><?php esc_html_e( 'Any country', 'vitrine' ); ?></option>
					<?php foreach ( self::country_options( $value( 'country' ) ) as $code => $label ) : ?>
						<option value="<?php echo esc_attr( $code ); ?>" <?php selected( $value( 'country' ), $code ); ?>><?php echo esc_html( $label ); ?></option>
					<?php endforeach; ?>
				</select>
				<?php FormMarkup::field_error( $errors, $id . 'country' ); ?>
			</div>
			<?php
			$this->text_field( $id . 'state', 'state', __( 'State code', 'vitrine' ), $value( 'state' ), __( 'Such as CA; empty for every state.', 'vitrine' ), $errors, array( 'maxlength' => '50' ) );
			$this->textarea_field( $id . 'postcodes', 'postcodes', __( 'Postcodes', 'vitrine' ), $value( 'postcodes' ), __( 'One per line: exact (10115), a beginning with * (101*) or a range (10000...19999). Empty for every postcode.', 'vitrine' ), $errors );
			$this->textarea_field( $id . 'cities', 'cities', __( 'Cities', 'vitrine' ), $value( 'cities' ), __( 'One per line. Empty for every city.', 'vitrine' ), $errors );
			$this->text_field(
				$id . 'rate',
				'rate',
				__( 'Rate %', 'vitrine' ),
				$value( 'rate' ),
				__( 'Percent with up to 4 decimals and a point, such as 19 or 7.25.', 'vitrine' ),
				$errors,
				array(
					'inputmode' => 'decimal',
					'required'  => 'true',
				)
			);
			$this->text_field( $id . 'name', 'name', __( 'Tax name', 'vitrine' ), $value( 'name' ), __( 'What shoppers read, such as VAT. Empty for “Tax”.', 'vitrine' ), $errors, array( 'maxlength' => '200' ) );
			$this->text_field(
				$id . 'priority',
				'priority',
				__( 'Priority', 'vitrine' ),
				$value( 'priority' ),
				__( 'One rate per priority applies. Give a second tax (a city tax on top of a state tax) the next priority.', 'vitrine' ),
				$errors,
				array( 'inputmode' => 'numeric' )
			);
			$this->checkbox_field( $id . 'compound', 'compound', __( 'Compound', 'vitrine' ), 'yes' === $value( 'compound' ), __( 'Charged on the price plus the other taxes.', 'vitrine' ), $errors );
			$this->checkbox_field( $id . 'shipping', 'shipping', __( 'Applies to shipping', 'vitrine' ), 'yes' === $value( 'shipping' ), __( 'Also charged on shipping costs.', 'vitrine' ), $errors );
			?>
			<div class="form-field">
				<label for="<?php echo esc_attr( $id . 'tax_class' ); ?>"><?php esc_html_e( 'Tax class', 'vitrine' ); ?></label>
				<select id="<?php echo esc_attr( $id . 'tax_class' ); ?>" name="tax_class" <?php FormMarkup::describedby( $errors, $id . 'tax_class', '' ); ?>>
					<?php foreach ( $this->classes->all() as $slug => $name ) : ?>
						<option value="<?php echo esc_attr( self::class_value( (string) $slug ) ); ?>" <?php selected( $value( 'tax_class' ), self::class_value( (string) $slug ) ); ?>><?php echo esc_html( $name ); ?></option>
					<?php endforeach; ?>
				</select>
				<?php FormMarkup::field_error( $errors, $id . 'tax_class' ); ?>
			</div>
			<?php
			$this->text_field(
				$id . 'order',
				'order',
				__( 'Position', 'vitrine' ),
				$value( 'order' ),
				__( 'Order in the list; among equally specific rates of one priority the first applies. Empty: after the others.', 'vitrine' ),
				$errors,
				array( 'inputmode' => 'numeric' )
			);
			?>
			<p class="submit">
				<?php if ( null !== $editing ) : ?>
					<button type="submit" class="button button-primary"><?php esc_html_e( 'Update tax rate', 'vitrine' ); ?></button>
					<a class="button" href="<?php echo esc_url( self::url( array( 'class' => self::class_value( $editing->tax_class ) ) ) ); ?>"><?php esc_html_e( 'Cancel', 'vitrine' ); ?></a>
				<?php else : ?>
					<button type="submit" class="button button-primary"><?php esc_html_e( 'Add tax rate', 'vitrine' ); ?></button>
				<?php endif; ?>
			</p>
		</form>
		<?php
	}

	/**
	 * @param array<string, string> $classes Slug => name.
	 * @param array<string, mixed>  $typed   What was typed into a refused form.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function render_classes( array $classes, array $typed, array $errors ): void {
		?>
		<h2 id="vitrine-tax-classes"><?php esc_html_e( 'Tax classes', 'vitrine' ); ?></h2>
		<p class="description"><?php esc_html_e( 'Products are taxed by their class’s rates. Removing a class deletes its rates; its products are then taxed in the standard class, and variations follow their product.', 'vitrine' ); ?></p>
		<table class="wp-list-table widefat fixed striped">
			<caption class="screen-reader-text"><?php esc_html_e( 'The store’s tax classes', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Name', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Slug', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $classes as $slug => $name ) : ?>
					<tr>
						<th scope="row">
							<strong><?php echo esc_html( $name ); ?></strong>
							<?php if ( TaxClasses::STANDARD !== (string) $slug ) : ?>
								<div class="row-actions visible">
									<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-inline-form">
										<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_CLASS_ACTION ); ?>">
										<input type="hidden" name="slug" value="<?php echo esc_attr( (string) $slug ); ?>">
										<?php wp_nonce_field( self::DELETE_CLASS_ACTION . '_' . $slug, '_wpnonce', false ); ?>
										<button type="submit" class="button-link button-link-delete">
											<?php esc_html_e( 'Remove with its rates', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $name ); ?></span>
										</button>
									</form>
								</div>
							<?php endif; ?>
						</th>
						<td><?php echo esc_html( self::class_value( (string) $slug ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>

		<h3><?php esc_html_e( 'Add tax class', 'vitrine' ); ?></h3>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="vitrine-tax-class-form" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_CLASS_ACTION ); ?>">
			<?php wp_nonce_field( self::SAVE_CLASS_ACTION, '_wpnonce', false ); ?>
			<?php FormMarkup::field_error( $errors, 'vitrine-tax-class-form' ); ?>
			<div class="form-wrap">
				<?php
				$this->text_field(
					'vitrine-tax-class-name',
					'name',
					__( 'Name', 'vitrine' ),
					(string) ( $typed['name'] ?? '' ),
					__( 'Such as Books.', 'vitrine' ),
					$errors,
					array(
						'maxlength' => (string) TaxClasses::MAX_NAME,
						'required'  => 'true',
					)
				);
				$this->text_field( 'vitrine-tax-class-slug', 'slug', __( 'Slug', 'vitrine' ), (string) ( $typed['slug'] ?? '' ), __( 'Optional: made from the name when left empty. It cannot change later.', 'vitrine' ), $errors, array( 'maxlength' => (string) TaxClasses::MAX_SLUG ) );
				?>
			</div>
			<p class="submit"><button type="submit" class="button"><?php esc_html_e( 'Add tax class', 'vitrine' ); ?></button></p>
		</form>
		<?php
	}

	/**
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $title  What was not saved.
	 */
	private function render_errors( array $errors, string $title ): void {
		Notices::errors( $errors, $title, '', __( 'Correct the following and save again. What you entered is kept below.', 'vitrine' ) );
	}

	/**
	 * @param string $done    What the last action did.
	 * @param string $subject The class it was about.
	 */
	private function render_done( string $done, string $subject ): void {
		$messages = array(
			'added'         => __( 'Tax rate added.', 'vitrine' ),
			'updated'       => __( 'Tax rate updated.', 'vitrine' ),
			'deleted'       => __( 'Tax rate deleted.', 'vitrine' ),
			/* translators: %s: the tax class's name. */
			'class_added'   => sprintf( __( 'Tax class %s added. Add its rates with the form.', 'vitrine' ), $subject ),
			/* translators: %s: the tax class's name. */
			'class_deleted' => sprintf( __( 'Tax class %s removed with its rates.', 'vitrine' ), $subject ),
		);
		if ( isset( $messages[ $done ] ) ) {
			Notices::success( $messages[ $done ] );
		}
	}

	/**
	 * A one-line field with its help and message.
	 *
	 * @param string                $id         HTML id.
	 * @param string                $name       Field name.
	 * @param string                $label      Label.
	 * @param string                $value      Value.
	 * @param string                $help       Help text.
	 * @param array<string, string> $errors     Field id to message.
	 * @param array<string, string> $attributes inputmode, maxlength, required.
	 */
	private function text_field( string $id, string $name, string $label, string $value, string $help, array $errors, array $attributes = array() ): void {
		?>
		<div class="form-field<?php echo isset( $attributes['required'] ) ? ' form-required' : ''; ?>">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<input type="text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>"
				<?php foreach ( array( 'inputmode', 'maxlength' ) as $attribute ) : ?>
					<?php if ( isset( $attributes[ $attribute ] ) ) : ?>
						<?php echo esc_attr( $attribute ); ?>="<?php echo esc_attr( $attributes[ $attribute ] ); ?>"
					<?php endif; ?>
				<?php endforeach; ?>
				<?php echo isset( $attributes['required'] ) ? 'aria-required="true"' : ''; ?>
				<?php FormMarkup::describedby( $errors, $id, $id . '-help' ); ?>>
			<p id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></p>
			<?php FormMarkup::field_error( $errors, $id ); ?>
		</div>
		<?php
	}

	/**
	 * @param string                $id     HTML id.
	 * @param string                $name   Field name.
	 * @param string                $label  Label.
	 * @param string                $value  Value.
	 * @param string                $help   Help text.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function textarea_field( string $id, string $name, string $label, string $value, string $help, array $errors ): void {
		?>
		<div class="form-field">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label>
			<textarea id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" rows="3" <?php FormMarkup::describedby( $errors, $id, $id . '-help' ); ?>><?php echo esc_textarea( $value ); ?></textarea>
			<p id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></p>
			<?php FormMarkup::field_error( $errors, $id ); ?>
		</div>
		<?php
	}

	/**
	 * @param string                $id      HTML id.
	 * @param string                $name    Field name.
	 * @param string                $label   Label.
	 * @param bool                  $checked Whether it is ticked.
	 * @param string                $help    Help text.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function checkbox_field( string $id, string $name, string $label, bool $checked, string $help, array $errors ): void {
		?>
		<div class="form-field">
			<label for="<?php echo esc_attr( $id ); ?>">
				<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $name ); ?>" value="yes" <?php checked( $checked ); ?> <?php FormMarkup::describedby( $errors, $id, $id . '-help' ); ?>>
				<?php echo esc_html( $label ); ?>
			</label>
			<p id="<?php echo esc_attr( $id . '-help' ); ?>"><?php echo esc_html( $help ); ?></p>
			<?php FormMarkup::field_error( $errors, $id ); ?>
		</div>
		<?php
	}

	/**
	 * Countries by name, with the code: "Germany (DE)". A stale value is kept as an option so
	 * that the form shows what was stored.
	 *
	 * @return array<string, string>
	 */
	private static function country_options( string $selected ): array {
		$options = array();
		foreach ( Countries::codes() as $code ) {
			$options[ $code ] = Countries::name( $code ) . ' (' . $code . ')';
		}
		if ( '' !== $selected && ! isset( $options[ $selected ] ) ) {
			$options[ $selected ] = $selected;
		}
		asort( $options, SORT_STRING | SORT_FLAG_CASE );
		return $options;
	}

	/**
	 * The first few values, and … when there are more.
	 *
	 * @param list<string> $values Values.
	 */
	private static function short_list( array $values ): string {
		return implode( ', ', array_slice( $values, 0, 8 ) ) . ( count( $values ) > 8 ? ', …' : '' );
	}

	/**
	 * Keeps the typed values and messages, and answers where to go back to.
	 *
	 * @param string                $stash  Which form.
	 * @param string                $back   The form's address.
	 * @param array<string, mixed>  $values What was typed.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function refuse( string $stash, string $back, array $values, array $errors ): string {
		$this->stash->put(
			$stash,
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
		return __( 'Sorry, you are not allowed to manage taxes.', 'vitrine' );
	}
}
