<?php
/**
 * stripe_normalize_address: the wallet's addresses in the shop's form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Orders\OrderDraft;
use Vitrine\Stripe\Express\AddressNormalizer;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * data[billing_address][f], data[shipping_address][f] (f one of OrderDraft::ADDRESS_FIELDS);
 * answers both addresses normalised (AddressNormalizer). Stores nothing.
 */
final class NormalizeAddressEndpoint extends ExpressEndpoint {

	public function __construct( private readonly AddressNormalizer $normalizer ) {
	}

	protected function key(): string {
		return ExpressNonces::NORMALIZE_ADDRESS;
	}

	public function args(): array {
		$fields = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
			$fields[ $field ] = array(
				'type'      => 'string',
				'maxLength' => 200,
			);
		}
		$address = array(
			'type'                 => 'object',
			'properties'           => $fields,
			'additionalProperties' => false,
		);
		return array(
			'data' => array(
				'type'                 => 'object',
				'properties'           => array(
					'billing_address'  => $address,
					'shipping_address' => $address,
				),
				'required'             => true,
				'additionalProperties' => false,
			),
		);
	}

	protected function serve( array $args ): array {
		$data = (array) $args['data'];
		return array(
			'billing_address'  => $this->normalizer->normalize( (array) ( $data['billing_address'] ?? array() ), AddressNormalizer::BILLING ),
			'shipping_address' => $this->normalizer->normalize( (array) ( $data['shipping_address'] ?? array() ), AddressNormalizer::SHIPPING ),
		);
	}
}
