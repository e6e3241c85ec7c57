<?php
/**
 * The setup an admin meets first: the notice, the screen, its forms and the Plugins row link.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup\Admin;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Setup\SetupError;
use Vitrine\Setup\FirstOrderReadiness;
use Vitrine\Setup\ShopSetup;
use Vitrine\Tax\Countries;

/**
 * While the setup is needed (ShopSetup::is_needed()), those who manage the shop see a notice on
 * every admin screen but this one, with "Set up your shop" and a "Dismiss" that is a form (no
 * script needed); the Plugins screen's row of Vitrine has a "Set up" link.
 *
 * The screen (Vitrine > Set up, admin.php?page=vitrine-setup) asks for the country and the
 * currency, lists the pages it will create and those that exist, and posts to admin-post.php
 * (post/redirect/get, manage_options and a nonce). A refused form comes back with what was
 * chosen and a message by each field, summed up in an alert that takes the focus; success
 * shows "Your shop is ready." with where to go next. Server-rendered: no bundle.
 */
final class SetupScreen {

	public const SLUG       = 'vitrine-setup';
	public const CAPABILITY = 'manage_options';

	public const SETUP_ACTION   = 'vitrine_setup';
	public const DISMISS_ACTION = 'vitrine_setup_dismiss';

	public const STASH = 'setup';

	/** The form's field ids, by the names ShopSetup gives its refusals. */
	private const FIELD_IDS = array(
		'country'  => 'vitrine-setup-country',
		'currency' => 'vitrine-setup-currency',
	);

	private const FORM_ID = 'vitrine-setup-form';

	private string $hook_suffix = '';

	public function __construct(
		private readonly ShopSetup $setup,
		private readonly FormStash $stash,
		private readonly ?FirstOrderReadiness $readiness = null,
	) {
	}

