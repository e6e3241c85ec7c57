<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Library;

use Vitrine\Reviews\Library\Import\Importer;
use Vitrine\Reviews\Library\Import\ImportRow;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST /reviews/import with a real multipart file: CSV and JSON, stored once by external id (or
 * by a hash of author, time and text), every bad row reported and nothing stored, the limits.
 */
final class ImportRouteTest extends TestCase {

	private ReviewRepository $reviews;

	private SourceRepository $sources;

	/** @var list<string> */
	private array $files = array();

	protected function setUp(): void {
		parent::setUp();
		$this->reviews = new ReviewRepository();
		$this->sources = new SourceRepository();
	}

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	public function test_a_csv_file_is_imported_into_the_manual_source(): void {
		$this->as_admin();
		$csv = "\xEF\xBB\xBFexternal_id,author_name,rating,text,time,author_url,author_avatar,reply,language\r\n"
			. "r-1,Anna Schmidt,5,\"Lovely cake, \"\"best\"\" in town.\r\nCome back soon!\",2024-05-31,https://example.org/anna,https://example.org/anna.jpg,Thanks!,de-DE\r\n"
			. ",Ben Ode,4.5,Nice.,1700000000,,,,\r\n"
			. ",,,,,,,,\r\n";

		$response = $this->import( 'reviews.csv', $csv );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame(
			array(
				'imported' => 2,
				'updated'  => 0,
			),
			$response->get_data()
		);
		$anna = $this->reviews->find_by_external_id( 'manual', 'r-1' );
		self::assertNotNull( $anna );
		self::assertSame( 'Anna Schmidt', $anna->author_name );
		self::assertSame( 5.0, $anna->rating );
		self::assertSame( "Lovely cake, \"best\" in town.\nCome back soon!", $anna->text );
		self::assertSame( ( new \DateTimeImmutable( '2024-05-31 00:00:00', wp_timezone() ) )->getTimestamp(), $anna->time );
		self::assertSame( 'https://example.org/anna', $anna->author_url );
		self::assertSame( '', $anna->author_avatar, 'The avatar is not fetched by the import.' );
		self::assertSame( 'https://example.org/anna.jpg', $this->avatar_source( $anna->id ) );
		self::assertSame( 'Thanks!', $anna->reply );
		self::assertSame( 'de-DE', $anna->language );
		$source = $this->sources->find( $anna->source_id );
		self::assertSame( 'manual', $source?->provider );

		$ben = $this->reviews->find_by_external_id( 'manual', ImportRow::hash( 'Ben Ode', 1700000000, 'Nice.' ) );
		self::assertNotNull( $ben, 'A row without external_id is known by its author, time and text.' );
		self::assertSame( 4.5, $ben->rating );
	}

