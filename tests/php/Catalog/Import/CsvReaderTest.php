<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\ColumnMapper;
use Vitrine\Catalog\Import\CsvReader;
use Vitrine\Tests\TestCase;

final class CsvReaderTest extends TestCase {

	private string $file = '';

	protected function tearDown(): void {
		if ( '' !== $this->file ) {
			unlink( $this->file );
		}
		parent::tearDown();
	}

	private function reader( string $contents ): CsvReader {
		$this->file = (string) tempnam( sys_get_temp_dir(), 'csv' );
		file_put_contents( $this->file, $contents );
		return new CsvReader( $this->file );
	}

	public function test_a_byte_order_mark_is_not_part_of_the_first_column(): void {
		$reader = $this->reader( "\xEF\xBB\xBFSKU,Name\r\nA-1,Mug\r\n" );

		self::assertSame( array( 'SKU', 'Name' ), $reader->header() );
		self::assertSame( array( array( 'A-1', 'Mug' ) ), $reader->read( 0 )['rows'] );
	}

	public function test_a_file_without_a_byte_order_mark_reads_the_same(): void {
		$reader = $this->reader( "SKU,Name\nA-1,Mug\n" );

		self::assertSame( array( 'SKU', 'Name' ), $reader->header() );
		self::assertSame( array( array( 'A-1', 'Mug' ) ), $reader->read( 0 )['rows'] );
	}

	public function test_semicolons_are_sniffed_from_the_header(): void {
		$reader = $this->reader( "\xEF\xBB\xBFSKU;Name;Regular price\nA-1;\"Mug, large\";12,50\n" );

		self::assertSame( ';', $reader->delimiter() );
		self::assertSame( array( 'SKU', 'Name', 'Regular price' ), $reader->header() );
		self::assertSame( array( array( 'A-1', 'Mug, large', '12,50' ) ), $reader->read( 0 )['rows'] );
	}

	public function test_quoted_fields_keep_their_line_breaks_quotes_and_separators(): void {
		$reader = $this->reader( "SKU,Description\nA-1,\"Line one\nLine \"\"two\"\", with a comma\"\nA-2,Plain\n" );

		self::assertSame(
			array(
				array( 'A-1', "Line one\nLine \"two\", with a comma" ),
				array( 'A-2', 'Plain' ),
			),
			$reader->read( 0 )['rows']
		);
	}

	public function test_rows_are_read_from_an_offset_in_batches(): void {
		$reader = $this->reader( "SKU\nA\n\nB\nC\n" );

		$first  = $reader->read( 0, 2 );
		$second = $reader->read( $first['offset'], 2 );

		self::assertSame( array( array( 'A' ), array( 'B' ) ), $first['rows'] );
		self::assertFalse( $first['done'] );
		self::assertSame( array( array( 'C' ) ), $second['rows'] );
		self::assertTrue( $second['done'] );
	}

	public function test_an_apostrophe_put_before_a_formula_by_the_export_is_taken_off(): void {
		$reader = $this->reader( "Name\n'=Sale\n'Tis the season\n" );

		self::assertSame( array( array( '=Sale' ), array( "'Tis the season" ) ), $reader->read( 0 )['rows'] );
	}

	public function test_woocommerce_export_headers_are_mapped_as_they_are(): void {
		$header = array( 'ID', 'Type', 'SKU', 'Name', 'Published', 'Is featured?', 'Visibility in catalog', 'Short description', 'Description', 'Date sale price starts', 'Date sale price ends', 'Tax status', 'Tax class', 'In stock?', 'Stock', 'Low stock amount', 'Backorders allowed?', 'Sold individually?', 'Weight (kg)', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Allow customer reviews?', 'Purchase note', 'Sale price', 'Regular price', 'Categories', 'Tags', 'Shipping class', 'Images', 'Download limit', 'Download expiry days', 'Parent', 'Grouped products', 'Upsells', 'Cross-sells', 'External URL', 'Button text', 'Position', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global', 'Attribute 2 name', 'Attribute 2 value(s)', 'Attribute 2 visible', 'Attribute 2 global', 'Meta: _custom' );

		$mapping = array_combine( $header, ( new ColumnMapper() )->guess( $header ) );

		self::assertSame( 'id', $mapping['ID'] );
		self::assertSame( 'type', $mapping['Type'] );
		self::assertSame( 'sku', $mapping['SKU'] );
		self::assertSame( 'published', $mapping['Published'] );
		self::assertSame( 'sale_from', $mapping['Date sale price starts'] );
		self::assertSame( 'in_stock', $mapping['In stock?'] );
		self::assertSame( 'backorders', $mapping['Backorders allowed?'] );
		self::assertSame( 'weight', $mapping['Weight (kg)'] );
		self::assertSame( 'height', $mapping['Height (cm)'] );
		self::assertSame( 'regular_price', $mapping['Regular price'] );
		self::assertSame( 'categories', $mapping['Categories'] );
		self::assertSame( 'images', $mapping['Images'] );
		self::assertSame( 'parent', $mapping['Parent'] );
		self::assertSame( 'attribute:1:value', $mapping['Attribute 1 value(s)'] );
		self::assertSame( 'attribute:2:global', $mapping['Attribute 2 global'] );
		// What Vitrine has no field for stays unmapped.
		self::assertSame( '', $mapping['Is featured?'] );
		self::assertSame( '', $mapping['Shipping class'] );
		self::assertSame( '', $mapping['Meta: _custom'] );
	}

	public function test_headers_are_matched_whatever_their_case_and_spaces_and_a_field_is_taken_once(): void {
		self::assertSame(
			array( 'sku', 'regular_price', 'name', '', 'stock' ),
			( new ColumnMapper() )->guess( array( '  sku ', 'REGULAR   PRICE', 'name', 'Name', 'Stock' ) )
		);
	}
}
