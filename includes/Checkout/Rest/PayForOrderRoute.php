<?php
/**
 * POST /vitrine/v1/checkout/{id}?key=…&billing_email=…: pay an existing order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Rest;

use Vitrine\Checkout\CheckoutRefused;
use Vitrine\Checkout\PayForOrder;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Orders\Storage\OrderReader;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The key and the billing email in the query (spec: "query key and billing_email"), the method
 * and its data in the body. A wrong key is 404 and shows nothing of the order.
 */
final class PayForOrderRoute extends AbstractRoute {

	public function __construct(
		private readonly PayForOrder $pay,
		private readonly OrderReader $reader,
	) {
	}

	public function get_path(): string {
		return '/checkout/(?P<id>\d+)';
	}

	protected function get_endpoints(): array {
		$args = CheckoutRoute::args();
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'pay' ),
				'permission' => static fn ( WP_REST_Request $request ) => Permissions::check_nonce( $request ) ?? true,
				'args'       => array(
					'id'             => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'key'            => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100,
					),
					'billing_email'  => array(
						'type'      => 'string',
						'maxLength' => 200,
						'default'   => '',
					),
					'payment_method' => array( 'required' => true ) + $args['payment_method'],
					'payment_data'   => $args['payment_data'],
				),
			),
		);
	}

	/**
	 * The order paid (200) or its payment refused (402): the same shape.
	 */
	protected function get_response_schema(): array {
		return Schema::titled(
			'OrderPayment',
			Schema::object(
				array(
					'order_id'       => Schema::integer(),
					'status'         => Schema::string(),
					'payment_result' => Schema::object(
						array(
							'payment_status' => Schema::string( array( 'success', 'failure' ) ),
							'redirect_url'   => Schema::string(),
							'message'        => Schema::string(),
						)
					),
				)
			)
		);
	}

	public function pay( WP_REST_Request $request ): \WP_REST_Response {
		$order = $this->reader->find( (int) $request->get_param( 'id' ) );
		if ( null === $order ) {
			throw CheckoutRefused::message( 'vitrine_order_invalid_key', __( 'Sorry, this order is invalid and cannot be paid for.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		$data = array();
		foreach ( (array) $request->get_param( 'payment_data' ) as $pair ) {
			$data[ (string) $pair['key'] ] = (string) ( $pair['value'] ?? '' );
		}
		$result = $this->pay->pay( $order, (string) $request->get_param( 'key' ), (string) $request->get_param( 'billing_email' ), (string) $request->get_param( 'payment_method' ), $data );
		return new \WP_REST_Response(
			array(
				'order_id'       => $result->order_id,
				'status'         => $result->status,
				'payment_result' => array(
					'payment_status' => $result->success ? 'success' : 'failure',
					'redirect_url'   => $result->redirect,
					'message'        => $result->message,
				),
			),
			$result->success ? 200 : 402
		);
	}
}
