<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\Admin\ExportPage;
use Vitrine\Catalog\Import\CsvReader;
use Vitrine\Catalog\Import\ExportFilter;
use Vitrine\Catalog\Import\ProductExporter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Catalog\ProductWriter;
use Vitrine\Plugin;

require_once __DIR__ . '/ImportTestCase.php';

final class ExportTest extends ImportTestCase {

	/**
	 * @return resource
	 */
	private static function export( ExportFilter $filter = new ExportFilter() ) {
		$stream = fopen( 'php://temp', 'w+b' );
		self::assertIsResource( $stream );
		Plugin::instance()->get( ProductExporter::class )->export( $stream, $filter );
		rewind( $stream );
		return $stream;
	}

	/**
	 * The export's rows keyed by header, for products whose SKU starts with $prefix.
	 *
	 * @return list<array<string, string>>
	 */
	private static function rows( string $csv, string $prefix ): array {
		$file = (string) tempnam( sys_get_temp_dir(), 'csv' );
		file_put_contents( $file, $csv );
		$reader = new CsvReader( $file );
		$rows   = array();
		foreach ( $reader->read( 0 )['rows'] as $cells ) {
			$row = array_combine( $reader->header(), array_pad( $cells, count( $reader->header() ), '' ) );
			if ( str_starts_with( $row['SKU'], $prefix ) || str_starts_with( $row['Parent'], $prefix ) ) {
				$rows[] = $row;
			}
		}
		unlink( $file );
		return $rows;
	}

