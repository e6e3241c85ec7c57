<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductPage;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Plugin;
use Vitrine\ProductPage\ProductImages;
use Vitrine\ProductPage\ProductStructuredData;
use Vitrine\ProductPage\SingleProduct;
use Vitrine\Tests\TestCase;

/**
 * The product page reads what it shows once: its lookup row once for the rating, the offers and
 * the structured data, and a global attribute's terms in one query whatever the number of its
 * options, so that its queries do not grow with the product's options.
 */
final class ProductPageQueriesTest extends TestCase {

	private Catalog $catalog;

	private SingleProduct $page;

	private ProductStructuredData $structured_data;

	/** @var list<string> The SQL run while recording. */
	private array $queries = array();

	protected function setUp(): void {
		parent::setUp();
		$this->catalog         = Plugin::instance()->catalog;
		$this->page            = new SingleProduct( $this->catalog, new Assets(), new ProductImages() );
		$this->structured_data = new ProductStructuredData( $this->catalog );
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

	public function test_the_page_reads_its_lookup_row_once(): void {
		$product = $this->product( 'Lookup lamp', array( 'red' ) );
		$queries = $this->page_queries( $product );

		$lookup = array_filter( $queries, static fn ( string $sql ): bool => str_contains( $sql, LookupTable::name() ) );
		self::assertCount( 1, $lookup, "The lookup row was read:\n" . implode( "\n", $lookup ) );
	}

	public function test_the_queries_do_not_grow_with_the_options_of_an_attribute(): void {
		$one   = $this->page_queries( $this->product( 'One colour', array( 'red' ) ) );
		$three = $this->page_queries( $this->product( 'Three colours', array( 'red', 'blue', 'green' ) ) );

		self::assertSame( count( $one ), count( $three ), "One option:\n" . implode( "\n", $one ) . "\n\nThree options:\n" . implode( "\n", $three ) );
	}

	public function test_the_options_keep_their_order_and_term_names(): void {
		$product = $this->product( 'Named colours', array( 'green', 'red', 'unknown-slug' ) );
		wp_update_term( (int) get_term_by( 'slug', 'green', $this->colour() )->term_id, $this->colour(), array( 'name' => 'Bottle green' ) );

		$labels = $product->attributes[0]->labelled_options();

		self::assertSame(
			array(
				'green'        => 'Bottle green',
				'red'          => 'Red',
				'unknown-slug' => 'unknown-slug',
			),
			$labels
		);
	}

	public function test_a_changed_row_is_read_again_in_the_same_request(): void {
		$product = $this->product( 'Changing lamp', array( 'red' ) );
		self::assertSame( 10.0, (float) $this->catalog->lookup->row( $product->id )['min_price'] );

		$this->catalog->writer->save_product( $product->id, array( 'regular_price' => '12' ) );

		self::assertSame( 12.0, (float) $this->catalog->lookup->row( $product->id )['min_price'] );
	}

	/**
	 * The SQL of rendering the product and its structured data, from an empty object cache as
	 * a request without a persistent cache starts, once the product's own post, meta and terms
	 * are read (the main query does that).
	 *
	 * @return list<string>
	 */
	private function page_queries( Product $product ): array {
		wp_cache_flush();
		$posts = array( get_post( $product->id ) );
		update_post_caches( $posts, ProductPostTypes::PRODUCT );
		$product       = $this->catalog->products->find( $product->id );
		$this->queries = array();
		self::assertNotNull( $product );
		$html = $this->page->page( $product );
		$data = $this->structured_data->for_product( $product );
		self::assertStringContainsString( 'vitrine-product__summary', $html );
		self::assertNotEmpty( $data );
		return $this->queries;
	}

	private function colour(): string {
		return $this->catalog->attributes->save( 'colour', 'Colour' )->taxonomy();
	}

	/**
	 * A product with a global colour attribute of these options (terms named after them).
	 *
	 * @param string       $name    The product's name.
	 * @param list<string> $options The colours' slugs.
	 */
	private function product( string $name, array $options ): Product {
		$colour = $this->colour();
		foreach ( $options as $slug ) {
			if ( 'unknown-slug' !== $slug && ! term_exists( $slug, $colour ) ) {
				wp_insert_term( ucfirst( $slug ), $colour, array( 'slug' => $slug ) );
			}
		}
		$id      = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => $name,
				'regular_price' => '10',
				'attributes'    => array(
					array(
						'name'      => $colour,
						'taxonomy'  => $colour,
						'options'   => $options,
						'visible'   => true,
						'variation' => false,
					),
				),
			)
		);
		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		return $product;
	}
}
