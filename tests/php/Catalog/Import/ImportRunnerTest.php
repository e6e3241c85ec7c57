<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\ImageImporter;
use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Plugin;
use Vitrine\Tests\LocalHttpServer;

require_once __DIR__ . '/ImportTestCase.php';

final class ImportRunnerTest extends ImportTestCase {

	private const HEADER = array( 'ID', 'Type', 'SKU', 'Name', 'Published', 'Regular price', 'Sale price', 'Date sale price starts', 'Date sale price ends', 'Stock', 'In stock?', 'Backorders allowed?', 'Categories', 'Tags', 'Images', 'Parent', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global' );

	protected function setUp(): void {
		parent::setUp();
		// A shop manager imports: they may create the file's missing categories and tags.
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
	}

	public function test_a_user_who_cannot_create_terms_is_told_in_the_dry_run_and_nothing_is_created(): void {
		$kitchen = wp_insert_term( 'Kitchen', ProductPostTypes::CATEGORY );
		$blue    = wp_insert_term( 'blue', ProductPostTypes::TAG );
		self::assertIsArray( $kitchen );
		self::assertIsArray( $blue );
		$colour = Plugin::instance()->catalog->attributes->save( 'colour', 'Colour' );
		self::assertIsArray( wp_insert_term( 'Red', $colour->taxonomy() ) );
		$csv = self::csv(
			array(
				self::HEADER,
				array( '', 'simple', 'T-1', 'Known terms', '1', '10.00', '', '', '', '5', '', '0', 'Kitchen', 'Blue', '', '', 'Colour', 'Red', '1', '1' ),
				array( '', 'simple', 'T-2', 'New terms', '1', '10.00', '', '', '', '5', '', '0', 'Kitchen > Mugs, Garden', 'blue, sale', '', '', '', '', '', '' ),
				array( '', 'simple', 'T-3', 'New value', '1', '10.00', '', '', '', '5', '', '0', '', '', '', '', 'colour', 'Red, Green', '1', '1' ),
				array( '', 'simple', 'T-4', 'New attribute', '1', '10.00', '', '', '', '5', '', '0', '', '', '', '', 'Material', 'Wool', '1', '1' ),
				array( '', 'simple', 'T-5', 'Own attribute', '1', '10.00', '', '', '', '5', '', '0', '', '', '', '', 'Material', 'Wool', '1', '0' ),
			)
		);
		// Edits products (the import's capability), but manages no categories or tags.
		$editor = $this->create_user( 'subscriber' );
		( new \WP_User( $editor ) )->add_cap( ProductPostTypes::EDIT_CAPABILITY );
		wp_set_current_user( $editor );
		self::assertTrue( current_user_can( ProductPostTypes::EDIT_CAPABILITY ) );

		$id    = $this->upload( $csv );
		$check = $this->runner()->dry_run( $id );
		self::assertSame( 2, $check['valid'] );
		self::assertSame(
			array(
				array(
					'row'     => 2,
					'column'  => 'Categories',
					'message' => 'Category Kitchen > Mugs does not exist and you cannot create categories.',
				),
				array(
					'row'     => 2,
					'column'  => 'Categories',
					'message' => 'Category Garden does not exist and you cannot create categories.',
				),
				array(
					'row'     => 2,
					'column'  => 'Tags',
					'message' => 'Tag sale does not exist and you cannot create tags.',
				),
				array(
					'row'     => 3,
					'column'  => 'Attribute 1 value(s)',
					'message' => 'Green is not a value of Colour and you cannot create attribute values.',
				),
				array(
					'row'     => 4,
					'column'  => 'Attribute 1 name',
					'message' => 'Attribute Material does not exist and you cannot create attributes.',
				),
			),
			$check['problems']
		);

		$job = $this->run_all( $id );
		self::assertSame( 2, $job['created_count'] );
		self::assertSame( array( 2, 3, 4 ), array_column( $job['skipped'], 'row' ) );
		self::assertNull( term_exists( 'Green', $colour->taxonomy() ) );
		self::assertCount( 1, Plugin::instance()->catalog->attributes->all() );
		self::assertNull( term_exists( 'Mugs', ProductPostTypes::CATEGORY ) );
		self::assertNull( term_exists( 'Garden', ProductPostTypes::CATEGORY ) );
		self::assertNull( term_exists( 'sale', ProductPostTypes::TAG ) );
		$product = (int) ( get_posts(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'post_status' => 'any',
				'title'       => 'Known terms',
				'fields'      => 'ids',
			)
		)[0] ?? 0 );
		self::assertSame( array( (int) $kitchen['term_id'] ), wp_get_object_terms( $product, ProductPostTypes::CATEGORY, array( 'fields' => 'ids' ) ) );
		self::assertSame( array( (int) $blue['term_id'] ), wp_get_object_terms( $product, ProductPostTypes::TAG, array( 'fields' => 'ids' ) ) );

		// The shop manager's dry run of the same file finds nothing wrong.
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		self::assertSame( array(), $this->runner()->dry_run( $this->upload( $csv ) )['problems'] );
	}

