<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Listings;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The listing call (?vitrine-ajax=listing): the browser names a listing by its post and the
 * block's stable id; the query and the item template come from the saved post. A changed
 * reference is refused with a code and a message, nothing private, draft or password-protected
 * is ever listed, and what the browser sends is checked against the block's schema.
 */
final class ListingEndpointTest extends TestCase {

	private const LISTING = 'l-test-grid';

	private Catalog $catalog;

	/** @var list<int> Published products, newest first (the listing's default order). */
	private array $products = array();

	private int $page;

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
		$this->catalog = Plugin::instance()->catalog;
		for ( $i = 0; $i < 7; $i++ ) {
			$this->products[] = $this->product( 'Listed ' . $i, gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01 +' . $i . ' days' ) ) );
		}
		$this->products = array_reverse( $this->products );
		$this->page     = $this->page_with( self::listing_block( self::LISTING, array( 'perPage' => 3 ) ) );
	}

	public function test_load_more_answers_the_next_page_with_the_specs_fields(): void {
		$answer = $this->call( $this->page, self::LISTING, 2 );

		self::assertSame( 200, $answer->status );
		self::assertTrue( $answer->body['success'] );
		$data = $answer->body['data'];
		foreach ( array( 'html', 'fragments', 'scripts', 'styles', 'filters_data', 'indexer_data' ) as $field ) {
			self::assertArrayHasKey( $field, $data );
		}
		self::assertSame( 2, $data['page'] );
		self::assertSame( 3, $data['pages'] );
		self::assertSame( array_slice( $this->products, 3, 3 ), self::ids( $data['html'] ) );
		self::assertStringContainsString( 'Listed 3', $data['html'] );
		self::assertStringContainsString( 'vitrine-dynamic-field--price', $data['html'], 'The item template is the saved one.' );
	}

	public function test_get_listing_answers_the_first_page(): void {
		$answer = $this->call( $this->page, self::LISTING, 3, array( 'handler' => 'get_listing' ) );

		self::assertSame( 200, $answer->status );
		self::assertSame( 1, $answer->body['data']['page'] );
		self::assertSame( array_slice( $this->products, 0, 3 ), self::ids( $answer->body['data']['html'] ) );
	}

	public function test_a_changed_listing_id_is_refused_as_not_found(): void {
		$answer = $this->call( $this->page, 'l-test-other', 2 );

		self::assert_error( $answer, 404, 'vitrine_listing_not_found' );
	}

	public function test_a_post_without_the_listing_is_refused(): void {
		$other = $this->page_with( '<!-- wp:paragraph --><p>No listing here.</p><!-- /wp:paragraph -->' );

		self::assert_error( $this->call( $other, self::LISTING, 1 ), 404, 'vitrine_listing_not_found' );
		self::assert_error( $this->call( 999999, self::LISTING, 1 ), 404, 'vitrine_listing_not_found' );
	}

	public function test_a_listing_in_a_draft_private_or_protected_post_is_refused_to_visitors(): void {
		$block = self::listing_block( self::LISTING );
		foreach ( array( array( 'post_status' => 'draft' ), array( 'post_status' => 'private' ), array( 'post_password' => 'secret' ) ) as $fields ) {
			$post = $this->page_with( $block, $fields );
			self::assert_error( $this->call( $post, self::LISTING, 1 ), 403, 'vitrine_listing_forbidden' );
		}
	}

	public function test_the_author_of_a_draft_may_preview_its_listing(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$post = $this->page_with( self::listing_block( self::LISTING ), array( 'post_status' => 'draft' ) );

		self::assertSame( 200, $this->call( $post, self::LISTING, 1 )->status );
	}

