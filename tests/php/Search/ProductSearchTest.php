<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Core\Database\Fulltext;
use Vitrine\Plugin;
use Vitrine\Search\SearchIndex;
use Vitrine\Shop\Ordering;

require_once __DIR__ . '/SearchTestCase.php';

/**
 * What a product search finds, and in which order: titles, SKUs (the product's, a variation's,
 * short ones), descriptions, relevance, and whatever a shopper types.
 */
final class ProductSearchTest extends SearchTestCase {

	public function test_a_title_word_and_its_start_find_the_product(): void {
		$id = $this->product( array( 'name' => 'Quokkafleece hoodie' ) );

		self::assertSame( array( $id ), $this->search( 'quokkafleece' ) );
		self::assertSame( array( $id ), $this->search( 'QUOKKAFL' ), 'A word\'s start, in any case.' );
		self::assertSame( array( $id ), $this->search( 'hoodie quokkafleece' ), 'Words in any order.' );
		self::assertSame( array(), $this->search( 'quokkafleece zzyzxnothing' ), 'Every word must match.' );
	}

	public function test_the_description_and_the_short_description_are_searched(): void {
		$long  = $this->product(
			array(
				'name'        => 'Plain mug one',
				'description' => '<p>Glazed in <strong>Marsupialblue</strong> enamel.</p>',
			)
		);
		$short = $this->product(
			array(
				'name'              => 'Plain mug two',
				'short_description' => 'Holds a pint of Wallabytea.',
			)
		);

		self::assertSame( array( $long ), $this->search( 'marsupialblue' ) );
		self::assertSame( array( $short ), $this->search( 'wallabytea' ) );
		self::assertSame( array(), $this->search( 'strong marsupialblue' ), 'Markup is not text.' );
	}

	public function test_a_sku_is_found_whole_and_by_its_start_and_a_short_sku_too(): void {
		$long  = $this->product(
			array(
				'name' => 'Bilby lamp',
				'sku'  => 'BLB-LAMP-0042',
			)
		);
		$short = $this->product(
			array(
				'name' => 'Bilby chair',
				'sku'  => 'Q7',
			)
		);

		self::assertSame( array( $long ), $this->search( 'BLB-LAMP-0042' ) );
		self::assertSame( array( $long ), $this->search( 'blb-lamp' ), 'The start of a SKU.' );
		self::assertSame( array( $short ), $this->search( 'q7' ), 'A SKU shorter than the index\'s smallest word.' );
	}

	public function test_a_variation_s_sku_finds_its_product(): void {
		$id = $this->product(
			array(
				'name' => 'Numbat tee',
				'type' => 'variable',
			)
		);
		$this->variation( $id, array( 'sku' => 'NMBT-RED-XL' ) );

		self::assertSame( array( $id ), $this->search( 'NMBT-RED-XL' ), 'Whole, through the lookup table.' );
		self::assertSame( array( $id ), $this->search( 'nmbt red' ), 'By its words, through the index.' );
		self::assertStringContainsString( 'NMBT-RED-XL', Plugin::instance()->get( SearchIndex::class )->row( $id )['sku_text'] ?? '' );
	}

	public function test_short_words_are_found(): void {
		$id = $this->product( array( 'name' => 'Dunnart T-shirt XL' ) );

		self::assertSame( array( $id ), $this->search( 'dunnart xl' ) );
		self::assertSame( array( $id ), $this->search( 't-shirt dunnart' ) );
	}

	public function test_common_words_do_not_empty_the_results(): void {
		$id = $this->product( array( 'name' => 'Potoroo blanket' ) );

		self::assertSame( array( $id ), $this->search( 'the potoroo blanket for about' ) );
		self::assertSame( array( $id ), $this->search( 'with potoroo' ) );
	}

