<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Library;

use Vitrine\Reviews\Library\Import\CsvReader;
use Vitrine\Reviews\Library\Import\ImportRow;
use Vitrine\Reviews\Library\Import\JsonReader;
use Vitrine\Reviews\Library\Import\RawRow;
use Vitrine\Reviews\Library\ReviewInput;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Tests\TestCase;

/**
 * The import's readers and row checks on their own: separators, quoting, line endings, the
 * lines rows start on, header names, dates.
 */
final class ImportReadersTest extends TestCase {

	public function test_csv_separators_quotes_and_line_endings(): void {
		$reader = new CsvReader();

		$tabs = $reader->read( "Author Name\tRating\tTime\tNotes\rAnna\t5\t2024-01-01\tignored\r" );
		self::assertCount( 1, $tabs );
		self::assertSame(
			array(
				'author_name' => 'Anna',
				'rating'      => '5',
				'time'        => '2024-01-01',
			),
			$tabs[0]->fields,
			'Tabs, CR line ends, header names normalized, unknown columns left out.'
		);

		$rows = $reader->read( "author_name,rating,time,text\n\nBen,4,1,\"a\r\nb \"\"c\"\"\"\nCarl \"the\" Cook,3,1,\"\"\n\"Dan\",2,1,x,,\nEd,1,1,x,surplus\n" );
		self::assertSame( array( 3, 5, 6, 7 ), array_map( static fn ( RawRow $row ) => $row->line, $rows ), 'Blank rows skipped, quoted line breaks counted.' );
		self::assertSame( "a\nb \"c\"", $rows[0]->fields['text'] );
		self::assertSame( 'Carl "the" Cook', $rows[1]->fields['author_name'], 'A quote inside an unquoted value is a character.' );
		self::assertSame( '', $rows[1]->fields['text'] );
		self::assertSame( 'Dan', $rows[2]->fields['author_name'] );
		self::assertSame( array(), $rows[2]->problems, 'Empty trailing cells are no surplus.' );
		self::assertCount( 1, $rows[3]->problems );
		self::assertStringContainsString( '5 values', $rows[3]->problems[0] );

		$short = $reader->read( "author_name,rating,time,text\nFay,5" );
		self::assertSame(
			array(
				'author_name' => 'Fay',
				'rating'      => '5',
				'time'        => '',
				'text'        => '',
			),
			$short[0]->fields,
			'Missing cells are empty; the last row needs no line end.'
		);
	}

	public function test_a_csv_header_naming_a_column_twice_is_refused(): void {
		try {
			( new CsvReader() )->read( "author_name,rating,time,Rating\nA,5,1,4\n" );
			self::fail( 'A column named twice is refused.' );
		} catch ( ReviewsError $e ) {
			self::assertSame( 'vitrine_invalid_import', $e->error_code );
			self::assertSame( 1, $e->data['errors'][0]['line'] );
			self::assertStringContainsString( 'rating', $e->data['errors'][0]['message'] );
		}
	}

	public function test_json_keys_are_read_like_csv_columns(): void {
		$rows = ( new JsonReader() )->read( '[{"Author Name": "Gus", "rating": 4.5, "time": 1700000000, "media": []}, []]' );

		self::assertSame(
			array(
				'author_name' => 'Gus',
				'rating'      => 4.5,
				'time'        => 1700000000,
			),
			$rows[0]->fields
		);
		self::assertSame( 2, $rows[1]->line );
	}

	public function test_rows_are_checked_and_known_by_a_stable_id(): void {
		$rows = new ImportRow( new ReviewInput() );

		$first = $rows->check(
			new RawRow(
				1,
				array(
					'author_name' => ' Hal ',
					'rating'      => '4',
					'time'        => '2024-03-01 12:00:00Z',
					'text'        => 'Fine',
				)
			)
		);
		$same  = $rows->check(
			new RawRow(
				9,
				array(
					'author_name' => 'Hal',
					'rating'      => 5,
					'time'        => 1709294400,
					'text'        => 'Fine',
				)
			)
		);
		self::assertNotNull( $first['review'] );
		self::assertNotNull( $same['review'] );
		self::assertSame( 1709294400, $first['review']['time'] );
		self::assertSame( $first['review']['external_id'], $same['review']['external_id'], 'The same author, time and text are the same review.' );

		$bad = $rows->check(
			new RawRow(
				2,
				array(
					'author_name' => 'Ida',
					'rating'      => '0',
					'time'        => '',
					'author_url'  => 'example.org',
					'language'    => 'english!',
					'external_id' => str_repeat( 'x', 192 ),
				)
			)
		);
		self::assertNull( $bad['review'] );
		self::assertSame( array( 'rating', 'time', 'author_url', 'language', 'external_id' ), array_keys( $bad['errors'] ) );
	}

	public function test_times_in_iso_8601_or_unix_seconds(): void {
		$input = new ReviewInput();

		self::assertSame( 1717158600, $input->time( '2024-05-31T14:30:00+02:00' ) );
		self::assertSame( 1717158600, $input->time( '2024-05-31T12:30:00.123Z' ) );
		self::assertSame( 1717158600, $input->time( '2024-05-31T14:30+0200' ) );
		self::assertSame( 1717158600, $input->time( '1717158600' ) );
		self::assertSame( 1717158600, $input->time( 1717158600 ) );
		self::assertSame( ( new \DateTimeImmutable( '2024-05-31 14:30:00', wp_timezone() ) )->getTimestamp(), $input->time( '2024-05-31 14:30' ), 'Without an offset: the site\'s time zone.' );
		foreach ( array( '31/05/2024', '2024-13-01', '2024-02-30', '2024-05-31T25:00', 'yesterday', '-5', '', true, null, array() ) as $wrong ) {
			self::assertNull( $input->time( $wrong ), (string) wp_json_encode( $wrong ) );
		}
	}
}
