<?php
/**
 * Vitrine > Shipping: zones and their methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Admin;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Admin\AdminPage;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Admin\FormMarkup;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Admin\Notices;
use Vitrine\Core\Input;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Shipping\Continents;
use Vitrine\Shipping\Methods\MethodField;
use Vitrine\Shipping\Methods\ShippingMethod;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Shipping\ShippingMethodInstance;
use Vitrine\Shipping\ShippingMethods;
use Vitrine\Shipping\ShippingStoreException;
use Vitrine\Shipping\ShippingValidationException;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Shipping\ShippingZones;
use Vitrine\Shipping\ZoneLocation;

/**
 * Three views of one classic admin page:
 * - the zones, in the order they are tried, with "Locations not covered by your other zones" last;
 * - one zone: its name, regions and postcodes, and its methods (add, edit, enable or disable,
 *   reorder, delete);
 * - one method's settings.
 *
 * Forms post to admin-post.php (post/redirect/get); each action checks its nonce and
 * manage_options. A refused form comes back with what was typed and a message by each field,
 * through the user's FormStash; nothing of it was saved.
 */
final class ShippingPage {

	public const SLUG       = 'vitrine-shipping';
	public const CAPABILITY = 'manage_options';

	public const SAVE_ZONE     = 'vitrine_shipping_save_zone';
	public const DELETE_ZONE   = 'vitrine_shipping_delete_zone';
	public const MOVE_ZONE     = 'vitrine_shipping_move_zone';
	public const SAVE_METHOD   = 'vitrine_shipping_save_method';
	public const TOGGLE_METHOD = 'vitrine_shipping_toggle_method';
	public const DELETE_METHOD = 'vitrine_shipping_delete_method';
	public const MOVE_METHOD   = 'vitrine_shipping_move_method';

	/** Every form action of the page, for the admin-post hooks. */
	public const ACTIONS = array( self::SAVE_ZONE, self::DELETE_ZONE, self::MOVE_ZONE, self::SAVE_METHOD, self::TOGGLE_METHOD, self::DELETE_METHOD, self::MOVE_METHOD );

	/** The FormStash form name of the page's forms. */
	public const STASH = 'shipping';

	/** The class of the screen's wrap, which its styles hang on. */
	private const SCREEN_CLASS = 'vitrine-shipping';

	private string $hook_suffix = '';

	public function __construct(
		private readonly ShippingZones $zones,
		private readonly ShippingMethods $methods,
		private readonly FormStash $stash,
	) {
	}