	/**
	 * $count simple products P-1…P-n.
	 *
	 * @return list<list<string>>
	 */
	private static function simple_rows( int $count ): array {
		$rows = array( self::HEADER );
		for ( $i = 1; $i <= $count; $i++ ) {
			$rows[] = array( '', 'simple', 'P-' . $i, 'Product ' . $i, '1', ( 10 + $i ) . '.00', '', '', '', (string) $i, '', '0', 'Shop > Things', 'import', '', '', '', '', '', '' );
		}
		return $rows;
	}

	public function test_a_lost_batch_is_resumed_without_duplicates_and_every_row_is_in(): void {
		$before = self::count_products();
		$id     = $this->upload( self::csv( self::simple_rows( 60 ) ) );

		$job = $this->runner()->run_batch( $id );
		self::assertSame( 25, $job['cursor'] );
		self::assertSame( 'running', $job['status'] );

		// The process is lost after writing some rows but before its cursor was saved: the stored
		// job goes back to an earlier cursor, as if the last rows' saves never happened.
		$jobs           = Plugin::instance()->get( ImportJobs::class );
		$stored         = $jobs->get( $id );
		$replay         = $this->runner()->run_batch( $id, 5 );
		$stored['refs'] = $replay['refs'];
		$jobs->save( $stored ); // Cursor back at 25, rows 26 to 30 written already.

		// A new request (a new runner) resumes from the stored cursor.
		$done = $this->run_all( $id );

		self::assertSame( 'done', $done['status'] );
		self::assertSame( 60, $done['cursor'] );
		self::assertSame( 60, self::count_products() - $before );
		for ( $i = 1; $i <= 60; $i++ ) {
			self::assertNotSame( 0, self::by_sku( 'P-' . $i ), 'P-' . $i );
		}
		$product = Plugin::instance()->get( ProductRepository::class )->find( self::by_sku( 'P-42' ) );
		self::assertNotNull( $product );
		self::assertSame( '52.00', $product->prices->regular );
		self::assertSame( 42, $product->stock->quantity );
		$terms = wp_get_object_terms( $product->id, ProductPostTypes::CATEGORY );
		self::assertIsArray( $terms );
		self::assertSame( 'Things', $terms[0]->name );
		$parent = get_term( $terms[0]->parent, ProductPostTypes::CATEGORY );
		self::assertInstanceOf( \WP_Term::class, $parent );
		self::assertSame( 'Shop', $parent->name );
	}

	public function test_importing_the_same_file_twice_changes_nothing(): void {
		$csv   = self::csv( self::simple_rows( 3 ) );
		$first = $this->run_all( $this->upload( $csv ) );
		self::assertSame( 3, $first['created_count'] );
		$count = self::count_products();
		$meta  = get_post_meta( self::by_sku( 'P-2' ) );
		$terms = wp_count_terms(
			array(
				'taxonomy'   => ProductPostTypes::CATEGORY,
				'hide_empty' => false,
			)
		);

		$second = $this->run_all( $this->upload( $csv ) );

		self::assertSame( 0, $second['created_count'] );
		self::assertSame( 3, $second['updated_count'] );
		self::assertSame( $count, self::count_products() );
		self::assertEquals( $meta, get_post_meta( self::by_sku( 'P-2' ) ) );
		self::assertEquals(
			$terms,
			wp_count_terms(
				array(
					'taxonomy'   => ProductPostTypes::CATEGORY,
					'hide_empty' => false,
				)
			)
		);
	}

