<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

require_once __DIR__ . '/WooTestCase.php';

final class WooMigrationRoutesTest extends WooTestCase {

	public function test_found_dry_run_and_copy_through_the_routes(): void {
		$this->fill( false );

		$found = $this->rest( 'GET', '/vitrine/v1/woo-migration', array(), $this->nonce_header() );
		self::assertSame( 200, $found->get_status() );
		self::assertTrue( $found->get_data()['found'] );
		self::assertSame(
			array(
				'products'  => 4,
				'coupons'   => 3,
				'customers' => 1,
				'orders'    => 4,
			),
			$found->get_data()['counts']
		);
		self::assertSame( 'posts', $found->get_data()['orders_storage'] );
		self::assertNull( $found->get_data()['job'] );

		$dry = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'dry' ), $this->nonce_header() );
		self::assertSame( 201, $dry->get_status() );
		self::assertSame( 'dry', $dry->get_data()['mode'] );
		$job = $dry->get_data();
		for ( $i = 0; $i < 10 && 'running' === $job['status']; $i++ ) {
			$job = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs/' . $job['id'] . '/batch', array(), $this->nonce_header() )->get_data();
		}
		self::assertSame( 'done', $job['status'] );
		self::assertSame( 3, $job['counts']['orders']['created'] );
		self::assertSame( 0, self::copied_post( $this->shop->ids['mug'] ) );

		$run   = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'run' ), $this->nonce_header() )->get_data();
		$again = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'dry' ), $this->nonce_header() );
		self::assertSame( 409, $again->get_status(), 'A copy under way is resumed, not replaced.' );
		self::assertSame( 'vitrine_woo_running', $again->get_data()['code'] );

		$job = $run;
		for ( $i = 0; $i < 10 && 'running' === $job['status']; $i++ ) {
			$job = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs/' . $run['id'] . '/batch', array(), $this->nonce_header() )->get_data();
		}
		self::assertSame( 'done', $job['status'] );
		self::assertSame( 3, $job['counts']['products']['created'] );
		self::assertNotSame( 0, self::copied_post( $this->shop->ids['mug'] ) );

		$status = $this->rest( 'GET', '/vitrine/v1/woo-migration', array(), $this->nonce_header() )->get_data();
		self::assertSame( $run['id'], $status['job']['id'], 'A reload finds the migration.' );
	}

	public function test_nonce_capability_and_bad_input_are_refused(): void {
		$this->fill();
		$no_nonce = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'run' ) );
		$bad_mode = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'everything' ), $this->nonce_header() );
		$no_mode  = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array(), $this->nonce_header() );
		$no_job   = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs/abcdefabcdef/batch', array(), $this->nonce_header() );
		$bad_id   = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs/ABC/batch', array(), $this->nonce_header() );
		$id       = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'dry' ), $this->nonce_header() )->get_data()['id'];

		wp_set_current_user( $this->create_user( \Vitrine\Account\ShopManagerRole::ROLE ) );
		$found = $this->rest( 'GET', '/vitrine/v1/woo-migration', array(), $this->nonce_header() );
		$start = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'run' ), $this->nonce_header() );
		$batch = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs/' . $id . '/batch', array(), $this->nonce_header() );

		self::assertSame( 403, $no_nonce->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );
		self::assertSame( 400, $bad_mode->get_status() );
		self::assertSame( 400, $no_mode->get_status() );
		self::assertSame( 404, $no_job->get_status() );
		self::assertSame( 'vitrine_woo_no_job', $no_job->get_data()['code'] );
		self::assertSame( 404, $bad_id->get_status(), 'An id of the wrong shape matches no route.' );
		foreach ( array( $found, $start, $batch ) as $response ) {
			self::assertSame( 403, $response->get_status() );
		}
		self::assertSame( 0, self::copied_post( $this->shop->ids['mug'] ) );
	}

	public function test_without_woocommerce_data_the_start_is_refused(): void {
		$found = $this->rest( 'GET', '/vitrine/v1/woo-migration', array(), $this->nonce_header() );
		$start = $this->rest( 'POST', '/vitrine/v1/woo-migration/runs', array( 'mode' => 'dry' ), $this->nonce_header() );

		self::assertFalse( $found->get_data()['found'] );
		self::assertSame( '', $found->get_data()['orders_storage'] );
		self::assertSame( 404, $start->get_status() );
		self::assertSame( 'vitrine_woo_not_found', $start->get_data()['code'] );
		self::assertSame( 'No WooCommerce data was found in this site’s database.', $start->get_data()['message'] );
	}
}
