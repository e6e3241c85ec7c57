<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Storage;

use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;

/**
 * Reviews stored once by provider and external id; widgets' filters, order and pages; hidden
 * reviews left out; sources keep their credentials to themselves.
 */
final class ReviewRepositoryTest extends TestCase {

	private ReviewRepository $reviews;

	private SourceRepository $sources;

	protected function setUp(): void {
		parent::setUp();
		$this->reviews = new ReviewRepository();
		$this->sources = new SourceRepository();
	}

	public function test_a_review_is_stored_once_and_updated_by_provider_and_external_id(): void {
		$source = $this->sources->create(
			array(
				'provider' => 'google',
				'name'     => 'Café',
			)
		);

		$first  = $this->reviews->upsert_many( $source, 'google', array( $this->row( 'a', 4, 'Good.' ), $this->row( 'b', 5, 'Great.' ) ) );
		$second = $this->reviews->upsert_many( $source, 'google', array( $this->row( 'a', 4, 'Good, edited.' ), $this->row( 'b', 5, 'Great.' ) ) );

		self::assertSame(
			array(
				'added'   => 2,
				'updated' => 0,
			),
			$first
		);
		self::assertSame(
			array(
				'added'   => 0,
				'updated' => 1,
			),
			$second,
			'Only the edited review changed.'
		);
		$stored = $this->reviews->query( new ReviewQuery( source_ids: array( $source ) ) );
		self::assertSame( 2, $stored['total'] );
		self::assertContains( 'Good, edited.', array_map( static fn ( $review ) => $review->text, $stored['reviews'] ) );

		$yelp = $this->sources->create( array( 'provider' => 'yelp' ) );
		$this->reviews->upsert_many( $yelp, 'yelp', array( $this->row( 'a', 3, 'Same id, other provider.' ) ) );
		self::assertSame( 3, $this->reviews->query( new ReviewQuery( source_ids: array( $source, $yelp ) ) )['total'] );
	}

	public function test_filters_order_and_pages(): void {
		$source = $this->sources->create( array( 'provider' => 'google' ) );
		$this->reviews->upsert_many(
			$source,
			'google',
			array(
				$this->row( 'old', 5, 'Old and good.', 1000, 'en' ),
				$this->row( 'mid', 2, '', 2000, 'de-AT' ),
				$this->row( 'new', 4, 'New.', 3000, 'de' ),
			)
		);

		$newest = $this->reviews->query( new ReviewQuery( source_ids: array( $source ) ) );
		self::assertSame( array( 'new', 'mid', 'old' ), $this->ids( $newest['reviews'] ) );
		self::assertSame( array( 'old', 'new', 'mid' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ), orderby: 'highest' ) )['reviews'] ) );
		self::assertSame( array( 'old', 'mid', 'new' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ), orderby: 'oldest' ) )['reviews'] ) );
		self::assertSame( array( 'new', 'old' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ), min_rating: 4 ) )['reviews'] ) );
		self::assertSame( array( 'new', 'old' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ), only_with_text: true ) )['reviews'] ) );
		self::assertSame( array( 'new', 'mid' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ), language: 'de' ) )['reviews'] ) );

		$page = $this->reviews->query( new ReviewQuery( source_ids: array( $source ), offset: 1, limit: 1 ) );
		self::assertSame( array( 'mid' ), $this->ids( $page['reviews'] ) );
		self::assertSame( 3, $page['total'], 'The total ignores the page.' );
	}

	public function test_hidden_reviews_are_left_out_unless_asked_for(): void {
		$source = $this->sources->create( array( 'provider' => 'facebook' ) );
		$this->reviews->upsert_many( $source, 'facebook', array( $this->row( 'x', 1, 'Spam.' ), $this->row( 'y', 5, 'Fine.' ) ) );
		$spam = $this->reviews->query( new ReviewQuery( source_ids: array( $source ), orderby: 'lowest' ) )['reviews'][0];

		self::assertTrue( $this->reviews->set_hidden( $spam->id, true ) );
		self::assertSame( array( 'y' ), $this->ids( $this->reviews->query( new ReviewQuery( source_ids: array( $source ) ) )['reviews'] ) );
		self::assertSame( 2, $this->reviews->query( new ReviewQuery( source_ids: array( $source ), include_hidden: true ) )['total'] );

		$this->reviews->upsert_many( $source, 'facebook', array( $this->row( 'x', 1, 'Spam again.' ) ) );
		self::assertTrue( $this->reviews->find( $spam->id )?->hidden, 'A refresh keeps an admin\'s choice.' );
		self::assertFalse( $this->reviews->set_hidden( 999999, true ) );
	}

	public function test_media_round_trip_and_sources_keep_credentials_apart(): void {
		$source = $this->sources->create(
			array(
				'provider'         => 'google',
				'name'             => 'Café',
				'rating'           => 4.6,
				'review_count'     => 120,
				'token_expires_at' => 1900000000,
			),
			array( 'api_key' => 'secret-key-1234' )
		);
		$this->reviews->upsert_many(
			$source,
			'google',
			array(
				$this->row( 'm', 5, 'Photos.' ) + array(
					'media' => array(
						array(
							'googleUrl'    => 'https://example.org/full.jpg',
							'thumbnailUrl' => 'https://example.org/thumb.jpg',
						),
					),
				),
			)
		);

		$review = $this->reviews->query( new ReviewQuery( source_ids: array( $source ) ) )['reviews'][0];
		self::assertSame(
			array(
				array(
					'googleUrl'    => 'https://example.org/full.jpg',
					'thumbnailUrl' => 'https://example.org/thumb.jpg',
				),
			),
			$review->media
		);

		$stored = $this->sources->find( $source );
		self::assertNotNull( $stored );
		self::assertSame( 4.6, $stored->rating );
		self::assertSame( 120, $stored->review_count );
		self::assertSame( 1900000000, $stored->token_expires_at );
		self::assertStringNotContainsString( 'secret-key', (string) wp_json_encode( get_object_vars( $stored ) ) );
		self::assertSame( array( 'api_key' => 'secret-key-1234' ), $this->sources->credentials( $source ) );

		$this->sources->update( $source, array( 'name' => 'Café Mitte' ), array( 'api_key' => 'new-key' ) );
		self::assertSame( 'Café Mitte', $this->sources->find( $source )?->name, 'The cached list follows writes.' );
		self::assertSame( array( 'api_key' => 'new-key' ), $this->sources->credentials( $source ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function row( string $id, int $rating, string $text, int $time = 1700000000, string $language = 'en' ): array {
		return array(
			'external_id' => $id,
			'author_name' => 'Author ' . $id,
			'time'        => $time,
			'rating'      => $rating,
			'text'        => $text,
			'language'    => $language,
		);
	}

	/**
	 * @param list<\Vitrine\Reviews\Storage\Review> $reviews Reviews.
	 * @return list<string>
	 */
	private function ids( array $reviews ): array {
		return array_map( static fn ( $review ) => $review->external_id, $reviews );
	}
}
