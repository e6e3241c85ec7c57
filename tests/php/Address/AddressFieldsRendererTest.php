<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent).

namespace Vitrine\Tests\Address;

use DOMDocument;
use DOMElement;
use DOMXPath;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * The address fieldset's markup: labels tied to controls, required fields, autofill tokens, the
 * country and state controls, and what the script reads.
 */
final class AddressFieldsRendererTest extends AddressTestCase {

	private function parse( string $html ): DOMXPath {
		$document = new DOMDocument();
		self::assertTrue( $document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NOERROR ) );
		return new DOMXPath( $document );
	}

	private function one( DOMXPath $xpath, string $query ): DOMElement {
		$nodes = $xpath->query( $query );
		self::assertNotFalse( $nodes );
		self::assertSame( 1, $nodes->length, $query );
		$node = $nodes->item( 0 );
		self::assertInstanceOf( DOMElement::class, $node );
		return $node;
	}

	public function test_every_field_has_a_label_tied_to_its_control_with_its_autofill_token(): void {
		$xpath    = $this->parse( $this->address->renderer->render( 'billing', array( 'country' => 'US' ) ) );
		$expected = array(
			'first_name' => array( 'First name', 'billing given-name' ),
			'last_name'  => array( 'Last name', 'billing family-name' ),
			'company'    => array( 'Company name', 'billing organization' ),
			'country'    => array( 'Country / Region', 'billing country' ),
			'address_1'  => array( 'Street address', 'billing address-line1' ),
			'address_2'  => array( 'Apartment, suite, unit, etc.', 'billing address-line2' ),
			'city'       => array( 'Town / City', 'billing address-level2' ),
			'state'      => array( 'State', 'billing address-level1' ),
			'postcode'   => array( 'ZIP Code', 'billing postal-code' ),
			'phone'      => array( 'Phone', 'billing tel' ),
			'email'      => array( 'Email address', 'billing email' ),
		);
		$wrappers = $xpath->query( '//fieldset/div[@class="vitrine-address__fields"]/p[@data-vitrine-field]' );
		self::assertNotFalse( $wrappers );
		self::assertSame( count( $expected ), $wrappers->length );
		foreach ( $expected as $key => list( $label, $autocomplete ) ) {
			$wrapper = $this->one( $xpath, "//p[@data-vitrine-field='{$key}']" );
			self::assertNotSame( '', $wrapper->getAttribute( 'data-priority' ) );
			$label_element = $this->one( $xpath, "//p[@data-vitrine-field='{$key}']/label" );
			self::assertSame( 'billing_' . $key, $label_element->getAttribute( 'for' ) );
			self::assertSame( $label, $this->one( $xpath, "//p[@data-vitrine-field='{$key}']/label/span[@class='vitrine-address__label']" )->textContent );
			$control = $this->one( $xpath, "//*[@id='billing_{$key}']" );
			self::assertSame( 'billing_' . $key, $control->getAttribute( 'name' ) );
			self::assertSame( $autocomplete, $control->getAttribute( 'autocomplete' ), $key );
		}
		self::assertSame( 'email', $this->one( $xpath, "//input[@id='billing_email']" )->getAttribute( 'type' ) );
		self::assertSame( 'tel', $this->one( $xpath, "//input[@id='billing_phone']" )->getAttribute( 'type' ) );
		self::assertSame( 'e.g. 95014', $this->one( $xpath, "//input[@id='billing_postcode']" )->getAttribute( 'placeholder' ) );
		self::assertSame( 'Billing address', $this->one( $xpath, '//fieldset/legend' )->textContent );
	}

	public function test_required_fields_are_required_for_assistive_technology_and_marked_for_the_eye(): void {
		$xpath = $this->parse( $this->address->renderer->render( 'shipping', array( 'country' => 'US' ) ) );

		$first_name = $this->one( $xpath, "//input[@id='shipping_first_name']" );
		self::assertTrue( $first_name->hasAttribute( 'required' ) );
		self::assertSame( 'true', $first_name->getAttribute( 'aria-required' ) );
		$asterisk = $this->one( $xpath, "//p[@data-vitrine-field='first_name']//span[@class='vitrine-required']" );
		self::assertSame( 'true', $asterisk->getAttribute( 'aria-hidden' ), 'the asterisk is for the eye: required is announced from the control' );
		self::assertFalse( $asterisk->hasAttribute( 'hidden' ) );
		self::assertTrue( $this->one( $xpath, "//p[@data-vitrine-field='first_name']//span[@class='vitrine-optional']" )->hasAttribute( 'hidden' ) );

		$company = $this->one( $xpath, "//input[@id='shipping_company']" );
		self::assertFalse( $company->hasAttribute( 'required' ) );
		self::assertFalse( $company->hasAttribute( 'aria-required' ) );
		$optional = $this->one( $xpath, "//p[@data-vitrine-field='company']//span[@class='vitrine-optional']" );
		self::assertFalse( $optional->hasAttribute( 'hidden' ) );
		self::assertSame( '(optional)', $optional->textContent );
		self::assertTrue( $this->one( $xpath, "//p[@data-vitrine-field='company']//span[@class='vitrine-required']" )->hasAttribute( 'hidden' ) );
	}

	public function test_the_country_and_state_selects_show_the_current_values(): void {
		$xpath     = $this->parse(
			$this->address->renderer->render(
				'shipping',
				array(
					'country' => 'us',
					'state'   => 'CA',
				)
			)
		);
		$countries = $xpath->query( "//select[@id='shipping_country']/option" );
		self::assertNotFalse( $countries );
		self::assertSame( 251, $countries->length, 'a placeholder and every country' );
		self::assertSame( 'US', $this->one( $xpath, "//select[@id='shipping_country']/option[@selected]" )->getAttribute( 'value' ) );
		self::assertSame( '', $this->one( $xpath, "//select[@id='shipping_country']/option[1]" )->getAttribute( 'value' ) );

		self::assertSame( 'select', $this->one( $xpath, "//p[@data-vitrine-field='state']" )->getAttribute( 'data-vitrine-state-control' ) );
		$selected = $this->one( $xpath, "//select[@id='shipping_state']/option[@selected]" );
		self::assertSame( 'CA', $selected->getAttribute( 'value' ) );
		self::assertSame( 'California', $selected->textContent );
		self::assertTrue( $this->one( $xpath, "//select[@id='shipping_state']" )->hasAttribute( 'required' ) );
		self::assertSame( 'US', $this->one( $xpath, '//fieldset' )->getAttribute( 'data-vitrine-country' ) );
	}

	public function test_a_country_without_states_hides_the_state_field_and_one_without_a_list_gets_a_text_input(): void {
		$xpath   = $this->parse( $this->address->renderer->render( 'shipping', array( 'country' => 'DE' ) ) );
		$wrapper = $this->one( $xpath, "//p[@data-vitrine-field='state']" );
		self::assertTrue( $wrapper->hasAttribute( 'hidden' ) );
		self::assertSame( 'hidden', $wrapper->getAttribute( 'data-vitrine-state-control' ) );
		self::assertFalse( $this->one( $xpath, "//input[@id='shipping_state']" )->hasAttribute( 'required' ) );
		// Germany: postcode before city.
		self::assertLessThan(
			(int) $this->one( $xpath, "//p[@data-vitrine-field='city']" )->getAttribute( 'data-priority' ),
			(int) $this->one( $xpath, "//p[@data-vitrine-field='postcode']" )->getAttribute( 'data-priority' )
		);
		$order = array();
		$nodes = $xpath->query( '//p[@data-vitrine-field]' );
		self::assertNotFalse( $nodes );
		foreach ( $nodes as $node ) {
			self::assertInstanceOf( DOMElement::class, $node );
			$order[] = $node->getAttribute( 'data-vitrine-field' );
		}
		self::assertSame( array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'postcode', 'city', 'state', 'phone' ), $order, 'the markup is in priority order' );

		$xpath   = $this->parse(
			$this->address->renderer->render(
				'shipping',
				array(
					'country' => 'CO',
					'state'   => 'Antioquia',
				)
			)
		);
		$wrapper = $this->one( $xpath, "//p[@data-vitrine-field='state']" );
		self::assertFalse( $wrapper->hasAttribute( 'hidden' ) );
		self::assertSame( 'text', $wrapper->getAttribute( 'data-vitrine-state-control' ) );
		self::assertSame( 'Antioquia', $this->one( $xpath, "//input[@id='shipping_state']" )->getAttribute( 'value' ) );
		self::assertSame( 'Department', $this->one( $xpath, "//p[@data-vitrine-field='state']/label/span[@class='vitrine-address__label']" )->textContent );
	}

	public function test_messages_are_tied_to_their_fields_and_values_are_escaped(): void {
		$html  = $this->address->renderer->render(
			'billing',
			array(
				'country'    => 'US',
				'first_name' => '"><script>alert(1)</script>',
			),
			array( 'postcode' => 'Billing ZIP Code is a required field.' )
		);
		$xpath = $this->parse( $html );
		self::assertStringNotContainsString( '<script>alert', $html );
		self::assertSame( '"><script>alert(1)</script>', $this->one( $xpath, "//input[@id='billing_first_name']" )->getAttribute( 'value' ) );

		$postcode = $this->one( $xpath, "//input[@id='billing_postcode']" );
		self::assertSame( 'true', $postcode->getAttribute( 'aria-invalid' ) );
		$message = $this->one( $xpath, "//*[@id='" . $postcode->getAttribute( 'aria-describedby' ) . "']" );
		self::assertSame( 'Billing ZIP Code is a required field.', $message->textContent );
		self::assertFalse( $this->one( $xpath, "//input[@id='billing_city']" )->hasAttribute( 'aria-invalid' ) );
	}

	public function test_the_script_gets_the_rules_url_languages_and_labels(): void {
		$this->use_locale( 'ja' );
		$xpath  = $this->parse( $this->address->renderer->render( 'billing', array( 'country' => 'JP' ) ) );
		$config = json_decode( $this->one( $xpath, '//fieldset' )->getAttribute( 'data-vitrine-address-config' ), true );
		self::assertIsArray( $config );
		self::assertStringContainsString( '/build/address/rules.json?ver=' . $this->address->data->version(), (string) $config['rules'] );
		self::assertSame( array( 'ja' ), $config['languages'] );
		self::assertSame( 'Prefecture', $config['labels']['state']['prefecture'] );
		self::assertSame( 'ZIP Code', $config['labels']['postcode']['zip'] );
		self::assertSame( 'e.g. %s', $config['placeholders']['postcode'] );
		self::assertSame( '東京都', $this->one( $xpath, "//select[@id='billing_state']/option[@value='JP13']" )->textContent );
		self::assertSame( 0, $xpath->query( '//script' )->length ?? -1, 'the rules load from their file' );
		self::assertFileExists( VITRINE_DIR . 'build/address/rules.json' );
	}

	public function test_filtered_rules_are_printed_once_in_the_page(): void {
		$this->filter(
			'vitrine_address_rules',
			static function ( array $rules ): array {
				$rules['GB']['fields'] .= 'S';
				return $rules;
			}
		);
		$html  = $this->address->renderer->render( 'billing', array( 'country' => 'GB' ) ) . $this->address->renderer->render( 'shipping', array( 'country' => 'GB' ) );
		$xpath = $this->parse( $html );
		$rules = json_decode( $this->one( $xpath, "//script[@id='vitrine-address-rules']" )->textContent, true );
		self::assertIsArray( $rules );
		self::assertSame( 'ACZS', $rules['GB']['fields'] );
		$config = json_decode( $this->one( $xpath, "//fieldset[@data-vitrine-address='shipping']" )->getAttribute( 'data-vitrine-address-config' ), true );
		self::assertIsArray( $config );
		self::assertNull( $config['rules'] );
		self::assertFalse( $this->one( $xpath, "//p[@data-vitrine-field='state' and @id='shipping_state_field']" )->hasAttribute( 'hidden' ) );
	}

	public function test_a_lone_state_field_follows_its_country_and_carries_what_the_script_reads(): void {
		$field = fn ( string $country, string $value ): DOMXPath => $this->parse(
			$this->address->renderer->state_field( 'calc-state', 'calc_shipping_state', $country, $value, 'vitrine-cart-shipping__field' )
		);

		$xpath   = $field( 'US', 'ca' );
		$wrapper = $this->one( $xpath, "//p[@data-vitrine-field='state']" );
		self::assertSame( 'vitrine-cart-shipping__field', $wrapper->getAttribute( 'class' ) );
		self::assertSame( 'select', $wrapper->getAttribute( 'data-vitrine-state-control' ) );
		self::assertFalse( $wrapper->hasAttribute( 'hidden' ) );
		self::assertSame( 'State', trim( $this->one( $xpath, "//label[@for='calc-state']" )->textContent ) );
		$select = $this->one( $xpath, "//select[@id='calc-state' and @name='calc_shipping_state' and @autocomplete='address-level1']" );
		self::assertFalse( $select->hasAttribute( 'required' ) );
		self::assertSame( 'CA', $this->one( $xpath, '//select/option[@selected]' )->getAttribute( 'value' ) );
		$config = json_decode( $wrapper->getAttribute( 'data-vitrine-address-config' ), true );
		self::assertIsArray( $config );
		self::assertStringContainsString( 'build/address/rules.json', (string) $config['rules'] );
		self::assertNotEmpty( $config['selectState'] );

		// A country whose addresses have no state: hidden; one with states but no list: free text.
		$xpath = $field( 'DE', 'Berlin' );
		self::assertTrue( $this->one( $xpath, "//p[@data-vitrine-field='state']" )->hasAttribute( 'hidden' ) );
		self::assertSame( '', $this->one( $xpath, "//input[@id='calc-state']" )->getAttribute( 'value' ) );
		$xpath = $field( '', 'Somewhere' );
		self::assertSame( 'text', $this->one( $xpath, "//p[@data-vitrine-field='state']" )->getAttribute( 'data-vitrine-state-control' ) );
		self::assertSame( 'Somewhere', $this->one( $xpath, "//input[@id='calc-state']" )->getAttribute( 'value' ) );
	}
}