	public function test_the_example_of_the_docs_imports(): void {
		$this->as_admin();
		$docs = (string) file_get_contents( dirname( __DIR__, 4 ) . '/docs/reviews.md' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the repository.
		self::assertSame( 1, preg_match( '/```csv\n(.*?)```/s', $docs, $example ), 'docs/reviews.md shows an example CSV.' );

		$response = $this->import( 'example.csv', $example[1] );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame(
			array(
				'imported' => 2,
				'updated'  => 0,
			),
			$response->get_data()
		);
		self::assertSame( "Lovely cake, \"best\" in town.\nWe'll be back!", $this->reviews->find_by_external_id( 'manual', 'gb-101' )?->text );
	}

	public function test_a_json_file_is_imported_into_the_manual_source_chosen(): void {
		$this->as_admin();
		$ours = $this->sources->create( array( 'provider' => 'manual' ) );
		$json = (string) wp_json_encode(
			array(
				array(
					'author_name' => 'Clara',
					'rating'      => 4,
					'text'        => 'Good.',
					'time'        => '2023-01-02T10:00:00Z',
					'unknown_key' => 'ignored',
				),
				array(
					'external_id' => 'x-7',
					'author_name' => 'Dirk',
					'rating'      => '3',
					'time'        => 1690000000,
				),
			)
		);

		$response = $this->import( 'export.JSON', $json, array( 'source_id' => (string) $ours ) );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame(
			array(
				'imported' => 2,
				'updated'  => 0,
			),
			$response->get_data()
		);
		$stored = $this->reviews->query( new ReviewQuery( source_ids: array( $ours ), orderby: 'oldest' ) )['reviews'];
		self::assertSame( array( 'Clara', 'Dirk' ), array_map( static fn ( Review $r ) => $r->author_name, $stored ) );
		self::assertSame( 1672653600, $stored[0]->time );
		self::assertSame( 'x-7', $stored[1]->external_id );
	}

	public function test_importing_again_updates_instead_of_duplicating_and_keeps_hidden_reviews_hidden(): void {
		$this->as_admin();
		$csv = "author_name;rating;time;text\n"
			. "Eva;5;2024-01-01;Ein schöner Laden\n"
			. "Finn;4,5;2024-01-02;\"Gut; gerne wieder\"\n";
		self::assertSame(
			array(
				'imported' => 2,
				'updated'  => 0,
			),
			$this->import( 'a.csv', $csv )->get_data()
		);
		$finn = $this->reviews->query( new ReviewQuery( search: 'Finn' ) )['reviews'][0];
		self::assertSame( 'Gut; gerne wieder', $finn->text, 'Semicolons separate, a quoted one is text.' );
		self::assertSame( 4.5, $finn->rating, 'A decimal comma is read.' );
		$this->reviews->set_hidden( $finn->id, true );

		$again = $this->import( 'a.csv', $csv . "Gabi;3;2024-01-03;Okay\n" );

		self::assertSame( 200, $again->get_status() );
		self::assertSame(
			array(
				'imported' => 1,
				'updated'  => 2,
			),
			$again->get_data()
		);
		self::assertSame( 3, $this->reviews->query( new ReviewQuery( providers: array( 'manual' ), include_hidden: true ) )['total'] );
		self::assertTrue( $this->reviews->find( $finn->id )?->hidden, 'An import keeps an admin\'s choice.' );
		self::assertCount( 1, array_filter( $this->sources->all(), static fn ( $s ) => 'manual' === $s->provider ) );

		$twice = $this->import( 'b.csv', "author_name,rating,time,text\nHugo,2,2024-02-01,Meh\nHugo,2,2024-02-01,Meh\n" );
		self::assertSame(
			array(
				'imported' => 1,
				'updated'  => 0,
			),
			$twice->get_data(),
			'The same review twice in a file is one review.'
		);
	}

	public function test_a_file_with_two_bad_rows_answers_both_lines_and_stores_nothing(): void {
		$this->as_admin();
		$csv = "author_name,rating,time,text,author_url\n"
			. "Good One,5,2024-01-01,Fine,\n"
			. ",7,2024-01-01,\"Two\nlines\",\n"
			. "Good Two,4,2024-01-02,Fine,\n"
			. "Bad Url,4,tomorrow,x,javascript:alert(1)\n";

		$response = $this->import( 'bad.csv', $csv );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_invalid_import', $response->get_data()['code'] );
		self::assertStringContainsString( '2 rows', $response->get_data()['message'] );
		$errors = $response->get_data()['data']['errors'];
		self::assertSame( array( 3, 6 ), array_column( $errors, 'line' ), 'Lines in the file, a quoted line break counted.' );
		self::assertSame( array( 'author_name', 'rating' ), array_keys( $errors[0]['fields'] ) );
		self::assertStringContainsString( 'author_name is required.', $errors[0]['message'] );
		self::assertStringContainsString( 'rating must be a number from 1 to 5.', $errors[0]['message'] );
		self::assertSame( array( 'time', 'author_url' ), array_keys( $errors[1]['fields'] ) );
		self::assertSame( 0, $this->reviews->query( new ReviewQuery( providers: array( 'manual' ), include_hidden: true ) )['total'] );
		self::assertSame( array(), $this->sources->all(), 'Not even the manual source is made.' );
	}

	public function test_a_row_the_database_refuses_rolls_the_whole_file_back(): void {
		global $wpdb;
		$this->as_admin();
		$csv     = "external_id,author_name,rating,text,time\n"
			. "db-1,Anna,5,First.,2024-05-01\n"
			. "db-2,Ben,4,Second.,2024-05-02\n"
			. "db-3,Cleo,3,Third.,2024-05-03\n";
		$inserts = 0;
		// The second review's INSERT names a table that does not exist: the database refuses it.
		$break      = static function ( string $query ) use ( $wpdb, &$inserts ): string {
			if ( str_starts_with( ltrim( $query ), "INSERT INTO {$wpdb->prefix}vitrine_reviews " ) && 2 === ++$inserts ) {
				return str_replace( "{$wpdb->prefix}vitrine_reviews ", "{$wpdb->prefix}vitrine_no_such_table ", $query );
			}
			return $query;
		};
		$suppressed = $wpdb->suppress_errors( true );
		add_filter( 'query', $break );
		try {
			$response = $this->import( 'reviews.csv', $csv );
		} finally {
			remove_filter( 'query', $break );
			$wpdb->suppress_errors( $suppressed );
		}

		self::assertSame( 2, $inserts, 'The import stopped at the refused row.' );
		self::assertSame( 500, $response->get_status() );
		self::assertSame( 'vitrine_review_storage_error', $response->get_data()['code'] );
		self::assertNull( $this->reviews->find_by_external_id( 'manual', 'db-1' ), 'The row written before the refused one was rolled back.' );
		self::assertNull( $this->reviews->find_by_external_id( 'manual', 'db-3' ) );
	}

	public function test_a_json_file_with_bad_items_names_their_positions(): void {
		$this->as_admin();

		$response = $this->import( 'bad.json', '[{"author_name":"A","rating":5,"time":"2024-01-01"},"text",{"author_name":"B","rating":5,"time":"2024-01-01","language":"not a tag"}]' );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_invalid_import', $response->get_data()['code'] );
		$errors = $response->get_data()['data']['errors'];
		self::assertSame( array( 2, 3 ), array_column( $errors, 'line' ) );
		self::assertSame( 'The item is not an object of review fields.', $errors[0]['message'] );
		self::assertSame( array( 'language' ), array_keys( $errors[1]['fields'] ) );
		self::assertSame( 0, $this->reviews->query( new ReviewQuery( include_hidden: true ) )['total'] );
	}

	public function test_files_that_cannot_be_imported_are_refused_with_a_message(): void {
		$this->as_admin();
		$header = "author_name,rating,time\n";

		$cases = array(
			'wrong type'         => array( 'reviews.xlsx', "PK\x03\x04\0\0", 415, 'vitrine_import_unsupported_type' ),
			'binary as csv'      => array( 'reviews.csv', "PK\x03\x04\0\0", 415, 'vitrine_import_unsupported_type' ),
			'too large'          => array( 'big.csv', $header . str_repeat( 'x', Importer::MAX_BYTES ), 413, 'vitrine_import_too_large' ),
			'too many rows'      => array( 'many.csv', $header . str_repeat( "A,5,2024-01-01\n", Importer::MAX_ROWS + 1 ), 400, 'vitrine_import_too_many_rows' ),
			'not json'           => array( 'reviews.json', '{"author_name": "A"', 400, 'vitrine_import_unreadable' ),
			'json object'        => array( 'reviews.json', '{"author_name": "A"}', 400, 'vitrine_import_unreadable' ),
			'empty'              => array( 'reviews.csv', '', 400, 'vitrine_import_unreadable' ),
			'header only'        => array( 'reviews.csv', $header, 400, 'vitrine_import_unreadable' ),
			'not utf-8'          => array( 'reviews.csv', $header . "J\xFCrgen,5,2024-01-01\n", 400, 'vitrine_import_unreadable' ),
			'missing column'     => array( 'reviews.csv', "name,rating,time\nA,5,2024-01-01\n", 400, 'vitrine_invalid_import' ),
			'unclosed quote'     => array( 'reviews.csv', $header . "A,5,2024-01-01\n\"B,5,2024-01-01\n", 400, 'vitrine_invalid_import' ),
			'provider source'    => array( 'reviews.csv', $header . "A,5,2024-01-01\n", 400, 'vitrine_invalid_review_source', array( 'source_id' => (string) $this->sources->create( array( 'provider' => 'yelp' ) ) ) ),
			'source not integer' => array( 'reviews.csv', $header . "A,5,2024-01-01\n", 400, 'rest_invalid_param', array( 'source_id' => 'first' ) ),
		);
		foreach ( $cases as $name => $case ) {
			list( $filename, $contents, $status, $code ) = $case;
			$response                                    = $this->import( $filename, $contents, $case[4] ?? array() );
			self::assertSame( $status, $response->get_status(), $name );
			self::assertSame( $code, $response->get_data()['code'], $name );
			self::assertNotEmpty( $response->get_data()['message'], $name );
		}
		self::assertSame( 0, $this->reviews->query( new ReviewQuery( include_hidden: true ) )['total'] );

		$missing = $this->import( 'reviews.csv', "name,rating,time\nA,5,2024-01-01\n" )->get_data();
		self::assertSame( 1, $missing['data']['errors'][0]['line'] );
		self::assertStringContainsString( 'no author_name column', $missing['data']['errors'][0]['message'] );
		$unclosed = $this->import( 'reviews.csv', $header . "A,5,2024-01-01\n\"B,5,2024-01-01\n" )->get_data();
		self::assertSame( 3, $unclosed['data']['errors'][0]['line'] );
		self::assertStringContainsString( 'at most 5000', $this->import( 'many.csv', $header . str_repeat( "A,5,2024-01-01\n", Importer::MAX_ROWS + 1 ) )->get_data()['message'] );
	}

	public function test_an_upload_without_a_file_or_too_large_for_php_is_refused(): void {
		$this->as_admin();

		$none = $this->request( array(), array() );
		self::assertSame( 400, $none->get_status() );
		self::assertSame( 'vitrine_import_no_file', $none->get_data()['code'] );

		$too_large = $this->request(
			array(
				'file' => array(
					'name'     => 'big.csv',
					'type'     => 'text/csv',
					'tmp_name' => '',
					'error'    => UPLOAD_ERR_INI_SIZE,
					'size'     => 0,
				),
			),
			array()
		);
		self::assertSame( 413, $too_large->get_status() );
		self::assertSame( 'vitrine_import_too_large', $too_large->get_data()['code'] );

		$dropped = $this->request( array(), array(), true, array( 'Content-Length' => (string) ( 20 * 1024 * 1024 ) ) );
		self::assertSame( 413, $dropped->get_status(), 'A body over post_max_size arrives without its file.' );
		self::assertSame( 'vitrine_import_too_large', $dropped->get_data()['code'] );
	}

	public function test_the_import_needs_a_nonce_an_admin_and_a_login(): void {
		$csv = "author_name,rating,time\nA,5,2024-01-01\n";

		$this->as_admin();
		$no_nonce = $this->import( 'a.csv', $csv, array(), false );
		self::assertSame( 403, $no_nonce->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );

		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertSame( 403, $this->import( 'a.csv', $csv )->get_status() );

		wp_set_current_user( 0 );
		self::assertSame( 401, $this->import( 'a.csv', $csv )->get_status() );

		self::assertSame( 0, $this->reviews->query( new ReviewQuery( include_hidden: true ) )['total'] );
	}

	private function as_admin(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * Posts the file as a browser's multipart form would: in $_FILES, with PHP's temporary file.
	 *
	 * @param string               $filename The file's name.
	 * @param string               $contents Its bytes.
	 * @param array<string, string> $fields   Other form fields.
	 */
	private function import( string $filename, string $contents, array $fields = array(), bool $nonce = true ): WP_REST_Response {
		$path = (string) tempnam( sys_get_temp_dir(), 'vitrine-import' );
		file_put_contents( $path, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$this->files[] = $path;
		return $this->request(
			array(
				'file' => array(
					'name'     => $filename,
					'type'     => 'application/octet-stream',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => strlen( $contents ),
				),
			),
			$fields,
			$nonce
		);
	}

	/**
	 * @param array<string, mixed>  $files   $_FILES.
	 * @param array<string, string> $fields  $_POST.
	 * @param bool                  $nonce   Whether to send a nonce.
	 * @param array<string, string> $headers More headers.
	 */
	private function request( array $files, array $fields, bool $nonce = true, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/reviews/import' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=----vitrine' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( $nonce ) {
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		$request->set_file_params( $files );
		$request->set_body_params( $fields );
		$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
		self::assertInstanceOf( WP_REST_Response::class, $response );
		return $response;
	}

	private function avatar_source( int $id ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT author_avatar_source FROM {$wpdb->prefix}vitrine_reviews WHERE review_id = %d", $id ) );
	}
}
