<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Sources;

use Vitrine\Core\Http\WpTransport;
use Vitrine\Reviews\Sources\AvatarCopies;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;

/**
 * Avatars stored without a copy (imported reviews) are copied by a job scheduled after the
 * import, from the local image server; one that cannot be had waits behind the others.
 */
final class AvatarCopiesTest extends TestCase {

	private static FakeProviderServer $server;

	/** @var list<string> */
	private static array $created = array();

	private ReviewRepository $reviews;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = FakeProviderServer::start();
	}

	public static function tearDownAfterClass(): void {
		self::$server->stop();
		foreach ( self::$created as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->reviews = new ReviewRepository();
	}

	public function test_avatars_without_a_copy_are_copied_and_a_failing_one_goes_last(): void {
		$source = ( new SourceRepository() )->create( array( 'provider' => 'manual' ) );
		$this->reviews->upsert_many(
			$source,
			'manual',
			array(
				$this->row( 'broken', self::$server->url . '/images/missing.png' ),
				$this->row( 'good', self::$server->url . '/images/avatar-2.png' ),
				$this->row( 'none', '' ),
			)
		);
		$ids = fn (): array => array_column( $this->reviews->avatars_to_copy( 10 ), 'id' );
		self::assertCount( 2, $ids(), 'A review without an avatar address has nothing to copy.' );

		$copies = new AvatarCopies( $this->reviews, new ImageCache( new WpTransport(), array( '127.0.0.1' ) ) );
		self::assertSame( 1, $copies->copy() );

		$good = $this->reviews->find_by_external_id( 'manual', 'avatar-good' );
		$dir  = ( new ImageCache( new WpTransport() ) )->directory();
		self::assertNotNull( $good );
		self::assertStringStartsWith( $dir['url'] . '/', $good->author_avatar );
		$file            = $dir['path'] . '/' . basename( $good->author_avatar );
		self::$created[] = $file;
		self::assertSame( 'image/png', wp_get_image_mime( $file ) );

		$broken = $this->reviews->find_by_external_id( 'manual', 'avatar-broken' );
		self::assertSame( '', $broken?->author_avatar, 'No copy, and never the provider’s address.' );
		self::assertSame( array( $broken->id ), $ids(), 'The failed one is tried again later.' );
	}

	public function test_an_import_schedules_the_copy_once(): void {
		wp_clear_scheduled_hook( AvatarCopies::HOOK );
		do_action(
			'vitrine_reviews_imported',
			null,
			array(
				'imported' => 1,
				'updated'  => 0,
			)
		);
		$first = wp_next_scheduled( AvatarCopies::HOOK );
		self::assertIsInt( $first );
		do_action(
			'vitrine_reviews_imported',
			null,
			array(
				'imported' => 1,
				'updated'  => 0,
			)
		);
		self::assertSame( $first, wp_next_scheduled( AvatarCopies::HOOK ) );
		self::assertCount( 1, array_filter( _get_cron_array(), static fn ( array $hooks ): bool => isset( $hooks[ AvatarCopies::HOOK ] ) ) );
		wp_clear_scheduled_hook( AvatarCopies::HOOK );
	}

	/**
	 * An imported review row.
	 *
	 * @return array<string, mixed>
	 */
	private function row( string $id, string $avatar ): array {
		return array(
			'external_id'          => 'avatar-' . $id,
			'author_name'          => 'Reviewer ' . $id,
			'author_avatar'        => '',
			'author_avatar_source' => $avatar,
			'time'                 => 1700000000,
			'rating'               => 5,
			'text'                 => 'Nice.',
		);
	}
}
