<?php
/**
 * POST /vitrine/v1/checkout: place an order from the visitor's cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Rest;

use Vitrine\Checkout\CheckoutRequest;
use Vitrine\Checkout\CheckoutResult;
use Vitrine\Checkout\CheckoutService;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\Storage\OrderReader;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The order payload of docs/spec/payments.md section 3: billing_address, shipping_address (with `method`,
 * the chosen rate ids), payment_method, payment_data (a list of {key, value}), extensions (only
 * the namespaces a module registered, Core\ExtensionData; anything else is refused by the
 * checkout with nothing stored), additional_fields, customer_note. Answers the order with payment_result {payment_status,
 * payment_details, redirect_url}; a refusal is 400 with data.params (field => message); a
 * refused payment is 402 with the order id, for a retry.
 */
final class CheckoutRoute extends AbstractRoute {

	public function __construct(
		private readonly CheckoutService $checkout,
		private readonly OrderReader $reader,
	) {
	}

	public function get_path(): string {
		return '/checkout';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'place' ),
				'permission' => static fn ( WP_REST_Request $request ) => Permissions::check_nonce( $request ) ?? true,
				'args'       => self::args(),
			),
		);
	}

	/**
	 * The order placed (200), or placed and its payment refused (402): the same shape.
	 */
	protected function get_response_schema(): array {
		$address = Schema::titled( 'OrderAddress', Schema::object( array_fill_keys( OrderDraft::ADDRESS_FIELDS, Schema::string() ), OrderDraft::ADDRESS_FIELDS ) );
		return Schema::titled(
			'PlacedOrder',
			Schema::object(
				array(
					'order_id'         => Schema::integer(),
					'order_key'        => Schema::string(),
					'status'           => Schema::string(),
					'customer_note'    => Schema::string(),
					'billing_address'  => $address,
					'shipping_address' => $address,
					'payment_method'   => Schema::string(),
					'payment_result'   => Schema::object(
						array(
							'payment_status'  => Schema::string( array( 'success', 'failure' ) ),
							'payment_details' => Schema::list_of(
								Schema::object(
									array(
										'key'   => Schema::string(),
										'value' => Schema::string(),
									)
								)
							),
							'redirect_url'    => Schema::string(),
						)
					),
				)
			)
		);
	}

	/**
	 * The payload's schema: addresses are objects of strings; amounts are never accepted.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$address = array(
			'type'                 => 'object',
			'properties'           => array_fill_keys(
				OrderDraft::ADDRESS_FIELDS,
				array(
					'type'      => 'string',
					'maxLength' => 200,
				)
			) + array(
				'method' => array(
					'type'  => 'array',
					'items' => array(
						'type'      => 'string',
						'maxLength' => 100,
					),
				),
			),
			'additionalProperties' => false,
		);
		return array(
			'billing_address'   => array( 'required' => true ) + $address,
			'shipping_address'  => $address,
			'payment_method'    => array(
				'type'      => 'string',
				'maxLength' => 60,
				'default'   => '',
			),
			'payment_data'      => array(
				'type'    => 'array',
				'default' => array(),
				'items'   => array(
					'type'                 => 'object',
					'properties'           => array(
						'key'   => array(
							'type'      => 'string',
							'maxLength' => 100,
							'required'  => true,
						),
						'value' => array(
							'type'      => array( 'string', 'boolean', 'number' ),
							'maxLength' => 5000,
						),
					),
					'additionalProperties' => false,
				),
			),
			'customer_note'     => array(
				'type'      => 'string',
				'maxLength' => 2000,
				'default'   => '',
			),
			'extensions'        => array(
				'type'                 => 'object',
				'default'              => array(),
				'additionalProperties' => array( 'type' => 'object' ),
			),
			'additional_fields' => array(
				'type'    => 'object',
				'default' => array(),
			),
			'create_account'    => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'account_password'  => array(
				'type'      => 'string',
				'maxLength' => 200,
				'default'   => '',
			),
			'terms'             => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	public function place( WP_REST_Request $request ): \WP_REST_Response {
		$billing  = (array) $request->get_param( 'billing_address' );
		$shipping = (array) ( $request->get_param( 'shipping_address' ) ?? array() );
		$methods  = isset( $shipping['method'] ) && is_array( $shipping['method'] ) ? $shipping['method'] : array();
		unset( $shipping['method'] );
		$data = array();
		foreach ( (array) $request->get_param( 'payment_data' ) as $pair ) {
			$data[ (string) $pair['key'] ] = is_bool( $pair['value'] ?? null ) ? ( $pair['value'] ? '1' : '0' ) : (string) ( $pair['value'] ?? '' );
		}
		$result = $this->checkout->place(
			new CheckoutRequest(
				$billing,
				$shipping,
				array() !== array_filter( $shipping ),
				(string) $request->get_param( 'customer_note' ),
				(string) $request->get_param( 'payment_method' ),
				$data,
				(string) ( $methods[0] ?? '' ),
				(bool) $request->get_param( 'terms' ),
				(bool) $request->get_param( 'create_account' ),
				(string) $request->get_param( 'account_password' ),
				(array) $request->get_param( 'extensions' ),
				'' !== (string) $request->get_header( 'X-Vitrine-Express-Checkout' ) ? 'express-checkout' : 'rest'
			)
		);
		return new \WP_REST_Response( $this->order( $result ), $result->success ? 200 : 402 );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function order( CheckoutResult $result ): array {
		$order = $this->reader->find( $result->order_id );
		return array(
			'order_id'         => $result->order_id,
			'order_key'        => $result->order_key,
			'status'           => $result->status,
			'customer_note'    => null === $order ? '' : $order->customer_note,
			'billing_address'  => null === $order ? array() : $order->billing,
			'shipping_address' => null === $order ? array() : $order->shipping,
			'payment_method'   => null === $order ? '' : $order->payment_method,
			'payment_result'   => array(
				'payment_status'  => $result->success ? 'success' : 'failure',
				'payment_details' => '' === $result->message ? array() : array(
					array(
						'key'   => 'message',
						'value' => $result->message,
					),
				),
				'redirect_url'    => $result->redirect,
			),
		);
	}
}
