<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Core\Admin\FormStash;
use Vitrine\Coupons\Admin\CouponDataView;
use Vitrine\Coupons\Admin\CouponEditor;
use Vitrine\Coupons\Admin\CouponForm;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponMeta;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Plugin;

require_once __DIR__ . '/CouponTestCase.php';

/**
 * The coupon edit screen's save: everything checked before WordPress writes anything, then the
 * code as the title and the rules as meta, or nothing at all with a message by each field.
 */
final class CouponEditorTest extends CouponTestCase {

	private CouponEditor $editor;
	private FormStash $stash;
	private int $draft;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$catalog      = Plugin::instance()->catalog;
		$this->stash  = new FormStash();
		$this->editor = new CouponEditor(
			$this->coupons->writer,
			$this->coupons->repository,
			$this->coupons->usage,
			new CouponForm( $this->coupons->writer, $catalog->lookup ),
			new CouponDataView( $catalog->prices ),
			$this->stash,
			Plugin::instance()->assets
		);
		wp_set_current_user( $this->create_user( 'administrator' ) );
		update_option( 'timezone_string', 'Europe/Paris' );
		// What post-new.php creates before the form is shown.
		$draft = wp_insert_post(
			array(
				'post_type'   => CouponPostType::NAME,
				'post_title'  => 'Auto Draft',
				'post_status' => 'auto-draft',
			)
		);
		self::assertIsInt( $draft );
		$this->draft = $draft;
	}

	protected function tearDown(): void {
		remove_filter( 'wp_insert_post_data', array( $this->editor, 'filter_post_data' ) );
		remove_action( 'save_post_' . CouponPostType::NAME, array( $this->editor, 'save' ) );
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * A submission as the edit form sends it, with a valid nonce unless told otherwise.
	 *
	 * @param array<string, mixed> $coupon vitrine_coupon fields over a valid coupon.
	 * @param int|null             $id     The coupon; the draft by default.
	 * @param string|null          $nonce  The nonce; null for a valid one.
	 * @return array<string, mixed>
	 */
	private function request( array $coupon = array(), ?int $id = null, ?string $nonce = null ): array {
		$id = $id ?? $this->draft;
		return array(
			'post_ID'                 => (string) $id,
			'action'                  => 'editpost',
			'post_type'               => CouponPostType::NAME,
			'post_status'             => 'publish',
			'publish'                 => 'Publish',
			CouponEditor::NONCE_FIELD => $nonce ?? wp_create_nonce( CouponEditor::nonce_action( $id ) ),
			'vitrine_coupon'          => array_merge(
				array(
					'code'                 => 'Spring25',
					'description'          => 'Newsletter, April',
					'discount_type'        => 'percent',
					'amount'               => '25',
					'expiry_date'          => '',
					'minimum_spend'        => '',
					'maximum_spend'        => '',
					'usage_limit'          => '',
					'usage_limit_per_user' => '',
					'product_ids'          => '',
					'excluded_product_ids' => '',
					'email_restrictions'   => '',
				),
				$coupon
			),
		);
	}

	/**
	 * Saves as wp-admin does: admin_action_editpost (the editor's check), then edit_post().
	 *
	 * @param array<string, mixed> $request The submission, unslashed.
	 * @return bool Whether it was accepted (and saved).
	 */
	private function submit( array $request ): bool {
		if ( ! $this->editor->accept_submission( (int) $request['post_ID'], $request ) ) {
			return false;
		}
		add_filter( 'wp_insert_post_data', array( $this->editor, 'filter_post_data' ), 10, 2 );
		add_action( 'save_post_' . CouponPostType::NAME, array( $this->editor, 'save' ), 10, 2 );
		$_POST = wp_slash( $request );
		edit_post();
		return true;
	}

	/**
	 * @return array<string, string> Field id to message of the refused save.
	 */
	private function errors( int $id ): array {
		$stash = $this->stash->peek( CouponEditor::form_name( $id ) );
		self::assertIsArray( $stash, 'The refused submission waits in the stash.' );
		return (array) $stash['errors'];
	}

	/**
	 * Asserts that the draft is as post-new.php left it: no title, no status change, no meta.
	 */
	private function assertNothingWritten(): void {
		clean_post_cache( $this->draft );
		$post = get_post( $this->draft );
		self::assertInstanceOf( \WP_Post::class, $post );
		self::assertSame( 'Auto Draft', $post->post_title );
		self::assertSame( 'auto-draft', $post->post_status );
		self::assertSame( array(), array_filter( array_keys( (array) get_post_meta( $this->draft ) ), static fn ( string $key ): bool => str_starts_with( $key, '_vitrine_' ) ) );
	}

	public function test_coupons_use_the_classic_edit_screen_and_are_not_public(): void {
		self::assertFalse( $this->editor->use_block_editor( true, CouponPostType::NAME ) );
		$type = get_post_type_object( CouponPostType::NAME );
		self::assertInstanceOf( \WP_Post_Type::class, $type );
		self::assertFalse( $type->public );
		self::assertFalse( $type->show_in_rest );
		self::assertSame( 'edit.php?post_type=vitrine_product', $type->show_in_menu );
		self::assertSame( CouponPostType::CAPABILITY, $type->cap->edit_posts );
		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertFalse( current_user_can( 'edit_post', $this->draft ), 'Only store managers edit coupons.' );
	}

	public function test_a_good_coupon_is_saved_with_its_code_as_title_and_every_rule(): void {
		$clothing = $this->category( 'Clothing' );
		$kitchen  = $this->category( 'Kitchen' );
		$mug      = $this->product( 'Enamel mug', array(), 'MUG-1' );
		$bowl     = $this->product( 'Bowl' );
		$lamp     = $this->product( 'Lamp' );

		$saved = $this->submit(
			$this->request(
				array(
					'discount_type'         => 'fixed_cart',
					'amount'                => '12.50',
					'expiry_date'           => '2031-05-31',
					'minimum_spend'         => '50',
					'maximum_spend'         => '500.00',
					'usage_limit'           => '100',
					'usage_limit_per_user'  => '1',
					'individual_use'        => 'yes',
					'exclude_sale_items'    => 'yes',
					'free_shipping'         => 'yes',
					'product_ids'           => "mug-1\nBowl",
					'excluded_product_ids'  => (string) $lamp,
					'category_ids'          => array( (string) $clothing ),
					'excluded_category_ids' => array( (string) $kitchen ),
					'email_restrictions'    => '*@Example.org, boss@partner.com',
				)
			)
		);

		self::assertTrue( $saved );
		$post = get_post( $this->draft );
		self::assertSame( 'Spring25', $post->post_title );
		self::assertSame( 'Newsletter, April', $post->post_excerpt );
		self::assertSame( 'publish', $post->post_status );
		$coupon = $this->coupons->repository->find_by_code( 'SPRING25' );
		self::assertNotNull( $coupon );
		self::assertSame( $this->draft, $coupon->id );
		self::assertSame( Coupon::FIXED_CART, $coupon->discount_type );
		self::assertSame( '12.50', $coupon->amount );
		self::assertSame( ( new \DateTimeImmutable( '2031-06-01 00:00:00', new \DateTimeZone( 'Europe/Paris' ) ) )->getTimestamp(), $coupon->expires_at, 'Usable through the whole expiry day in the site’s timezone.' );
		self::assertSame( '50', $coupon->minimum_spend );
		self::assertSame( '500.00', $coupon->maximum_spend );
		self::assertSame( 100, $coupon->usage_limit );
		self::assertSame( 1, $coupon->usage_limit_per_user );
		self::assertTrue( $coupon->individual_use );
		self::assertTrue( $coupon->exclude_sale_items );
		self::assertTrue( $coupon->free_shipping );
		self::assertSame( array( $mug, $bowl ), $coupon->product_ids );
		self::assertSame( array( $lamp ), $coupon->excluded_product_ids );
		self::assertSame( array( $clothing ), $coupon->category_ids );
		self::assertSame( array( $kitchen ), $coupon->excluded_category_ids );
		self::assertSame( array( '*@example.org', 'boss@partner.com' ), $coupon->email_restrictions );
		self::assertNull( $this->stash->peek( CouponEditor::form_name( $this->draft ) ) );

		// The form shows it again as saved.
		$state = ( new CouponForm( $this->coupons->writer, Plugin::instance()->catalog->lookup ) )->state_from_coupon( $coupon, $post->post_title );
		self::assertSame( 'Spring25', $state['code'] );
		self::assertSame( '2031-05-31', $state['expiry_date'] );
		self::assertSame( "{$mug}, {$bowl}", $state['product_ids'] );
	}

	public function test_bad_input_is_refused_with_a_message_by_each_field_and_nothing_is_written(): void {
		$request = $this->request(
			array(
				'code'                 => '',
				'discount_type'        => 'percent',
				'amount'               => '120',
				'expiry_date'          => '2031-02-30',
				'minimum_spend'        => '10.999',
				'maximum_spend'        => 'lots',
				'usage_limit'          => '0',
				'usage_limit_per_user' => '1.5',
				'product_ids'          => 'no-such-sku',
				'email_restrictions'   => 'ana@, bob@example.org',
			)
		);

		self::assertFalse( $this->submit( $request ) );

		$this->assertNothingWritten();
		$errors = $this->errors( $this->draft );
		$fields = array_keys( $errors );
		sort( $fields );
		self::assertSame(
			array(
				'vitrine-coupon-amount',
				'vitrine-coupon-code',
				'vitrine-coupon-email_restrictions',
				'vitrine-coupon-expiry_date',
				'vitrine-coupon-maximum_spend',
				'vitrine-coupon-minimum_spend',
				'vitrine-coupon-product_ids',
				'vitrine-coupon-usage_limit',
				'vitrine-coupon-usage_limit_per_user',
			),
			$fields
		);
		self::assertSame( 'Enter the code shoppers will type.', $errors['vitrine-coupon-code'] );
		self::assertSame( 'Enter a percentage from 0 to 100, such as 10 or 12.5.', $errors['vitrine-coupon-amount'] );
		self::assertSame( 'Enter a date such as 2030-12-31, or leave it empty.', $errors['vitrine-coupon-expiry_date'] );
		self::assertSame( 'Enter an amount with at most 2 decimals, such as 25.00.', $errors['vitrine-coupon-minimum_spend'] );
		self::assertSame( 'Enter a whole number of 1 or more, or leave it empty for no limit.', $errors['vitrine-coupon-usage_limit'] );
		self::assertSame( 'No product has this id, SKU or name: no-such-sku.', $errors['vitrine-coupon-product_ids'] );
		self::assertStringContainsString( 'ana@', $errors['vitrine-coupon-email_restrictions'] );
		self::assertStringNotContainsString( 'bob@example.org', $errors['vitrine-coupon-email_restrictions'] );
		// What the merchant typed comes back as typed.
		$state = (array) $this->stash->peek( CouponEditor::form_name( $this->draft ) )['state'];
		self::assertSame( '120', $state['amount'] );
		self::assertSame( 'lots', $state['maximum_spend'] );
		self::assertSame( 'ana@, bob@example.org', $state['email_restrictions'] );
	}

	public function test_a_duplicate_code_is_refused_whatever_its_case_and_nothing_is_written(): void {
		$this->coupon( 'SPRING25' );

		self::assertFalse( $this->submit( $this->request( array( 'code' => 'spring25' ) ) ) );

		$this->assertNothingWritten();
		self::assertSame( 'Another coupon already has the code "spring25". Codes are compared without regard to case: choose another one.', $this->errors( $this->draft )['vitrine-coupon-code'] );
		self::assertSame( 'spring25', $this->stash->peek( CouponEditor::form_name( $this->draft ) )['state']['code'] );
	}

	public function test_a_coupon_keeps_its_own_code_when_saved_again(): void {
		self::assertTrue( $this->submit( $this->request() ) );
		self::assertTrue(
			$this->submit(
				$this->request(
					array(
						'code'   => 'SPRING25',
						'amount' => '30',
					)
				)
			)
		);

		$coupon = $this->coupons->repository->find( $this->draft );
		self::assertNotNull( $coupon );
		self::assertSame( 'spring25', $coupon->code );
		self::assertSame( '30', $coupon->amount );
	}

	public function test_a_refused_change_leaves_the_saved_coupon_as_it_was(): void {
		self::assertTrue( $this->submit( $this->request() ) );

		self::assertFalse(
			$this->submit(
				$this->request(
					array(
						'code'          => 'Renamed',
						'amount'        => '10',
						'minimum_spend' => '100',
						'maximum_spend' => '20',
					)
				)
			)
		);

		clean_post_cache( $this->draft );
		self::assertSame( 'Spring25', get_post( $this->draft )->post_title );
		self::assertSame( '25', get_post_meta( $this->draft, CouponMeta::AMOUNT, true ) );
		self::assertSame( '', get_post_meta( $this->draft, CouponMeta::MINIMUM_SPEND, true ) );
		self::assertSame( 'The maximum spend cannot be below the minimum spend.', $this->errors( $this->draft )['vitrine-coupon-maximum_spend'] );
	}

	public function test_a_product_in_both_lists_and_an_ambiguous_name_are_refused(): void {
		$mug = $this->product( 'Mug' );
		$this->product( 'Bowl' );
		$this->product( 'Bowl' );

		self::assertFalse(
			$this->submit(
				$this->request(
					array(
						'product_ids'          => (string) $mug . ', Bowl',
						'excluded_product_ids' => '#' . $mug . ', 999999999',
					)
				)
			)
		);

		$errors = $this->errors( $this->draft );
		self::assertSame( 'Several products are called Bowl: enter the id or the SKU of the one you mean.', $errors['vitrine-coupon-product_ids'] );
		self::assertSame( 'These are not products or variations of the store: 999999999.', $errors['vitrine-coupon-excluded_product_ids'] );
		$this->assertNothingWritten();
	}

	public function test_a_wrong_nonce_or_a_user_without_the_capability_saves_nothing(): void {
		self::assertFalse( $this->submit( $this->request( array(), null, 'wrong' ) ) );
		self::assertSame( 'Your session has expired or the form was not sent from this site. Check the coupon and save it again.', $this->errors( $this->draft )['vitrine-coupon-data'] );

		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertFalse( $this->submit( $this->request() ) );
		self::assertSame( 'Sorry, you are not allowed to edit this coupon.', $this->errors( $this->draft )['vitrine-coupon-data'] );
		$this->assertNothingWritten();
	}

	public function test_the_form_marks_refused_fields_invalid_beside_their_message(): void {
		$this->submit( $this->request( array( 'amount' => 'abc' ) ) );
		$post = get_post( $this->draft );

		ob_start();
		$this->editor->render_code_field( $post );
		$this->editor->render_meta_box( $post );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'id="vitrine-coupon-amount" name="vitrine_coupon[amount]" value="abc"', $html );
		self::assertMatchesRegularExpression( '/id="vitrine-coupon-amount"[^>]*aria-describedby="vitrine-coupon-amount-help vitrine-coupon-amount-error" aria-invalid="true"/', $html );
		self::assertStringContainsString( '<span class="vitrine-field__error" id="vitrine-coupon-amount-error">Enter a percentage from 0 to 100, such as 10 or 12.5.</span>', $html );
		self::assertStringContainsString( 'value="Spring25"', $html );
		self::assertStringContainsString( 'name="' . CouponEditor::NONCE_FIELD . '"', $html );
	}

	public function test_a_new_coupon_starts_with_an_empty_code_and_the_default_type(): void {
		ob_start();
		$this->editor->render_code_field( get_post( $this->draft ) );
		$this->editor->render_meta_box( get_post( $this->draft ) );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'id="vitrine-coupon-code" name="vitrine_coupon[code]" value=""', $html );
		self::assertMatchesRegularExpression( '/<option value="fixed_cart"\s+selected/', $html );
		self::assertStringContainsString( 'Used by 0 orders so far.', $html );
		self::assertStringNotContainsString( 'aria-invalid', $html );
	}

	public function test_the_coupon_list_shows_type_amount_usage_and_expiry_without_quick_edit(): void {
		$coupon = $this->coupon(
			'listed',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '12.5',
				'usage_limit'   => 5,
				'expires_at'    => ( new \DateTimeImmutable( '2031-06-01 00:00:00', wp_timezone() ) )->getTimestamp(),
			)
		);
		$this->coupons->usage->record( $coupon, 1, 0, 'a@example.org' );
		$list = new \Vitrine\Coupons\Admin\CouponListTable( $this->coupons->repository, $this->coupons->usage, Plugin::instance()->catalog->prices );
		update_option( 'date_format', 'Y-m-d' );

		$cells = array();
		foreach ( array( 'vitrine_type', 'vitrine_amount', 'vitrine_usage', 'vitrine_expiry' ) as $column ) {
			ob_start();
			$list->render_column( $column, $coupon->id );
			$cells[ $column ] = (string) ob_get_clean();
		}

		self::assertSame(
			array( 'cb', 'title', 'vitrine_type', 'vitrine_amount', 'vitrine_description', 'vitrine_usage', 'vitrine_expiry', 'date' ),
			array_keys(
				$list->columns(
					array(
						'cb'    => '',
						'title' => '',
						'date'  => '',
					)
				)
			)
		);
		self::assertSame(
			array(
				'vitrine_type'   => 'Percentage discount',
				'vitrine_amount' => '12.5 %',
				'vitrine_usage'  => '1 / 5',
				'vitrine_expiry' => '2031-05-31',
			),
			$cells
		);
		$actions = $list->row_actions(
			array(
				'edit'                 => 'Edit',
				'inline hide-if-no-js' => 'Quick Edit',
			),
			get_post( $coupon->id )
		);
		self::assertSame( array( 'edit' ), array_keys( $actions ) );
	}
}
