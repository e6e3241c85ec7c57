<?php
/**
 * GET /vitrine/v1/stripe/blocked-attempts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Stripe\Fraud\BlockedAttempt;
use Vitrine\Stripe\Fraud\BlockedAttempts;
use WP_REST_Server;

/**
 * The payment attempts the card-testing protection refused, for the Stripe section of the
 * settings: how many in the last 24 hours and in all, and the recent ones (when, the client's
 * masked address, the card's fingerprint, the order and its screen, which limit).
 */
final class BlockedAttemptsRoute extends AbstractRoute {

	/** @var \Closure(): int */
	private \Closure $clock;

	/**
	 * @param BlockedAttempts        $blocked The refusals kept.
	 * @param (\Closure(): int)|null $clock   Unix time; time() by default.
	 */
	public function __construct( private readonly BlockedAttempts $blocked, ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn (): int => time();
	}

	public function get_path(): string {
		return '/stripe/blocked-attempts';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'list' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(),
			),
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripeBlockedAttempts',
			Schema::object(
				array(
					'total'    => Schema::integer(),
					'last_day' => Schema::integer(),
					'attempts' => Schema::list_of(
						Schema::object(
							array(
								'time'        => Schema::integer(),
								'client'      => Schema::string(),
								'fingerprint' => Schema::string(),
								'order_id'    => Schema::integer(),
								'order_url'   => Schema::string(),
								'limit'       => Schema::string( array( 'payment_failure', 'card_failure' ) ),
							)
						)
					),
				)
			)
		);
	}

	/**
	 * @return array{total: int, last_day: int, attempts: list<array<string, mixed>>}
	 */
	public function list(): array {
		return array(
			'total'    => $this->blocked->total(),
			'last_day' => $this->blocked->count_since( ( $this->clock )() - 86400 ),
			'attempts' => array_map(
				// Order 0: a card refused on the add-payment-method page, which has no order.
				static fn ( BlockedAttempt $attempt ): array => $attempt->to_array() + array( 'order_url' => $attempt->order_id > 0 ? OrdersPage::order_url( $attempt->order_id ) : '' ),
				$this->blocked->recent()
			),
		);
	}
}