	private function catalog(): int {
		$writer = Plugin::instance()->get( ProductWriter::class );
		$cat    = wp_insert_term( 'Kitchen', ProductPostTypes::CATEGORY );
		self::assertIsArray( $cat );
		$child = wp_insert_term( 'Mugs', ProductPostTypes::CATEGORY, array( 'parent' => $cat['term_id'] ) );
		self::assertIsArray( $child );
		$writer->save_product(
			0,
			array(
				'name'              => '=HYPERLINK("http://evil.example","Click")',
				'sku'               => 'EXP-MUG',
				'regular_price'     => '12.00',
				'sale_price'        => '10.00',
				'sale_from'         => ( new \DateTimeImmutable( '2030-03-01 00:00:00', wp_timezone() ) )->getTimestamp(),
				'description'       => "Two lines,\nwith a comma",
				'short_description' => '@SUM(1+1)',
				'manage_stock'      => true,
				'stock'             => 4,
				'categories'        => array( (int) $child['term_id'] ),
				'status'            => 'draft',
			)
		);
		$tee = $writer->save_product(
			0,
			array(
				'name'       => 'Tee',
				'sku'        => 'EXP-TEE',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Size',
						'options'   => array( 'S', 'M' ),
						'visible'   => true,
						'variation' => true,
					),
				),
			)
		);
		$writer->save_variation(
			$tee,
			0,
			array(
				'sku'           => 'EXP-TEE-S',
				'regular_price' => '20.00',
				'attributes'    => array( 'size' => 'S' ),
			)
		);
		$writer->save_variation(
			$tee,
			0,
			array(
				'sku'           => 'EXP-TEE-M',
				'regular_price' => '21.00',
				'attributes'    => array( 'size' => 'M' ),
			)
		);
		return $tee;
	}

	public function test_the_file_has_a_bom_woocommerce_columns_and_variations_after_their_product(): void {
		$this->catalog();

		$csv  = (string) stream_get_contents( self::export() );
		$rows = self::rows( $csv, 'EXP-' );

		self::assertStringStartsWith( "\xEF\xBB\xBFID,Type,SKU,Name,Published,", $csv );
		self::assertSame( array( 'EXP-MUG', 'EXP-TEE', 'EXP-TEE-S', 'EXP-TEE-M' ), array_column( $rows, 'SKU' ) );
		self::assertSame( array( 'simple', 'variable', 'variation', 'variation' ), array_column( $rows, 'Type' ) );
		self::assertSame( 'Kitchen > Mugs', $rows[0]['Categories'] );
		self::assertSame( '-1', $rows[0]['Published'] );
		self::assertSame( '2030-03-01', $rows[0]['Date sale price starts'] );
		self::assertSame( "Two lines,\nwith a comma", $rows[0]['Description'] );
		self::assertSame( '4', $rows[0]['Stock'] );
		self::assertSame( 'EXP-TEE', $rows[2]['Parent'] );
		self::assertSame( 'Size', $rows[1]['Attribute 1 name'] );
		self::assertSame( 'S, M', $rows[1]['Attribute 1 value(s)'] );
		self::assertSame( 'M', $rows[3]['Attribute 1 value(s)'] );
	}

	public function test_formulas_are_neutralised_in_the_file(): void {
		$this->catalog();

		$csv = (string) stream_get_contents( self::export() );

		self::assertStringContainsString( '"\'=HYPERLINK(""http://evil.example"",""Click"")"', $csv );
		self::assertStringContainsString( ",'@SUM(1+1),", $csv );
		self::assertStringNotContainsString( ',=HYPERLINK', $csv );
		self::assertStringNotContainsString( ',@SUM', $csv );
	}

	public function test_filters_choose_the_products(): void {
		$this->catalog();

		$variable = self::rows( (string) stream_get_contents( self::export( new ExportFilter( array(), 'variable' ) ) ), 'EXP-' );
		$simple   = self::rows( (string) stream_get_contents( self::export( new ExportFilter( array(), 'simple' ) ) ), 'EXP-' );
		$drafts   = self::rows( (string) stream_get_contents( self::export( new ExportFilter( array( 'draft' ) ) ) ), 'EXP-' );
		$kitchen  = get_term_by( 'name', 'Kitchen', ProductPostTypes::CATEGORY );
		self::assertInstanceOf( \WP_Term::class, $kitchen );
		$in_cat = self::rows( (string) stream_get_contents( self::export( new ExportFilter( array(), '', $kitchen->term_id ) ) ), 'EXP-' );

		self::assertSame( array( 'EXP-TEE', 'EXP-TEE-S', 'EXP-TEE-M' ), array_column( $variable, 'SKU' ) );
		self::assertSame( array( 'EXP-MUG' ), array_column( $drafts, 'SKU' ) );
		// Saved without a type, so with no type meta: simple all the same.
		self::assertSame( array( 'EXP-MUG' ), array_column( $simple, 'SKU' ) );
		self::assertSame( array( 'EXP-MUG' ), array_column( $in_cat, 'SKU' ) );
	}

	public function test_the_export_imports_back_into_the_same_products(): void {
		$tee    = $this->catalog();
		$before = self::count_products();
		$csv    = (string) stream_get_contents( self::export() );
		$repo   = Plugin::instance()->get( ProductRepository::class );
		$mug    = $repo->find( self::by_sku( 'EXP-MUG' ) );

		$id  = $this->upload( $csv );
		$job = $this->run_all( $id );

		self::assertSame( array(), $job['skipped'] );
		self::assertSame( 0, $job['created_count'] );
		self::assertSame( $before, self::count_products() );
		self::assertEquals( $mug, $repo->find( self::by_sku( 'EXP-MUG' ) ) );
		self::assertSame( '=HYPERLINK("http://evil.example","Click")', get_post_field( 'post_title', self::by_sku( 'EXP-MUG' ) ) );
		$variations = $repo->variations( $tee );
		self::assertSame( array( 'size' => 's' ), $variations[0]->attributes );
		self::assertSame( '21.00', $variations[1]->prices->regular );
	}

	public function test_the_download_needs_its_nonce_and_the_capability_and_a_known_filter(): void {
		$page = new ExportPage( Plugin::instance()->get( ProductExporter::class ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$nonce = wp_create_nonce( ExportPage::ACTION );

		self::assertSame( 403, $page->filter( array( '_wpnonce' => 'nope' ) )['status'] ?? null );
		self::assertSame(
			400,
			$page->filter(
				array(
					'_wpnonce' => $nonce,
					'status'   => 'trash',
				)
			)['status'] ?? null
		);
		self::assertSame(
			400,
			$page->filter(
				array(
					'_wpnonce' => $nonce,
					'category' => '1 OR 1',
				)
			)['status'] ?? null
		);
		self::assertEquals(
			new ExportFilter( array( 'publish' ), 'simple', 3 ),
			$page->filter(
				array(
					'_wpnonce' => $nonce,
					'status'   => 'publish',
					'type'     => 'simple',
					'category' => '3',
				)
			)
		);

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 403, $page->filter( array( '_wpnonce' => wp_create_nonce( ExportPage::ACTION ) ) )['status'] ?? null );
	}
}
