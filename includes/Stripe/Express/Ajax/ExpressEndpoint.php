<?php
/**
 * What the express checkout's ajax endpoints share.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * POST, form-encoded, the nonce of its key (ExpressNonces) in security; a success answers
 * { result: 'success', … } with status 200, a refusal the router's error shape (code, message,
 * data.params) with a 4xx status, never 200.
 */
abstract class ExpressEndpoint implements AjaxEndpoint {

	/** The is_product_page flag's schema: the product page's calls work on the express cart. */
	protected const PRODUCT_PAGE_ARG = array(
		'type'    => 'boolean',
		'default' => false,
	);

	/** The key of the nonce map: an ExpressNonces constant. */
	abstract protected function key(): string;

	/**
	 * The work; what it answers goes beside result: 'success'.
	 *
	 * @param array<string, mixed> $args Validated arguments.
	 * @return array<string, mixed>
	 * @throws DomainError When the call is refused.
	 */
	abstract protected function serve( array $args ): array;

	public function name(): string {
		return ExpressNonces::endpoint( $this->key() );
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return ExpressNonces::action( $this->key() );
	}

	public function handle( array $args ): array|AjaxResponse {
		return array( 'result' => 'success' ) + $this->serve( $args );
	}

	/**
	 * The chosen variation values from the attribute_* fields, attribute key to value.
	 *
	 * @param array<string, mixed> $args Validated arguments.
	 * @return array<string, string>
	 */
	protected static function attributes( array $args ): array {
		$attributes = array();
		foreach ( $args as $name => $value ) {
			if ( str_starts_with( (string) $name, 'attribute_' ) && is_string( $value ) && '' !== $value ) {
				$attributes[ substr( (string) $name, strlen( 'attribute_' ) ) ] = $value;
			}
		}
		return $attributes;
	}

	/**
	 * The product's arguments: product_id, qty, attribute_* (add-on fields are taken and ignored:
	 * no add-on changes a price here).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function product_args(): array {
		return array(
			'product_id'  => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'qty'         => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 1000000,
				'default' => 1,
			),
			'attribute_*' => array(
				'type'      => 'string',
				'maxLength' => 200,
			),
		);
	}
}
