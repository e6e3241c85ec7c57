<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductReviews;

use Vitrine\Catalog\Catalog;
use Vitrine\Plugin;
use Vitrine\ProductReviews\Ratings;
use Vitrine\Tests\TestCase;

/**
 * Five stars with half-star rounding at .25 and .75; the average and the count come from the
 * lookup table, where only approved reviews count.
 */
final class RatingsTest extends TestCase {

	private Catalog $catalog;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
	}

	/**
	 * @return array<string, array{0: float, 1: float}>
	 */
	public static function roundings(): array {
		return array(
			'none'                   => array( 0.0, 0.0 ),
			'just under a half'      => array( 0.24, 0.0 ),
			'a quarter: a half'      => array( 0.25, 0.5 ),
			'just under .75'         => array( 3.74, 3.5 ),
			'.75: the next star'     => array( 3.75, 4.0 ),
			'3.24: three'            => array( 3.24, 3.0 ),
			'3.25: three and a half' => array( 3.25, 3.5 ),
			'4.33'                   => array( 4.33, 4.5 ),
			'4.75: five'             => array( 4.75, 5.0 ),
			'five'                   => array( 5.0, 5.0 ),
			'above five'             => array( 7.0, 5.0 ),
		);
	}

	/**
	 * @dataProvider roundings
	 */
	public function test_ratings_round_to_the_half_star_at_quarter_and_three_quarters( float $rating, float $shown ): void {
		self::assertSame( $shown, Ratings::rounded_to_half( $rating ) );
	}

	public function test_five_stars_are_shown_full_half_or_empty(): void {
		self::assertSame( array( 'full', 'full', 'full', 'half', 'empty' ), Ratings::star_kinds( 3.3 ) );
		self::assertSame( array( 'full', 'full', 'full', 'full', 'full' ), Ratings::star_kinds( 4.8 ) );
		self::assertSame( array( 'empty', 'empty', 'empty', 'empty', 'empty' ), Ratings::star_kinds( 0.1 ) );
		self::assertSame( array( 'half', 'empty', 'empty', 'empty', 'empty' ), Ratings::star_kinds( 0.6 ) );
	}

	public function test_the_stars_are_one_image_for_screen_readers(): void {
		$html = Ratings::stars_html( 4.25 );

		self::assertStringContainsString( 'role="img" aria-label="Rated 4.25 out of 5"', $html );
		self::assertSame( 5, substr_count( $html, 'vitrine-stars__star ' ) );
		self::assertSame( 4, substr_count( $html, 'vitrine-stars__star--full' ) );
		self::assertSame( 1, substr_count( $html, 'vitrine-stars__star--half' ) );
	}

	public function test_average_and_count_come_from_the_lookup_row_of_approved_reviews(): void {
		$id      = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Kettle',
				'regular_price' => '30',
			)
		);
		$ratings = new Ratings( $this->catalog->lookup );
		self::assertSame(
			array(
				'average' => 0.0,
				'count'   => 0,
			),
			$ratings->summary( $id )
		);

		$this->review( $id, 5, 1 );
		$this->review( $id, 4, 1 );
		$this->review( $id, 4, 1 );
		$this->review( $id, 1, 0 );
		$this->catalog->lookup_sync->flush();

		$summary = $ratings->summary( $id );
		self::assertSame( 3, $summary['count'], 'The pending review does not count.' );
		self::assertSame( 4.33, $summary['average'] );
		self::assertSame( '4.33', $this->catalog->lookup->row( $id )['average_rating'] ?? null, 'Read from the lookup table.' );
	}

	private function review( int $product_id, int $rating, int $approved ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $product_id,
				'comment_type'         => 'review',
				'comment_author'       => 'Ann',
				'comment_author_email' => 'ann@example.org',
				'comment_content'      => 'Fine.',
				'comment_approved'     => $approved,
				'comment_meta'         => array( 'rating' => $rating ),
			)
		);
	}
}
