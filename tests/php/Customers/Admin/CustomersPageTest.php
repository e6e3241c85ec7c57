<?php
/**
 * A customer's notes, added and deleted from their page.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Customers\Admin;

use Vitrine\Customers\Admin\CustomersPage;
use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerNotes;
use Vitrine\Customers\CustomerSummary;
use Vitrine\Plugin;
use Vitrine\Tests\Customers\CustomersTestCase;

require_once dirname( __DIR__ ) . '/CustomersTestCase.php';

final class CustomersPageTest extends CustomersTestCase {

	private CustomersPage $page;
	private CustomerNotes $notes;

	protected function setUp(): void {
		parent::setUp();
		$this->page  = Plugin::instance()->get( CustomersPage::class );
		$this->notes = Plugin::instance()->get( CustomerNotes::class );
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		parent::tearDown();
	}

	public function die_handler(): callable {
		return static function ( string $message, string $title = '', array $args = array() ): never {
			throw new \RuntimeException( $message, (int) ( $args['response'] ?? 500 ) );
		};
	}

	/**
	 * @return array<string, string>
	 */
	private static function post( CustomerKey $customer, array $fields = array() ): array {
		return $fields + array(
			'customer' => (string) $customer,
			'_wpnonce' => wp_create_nonce( CustomersPage::nonce_action( $customer ) ),
		);
	}

	public function test_a_shop_manager_adds_and_deletes_a_guests_note(): void {
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		$guest = CustomerKey::guest( 'Ada@Example.com' );

		$to = $this->page->process_add( self::post( $guest, array( 'note' => "Prefers <b>calls</b>.\nVIP" ) ) );
		self::assertStringContainsString( 'vitrine_notice=note_added', $to );
		$notes = $this->notes->for_customer( CustomerKey::guest( 'ada@example.com' ) );
		self::assertCount( 1, $notes );
		self::assertSame( "Prefers calls.\nVIP", $notes[0]['content'] );
		self::assertSame( get_current_user_id(), $notes[0]['added_by'] );

		$to = $this->page->process_add( self::post( $guest, array( 'note' => "  \n " ) ) );
		self::assertStringContainsString( 'vitrine_notice=vitrine_customer_note_empty', $to );
		self::assertCount( 1, $this->notes->for_customer( $guest ) );

		// Another customer's nonce and note id: refused, nothing deleted.
		$other = CustomerKey::guest( 'other@example.com' );
		$to    = $this->page->process_delete( self::post( $other, array( 'note_id' => (string) $notes[0]['id'] ) ) );
		self::assertStringContainsString( 'vitrine_notice=vitrine_customer_note_not_found', $to );
		self::assertCount( 1, $this->notes->for_customer( $guest ) );

		$to = $this->page->process_delete( self::post( $guest, array( 'note_id' => (string) $notes[0]['id'] ) ) );
		self::assertStringContainsString( 'vitrine_notice=note_deleted', $to );
		self::assertSame( array(), $this->notes->for_customer( $guest ) );
	}

	public function test_a_bad_nonce_is_refused_and_writes_nothing(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$user = CustomerKey::user( 42 );
		$post = self::post( $user, array( 'note' => 'Hello' ) );

		foreach ( array( 'wrong-nonce', wp_create_nonce( CustomersPage::nonce_action( CustomerKey::user( 43 ) ) ), '' ) as $nonce ) {
			try {
				$this->page->process_add( array( '_wpnonce' => $nonce ) + $post );
				self::fail( 'A note was accepted with a bad nonce.' );
			} catch ( \RuntimeException $e ) {
				self::assertSame( 403, $e->getCode() );
			}
		}
		self::assertSame( array(), $this->notes->for_customer( $user ) );

		$id = $this->notes->add( $user, 'Keep me', 1 );
		try {
			$this->page->process_delete( array( '_wpnonce' => 'wrong-nonce' ) + self::post( $user, array( 'note_id' => (string) $id ) ) );
			self::fail( 'A note was deleted with a bad nonce.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 403, $e->getCode() );
		}
		self::assertCount( 1, $this->notes->for_customer( $user ) );
	}

	public function test_a_user_without_the_orders_capability_is_refused(): void {
		$user = CustomerKey::user( 42 );
		$id   = $this->notes->add( $user, 'Keep me', 1 );
		foreach ( array( 'editor', 'customer' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			foreach ( array( 'process_add', 'process_delete' ) as $process ) {
				try {
					$this->page->$process(
						self::post(
							$user,
							array(
								'note'    => 'Hello',
								'note_id' => (string) $id,
							)
						)
					);
					self::fail( "{$process} ran for an {$role}." );
				} catch ( \RuntimeException $e ) {
					self::assertSame( 403, $e->getCode() );
				}
			}
		}
		self::assertSame( array( 'Keep me' ), array_column( $this->notes->for_customer( $user ), 'content' ) );
	}

	public function test_the_customer_page_shows_addresses_orders_and_escaped_notes(): void {
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		$order = $this->order(
			array(
				'email' => 'ada@example.com',
				'first' => 'Ada',
				'last'  => '<Lovelace>',
			)
		);
		$this->notes->add( CustomerKey::guest( 'ada@example.com' ), 'Uses <script>alert(1)</script> the side door', get_current_user_id() );
		$_GET = array( 'customer' => 'e:ada@example.com' );
		ob_start();
		try {
			$this->page->render();
		} finally {
			$html = (string) ob_get_clean();
			$_GET = array();
		}
		self::assertStringContainsString( '&lt;Lovelace&gt;', $html );
		self::assertStringNotContainsString( '<Lovelace>', $html );
		self::assertStringContainsString( '1 Rue de la Paix', $html );
		self::assertStringContainsString( 'id=' . $order, html_entity_decode( $html ) );
		self::assertStringContainsString( 'the side door', $html );
		self::assertStringNotContainsString( '<script>', $html );
	}

	public function test_the_list_says_when_the_customers_are_being_counted(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		set_current_screen( 'toplevel_page_vitrine' );
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		$this->order( array( 'email' => 'ada@example.com' ) );
		$render = function (): string {
			ob_start();
			try {
				$this->page->render_list( array() );
			} finally {
				$html = (string) ob_get_clean();
			}
			return $html;
		};

		$html = $render();
		self::assertStringContainsString( 'ada@example.com', $html );
		self::assertStringNotContainsString( 'counting the customers', $html );

		Plugin::instance()->get( CustomerSummary::class )->start_rebuild( false );
		self::assertStringContainsString( 'Vitrine is counting the customers of your orders in the background', $render() );
		Plugin::instance()->get( CustomerSummary::class )->rebuild();
		self::assertStringNotContainsString( 'counting the customers', $render() );
		set_current_screen( 'front' );
	}
}
