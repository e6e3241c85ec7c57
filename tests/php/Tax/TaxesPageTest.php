<?php
/**
 * Vitrine > Taxes: rates and classes saved, refused and shown.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Core\Admin\FormStash;
use Vitrine\Tax\Admin\TaxesPage;
use Vitrine\Tax\TaxClasses;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxesPageTest extends TaxTestCase {

	private FormStash $stash;
	private TaxesPage $page;

	protected function setUp(): void {
		parent::setUp();
		$this->stash = new FormStash();
		$this->page  = new TaxesPage( $this->tax->rates, $this->tax->classes, $this->tax->settings, $this->stash );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * A rate form as the screen posts it, with a valid nonce.
	 *
	 * @param array<string, string> $fields Fields over a good new standard rate.
	 * @return array<string, string>
	 */
	private function rate_request( array $fields = array() ): array {
		return $fields + array(
			'_wpnonce'  => wp_create_nonce( TaxesPage::SAVE_RATE_ACTION ),
			'rate_id'   => '0',
			'country'   => 'DE',
			'state'     => '',
			'postcodes' => '',
			'cities'    => '',
			'rate'      => '19',
			'name'      => 'MwSt.',
			'priority'  => '1',
			'shipping'  => 'yes',
			'tax_class' => 'standard',
			'order'     => '',
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	private function refusal( string $form ): array {
		$stash = $this->stash->take( $form );
		self::assertIsArray( $stash, 'A refusal keeps its messages.' );
		return $stash;
	}

	private function render(): string {
		ob_start();
		$this->page->render();
		return (string) ob_get_clean();
	}

	public function test_a_good_rate_is_added(): void {
		$location = $this->page->process_save_rate( $this->rate_request( array( 'postcodes' => "10115\r\n20*" ) ) );

		$rates = $this->tax->rates->for_class( '' );
		self::assertCount( 1, $rates );
		self::assertSame( 'DE', $rates[0]->country );
		self::assertSame( array( '10115', '20*' ), $rates[0]->postcodes );
		self::assertSame( '19.0000', $rates[0]->rate );
		self::assertTrue( $rates[0]->shipping );
		self::assertFalse( $rates[0]->compound, 'An unticked box is not sent.' );
		self::assertStringContainsString( 'vitrine_done=added', $location );
		self::assertStringContainsString( 'class=standard', $location );
	}

	public function test_a_bad_rate_is_refused_without_writing_and_keeps_what_was_typed(): void {
		$location = $this->page->process_save_rate(
			$this->rate_request(
				array(
					'country'   => 'XX',
					'postcodes' => "10115\n1...99",
					'rate'      => '19,5',
					'shipping'  => '',
				)
			)
		);

		self::assertSame( 0, self::count_rows() );
		self::assertStringNotContainsString( 'vitrine_done', $location );
		$refusal = $this->refusal( TaxesPage::RATE_STASH );
		self::assertSame( array( 'vitrine-tax-rate-country', 'vitrine-tax-rate-postcodes', 'vitrine-tax-rate-rate' ), array_keys( $refusal['errors'] ) );
		self::assertSame( '19,5', $refusal['values']['rate'] );
		self::assertSame( "10115\n1...99", $refusal['values']['postcodes'] );
	}

	public function test_the_refused_form_is_shown_again_with_each_message_by_its_field(): void {
		$this->page->process_save_rate(
			$this->rate_request(
				array(
					'rate' => '150',
					'name' => 'VAT <script>alert(1)</script>',
				)
			)
		);

		$html = $this->render();

		self::assertStringContainsString( 'The tax rate was not saved.', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-tax-rate-rate" name="rate" value="150"[^>]*aria-invalid="true" aria-describedby="vitrine-tax-rate-rate-help vitrine-tax-rate-rate-error"/', $html );
		self::assertStringContainsString( '<p class="vitrine-field__error" id="vitrine-tax-rate-rate-error">Enter the rate in percent as a number from 0 to 100', $html );
		self::assertStringContainsString( '<a href="#vitrine-tax-rate-rate">', $html );
		self::assertStringNotContainsString( '<script>', $html );
		self::assertMatchesRegularExpression( '/<option value="DE" +selected=\'selected\'>/', $html, 'The country typed is chosen again.' );
	}

	public function test_a_bad_change_leaves_the_rate_as_it_was(): void {
		$rate = $this->rate(
			array(
				'country' => 'AT',
				'rate'    => '20',
			)
		);

		$location = $this->page->process_save_rate(
			$this->rate_request(
				array(
					'rate_id'   => (string) $rate->id,
					'country'   => 'AT',
					'rate'      => '10',
					'tax_class' => 'gone',
				)
			)
		);

		self::assertEquals( $rate, $this->tax->rates->find( $rate->id ) );
		self::assertStringContainsString( 'edit=' . $rate->id, $location );
		self::assertSame( array( 'vitrine-tax-rate-tax_class' => 'Choose a tax class the store has.' ), $this->refusal( TaxesPage::RATE_STASH )['errors'] );
	}

	public function test_a_rate_is_changed_and_moved_to_another_class(): void {
		$rate = $this->rate( array( 'country' => 'DE' ) );

		$location = $this->page->process_save_rate(
			$this->rate_request(
				array(
					'rate_id'   => (string) $rate->id,
					'rate'      => '7',
					'compound'  => 'yes',
					'tax_class' => TaxClasses::REDUCED,
				)
			)
		);

		$changed = $this->tax->rates->find( $rate->id );
		self::assertNotNull( $changed );
		self::assertSame( '7.0000', $changed->rate );
		self::assertTrue( $changed->compound );
		self::assertSame( TaxClasses::REDUCED, $changed->tax_class );
		self::assertStringContainsString( 'vitrine_done=updated', $location );
		self::assertStringContainsString( 'class=' . TaxClasses::REDUCED, $location );
	}

	public function test_saving_needs_the_nonce_and_the_capability(): void {
		$this->page->process_save_rate( $this->rate_request( array( '_wpnonce' => 'forged' ) ) );
		self::assertSame( 0, self::count_rows() );
		self::assertArrayHasKey( 'vitrine-tax-rate-form', $this->refusal( TaxesPage::RATE_STASH )['errors'] );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->page->process_save_rate( $this->rate_request() );
		self::assertSame( 0, self::count_rows() );
		self::assertSame( array( 'vitrine-tax-rate-form' => 'Sorry, you are not allowed to manage taxes.' ), $this->refusal( TaxesPage::RATE_STASH )['errors'] );
	}

	public function test_a_rate_is_deleted_with_its_own_nonce(): void {
		$rate  = $this->rate( array( 'tax_class' => TaxClasses::ZERO ) );
		$other = $this->rate();

		$this->page->process_delete_rate(
			array(
				'rate_id'  => (string) $rate->id,
				'_wpnonce' => wp_create_nonce( TaxesPage::DELETE_RATE_ACTION . '_' . $other->id ),
			)
		);
		self::assertNotNull( $this->tax->rates->find( $rate->id ), 'A nonce for another rate is refused.' );
		$this->refusal( TaxesPage::RATE_STASH );

		$location = $this->page->process_delete_rate(
			array(
				'rate_id'  => (string) $rate->id,
				'_wpnonce' => wp_create_nonce( TaxesPage::DELETE_RATE_ACTION . '_' . $rate->id ),
			)
		);
		self::assertNull( $this->tax->rates->find( $rate->id ) );
		self::assertNotNull( $this->tax->rates->find( $other->id ) );
		self::assertStringContainsString( 'vitrine_done=deleted', $location );
		self::assertStringContainsString( 'class=zero-rate', $location );
	}

	public function test_a_class_is_added_and_a_bad_one_refused(): void {
		$location = $this->page->process_save_class(
			array(
				'name'     => 'Books',
				'_wpnonce' => wp_create_nonce( TaxesPage::SAVE_CLASS_ACTION ),
			)
		);
		self::assertTrue( $this->tax->classes->exists( 'books' ) );
		self::assertStringContainsString( 'class=books', $location );

		$before = get_option( TaxClasses::OPTION );
		$this->page->process_save_class(
			array(
				'name'     => 'Books',
				'_wpnonce' => wp_create_nonce( TaxesPage::SAVE_CLASS_ACTION ),
			)
		);
		self::assertSame( $before, get_option( TaxClasses::OPTION ) );
		self::assertSame( array( 'vitrine-tax-class-slug' => 'A tax class with the slug books already exists. Choose another name or slug.' ), $this->refusal( TaxesPage::CLASS_STASH )['errors'] );
	}

	public function test_removing_a_class_deletes_its_rates(): void {
		$zero     = $this->rate(
			array(
				'rate'      => '0',
				'tax_class' => TaxClasses::ZERO,
			)
		);
		$standard = $this->rate();
		$this->set( array( 'tax_shipping_class' => TaxClasses::ZERO ) );

		$this->page->process_delete_class(
			array(
				'slug'     => '',
				'_wpnonce' => wp_create_nonce( TaxesPage::DELETE_CLASS_ACTION . '_' ),
			)
		);
		self::assertSame( array( 'vitrine-tax-class-form' => 'The standard tax class cannot be removed.' ), $this->refusal( TaxesPage::CLASS_STASH )['errors'] );

		$location = $this->page->process_delete_class(
			array(
				'slug'     => TaxClasses::ZERO,
				'_wpnonce' => wp_create_nonce( TaxesPage::DELETE_CLASS_ACTION . '_' . TaxClasses::ZERO ),
			)
		);
		self::assertFalse( $this->tax->classes->exists( TaxClasses::ZERO ) );
		self::assertNull( $this->tax->rates->find( $zero->id ) );
		self::assertNotNull( $this->tax->rates->find( $standard->id ) );
		self::assertSame( 'inherit', $this->settings->get( 'tax_shipping_class' ) );
		self::assertStringContainsString( 'vitrine_done=class_deleted', $location );
	}

	public function test_the_screen_lists_the_rates_of_the_chosen_class_escaped(): void {
		$this->rate(
			array(
				'country'   => 'US',
				'state'     => 'CA',
				'postcodes' => '90001...90099',
				'name'      => 'Sales & use tax',
				'rate'      => '7.25',
			)
		);
		$this->rate(
			array(
				'name'      => 'Reduced',
				'rate'      => '5',
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		$html = $this->render();
		self::assertStringContainsString( '<strong>Sales &amp; use tax</strong>', $html );
		self::assertStringContainsString( '90001...90099', $html );
		self::assertStringContainsString( '<td>7.25</td>', $html );
		// The name of the address data, as in the address forms.
		self::assertStringContainsString( 'United States of America (US)', $html );
		self::assertStringNotContainsString( '<strong>Reduced</strong>', $html, 'Another class’s rate is on its own tab.' );
		self::assertStringContainsString( 'aria-current="page"', $html );
		self::assertStringContainsString( 'name="action" value="' . TaxesPage::DELETE_CLASS_ACTION . '"', $html );
		self::assertStringContainsString( 'Taxes are switched off', $html );

		$_GET['class'] = TaxClasses::REDUCED;
		$html          = $this->render();
		unset( $_GET['class'] );
		self::assertStringContainsString( '<strong>Reduced</strong>', $html );
		self::assertStringNotContainsString( 'Sales &amp; use tax', $html );
	}
}