	public function test_draft_private_and_protected_products_are_never_listed_whatever_is_sent(): void {
		$hidden   = array();
		$hidden[] = $this->product( 'Hidden draft', '2025-01-01 00:00:00', array( 'post_status' => 'draft' ) );
		$hidden[] = $this->product( 'Hidden private', '2025-01-02 00:00:00', array( 'post_status' => 'private' ) );
		$hidden[] = $this->product( 'Hidden protected', '2025-01-03 00:00:00', array( 'post_password' => 'secret' ) );
		$hidden[] = $this->product( 'Hidden pending', '2025-01-04 00:00:00', array( 'post_status' => 'pending' ) );
		// Even an administrator, who may read them all, gets the public listing.
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$listed = array();
		for ( $page = 1; $page <= 3; $page++ ) {
			$answer = $this->call(
				$this->page,
				self::LISTING,
				$page,
				array(
					// The spec's payload carries a query: it is not read.
					'query' => array(
						'post_status' => 'any',
						'post__in'    => $hidden,
					),
				)
			);
			self::assertSame( 200, $answer->status );
			array_push( $listed, ...self::ids( $answer->body['data']['html'] ) );
			self::assertSame( min( 3, $page + 1 ), $answer->body['data']['pages'], 'The next page while one follows.' );
		}

		self::assertSame( $this->products, $listed );
		self::assertSame( array(), array_intersect( $hidden, $listed ) );
	}

	public function test_widget_settings_are_checked_against_the_blocks_schema(): void {
		$bad = array(
			array( 'columns' => 99 ),
			array( 'layout' => 'carousel' ),
			array( 'postType' => 'post' ),
			array( 'lazyOffset' => '10vh; background:url(x)' ),
		);
		foreach ( $bad as $settings ) {
			$answer = $this->call( $this->page, self::LISTING, 2, array( 'widget_settings' => $settings ) );
			self::assert_error( $answer, 400, 'vitrine_ajax_invalid_param' );
			self::assertArrayHasKey( 'widget_settings', $answer->body['data']['params'] );
		}

		$answer = $this->call(
			$this->page,
			self::LISTING,
			2,
			array(
				'widget_settings' => array(
					'columns' => 4,
					'layout'  => 'masonry',
					'perPage' => 48,
				),
			)
		);
		self::assertSame( 200, $answer->status );
		self::assertCount( 3, self::ids( $answer->body['data']['html'] ), 'The saved settings win over the sent ones.' );
	}

	public function test_malformed_references_are_refused_before_anything_is_read(): void {
		$cases = array(
			array( 'element_id' => '../../etc' ),
			array( 'element_id' => '' ),
			array( 'page' => 0 ),
			array( 'page' => 10001 ),
			array( 'post_id' => 'abc' ),
			array( 'extra' => 1 ),
		);
		foreach ( $cases as $change ) {
			$settings = array_merge(
				array(
					'post_id'    => $this->page,
					'element_id' => self::LISTING,
					'page'       => 1,
				),
				$change
			);
			$answer   = Plugin::instance()->ajax->dispatch( 'listing', 'POST', array( 'page_settings' => $settings ), '' );
			self::assert_error( $answer, 400, 'vitrine_ajax_invalid_param' );
		}
		self::assert_error( Plugin::instance()->ajax->dispatch( 'listing', 'POST', array(), '' ), 400, 'vitrine_ajax_invalid_param' );
		self::assertSame( 405, Plugin::instance()->ajax->dispatch( 'listing', 'GET', array(), '' )->status );
	}

	public function test_a_saved_block_with_invalid_settings_is_refused_with_their_messages(): void {
		$post = $this->page_with( self::listing_block( self::LISTING, array( 'perPage' => 500 ) ) );

		$answer = $this->call( $post, self::LISTING, 1 );

		self::assert_error( $answer, 400, 'vitrine_listing_invalid_settings' );
		self::assertArrayHasKey( 'perPage', $answer->body['data']['params'] );
	}

	public function test_a_related_listing_lists_the_posts_sharing_a_term_with_the_current_post(): void {
		$shared = (int) wp_insert_term( 'Listing shared', ProductPostTypes::CATEGORY )['term_id'];
		$other  = (int) wp_insert_term( 'Listing other', ProductPostTypes::CATEGORY )['term_id'];
		wp_set_object_terms( $this->products[0], array( $shared ), ProductPostTypes::CATEGORY );
		wp_set_object_terms( $this->products[2], array( $shared ), ProductPostTypes::CATEGORY );
		wp_set_object_terms( $this->products[4], array( $shared ), ProductPostTypes::CATEGORY );
		wp_set_object_terms( $this->products[1], array( $other ), ProductPostTypes::CATEGORY );
		$post = $this->page_with(
			self::listing_block(
				self::LISTING,
				array(
					'taxonomy' => ProductPostTypes::CATEGORY,
					'related'  => true,
				)
			)
		);

		$answer = $this->call( $post, self::LISTING, 1, array(), $this->products[0] );
		self::assertSame( array( $this->products[2], $this->products[4] ), self::ids( $answer->body['data']['html'] ) );

		$draft = $this->product( 'Draft current', '2025-02-01 00:00:00', array( 'post_status' => 'draft' ) );
		self::assert_error( $this->call( $post, self::LISTING, 1, array(), $draft ), 403, 'vitrine_listing_forbidden' );
	}

