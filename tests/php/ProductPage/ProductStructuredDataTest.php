<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductPage;

use Vitrine\Catalog\Catalog;
use Vitrine\Plugin;
use Vitrine\ProductPage\ProductStructuredData;
use Vitrine\Tests\TestCase;

/**
 * The product page's JSON-LD: a Product with its offer, and a rating only from the shop's own
 * approved product reviews.
 */
final class ProductStructuredDataTest extends TestCase {

	private Catalog $catalog;

	private ProductStructuredData $data;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
		$this->data    = new ProductStructuredData( $this->catalog );
	}

	public function test_a_product_without_reviews_has_an_offer_and_no_rating(): void {
		$id   = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Kettle',
				'regular_price' => '30',
				'sale_price'    => '24.5',
				'sku'           => 'KET-1',
			)
		);
		$data = $this->data->for_product( $this->product( $id ) );

		self::assertSame( 'Product', $data['@type'] );
		self::assertSame( 'Kettle', $data['name'] );
		self::assertSame( 'KET-1', $data['sku'] );
		self::assertSame( 'Offer', $data['offers']['@type'] );
		self::assertSame( '24.50', $data['offers']['price'], 'The price a shopper pays, with the store decimals.' );
		self::assertSame( 'https://schema.org/InStock', $data['offers']['availability'] );
		self::assertArrayNotHasKey( 'aggregateRating', $data );
		self::assertArrayNotHasKey( 'review', $data );
	}

	public function test_only_approved_rated_reviews_make_the_rating(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Teapot',
				'regular_price' => '20',
			)
		);
		$this->review( $id, 5, 1, 'Pours well.' );
		$this->review( $id, 4, 1, 'Nice <b>lid</b>.' );
		$this->review( $id, 1, 0, 'Pending: not counted.' );
		$this->catalog->lookup_sync->flush();

		$data = $this->data->for_product( $this->product( $id ) );

		self::assertSame( 'AggregateRating', $data['aggregateRating']['@type'] );
		self::assertSame( 2, $data['aggregateRating']['reviewCount'] );
		self::assertSame( 4.5, $data['aggregateRating']['ratingValue'] );
		self::assertCount( 2, $data['review'] );
		$bodies = array_column( $data['review'], 'reviewBody' );
		self::assertContains( 'Nice lid.', $bodies, 'Markup is stripped from review texts.' );
		self::assertNotContains( 'Pending: not counted.', $bodies );
	}

	public function test_a_variable_product_offers_its_price_range(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Mug',
				'type' => 'variable',
			)
		);
		$this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '10' ) );
		$this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '15' ) );
		$this->catalog->lookup_sync->flush();

		$offers = $this->data->for_product( $this->product( $id ) )['offers'];

		self::assertSame( 'AggregateOffer', $offers['@type'] );
		self::assertSame( '10.00', $offers['lowPrice'] );
		self::assertSame( '15.00', $offers['highPrice'] );
		self::assertSame( 2, $offers['offerCount'] );
	}

	public function test_the_printed_json_cannot_close_its_script_element(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Plain',
				'regular_price' => '5',
			)
		);
		wp_publish_post( $id );
		// Names and texts are stripped of tags when saved; an extension's data may not be.
		$evil = 'Evil </script><script>alert(1)</script>';
		add_filter(
			'vitrine_product_structured_data',
			static function ( array $data ) use ( $evil ): array {
				$data['brand'] = $evil;
				return $data;
			}
		);
		ob_start();
		$this->data->print( $id );
		$html = (string) ob_get_clean();

		self::assertSame( 1, substr_count( $html, '</script>' ), 'Only the element\'s own end tag.' );
		$json = json_decode( (string) preg_replace( '#^<script type="application/ld\+json">|</script>\s*$#', '', $html ), true );
		self::assertSame( $evil, $json['brand'] ?? null );
	}

	private function product( int $id ): \Vitrine\Catalog\Model\Product {
		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		return $product;
	}

	private function review( int $product_id, int $rating, int $approved, string $text ): void {
		wp_insert_comment(
			array(
				'comment_post_ID'      => $product_id,
				'comment_type'         => 'review',
				'comment_author'       => 'Ann',
				'comment_author_email' => 'ann@example.org',
				'comment_content'      => $text,
				'comment_approved'     => $approved,
				'comment_meta'         => array( 'rating' => $rating ),
			)
		);
	}
}
