<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Errors;

use Vitrine\Cart\CartError;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

final class ErrorMapperTest extends TestCase {

	private const SECRET = 'SQLSTATE[HY000]: table wp_secret_stuff is locked at /var/www/html/wp-content/plugins/vitrine/includes/Cart/CartStore.php';

	private string $log = '';

	private string $previous_log = '';

	protected function setUp(): void {
		parent::setUp();
		// The mapper logs unknown failures; catch the log to read it instead of printing it.
		$this->log          = (string) tempnam( sys_get_temp_dir(), 'vitrine-error-log' );
		$this->previous_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restored in tearDown.
	}

	protected function tearDown(): void {
		ini_set( 'error_log', $this->previous_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		unlink( $this->log ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary file of this test.
		parent::tearDown();
	}

	public function test_each_kind_has_its_status(): void {
		$expected = array(
			'invalid'           => 400,
			'payment_refused'   => 402,
			'forbidden'         => 403,
			'not_found'         => 404,
			'conflict'          => 409,
			'too_large'         => 413,
			'unsupported_type'  => 415,
			'too_many_requests' => 429,
			'failed'            => 500,
			'provider_failed'   => 502,
			'unavailable'       => 503,
		);
		$actual   = array();
		foreach ( ErrorKind::cases() as $kind ) {
			$actual[ $kind->value ] = ErrorMapper::status( $kind );
		}

		self::assertSame( $expected, $actual, 'Every kind is mapped, each to its own status.' );
		self::assertSame( 409, ErrorMapper::status_of( new CartError( 'vitrine_test', 'Busy.', ErrorKind::CONFLICT ) ) );
		self::assertSame( 500, ErrorMapper::status_of( new \LogicException( 'bug' ) ) );
	}

	public function test_the_rest_answer_keeps_code_message_and_data_and_adds_the_status(): void {
		$error = ErrorMapper::to_wp_error( $this->refusal() );

		self::assertSame( 'vitrine_test_refused', $error->get_error_code() );
		self::assertSame( 'Choose a size.', $error->get_error_message() );
		self::assertSame(
			array(
				'params'      => array( 'size' => 'Choose a size.' ),
				'product_url' => 'https://example.org/shirt/',
				'status'      => 400,
			),
			$error->get_error_data()
		);
	}

	public function test_the_ajax_answer_says_the_same_as_the_rest_one(): void {
		$rest = ErrorMapper::to_wp_error( $this->refusal() );
		$ajax = ErrorMapper::to_ajax( $this->refusal() );

		self::assertSame( 400, $ajax->status );
		self::assertSame(
			array(
				'code'        => $rest->get_error_code(),
				'message'     => $rest->get_error_message(),
				'data'        => $rest->get_error_data(),
				'error'       => true,
				'product_url' => 'https://example.org/shirt/',
			),
			$ajax->body
		);
		self::assertSame( array(), $ajax->headers );
	}

	public function test_an_error_without_data_answers_only_the_status(): void {
		$error = ErrorMapper::to_wp_error( new CartError( 'vitrine_test_gone', 'Gone.', ErrorKind::NOT_FOUND ) );

		self::assertSame( array( 'status' => 404 ), $error->get_error_data() );
		self::assertSame( array(), ( new CartError( 'vitrine_test_gone', 'Gone.', ErrorKind::NOT_FOUND ) )->params() );
		self::assertSame( array( 'size' => 'Choose a size.' ), $this->refusal()->params() );
	}

	public function test_an_unknown_failure_is_a_generic_500_that_leaks_nothing_and_is_logged(): void {
		$failure = new \RuntimeException( self::SECRET );

		$rest = ErrorMapper::to_wp_error( $failure );
		$ajax = ErrorMapper::to_ajax( $failure );

		self::assertSame( ErrorMapper::INTERNAL_CODE, $rest->get_error_code() );
		self::assertSame( 'Something went wrong on our side. Please try again.', $rest->get_error_message() );
		self::assertSame( array( 'status' => 500 ), $rest->get_error_data() );
		self::assertSame( 500, $ajax->status );
		self::assertSame( ErrorMapper::INTERNAL_CODE, $ajax->body['code'] );
		foreach ( array( (string) wp_json_encode( $rest->get_error_data() ) . $rest->get_error_message(), (string) wp_json_encode( $ajax->body ) ) as $answer ) {
			self::assertStringNotContainsString( 'SQLSTATE', $answer );
			self::assertStringNotContainsString( 'wp_secret_stuff', $answer );
			self::assertStringNotContainsString( 'RuntimeException', $answer );
		}
		self::assertStringContainsString( 'RuntimeException: ' . self::SECRET, (string) file_get_contents( $this->log ), 'The cause goes to the log.' );
	}

	public function test_a_php_error_is_answered_like_any_other_unknown_failure(): void {
		$answer = ErrorMapper::to_ajax( new \TypeError( 'Argument #1 must be of type int, string given' ) );

		self::assertSame( 500, $answer->status );
		self::assertStringNotContainsString( 'Argument', (string) wp_json_encode( $answer->body ) );
	}

	public function test_the_rest_base_route_answers_through_the_mapper(): void {
		$this->route()->register( 'vitrine-errors-test/v1' );

		$refused = $this->rest( 'GET', '/vitrine-errors-test/v1/fail?with=refusal' );
		self::assertSame( 400, $refused->get_status() );
		self::assertSame(
			array(
				'code'    => 'vitrine_test_refused',
				'message' => 'Choose a size.',
				'data'    => array(
					'params'      => array( 'size' => 'Choose a size.' ),
					'product_url' => 'https://example.org/shirt/',
					'status'      => 400,
				),
			),
			$refused->get_data()
		);

		$broken = $this->rest( 'GET', '/vitrine-errors-test/v1/fail?with=bug' );
		self::assertSame( 500, $broken->get_status() );
		self::assertSame( ErrorMapper::INTERNAL_CODE, $broken->get_data()['code'] );
		self::assertStringNotContainsString( 'SQLSTATE', (string) wp_json_encode( $broken->get_data() ) );
	}

	public function test_the_ajax_router_answers_through_the_mapper(): void {
		$router = new AjaxRouter();
		$router->add_endpoint( $this->endpoint() );

		$refused = $router->dispatch( 'errors_test', 'GET', array( 'with' => 'refusal' ), '' );
		self::assertSame( ErrorMapper::to_ajax( $this->refusal() )->body, $refused->body );
		self::assertSame( 400, $refused->status );

		$broken = $router->dispatch( 'errors_test', 'GET', array( 'with' => 'bug' ), '' );
		self::assertSame( 500, $broken->status );
		self::assertSame( ErrorMapper::INTERNAL_CODE, $broken->body['code'] );
		self::assertStringNotContainsString( 'SQLSTATE', (string) wp_json_encode( $broken->body ) );
	}

	private function refusal(): DomainError {
		return new CartError(
			'vitrine_test_refused',
			'Choose a size.',
			ErrorKind::INVALID,
			array(
				'params'      => array( 'size' => 'Choose a size.' ),
				'product_url' => 'https://example.org/shirt/',
			)
		);
	}

	/**
	 * Fails the way its with argument says: a refusal, or a bug of ours.
	 */
	private function fail_with( string $with ): never {
		if ( 'refusal' === $with ) {
			throw $this->refusal();
		}
		throw new \RuntimeException( self::SECRET );
	}

	private function route(): AbstractRoute {
		$fail = fn ( string $with ) => $this->fail_with( $with );
		return new class( $fail ) extends AbstractRoute {

			/**
			 * @param \Closure(string): never $fail Fails.
			 */
			public function __construct( private readonly \Closure $fail ) {
			}

			public function get_path(): string {
				return '/fail';
			}

			/**
			 * Never answered (the route only fails); declared for routes that publish their
			 * answers' schema.
			 *
			 * @return array<string, mixed>
			 */
			protected function get_response_schema(): array {
				return array(
					'title' => 'VitrineErrorsTest',
					'type'  => 'object',
				);
			}

			protected function get_endpoints(): array {
				return array(
					array(
						'methods'    => 'GET',
						'handler'    => fn ( WP_REST_Request $request ) => ( $this->fail )( (string) $request->get_param( 'with' ) ),
						'permission' => '__return_true',
					),
				);
			}
		};
	}

	private function endpoint(): AjaxEndpoint {
		$fail = fn ( string $with ) => $this->fail_with( $with );
		return new class( $fail ) implements AjaxEndpoint {

			/**
			 * @param \Closure(string): never $fail Fails.
			 */
			public function __construct( private readonly \Closure $fail ) {
			}

			public function name(): string {
				return 'errors_test';
			}

			public function methods(): array {
				return array( 'GET' );
			}

			public function nonce_action(): ?string {
				return null;
			}

			public function args(): array {
				return array( 'with' => array( 'type' => 'string' ) );
			}

			public function handle( array $args ): array|AjaxResponse {
				( $this->fail )( (string) $args['with'] );
			}
		};
	}
}
