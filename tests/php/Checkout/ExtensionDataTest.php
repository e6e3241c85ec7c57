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

	/**
	 * A new cart after an order emptied it.
	 */
	private function refill(): void {
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 );
	}

	/**
	 * The origin row of an order, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	private function origin_row( int $order_id ): ?array {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}vitrine_order_origins WHERE order_id = %d", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB
	}

	/**
	 * What the capture script sends for a campaign visit, without the prefix.
	 *
	 * @return array<string, string>
	 */
	private static function campaign_fields(): array {
		return array(
			'source_type'          => 'utm',
			'referrer'             => 'https://news.example.org/issue?id=4%2B2',
			'utm_source'           => 'newsletter',
			'utm_medium'           => 'email',
			'utm_campaign'         => 'black_friday',
			'utm_content'          => 'hero',
			'utm_term'             => 'mugs',
			'utm_id'               => '(none)',
			'utm_source_platform'  => '(none)',
			'utm_creative_format'  => '(none)',
			'utm_marketing_tactic' => '(none)',
			'session_entry'        => 'http://shop.test/?utm_source=newsletter&utm_medium=email',
			'session_start_time'   => gmdate( 'Y-m-d H:i:s', time() - 245 ),
			'session_pages'        => '4',
			'session_count'        => '2',
			'user_agent'           => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
		);
	}

	public function test_the_attribution_schema_refuses_wrong_types_long_values_unknown_and_too_many_fields(): void {
		$attribution = $this->services()->get( OrderAttribution::class );
		$schema      = $attribution->schema();
		$valid       = static fn ( mixed $value ): bool => true === rest_validate_value_from_schema( $value, $schema, 'extensions' );
		$many        = self::campaign_fields();
		$many['x']   = 'y';

		self::assertSame( OrderAttribution::EXTENSION_NAMESPACE, 'vitrine/attribution' );
		self::assertTrue( $valid( self::campaign_fields() ) );
		self::assertTrue( $valid( array_fill_keys( array_keys( OrderAttribution::FIELD_LENGTHS ), '' ) ), 'Empty inputs (no consent yet) are valid.' );
		self::assertTrue( $valid( array( 'session_pages' => 3 ) ), 'A JSON client may send a count as a number.' );
		self::assertFalse( $valid( 'utm' ) );
		self::assertFalse( $valid( array( 'source_type' => array( 'utm' ) ) ) );
		self::assertFalse( $valid( array( 'source_type' => 'admin' ) ), 'A buyer cannot claim the admin type.' );
		self::assertFalse( $valid( array( 'utm_source' => 12 ) ) );
		self::assertFalse( $valid( array( 'session_pages' => 'four' ) ) );
		self::assertFalse( $valid( array( 'session_pages' => -1 ) ) );
		self::assertFalse( $valid( array( 'session_start_time' => 'yesterday' ) ) );
		self::assertFalse( $valid( array( 'utm_source' => str_repeat( 'x', 101 ) ) ) );
		self::assertTrue( $valid( array( 'utm_source' => str_repeat( 'é', 100 ) ) ), 'Characters, not bytes.' );
		self::assertFalse( $valid( array( 'referrer' => str_repeat( 'x', 501 ) ) ) );
		self::assertFalse( $valid( array( '<script>' => 'x' ) ) );
		self::assertFalse( $valid( $many ), 'Seventeen fields: one too many, and unknown.' );
	}

	public function test_bad_attribution_never_refuses_the_order_what_passes_is_kept(): void {
		$orders  = $this->order_count();
		$ns      = OrderAttribution::EXTENSION_NAMESPACE;
		$huge    = array();
		$partial = array(
			'source_type'   => 'referral',
			'utm_source'    => 'example.com',
			'utm_campaign'  => str_repeat( 'x', 192 ),
			'session_pages' => array( 1 ),
			'<script>'      => 'x',
		);
		for ( $i = 0; $i < 80; $i++ ) {
			$huge[ 'ns' . $i . '/x' ] = array( 'x' => str_repeat( 'x', 500 ) );
		}

		$nothing = $this->place( array( $ns => array( 'source_type' => array( 'utm' ) ) ) );
		$this->refill();
		$kept = $this->place( array( $ns => $partial ) );
		$this->refill();
		$too_big = $this->place( $huge );

		foreach ( array( $nothing, $kept ) as $response ) {
			self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
		self::assertSame( $orders + 2, $this->order_count() );
		self::assertNull( Plugin::instance()->orders->meta->get_meta( (int) $nothing->get_data()['order_id'], OrderAttribution::META_KEY ) );
		self::assertNull( $this->origin_row( (int) $nothing->get_data()['order_id'] ) );
		self::assertSame(
			array(
				'source_type' => 'referral',
				'utm_source'  => 'example.com',
			),
			Plugin::instance()->orders->meta->get_meta( (int) $kept->get_data()['order_id'], OrderAttribution::META_KEY )
		);
		self::assertSame( 'referral', $this->origin_row( (int) $kept->get_data()['order_id'] )['source_type'] ?? null );
		// The registry's own bounds still refuse a submission no client sends.
		self::assertSame( 400, $too_big->get_status() );
		self::assertSame( 'vitrine_extension_data_too_large', $too_big->get_data()['code'] );
		self::assertSame( $orders + 2, $this->order_count() );
	}

	public function test_a_rest_order_writes_the_meta_and_one_origin_row(): void {
		$fields   = self::campaign_fields();
		$response = $this->place( array( OrderAttribution::EXTENSION_NAMESPACE => array( 'utm_term' => '<b>mu</b>gs' ) + $fields ) );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id    = (int) $response->get_data()['order_id'];
		$order = Plugin::instance()->orders->reader->find( $id );
		$meta  = Plugin::instance()->orders->meta->get_meta( $id, OrderAttribution::META_KEY );
		self::assertSame( 'mugs', $meta['utm_term'] );
		self::assertSame( 'https://news.example.org/issue?id=4%2B2', $meta['referrer'], 'Addresses keep their percent-encoding.' );
		self::assertSame( $fields['user_agent'], $meta['user_agent'] );
		$row = $this->origin_row( $id );
		self::assertNotNull( $row );
		self::assertSame( gmdate( 'Y-m-d H:i:s', (int) $order?->created_at ), $row['created_at'] );
		self::assertSame(
			array(
				'source_type'   => 'utm',
				'source'        => 'newsletter',
				'medium'        => 'email',
				'campaign'      => 'black_friday',
				'content'       => 'hero',
				'term'          => 'mugs',
				'landing_page'  => 'http://shop.test/?utm_source=newsletter&utm_medium=email',
				'referrer'      => 'https://news.example.org/issue?id=4%2B2',
				'device_type'   => 'mobile',
				'session_pages' => '4',
				'session_count' => '2',
			),
			array_diff_key( $row, array_flip( array( 'order_id', 'created_at', 'session_seconds' ) ) )
		);
		self::assertEqualsWithDelta( 245, (int) $row['session_seconds'], 5 );
	}

	public function test_the_0_1_0_namespace_is_still_accepted(): void {
		$response = $this->place(
			array(
				OrderAttribution::LEGACY_NAMESPACE => array(
					'source_type'   => 'organic',
					'utm_source'    => 'google',
					'utm_medium'    => 'organic',
					'session_count' => 3,
				),
			)
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['order_id'];
		self::assertSame(
			array(
				'source_type'   => 'organic',
				'utm_source'    => 'google',
				'utm_medium'    => 'organic',
				'session_count' => '3',
			),
			Plugin::instance()->orders->meta->get_meta( $id, OrderAttribution::META_KEY )
		);
		self::assertSame( 'organic', $this->origin_row( $id )['source_type'] ?? null );
	}

	public function test_empty_inputs_record_nothing(): void {
		$response = $this->place( array( OrderAttribution::EXTENSION_NAMESPACE => array_fill_keys( array_keys( OrderAttribution::FIELD_LENGTHS ), '' ) ) );

		self::assertSame( 200, $response->get_status() );
		self::assertNull( Plugin::instance()->orders->meta->get_meta( (int) $response->get_data()['order_id'], OrderAttribution::META_KEY ) );
		self::assertNull( $this->origin_row( (int) $response->get_data()['order_id'] ) );
	}

	public function test_the_form_checkouts_attribution_fields_are_bounded_and_stored(): void {
		$orders = $this->order_count();
		$many   = array();
		for ( $i = 0; $i <= OrderAttribution::MAX_FIELDS; $i++ ) {
			$many[ 'vitrine_attribution_field_' . $i ] = 'x';
		}
		$form = array();
		foreach ( self::campaign_fields() as $field => $value ) {
			$form[ OrderAttribution::FORM_PREFIX . $field ] = $value;
		}
		$form[ OrderAttribution::FORM_PREFIX . 'source_type' ] = 'referral';
		$form[ OrderAttribution::FORM_PREFIX . 'utm_source' ]  = 'example.com';
		$form[ OrderAttribution::FORM_PREFIX . 'utm_medium' ]  = 'referral';
		$form[ OrderAttribution::FORM_PREFIX . 'user_agent' ]  = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

		$too_many = $this->place_by_form( $many );
		$bad_key  = $this->place_by_form( array( 'vitrine_attribution_a b' => 'x' ) );
		$this->refill();
		$placed = $this->place_by_form( $form );

		// More fields than any script sends is an abuse bound of the ajax call.
		self::assertSame( 400, $too_many->status );
		self::assertSame( 'vitrine_ajax_invalid_param', $too_many->body['code'] );
		self::assertStringContainsString( 'vitrine_attribution_*', $too_many->body['message'] );
		// An unknown field is dropped; the order goes through.
		self::assertSame( 200, $bad_key->status, (string) wp_json_encode( $bad_key->body ) );
		self::assertNull( Plugin::instance()->orders->meta->get_meta( (int) $bad_key->body['order_id'], OrderAttribution::META_KEY ) );
		self::assertSame( 200, $placed->status, (string) wp_json_encode( $placed->body ) );
		self::assertSame( $orders + 2, $this->order_count() );
		$id = (int) $placed->body['order_id'];
		self::assertSame( 'example.com', Plugin::instance()->orders->meta->get_meta( $id, OrderAttribution::META_KEY )['utm_source'] ?? null );
		$row = $this->origin_row( $id );
		self::assertSame( array( 'referral', 'example.com', 'referral', 'tablet', '4' ), array( $row['source_type'] ?? null, $row['source'] ?? null, $row['medium'] ?? null, $row['device_type'] ?? null, $row['session_pages'] ?? null ) );
	}
}
