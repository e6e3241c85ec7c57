<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponContext;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Plugin;

require_once __DIR__ . '/CouponTestCase.php';

/**
 * Every reason a coupon is refused, with its own code and message, and the product and category
 * rules that decide which lines a coupon applies to.
 */
final class CouponValidatorTest extends CouponTestCase {

	private function validate( Coupon $coupon, CouponContext $context, array $applied = array() ): void {
		$this->coupons->validator->validate( $coupon, $context, $applied );
	}

	private function cart(): CouponContext {
		return $this->context( array( $this->line( 'a', 6000 ) ) );
	}

	public function test_a_valid_coupon_is_found_whatever_the_case_of_the_code(): void {
		$coupon = $this->coupon(
			'Summer10',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);

		self::assertSame( 'summer10', $coupon->code );
		foreach ( array( 'SUMMER10', 'summer10', '  Summer10 ' ) as $typed ) {
			self::assertSame( $coupon->id, $this->coupons->validator->check_code( $typed, $this->cart(), array() )->id );
		}
	}

	public function test_an_empty_code_is_refused(): void {
		$this->assertRefused( CouponRefused::EMPTY_CODE, 'Please enter a coupon code.', fn () => $this->coupons->validator->check_code( '   ', $this->cart(), array() ) );
	}

	public function test_an_unknown_code_is_refused(): void {
		$this->assertRefused( CouponRefused::NOT_FOUND, 'Coupon "nope" does not exist.', fn () => $this->coupons->validator->check_code( 'NOPE', $this->cart(), array() ) );
	}

	public function test_a_draft_or_trashed_coupon_does_not_exist_for_shoppers(): void {
		$draft = $this->coupon( 'draft-code', array( 'status' => 'draft' ) );
		$gone  = $this->coupon( 'gone-code' );
		wp_trash_post( $gone->id );

		$this->assertRefused( CouponRefused::NOT_FOUND, 'Coupon "draft-code" does not exist.', fn () => $this->coupons->validator->check_code( 'draft-code', $this->cart(), array() ) );
		$this->assertRefused( CouponRefused::NOT_FOUND, 'Coupon "draft-code" does not exist.', fn () => $this->validate( $draft, $this->cart() ) );
		$this->assertRefused( CouponRefused::NOT_FOUND, 'Coupon "gone-code" does not exist.', fn () => $this->coupons->validator->check_code( 'gone-code', $this->cart(), array() ) );
	}

	public function test_an_expired_coupon_is_refused_and_one_expiring_later_is_not(): void {
		$old  = $this->coupon( 'old', array( 'expires_at' => time() - 1 ) );
		$soon = $this->coupon( 'soon', array( 'expires_at' => time() + 60 ) );

		$this->assertRefused( CouponRefused::EXPIRED, 'Coupon "old" has expired.', fn () => $this->validate( $old, $this->cart() ) );
		$this->validate( $soon, $this->cart() );
		$this->addToAssertionCount( 1 );
	}

