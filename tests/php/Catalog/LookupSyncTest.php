<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The lookup table follows every change, including those made outside ProductWriter.
 */
final class LookupSyncTest extends TestCase {

	private Catalog $catalog;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
	}

	public function test_a_price_changed_through_post_meta_is_synced_at_the_end_of_the_request(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Lamp',
				'regular_price' => '40',
			)
		);

		update_post_meta( $id, ProductMeta::REGULAR_PRICE, '35' );
		self::assertSame( '40.0000', $this->catalog->lookup->row( $id )['min_price'] ?? null, 'Not before the flush.' );
		$this->catalog->lookup_sync->flush();

		self::assertSame( '35.0000', $this->catalog->lookup->row( $id )['min_price'] ?? null );
	}

	public function test_only_approved_reviews_count_in_the_average(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Chair',
				'regular_price' => '80',
			)
		);
		$this->review( $id, 5, 1 );
		$this->review( $id, 4, 1 );
		$pending = $this->review( $id, 1, 0 );
		$this->catalog->lookup_sync->flush();

		$row = $this->catalog->lookup->row( $id );
		self::assertSame( '4.50', $row['average_rating'] ?? null );
		self::assertSame( '2', $row['rating_count'] ?? null );

		wp_set_comment_status( $pending, 'approve' );
		$this->catalog->lookup_sync->flush();
		self::assertSame( '3.33', $this->catalog->lookup->row( $id )['average_rating'] ?? null );
	}

	public function test_trashing_removes_the_row_and_frees_the_sku(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Vase',
				'sku'  => 'VASE',
			)
		);

		wp_trash_post( $id );
		$this->catalog->lookup_sync->flush();

		self::assertNull( $this->catalog->lookup->row( $id ) );
		self::assertNull( $this->catalog->lookup->sku_owner( 'VASE' ) );
	}

	public function test_deleting_a_variation_resyncs_its_product(): void {
		$id    = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Scarf',
				'type' => 'variable',
			)
		);
		$cheap = $this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '10' ) );
		$this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => '15' ) );

		wp_delete_post( $cheap, true );
		$this->catalog->lookup_sync->flush();

		self::assertSame( '15.0000', $this->catalog->lookup->row( $id )['min_price'] ?? null );
		self::assertNull( $this->catalog->lookup->row( $cheap ) );
	}

	public function test_a_scheduled_sale_sets_a_resync_for_when_it_starts(): void {
		$starts = time() + 3600;
		$id     = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Kettle',
				'regular_price' => '30',
				'sale_price'    => '20',
				'sale_from'     => $starts,
				'sale_to'       => $starts + 86400,
			)
		);

		try {
			self::assertSame( '30.0000', $this->catalog->lookup->row( $id )['min_price'] ?? null, 'Not on sale yet.' );
			self::assertSame( $starts, wp_next_scheduled( \Vitrine\Catalog\LookupTable::SALE_BOUNDARY_EVENT, array( $id ) ) );
		} finally {
			wp_clear_scheduled_hook( \Vitrine\Catalog\LookupTable::SALE_BOUNDARY_EVENT, array( $id ) );
		}
	}

	private function review( int $product_id, int $rating, int $approved ): int {
		$comment = wp_insert_comment(
			array(
				'comment_post_ID'  => $product_id,
				'comment_content'  => 'Review',
				'comment_type'     => 'review',
				'comment_approved' => $approved,
				'comment_author'   => 'Ann',
			)
		);
		self::assertIsInt( $comment );
		add_comment_meta( $comment, 'rating', $rating );
		return $comment;
	}
}
