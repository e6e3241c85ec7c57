<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Plugin;
use Vitrine\Core\Http\WpTransport;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Reviews\Sources\Providers\FetchedReview;
use Vitrine\Reviews\Sources\Providers\FetchResult;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Sources\RefreshSchedule;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/FakeProviderServer.php';

/**
 * Refreshing sources against the local provider server: reviews stored once and updated on the
 * next refresh, a failed refresh keeping what was stored and recording the error, images copied
 * into uploads (never a provider URL in a stored review), the shop's reviews kept in step, and
 * the cron event following its setting.
 */
final class RefresherTest extends TestCase {

	private static FakeProviderServer $server;

	/** @var list<string> */
	private static array $files_before = array();

	private \Closure $filter;

	private Refresher $refresher;

	private ReviewRepository $reviews;

	private SourceRepository $sources;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server       = FakeProviderServer::start();
		self::$files_before = self::cached_files();
	}

	public static function tearDownAfterClass(): void {
		self::$server->stop();
		foreach ( array_diff( self::cached_files(), self::$files_before ) as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->filter    = self::$server->use();
		$services        = $this->services();
		$this->reviews   = $services->get( ReviewRepository::class );
		$this->sources   = $services->get( SourceRepository::class );
		$this->refresher = $services->get( Refresher::class );
	}

	protected function tearDown(): void {
		FakeProviderServer::remove( $this->filter );
		parent::tearDown();
	}

	public function test_a_refresh_stores_the_reviews_with_local_avatars_and_the_source_summary(): void {
		$id     = $this->source( 'google', 'ChIJtest', array( 'api_key' => 'good-key' ) );
		$result = $this->refresher->refresh( $id );

		self::assertFalse( $result->failed() );
		self::assertSame( 3, $result->added );
		self::assertSame( 0, $result->updated );
		self::assertSame( 'connected', $result->source->status );
		self::assertSame( 'Café Vitrine', $result->source->name, 'An unnamed source takes the provider’s name.' );
		self::assertSame( 4.6, $result->source->rating );
		self::assertSame( 128, $result->source->review_count );
		self::assertEqualsWithDelta( time(), (int) $result->source->last_refreshed_at, 5 );

		$stored = $this->stored( $id );
		self::assertCount( 3, $stored );
		$first = $stored['places/ChIJtest/reviews/review1'];
		self::assertSame( 'Reviewer 1', $first->author_name );
		$dir = ( new ImageCache( new WpTransport() ) )->directory();
		self::assertStringStartsWith( $dir['url'] . '/', $first->author_avatar );
		self::assertFileExists( $dir['path'] . '/' . basename( $first->author_avatar ) );
		self::assertSame( 'image/png', wp_get_image_mime( $dir['path'] . '/' . basename( $first->author_avatar ) ) );
		self::assertSame( self::$server->url . '/images/avatar-1.png', $this->avatar_source( $first->id ), 'The provider’s URL is kept apart.' );
		self::assertSame( '', $stored['places/ChIJtest/reviews/review3']->author_avatar, 'An avatar that could not be downloaded: none, not the provider’s URL.' );
		$this->assertNoProviderUrl( $stored );
	}

	public function test_a_second_refresh_updates_the_reviews_instead_of_adding_them_and_keeps_them_hidden(): void {
		$id = $this->source( 'google', 'ChIJtest', array( 'api_key' => 'good-key' ) );
		$this->refresher->refresh( $id );
		$hidden = $this->stored( $id )['places/ChIJtest/reviews/review1'];
		$this->reviews->set_hidden( $hidden->id, true );

		$same = $this->refresher->refresh( $id );
		self::assertSame( 0, $same->added, 'Nothing new.' );

		FakeProviderServer::remove( $this->filter );
		$this->filter = self::$server->use( 'edited' );
		$edited       = $this->refresher->refresh( $id );

		self::assertSame( 0, $edited->added );
		self::assertSame( 3, $edited->updated );
		$stored = $this->stored( $id );
		self::assertCount( 3, $stored );
		self::assertSame( 'Edited: Review number 1 of the café.', $stored['places/ChIJtest/reviews/review1']->text );
		self::assertTrue( $stored['places/ChIJtest/reviews/review1']->hidden, 'The admin’s hidden flag survives a refresh.' );
		self::assertSame( $hidden->id, $stored['places/ChIJtest/reviews/review1']->id );
	}

	public function test_a_failed_refresh_keeps_the_stored_reviews_and_records_the_providers_message(): void {
		$id    = $this->source( 'google', 'ChIJtest', array( 'api_key' => 'good-key' ) );
		$first = $this->refresher->refresh( $id );
		$this->sources->update( $id, array(), array( 'api_key' => 'bad-key' ) );

		$failed = $this->refresher->refresh( $id );

		self::assertTrue( $failed->failed() );
		self::assertNotNull( $failed->error );
		self::assertSame( 'auth', $failed->error->kind() );
		self::assertSame( 'error', $failed->source->status );
		self::assertSame( 'Google answered: API key not valid. Please pass a valid API key.', $failed->source->last_error );
		self::assertSame( $first->source->last_refreshed_at, $failed->source->last_refreshed_at, 'The last good refresh stays the last refresh.' );
		self::assertSame( 4.6, $failed->source->rating, 'The summary stays.' );
		self::assertCount( 3, $this->stored( $id ), 'The reviews stored before stay.' );

		$this->sources->update( $id, array(), array( 'api_key' => 'good-key' ) );
		$again = $this->refresher->refresh( $id );
		self::assertSame( 'connected', $again->source->status );
		self::assertSame( '', $again->source->last_error );
	}

	public function test_an_expired_facebook_token_is_recorded_as_expired(): void {
		$id     = $this->source( 'facebook', '100200300', array( 'access_token' => 'soon-token' ) );
		$result = $this->refresher->refresh( $id );
		self::assertSame( 4, $result->added );
		self::assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, (int) $result->source->token_expires_at, 60 );
		$stored = $this->stored( $id );
		self::assertSame( 5.0, $stored['story-1']->rating );
		self::assertSame( 1.0, $stored['story-2']->rating );

		$this->sources->update( $id, array(), array( 'access_token' => 'expired-token' ) );
		$failed = $this->refresher->refresh( $id );
		self::assertSame( 'token_expired', $failed->error?->kind() );
		self::assertLessThanOrEqual( time(), (int) $failed->source->token_expires_at );
		self::assertStringContainsString( 'Session has expired', $failed->source->last_error );
		self::assertStringContainsString( 'new token', $failed->source->last_error );
		self::assertCount( 4, $this->stored( $id ) );
	}

	public function test_images_that_are_not_images_or_too_big_are_refused_and_urls_checked(): void {
		$cache = new ImageCache( new WpTransport() );
		self::assertSame( '', $cache->local_url( self::$server->url . '/images/page.png' ), 'text/html' );
		self::assertSame( '', $cache->local_url( self::$server->url . '/images/liar.png' ), 'HTML sent as image/png' );
		self::assertSame( '', $cache->local_url( self::$server->url . '/images/huge.png' ), 'over ' . ImageCache::MAX_BYTES . ' bytes' );
		self::assertSame( '', $cache->local_url( 'javascript:alert(1)' ) );
		self::assertSame( '', $cache->local_url( 'file:///etc/passwd' ) );
		$gif = $cache->local_url( self::$server->url . '/images/photo-1.gif' );
		self::assertStringEndsWith( '.gif', $gif );
		self::assertSame( $gif, $cache->local_url( self::$server->url . '/images/photo-1.gif' ), 'The same image, the same copy.' );
		self::assertSame( $gif, $cache->local_url( $gif ), 'A local copy stays as it is.' );

		$refused = new ImageCache( new WpTransport(), array() );
		self::assertSame( '', $refused->local_url( self::$server->url . '/images/photo-2.gif' ), 'A private address that is no configured provider is not fetched.' );

		$id = $this->source( 'yelp', 'cafe-vitrine', array( 'api_key' => 'good-key' ) );
		$this->refresher->refresh( $id );
		$stored = $this->stored( $id );
		self::assertSame( '', $stored['yelp-review-2']->author_avatar, 'The HTML "avatar" was refused.' );
		self::assertSame( self::$server->url . '/images/liar.png', $this->avatar_source( $stored['yelp-review-2']->id ) );
		self::assertNotSame( '', $stored['yelp-review-1']->author_avatar );
		self::assertSame( '', $stored['yelp-review-1']->author_url, 'A javascript: link is not stored.' );
		self::assertStringStartsWith( 'https://www.yelp.com/', $stored['yelp-review-3']->author_url );
		$this->assertNoProviderUrl( $stored );
	}

	public function test_review_photos_are_stored_as_local_copies(): void {
		$id     = $this->source( 'google', 'ChIJphotos', array( 'api_key' => 'good-key' ) );
		$result = new FetchResult(
			name: 'Photos',
			rating: 5,
			review_count: 1,
			profile_url: 'https://example.org/place',
			write_review_url: 'javascript:alert(1)',
			token_expires_at: null,
			reviews: array(
				new FetchedReview(
					external_id: 'photo-review',
					author_name: '<b>Eve</b>',
					avatar_url: '',
					author_url: '',
					time: 1700000000,
					rating: 4.5,
					text: "Nice <script>alert(1)</script>place.\nSecond line.",
					media: array(
						array(
							'googleUrl'    => self::$server->url . '/images/photo-1.gif',
							'thumbnailUrl' => self::$server->url . '/images/photo-2.gif',
						),
						array(
							'googleUrl'    => self::$server->url . '/images/liar.png',
							'thumbnailUrl' => self::$server->url . '/images/missing.png',
						),
						array(
							'googleUrl'    => self::$server->url . '/images/photo-3.gif',
							'thumbnailUrl' => '',
						),
					),
				),
			),
		);

		self::assertSame(
			array(
				'added'   => 1,
				'updated' => 0,
			),
			$this->refresher->store( $id, $result )
		);
		$review = $this->stored( $id )['photo-review'];
		self::assertCount( 2, $review->media, 'The photo that is no image is left out.' );
		$dir = ( new ImageCache( new WpTransport() ) )->directory();
		foreach ( $review->media as $item ) {
			self::assertStringStartsWith( $dir['url'] . '/', $item['googleUrl'] );
			self::assertStringStartsWith( $dir['url'] . '/', $item['thumbnailUrl'] );
		}
		self::assertNotSame( $review->media[0]['googleUrl'], $review->media[0]['thumbnailUrl'] );
		self::assertSame( $review->media[1]['googleUrl'], $review->media[1]['thumbnailUrl'], 'No thumbnail: the photo is its own.' );
		self::assertSame( 'Eve', $review->author_name );
		self::assertSame( "Nice place.\nSecond line.", $review->text );
		self::assertSame( 4.5, $review->rating );
		self::assertSame( '', $this->sources->find( $id )?->write_review_url );
		$this->assertNoProviderUrl( array( $review ) );
	}

	public function test_the_shops_reviews_follow_the_shop(): void {
		$product = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Mug',
				'regular_price' => '12',
			)
		);
		$keep    = $this->product_review( $product, 'Ann', 5 );
		$gone    = $this->product_review( $product, 'Bob', 2 );
		$id      = $this->source( 'shop', (string) $product, array() );

		$first = $this->refresher->refresh( $id );
		self::assertSame( 2, $first->added );
		self::assertSame( 3.5, $first->source->rating );

		wp_set_comment_status( $gone, 'spam' );
		$second = $this->refresher->refresh( $id );
		self::assertSame( 0, $second->added );
		self::assertSame( array( (string) $keep ), array_map( 'strval', array_keys( $this->stored( $id ) ) ), 'A review marked as spam leaves the widgets.' );
		self::assertSame( 1, $second->source->review_count );
	}

	public function test_refresh_all_refreshes_every_fetched_source_and_records_each_error(): void {
		$google = $this->source( 'google', 'ChIJtest', array( 'api_key' => 'good-key' ) );
		$yelp   = $this->source( 'yelp', 'cafe', array( 'api_key' => 'limit-key' ) );
		$manual = $this->sources->create(
			array(
				'provider' => 'manual',
				'name'     => 'By hand',
			)
		);

		do_action( RefreshSchedule::HOOK );

		self::assertCount( 3, $this->stored( $google ) );
		self::assertSame( 'error', $this->sources->find( $yelp )?->status );
		self::assertStringContainsString( 'queries-per-second', (string) $this->sources->find( $yelp )?->last_error );
		self::assertSame( 'connected', $this->sources->find( $manual )?->status );
		self::assertNull( $this->sources->find( $manual )?->last_refreshed_at );
	}

	public function test_the_cron_event_follows_the_interval_setting(): void {
		$settings = Plugin::instance()->settings;
		self::assertSame( 'twicedaily', $settings->get( RefreshSchedule::SETTING ), 'Twice daily by default.' );
		wp_clear_scheduled_hook( RefreshSchedule::HOOK );
		$settings->update( array( RefreshSchedule::SETTING => 'twicedaily' ) );
		$event = wp_get_scheduled_event( RefreshSchedule::HOOK );
		self::assertNotFalse( $event, 'A missing event is scheduled again.' );
		self::assertSame( 'twicedaily', $event->schedule );

		$settings->update( array( RefreshSchedule::SETTING => 'daily' ) );
		$event = wp_get_scheduled_event( RefreshSchedule::HOOK );
		self::assertNotFalse( $event );
		self::assertSame( 'daily', $event->schedule, 'Rescheduled as soon as the setting changed.' );
		self::assertEqualsWithDelta( time() + DAY_IN_SECONDS, $event->timestamp, 60 );

		$settings->update( array( RefreshSchedule::SETTING => 'never' ) );
		self::assertFalse( wp_get_scheduled_event( RefreshSchedule::HOOK ) );

		$refused = $settings->update( array( RefreshSchedule::SETTING => 'every-minute' ) );
		self::assertWPError( $refused );
	}

	/**
	 * @param array<string, string> $credentials Credentials.
	 */
	private function source( string $provider, string $ref, array $credentials ): int {
		return $this->sources->create(
			array(
				'provider'     => $provider,
				'external_ref' => $ref,
			),
			$credentials
		);
	}

	/**
	 * The source's reviews, hidden ones too, by external id.
	 *
	 * @return array<string, Review>
	 */
	private function stored( int $source_id ): array {
		$stored = array();
		foreach ( $this->reviews->query( new ReviewQuery( source_ids: array( $source_id ), include_hidden: true ) )['reviews'] as $review ) {
			$stored[ $review->external_id ] = $review;
		}
		return $stored;
	}

	private function avatar_source( int $review_id ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT author_avatar_source FROM {$wpdb->prefix}vitrine_reviews WHERE review_id = %d", $review_id ) );
	}

	/**
	 * No image a widget shows points at the provider.
	 *
	 * @param array<Review> $reviews Reviews.
	 */
	private function assertNoProviderUrl( array $reviews ): void {
		foreach ( $reviews as $review ) {
			self::assertStringNotContainsString( self::$server->url, $review->author_avatar );
			self::assertStringNotContainsString( self::$server->url, (string) wp_json_encode( $review->media ) );
		}
	}

	private static function assertWPError( mixed $value ): void {
		self::assertInstanceOf( \WP_Error::class, $value );
	}

	private function product_review( int $product, string $author, int $rating ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $product,
				'comment_type'         => 'review',
				'comment_author'       => $author,
				'comment_author_email' => strtolower( $author ) . '@example.org',
				'comment_content'      => 'Review by ' . $author,
				'comment_approved'     => 1,
				'comment_meta'         => array( 'rating' => $rating ),
			)
		);
	}

	/**
	 * @return list<string>
	 */
	private static function cached_files(): array {
		$files = glob( ( new ImageCache( new WpTransport() ) )->directory()['path'] . '/*' );
		return is_array( $files ) ? $files : array();
	}
}
