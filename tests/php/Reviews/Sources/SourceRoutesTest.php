<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Core\Http\WpTransport;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;
use WP_REST_Response;

require_once __DIR__ . '/FakeProviderServer.php';

/**
 * The admin routes of review sources (/vitrine/v1/review-sources), through the REST server,
 * against the local provider server: connecting checks with the provider first, refreshing keeps
 * what was stored when the provider fails, nonce and capability are required, and no answer ever
 * carries a secret.
 */
final class SourceRoutesTest extends TestCase {

	private const GOOGLE_KEY = 'good-key-S3CRET-google-1234';

	private const YELP_KEY = 'good-key-S3CRET-yelp-5678';

	private const FB_TOKEN = 'soon-token-S3CRET-facebook-9012';

	private static FakeProviderServer $server;

	/** @var list<string> */
	private static array $files_before = array();

	private \Closure $filter;

	/** @var list<string> Every answer's body, to look for secrets. */
	private array $bodies = array();

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
		$this->filter = self::$server->use();
		$this->bodies = array();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		FakeProviderServer::remove( $this->filter );
		parent::tearDown(); // Rolled back first, so that a failure here leaves nothing behind.
		foreach ( $this->bodies as $body ) {
			foreach ( array( self::GOOGLE_KEY, self::YELP_KEY, self::FB_TOKEN, 'S3CRET' ) as $secret ) {
				self::assertStringNotContainsString( $secret, $body, 'A secret in an answer.' );
			}
		}
	}

	public function test_connecting_google_fetches_once_and_answers_the_source_with_masked_credentials(): void {
		$response = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() );

		self::assertSame( 201, $response->get_status() );
		$source = $response->get_data();
		self::assertSame( 'google', $source['provider'] );
		self::assertSame( 'Café Vitrine', $source['name'] );
		self::assertSame( 'ChIJtest', $source['external_ref'] );
		self::assertSame( 4.6, $source['rating'] );
		self::assertSame( 128, $source['review_count'] );
		self::assertSame( 'connected', $source['status'] );
		self::assertSame( '', $source['last_error'] );
		self::assertSame( 3, $source['reviews_stored'] );
		self::assertSame( '', $source['token_warning'] );
		self::assertStringContainsString( 'at most 5 reviews a call', $source['limits'] );
		self::assertSame(
			array(
				'api_key' => array(
					'set'  => true,
					'hint' => '…1234',
				),
			),
			$source['credentials']
		);
		self::assertSame( array( 'api_key' => self::GOOGLE_KEY ), ( new SourceRepository() )->credentials( $source['id'] ), 'Stored, just not shown.' );

		$list = $this->call( 'GET', '/vitrine/v1/review-sources' );
		self::assertSame( 200, $list->get_status() );
		self::assertContains( $source['id'], array_column( $list->get_data(), 'id' ) );

		$one = $this->call( 'GET', '/vitrine/v1/review-sources/' . $source['id'] );
		self::assertSame( 200, $one->get_status() );
		self::assertSame( $source, $one->get_data() );
	}

	public function test_yelp_and_facebook_connect_with_their_limits_and_the_token_warning(): void {
		$yelp = $this->call(
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider'     => 'yelp',
				'name'         => 'Our café on Yelp',
				'external_ref' => 'cafe-vitrine-berlin',
				'credentials'  => array( 'api_key' => self::YELP_KEY ),
			)
		);
		self::assertSame( 201, $yelp->get_status() );
		self::assertSame( 'Our café on Yelp', $yelp->get_data()['name'] );
		self::assertStringContainsString( '3 reviews a call', $yelp->get_data()['limits'] );

		$facebook = $this->call(
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider'     => 'facebook',
				'external_ref' => '100200300',
				'credentials'  => array( 'access_token' => self::FB_TOKEN ),
			)
		);
		self::assertSame( 201, $facebook->get_status() );
		$source = $facebook->get_data();
		self::assertSame( 4, $source['reviews_stored'] );
		self::assertStringContainsString( 'The Facebook access token expires on', $source['token_warning'] );
		self::assertStringContainsString( 'Facebook returns the page’s recommendations', $source['limits'] );
		self::assertSame(
			array(
				'set'  => true,
				'hint' => '…9012',
			),
			$source['credentials']['access_token']
		);
	}

	public function test_a_provider_refusal_on_connect_answers_its_message_and_stores_nothing(): void {
		$before = $this->counts();
		$body   = $this->google_body();

		$body['credentials'] = array( 'api_key' => 'bad-key' );
		$refused             = $this->call( 'POST', '/vitrine/v1/review-sources', $body );

		self::assertSame( 400, $refused->get_status() );
		self::assertSame( 'vitrine_review_provider_error', $refused->get_data()['code'] );
		self::assertSame( 'Google answered: API key not valid. Please pass a valid API key.', $refused->get_data()['message'] );
		self::assertSame( 'auth', $refused->get_data()['data']['kind'] );
		self::assertSame( $before, $this->counts(), 'No source, no review.' );

		$body['credentials']  = array( 'api_key' => self::GOOGLE_KEY );
		$body['external_ref'] = 'missing';
		$missing              = $this->call( 'POST', '/vitrine/v1/review-sources', $body );
		self::assertSame( 400, $missing->get_status() );
		self::assertSame( 'not_found', $missing->get_data()['data']['kind'] );
		self::assertSame( $before, $this->counts() );
	}

	public function test_bad_input_is_refused_with_400(): void {
		$before = $this->counts();
		$cases  = array(
			'no provider'      => array( array( 'external_ref' => 'x' ), 'rest_missing_callback_param' ),
			'unknown provider' => array( array( 'provider' => 'myspace' ), 'rest_invalid_param' ),
			'slash in the id'  => array(
				array(
					'provider'     => 'google',
					'external_ref' => '../etc',
					'credentials'  => array( 'api_key' => self::GOOGLE_KEY ),
				),
				'rest_invalid_param',
			),
			'unknown secret'   => array(
				array(
					'provider'     => 'google',
					'external_ref' => 'ChIJtest',
					'credentials'  => array( 'password' => 'x' ),
				),
				'rest_invalid_param',
			),
			'no key'           => array(
				array(
					'provider'     => 'google',
					'external_ref' => 'ChIJtest',
				),
				'vitrine_review_source_invalid',
			),
			'no page id'       => array(
				array(
					'provider'    => 'facebook',
					'credentials' => array( 'access_token' => self::FB_TOKEN ),
				),
				'vitrine_review_source_invalid',
			),
			'unnamed list'     => array( array( 'provider' => 'manual' ), 'vitrine_review_source_invalid' ),
		);
		foreach ( $cases as $case => list( $body, $code ) ) {
			$response = $this->call( 'POST', '/vitrine/v1/review-sources', $body );
			self::assertSame( 400, $response->get_status(), $case );
			self::assertSame( $code, $response->get_data()['code'], $case );
		}
		$no_key = $this->call(
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider'     => 'google',
				'external_ref' => 'ChIJtest',
			)
		);
		self::assertArrayHasKey( 'credentials.api_key', $no_key->get_data()['data']['params'] );
		self::assertSame( $before, $this->counts() );

		self::assertSame( 400, $this->call( 'GET', '/vitrine/v1/review-sources/0' )->get_status() );
		self::assertSame( 404, $this->call( 'GET', '/vitrine/v1/review-sources/99999999' )->get_status() );
		self::assertSame( 404, $this->call( 'POST', '/vitrine/v1/review-sources/99999999/refresh' )->get_status() );
	}

	public function test_the_same_place_cannot_be_connected_twice(): void {
		self::assertSame( 201, $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_status() );
		$again = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() );
		self::assertSame( 409, $again->get_status() );
		self::assertSame( 'vitrine_review_source_exists', $again->get_data()['code'] );
	}

	public function test_a_list_of_reviews_added_by_hand_is_created_without_a_fetch(): void {
		$response = $this->call(
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider' => 'manual',
				'name'     => 'Guest book',
			)
		);
		self::assertSame( 201, $response->get_status() );
		self::assertSame( 'manual', $response->get_data()['provider'] );
		self::assertEquals( new \stdClass(), $response->get_data()['credentials'] );
		$refresh = $this->call( 'POST', '/vitrine/v1/review-sources/' . $response->get_data()['id'] . '/refresh' );
		self::assertSame( 200, $refresh->get_status() );
		self::assertSame( 0, $refresh->get_data()['added'] );
	}

	public function test_a_source_without_figures_of_its_own_shows_the_average_of_its_shown_reviews(): void {
		$created = $this->call(
			'POST',
			'/vitrine/v1/review-sources',
			array(
				'provider' => 'manual',
				'name'     => 'Our shop',
			)
		)->get_data();
		self::assertSame( 0.0, (float) $created['rating'], 'No reviews yet: no rating.' );
		$reviews = new ReviewRepository();
		$rows    = array();
		foreach ( array(
			'a'      => 5,
			'b'      => 4,
			'c'      => 4,
			'd'      => 3,
			'e'      => 0,
			'hidden' => 1,
		) as $id => $rating ) {
			$rows[] = array(
				'external_id' => 'figures-' . $id,
				'author_name' => 'Author ' . $id,
				'time'        => 1700000000,
				'rating'      => $rating,
				'text'        => 'Review ' . $id,
			);
		}
		$reviews->upsert_many( (int) $created['id'], 'manual', $rows );
		$hidden = $reviews->find_by_external_id( 'manual', 'figures-hidden' );
		self::assertNotNull( $hidden );
		$reviews->set_hidden( $hidden->id, true );

		$source = $this->call( 'GET', '/vitrine/v1/review-sources/' . $created['id'] )->get_data();
		// 5, 4, 4 and 3: the unrated one and the hidden one do not count.
		self::assertSame( 4.0, (float) $source['rating'] );
		self::assertSame( 4, $source['review_count'] );
		$listed = array_column( $this->call( 'GET', '/vitrine/v1/review-sources' )->get_data(), null, 'id' );
		self::assertSame( 4.0, (float) $listed[ $created['id'] ]['rating'] );
	}

	public function test_refresh_now_answers_the_counts_and_a_provider_error_answers_502_keeping_the_reviews(): void {
		$id = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_data()['id'];

		FakeProviderServer::remove( $this->filter );
		$this->filter = self::$server->use( 'edited' );
		$refreshed    = $this->call( 'POST', "/vitrine/v1/review-sources/{$id}/refresh" );
		self::assertSame( 200, $refreshed->get_status() );
		self::assertSame( 0, $refreshed->get_data()['added'] );
		self::assertSame( 3, $refreshed->get_data()['updated'] );
		self::assertSame( 3, $refreshed->get_data()['source']['reviews_stored'] );

		( new SourceRepository() )->update( $id, array(), array( 'api_key' => 'limit-key' ) );
		$failed = $this->call( 'POST', "/vitrine/v1/review-sources/{$id}/refresh" );
		self::assertSame( 502, $failed->get_status() );
		self::assertSame( 'vitrine_review_provider_error', $failed->get_data()['code'] );
		self::assertStringContainsString( "Quota exceeded for quota metric 'Place Details requests'", $failed->get_data()['message'] );
		self::assertSame( 'rate_limit', $failed->get_data()['data']['kind'] );
		self::assertSame( 'error', $failed->get_data()['data']['source']['status'] );
		self::assertSame( 3, $failed->get_data()['data']['source']['reviews_stored'], 'The reviews stored before stay.' );
		self::assertSame( 'error', $this->call( 'GET', "/vitrine/v1/review-sources/{$id}" )->get_data()['status'] );
	}

	public function test_a_change_of_credentials_is_checked_with_the_provider_first(): void {
		$id = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_data()['id'];

		$renamed = $this->call( 'PUT', "/vitrine/v1/review-sources/{$id}", array( 'name' => 'Our café' ) );
		self::assertSame( 200, $renamed->get_status() );
		self::assertSame( 'Our café', $renamed->get_data()['name'] );

		$refused = $this->call( 'PUT', "/vitrine/v1/review-sources/{$id}", array( 'credentials' => array( 'api_key' => 'bad-key' ) ) );
		self::assertSame( 400, $refused->get_status() );
		self::assertSame( 'vitrine_review_provider_error', $refused->get_data()['code'] );
		self::assertSame( array( 'api_key' => self::GOOGLE_KEY ), ( new SourceRepository() )->credentials( $id ), 'The refused key was not saved.' );

		$kept = $this->call( 'PUT', "/vitrine/v1/review-sources/{$id}", array( 'credentials' => array( 'api_key' => '' ) ) );
		self::assertSame( 200, $kept->get_status(), 'An empty key keeps the stored one.' );
		self::assertSame( array( 'api_key' => self::GOOGLE_KEY ), ( new SourceRepository() )->credentials( $id ) );

		$moved = $this->call( 'PUT', "/vitrine/v1/review-sources/{$id}", array( 'external_ref' => 'many' ) );
		self::assertSame( 200, $moved->get_status() );
		self::assertSame( 'many', $moved->get_data()['external_ref'] );
		self::assertSame( 5, $moved->get_data()['reviews_stored'], 'The other place’s reviews replace the old place’s.' );
	}

	public function test_delete_keeps_the_reviews_unless_asked(): void {
		$reviews = new ReviewRepository();
		$keep    = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_data()['id'];
		$deleted = $this->call( 'DELETE', "/vitrine/v1/review-sources/{$keep}" );
		self::assertSame( 200, $deleted->get_status() );
		self::assertTrue( $deleted->get_data()['deleted'] );
		self::assertNull( ( new SourceRepository() )->find( $keep ) );
		self::assertSame( 3, $reviews->query( new ReviewQuery( source_ids: array( $keep ) ) )['total'] );
		$reviews->delete_by_source( $keep );

		$drop    = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_data()['id'];
		$deleted = $this->call( 'DELETE', "/vitrine/v1/review-sources/{$drop}?delete_reviews=1" );
		self::assertSame( 200, $deleted->get_status() );
		self::assertSame( 3, $deleted->get_data()['reviews_deleted'] );
		self::assertSame( 0, $reviews->query( new ReviewQuery( source_ids: array( $drop ) ) )['total'] );
	}

	public function test_nonce_and_manage_options_are_required(): void {
		$id     = $this->call( 'POST', '/vitrine/v1/review-sources', $this->google_body() )->get_data()['id'];
		$routes = array(
			array( 'GET', '/vitrine/v1/review-sources', array() ),
			array( 'POST', '/vitrine/v1/review-sources', $this->google_body() ),
			array( 'GET', "/vitrine/v1/review-sources/{$id}", array() ),
			array( 'PUT', "/vitrine/v1/review-sources/{$id}", array( 'name' => 'x' ) ),
			array( 'DELETE', "/vitrine/v1/review-sources/{$id}", array() ),
			array( 'POST', "/vitrine/v1/review-sources/{$id}/refresh", array() ),
		);
		foreach ( $routes as list( $method, $route, $body ) ) {
			$no_nonce = $this->call( $method, $route, $body, false );
			self::assertSame( 403, $no_nonce->get_status(), "$method $route without a nonce" );
			self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );
		}

		wp_set_current_user( $this->create_user( 'editor' ) );
		foreach ( $routes as list( $method, $route, $body ) ) {
			$forbidden = $this->call( $method, $route, $body );
			self::assertSame( 403, $forbidden->get_status(), "$method $route as an editor" );
			self::assertSame( 'vitrine_rest_forbidden', $forbidden->get_data()['code'] );
		}

		wp_set_current_user( 0 );
		foreach ( $routes as list( $method, $route, $body ) ) {
			self::assertSame( 401, $this->call( $method, $route, $body )->get_status(), "$method $route logged out" );
		}
		self::assertNotNull( ( new SourceRepository() )->find( $id ), 'Still there.' );
		self::assertSame( 'Café Vitrine', ( new SourceRepository() )->find( $id )?->name );
	}

	/**
	 * A REST call with the current user's nonce (or none), its body kept for the secrets check.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $body   JSON body.
	 * @param bool                 $nonce  Send X-WP-Nonce.
	 */
	private function call( string $method, string $route, array $body = array(), bool $nonce = true ): WP_REST_Response {
		$response       = $this->rest( $method, $route, $body, $nonce ? $this->nonce_header() : array() );
		$this->bodies[] = (string) wp_json_encode( $response->get_data() ) . (string) wp_json_encode( $response->get_headers() );
		return $response;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function google_body(): array {
		return array(
			'provider'     => 'google',
			'external_ref' => 'ChIJtest',
			'credentials'  => array( 'api_key' => self::GOOGLE_KEY ),
		);
	}

	/**
	 * @return array{sources: int, reviews: int}
	 */
	private function counts(): array {
		return array(
			'sources' => count( ( new SourceRepository() )->all() ),
			'reviews' => ( new ReviewRepository() )->query( new ReviewQuery( include_hidden: true ) )['total'],
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