	public function test_the_minimum_spend_is_named_with_the_stores_currency(): void {
		$coupon = $this->coupon( 'min50', array( 'minimum_spend' => '50.00' ) );

		$this->assertRefused( CouponRefused::MINIMUM_SPEND, 'The minimum spend for coupon "min50" is €50.00.', fn () => $this->validate( $coupon, $this->context( array( $this->line( 'a', 4999 ) ) ) ) );
		$this->validate( $coupon, $this->context( array( $this->line( 'a', 5000 ) ) ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_the_maximum_spend_is_named_with_the_stores_currency(): void {
		$coupon = $this->coupon( 'max100', array( 'maximum_spend' => '100' ) );

		$this->assertRefused( CouponRefused::MAXIMUM_SPEND, 'The maximum spend for coupon "max100" is €100.00.', fn () => $this->validate( $coupon, $this->context( array( $this->line( 'a', 10001 ) ) ) ) );
		$this->validate( $coupon, $this->context( array( $this->line( 'a', 10000 ) ) ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_the_usage_limit_refuses_once_reached(): void {
		$coupon = $this->coupon( 'twice-only', array( 'usage_limit' => 2 ) );
		$this->coupons->usage->record( $coupon, 101, 0, 'ana@example.org' );
		$this->validate( $coupon, $this->cart() );

		$this->coupons->usage->record( $coupon, 102, 0, 'bob@example.org' );

		$this->assertRefused( CouponRefused::USAGE_LIMIT, 'Usage limit for coupon "twice-only" has been reached.', fn () => $this->validate( $coupon, $this->cart() ) );
	}

	public function test_the_per_customer_limit_counts_by_user_and_by_billing_email(): void {
		$user   = $this->create_user( 'subscriber' );
		$coupon = $this->coupon( 'one-each', array( 'usage_limit_per_user' => 1 ) );
		$this->coupons->usage->record( $coupon, 201, $user, 'Ana@Example.org' );
		// Answered as an email the coupon is not for: anyone may type Ana's email at checkout, and
		// must not learn that she has used the coupon.
		$message = 'Please enter a valid email to use coupon code "one-each".';

		$this->assertRefused( CouponRefused::NOT_YOURS, $message, fn () => $this->validate( $coupon, $this->context( array( $this->line( 'a', 100 ) ), $user ) ) );
		$this->assertRefused( CouponRefused::NOT_YOURS, $message, fn () => $this->validate( $coupon, $this->context( array( $this->line( 'a', 100 ) ), 0, 'ana@example.ORG' ) ) );
		// Another customer, and a guest who has not given an email yet, may still use it.
		$this->validate( $coupon, $this->context( array( $this->line( 'a', 100 ) ), 0, 'bob@example.org' ) );
		$this->validate( $coupon, $this->context( array( $this->line( 'a', 100 ) ) ) );
		$this->addToAssertionCount( 2 );
	}

	public function test_allowed_emails_match_the_billing_or_the_account_email_with_wildcards(): void {
		$coupon = $this->coupon( 'staff', array( 'email_restrictions' => array( '*@Example.org', 'boss@partner.com' ) ) );
		$line   = array( $this->line( 'a', 100 ) );

		$this->assertRefused( CouponRefused::NOT_YOURS, 'Please enter a valid email at checkout to use coupon code "staff".', fn () => $this->validate( $coupon, $this->context( $line ) ) );
		$this->assertRefused( CouponRefused::NOT_YOURS, 'Please enter a valid email to use coupon code "staff".', fn () => $this->validate( $coupon, $this->context( $line, 0, 'ana@example.org.evil.com' ) ) );
		$this->assertRefused( CouponRefused::NOT_YOURS, 'Please enter a valid email to use coupon code "staff".', fn () => $this->validate( $coupon, $this->context( $line, 0, 'boss@partner.co' ) ) );

		$this->validate( $coupon, $this->context( $line, 0, 'Ana@EXAMPLE.org' ) );
		$this->validate( $coupon, $this->context( $line, 0, 'boss@partner.com' ) );
		// A customer whose account email is allowed needs no billing email yet.
		$user = $this->create_user( 'subscriber' );
		wp_update_user(
			array(
				'ID'         => $user,
				'user_email' => 'carl@example.org',
			)
		);
		$this->validate( $coupon, $this->context( $line, $user ) );
		$this->addToAssertionCount( 3 );
	}

	public function test_a_coupon_for_other_products_names_the_products_it_is_for(): void {
		$mug    = $this->product( 'Mug' );
		$bowl   = $this->product( 'Bowl' );
		$cup    = $this->product( 'Cup' );
		$coupon = $this->coupon( 'mugs', array( 'product_ids' => array( $mug ) ) );
		$two    = $this->coupon( 'mugs-cups', array( 'product_ids' => array( $mug, $cup ) ) );
		$gone   = $this->coupon( 'gone', array( 'product_ids' => array( $cup ) ) );

		$this->assertRefused( CouponRefused::PRODUCTS_REQUIRED, 'Sorry, coupon "mugs" is valid only for the product Mug.', fn () => $this->validate( $coupon, $this->context( array( $this->line( 'a', 100, 1, $bowl ) ) ) ) );
		$this->assertRefused( CouponRefused::PRODUCTS_REQUIRED, 'Sorry, coupon "mugs-cups" is valid only for the products Mug, Cup.', fn () => $this->validate( $two, $this->context( array( $this->line( 'a', 100, 1, $bowl ) ) ) ) );
		// A product that is not published (draft, private, scheduled, trashed) is never named.
		foreach ( array( 'draft', 'private', 'future', 'trash' ) as $status ) {
			wp_update_post(
				array(
					'ID'            => $cup,
					'post_status'   => $status,
					'post_date'     => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) : current_time( 'mysql' ),
					'post_date_gmt' => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) : current_time( 'mysql', true ),
				)
			);
			clean_post_cache( $cup );
			self::assertSame( $status, get_post_status( $cup ) );
			$this->assertRefused( CouponRefused::PRODUCTS_REQUIRED, 'Sorry, coupon "mugs-cups" is valid only for the product Mug.', fn () => $this->validate( $two, $this->context( array( $this->line( 'a', 100, 1, $bowl ) ) ) ) );
			$this->assertRefused( CouponRefused::NOT_APPLICABLE, 'Sorry, coupon "gone" is not applicable to your cart contents.', fn () => $this->validate( $gone, $this->context( array( $this->line( 'a', 100, 1, $bowl ) ) ) ) );
		}
		// The products it was for were deleted: nothing to name.
		wp_delete_post( $cup, true );
		$this->assertRefused( CouponRefused::NOT_APPLICABLE, 'Sorry, coupon "gone" is not applicable to your cart contents.', fn () => $this->validate( $gone, $this->context( array( $this->line( 'a', 100, 1, $bowl ) ) ) ) );
		$this->validate( $coupon, $this->context( array( $this->line( 'a', 100, 1, $bowl ), $this->line( 'b', 100, 1, $mug ) ) ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_a_cart_of_excluded_products_only_is_refused_with_their_names(): void {
		$mug    = $this->product( 'Mug' );
		$bowl   = $this->product( 'Bowl' );
		$coupon = $this->coupon( 'no-mugs', array( 'excluded_product_ids' => array( $mug ) ) );
		$cart   = array( new \Vitrine\Coupons\CouponLine( 'a', $mug, 0, 1, 100, array(), false, 'Mug' ) );

		$this->assertRefused( CouponRefused::EXCLUDED_PRODUCTS, 'Sorry, coupon "no-mugs" is not valid for the product Mug.', fn () => $this->validate( $coupon, $this->context( $cart ) ) );
		// With something else in the cart the coupon applies to that.
		$this->validate( $coupon, $this->context( array_merge( $cart, array( $this->line( 'b', 100, 1, $bowl ) ) ) ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_a_cart_of_sale_items_only_is_refused_when_sale_items_are_excluded(): void {
		$coupon = $this->coupon( 'full-price', array( 'exclude_sale_items' => true ) );
		$sale   = $this->line( 'a', 100, 1, 0, 0, array(), true );

		$this->assertRefused( CouponRefused::SALE_ITEMS, 'Sorry, coupon "full-price" is not valid for sale items.', fn () => $this->validate( $coupon, $this->context( array( $sale ) ) ) );
		$this->validate( $coupon, $this->context( array( $sale, $this->line( 'b', 100 ) ) ) );
		$this->addToAssertionCount( 1 );
	}

	public function test_a_coupon_cannot_be_applied_twice(): void {
		$coupon = $this->coupon( 'again' );

		$this->assertRefused( CouponRefused::ALREADY_APPLIED, 'Coupon code "again" already applied!', fn () => $this->validate( $coupon, $this->cart(), array( $coupon ) ) );
	}

	public function test_an_individual_use_coupon_is_refused_beside_other_coupons(): void {
		$alone = $this->coupon( 'alone', array( 'individual_use' => true ) );
		$other = $this->coupon( 'other' );

		$this->assertRefused( CouponRefused::INDIVIDUAL_USE, 'Sorry, coupon "alone" cannot be used in conjunction with other coupons. Remove the other coupons to use it.', fn () => $this->validate( $alone, $this->cart(), array( $other ) ) );
		$this->validate( $alone, $this->cart(), array() );
		$this->addToAssertionCount( 1 );
	}

	public function test_no_coupon_joins_an_individual_use_coupon_already_applied(): void {
		$alone = $this->coupon( 'alone', array( 'individual_use' => true ) );
		$other = $this->coupon( 'other' );

		$refusal = $this->assertRefused( CouponRefused::INDIVIDUAL_USE_APPLIED, 'Sorry, coupon "alone" has already been applied and cannot be used in conjunction with other coupons.', fn () => $this->validate( $other, $this->cart(), array( $alone ) ) );
		self::assertSame( 'other', $refusal->coupon_code );
		self::assertSame( 'alone', ErrorMapper::to_wp_error( $refusal )->get_error_data()['applied'] );
	}

	public function test_every_reason_has_its_own_code(): void {
		$codes = array_values( ( new \ReflectionClass( CouponRefused::class ) )->getConstants() );

		self::assertCount( 18, $codes );
		self::assertSame( $codes, array_values( array_unique( $codes ) ) );
		foreach ( $codes as $code ) {
			self::assertStringStartsWith( 'vitrine_coupon_', $code );
		}
	}

	public function test_category_refusals_name_every_category_and_their_own_code(): void {
		$kitchen = $this->category( 'Kitchen' );
		$garden  = $this->category( 'Garden' );
		$toys    = $this->category( 'Toys' );
		$books   = $this->category( 'Books' );
		$mug     = $this->product( 'Mug' );
		$home    = $this->coupon( 'home', array( 'category_ids' => array( $kitchen, $garden ) ) );
		$either  = $this->coupon(
			'mug-or-kitchen',
			array(
				'product_ids'  => array( $mug ),
				'category_ids' => array( $kitchen ),
			)
		);
		$no_kids = $this->coupon( 'grown-ups', array( 'excluded_category_ids' => array( $toys, $books ) ) );
		$toy     = $this->line( 'toy', 100, 1, 0, 0, array( $toys ) );
		$book    = $this->line( 'book', 100, 1, 0, 0, array( $books ) );

		$this->assertRefused( CouponRefused::CATEGORIES_REQUIRED, 'Sorry, coupon "home" is valid only for products in the categories Kitchen, Garden.', fn () => $this->validate( $home, $this->context( array( $toy ) ) ) );
		$this->assertRefused( CouponRefused::PRODUCTS_OR_CATEGORIES, 'Sorry, coupon "mug-or-kitchen" is valid only for the products Mug and for products in the categories Kitchen.', fn () => $this->validate( $either, $this->context( array( $toy ) ) ) );
		$this->assertRefused( CouponRefused::EXCLUDED_CATEGORIES, 'Sorry, coupon "grown-ups" is not valid for products in the categories Toys, Books.', fn () => $this->validate( $no_kids, $this->context( array( $toy, $book ) ) ) );
		$this->assertRefused( CouponRefused::EXCLUDED_CATEGORIES, 'Sorry, coupon "grown-ups" is not valid for products in the category Books.', fn () => $this->validate( $no_kids, $this->context( array( $book ) ) ) );
	}

	public function test_an_excluded_product_is_named_before_an_excluded_category(): void {
		$toys   = $this->category( 'Toys' );
		$mug    = $this->product( 'Mug' );
		$coupon = $this->coupon(
			'strict',
			array(
				'excluded_product_ids'  => array( $mug ),
				'excluded_category_ids' => array( $toys ),
			)
		);
		$cart   = array( $this->line( 'mug', 100, 1, $mug ), $this->line( 'toy', 100, 1, 0, 0, array( $toys ) ) );

		$this->assertRefused( CouponRefused::EXCLUDED_PRODUCTS, 'Sorry, coupon "strict" is not valid for the product Product mug.', fn () => $this->validate( $coupon, $this->context( $cart ) ) );
	}

	public function test_each_refusal_of_the_lines_has_its_own_message(): void {
		$messages = array(
			CouponRefused::only_for( 'c', array( 'Mug' ), array() ),
			CouponRefused::only_for( 'c', array(), array( 'Kitchen' ) ),
			CouponRefused::only_for( 'c', array( 'Mug' ), array( 'Kitchen' ) ),
			CouponRefused::only_for( 'c', array(), array() ),
			CouponRefused::excluded_products( 'c', array( 'Mug' ) ),
			CouponRefused::excluded_categories( 'c', array( 'Kitchen' ) ),
			CouponRefused::sale_items( 'c' ),
		);
		$codes    = array_map( static fn ( CouponRefused $refusal ): string => $refusal->error_code, $messages );
		$texts    = array_map( static fn ( CouponRefused $refusal ): string => $refusal->getMessage(), $messages );

		self::assertSame( $codes, array_values( array_unique( $codes ) ) );
		self::assertSame( $texts, array_values( array_unique( $texts ) ) );
		self::assertSame( 'Sorry, coupon "c" is not valid for the categories of the products in your cart.', CouponRefused::excluded_categories( 'c', array() )->getMessage() );
		self::assertSame( 'Sorry, coupon "c" is not applicable to the products in your cart.', CouponRefused::excluded_products( 'c', array( '' ) )->getMessage() );
	}

	public function test_a_refusal_is_answered_with_its_code_message_coupon_and_status_400(): void {
		$error = ErrorMapper::to_wp_error( CouponRefused::expired( 'old' ) );

		self::assertSame( CouponRefused::EXPIRED, $error->get_error_code() );
		self::assertSame( 'Coupon "old" has expired.', $error->get_error_message() );
		self::assertSame(
			array(
				'coupon' => 'old',
				'status' => 400,
			),
			$error->get_error_data()
		);
	}

	public function test_a_product_restriction_covers_its_variations_and_a_variation_can_be_named_alone(): void {
		list( $shirt, $blue, $red ) = $this->variable_product();
		$by_parent                  = $this->coupon( 'shirts', array( 'product_ids' => array( $shirt ) ) );
		$by_variation               = $this->coupon( 'blue-only', array( 'product_ids' => array( $blue ) ) );
		$not_parent                 = $this->coupon( 'no-shirts', array( 'excluded_product_ids' => array( $shirt ) ) );
		$blue_line                  = $this->line( 'blue', 100, 1, $shirt, $blue );
		$red_line                   = $this->line( 'red', 100, 1, $shirt, $red );

		self::assertTrue( $by_parent->applies_to( $blue_line ) );
		self::assertTrue( $by_parent->applies_to( $red_line ) );
		self::assertTrue( $by_variation->applies_to( $blue_line ) );
		self::assertFalse( $by_variation->applies_to( $red_line ) );
		self::assertFalse( $not_parent->applies_to( $red_line ) );
		$this->assertRefused( CouponRefused::PRODUCTS_REQUIRED, 'Sorry, coupon "blue-only" is valid only for the product Shirt – Blue.', fn () => $this->validate( $by_variation, $this->context( array( $red_line ) ) ) );
		$this->assertRefused( CouponRefused::EXCLUDED_PRODUCTS, 'Sorry, coupon "no-shirts" is not valid for the product Product red.', fn () => $this->validate( $not_parent, $this->context( array( $red_line ) ) ) );
	}

	public function test_category_rules_cover_subcategories(): void {
		$clothing = $this->category( 'Clothing' );
		$shirts   = $this->category( 'Shirts', $clothing );
		$kitchen  = $this->category( 'Kitchen' );
		$shirt    = $this->product( 'Shirt', array( $shirts ) );
		$mug      = $this->product( 'Mug', array( $kitchen ) );
		$clothes  = $this->coupon( 'clothes', array( 'category_ids' => array( $clothing ) ) );
		$no_cloth = $this->coupon( 'no-clothes', array( 'excluded_category_ids' => array( $clothing ) ) );

		$categories = $this->coupons->lines->category_ids( $shirt );
		sort( $categories );
		self::assertSame( array( $clothing, $shirts ), $categories );
		$shirt_line = $this->line( 'shirt', 100, 1, $shirt, 0, $this->coupons->lines->category_ids( $shirt ) );
		$mug_line   = $this->line( 'mug', 100, 1, $mug, 0, $this->coupons->lines->category_ids( $mug ) );

		self::assertTrue( $clothes->applies_to( $shirt_line ) );
		self::assertFalse( $clothes->applies_to( $mug_line ) );
		self::assertFalse( $no_cloth->applies_to( $shirt_line ) );
		self::assertTrue( $no_cloth->applies_to( $mug_line ) );
		$this->assertRefused( CouponRefused::CATEGORIES_REQUIRED, 'Sorry, coupon "clothes" is valid only for products in the category Clothing.', fn () => $this->validate( $clothes, $this->context( array( $mug_line ) ) ) );
		$this->assertRefused( CouponRefused::EXCLUDED_CATEGORIES, 'Sorry, coupon "no-clothes" is not valid for products in the category Clothing.', fn () => $this->validate( $no_cloth, $this->context( array( $shirt_line ) ) ) );
	}

	public function test_allowed_products_and_categories_either_let_a_line_in(): void {
		$kitchen = $this->category( 'Kitchen' );
		$mug     = $this->product( 'Mug' );
		$bowl    = $this->product( 'Bowl', array( $kitchen ) );
		$lamp    = $this->product( 'Lamp' );
		$coupon  = $this->coupon(
			'either',
			array(
				'product_ids'  => array( $mug ),
				'category_ids' => array( $kitchen ),
			)
		);

		self::assertTrue( $coupon->applies_to( $this->line( 'mug', 100, 1, $mug ) ) );
		self::assertTrue( $coupon->applies_to( $this->line( 'bowl', 100, 1, $bowl, 0, array( $kitchen ) ) ) );
		self::assertFalse( $coupon->applies_to( $this->line( 'lamp', 100, 1, $lamp ) ) );
	}

	public function test_cart_lines_carry_categories_with_ancestors_and_the_sale_flag(): void {
		$clothing = $this->category( 'Clothing' );
		$shirts   = $this->category( 'Shirts', $clothing );
		$shirt    = $this->product( 'Shirt', array( $shirts ) );
		$cart     = new CartSnapshot(
			array(
				new CartItem( str_repeat( 'a', 32 ), $shirt, 0, 2, array(), 'Shirt', '', 0, 800, 1600, null, 1000 ),
				new CartItem( str_repeat( 'b', 32 ), $shirt, 0, 1, array(), 'Shirt', '', 0, 1000, 1000, null, 1000 ),
			),
			2600
		);

		$lines = $this->coupons->lines->from_cart( $cart );

		self::assertCount( 2, $lines );
		self::assertSame( str_repeat( 'a', 32 ), $lines[0]->key );
		self::assertSame( 1600, $lines[0]->subtotal_minor );
		self::assertSame( 2, $lines[0]->quantity );
		self::assertTrue( $lines[0]->on_sale );
		self::assertFalse( $lines[1]->on_sale );
		self::assertSame( 'Shirt', $lines[0]->name );
		$categories = $lines[0]->category_ids;
		sort( $categories );
		self::assertSame( array( $clothing, $shirts ), $categories );
	}

	/**
	 * A variable shirt with a blue and a red variation.
	 *
	 * @return array{0: int, 1: int, 2: int} Product, blue, red.
	 */
	private function variable_product(): array {
		$writer  = Plugin::instance()->catalog->writer;
		$product = $writer->save_product(
			0,
			array(
				'name'       => 'Shirt',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'taxonomy'  => '',
						'options'   => array( 'Blue', 'Red' ),
						'visible'   => true,
						'variation' => true,
					),
				),
			)
		);
		$blue    = $writer->save_variation(
			$product,
			0,
			array(
				'regular_price' => '20.00',
				'attributes'    => array( 'colour' => 'blue' ),
			)
		);
		$red     = $writer->save_variation(
			$product,
			0,
			array(
				'regular_price' => '20.00',
				'attributes'    => array( 'colour' => 'red' ),
			)
		);
		return array( $product, $blue, $red );
	}
}
