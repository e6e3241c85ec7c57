<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductReviews;

use Vitrine\Catalog\Catalog;
use Vitrine\Plugin;
use Vitrine\ProductReviews\ReviewRejected;
use Vitrine\ProductReviews\ReviewSubmission;
use Vitrine\Tests\TestCase;

/**
 * A review posted through WordPress's comment handler gets the review type and its rating; a
 * missing (required) or wrong rating stops it with a 400 page and nothing saved.
 */
final class ReviewSubmissionTest extends TestCase {

	private Catalog $catalog;

	private int $product;

	/** @var array<string, mixed> */
	private array $server;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
		$this->product = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Teapot',
				'regular_price' => '25',
			)
		);
		$this->server  = $_SERVER;
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		remove_all_filters( 'vitrine_review_is_verified_owner' );
		$_POST   = array();
		$_SERVER = $this->server;
		parent::tearDown();
	}

	/**
	 * wp_die() throws instead of ending the test run: its message, with the HTTP status as code.
	 */
	public function die_handler(): callable {
		return static function ( $message, $title, $args ): never {
			throw new \RuntimeException( wp_strip_all_tags( (string) $message ), (int) ( $args['response'] ?? 500 ) );
		};
	}

	public function test_a_review_is_saved_with_its_type_and_rating(): void {
		$comment = $this->post_review( array( 'rating' => '4' ) );

		self::assertInstanceOf( \WP_Comment::class, $comment );
		self::assertSame( 'review', $comment->comment_type );
		self::assertSame( '4', get_comment_meta( (int) $comment->comment_ID, 'rating', true ) );
		self::assertSame( '', get_comment_meta( (int) $comment->comment_ID, 'verified', true ), 'Not a verified owner until orders exist.' );
	}

	public function test_a_review_without_a_required_rating_is_refused_with_400_and_nothing_saved(): void {
		Plugin::instance()->settings->update( array( 'review_rating_required' => true ) );

		try {
			$this->post_review( array() );
			self::fail( 'The review was accepted.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 400, $e->getCode() );
			self::assertStringContainsString( 'Please choose a rating of 1 to 5 stars for your review. Your review has not been saved.', $e->getMessage() );
		}
		self::assertSame( 0, $this->count_comments() );
	}

	public function test_without_the_requirement_a_review_may_have_no_rating(): void {
		Plugin::instance()->settings->update( array( 'review_rating_required' => false ) );

		$comment = $this->post_review( array( 'rating' => '' ) );

		self::assertInstanceOf( \WP_Comment::class, $comment );
		self::assertSame( 'review', $comment->comment_type );
		self::assertSame( '', get_comment_meta( (int) $comment->comment_ID, 'rating', true ) );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function wrong_ratings(): array {
		return array(
			'zero'      => array( '0' ),
			'six'       => array( '6' ),
			'a decimal' => array( '4.5' ),
			'a word'    => array( 'five' ),
			'a list'    => array( array( '5' ) ),
		);
	}

	/**
	 * @dataProvider wrong_ratings
	 */
	public function test_a_rating_that_is_not_1_to_5_is_refused( mixed $rating ): void {
		Plugin::instance()->settings->update( array( 'review_rating_required' => false ) );

		try {
			$this->post_review( array( 'rating' => $rating ) );
			self::fail( 'The review was accepted.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 400, $e->getCode() );
			self::assertStringContainsString( 'The rating must be a whole number of stars from 1 to 5.', $e->getMessage() );
		}
		self::assertSame( 0, $this->count_comments() );
	}

	public function test_replies_and_comments_elsewhere_need_no_rating(): void {
		$submission = new ReviewSubmission( Plugin::instance()->settings );
		$page       = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About',
			)
		);

		$submission->validate_form( $page, array() );
		$submission->validate_form( $this->product, array( 'comment_parent' => '12' ) );
		$data = $submission->prepare(
			array(
				'comment_post_ID' => $page,
				'comment_type'    => 'comment',
			),
			array()
		);

		self::assertSame( 'comment', $data['comment_type'] );
		$this->expectException( ReviewRejected::class );
		$submission->validate_form( $this->product, array() );
	}

	public function test_the_verified_owner_flag_comes_from_its_filter(): void {
		$seen = array();
		add_filter(
			'vitrine_review_is_verified_owner',
			static function ( bool $verified, int $product_id, int $user_id, string $email ) use ( &$seen ): bool {
				$seen = array( $verified, $product_id, $user_id, $email );
				return true;
			},
			10,
			4
		);

		$comment = $this->post_review( array( 'rating' => '5' ) );

		self::assertInstanceOf( \WP_Comment::class, $comment );
		self::assertSame( array( false, $this->product, 0, 'rita@example.org' ), $seen );
		self::assertSame( '1', get_comment_meta( (int) $comment->comment_ID, 'verified', true ) );
	}

	public function test_an_approved_rated_review_updates_the_lookup_row(): void {
		$comment = $this->post_review( array( 'rating' => '3' ) );
		self::assertInstanceOf( \WP_Comment::class, $comment );
		wp_set_comment_status( (int) $comment->comment_ID, 'approve' );
		$this->catalog->lookup_sync->flush();

		$row = $this->catalog->lookup->row( $this->product );
		self::assertSame( '3.00', $row['average_rating'] ?? null );
		self::assertSame( '1', $row['rating_count'] ?? null );
	}

	/**
	 * Posts the review form the way wp-comments-post.php does.
	 *
	 * @param array<string, mixed> $fields Extra fields (rating).
	 */
	private function post_review( array $fields ): ?\WP_Comment {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_SERVER['REMOTE_ADDR']    = '192.0.2.' . wp_rand( 1, 250 );
		$_POST                     = array_merge(
			array(
				'comment_post_ID' => (string) $this->product,
				'comment_parent'  => '0',
				'author'          => 'Rita',
				'email'           => 'rita@example.org',
				'comment'         => 'Pours well, keeps warm. ' . wp_generate_password( 8, false ),
			),
			$fields
		);
		$comment                   = wp_handle_comment_submission( wp_unslash( $_POST ) );
		if ( is_wp_error( $comment ) ) {
			self::fail( $comment->get_error_message() );
		}
		return $comment;
	}

	private function count_comments(): int {
		return (int) get_comments(
			array(
				'post_id' => $this->product,
				'count'   => true,
				'status'  => 'all',
			)
		);
	}
}