	/**
	 * Action admin_menu, after the Vitrine menu exists.
	 */
	public function add_menu(): void {
		$this->hook_suffix = (string) add_submenu_page(
			SettingsPage::SLUG,
			__( 'Shipping', 'vitrine' ),
			__( 'Shipping', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Action admin_enqueue_scripts: a few rules of style; the page needs no script.
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' !== $this->hook_suffix && $hook_suffix === $this->hook_suffix ) {
			// WordPress's #d63638 for delete links is below 4.5:1 on striped rows; #b32d2e is not.
			wp_add_inline_style( 'wp-admin', '.vitrine-inline-form{display:inline}.vitrine-inline-form .button-link-delete{color:#b32d2e}.vitrine-field__error{color:#b32d2e;font-weight:600}.vitrine-shipping-codes{font-family:monospace}.vitrine-shipping fieldset{margin:1em 0;padding:0 1em 1em;border:1px solid #c3c4c7}.vitrine-shipping legend{font-weight:600;padding:0 .5em}' );
		}
	}

	/**
	 * The page's address, with optional query arguments (zone, method, type).
	 *
	 * @param array<string, string|int> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), array_map( 'strval', $args ) ), admin_url( 'admin.php' ) );
	}

	/**
	 * The nonce action of a form: the action and the zone or method it acts on.
	 */
	public static function nonce_action( string $action, int $subject ): string {
		return $action . '_' . $subject;
	}

	/**
	 * admin_post_<action> for each of ACTIONS.
	 */
	public function handle(): void {
		$action = current_action();
		$action = str_starts_with( $action, 'admin_post_' ) ? substr( $action, strlen( 'admin_post_' ) ) : '';
		AdminPost::redirect( fn ( array $request ): string => $this->process( $action, $request ) );
	}

	/**
	 * Checks the nonce and the capability, then carries out one form action.
	 *
	 * @param string               $action  One of ACTIONS.
	 * @param array<string, mixed> $request The submitted fields, unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process( string $action, array $request ): string {
		$zone_id     = self::int( $request['zone_id'] ?? 0 );
		$instance_id = self::int( $request['instance_id'] ?? 0 );
		$subject     = in_array( $action, array( self::SAVE_ZONE, self::DELETE_ZONE, self::MOVE_ZONE ), true ) ? $zone_id : $instance_id;
		$back        = $this->back_url( $action, $zone_id, $instance_id, $request );

		if ( ! in_array( $action, self::ACTIONS, true ) || false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::nonce_action( $action, $subject ) ) ) {
			return $this->refuse( $back, $action, $request, array( ShippingZones::FIELD_FORM => __( 'Your session has expired or the form was not sent from this site. Try again.', 'vitrine' ) ) );
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return $this->refuse( $back, $action, $request, array( ShippingZones::FIELD_FORM => __( 'Sorry, you are not allowed to manage shipping.', 'vitrine' ) ) );
		}

		try {
			switch ( $action ) {
				case self::SAVE_ZONE:
					$zone = $this->zones->save_zone( $request, $zone_id );
					return self::url(
						array(
							'zone' => $zone->zone_id,
							'done' => 0 === $zone_id ? 'zone_added' : 'zone_saved',
						)
					);
				case self::DELETE_ZONE:
					$this->zones->delete_zone( $zone_id );
					return self::url( array( 'done' => 'zone_deleted' ) );
				case self::MOVE_ZONE:
					$this->zones->move_zone( $zone_id, self::offset( $request ) );
					return self::url( array( 'done' => 'zone_moved' ) );
				case self::SAVE_METHOD:
					$settings = is_array( $request['settings'] ?? null ) ? $request['settings'] : array();
					$enabled  = self::checked( $request, 'enabled' );
					if ( 0 === $instance_id ) {
						$instance = $this->zones->add_method( $zone_id, Input::raw( $request['method_id'] ?? '' ), $settings, $enabled );
					} else {
						$instance = $this->zones->update_method( $instance_id, $settings, $enabled );
					}
					return self::url(
						array(
							'zone' => $instance->zone_id,
							'done' => 0 === $instance_id ? 'method_added' : 'method_saved',
						)
					);
				case self::TOGGLE_METHOD:
					$zone   = $this->zone_of( $instance_id );
					$enable = self::checked( $request, 'enabled' );
					$this->zones->set_method_enabled( $instance_id, $enable );
					return self::url(
						array(
							'zone' => $zone,
							'done' => $enable ? 'method_enabled' : 'method_disabled',
						)
					);
				case self::DELETE_METHOD:
					$zone = $this->zone_of( $instance_id );
					$this->zones->delete_method( $instance_id );
					return self::url(
						array(
							'zone' => $zone,
							'done' => 'method_deleted',
						)
					);
				default:
					$zone = $this->zone_of( $instance_id );
					$this->zones->move_method( $instance_id, self::offset( $request ) );
					return self::url(
						array(
							'zone' => $zone,
							'done' => 'method_moved',
						)
					);
			}
		} catch ( ShippingValidationException $e ) {
			return $this->refuse( $back, $action, $request, $e->errors );
		} catch ( ShippingStoreException $e ) {
			return $this->refuse( $back, $action, $request, array( ShippingZones::FIELD_FORM => __( 'The database refused the change, so nothing was saved. Try again; if it keeps failing, ask your host to check the database.', 'vitrine' ) ) );
		}
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage shipping.', 'vitrine' ), 403 );
		}
		$stash  = $this->stash->take( self::STASH );
		$errors = array_map( 'strval', (array) ( $stash['errors'] ?? array() ) );
		$values = (array) ( $stash['values'] ?? array() );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which view to show, changing nothing.
		$zone_param   = isset( $_GET['zone'] ) ? sanitize_key( Input::query( 'zone' ) ) : '';
		$method_param = isset( $_GET['method'] ) ? sanitize_key( Input::query( 'method' ) ) : '';
		$type         = isset( $_GET['type'] ) ? sanitize_key( Input::query( 'type' ) ) : '';
		$done         = isset( $_GET['done'] ) ? sanitize_key( Input::query( 'done' ) ) : '';
		// phpcs:enable
		// Each view opens the screen with its own heading (AdminPage); the wrap closes here.
		if ( '' === $zone_param ) {
			$this->render_zones( $errors, $done );
		} elseif ( 'new' === $zone_param ) {
			$this->render_zone( null, $values, $errors, $done );
		} else {
			$zone = ctype_digit( $zone_param ) ? $this->zones->get( (int) $zone_param ) : null;
			if ( null === $zone ) {
				$this->render_missing( __( 'This shipping zone no longer exists.', 'vitrine' ) );
			} elseif ( '' !== $method_param ) {
				$instance = ctype_digit( $method_param ) ? $zone->method( (int) $method_param ) : null;
				$method   = null !== $instance ? $this->methods->get( $instance->method_id ) : ( 'new' === $method_param ? $this->methods->get( $type ) : null );
				if ( null === $method ) {
					$this->render_missing( __( 'This shipping method no longer exists.', 'vitrine' ) );
				} else {
					$this->render_method( $zone, $method, $instance, $values, $errors );
				}
			} else {
				$this->render_zone( $zone, $values, $errors, $done );
			}
		}
		echo '</div>';
	}

	/**
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $done   What the last action did.
	 */
	private function render_zones( array $errors, string $done ): void {
		$zones = $this->zones->all();
		AdminPage::open(
			self::SCREEN_CLASS,
			__( 'Shipping zones', 'vitrine' ),
			static function (): void {
				printf( '<a href="%1$s" class="page-title-action">%2$s</a>' . "\n", esc_url( self::url( array( 'zone' => 'new' ) ) ), esc_html__( 'Add zone', 'vitrine' ) );
			}
		);
		?>
		<?php $this->render_notices( $errors, $done ); ?>
		<p><?php esc_html_e( 'A zone is a set of regions you ship to with the same methods. A shopper gets the methods of the first zone, from the top, that contains their address; addresses that no zone contains get the methods of “Locations not covered by your other zones”.', 'vitrine' ); ?></p>
		<p>
			<?php esc_html_e( 'Products that ship at their own cost can be grouped in shipping classes.', 'vitrine' ); ?>
			<a href="<?php echo esc_url( admin_url( 'edit-tags.php?taxonomy=' . ShippingClasses::TAXONOMY . '&post_type=' . ProductPostTypes::PRODUCT ) ); ?>"><?php esc_html_e( 'Manage shipping classes', 'vitrine' ); ?></a>
		</p>
		<table class="wp-list-table widefat fixed striped">
			<caption class="screen-reader-text"><?php esc_html_e( 'Shipping zones, in the order they are tried', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Zone name', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Regions', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Shipping methods', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Order', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( array() === $zones ) : ?>
					<tr><td colspan="4"><?php esc_html_e( 'No zones yet: every address gets the methods of “Locations not covered by your other zones”. Add a zone to ship some regions differently.', 'vitrine' ); ?></td></tr>
				<?php endif; ?>
				<?php foreach ( $zones as $position => $zone ) : ?>
					<tr>
						<th scope="row">
							<strong><a href="<?php echo esc_url( self::url( array( 'zone' => $zone->zone_id ) ) ); ?>"><?php echo esc_html( $zone->name ); ?></a></strong>
							<div class="row-actions visible">
								<a href="<?php echo esc_url( self::url( array( 'zone' => $zone->zone_id ) ) ); ?>"><?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $zone->name ); ?></span></a>
								|
								<?php $this->render_button( self::DELETE_ZONE, $zone->zone_id, array( 'zone_id' => $zone->zone_id ), __( 'Delete', 'vitrine' ), $zone->name, true ); ?>
							</div>
						</th>
						<td><?php $this->render_locations( $zone ); ?></td>
						<td><?php $this->render_method_titles( $zone ); ?></td>
						<td><?php $this->render_move_buttons( self::MOVE_ZONE, $zone->zone_id, array( 'zone_id' => $zone->zone_id ), $zone->name, 0 === $position, count( $zones ) - 1 === $position ); ?></td>
					</tr>
				<?php endforeach; ?>
				<?php $rest = $this->zones->rest_of_world(); ?>
				<tr>
					<th scope="row">
						<strong><a href="<?php echo esc_url( self::url( array( 'zone' => ShippingZone::REST_OF_WORLD ) ) ); ?>"><?php echo esc_html( $rest->name ); ?></a></strong>
						<div class="row-actions visible">
							<a href="<?php echo esc_url( self::url( array( 'zone' => ShippingZone::REST_OF_WORLD ) ) ); ?>"><?php esc_html_e( 'Manage shipping methods', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $rest->name ); ?></span></a>
						</div>
					</th>
					<td><?php esc_html_e( 'Every address that no zone above contains.', 'vitrine' ); ?></td>
					<td><?php $this->render_method_titles( $rest ); ?></td>
					<td><?php esc_html_e( 'Always last', 'vitrine' ); ?></td>
				</tr>
			</tbody>
		</table>
		<?php
	}

	/**
	 * @param ShippingZone|null     $zone   The zone, or null for a new one.
	 * @param array<string, mixed>  $values What was typed into a refused form.
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $done   What the last action did.
	 */
	private function render_zone( ?ShippingZone $zone, array $values, array $errors, string $done ): void {
		$rest = null !== $zone && $zone->is_rest_of_world();
		AdminPage::open( self::SCREEN_CLASS, null === $zone ? __( 'Add shipping zone', 'vitrine' ) : $zone->name );
		?>
		<p><a href="<?php echo esc_url( self::url() ); ?>">&larr; <?php esc_html_e( 'All shipping zones', 'vitrine' ); ?></a></p>
		<?php $this->render_notices( $errors, $done ); ?>
		<?php if ( $rest ) : ?>
			<p><?php esc_html_e( 'These methods are offered to every address that none of your zones contains.', 'vitrine' ); ?></p>
		<?php else : ?>
			<?php $this->render_zone_form( $zone, $values, $errors ); ?>
		<?php endif; ?>
		<?php if ( null !== $zone ) : ?>
			<?php $this->render_methods( $zone ); ?>
		<?php else : ?>
			<p><?php esc_html_e( 'Save the zone, then add its shipping methods.', 'vitrine' ); ?></p>
		<?php endif; ?>
		<?php
	}

	/**
	 * @param ShippingZone|null     $zone   The zone, or null for a new one.
	 * @param array<string, mixed>  $values What was typed into a refused form.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function render_zone_form( ?ShippingZone $zone, array $values, array $errors ): void {
		$zone_id   = null !== $zone ? $zone->zone_id : 0;
		$refused   = array() !== $values && self::SAVE_ZONE === ( $values['action'] ?? '' );
		$name      = $refused ? Input::raw( $values['name'] ?? '' ) : ( null !== $zone ? $zone->name : '' );
		$regions   = $refused ? Input::raw( $values['regions'] ?? '' ) : ( null !== $zone ? implode( "\n", array_map( static fn ( ZoneLocation $l ): string => $l->region_text(), $zone->regions() ) ) : '' );
		$postcodes = $refused ? Input::raw( $values['postcodes'] ?? '' ) : ( null !== $zone ? implode( "\n", $zone->postcodes() ) : '' );
		$order     = $refused ? Input::raw( $values['zone_order'] ?? '' ) : ( null !== $zone ? (string) $zone->order : '' );
		$continent = array();
		foreach ( Continents::names() as $code => $continent_name ) {
			$continent[] = ZoneLocation::CONTINENT_PREFIX . $code . ' (' . $continent_name . ')';
		}
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="<?php echo esc_attr( ShippingZones::FIELD_FORM ); ?>" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ZONE ); ?>">
			<input type="hidden" name="zone_id" value="<?php echo esc_attr( (string) $zone_id ); ?>">
			<?php wp_nonce_field( self::nonce_action( self::SAVE_ZONE, $zone_id ), '_wpnonce', false ); ?>
			<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_FORM ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( ShippingZones::FIELD_NAME ); ?>"><?php esc_html_e( 'Zone name', 'vitrine' ); ?></label></th>
					<td>
						<input type="text" class="regular-text" id="<?php echo esc_attr( ShippingZones::FIELD_NAME ); ?>" name="name" value="<?php echo esc_attr( $name ); ?>" maxlength="<?php echo esc_attr( (string) ShippingZones::MAX_NAME ); ?>" aria-required="true" <?php FormMarkup::describedby( $errors, ShippingZones::FIELD_NAME, 'vitrine-shipping-zone-name-help' ); ?>>
						<p class="description" id="vitrine-shipping-zone-name-help"><?php esc_html_e( 'For you only; shoppers never see it.', 'vitrine' ); ?></p>
						<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_NAME ); ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( ShippingZones::FIELD_REGIONS ); ?>"><?php esc_html_e( 'Regions', 'vitrine' ); ?></label></th>
					<td>
						<textarea class="large-text vitrine-shipping-codes" rows="5" id="<?php echo esc_attr( ShippingZones::FIELD_REGIONS ); ?>" name="regions" <?php FormMarkup::describedby( $errors, ShippingZones::FIELD_REGIONS, 'vitrine-shipping-zone-regions-help' ); ?>><?php echo esc_textarea( $regions ); ?></textarea>
						<p class="description" id="vitrine-shipping-zone-regions-help">
							<?php esc_html_e( 'One per line: a country as its two-letter code (DE), a state as country:state (US:CA), or a continent as continent:code. A zone without regions contains no address.', 'vitrine' ); ?>
							<br>
							<?php
							/* translators: %s: the continent codes with their names. */
							echo esc_html( sprintf( __( 'Continents: %s.', 'vitrine' ), implode( ', ', $continent ) ) );
							?>
						</p>
						<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_REGIONS ); ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( ShippingZones::FIELD_POSTCODES ); ?>"><?php esc_html_e( 'Limit to postcodes', 'vitrine' ); ?></label></th>
					<td>
						<textarea class="large-text vitrine-shipping-codes" rows="4" id="<?php echo esc_attr( ShippingZones::FIELD_POSTCODES ); ?>" name="postcodes" <?php FormMarkup::describedby( $errors, ShippingZones::FIELD_POSTCODES, 'vitrine-shipping-zone-postcodes-help' ); ?>><?php echo esc_textarea( $postcodes ); ?></textarea>
						<p class="description" id="vitrine-shipping-zone-postcodes-help"><?php esc_html_e( 'Optional, one per line. When given, only addresses in the regions with one of these postcodes belong to the zone: exact (75001), starting alike (75*), or a range of numbers (10000...19999).', 'vitrine' ); ?></p>
						<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_POSTCODES ); ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( ShippingZones::FIELD_ORDER ); ?>"><?php esc_html_e( 'Order', 'vitrine' ); ?></label></th>
					<td>
						<input type="number" min="0" step="1" class="small-text" id="<?php echo esc_attr( ShippingZones::FIELD_ORDER ); ?>" name="zone_order" value="<?php echo esc_attr( $order ); ?>" <?php FormMarkup::describedby( $errors, ShippingZones::FIELD_ORDER, 'vitrine-shipping-zone-order-help' ); ?>>
						<p class="description" id="vitrine-shipping-zone-order-help"><?php esc_html_e( 'Zones with lower numbers are tried first. Empty puts a new zone last.', 'vitrine' ); ?></p>
						<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_ORDER ); ?>
					</td>
				</tr>
			</table>
			<p class="submit">
				<button type="submit" class="button button-primary"><?php echo esc_html( null !== $zone ? __( 'Save zone', 'vitrine' ) : __( 'Add zone', 'vitrine' ) ); ?></button>
			</p>
		</form>
		<?php
	}

	private function render_methods( ShippingZone $zone ): void {
		$count = count( $zone->methods );
		?>
		<h2><?php esc_html_e( 'Shipping methods', 'vitrine' ); ?></h2>
		<p><?php esc_html_e( 'Shoppers in this zone choose among its enabled methods that apply to their cart, in this order.', 'vitrine' ); ?></p>
		<table class="wp-list-table widefat fixed striped">
			<caption class="screen-reader-text"><?php esc_html_e( 'The zone’s shipping methods', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Title', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Method', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Enabled', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Order', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( 0 === $count ) : ?>
					<tr><td colspan="4"><?php esc_html_e( 'No shipping methods yet: shoppers in this zone cannot check out orders that ship. Add one below.', 'vitrine' ); ?></td></tr>
				<?php endif; ?>
				<?php foreach ( $zone->methods as $position => $instance ) : ?>
					<?php
					$method = $this->methods->get( $instance->method_id );
					$title  = '' !== $instance->title() ? $instance->title() : $instance->method_id;
					$edit   = self::url(
						array(
							'zone'   => $zone->zone_id,
							'method' => $instance->instance_id,
						)
					);
					?>
					<tr>
						<th scope="row">
							<strong><?php echo esc_html( $title ); ?></strong>
							<div class="row-actions visible">
								<?php if ( null !== $method ) : ?>
									<a href="<?php echo esc_url( $edit ); ?>"><?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $title ); ?></span></a>
									|
								<?php endif; ?>
								<?php $this->render_button( self::DELETE_METHOD, $instance->instance_id, array( 'instance_id' => $instance->instance_id ), __( 'Delete', 'vitrine' ), $title, true ); ?>
							</div>
						</th>
						<td><?php echo esc_html( null !== $method ? $method->name() : __( 'No longer available', 'vitrine' ) ); ?></td>
						<td>
							<?php echo esc_html( $instance->enabled ? __( 'Yes', 'vitrine' ) : __( 'No', 'vitrine' ) ); ?>
							<?php
							$this->render_button(
								self::TOGGLE_METHOD,
								$instance->instance_id,
								array(
									'instance_id' => $instance->instance_id,
									'enabled'     => $instance->enabled ? '0' : '1',
								),
								$instance->enabled ? __( 'Disable', 'vitrine' ) : __( 'Enable', 'vitrine' ),
								$title,
								false
							);
							?>
						</td>
						<td><?php $this->render_move_buttons( self::MOVE_METHOD, $instance->instance_id, array( 'instance_id' => $instance->instance_id ), $title, 0 === $position, $count - 1 === $position ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<h3><?php esc_html_e( 'Add a shipping method', 'vitrine' ); ?></h3>
		<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>">
			<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
			<input type="hidden" name="zone" value="<?php echo esc_attr( (string) $zone->zone_id ); ?>">
			<input type="hidden" name="method" value="new">
			<label for="<?php echo esc_attr( ShippingZones::FIELD_METHOD ); ?>"><?php esc_html_e( 'Method', 'vitrine' ); ?></label>
			<select id="<?php echo esc_attr( ShippingZones::FIELD_METHOD ); ?>" name="type" aria-describedby="vitrine-shipping-method-type-help">
				<?php foreach ( $this->methods->all() as $id => $method ) : ?>
					<option value="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $method->name() ); ?></option>
				<?php endforeach; ?>
			</select>
			<button type="submit" class="button"><?php esc_html_e( 'Continue', 'vitrine' ); ?></button>
			<ul class="description" id="vitrine-shipping-method-type-help">
				<?php foreach ( $this->methods->all() as $method ) : ?>
					<li><strong><?php echo esc_html( $method->name() ); ?>:</strong> <?php echo esc_html( $method->description() ); ?></li>
				<?php endforeach; ?>
			</ul>
		</form>
		<?php
	}

	/**
	 * @param ShippingZone                $zone     The zone.
	 * @param ShippingMethod              $method   The method type.
	 * @param ShippingMethodInstance|null $instance The instance, or null for a new one.
	 * @param array<string, mixed>        $values   What was typed into a refused form.
	 * @param array<string, string>       $errors   Field id to message.
	 */
	private function render_method( ShippingZone $zone, ShippingMethod $method, ?ShippingMethodInstance $instance, array $values, array $errors ): void {
		$refused     = array() !== $values && self::SAVE_METHOD === ( $values['action'] ?? '' );
		$settings    = $refused ? ( is_array( $values['settings'] ?? null ) ? $values['settings'] : array() ) : ( null !== $instance ? $instance->settings : $method->defaults() );
		$enabled     = $refused ? '1' === Input::raw( $values['enabled'] ?? '' ) : ( null === $instance || $instance->enabled );
		$instance_id = null !== $instance ? $instance->instance_id : 0;
		$heading     = null !== $instance
			/* translators: 1: the method's title, 2: the zone's name. */
			? sprintf( __( '%1$s in %2$s', 'vitrine' ), '' !== $instance->title() ? $instance->title() : $method->name(), $zone->name )
			/* translators: 1: the method's name, 2: the zone's name. */
			: sprintf( __( 'Add %1$s to %2$s', 'vitrine' ), $method->name(), $zone->name );
		$group = '';
		AdminPage::open( self::SCREEN_CLASS, $heading );
		?>
		<p><a href="<?php echo esc_url( self::url( array( 'zone' => $zone->zone_id ) ) ); ?>">&larr; <?php echo esc_html( $zone->name ); ?></a></p>
		<?php $this->render_notices( $errors, '', __( 'The shipping method was not saved.', 'vitrine' ) ); ?>
		<p><?php echo esc_html( $method->description() ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="<?php echo esc_attr( ShippingZones::FIELD_FORM ); ?>" tabindex="-1" novalidate>
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_METHOD ); ?>">
			<input type="hidden" name="zone_id" value="<?php echo esc_attr( (string) $zone->zone_id ); ?>">
			<input type="hidden" name="instance_id" value="<?php echo esc_attr( (string) $instance_id ); ?>">
			<input type="hidden" name="method_id" value="<?php echo esc_attr( $method->id() ); ?>">
			<?php wp_nonce_field( self::nonce_action( self::SAVE_METHOD, $instance_id ), '_wpnonce', false ); ?>
			<?php FormMarkup::field_error( $errors, ShippingZones::FIELD_FORM ); ?>
			<p>
				<input type="hidden" name="enabled" value="0">
				<input type="checkbox" id="vitrine-shipping-method-enabled" name="enabled" value="1" <?php checked( $enabled ); ?>>
				<label for="vitrine-shipping-method-enabled"><?php esc_html_e( 'Enabled: offer this method to shoppers', 'vitrine' ); ?></label>
			</p>
			<?php foreach ( $method->fields() as $field ) : ?>
				<?php
				if ( $field->group !== $group ) {
					if ( '' !== $group ) {
						echo '</fieldset>';
					}
					if ( '' !== $field->group ) {
						echo '<fieldset><legend>' . esc_html( $field->group ) . '</legend>';
					}
					$group = $field->group;
				}
				$this->render_field( $field, $field->value_in( $settings ), $errors );
				?>
			<?php endforeach; ?>
			<?php
			if ( '' !== $group ) {
				echo '</fieldset>';
			}
			?>
			<p class="submit">
				<button type="submit" class="button button-primary"><?php echo esc_html( null !== $instance ? __( 'Save method', 'vitrine' ) : __( 'Add method', 'vitrine' ) ); ?></button>
				<a class="button" href="<?php echo esc_url( self::url( array( 'zone' => $zone->zone_id ) ) ); ?>"><?php esc_html_e( 'Cancel', 'vitrine' ); ?></a>
			</p>
		</form>
		<?php
	}

	/**
	 * @param MethodField           $field  The field.
	 * @param mixed                 $value  Its value.
	 * @param array<string, string> $errors Field id to message.
	 */
	private function render_field( MethodField $field, mixed $value, array $errors ): void {
		$id    = $field->id();
		$help  = $id . '-help';
		$value = null === $value ? '' : $value;
		?>
		<div class="vitrine-shipping-field">
			<?php if ( MethodField::CHECKBOX === $field->type ) : ?>
				<p>
					<input type="hidden" name="<?php echo esc_attr( $field->name() ); ?>" value="0">
					<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $field->name() ); ?>" value="1" <?php checked( true === $value || '1' === $value ); ?> <?php FormMarkup::describedby( $errors, $id, '' !== $field->help ? $help : '' ); ?>>
					<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $field->label ); ?></label>
				</p>
			<?php else : ?>
				<p><label for="<?php echo esc_attr( $id ); ?>"><strong><?php echo esc_html( $field->label ); ?></strong></label></p>
				<?php if ( MethodField::SELECT === $field->type ) : ?>
					<select id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $field->name() ); ?>" <?php FormMarkup::describedby( $errors, $id, '' !== $field->help ? $help : '' ); ?>>
						<?php foreach ( $field->options as $option => $label ) : ?>
							<option value="<?php echo esc_attr( (string) $option ); ?>" <?php selected( (string) $option, is_scalar( $value ) ? (string) $value : '' ); ?>><?php echo esc_html( $label ); ?></option>
						<?php endforeach; ?>
					</select>
				<?php else : ?>
					<input type="text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $field->name() ); ?>" value="<?php echo esc_attr( is_scalar( $value ) ? (string) $value : '' ); ?>" class="<?php echo esc_attr( MethodField::AMOUNT === $field->type ? 'small-text' : 'regular-text' ); ?>" <?php echo MethodField::AMOUNT === $field->type ? 'inputmode="decimal" ' : ''; ?><?php echo $field->required ? 'aria-required="true" ' : ''; ?><?php FormMarkup::describedby( $errors, $id, '' !== $field->help ? $help : '' ); ?>>
				<?php endif; ?>
			<?php endif; ?>
			<?php if ( '' !== $field->help ) : ?>
				<p class="description" id="<?php echo esc_attr( $help ); ?>"><?php echo esc_html( $field->help ); ?></p>
			<?php endif; ?>
			<?php FormMarkup::field_error( $errors, $id ); ?>
		</div>
		<?php
	}

	private function render_locations( ShippingZone $zone ): void {
		$names   = Continents::names();
		$regions = array();
		foreach ( $zone->regions() as $region ) {
			$regions[] = ZoneLocation::CONTINENT === $region->type ? ( $names[ $region->code ] ?? $region->code ) : $region->code;
		}
		if ( array() === $regions ) {
			echo '<em>' . esc_html__( 'No regions: this zone contains no address.', 'vitrine' ) . '</em>';
			return;
		}
		echo '<span class="vitrine-shipping-codes">' . esc_html( implode( ', ', $regions ) ) . '</span>';
		$postcodes = $zone->postcodes();
		if ( array() !== $postcodes ) {
			/* translators: %s: the zone's postcode patterns, comma-separated. */
			echo '<br>' . esc_html( sprintf( __( 'Postcodes: %s', 'vitrine' ), implode( ', ', $postcodes ) ) );
		}
	}

	private function render_method_titles( ShippingZone $zone ): void {
		if ( array() === $zone->methods ) {
			echo '<em>' . esc_html__( 'No shipping methods', 'vitrine' ) . '</em>';
			return;
		}
		$titles = array();
		foreach ( $zone->methods as $instance ) {
			$title = '' !== $instance->title() ? $instance->title() : $instance->method_id;
			/* translators: %s: a shipping method's title. */
			$titles[] = $instance->enabled ? $title : sprintf( __( '%s (disabled)', 'vitrine' ), $title );
		}
		echo esc_html( implode( ', ', $titles ) );
	}

	/**
	 * A one-button form for an action on a zone or method.
	 *
	 * @param string                    $action  The action.
	 * @param int                       $subject The zone or method it acts on.
	 * @param array<string, string|int> $fields  Hidden fields.
	 * @param string                    $label   The button's text.
	 * @param string                    $name    What it acts on, for screen readers.
	 * @param bool                      $danger  Whether it destroys something.
	 */
	private function render_button( string $action, int $subject, array $fields, string $label, string $name, bool $danger ): void {
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="vitrine-inline-form">
			<input type="hidden" name="action" value="<?php echo esc_attr( $action ); ?>">
			<?php foreach ( $fields as $field => $value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( (string) $value ); ?>">
			<?php endforeach; ?>
			<?php wp_nonce_field( self::nonce_action( $action, $subject ), '_wpnonce', false ); ?>
			<button type="submit" class="button-link<?php echo $danger ? ' button-link-delete' : ''; ?>"><?php echo esc_html( $label ); ?><span class="screen-reader-text"> <?php echo esc_html( $name ); ?></span></button>
		</form>
		<?php
	}

	/**
	 * Move up and Move down buttons (the first has no up, the last no down).
	 *
	 * @param string                    $action  MOVE_ZONE or MOVE_METHOD.
	 * @param int                       $subject The zone or method.
	 * @param array<string, string|int> $fields  Hidden fields.
	 * @param string                    $name    What moves, for screen readers.
	 * @param bool                      $first   Whether it is first.
	 * @param bool                      $last    Whether it is last.
	 */
	private function render_move_buttons( string $action, int $subject, array $fields, string $name, bool $first, bool $last ): void {
		if ( ! $first ) {
			$this->render_button( $action, $subject, $fields + array( 'direction' => 'up' ), __( 'Move up', 'vitrine' ), $name, false );
		}
		if ( ! $first && ! $last ) {
			echo ' | ';
		}
		if ( ! $last ) {
			$this->render_button( $action, $subject, $fields + array( 'direction' => 'down' ), __( 'Move down', 'vitrine' ), $name, false );
		}
	}

	private function render_missing( string $message ): void {
		AdminPage::open( self::SCREEN_CLASS, __( 'Shipping', 'vitrine' ) );
		?>
		<div class="notice notice-error"><p><?php echo esc_html( $message ); ?></p></div>
		<p><a href="<?php echo esc_url( self::url() ); ?>">&larr; <?php esc_html_e( 'All shipping zones', 'vitrine' ); ?></a></p>
		<?php
	}

	/**
	 * @param array<string, string> $errors  Field id to message.
	 * @param string                $done    What the last action did.
	 * @param string                $refused The summary's heading when there are errors.
	 */
	private function render_notices( array $errors, string $done, string $refused = '' ): void {
		if ( array() !== $errors ) {
			Notices::errors( $errors, '' !== $refused ? $refused : __( 'Nothing was saved.', 'vitrine' ), 'vitrine-shipping-errors' );
			return;
		}
		$messages = array(
			'zone_added'      => __( 'Zone added. Now add its shipping methods.', 'vitrine' ),
			'zone_saved'      => __( 'Zone saved.', 'vitrine' ),
			'zone_deleted'    => __( 'Zone deleted with its shipping methods.', 'vitrine' ),
			'zone_moved'      => __( 'Zone order saved.', 'vitrine' ),
			'method_added'    => __( 'Shipping method added.', 'vitrine' ),
			'method_saved'    => __( 'Shipping method saved.', 'vitrine' ),
			'method_enabled'  => __( 'Shipping method enabled.', 'vitrine' ),
			'method_disabled' => __( 'Shipping method disabled.', 'vitrine' ),
			'method_deleted'  => __( 'Shipping method deleted.', 'vitrine' ),
			'method_moved'    => __( 'Shipping method order saved.', 'vitrine' ),
		);
		if ( isset( $messages[ $done ] ) ) {
			Notices::success( $messages[ $done ] );
		}
	}

	/**
	 * Where a refused form goes back to.
	 *
	 * @param string               $action      The action.
	 * @param int                  $zone_id     The zone it was about.
	 * @param int                  $instance_id The method it was about.
	 * @param array<string, mixed> $request     The submitted fields.
	 */
	private function back_url( string $action, int $zone_id, int $instance_id, array $request ): string {
		switch ( $action ) {
			case self::SAVE_ZONE:
				return self::url( array( 'zone' => 0 === $zone_id ? 'new' : $zone_id ) );
			case self::SAVE_METHOD:
				if ( 0 === $instance_id && null === $this->methods->get( Input::raw( $request['method_id'] ?? '' ) ) ) {
					return self::url( array( 'zone' => $zone_id ) );
				}
				return 0 === $instance_id
					? self::url(
						array(
							'zone'   => $zone_id,
							'method' => 'new',
							'type'   => sanitize_key( Input::raw( $request['method_id'] ?? '' ) ),
						)
					)
					: self::url(
						array(
							'zone'   => $zone_id,
							'method' => $instance_id,
						)
					);
			case self::TOGGLE_METHOD:
			case self::DELETE_METHOD:
			case self::MOVE_METHOD:
				$zone = $this->zones->method( $instance_id )?->zone_id;
				return null !== $zone ? self::url( array( 'zone' => $zone ) ) : self::url();
			default:
				return self::url();
		}
	}

	/**
	 * The zone of a method, for the redirect after acting on it.
	 *
	 * @throws ShippingValidationException When there is no such method.
	 */
	private function zone_of( int $instance_id ): int {
		$instance = $this->zones->method( $instance_id );
		if ( null === $instance ) {
			throw new ShippingValidationException( array( ShippingZones::FIELD_FORM => __( 'This shipping method no longer exists.', 'vitrine' ) ) );
		}
		return $instance->zone_id;
	}

	/**
	 * Keeps the typed values and messages, and answers where to go back to.
	 *
	 * @param string                $back    The form's address.
	 * @param string                $action  The form's action, which tells the views whose values these are.
	 * @param array<string, mixed>  $request What was submitted.
	 * @param array<string, string> $errors  Field id to message.
	 */
	private function refuse( string $back, string $action, array $request, array $errors ): string {
		unset( $request['_wpnonce'], $request['_wp_http_referer'] );
		$request['action'] = $action;
		$this->stash->put(
			self::STASH,
			array(
				'values' => $request,
				'errors' => $errors,
			)
		);
		return $back;
	}

	/**
	 * -1 for a move up, 1 for a move down.
	 *
	 * @param array<string, mixed> $request The submitted fields.
	 */
	private static function offset( array $request ): int {
		return 'up' === Input::raw( $request['direction'] ?? '' ) ? -1 : 1;
	}

	/**
	 * Whether a checkbox (or a 0/1 field) is on.
	 *
	 * @param array<string, mixed> $request The submitted fields.
	 * @param string               $key     The field.
	 */
	private static function checked( array $request, string $key ): bool {
		return '1' === Input::raw( $request[ $key ] ?? '' );
	}

	private static function int( mixed $value ): int {
		$text = Input::raw( $value );
		return 1 === preg_match( '/^\d{1,18}$/', $text ) ? (int) $text : 0;
	}
}
