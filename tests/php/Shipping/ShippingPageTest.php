<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Address\Location;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Shipping\Admin\ShippingPage;
use Vitrine\Shipping\Methods\FlatRate;
use Vitrine\Shipping\Methods\FreeShipping;
use Vitrine\Shipping\Methods\LocalPickup;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Shipping\ShippingZones;

require_once __DIR__ . '/ShippingTestCase.php';

/**
 * Vitrine > Shipping: the forms' actions (nonce, capability, all or nothing) and the views.
 */
final class ShippingPageTest extends ShippingTestCase {

	private FormStash $stash;
	private ShippingPage $page;

	protected function setUp(): void {
		parent::setUp();
		$this->stash = new FormStash();
		$this->page  = new ShippingPage( $this->shipping->zones, $this->shipping->methods, $this->stash );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Submits a form with a valid nonce for its action and subject.
	 *
	 * @param string               $action The action.
	 * @param array<string, mixed> $fields The form's fields.
	 * @return string Where the merchant is sent.
	 */
	private function submit( string $action, array $fields ): string {
		$subject = in_array( $action, array( ShippingPage::SAVE_ZONE, ShippingPage::DELETE_ZONE, ShippingPage::MOVE_ZONE ), true ) ? (int) ( $fields['zone_id'] ?? 0 ) : (int) ( $fields['instance_id'] ?? 0 );
		return $this->page->process( $action, $fields + array( '_wpnonce' => wp_create_nonce( ShippingPage::nonce_action( $action, $subject ) ) ) );
	}

	/**
	 * @param array<string, string> $query The view's query arguments.
	 */
	private function render( array $query = array() ): string {
		$_GET = $query;
		ob_start();
		$this->page->render();
		return (string) ob_get_clean();
	}

	/**
	 * @return array<string, mixed>
	 */
	private function refusal(): array {
		$stash = $this->stash->peek( ShippingPage::STASH );
		self::assertIsArray( $stash, 'A refusal keeps its messages.' );
		return $stash;
	}

	public function test_a_zone_is_added_through_the_form(): void {
		$location = $this->submit(
			ShippingPage::SAVE_ZONE,
			array(
				'zone_id'   => '0',
				'name'      => 'DACH',
				'regions'   => "DE\nAT\r\nCH",
				'postcodes' => '',
			)
		);

		$zones = $this->shipping->zones->all();
		self::assertCount( 1, $zones );
		self::assertSame( 'DACH', $zones[0]->name );
		self::assertSame( 'DACH', $this->shipping->zones->match( new Location( 'CH' ) )->name );
		self::assertStringContainsString( 'zone=' . $zones[0]->zone_id, $location );
		self::assertStringContainsString( 'done=zone_added', $location );
	}

	public function test_a_refused_zone_form_writes_nothing_and_comes_back_with_its_messages(): void {
		$before = $this->table_rows();

		$location = $this->submit(
			ShippingPage::SAVE_ZONE,
			array(
				'zone_id'   => '0',
				'name'      => 'Somewhere <b>nice</b>',
				'regions'   => "DE\nAtlantis",
				'postcodes' => '75*',
			)
		);

		self::assertSame( $before, $this->table_rows() );
		self::assertStringContainsString( 'zone=new', $location );
		self::assertStringNotContainsString( 'done=', $location );
		$stash = $this->refusal();
		self::assertSame( array( ShippingZones::FIELD_REGIONS ), array_keys( $stash['errors'] ) );

		$html = $this->render( array( 'zone' => 'new' ) );
		self::assertStringContainsString( 'id="' . ShippingZones::FIELD_REGIONS . '-error"', $html );
		self::assertStringContainsString( 'This region is not known: Atlantis.', $html );
		self::assertMatchesRegularExpression( '/id="' . ShippingZones::FIELD_REGIONS . '"[^>]*aria-invalid="true"/', $html );
		self::assertStringContainsString( '>DE' . "\n" . 'Atlantis</textarea>', $html, 'What was typed is shown again.' );
		self::assertStringContainsString( 'value="Somewhere &lt;b&gt;nice&lt;/b&gt;"', $html, 'And escaped.' );
		self::assertStringContainsString( 'Nothing was saved.', $html );
		self::assertNull( ( new FormStash() )->peek( ShippingPage::STASH ), 'The messages are shown once.' );
	}

	public function test_forms_need_the_nonce_of_their_action_and_subject(): void {
		$zone = $this->zone( 'Germany', array( 'DE' ) );

		$this->page->process(
			ShippingPage::DELETE_ZONE,
			array(
				'zone_id'  => (string) $zone->zone_id,
				'_wpnonce' => wp_create_nonce( ShippingPage::nonce_action( ShippingPage::DELETE_ZONE, $zone->zone_id + 1 ) ),
			)
		);
		self::assertNotNull( $this->shipping->zones->get( $zone->zone_id ) );
		self::assertSame( 'Your session has expired or the form was not sent from this site. Try again.', $this->refusal()['errors'][ ShippingZones::FIELD_FORM ] );

		$this->page->process(
			ShippingPage::SAVE_ZONE,
			array(
				'zone_id'  => '0',
				'name'     => 'Austria',
				'regions'  => 'AT',
				'_wpnonce' => 'wrong',
			)
		);
		self::assertCount( 1, $this->shipping->zones->all() );

		$this->page->process( 'vitrine_shipping_unknown', array( '_wpnonce' => wp_create_nonce( ShippingPage::nonce_action( 'vitrine_shipping_unknown', 0 ) ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refusal()['errors'] );
	}

	public function test_forms_need_manage_options(): void {
		$zone = $this->zone( 'Germany', array( 'DE' ) );
		wp_set_current_user( $this->create_user( 'editor' ) );

		$this->submit( ShippingPage::DELETE_ZONE, array( 'zone_id' => (string) $zone->zone_id ) );

		self::assertNotNull( $this->shipping->zones->get( $zone->zone_id ) );
		self::assertSame( 'Sorry, you are not allowed to manage shipping.', $this->refusal()['errors'][ ShippingZones::FIELD_FORM ] );
	}

	public function test_methods_are_added_edited_toggled_moved_and_deleted_through_the_forms(): void {
		$zone = $this->zone( 'Germany', array( 'DE' ) );

		$location = $this->submit(
			ShippingPage::SAVE_METHOD,
			array(
				'zone_id'     => (string) $zone->zone_id,
				'instance_id' => '0',
				'method_id'   => FlatRate::ID,
				'enabled'     => '1',
				'settings'    => array(
					'title'         => 'DHL',
					'tax_status'    => 'taxable',
					'cost'          => '4.90',
					'cost_per_item' => '',
				),
			)
		);
		$flat     = $this->shipping->zones->get( $zone->zone_id )?->methods[0];
		self::assertNotNull( $flat );
		self::assertStringContainsString( 'done=method_added', $location );
		self::assertSame( 'DHL', $flat->title() );
		self::assertTrue( $flat->enabled );

		$this->submit(
			ShippingPage::SAVE_METHOD,
			array(
				'zone_id'     => (string) $zone->zone_id,
				'instance_id' => '0',
				'method_id'   => LocalPickup::ID,
				'enabled'     => '0',
				'settings'    => array(
					'title'      => 'Pickup',
					'tax_status' => 'none',
					'cost'       => '',
				),
			)
		);
		$pickup = $this->shipping->zones->get( $zone->zone_id )?->methods[1];
		self::assertNotNull( $pickup );
		self::assertFalse( $pickup->enabled );

		$this->submit(
			ShippingPage::SAVE_METHOD,
			array(
				'zone_id'     => (string) $zone->zone_id,
				'instance_id' => (string) $flat->instance_id,
				'enabled'     => '1',
				'settings'    => array(
					'title'         => 'DHL Paket',
					'tax_status'    => 'taxable',
					'cost'          => '5.49',
					'cost_per_item' => '',
				),
			)
		);
		self::assertSame( 'DHL Paket', $this->shipping->zones->method( $flat->instance_id )?->title() );

		$location = $this->submit(
			ShippingPage::TOGGLE_METHOD,
			array(
				'instance_id' => (string) $pickup->instance_id,
				'enabled'     => '1',
			)
		);
		self::assertStringContainsString( 'done=method_enabled', $location );
		self::assertStringContainsString( 'zone=' . $zone->zone_id, $location );
		self::assertTrue( $this->shipping->zones->method( $pickup->instance_id )?->enabled );

		$this->submit(
			ShippingPage::MOVE_METHOD,
			array(
				'instance_id' => (string) $pickup->instance_id,
				'direction'   => 'up',
			)
		);
		self::assertSame(
			array(
				'local_pickup:' . $pickup->instance_id => 0,
				'flat_rate:' . $flat->instance_id      => 549,
			),
			$this->costs( $this->package( array( $this->item( 1, 100 ) ) ) )
		);

		$this->submit( ShippingPage::DELETE_METHOD, array( 'instance_id' => (string) $flat->instance_id ) );
		self::assertNull( $this->shipping->zones->method( $flat->instance_id ) );
		self::assertCount( 1, $this->shipping->zones->get( $zone->zone_id )?->methods ?? array() );
	}

	public function test_a_refused_method_form_writes_nothing_and_shows_each_message_by_its_field(): void {
		$bulky  = $this->shipping_class( 'Bulky' );
		$before = $this->table_rows();

		$location = $this->submit(
			ShippingPage::SAVE_METHOD,
			array(
				'zone_id'     => '0',
				'instance_id' => '0',
				'method_id'   => FlatRate::ID,
				'enabled'     => '1',
				'settings'    => array(
					'title'            => 'Flat',
					'tax_status'       => 'taxable',
					'cost'             => '12,345',
					'cost_per_item'    => '',
					'class_costs'      => array(
						(string) $bulky => array(
							'cost'          => '9.999',
							'cost_per_item' => '',
						),
					),
					'no_class_cost'    => array(
						'cost'          => '',
						'cost_per_item' => '',
					),
					'calculation_type' => FlatRate::PER_ORDER,
				),
			)
		);

		self::assertSame( $before, $this->table_rows() );
		self::assertStringContainsString( 'method=new', $location );
		self::assertStringContainsString( 'type=flat_rate', $location );

		$html = $this->render(
			array(
				'zone'   => '0',
				'method' => 'new',
				'type'   => FlatRate::ID,
			)
		);
		self::assertStringContainsString( 'The shipping method was not saved.', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-shipping-method-cost"[^>]*aria-invalid="true"/', $html );
		self::assertStringContainsString( 'id="vitrine-shipping-method-class-costs-' . $bulky . '-cost-error"', $html );
		self::assertStringContainsString( 'value="12,345"', $html, 'What was typed is shown again.' );
		self::assertStringContainsString( '<legend>Shipping class “Bulky”</legend>', $html );
		self::assertMatchesRegularExpression( '/<option value="order"\s+selected=\'selected\'>/', $html );
	}

	public function test_a_method_of_an_unknown_type_goes_back_to_its_zone(): void {
		$location = $this->submit(
			ShippingPage::SAVE_METHOD,
			array(
				'zone_id'     => '0',
				'instance_id' => '0',
				'method_id'   => 'teleport',
				'settings'    => array( 'title' => 'Beam' ),
			)
		);

		self::assertStringContainsString( 'zone=0', $location );
		self::assertStringNotContainsString( 'method=', $location );
		self::assertSame( array(), $this->shipping->zones->rest_of_world()->methods );
		self::assertStringContainsString( 'Choose one of the shipping methods offered.', $this->render( array( 'zone' => '0' ) ) );
	}

	public function test_zones_are_moved_and_deleted_through_the_forms(): void {
		$germany = $this->zone( 'Germany', array( 'DE' ) );
		$berlin  = $this->zone( 'Berlin', array( 'DE' ), array( '10*' ) );
		$this->shipping->zones->add_method(
			$berlin->zone_id,
			LocalPickup::ID,
			array(
				'title'      => 'Pickup',
				'tax_status' => 'none',
			)
		);

		$this->submit(
			ShippingPage::MOVE_ZONE,
			array(
				'zone_id'   => (string) $berlin->zone_id,
				'direction' => 'up',
			)
		);
		self::assertSame( array( $berlin->zone_id, $germany->zone_id ), array_map( static fn ( ShippingZone $zone ): int => $zone->zone_id, $this->shipping->zones->all() ) );

		$location = $this->submit( ShippingPage::DELETE_ZONE, array( 'zone_id' => (string) $berlin->zone_id ) );
		self::assertStringContainsString( 'done=zone_deleted', $location );
		self::assertSame( array( $germany->zone_id ), array_map( static fn ( ShippingZone $zone ): int => $zone->zone_id, $this->shipping->zones->all() ) );
		self::assertSame( array(), $this->table_rows()['vitrine_shipping_zone_methods'] );
	}

	public function test_the_zones_list_shows_every_zone_and_the_rest_of_the_world(): void {
		$europe = $this->zone( 'Europe & "more"', array( 'continent:EU' ) );
		$this->zone( 'Paris', array( 'FR' ), array( '75*' ) );
		$this->zone( 'Unused', array() );
		$this->shipping->zones->add_method(
			$europe->zone_id,
			FreeShipping::ID,
			array(
				'title'    => 'Free over there',
				'requires' => '',
			),
			false
		);

		$html = $this->render();

		self::assertStringContainsString( '>Europe &amp; &quot;more&quot;</a>', $html );
		self::assertStringContainsString( '>Europe</span>', $html, 'Continents are named.' );
		self::assertStringContainsString( 'Postcodes: 75*', $html );
		self::assertStringContainsString( 'No regions: this zone contains no address.', $html );
		self::assertStringContainsString( 'Free over there (disabled)', $html );
		self::assertStringContainsString( 'Locations not covered by your other zones', $html );
		self::assertSame( 3, substr_count( $html, 'name="action" value="' . ShippingPage::DELETE_ZONE . '"' ) );
		self::assertSame( 2, substr_count( $html, '>Move down<' ), 'The last zone cannot move down.' );
		self::assertSame( 2, substr_count( $html, '>Move up<' ), 'The first zone cannot move up.' );
	}

	public function test_the_rest_of_the_world_has_methods_but_no_zone_form(): void {
		$this->shipping->zones->add_method(
			ShippingZone::REST_OF_WORLD,
			FlatRate::ID,
			array(
				'title'      => 'International',
				'tax_status' => 'taxable',
				'cost'       => '25',
			)
		);

		$html = $this->render( array( 'zone' => '0' ) );

		self::assertStringContainsString( '<h1 class="wp-heading-inline">Locations not covered by your other zones</h1>', $html );
		self::assertStringNotContainsString( 'name="action" value="' . ShippingPage::SAVE_ZONE . '"', $html );
		self::assertStringContainsString( '<strong>International</strong>', $html );
		self::assertStringContainsString( 'name="type"', $html, 'A method can be added.' );
	}

	public function test_a_missing_zone_or_method_is_said_so(): void {
		self::assertStringContainsString( 'This shipping zone no longer exists.', $this->render( array( 'zone' => '999999' ) ) );
		self::assertStringContainsString(
			'This shipping method no longer exists.',
			$this->render(
				array(
					'zone'   => '0',
					'method' => '999999',
				)
			)
		);
	}

	public function test_every_view_opens_with_the_shared_scaffold_and_closes_its_wrap(): void {
		$instance = $this->shipping->zones->add_method(
			ShippingZone::REST_OF_WORLD,
			FlatRate::ID,
			array(
				'title'      => 'International',
				'tax_status' => 'taxable',
				'cost'       => '25',
			)
		);
		$views    = array(
			'Shipping zones'                            => array(),
			'Add shipping zone'                         => array( 'zone' => 'new' ),
			'Locations not covered by your other zones' => array( 'zone' => '0' ),
			'International in Locations not covered by your other zones' => array(
				'zone'   => '0',
				'method' => (string) $instance->instance_id,
			),
			'Add Flat rate to Locations not covered by your other zones' => array(
				'zone'   => '0',
				'method' => 'new',
				'type'   => FlatRate::ID,
			),
			'Shipping'                                  => array( 'zone' => '999999' ),
		);

		foreach ( $views as $heading => $query ) {
			$html = trim( $this->render( $query ) );

			self::assertStringStartsWith( '<div class="wrap vitrine-shipping">' . "\n" . '<h1 class="wp-heading-inline">' . $heading . '</h1>', $html, $heading );
			self::assertSame( 1, substr_count( $html, '<h1' ), $heading );
			self::assertSame( 1, substr_count( $html, '<hr class="wp-header-end">' ), $heading );
			self::assertStringEndsWith( '</div>', $html, $heading );
			self::assertSame( substr_count( $html, '<div' ), substr_count( $html, '</div>' ), $heading . ': every div is closed, the wrap too.' );
		}
		self::assertStringContainsString( '<h1 class="wp-heading-inline">Shipping zones</h1>' . "\n" . '<a href="' . esc_url( ShippingPage::url( array( 'zone' => 'new' ) ) ) . '" class="page-title-action">Add zone</a>' . "\n" . '<hr class="wp-header-end">', $this->render() );
	}
}
