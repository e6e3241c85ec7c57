<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Cart\CartError;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class AjaxRouterTest extends TestCase {

	private AjaxRouter $router;

	/** @var list<array<string, mixed>> */
	private array $handled = array();

	protected function setUp(): void {
		parent::setUp();
		$this->router = new AjaxRouter();
		$this->router->add_endpoint( $this->echo_endpoint() );
	}

	public function test_the_url_template_carries_the_endpoint_placeholder(): void {
		self::assertSame( '/?vitrine-ajax=%%endpoint%%', AjaxRouter::url_template() );
	}

	public function test_an_unknown_endpoint_gets_a_404_json_error(): void {
		$response = $this->router->dispatch( 'no_such_thing', 'POST', array(), '' );

		self::assertSame( 404, $response->status );
		self::assertSame( 'vitrine_ajax_unknown_endpoint', $response->body['code'] );
		self::assertSame( 404, $response->body['data']['status'] );
		self::assertNotEmpty( $response->body['message'] );
	}

	public function test_a_wrong_method_gets_405_with_allow(): void {
		$response = $this->router->dispatch( 'echo', 'GET', array(), '' );

		self::assertSame( 405, $response->status );
		self::assertSame( 'POST', $response->headers['Allow'] );
		self::assertSame( array(), $this->handled );
	}

	public function test_a_missing_or_wrong_nonce_gets_403_and_the_handler_does_not_run(): void {
		self::assertSame( 403, $this->router->dispatch( 'echo', 'POST', array( 'quantity' => 1 ), '' )->status );
		self::assertSame( 403, $this->router->dispatch( 'echo', 'POST', array( 'quantity' => 1 ), 'not-a-nonce' )->status );
		self::assertSame( array(), $this->handled );
	}

	public function test_the_nonce_is_read_from_the_security_field_the_ajax_nonce_field_or_the_header(): void {
		$saved = array( $_GET, $_POST, $_SERVER );
		try {
			$_SERVER['REQUEST_METHOD'] = 'POST';
			unset( $_SERVER['HTTP_X_VITRINE_NONCE'], $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
			$_GET = array( 'vitrine-ajax' => 'echo' );
			foreach ( array( 'security', '_ajax_nonce' ) as $field ) {
				$_POST = array(
					'quantity' => '2',
					$field     => wp_create_nonce( 'vitrine-test' ),
				);
				self::assertSame( 200, $this->router->answer_current_request()->status, $field );
				$_POST[ $field ] = 'wrong';
				self::assertSame( 403, $this->router->answer_current_request()->status, $field );
			}
			$_POST                           = array( 'quantity' => '2' );
			$_SERVER['HTTP_X_VITRINE_NONCE'] = wp_create_nonce( 'vitrine-test' );
			self::assertSame( 200, $this->router->answer_current_request()->status );
		} finally {
			list( $_GET, $_POST, $_SERVER ) = $saved;
		}
	}

	public function test_arguments_are_validated_against_the_schema(): void {
		$nonce = wp_create_nonce( 'vitrine-test' );

		$missing = $this->router->dispatch( 'echo', 'POST', array(), $nonce );
		$wrong   = $this->router->dispatch( 'echo', 'POST', array( 'quantity' => 'many' ), $nonce );
		$below   = $this->router->dispatch( 'echo', 'POST', array( 'quantity' => 0 ), $nonce );

		foreach ( array( $missing, $wrong, $below ) as $response ) {
			self::assertSame( 400, $response->status );
			self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'] );
			self::assertArrayHasKey( 'quantity', $response->body['data']['params'] );
		}
		self::assertSame( array(), $this->handled );
	}

	public function test_a_good_call_gets_the_handlers_answer_with_sanitized_arguments(): void {
		$response = $this->router->dispatch( 'echo', 'POST', array( 'quantity' => '3' ), wp_create_nonce( 'vitrine-test' ) );

		self::assertSame( 200, $response->status );
		self::assertSame(
			array(
				'quantity'      => 3,
				'note'          => '',
				'attribute_ids' => array(),
			),
			$response->body['received']
		);
	}

	public function test_a_route_exception_becomes_its_status_and_message(): void {
		$response = $this->router->dispatch( 'echo', 'POST', array( 'quantity' => 99 ), wp_create_nonce( 'vitrine-test' ) );

		self::assertSame( 409, $response->status );
		self::assertSame( 'vitrine_test_too_many', $response->body['code'] );
		self::assertSame( 'Only 5 left.', $response->body['message'] );
		self::assertSame( 5, $response->body['data']['available'] );
	}

	public function test_a_parameter_named_on_its_own_keeps_its_schema_beside_a_prefix(): void {
		$response = $this->router->dispatch(
			'echo',
			'POST',
			array(
				'quantity'      => 1,
				'attribute_ids' => array( '3', '4' ),
			),
			wp_create_nonce( 'vitrine-test' )
		);

		self::assertSame( 200, $response->status, wp_json_encode( $response->body ) );
		self::assertSame( array( 3, 4 ), $response->body['received']['attribute_ids'] );
	}

	public function test_a_prefix_argument_covers_every_parameter_with_that_prefix(): void {
		$nonce = wp_create_nonce( 'vitrine-test' );

		$good = $this->router->dispatch(
			'echo',
			'POST',
			array(
				'quantity'         => 1,
				'attribute_colour' => 'red',
				'attribute_size'   => 'm',
				'attribute_'       => 'no key',
				'unrelated'        => 'dropped',
			),
			$nonce
		);
		$bad  = $this->router->dispatch(
			'echo',
			'POST',
			array(
				'quantity'         => 1,
				'attribute_colour' => array( 'not', 'a', 'string' ),
			),
			$nonce
		);

		self::assertSame( 200, $good->status );
		self::assertSame(
			array(
				'quantity'         => 1,
				'note'             => '',
				'attribute_ids'    => array(),
				'attribute_colour' => 'red',
				'attribute_size'   => 'm',
			),
			$good->body['received']
		);
		self::assertSame( 400, $bad->status );
		self::assertArrayHasKey( 'attribute_colour', $bad->body['data']['params'] );
	}

	public function test_a_prefix_argument_matches_a_bounded_number_of_parameters_and_bytes(): void {
		$nonce = wp_create_nonce( 'vitrine-test' );
		$many  = array( 'quantity' => 1 );
		for ( $i = 0; $i <= AjaxRouter::WILDCARD_MAX_KEYS; $i++ ) {
			$many[ 'attribute_' . $i ] = 'x';
		}
		$large = array(
			'quantity'    => 1,
			'attribute_a' => str_repeat( 'x', AjaxRouter::WILDCARD_MAX_BYTES ),
		);
		$most  = array_slice( $many, 0, AjaxRouter::WILDCARD_MAX_KEYS + 1, true );

		foreach ( array( $many, $large ) as $params ) {
			$response = $this->router->dispatch( 'echo', 'POST', $params, $nonce );
			self::assertSame( 400, $response->status );
			self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'] );
			self::assertStringContainsString( 'attribute_*', $response->body['message'] );
			self::assertArrayHasKey( 'attribute_*', $response->body['data']['params'] );
		}
		self::assertSame( array(), $this->handled );
		self::assertSame( 200, $this->router->dispatch( 'echo', 'POST', $most, $nonce )->status, 'the bound itself is accepted' );
	}

	public function test_refresh_nonce_answers_a_valid_rest_nonce(): void {
		$response = Plugin::instance()->ajax->dispatch( 'refresh_nonce', 'GET', array(), '' );

		self::assertSame( 200, $response->status );
		self::assertSame( 1, wp_verify_nonce( $response->body['nonce'], 'wp_rest' ) );
	}

	private function echo_endpoint(): AjaxEndpoint {
		$handled = &$this->handled;
		return new class( $handled ) implements AjaxEndpoint {
			/**
			 * @param list<array<string, mixed>> $handled Where calls are recorded.
			 */
			public function __construct( private array &$handled ) {
			}

			public function name(): string {
				return 'echo';
			}

			public function methods(): array {
				return array( 'POST' );
			}

			public function nonce_action(): ?string {
				return 'vitrine-test';
			}

			public function args(): array {
				return array(
					'quantity'      => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'note'          => array(
						'type'    => 'string',
						'default' => '',
					),
					'attribute_*'   => array( 'type' => 'string' ),
					// Named on its own: its schema wins over attribute_*'s.
					'attribute_ids' => array(
						'type'    => 'array',
						'items'   => array( 'type' => 'integer' ),
						'default' => array(),
					),
				);
			}

			public function handle( array $args ): array {
				$this->handled[] = $args;
				if ( $args['quantity'] > 5 ) {
					throw new CartError( 'vitrine_test_too_many', 'Only 5 left.', ErrorKind::CONFLICT, array( 'available' => 5 ) );
				}
				return array( 'received' => $args );
			}
		};
	}
}
