<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The shop page's filter blocks read the terms they offer in one go: the categories and every
 * attribute's terms in one query (and one for the terms themselves), however many filter blocks
 * the page holds, and a term added or renamed is offered at once.
 */
final class ShopPageQueriesTest extends TestCase {

	/** @var list<string> The SQL run while recording. */
	private array $queries = array();

	private const FILTERS = '<!-- wp:vitrine/product-filter {"type":"categories"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"attribute","attribute":"colour"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"attribute","attribute":"size"} /-->';

	protected function setUp(): void {
		parent::setUp();
		$catalog = Plugin::instance()->catalog;
		$colour  = $catalog->attributes->save( 'colour', 'Colour' )->taxonomy();
		$size    = $catalog->attributes->save( 'size', 'Size' )->taxonomy();
		$cat     = (int) wp_insert_term( 'Shop tops', ProductPostTypes::CATEGORY, array( 'slug' => 'shop-tops' ) )['term_id'];
		$catalog->writer->save_product(
			0,
			array(
				'name'          => 'Shop tee',
				'regular_price' => '10',
				'categories'    => array( $cat ),
				'attributes'    => array(
					array(
						'name'      => $colour,
						'taxonomy'  => $colour,
						'options'   => array( 'red', 'blue' ),
						'variation' => false,
					),
					array(
						'name'      => $size,
						'taxonomy'  => $size,
						'options'   => array( 'small', 'large' ),
						'variation' => false,
					),
				),
			)
		);
		add_filter( 'query', array( $this, 'record' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'record' ) );
		parent::tearDown();
	}

	/**
	 * @param string $sql A query about to run.
	 */
	public function record( string $sql ): string {
		$this->queries[] = $sql;
		return $sql;
	}

	public function test_the_filter_blocks_read_their_terms_in_one_go(): void {
		wp_cache_flush();
		$this->queries = array();
		$html          = do_blocks( self::FILTERS );

		foreach ( array( 'Shop tops', 'red', 'blue', 'small', 'large' ) as $name ) {
			self::assertStringContainsString( '>' . $name . ' <span', $html, "{$name} is offered." );
		}
		$terms = array_values( array_filter( $this->queries, static fn ( string $sql ): bool => (bool) preg_match( '/\bFROM\s+\S*terms\s+AS\s+t\b/i', $sql ) ) );
		self::assertCount( 2, $terms, "Three filter blocks read their terms with:\n" . implode( "\n", $terms ) );
	}

	public function test_a_term_added_or_renamed_is_offered_at_once(): void {
		$colour = Plugin::instance()->catalog->attributes->save( 'colour', 'Colour' )->taxonomy();
		do_blocks( self::FILTERS );

		wp_insert_term( 'Green', $colour, array( 'slug' => 'green' ) );
		wp_update_term( (int) get_term_by( 'slug', 'red', $colour )->term_id, $colour, array( 'name' => 'Scarlet' ) );
		$html = do_blocks( self::FILTERS );

		self::assertStringContainsString( '>Green <span', $html );
		self::assertStringContainsString( '>Scarlet <span', $html );
		self::assertStringNotContainsString( '>red <span', $html );
	}
}