	public function test_ids_of_another_shop_are_remembered_so_a_replay_creates_nothing_twice(): void {
		$before = self::count_products();
		$id     = $this->upload(
			self::csv(
				array(
					self::HEADER,
					array( '990001', 'variable', '', 'Other shop tee', '1', '', '', '', '', '', '', '0', '', '', '', '', 'Size', 'S', '1', '0' ),
					array( '990002', 'variation', '', 'Other shop tee', '1', '9.00', '', '', '', '', '', '0', '', '', '', 'id:990001', 'Size', 'S', '', '0' ),
				)
			)
		);
		$job    = $this->run_all( $id );
		self::assertSame( 2, $job['created_count'] );

		// Replayed from the start, as after a lost cursor: the remembered ids are updated.
		$jobs             = Plugin::instance()->get( ImportJobs::class );
		$stored           = $jobs->get( $id );
		$stored['cursor'] = 0;
		$stored['offset'] = 0;
		$stored['status'] = 'running';
		$jobs->save( $stored );
		$again = $this->run_all( $id );

		self::assertSame( 2, $again['updated_count'] - $job['updated_count'] );
		self::assertSame( $before + 2, self::count_products() );
		$product    = (int) $again['refs']['id:990001'];
		$variations = Plugin::instance()->get( ProductRepository::class )->variations( $product );
		self::assertCount( 1, $variations );
		self::assertSame( '9.00', $variations[0]->prices->regular );
	}

