<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Plugin;
use Vitrine\Reviews\Sources\Providers\FacebookClient;
use Vitrine\Reviews\Sources\Providers\FetchResult;
use Vitrine\Reviews\Sources\Providers\GoogleClient;
use Vitrine\Reviews\Sources\Providers\ProviderClient;
use Vitrine\Reviews\Sources\Providers\ProviderError;
use Vitrine\Reviews\Sources\Providers\ProviderHttp;
use Vitrine\Reviews\Sources\Providers\ShopClient;
use Vitrine\Reviews\Sources\Providers\YelpClient;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/FakeProviderServer.php';

/**
 * Each provider client against the local server speaking the provider's documented API: the
 * answer read right, and each failure sorted by kind with the provider's own message.
 */
final class ProviderClientsTest extends TestCase {

	private static FakeProviderServer $server;

	private \Closure $filter;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = FakeProviderServer::start();
	}

	public static function tearDownAfterClass(): void {
		self::$server->stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->filter = self::$server->use();
	}

	protected function tearDown(): void {
		FakeProviderServer::remove( $this->filter );
		parent::tearDown();
	}

	public function test_the_base_url_comes_from_the_filter_and_defaults_to_the_provider(): void {
		self::assertSame( self::$server->url . '/google', ProviderHttp::base_url( 'google' ) );
		self::assertContains( '127.0.0.1', ProviderHttp::custom_hosts() );
		FakeProviderServer::remove( $this->filter );
		self::assertSame( 'https://places.googleapis.com', ProviderHttp::base_url( 'google' ) );
		self::assertSame( 'https://graph.facebook.com', ProviderHttp::base_url( 'facebook' ) );
		self::assertSame( 'https://api.yelp.com', ProviderHttp::base_url( 'yelp' ) );
		self::assertSame( array(), ProviderHttp::custom_hosts() );
	}

	public function test_google_reads_the_place_and_its_reviews(): void {
		$result = $this->google()->fetch( 'ChIJtest', array( 'api_key' => 'good-key' ) );

		self::assertSame( 'Café Vitrine', $result->name );
		self::assertSame( 4.6, $result->rating );
		self::assertSame( 128, $result->review_count );
		self::assertSame( 'https://maps.google.com/?cid=ChIJtest', $result->profile_url );
		self::assertStringContainsString( 'ChIJtest!12e1', $result->write_review_url );
		self::assertNull( $result->token_expires_at );
		self::assertFalse( $result->complete );
		self::assertCount( 3, $result->reviews );

		$first = $result->reviews[0];
		self::assertSame( 'places/ChIJtest/reviews/review1', $first->external_id );
		self::assertSame( 'Reviewer 1', $first->author_name );
		self::assertSame( self::$server->url . '/images/avatar-1.png', $first->avatar_url );
		self::assertSame( 'https://www.google.com/maps/contrib/1/reviews', $first->author_url );
		self::assertSame( 1700000000 + 86400, $first->time );
		self::assertSame( 5.0, $first->rating );
		self::assertSame( 'Review number 1 of the café.', $first->text );
		self::assertSame( 'en', $first->language );

		self::assertSame( 'Sehr gut, danke!', $result->reviews[1]->text, 'The original text, not Google’s translation.' );
		self::assertSame( 'de', $result->reviews[1]->language );
	}

	public function test_google_keeps_at_most_five_reviews(): void {
		self::assertCount( GoogleClient::MAX_REVIEWS, $this->google()->fetch( 'many', array( 'api_key' => 'good-key' ) )->reviews );
	}

	public function test_google_errors(): void {
		$this->assertError( $this->google(), 'ChIJtest', array( 'api_key' => 'bad-key' ), 'auth', 'API key not valid. Please pass a valid API key.', 400 );
		$this->assertError( $this->google(), 'ChIJtest', array( 'api_key' => 'limit-key' ), 'rate_limit', "Quota exceeded for quota metric 'Place Details requests'", 429 );
		$this->assertError( $this->google(), 'ChIJtest', array( 'api_key' => 'garbage-key' ), 'malformed', 'HTTP status 200', 200 );
		$this->assertError( $this->google(), 'missing', array( 'api_key' => 'good-key' ), 'not_found', 'Requested entity was not found.', 404 );
	}

	public function test_facebook_reads_the_page_its_recommendations_over_two_pages_and_the_token_expiry(): void {
		$result = $this->facebook()->fetch( '100200300', array( 'access_token' => 'good-token' ) );

		self::assertSame( 'Café Vitrine', $result->name );
		self::assertSame( 4.2, $result->rating );
		self::assertSame( 57, $result->review_count );
		self::assertSame( 'https://www.facebook.com/100200300', $result->profile_url );
		self::assertSame( 'https://www.facebook.com/100200300/reviews', $result->write_review_url );
		self::assertNull( $result->token_expires_at, 'expires_at 0: the token never expires.' );

		$by_id = array();
		foreach ( $result->reviews as $review ) {
			$by_id[ $review->external_id ] = $review;
		}
		self::assertSame( array( 'story-1', 'story-2', 'story-3', 'story-4' ), array_keys( $by_id ), 'Both pages read; a rating with neither stars nor a recommendation left out.' );
		self::assertSame( 5.0, $by_id['story-1']->rating, 'positive: 5 stars' );
		self::assertSame( 1.0, $by_id['story-2']->rating, 'negative: 1 star' );
		self::assertSame( 4.0, $by_id['story-4']->rating, 'A star rating wins over the recommendation.' );
		self::assertSame( 'We recommend it!', $by_id['story-1']->text );
		self::assertSame( 'Anna', $by_id['story-1']->author_name );
		self::assertSame( self::$server->url . '/images/avatar-1.png', $by_id['story-1']->avatar_url );
		self::assertSame( (int) gmmktime( 9, 0, 0, 1, 1, 2026 ), $by_id['story-1']->time );
		self::assertSame( '', $by_id['story-3']->text );
	}

	public function test_facebook_gives_the_expiry_of_an_expiring_token(): void {
		$result = $this->facebook()->fetch( '100200300', array( 'access_token' => 'soon-token' ) );
		self::assertNotNull( $result->token_expires_at );
		self::assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, $result->token_expires_at, 60 );
	}

	public function test_facebook_errors(): void {
		$this->assertError( $this->facebook(), '100200300', array( 'access_token' => 'bad-token' ), 'auth', 'Invalid OAuth access token - Cannot parse access token', 400 );
		$this->assertError( $this->facebook(), '100200300', array( 'access_token' => 'expired-token' ), 'token_expired', 'Error validating access token: Session has expired', 400 );
		$this->assertError( $this->facebook(), '100200300', array( 'access_token' => 'limit-token' ), 'rate_limit', '(#4) Application request limit reached', 400 );
		$this->assertError( $this->facebook(), '100200300', array( 'access_token' => 'garbage-token' ), 'malformed', 'HTTP status 200', 200 );
		$this->assertError( $this->facebook(), 'missing', array( 'access_token' => 'good-token' ), 'not_found', "Object with ID 'missing' does not exist", 400 );
	}

	public function test_yelp_reads_the_business_and_its_three_reviews(): void {
		$result = $this->yelp()->fetch( 'cafe-vitrine-berlin', array( 'api_key' => 'good-key' ) );

		self::assertSame( 'Café Vitrine', $result->name );
		self::assertSame( 4.5, $result->rating );
		self::assertSame( 42, $result->review_count );
		self::assertSame( 'https://www.yelp.com/biz/cafe-vitrine-berlin?adjust_creative=x', $result->profile_url );
		self::assertSame( 'https://www.yelp.com/writeareview/biz/WavvLdfdP6g8aZTtbBQHTw', $result->write_review_url );
		self::assertCount( YelpClient::MAX_REVIEWS, $result->reviews );

		$first = $result->reviews[0];
		self::assertSame( 'yelp-review-1', $first->external_id );
		self::assertSame( 'Yelper 1', $first->author_name );
		self::assertSame( 5.0, $first->rating );
		self::assertSame( 'Yelp excerpt 1...', $first->text );
		self::assertSame( (int) gmmktime( 17, 0, 0, 7, 1, 2026 ), $first->time, 'Yelp times are Pacific time (PDT in July).' );
	}

	public function test_yelp_errors(): void {
		$this->assertError( $this->yelp(), 'cafe', array( 'api_key' => 'bad-key' ), 'auth', 'Invalid access token or authorization header.', 401 );
		$this->assertError( $this->yelp(), 'cafe', array( 'api_key' => 'limit-key' ), 'rate_limit', 'You have exceeded the queries-per-second limit', 429 );
		$this->assertError( $this->yelp(), 'cafe', array( 'api_key' => 'garbage-key' ), 'malformed', 'HTTP status 200', 200 );
		$this->assertError( $this->yelp(), 'missing', array( 'api_key' => 'good-key' ), 'not_found', 'The requested business could not be found.', 404 );
	}

	public function test_a_provider_out_of_reach_is_a_network_error(): void {
		FakeProviderServer::remove( $this->filter );
		$closed       = self::closed_port_url();
		$this->filter = static fn (): string => $closed;
		add_filter( 'vitrine_review_provider_base_url', $this->filter, 10, 2 );

		$this->assertError( $this->google(), 'ChIJtest', array( 'api_key' => 'good-key' ), 'network', '', 0 );
		$this->assertError( $this->facebook(), '1', array( 'access_token' => 'good-token' ), 'network', '', 0 );
		$this->assertError( $this->yelp(), 'cafe', array( 'api_key' => 'good-key' ), 'network', '', 0 );
	}

	public function test_the_shop_reads_its_approved_rated_product_reviews_and_the_owners_reply(): void {
		$catalog = Plugin::instance()->catalog;
		$product = $catalog->writer->save_product(
			0,
			array(
				'name'          => 'Mug',
				'regular_price' => '12',
			)
		);
		$ann     = $this->product_review( $product, 'Ann', 5, 1, 'Lovely <b>mug</b>.' );
		$this->product_review( $product, 'Bob', 3, 1, 'Fine.' );
		$this->product_review( $product, 'Spammer', 1, 0, 'Buy things.' );
		$this->product_review( $product, 'No stars', 0, 1, 'A comment without a rating.' );
		$admin = $this->create_user( 'administrator' );
		wp_insert_comment(
			array(
				'comment_post_ID'  => $product,
				'comment_parent'   => $ann,
				'comment_author'   => 'The shop',
				'comment_content'  => 'Thank you, Ann!',
				'comment_approved' => 1,
				'user_id'          => $admin,
			)
		);

		$client = new ShopClient();
		$result = $client->fetch( '', array() );
		$mine   = array_values( array_filter( $result->reviews, static fn ( $review ): bool => in_array( $review->author_name, array( 'Ann', 'Bob', 'Spammer', 'No stars' ), true ) ) );

		self::assertTrue( $result->complete );
		$names = array_map( static fn ( $review ): string => $review->author_name, $mine );
		sort( $names );
		self::assertSame( array( 'Ann', 'Bob' ), $names, 'Approved and rated only.' );
		$by_name = array_column( array_map( static fn ( $review ): array => array( $review->author_name, $review ), $mine ), 1, 0 );
		self::assertSame( 'Lovely mug.', $by_name['Ann']->text );
		self::assertSame( 'Thank you, Ann!', $by_name['Ann']->reply );
		self::assertSame( (string) $ann, $by_name['Ann']->external_id );
		self::assertSame( '', $by_name['Ann']->avatar_url, 'No Gravatar: no third party.' );
		self::assertSame( 3.0, $by_name['Bob']->rating );

		$one = $client->fetch( (string) $product, array() );
		self::assertCount( 2, $one->reviews );
		self::assertSame( 4.0, $one->rating );
		self::assertSame( 2, $one->review_count );
		self::assertSame( 'Mug', $one->name );
		self::assertStringEndsWith( '#reviews', $one->write_review_url );

		try {
			$client->fetch( '99999999', array() );
			self::fail( 'An unknown product is refused.' );
		} catch ( ProviderError $error ) {
			self::assertSame( 'not_found', $error->kind() );
		}
	}

	/**
	 * Asserts that a fetch fails with this kind and message.
	 *
	 * @param ProviderClient        $client      The client.
	 * @param string                $ref         The external reference.
	 * @param array<string, string> $credentials Credentials.
	 * @param string                $kind        Expected kind.
	 * @param string                $message     Expected start of the message ('' for any).
	 * @param int                   $status      Expected HTTP status.
	 */
	private function assertError( ProviderClient $client, string $ref, array $credentials, string $kind, string $message, int $status ): void {
		try {
			$result = $client->fetch( $ref, $credentials );
			self::fail( sprintf( '%s with %s should fail with %s; it gave %d reviews.', $client->provider(), (string) wp_json_encode( $credentials ), $kind, count( $result->reviews ) ) );
		} catch ( ProviderError $error ) {
			self::assertSame( $kind, $error->kind(), $error->getMessage() );
			self::assertSame( $client->provider(), $error->provider );
			self::assertSame( $status, $error->http_status );
			if ( '' !== $message ) {
				self::assertStringContainsString( $message, $error->getMessage() );
			}
			self::assertNotSame( '', $error->explain() );
		}
	}

	private function product_review( int $product, string $author, int $rating, int $approved, string $text ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $product,
				'comment_type'         => 'review',
				'comment_author'       => $author,
				'comment_author_email' => strtolower( str_replace( ' ', '', $author ) ) . '@example.org',
				'comment_content'      => $text,
				'comment_approved'     => $approved,
				'comment_meta'         => $rating > 0 ? array( 'rating' => $rating ) : array(),
			)
		);
	}

	private static function closed_port_url(): string {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		self::assertNotFalse( $socket );
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket );
		return 'http://' . $name;
	}

	private function google(): GoogleClient {
		return new GoogleClient( $this->services()->get( ProviderHttp::class ) );
	}

	private function facebook(): FacebookClient {
		return new FacebookClient( $this->services()->get( ProviderHttp::class ) );
	}

	private function yelp(): YelpClient {
		return new YelpClient( $this->services()->get( ProviderHttp::class ) );
	}
}
