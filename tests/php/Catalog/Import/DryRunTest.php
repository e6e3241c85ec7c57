<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Plugin;
use Vitrine\Catalog\ProductWriter;

require_once __DIR__ . '/ImportTestCase.php';

/**
 * Every refusal of the dry run names its row and column, in words; nothing is written.
 */
final class DryRunTest extends ImportTestCase {

	private const HEADER = array( 'Type', 'SKU', 'Name', 'Published', 'Regular price', 'Sale price', 'Date sale price starts', 'Date sale price ends', 'Stock', 'In stock?', 'Backorders allowed?', 'Images', 'Parent', 'Tax status', 'Weight (kg)' );

	/**
	 * A good simple product with some cells changed.
	 *
	 * @param array<string, string> $cells Header => cell.
	 * @return list<string>
	 */
	private static function row( array $cells ): array {
		$row = array_combine(
			self::HEADER,
			array( 'simple', '', 'Mug', '1', '10.00', '', '', '', '5', '1', '0', '', '', 'taxable', '0.3' )
		);
		return array_values( array_merge( $row, $cells ) );
	}

	/**
	 * @return array<string, array{0: list<list<string>>, 1: int, 2: string, 3: string}>
	 */
	public static function refusals(): array {
		return array(
			'bad price'                 => array( array( self::row( array( 'Regular price' => '12,50' ) ) ), 1, 'Regular price', 'Enter a price as a number' ),
			'sale above regular'        => array( array( self::row( array( 'Sale price' => '15.00' ) ) ), 1, 'Sale price', 'lower than the regular price' ),
			'bad start date'            => array( array( self::row( array( 'Date sale price starts' => '2025-02-30' ) ) ), 1, 'Date sale price starts', 'YYYY-MM-DD' ),
			'bad end date'              => array( array( self::row( array( 'Date sale price ends' => 'next week' ) ) ), 1, 'Date sale price ends', 'YYYY-MM-DD' ),
			'sale ending before start'  => array(
				array(
					self::row(
						array(
							'Sale price'             => '8.00',
							'Date sale price starts' => '2030-05-10',
							'Date sale price ends'   => '2030-05-01',
						)
					),
				),
				1,
				'Date sale price ends',
				'end after it starts',
			),
			'unknown type'              => array( array( self::row( array( 'Type' => 'grouped' ) ) ), 1, 'Type', 'not one Vitrine knows' ),
			'variation without parent'  => array( array( self::row( array( 'Type' => 'variation' ) ) ), 1, 'Parent', 'needs its product' ),
			'variation of no product'   => array(
				array(
					self::row(
						array(
							'Type'   => 'variation',
							'Parent' => 'NOPE',
						)
					),
				),
				1,
				'Parent',
				'no variable product',
			),
			'variation of a simple one' => array(
				array(
					self::row( array( 'SKU' => 'S-1' ) ),
					self::row(
						array(
							'Type'   => 'variation',
							'Parent' => 'S-1',
						)
					),
				),
				2,
				'Parent',
				'no variable product',
			),
			'duplicate SKU in the file' => array( array( self::row( array( 'SKU' => 'DUP' ) ), self::row( array( 'SKU' => 'DUP' ) ) ), 2, 'SKU', 'already in row 1' ),
			'bad image URL'             => array( array( self::row( array( 'Images' => 'ftp://example.org/a.png' ) ) ), 1, 'Images', 'not a web address' ),
			'bad stock'                 => array( array( self::row( array( 'Stock' => 'a few' ) ) ), 1, 'Stock', 'whole number' ),
			'negative stock'            => array( array( self::row( array( 'Stock' => '-3' ) ) ), 1, 'Stock', 'cannot be negative' ),
			'bad in stock'              => array( array( self::row( array( 'In stock?' => 'maybe' ) ) ), 1, 'In stock?', '1, 0 or backorder' ),
			'bad backorders'            => array( array( self::row( array( 'Backorders allowed?' => 'sometimes' ) ) ), 1, 'Backorders allowed?', '1, 0 or notify' ),
			'bad published'             => array( array( self::row( array( 'Published' => 'soon' ) ) ), 1, 'Published', '1 (published)' ),
			'bad tax status'            => array( array( self::row( array( 'Tax status' => 'sometimes' ) ) ), 1, 'Tax status', 'Choose a tax status' ),
			'bad weight'                => array( array( self::row( array( 'Weight (kg)' => 'heavy' ) ) ), 1, 'Weight (kg)', 'positive number' ),
			'new product without name'  => array( array( self::row( array( 'Name' => '' ) ) ), 1, 'Name', 'needs a name' ),
		);
	}

	/**
	 * @dataProvider refusals
	 *
	 * @param list<list<string>> $rows    Data rows.
	 * @param int                $row     The row that must be refused.
	 * @param string             $column  Its column.
	 * @param string             $message Part of the message.
	 */
	public function test_the_dry_run_refuses_and_writes_nothing( array $rows, int $row, string $column, string $message ): void {
		$before = self::count_products();
		$id     = $this->upload( self::csv( array_merge( array( self::HEADER ), $rows ) ) );

		$check = $this->runner()->dry_run( $id );

		$found = array_values( array_filter( $check['problems'], static fn ( array $p ): bool => $p['row'] === $row && $p['column'] === $column ) );
		self::assertNotSame( array(), $found, 'Problems: ' . wp_json_encode( $check['problems'] ) );
		self::assertStringContainsString( $message, $found[0]['message'] );
		self::assertSame( count( $rows ), $check['rows'] );
		self::assertSame( $before, self::count_products() );
	}

	public function test_a_sku_another_kind_of_post_has_is_refused(): void {
		$writer  = Plugin::instance()->get( ProductWriter::class );
		$product = $writer->save_product(
			0,
			array(
				'name' => 'Tee',
				'type' => 'variable',
			)
		);
		$writer->save_variation(
			$product,
			0,
			array(
				'sku'           => 'TAKEN-VAR',
				'regular_price' => '5.00',
			)
		);
		$id = $this->upload( self::csv( array( self::HEADER, self::row( array( 'SKU' => 'TAKEN-VAR' ) ) ) ) );

		$check = $this->runner()->dry_run( $id );

		self::assertSame( 'SKU', $check['problems'][0]['column'] ?? null );
		self::assertStringContainsString( 'already used by', $check['problems'][0]['message'] );
	}

	public function test_good_rows_have_no_problem(): void {
		$id = $this->upload(
			self::csv(
				array(
					self::HEADER,
					self::row( array( 'SKU' => 'OK-1' ) ),
					self::row(
						array(
							'SKU'           => 'OK-2',
							'Type'          => 'variable',
							'Regular price' => '',
							'Stock'         => '',
						)
					),
					self::row(
						array(
							'SKU'    => 'OK-2-A',
							'Type'   => 'variation',
							'Parent' => 'OK-2',
							'Name'   => '',
						)
					),
				)
			)
		);

		$check = $this->runner()->dry_run( $id );

		self::assertSame( array(), $check['problems'] );
		self::assertSame( 3, $check['valid'] );
	}
}
