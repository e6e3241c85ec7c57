<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Admin;

use Vitrine\Account\ShopManagerRole;
use Vitrine\Catalog\Admin\AttributesPage;
use Vitrine\Catalog\Attributes;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * Products > Attributes: adding, renaming and deleting global attributes.
 */
final class AttributesPageTest extends TestCase {

	private Attributes $attributes;
	private FormStash $stash;

	protected function setUp(): void {
		parent::setUp();
		$this->attributes = Plugin::instance()->catalog->attributes;
		$this->stash      = new FormStash();
		delete_option( Attributes::OPTION );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	private function page( ?\Closure $delete = null ): AttributesPage {
		return new AttributesPage( $this->attributes, $this->stash, $delete );
	}

	/**
	 * @param array<string, string> $fields The form's fields.
	 * @return array<string, string>
	 */
	private function save_request( array $fields ): array {
		return $fields + array( '_wpnonce' => wp_create_nonce( AttributesPage::SAVE_ACTION ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function refusal(): array {
		$stash = $this->stash->take( 'attribute' );
		self::assertIsArray( $stash, 'A refusal keeps its messages.' );
		return $stash;
	}

	public function test_an_attribute_is_added_with_a_slug_made_from_its_name(): void {
		$location = $this->page()->process_save( $this->save_request( array( 'name' => 'Colour' ) ) );

		$attribute = $this->attributes->find( 'colour' );
		self::assertNotNull( $attribute );
		self::assertSame( 'Colour', $attribute->name );
		self::assertTrue( taxonomy_exists( 'vitrine_pa_colour' ), 'Its values can be added at once.' );
		self::assertStringContainsString( 'vitrine_done=added', $location );
		self::assertStringContainsString( 'page=' . AttributesPage::SLUG, $location );
	}

	public function test_an_attribute_is_renamed_and_keeps_its_slug(): void {
		$this->attributes->save( 'size', 'Size' );

		$this->page()->process_save(
			$this->save_request(
				array(
					'name'          => 'Garment size',
					'original_slug' => 'size',
					'slug'          => 'ignored',
				)
			)
		);

		self::assertSame( 'Garment size', $this->attributes->find( 'size' )?->name );
		self::assertNull( $this->attributes->find( 'ignored' ) );
		self::assertCount( 1, $this->attributes->all() );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public static function refused_forms(): array {
		return array(
			'no name'        => array( array( 'name' => '  ' ), 'vitrine-attribute-name', 'Enter the attribute’s name, such as Colour.' ),
			'slug too long'  => array(
				array(
					'name' => 'Colour',
					'slug' => 'a-slug-that-is-far-too-long',
				),
				'vitrine-attribute-slug',
				'A slug has 1 to 21 lower-case letters, digits or hyphens. Enter a shorter one.',
			),
			'slug taken'     => array(
				array(
					'name' => 'Other size',
					'slug' => 'size',
				),
				'vitrine-attribute-slug',
				'An attribute with the slug size already exists. Choose another slug.',
			),
			'rename of none' => array(
				array(
					'name'          => 'Ghost',
					'original_slug' => 'ghost',
				),
				'vitrine-attribute-form',
				'This attribute no longer exists.',
			),
		);
	}

	/**
	 * @dataProvider refused_forms
	 *
	 * @param array<string, string> $fields   The form.
	 * @param string                $field_id The field refused.
	 * @param string                $message  Its message.
	 */
	public function test_a_refused_form_changes_nothing_and_keeps_what_was_typed( array $fields, string $field_id, string $message ): void {
		$this->attributes->save( 'size', 'Size' );
		$before = get_option( Attributes::OPTION );

		$location = $this->page()->process_save( $this->save_request( $fields ) );

		self::assertSame( $before, get_option( Attributes::OPTION ) );
		self::assertStringNotContainsString( 'vitrine_done', $location );
		$stash = $this->refusal();
		self::assertSame( $message, $stash['errors'][ $field_id ] ?? null );
		self::assertSame( trim( $fields['name'] ), $stash['values']['name'] );
	}

	public function test_saving_needs_the_nonce(): void {
		$this->page()->process_save(
			array(
				'name'     => 'Colour',
				'_wpnonce' => 'wrong',
			)
		);

		self::assertSame( array(), $this->attributes->all() );
		self::assertArrayHasKey( 'vitrine-attribute-form', $this->refusal()['errors'] );
	}

	public function test_saving_needs_the_capability(): void {
		wp_set_current_user( $this->create_user( 'author' ) );

		$this->page()->process_save( $this->save_request( array( 'name' => 'Colour' ) ) );

		self::assertSame( array(), $this->attributes->all() );
		self::assertSame( 'Sorry, you are not allowed to manage attributes.', $this->refusal()['errors']['vitrine-attribute-form'] ?? null );
	}

	public function test_delete_calls_the_catalog_with_nonce_and_capability(): void {
		$this->attributes->save( 'colour', 'Colour' );
		$deleted = array();
		$page    = $this->page(
			static function ( string $slug ) use ( &$deleted ): void {
				$deleted[] = $slug;
			}
		);

		$page->process_delete(
			array(
				'slug'     => 'colour',
				'_wpnonce' => wp_create_nonce( AttributesPage::SAVE_ACTION ),
			)
		);
		self::assertSame( array(), $deleted, 'A nonce for another action is refused.' );
		$this->refusal();

		wp_set_current_user( $this->create_user( 'author' ) );
		$page->process_delete(
			array(
				'slug'     => 'colour',
				'_wpnonce' => wp_create_nonce( AttributesPage::DELETE_ACTION . '_colour' ),
			)
		);
		self::assertSame( array(), $deleted, 'Authors may not delete attributes.' );
		$this->refusal();

		wp_set_current_user( $this->create_user( 'editor' ) );
		$page->process_delete(
			array(
				'slug'     => 'colour',
				'_wpnonce' => wp_create_nonce( AttributesPage::DELETE_ACTION . '_colour' ),
			)
		);
		self::assertSame( array(), $deleted, 'Nor editors: the catalog\'s attributes are the shop managers\'.' );
		$this->refusal();

		wp_set_current_user( $this->create_user( ShopManagerRole::ROLE ) );
		$location = $page->process_delete(
			array(
				'slug'     => 'colour',
				'_wpnonce' => wp_create_nonce( AttributesPage::DELETE_ACTION . '_colour' ),
			)
		);
		self::assertSame( array( 'colour' ), $deleted );
		self::assertStringContainsString( 'vitrine_done=deleted', $location );
	}

	public function test_without_a_way_to_delete_the_screen_offers_no_delete(): void {
		$this->attributes->save( 'colour', 'Colour' );
		$page = $this->page();

		$page->process_delete(
			array(
				'slug'     => 'colour',
				'_wpnonce' => wp_create_nonce( AttributesPage::DELETE_ACTION . '_colour' ),
			)
		);
		self::assertNotNull( $this->attributes->find( 'colour' ) );
		self::assertSame( 'Attributes cannot be deleted in this version of Vitrine.', $this->refusal()['errors']['vitrine-attribute-form'] ?? null );

		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		self::assertStringNotContainsString( AttributesPage::DELETE_ACTION, $html );
	}

	public function test_the_screen_lists_attributes_with_their_values_and_term_screen_links(): void {
		$this->attributes->save( 'colour', 'Colour' );
		wp_insert_term( 'Red', 'vitrine_pa_colour' );
		wp_insert_term( 'Blue', 'vitrine_pa_colour' );

		ob_start();
		$this->page( static fn ( string $slug ): bool => true )->render();
		$html = (string) ob_get_clean();

		self::assertStringContainsString( '<strong>Colour</strong>', $html );
		self::assertStringContainsString( 'Blue, Red', $html );
		self::assertStringContainsString( 'edit-tags.php?taxonomy=vitrine_pa_colour&#038;post_type=vitrine_product', $html );
		self::assertStringContainsString( 'name="action" value="' . AttributesPage::DELETE_ACTION . '"', $html );
		self::assertStringContainsString( 'Add new attribute', $html );
	}

	public function test_a_refused_form_is_shown_again_with_its_message_by_the_field(): void {
		$this->page()->process_save( $this->save_request( array( 'name' => '' ) ) );

		ob_start();
		$this->page()->render();
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'id="vitrine-attribute-name-error"', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-attribute-name"[^>]*aria-invalid="true"/', $html );
		self::assertStringContainsString( 'The attribute was not saved.', $html );
	}
}