	public function test_the_references_are_kept_beside_the_job_which_stays_small(): void {
		$rows = array( self::HEADER );
		for ( $i = 1; $i <= 40; $i++ ) {
			$rows[] = array( (string) ( 880000 + $i ), 'simple', '', 'Referenced ' . $i, '1', '12.00', '', '', '', '', '', '0', '', '', '', '', '', '', '', '' );
		}
		$id  = $this->upload( self::csv( $rows ) );
		$job = $this->run_all( $id );
		self::assertSame( 40, $job['created_count'] );

		// The job's own option, saved after every row, holds none of them.
		$stored = get_option( ImportJobs::OPTION . $id );
		self::assertSame( array(), $stored['refs'] );
		// A later request (a new ImportJobs) reads every one back from the buckets.
		$refs = ( new ImportJobs() )->get( $id )['refs'];
		self::assertCount( 40, $refs );
		self::assertSame( 'Referenced 7', get_the_title( $refs['id:880007'] ) );

		// A job saved with its references inside (before the buckets) keeps them, moved out.
		$stored['refs'] = array( 'id:770001' => 42 );
		update_option( ImportJobs::OPTION . $id, $stored, false );
		$moved = ( new ImportJobs() )->get( $id );
		self::assertSame( 42, $moved['refs']['id:770001'] );
		self::assertSame( 42, ( new ImportJobs() )->get( $id )['refs']['id:770001'] );

		// Deleting the job deletes its buckets.
		( new ImportJobs() )->delete( $moved );
		global $wpdb;
		self::assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( ImportJobs::OPTION . $id ) . '%' ) ) );
	}

	public function test_a_row_updates_the_product_of_its_sku(): void {
		$this->run_all( $this->upload( self::csv( self::simple_rows( 1 ) ) ) );
		$id = self::by_sku( 'P-1' );

		$job = $this->run_all( $this->upload( self::csv( array( array( 'SKU', 'Regular price', 'Sale price', 'Date sale price starts', 'Date sale price ends' ), array( 'P-1', '20.00', '15.00', '2030-01-01', '2030-01-31' ) ) ) ) );

		self::assertSame( 1, $job['updated_count'] );
		$product = Plugin::instance()->get( ProductRepository::class )->find( $id );
		self::assertNotNull( $product );
		self::assertSame( 'Product 1', $product->name );
		self::assertSame( '15.00', $product->prices->sale );
		$start = new \DateTimeImmutable( '2030-01-01 00:00:00', wp_timezone() );
		$end   = new \DateTimeImmutable( '2030-01-31 23:59:59', wp_timezone() );
		self::assertSame( $start->getTimestamp(), $product->prices->sale_from );
		self::assertSame( $end->getTimestamp(), $product->prices->sale_to );
	}

	public function test_a_variable_product_with_its_variations(): void {
		$id = $this->upload(
			self::csv(
				array(
					self::HEADER,
					array( '', 'variable', 'TEE', 'Tee', '1', '', '', '', '', '', '', '0', 'Clothing', '', '', '', 'Size', 'S, M', '1', '1' ),
					array( '', 'variation', 'TEE-S', 'Tee', '1', '20.00', '', '', '', '3', '', '0', '', '', '', 'TEE', 'Size', 'S', '', '1' ),
					array( '', 'variation', 'TEE-M', 'Tee', '0', '22.00', '18.00', '', '', '', '0', '0', '', '', '', 'TEE', 'Size', 'M', '', '1' ),
				)
			)
		);

		$job = $this->run_all( $id );

		self::assertSame( array(), $job['skipped'] );
		$repository = Plugin::instance()->get( ProductRepository::class );
		$product    = $repository->find( self::by_sku( 'TEE' ) );
		self::assertNotNull( $product );
		self::assertTrue( $product->is_variable() );
		self::assertSame( 'vitrine_pa_size', $product->attributes[0]->taxonomy );
		self::assertTrue( $product->attributes[0]->variation );
		self::assertSame( array( 's', 'm' ), $product->attributes[0]->options );
		$variations = $repository->variations( $product->id );
		self::assertCount( 2, $variations );
		self::assertSame( array( 'vitrine_pa_size' => 's' ), $variations[0]->attributes );
		self::assertSame( 3, $variations[0]->stock->quantity );
		self::assertSame( '20.00', $variations[0]->prices->regular );
		self::assertFalse( $variations[1]->is_enabled() );
		self::assertSame( '18.00', $variations[1]->prices->sale );
		self::assertSame( 'outofstock', $variations[1]->stock->status() );
	}

	public function test_images_are_fetched_once_per_url_into_the_media_library(): void {
		$log    = (string) tempnam( sys_get_temp_dir(), 'img' );
		$server = LocalHttpServer::start( dirname( __DIR__, 3 ) . '/fixtures/import-images/router.php', array( 'VITRINE_IMPORT_IMAGES_LOG' => $log ) );
		$files  = array();
		try {
			$runner = $this->runner( array( '127.0.0.1' ) );
			$rows   = array(
				self::HEADER,
				array( '', 'simple', 'IMG-1', 'With images', '1', '5.00', '', '', '', '', '', '0', '', '', $server->url . '/front.png, ' . $server->url . '/back.png', '', '', '', '', '' ),
				array( '', 'simple', 'IMG-2', 'Same image', '1', '5.00', '', '', '', '', '', '0', '', '', $server->url . '/front.png', '', '', '', '', '' ),
				array( '', 'simple', 'IMG-3', 'Not an image', '1', '5.00', '', '', '', '', '', '0', '', '', $server->url . '/text.png', '', '', '', '', '' ),
			);
			$job    = $this->run_all( $this->upload( self::csv( $rows ), $runner ), $runner );

			$one = Plugin::instance()->get( ProductRepository::class )->find( self::by_sku( 'IMG-1' ) );
			$two = Plugin::instance()->get( ProductRepository::class )->find( self::by_sku( 'IMG-2' ) );
			self::assertNotNull( $one );
			self::assertNotNull( $two );
			self::assertNotSame( 0, $one->image_id );
			self::assertCount( 1, $one->gallery_ids );
			self::assertSame( $one->image_id, $two->image_id );
			self::assertSame( $server->url . '/front.png', get_post_meta( $one->image_id, ImageImporter::SOURCE_META, true ) );
			self::assertSame( 'image/png', get_post_mime_type( $one->image_id ) );
			$files = array( (string) get_attached_file( $one->image_id ), (string) get_attached_file( $one->gallery_ids[0] ) );
			// front.png was downloaded once although two products use it.
			self::assertSame( array( '/front.png', '/back.png', '/text.png' ), array_values( array_filter( explode( "\n", (string) file_get_contents( $log ) ) ) ) );
			self::assertSame( 3, $job['skipped'][0]['row'] );
			self::assertStringContainsString( 'did not answer with a JPEG, PNG', $job['skipped'][0]['reasons'][0] );
			self::assertSame( 0, self::by_sku( 'IMG-3' ) );
		} finally {
			$server->stop();
			unlink( $log );
			foreach ( $files as $file ) {
				wp_delete_file( $file );
			}
		}
	}

	public function test_an_image_on_a_private_address_is_refused(): void {
		$job = $this->run_all( $this->upload( self::csv( array( self::HEADER, array( '', 'simple', 'PRIV', 'Private', '1', '5.00', '', '', '', '', '', '0', '', '', 'http://127.0.0.1/a.png', '', '', '', '', '' ) ) ) ) );

		self::assertStringContainsString( 'could not be downloaded', $job['skipped'][0]['reasons'][0] );
		self::assertSame( 0, self::by_sku( 'PRIV' ) );
	}

	public function test_the_mapping_can_be_changed_and_is_checked(): void {
		$runner = $this->runner();
		$id     = $this->upload( self::csv( array( array( 'Reference', 'Title' ), array( 'X-1', 'Mapped by hand' ) ) ), $runner );
		self::assertSame( array( '', 'name' ), $runner->map( $id, array( '', 'name' ) )['mapping'] );

		$runner->map( $id, array( 'sku', 'name' ) );
		$this->run_all( $id, $runner );

		self::assertSame( 'Mapped by hand', get_the_title( self::by_sku( 'X-1' ) ) );
		$this->expectException( \Vitrine\Catalog\Import\ImportError::class );
		$runner->map( $id, array( 'sku', 'name' ) );
	}
}