	/**
	 * The screen's address, with optional query arguments.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * admin_menu (after the Vitrine menu exists).
	 */
	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Set up your shop', 'vitrine' ),
			__( 'Set up', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * admin_head: once the setup is no longer needed, the menu stops offering it (the screen
	 * stays reachable, for "Your shop is ready." and to run it again).
	 */
	public function hide_menu(): void {
		if ( ! $this->setup->is_needed() ) {
			remove_submenu_page( SettingsPage::SLUG, self::SLUG );
		}
	}

	/**
	 * admin_enqueue_scripts: a few rules of style for this screen and the notice; no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		unset( $hook_suffix );
		// Logical properties only, so that the layout mirrors on right-to-left sites.
		wp_add_inline_style( 'wp-admin', '.vitrine-setup-notice__actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-block:.5em}.vitrine-setup-notice__actions form{margin:0}.vitrine-setup .vitrine-field__error{color:#b32d2e;font-weight:600}.vitrine-setup fieldset{margin-block:1em}.vitrine-setup legend{font-weight:600;font-size:14px;padding-block-end:.5em}.vitrine-setup__pages{list-style:disc;padding-inline-start:1.5em}.vitrine-setup select{min-height:30px;min-width:16em}.vitrine-setup__errors:focus{outline:2px solid #2271b1;outline-offset:2px}.vitrine-setup__next{display:flex;flex-wrap:wrap;gap:8px}' );
	}

	/**
	 * admin_notices: the invitation, while the setup is needed, for those who manage the shop.
	 */
	public function render_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! current_user_can( self::CAPABILITY ) || ( null !== $screen && '' !== $this->hook_suffix && $screen->id === $this->hook_suffix ) || ! $this->setup->is_needed() ) {
			return;
		}
		?>
		<div class="notice notice-info vitrine-setup-notice">
			<p>
				<strong><?php esc_html_e( 'Welcome to Vitrine.', 'vitrine' ); ?></strong>
				<?php esc_html_e( 'Your shop needs its cart, checkout and account pages, its country and its currency: the setup takes a minute.', 'vitrine' ); ?>
			</p>
			<div class="vitrine-setup-notice__actions">
				<a class="button button-primary" href="<?php echo esc_url( self::url() ); ?>"><?php esc_html_e( 'Set up your shop', 'vitrine' ); ?></a>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( self::DISMISS_ACTION ); ?>">
					<?php wp_nonce_field( self::DISMISS_ACTION ); ?>
					<button type="submit" class="button"><?php esc_html_e( 'Dismiss', 'vitrine' ); ?></button>
				</form>
			</div>
		</div>
		<?php
	}

	/**
	 * Filter plugin_action_links_{Vitrine}: "Set up" first, while the setup is needed.
	 *
	 * @param array<int|string, string> $links The row's links.
	 * @return array<int|string, string>
	 */
	public function plugin_links( array $links ): array {
		if ( ! current_user_can( self::CAPABILITY ) || ! $this->setup->is_needed() ) {
			return $links;
		}
		return array_merge(
			array( 'vitrine-setup' => sprintf( '<a href="%1$s">%2$s</a>', esc_url( self::url() ), esc_html__( 'Set up', 'vitrine' ) ) ),
			$links
		);
	}

	/**
	 * admin_post_vitrine_setup.
	 */
	public function handle_setup(): void {
		AdminPost::redirect( $this->process_setup( ... ) );
	}

	/**
	 * admin_post_vitrine_setup_dismiss.
	 */
	public function handle_dismiss(): void {
		AdminPost::redirect( $this->process_dismiss( ... ) );
	}

	/**
	 * Runs the setup with the chosen country and currency.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the admin.
	 */
	public function process_setup( array $request ): string {
		$values = array(
			'country'  => strtoupper( sanitize_text_field( Input::raw( $request['country'] ?? '' ) ) ),
			'currency' => strtoupper( sanitize_text_field( Input::raw( $request['currency'] ?? '' ) ) ),
		);
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::SETUP_ACTION ) ) {
			return $this->refuse( $values, array( self::FORM_ID => __( 'Your session has expired or the form was not sent from this site. Try again.', 'vitrine' ) ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( $values, array( self::FORM_ID => self::forbidden() ) );
		}
		try {
			$this->setup->run( $values['country'], $values['currency'] );
		} catch ( SetupError $e ) {
			$errors = array();
			foreach ( $e->params() as $field => $message ) {
				$errors[ self::FIELD_IDS[ $field ] ?? self::FORM_ID ] = (string) $message;
			}
			return $this->refuse( $values, array() !== $errors ? $errors : array( self::FORM_ID => $e->getMessage() ) );
		}
		return self::url( array( 'vitrine_done' => 'ready' ) );
	}

	/**
	 * Dismisses the setup for the site, and goes back to the screen the notice was on.
	 *
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the admin.
	 */
	public function process_dismiss( array $request ): string {
		$back = wp_validate_redirect( Input::raw( $request['_wp_http_referer'] ?? '' ), admin_url() );
		if ( false !== wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::DISMISS_ACTION ) && current_user_can( self::CAPABILITY ) ) {
			$this->setup->dismiss();
		}
		return '' !== $back ? $back : admin_url();
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html( self::forbidden() ), 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which view to show, changing nothing.
		$done = isset( $_GET['vitrine_done'] ) ? sanitize_key( Input::query( 'vitrine_done' ) ) : '';
		if ( 'ready' === $done && ShopSetup::DONE === get_option( ShopSetup::STATE_OPTION ) ) {
			$this->render_ready();
			return;
		}
		$stash   = $this->stash->take( self::STASH );
		$errors  = array_map( 'strval', (array) ( $stash['errors'] ?? array() ) );
		$values  = (array) ( $stash['values'] ?? array() );
		$country = (string) ( $values['country'] ?? $this->setup->default_country() );
		$chosen  = (string) ( $values['currency'] ?? $this->setup->default_currency( $country ) );
		$names   = array();
		foreach ( Countries::codes() as $code ) {
			$names[ $code ] = Countries::name( $code );
		}
		asort( $names, SORT_LOCALE_STRING );

		AdminPage::open( 'vitrine-setup', __( 'Set up your shop', 'vitrine' ) );
		$this->render_errors( $errors );
		?>
			<p><?php esc_html_e( 'Choose where your shop is and the currency of its prices; the pages your shoppers need are created for you. You can change all of it later in Vitrine > Settings.', 'vitrine' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="<?php echo esc_attr( self::FORM_ID ); ?>" tabindex="-1" novalidate>
				<input type="hidden" name="action" value="<?php echo esc_attr( self::SETUP_ACTION ); ?>">
				<?php wp_nonce_field( self::SETUP_ACTION ); ?>
				<?php FormMarkup::field_error( $errors, self::FORM_ID ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vitrine-setup-country"><?php esc_html_e( 'Country', 'vitrine' ); ?></label></th>
						<td>
							<select name="country" id="vitrine-setup-country" <?php FormMarkup::describedby( $errors, 'vitrine-setup-country', 'vitrine-setup-country-help' ); ?>>
								<?php foreach ( $names as $code => $name ) : ?>
									<option value="<?php echo esc_attr( (string) $code ); ?>" <?php selected( $country, (string) $code ); ?>><?php echo esc_html( $name ); ?></option>
								<?php endforeach; ?>
							</select>
							<?php FormMarkup::field_error( $errors, 'vitrine-setup-country' ); ?>
							<p class="description" id="vitrine-setup-country-help"><?php esc_html_e( 'Where your shop is: taxes and shipping start from it.', 'vitrine' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="vitrine-setup-currency"><?php esc_html_e( 'Currency', 'vitrine' ); ?></label></th>
						<td>
							<select name="currency" id="vitrine-setup-currency" <?php FormMarkup::describedby( $errors, 'vitrine-setup-currency', 'vitrine-setup-currency-help' ); ?>>
								<?php foreach ( PriceFormatter::currencies() as $code ) : ?>
									<option value="<?php echo esc_attr( $code ); ?>" <?php selected( $chosen, $code ); ?>><?php echo esc_html( $code ); ?></option>
								<?php endforeach; ?>
							</select>
							<?php FormMarkup::field_error( $errors, 'vitrine-setup-currency' ); ?>
							<p class="description" id="vitrine-setup-currency-help"><?php esc_html_e( 'The currency of your prices (an ISO code, such as EUR).', 'vitrine' ); ?></p>
						</td>
					</tr>
				</table>
				<fieldset>
					<legend><?php esc_html_e( 'Pages', 'vitrine' ); ?></legend>
					<ul class="vitrine-setup__pages">
						<li>
							<?php
							printf(
								/* translators: %s: the shop's address, a link. */
								esc_html__( 'Shop: exists already, the list of your products at %s.', 'vitrine' ),
								'<a href="' . esc_url( (string) get_post_type_archive_link( ProductPostTypes::PRODUCT ) ) . '">' . esc_html( (string) get_post_type_archive_link( ProductPostTypes::PRODUCT ) ) . '</a>'
							);
							?>
						</li>
						<?php foreach ( $this->setup->pages() as $page ) : ?>
							<?php $existing = $this->setup->existing_page( $page ); ?>
							<li>
								<?php
								if ( null === $existing ) {
									/* translators: %s: the page's title, such as Checkout. */
									echo esc_html( sprintf( __( '%s: will be created.', 'vitrine' ), $page->title ) );
								} else {
									printf(
										/* translators: 1: the page's title, such as Checkout; 2: the existing page's title, a link. */
										esc_html__( '%1$s: exists already, %2$s.', 'vitrine' ),
										esc_html( $page->title ),
										'<a href="' . esc_url( (string) get_permalink( $existing ) ) . '">' . esc_html( get_the_title( $existing ) ) . '</a>'
									);
								}
								?>
							</li>
						<?php endforeach; ?>
					</ul>
				</fieldset>
				<p class="submit"><button type="submit" class="button button-primary"><?php esc_html_e( 'Set up the shop', 'vitrine' ); ?></button></p>
			</form>
		</div>
		<?php
	}

	private function render_ready(): void {
		AdminPage::open( 'vitrine-setup', __( 'Set up your shop', 'vitrine' ) );
		?>
			<div class="notice notice-success inline" role="status"><p><strong><?php esc_html_e( 'Your shop is ready.', 'vitrine' ); ?></strong></p></div>
			<p><?php esc_html_e( 'Its pages, country and currency are set. Add your first product, then look at the shop as your shoppers will.', 'vitrine' ); ?></p>
			<?php $missing = null === $this->readiness ? array() : $this->readiness->missing(); ?>
			<?php if ( array() !== $missing ) : ?>
				<h2><?php esc_html_e( 'Before the first order', 'vitrine' ); ?></h2>
				<ul class="vitrine-setup__missing">
					<?php foreach ( $missing as $item ) : ?>
						<li><?php echo esc_html( $item['message'] ); ?> <a href="<?php echo esc_url( $item['url'] ); ?>"><?php echo esc_html( $item['label'] ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<p class="vitrine-setup__next">
				<a class="button button-primary" href="<?php echo esc_url( admin_url( 'post-new.php?post_type=' . ProductPostTypes::PRODUCT ) ); ?>"><?php esc_html_e( 'Add a product', 'vitrine' ); ?></a>
				<a class="button" href="<?php echo esc_url( (string) get_post_type_archive_link( ProductPostTypes::PRODUCT ) ); ?>"><?php esc_html_e( 'View the shop', 'vitrine' ); ?></a>
				<a class="button" href="<?php echo esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG ) ); ?>"><?php esc_html_e( 'Settings', 'vitrine' ); ?></a>
			</p>
		</div>
		<?php
	}

	/**
	 * The summary of a refused form: it takes the focus (autofocus, no script needed) so that
	 * a screen reader reads it first; "inline" keeps WordPress's script from moving it, which
	 * would take the focus away. Each message links to its field.
	 *
	 * @param array<string, string> $errors Field id to message.
	 */
	private function render_errors( array $errors ): void {
		if ( array() === $errors ) {
			return;
		}
		?>
		<div class="notice notice-error inline vitrine-setup__errors" id="vitrine-setup-errors" role="alert" tabindex="-1" autofocus>
			<p><strong><?php esc_html_e( 'The shop was not set up.', 'vitrine' ); ?></strong> <?php esc_html_e( 'Nothing was saved. Correct the following and try again.', 'vitrine' ); ?></p>
			<ul>
				<?php foreach ( $errors as $field_id => $message ) : ?>
					<li><a href="<?php echo esc_attr( '#' . $field_id ); ?>"><?php echo esc_html( $message ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	/**
	 * Keeps the refused form for the next view of the screen; its address.
	 *
	 * @param array<string, string> $values What was chosen.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function refuse( array $values, array $errors ): string {
		$this->stash->put(
			self::STASH,
			array(
				'values' => $values,
				'errors' => $errors,
			)
		);
		return self::url();
	}

	private static function forbidden(): string {
		return __( 'Sorry, you are not allowed to set up the shop.', 'vitrine' );
	}
}