	public function test_title_matches_come_first(): void {
		$in_text  = $this->product(
			array(
				'name'        => 'Plain cushion',
				'description' => 'Goes well with any Bandicootish throw.',
			)
		);
		$in_title = $this->product( array( 'name' => 'Bandicootish throw' ) );
		$by_sku   = $this->product(
			array(
				'name' => 'Plain rug',
				'sku'  => 'BANDICOOTISH',
			)
		);

		self::assertSame( array( $by_sku, $in_title, $in_text ), $this->search( 'bandicootish' ), 'An exact SKU, then the title, then the text.' );
		$by_price = $this->search( 'bandicootish', Ordering::PRICE );
		self::assertCount( 3, $by_price, 'Another order keeps the same matches.' );
	}

	public function test_boolean_operators_and_quotes_in_input_are_harmless(): void {
		$id = $this->product( array( 'name' => 'Wombatic kettle' ) );

		foreach ( array( '+wombatic -kettle', '"wombatic', 'wombatic*', '(wombatic) ~kettle', '>wombatic <kettle', '@wombatic', '%wombatic%', "wombatic\\'" ) as $input ) {
			self::assertSame( array( $id ), $this->search( $input ), $input );
		}
		self::assertSame( array(), $this->search( "wombatic'); DROP TABLE x; --" ), 'Every word must match; no SQL error.' );
		self::assertSame( array(), $this->search( '+-*"()~<>@' ), 'Operators alone find nothing, without an SQL error.' );
	}

	public function test_the_boolean_query_is_built_from_words_only(): void {
		self::assertSame( '+hood* +xl_ +t__', Fulltext::boolean_query( '+hood* -"XL" (t)', 3, true ) );
		self::assertSame( 'hood* xl_', Fulltext::boolean_query( 'hood XL', 3, false ) );
		self::assertSame( 'T-shirt xl t__ xl_', Fulltext::indexable( 'T-shirt xl', 3 ) );
		self::assertSame( '', Fulltext::boolean_query( ' -+ ', 3, true ) );
	}

	public function test_the_index_follows_saves_trash_and_deletion(): void {
		$writer = \Vitrine\Plugin::instance()->catalog->writer;
		$id     = $this->product( array( 'name' => 'Echidnaware bowl' ) );
		self::assertSame( array( $id ), $this->search( 'echidnaware' ) );

		$writer->save_product( $id, array( 'name' => 'Quollware bowl' ) );
		$this->sync()->flush();
		self::assertSame( array(), $this->search( 'echidnaware' ), 'A renamed product no longer matches its old name.' );
		self::assertSame( array( $id ), $this->search( 'quollware' ) );

		update_post_meta( $id, ProductMeta::SKU, 'QLL-9' );
		$this->sync()->flush();
		self::assertStringContainsString( 'QLL-9', Plugin::instance()->get( SearchIndex::class )->row( $id )['sku_text'] ?? '' );

		wp_trash_post( $id );
		$this->sync()->flush();
		self::assertNull( Plugin::instance()->get( SearchIndex::class )->row( $id ), 'A product in the trash has no row.' );

		wp_untrash_post( $id );
		$this->sync()->flush();
		self::assertNotNull( Plugin::instance()->get( SearchIndex::class )->row( $id ), 'Restored, it is indexed again.' );

		wp_delete_post( $id, true );
		self::assertNull( Plugin::instance()->get( SearchIndex::class )->row( $id ), 'Deleted, its row goes at once.' );
	}

	public function test_a_deleted_variation_takes_its_sku_out_of_its_product_s_row(): void {
		$id        = $this->product(
			array(
				'name' => 'Dibbler socks',
				'type' => 'variable',
			)
		);
		$variation = $this->variation( $id, array( 'sku' => 'DBBL-GREEN' ) );
		self::assertStringContainsString( 'DBBL-GREEN', Plugin::instance()->get( SearchIndex::class )->row( $id )['sku_text'] ?? '' );

		wp_delete_post( $variation, true );
		$this->sync()->flush();

		self::assertStringNotContainsString( 'DBBL-GREEN', Plugin::instance()->get( SearchIndex::class )->row( $id )['sku_text'] ?? 'missing' );
	}
}
