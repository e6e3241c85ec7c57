<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Plugin;

require_once __DIR__ . '/ImportTestCase.php';

final class ImportRoutesTest extends ImportTestCase {

	private const CSV = "SKU,Name,Regular price\nR-1,Route one,5.00\nR-2,Route two,abc\n";

	protected function tearDown(): void {
		$jobs = Plugin::instance()->get( ImportJobs::class );
		global $wpdb;
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( ImportJobs::OPTION ) . '%' ) ) as $name ) {
			$job = get_option( (string) $name );
			if ( is_array( $job ) && isset( $job['file'] ) ) {
				$jobs->delete( $job );
			}
		}
		parent::tearDown();
	}

	public function test_upload_map_check_and_import_through_the_routes(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$upload = $this->rest(
			'POST',
			'/vitrine/v1/products/imports',
			array(
				'content' => self::CSV,
				'name'    => 'mine.csv',
			),
			$this->nonce_header()
		);
		self::assertSame( 201, $upload->get_status() );
		$id = $upload->get_data()['id'];
		self::assertSame( array( 'sku', 'name', 'regular_price' ), $upload->get_data()['mapping'] );

		$mapping = $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id . '/mapping', array(), $this->nonce_header() );
		self::assertSame( 200, $mapping->get_status() );
		self::assertContains(
			array(
				'key'   => 'regular_price',
				'label' => 'Regular price',
			),
			$mapping->get_data()['fields']
		);

		$saved = $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'mapping' => array( 'sku', 'name', 'regular_price' ) ), $this->nonce_header() );
		self::assertSame( 200, $saved->get_status() );

		$check = $this->rest( 'POST', '/vitrine/v1/products/imports/' . $id . '/dry-run', array(), $this->nonce_header() );
		self::assertSame( 200, $check->get_status() );
		self::assertSame( 2, $check->get_data()['rows'] );
		self::assertSame( 1, $check->get_data()['valid'] );
		self::assertSame( 2, $check->get_data()['problems'][0]['row'] );
		self::assertSame( 'Regular price', $check->get_data()['problems'][0]['column'] );

		$batch = $this->rest( 'POST', '/vitrine/v1/products/imports/' . $id . '/batch', array(), $this->nonce_header() );
		self::assertSame( 200, $batch->get_status() );
		self::assertSame( 'done', $batch->get_data()['status'] );
		self::assertSame( 1, $batch->get_data()['created'] );
		self::assertSame( 2, $batch->get_data()['skipped'][0]['row'] );

		$status = $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id, array(), $this->nonce_header() );
		self::assertSame( 2, $status->get_data()['done'] );
		self::assertNotSame( 0, self::by_sku( 'R-1' ) );
	}

	public function test_the_sample_file_starts_an_import(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$upload = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'sample' => true ), $this->nonce_header() );
		$check  = $this->rest( 'POST', '/vitrine/v1/products/imports/' . $upload->get_data()['id'] . '/dry-run', array(), $this->nonce_header() );

		self::assertSame( 201, $upload->get_status() );
		self::assertSame( 'products.csv', $upload->get_data()['name'] );
		self::assertSame( array(), $check->get_data()['problems'] );
		self::assertSame( 22, $check->get_data()['rows'] );
	}

	public function test_a_call_without_nonce_or_capability_is_refused(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$no_nonce = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => self::CSV ) );
		$id       = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => self::CSV ), $this->nonce_header() )->get_data()['id'];

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$upload = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => self::CSV ), $this->nonce_header() );
		$batch  = $this->rest( 'POST', '/vitrine/v1/products/imports/' . $id . '/batch', array(), $this->nonce_header() );
		$status = $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id, array(), $this->nonce_header() );

		self::assertSame( 403, $no_nonce->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );
		foreach ( array( $upload, $batch, $status ) as $response ) {
			self::assertSame( 403, $response->get_status() );
		}
		self::assertSame( 0, self::by_sku( 'R-1' ) );
	}

	public function test_a_job_is_its_uploaders_and_the_administrators_only(): void {
		$manager = $this->create_user( \Vitrine\Account\ShopManagerRole::ROLE );
		wp_set_current_user( $manager );
		$id = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => self::CSV ), $this->nonce_header() )->get_data()['id'];

		wp_set_current_user( $this->create_user( \Vitrine\Account\ShopManagerRole::ROLE ) );
		$status = $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id, array(), $this->nonce_header() );
		$batch  = $this->rest( 'POST', '/vitrine/v1/products/imports/' . $id . '/batch', array(), $this->nonce_header() );
		self::assertSame( 404, $status->get_status() );
		self::assertSame( 'vitrine_import_not_found', $status->get_data()['code'] );
		self::assertSame( 404, $batch->get_status() );
		self::assertSame( 0, self::by_sku( 'R-1' ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		self::assertSame( 200, $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id, array(), $this->nonce_header() )->get_status() );
		wp_set_current_user( $manager );
		self::assertSame( 200, $this->rest( 'GET', '/vitrine/v1/products/imports/' . $id, array(), $this->nonce_header() )->get_status() );
	}

	public function test_bad_input_is_answered_4xx_with_a_code_and_a_message(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id = $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => self::CSV ), $this->nonce_header() )->get_data()['id'];

		$cases = array(
			array( 400, 'vitrine_import_no_file', $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'name' => 'x.csv' ), $this->nonce_header() ) ),
			array( 400, 'vitrine_import_empty', $this->rest( 'POST', '/vitrine/v1/products/imports', array( 'content' => '   ' ), $this->nonce_header() ) ),
			array( 404, 'vitrine_import_not_found', $this->rest( 'GET', '/vitrine/v1/products/imports/' . str_repeat( 'a', 20 ), array(), $this->nonce_header() ) ),
			array( 400, 'vitrine_import_bad_mapping', $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'mapping' => array( 'sku' ) ), $this->nonce_header() ) ),
			array( 400, 'vitrine_import_bad_mapping', $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'mapping' => array( 'sku', 'colour', '' ) ), $this->nonce_header() ) ),
			array( 400, 'vitrine_import_bad_mapping', $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'mapping' => array( 'sku', 'sku', '' ) ), $this->nonce_header() ) ),
			array( 400, 'rest_missing_callback_param', $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'other' => 1 ), $this->nonce_header() ) ),
		);
		foreach ( $cases as $index => list( $status, $code, $response ) ) {
			self::assertSame( $status, $response->get_status(), (string) $index );
			self::assertSame( $code, $response->get_data()['code'], (string) $index );
			self::assertNotSame( '', $response->get_data()['message'] );
		}

		try {
			// JSON cannot carry bytes that are not UTF-8; a multipart upload can.
			$this->runner()->upload( "SKU,Name\nA,Caf\xE9\n", 'latin1.csv' );
			self::fail( 'A file that is not UTF-8 should be refused.' );
		} catch ( \Vitrine\Catalog\Import\ImportError $e ) {
			self::assertSame( 'vitrine_import_not_utf8', $e->error_code );
		}

		$this->rest( 'POST', '/vitrine/v1/products/imports/' . $id . '/batch', array(), $this->nonce_header() );
		$late = $this->rest( 'PUT', '/vitrine/v1/products/imports/' . $id . '/mapping', array( 'mapping' => array( 'sku', 'name', '' ) ), $this->nonce_header() );
		self::assertSame( 409, $late->get_status() );
		self::assertSame( 'vitrine_import_started', $late->get_data()['code'] );
	}
}
