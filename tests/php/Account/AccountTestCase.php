<?php
/**
 * Shared set-up of the my-account tests: a my-account page and a checkout page, a gateway that
 * saves payment methods (switched on or off per test), a MyAccount of the test's own (its
 * gateways include that one), and helpers to be a customer on a section of the page.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\FormState;
use Vitrine\Account\MyAccount;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/TokenGateway.php';

abstract class AccountTestCase extends TestCase {

	protected MyAccount $account;

	protected TokenGateway $gateway;

	protected int $page;

	protected int $checkout_page;

	/** @var list<int> The statuses status_header() was given. */
	protected array $statuses = array();

	/** @var list<array{0: string, 1: callable, 2: int}> Filters the test added, removed after it. */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		$plugin        = Plugin::instance();
		$this->gateway = new TokenGateway();
		$this->filter( 'vitrine_payment_gateways', array( $this, 'add_gateway' ) );
		// WordPress mails the old address about an email or password change.
		$this->filter( 'pre_wp_mail', '__return_true' );
		// Headers are sent already when PHPUnit runs: no cookies.
		$this->filter( 'send_auth_cookies', '__return_false' );
		$this->filter( 'status_header', array( $this, 'record_status' ), 10, 2 );

		$this->page          = $this->page_with( 'My account', '[vitrine_my_account]' );
		$this->checkout_page = $this->page_with( 'Checkout', '[vitrine_checkout]' );
		$saved               = $plugin->settings->update(
			array(
				'myaccount_page_id' => $this->page,
				'checkout_page_id'  => $this->checkout_page,
				'checkout_signup'   => true,
				'currency'          => 'EUR',
				'price_decimals'    => 2,
				'store_country'     => 'DE',
			)
		);
		self::assertIsArray( $saved );
		// Gateways of their own, which read the filter again and find the test's gateway; the
		// forms' and notices' state of this test alone.
		$this->account         = $this->services(
			array(
				Gateways::class       => new Gateways( $plugin->settings ),
				FormState::class      => new FormState(),
				AccountNotices::class => new AccountNotices(),
			)
		)->get( MyAccount::class );
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		global $wp;
		foreach ( $this->filters as list( $hook, $callback, $priority ) ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->filters           = array();
		$wp->query_vars          = array();
		$GLOBALS['wp_query']     = new \WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		unset( $GLOBALS['post'] );
		$_GET  = array();
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Adds a filter for the length of the test.
	 *
	 * @param string   $hook     The hook.
	 * @param callable $callback The callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 */
	protected function filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
		add_filter( $hook, $callback, $priority, $args );
		$this->filters[] = array( $hook, $callback, $priority );
	}

	/**
	 * Filter vitrine_payment_gateways: the test gateway after the others.
	 *
	 * @param list<Gateway> $gateways The gateways.
	 * @return list<Gateway>
	 */
	public function add_gateway( array $gateways ): array {
		$gateways[] = $this->gateway;
		return $gateways;
	}

	/**
	 * Filter status_header: records the code.
	 */
	public function record_status( string $header, int $code ): string {
		$this->statuses[] = $code;
		return $header;
	}

	protected function page_with( string $title, string $content ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * Makes the current request the my-account page, at a section.
	 *
	 * @param string $endpoint An endpoint, or '' for the dashboard.
	 * @param string $value    What follows it.
	 */
	protected function go_to( string $endpoint = '', string $value = '' ): void {
		global $wp;
		$wp->query_vars = array( 'page_id' => $this->page );
		if ( '' !== $endpoint ) {
			$wp->query_vars[ $endpoint ] = $value;
		}
		$GLOBALS['wp_query']     = new \WP_Query( array( 'page_id' => $this->page ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$GLOBALS['post']         = get_post( $this->page );
	}

	/**
	 * A customer with a known password, logged in unless asked otherwise.
	 */
	protected function customer( string $email = 'ada@example.org', bool $log_in = true ): int {
		$id = wp_insert_user(
			array(
				'user_login'   => strstr( $email, '@', true ),
				'user_email'   => $email,
				'user_pass'    => 'correct horse battery',
				'first_name'   => 'Ada',
				'last_name'    => 'Lovelace',
				'display_name' => 'Ada Lovelace',
				'role'         => 'customer',
			)
		);
		self::assertIsInt( $id );
		if ( $log_in ) {
			wp_set_current_user( $id );
		}
		return $id;
	}

	/**
	 * An order of a customer (or a guest, 0), in a status.
	 */
	protected function order_for( int $customer_id, string $status = OrderStatus::PENDING ): Order {
		$orders                      = Plugin::instance()->orders;
		$draft                       = new OrderDraft();
		$draft->customer_id          = $customer_id;
		$draft->billing              = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'address_1'  => 'Unter den Linden 1',
			'city'       => 'Berlin',
			'postcode'   => '10117',
			'country'    => 'DE',
			'email'      => 'ada@example.org',
		);
		$draft->payment_method       = 'bacs';
		$draft->payment_method_title = 'Direct bank transfer';
		$draft->add_line_item(
			array(
				'product_id' => 0,
				'name'       => 'Teapot',
				'quantity'   => 2,
				'subtotal'   => 2500,
				'total'      => 2500,
			)
		);
		$draft->subtotal = 2500;
		$draft->total    = 2500;
		$order           = $orders->writer->create( $draft );
		if ( OrderStatus::PENDING !== $status ) {
			Plugin::instance()->get( OrderStore::class )->transaction( fn () => $orders->writer->update_fields( $order->id, array( 'status' => $status ) ) );
		}
		$found = $orders->reader->find( $order->id );
		self::assertNotNull( $found );
		return $found;
	}

	/**
	 * The query arguments of a URL.
	 *
	 * @return array<string, string>
	 */
	protected function query_args( string $url ): array {
		$args = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );
		return $args;
	}

	/**
	 * The confirmation a redirect URL carries, as the next page view shows it.
	 */
	protected function notice_of( string $url ): ?string {
		$saved                          = $_GET;
		$_GET['vitrine-account-notice'] = $this->query_args( $url )['vitrine-account-notice'] ?? '';
		$message                        = $this->account->notices->current();
		$_GET                           = $saved;
		return $message;
	}

	/**
	 * Submits a form of the page as the current visitor; answers the redirect, or null.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 */
	protected function submit( array $fields ): ?string {
		$this->account->forms->reset();
		return $this->account->page->prepare( 'POST', $fields );
	}
}
