<?php
/**
 * The shop's data in WordPress's personal data export and erasure.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Privacy;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerNotes;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreItems;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderWriter;
use Vitrine\Plugin;
use Vitrine\Privacy\AccountPersonalData;
use Vitrine\Privacy\OrdersPersonalData;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';

final class PersonalDataTest extends OrderTestCase {

	private const EMAIL = 'ada@example.org';

	private OrdersPersonalData $order_data;

	private AccountPersonalData $account_data;

	protected function setUp(): void {
		parent::setUp();
		$this->order_data   = Plugin::instance()->get( OrdersPersonalData::class );
		$this->account_data = Plugin::instance()->get( AccountPersonalData::class );
		Plugin::instance()->settings->update( array( OrdersPersonalData::ERASE_SETTING => false ) );
	}

	private function order_for( string $email, string $status ): Order {
		$draft              = $this->draft( array( $this->product() => 1 ) );
		$draft->billing     = array( 'email' => $email ) + $draft->billing;
		$draft->customer_ip = '203.0.113.45';
		$draft->user_agent  = 'Mozilla/5.0 Test';
		$order              = $this->writer->create( $draft );
		return OrderStatus::PENDING === $status ? $order : $this->force_status( $order, $status );
	}

	/**
	 * @param array{data: list<array<string, mixed>>, done: bool} $export An export page.
	 * @return array<string, list<string>> Item id => "name: value" lines.
	 */
	private static function items( array $export ): array {
		$items = array();
		foreach ( $export['data'] as $item ) {
			$items[ (string) $item['item_id'] ] = array_map( static fn ( array $row ): string => $row['name'] . ': ' . $row['value'], $item['data'] );
		}
		return $items;
	}

	public function test_the_exporters_and_erasers_are_offered_to_wordpress(): void {
		self::assertArrayHasKey( 'vitrine-orders', apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		self::assertArrayHasKey( 'vitrine-account', apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		self::assertArrayHasKey( 'vitrine-orders', apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
		self::assertArrayHasKey( 'vitrine-account', apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	public function test_a_persons_orders_are_exported_with_their_details_and_no_one_elses(): void {
		$mine  = $this->order_for( self::EMAIL, OrderStatus::COMPLETED );
		$other = $this->order_for( 'someone@example.org', OrderStatus::COMPLETED );

		$export = $this->order_data->export( self::EMAIL, 1 );

		self::assertTrue( $export['done'] );
		$items = self::items( $export );
		self::assertSame( array( 'vitrine-order-' . $mine->id ), array_keys( $items ) );
		$lines = implode( "\n", $items[ 'vitrine-order-' . $mine->id ] );
		self::assertStringContainsString( 'Order number: ' . $mine->number(), $lines );
		self::assertStringContainsString( 'Billing address: Ada, Lovelace, 12 Analytical Street, N1 9GU, London, GB', $lines );
		self::assertStringContainsString( 'IP address: 203.0.113.45', $lines );
		self::assertStringContainsString( 'Items: Mug × 1', $lines );
		self::assertStringNotContainsString( (string) $other->id . "\n", $lines );
	}

	public function test_orders_are_exported_ten_a_page(): void {
		for ( $i = 0; $i < 11; $i++ ) {
			$this->order_for( self::EMAIL, OrderStatus::COMPLETED );
		}
		$first  = $this->order_data->export( self::EMAIL, 1 );
		$second = $this->order_data->export( self::EMAIL, 2 );

		self::assertCount( 10, $first['data'] );
		self::assertFalse( $first['done'] );
		self::assertCount( 1, $second['data'] );
		self::assertTrue( $second['done'] );
	}

	public function test_orders_are_kept_unless_the_merchant_allows_their_erasure(): void {
		$order = $this->order_for( self::EMAIL, OrderStatus::COMPLETED );

		$answer = $this->order_data->erase( self::EMAIL, 1 );

		self::assertFalse( $answer['items_removed'] );
		self::assertTrue( $answer['items_retained'] );
		self::assertTrue( $answer['done'] );
		self::assertStringContainsString( 'keeps personal data in orders', implode( ' ', $answer['messages'] ) );
		self::assertSame( self::EMAIL, $this->reader->fresh( $order->id )?->billing_email() );
	}

	public function test_erasure_anonymizes_finished_orders_and_keeps_those_being_dealt_with(): void {
		Plugin::instance()->settings->update( array( OrdersPersonalData::ERASE_SETTING => true ) );
		$done   = $this->order_for( self::EMAIL, OrderStatus::COMPLETED );
		$active = $this->order_for( self::EMAIL, OrderStatus::PROCESSING );

		$answer = $this->order_data->erase( self::EMAIL, 1 );

		self::assertTrue( $answer['items_removed'] );
		self::assertTrue( $answer['items_retained'] );
		self::assertTrue( $answer['done'] );
		self::assertSame( array( sprintf( 'Order #%d is still being dealt with: its personal data was kept.', $active->id ) ), $answer['messages'] );

		$erased = $this->reader->fresh( $done->id );
		self::assertNotNull( $erased );
		self::assertSame( 'deleted@site.invalid', $erased->billing_email() );
		self::assertSame( '', $erased->billing['first_name'] ?? '' );
		self::assertSame( '', $erased->billing['address_1'] ?? '' );
		self::assertSame( '', $erased->shipping['last_name'] ?? '' );
		self::assertSame( 'GB', $erased->billing['country'] ?? '', 'The country stays: the tax was worked out from it.' );
		self::assertSame( '203.0.113.0', $erased->customer_ip );
		self::assertSame( '', $erased->user_agent );
		self::assertSame( $done->total, $erased->total );
		self::assertNotNull( $this->meta->get_meta( $done->id, OrderWriter::ANONYMIZED_META ) );
		self::assertContains( 'Personal data removed on request.', array_map( static fn ( $note ): string => $note->content, $this->notes->notes( $done->id ) ) );
		self::assertSame( self::EMAIL, $this->reader->fresh( $active->id )?->billing_email() );

		// Nothing left to erase: the export finds only the order being dealt with.
		self::assertSame( array( 'vitrine-order-' . $active->id ), array_keys( self::items( $this->order_data->export( self::EMAIL, 1 ) ) ) );
	}

	public function test_the_accounts_addresses_lists_and_the_shops_notes_are_exported_then_erased(): void {
		$user = $this->create_user( 'customer' );
		wp_update_user(
			array(
				'ID'         => $user,
				'user_email' => self::EMAIL,
			)
		);
		Plugin::instance()->get( CustomerAccounts::class )->save_address(
			$user,
			'billing',
			array(
				'first_name' => 'Ada',
				'city'       => 'London',
			)
		);
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'Kept post',
				'post_status' => 'publish',
			)
		);
		Plugin::instance()->get( StoreItems::class )->add( 'favourites', $post, $user );
		$notes = Plugin::instance()->get( CustomerNotes::class );
		$notes->add( CustomerKey::user( $user ), 'Prefers morning deliveries.', 1 );
		$notes->add( CustomerKey::guest( self::EMAIL ), 'Called about a refund.', 1 );

		$lines = implode( "\n", array_merge( ...array_values( self::items( $this->account_data->export( self::EMAIL ) ) ) ) );
		self::assertStringContainsString( 'Billing address: Ada, London', $lines );
		self::assertStringContainsString( 'Favourites: Kept post', $lines );
		self::assertStringContainsString( 'Note: Prefers morning deliveries.', $lines );
		self::assertStringContainsString( 'Note: Called about a refund.', $lines );

		$answer = $this->account_data->erase( self::EMAIL );

		self::assertTrue( $answer['items_removed'] );
		self::assertSame( array(), Plugin::instance()->get( CustomerAccounts::class )->address( $user, 'billing' ) );
		$favourites = Plugin::instance()->get( StoreDefinitions::class )->get( 'favourites' );
		self::assertNotNull( $favourites );
		self::assertSame( array(), Plugin::instance()->get( StoreItems::class )->items( $favourites, $user ) );
		self::assertSame( array(), $notes->for_customer( CustomerKey::user( $user ) ) );
		self::assertSame( array(), $notes->for_customer( CustomerKey::guest( self::EMAIL ) ) );
		self::assertSame( array(), $this->account_data->export( self::EMAIL )['data'] );
	}
}
