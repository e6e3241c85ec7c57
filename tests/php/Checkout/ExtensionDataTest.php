<?php
/**
 * Extension data sent with an order: only registered namespaces, each matching its schema,
 * bounded; nothing the buyer sends becomes an order meta key of its choosing.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\OrderAttribution;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\ExtensionData\ExtensionDataRegistry;
use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';

final class ExtensionDataTest extends CheckoutTestCase {

	protected function setUp(): void {
		parent::setUp();
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 );
	}

	/**
	 * @param array<mixed> $extensions The payload's extensions.
	 */
	private function place( array $extensions ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/vitrine/v1/checkout',
			array(
				'billing_address' => $this->billing(),
				'payment_method'  => 'bacs',
				'extensions'      => $extensions,
			),
			$this->nonce_header()
		);
	}

	/**
	 * @param array<string, mixed> $extra Form fields beside the address and the method.
	 */
	private function place_by_form( array $extra ): AjaxResponse {
		$fields = array( 'payment_method' => 'bacs' );
		foreach ( $this->billing() as $key => $value ) {
			$fields[ 'billing_' . $key ] = $value;
		}
		return Plugin::instance()->ajax->dispatch( 'checkout', 'POST', $fields + $extra, wp_create_nonce( CheckoutForm::NONCE_ACTION ) );
	}

	/**
	 * Every meta row of every order, to see that a refusal wrote none.
	 *
	 * @return list<string>
	 */
	private function meta_rows(): array {
		global $wpdb;
		return $wpdb->get_col( "SELECT CONCAT(order_id, ' ', meta_key) FROM {$wpdb->prefix}vitrine_order_meta" ); // phpcs:ignore WordPress.DB
	}

	private function assert_refused_and_nothing_stored( \WP_REST_Response $response, string $code, string $named, int $orders, array $meta ): void {
		self::assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame( $code, $response->get_data()['code'] );
		self::assertStringContainsString( $named, $response->get_data()['message'] );
		self::assertSame( $orders, $this->order_count() );
		self::assertSame( $meta, $this->meta_rows() );
	}

	public function test_the_buyer_cannot_write_the_meta_that_stops_the_new_order_email(): void {
		$orders = $this->order_count();
		$meta   = $this->meta_rows();

		$response = $this->place( array( 'vitrine_new_order_email_sent' => array( 'x' => '1' ) ) );

		$this->assert_refused_and_nothing_stored( $response, 'vitrine_extension_data_unknown', 'vitrine_new_order_email_sent', $orders, $meta );
		self::assertNotContains( OrderEmails::NEW_ORDER_SENT_META, array_map( static fn ( string $row ): string => (string) explode( ' ', $row, 2 )[1], $this->meta_rows() ) );
	}

	public function test_a_long_namespace_is_refused_not_a_server_error(): void {
		$orders = $this->order_count();
		$meta   = $this->meta_rows();
		$name   = str_repeat( 'n', 200 );

		$response = $this->place( array( $name => array( 'x' => '1' ) ) );

		$this->assert_refused_and_nothing_stored( $response, 'vitrine_extension_data_unknown', str_repeat( 'n', 80 ), $orders, $meta );
	}

	public function test_attribution_of_the_wrong_shape_or_size_is_refused(): void {
		$orders = $this->order_count();
		$meta   = $this->meta_rows();
		$ns     = OrderAttribution::EXTENSION_NAMESPACE;
		$many   = array();
		for ( $i = 0; $i <= OrderAttribution::MAX_FIELDS; $i++ ) {
			$many[ 'field_' . $i ] = 'x';
		}
		$huge = array();
		for ( $i = 0; $i < 80; $i++ ) {
			$huge[ 'ns' . $i . '/x' ] = array( 'x' => str_repeat( 'x', 500 ) );
		}

		$nested   = $this->place( array( $ns => array( 'source_type' => array( 'utm' ) ) ) );
		$too_long = $this->place( array( $ns => array( 'referrer' => str_repeat( 'x', OrderAttribution::MAX_LENGTH + 1 ) ) ) );
		$bad_key  = $this->place( array( $ns => array( '<script>' => 'x' ) ) );
		$too_many = $this->place( array( $ns => $many ) );
		$too_big  = $this->place( $huge );

		foreach ( array( $nested, $too_long, $bad_key, $too_many ) as $response ) {
			$this->assert_refused_and_nothing_stored( $response, 'vitrine_extension_data_invalid', $ns, $orders, $meta );
		}
		$this->assert_refused_and_nothing_stored( $too_big, 'vitrine_extension_data_too_large', (string) ExtensionDataRegistry::MAX_BYTES, $orders, $meta );
	}

	public function test_attribution_is_stored_as_the_checkout_always_stored_it(): void {
		$response = $this->place(
			array(
				OrderAttribution::EXTENSION_NAMESPACE => array(
					'source_type'   => 'utm',
					'utm_source'    => '<b>news</b>letter',
					'session_count' => 3,
				),
			)
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame(
			array(
				'source_type'   => 'utm',
				'utm_source'    => 'newsletter',
				'session_count' => '3',
			),
			Plugin::instance()->orders->meta->get_meta( (int) $response->get_data()['order_id'], '_vitrineorder-attribution' )
		);
	}

	public function test_the_form_checkouts_attribution_fields_are_bounded_and_stored(): void {
		$orders = $this->order_count();
		$many   = array();
		for ( $i = 0; $i <= OrderAttribution::MAX_FIELDS; $i++ ) {
			$many[ 'vitrine_attribution_field_' . $i ] = 'x';
		}

		$too_many = $this->place_by_form( $many );
		$bad_key  = $this->place_by_form( array( 'vitrine_attribution_a b' => 'x' ) );
		$placed   = $this->place_by_form(
			array(
				'vitrine_attribution_source_type' => 'referral',
				'vitrine_attribution_referrer'    => 'https://example.org/',
			)
		);

		self::assertSame( 400, $too_many->status );
		self::assertSame( 'vitrine_ajax_invalid_param', $too_many->body['code'] );
		self::assertStringContainsString( 'vitrine_attribution_*', $too_many->body['message'] );
		self::assertSame( 400, $bad_key->status );
		self::assertSame( 'vitrine_extension_data_invalid', $bad_key->body['code'] );
		self::assertSame( 'failure', $bad_key->body['result'] );
		self::assertSame( 200, $placed->status, (string) wp_json_encode( $placed->body ) );
		self::assertSame( $orders + 1, $this->order_count() );
		self::assertSame(
			array(
				'source_type' => 'referral',
				'referrer'    => 'https://example.org/',
			),
			Plugin::instance()->orders->meta->get_meta( (int) $placed->body['order_id'], '_vitrineorder-attribution' )
		);
	}
}