	public function test_a_protected_custom_field_is_never_shown(): void {
		update_post_meta( $this->products[0], 'colour_name', 'Ocean <b>blue</b>' );
		update_post_meta( $this->products[0], '_secret_cost', '4.20' );
		$template = '<!-- wp:vitrine/dynamic-field {"field":"meta","metaKey":"colour_name","label":"Colour"} /-->'
			. '<!-- wp:vitrine/dynamic-field {"field":"meta","metaKey":"_secret_cost"} /-->';
		$post     = $this->page_with( self::listing_block( self::LISTING, array( 'perPage' => 1 ), $template ) );

		$html = $this->call( $post, self::LISTING, 1 )->body['data']['html'];

		self::assertStringContainsString( 'Ocean &lt;b&gt;blue&lt;/b&gt;', $html, 'Escaped.' );
		self::assertStringContainsString( 'Colour', $html );
		self::assertStringNotContainsString( '4.20', $html );
	}

	/**
	 * A listing call as the browser sends it.
	 *
	 * @param array<string, mixed> $extra Other fields.
	 */
	private function call( int $post, string $listing, int $page, array $extra = array(), int $queried = 0 ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch(
			'listing',
			'POST',
			array_merge(
				array(
					'handler'       => 'listing_load_more',
					'page_settings' => array(
						'post_id'    => $post,
						'queried_id' => $queried,
						'element_id' => $listing,
						'page'       => $page,
					),
					'listing_type'  => 'grid',
				),
				$extra
			),
			''
		);
	}

	private static function assert_error( AjaxResponse $answer, int $status, string $code ): void {
		self::assertSame( $status, $answer->status, (string) wp_json_encode( $answer->body ) );
		self::assertSame( $code, $answer->body['code'] );
		self::assertNotSame( '', $answer->body['message'] );
	}

	/**
	 * The listing block's markup.
	 *
	 * @param array<string, mixed> $attributes Attributes besides the id.
	 */
	public static function listing_block( string $id, array $attributes = array(), string $template = '' ): string {
		$attributes = array_merge(
			array(
				'listingId'  => $id,
				'postType'   => ProductPostTypes::PRODUCT,
				'pagination' => 'load-more',
			),
			$attributes
		);
		if ( '' === $template ) {
			$template = '<!-- wp:post-title /--><!-- wp:vitrine/dynamic-field {"field":"price"} /-->';
		}
		return '<!-- wp:vitrine/listing-grid ' . wp_json_encode( $attributes ) . ' -->' . $template . '<!-- /wp:vitrine/listing-grid -->';
	}

	/**
	 * A published page (or as the fields say) with that content.
	 *
	 * @param array<string, mixed> $fields Other post fields.
	 */
	private function page_with( string $content, array $fields = array() ): int {
		return (int) wp_insert_post(
			array_merge(
				array(
					'post_type'    => 'page',
					'post_title'   => 'Listing page',
					'post_status'  => 'publish',
					'post_content' => wp_slash( $content ),
				),
				$fields
			)
		);
	}

	/**
	 * A product, published unless the fields say otherwise.
	 *
	 * @param array<string, mixed> $fields Post fields to change.
	 */
	private function product( string $name, string $date, array $fields = array() ): int {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => $name,
				'regular_price' => '10.00',
			)
		);
		wp_update_post(
			array_merge(
				array(
					'ID'            => $id,
					'post_date'     => $date,
					'post_date_gmt' => $date,
				),
				$fields
			)
		);
		return $id;
	}

	/**
	 * The post ids of a page's items, in order.
	 *
	 * @return list<int>
	 */
	private static function ids( string $html ): array {
		preg_match_all( '/class="vitrine-listing__item" data-post-id="(\d+)"/', $html, $matches );
		return array_map( 'intval', $matches[1] );
	}
}
