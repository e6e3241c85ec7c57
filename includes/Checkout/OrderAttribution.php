<?php
/**
 * Order attribution: where the buyer came from, sent with the order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\ExtensionData\ExtensionData;
use Vitrine\Orders\Storage\OrderMeta;

/**
 * The extension namespace vitrine/order-attribution: the checkout form's hidden fields
 * vitrine_attribution_<field> (CheckoutRequest::from_form()) or the REST payload's
 * extensions[vitrine/order-attribution]; a flat object of short values (source_type, utm_source,
 * …). Stored as the checkout has always stored it: one order meta, the namespace passed through
 * sanitize_key() behind an underscore, holding field => text.
 */
final class OrderAttribution implements ExtensionData {

	public const EXTENSION_NAMESPACE = 'vitrine/order-attribution';

	/** The prefix of the checkout form's fields. */
	public const FORM_PREFIX = 'vitrine_attribution_';

	/** The meta key the checkout wrote before namespaces were registered: kept, so stored orders read the same. */
	public const META_KEY = '_vitrineorder-attribution';

	/** Fields at most: the spec's attribution data has about twenty. */
	public const MAX_FIELDS = 30;

	/** Characters of one value at most (a referrer address, a user agent). */
	public const MAX_LENGTH = 500;

	public function __construct( private readonly OrderMeta $meta ) {
	}

	public function extension_namespace(): string {
		return self::EXTENSION_NAMESPACE;
	}

	public function schema(): array {
		return array(
			'type'                 => 'object',
			'maxProperties'        => self::MAX_FIELDS,
			'patternProperties'    => array(
				'^[A-Za-z0-9_-]{1,64}$' => array(
					'type'      => array( 'string', 'number', 'boolean' ),
					'maxLength' => self::MAX_LENGTH,
				),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * @param int   $order_id The order.
	 * @param mixed $value    Field => scalar, validated.
	 */
	public function store( int $order_id, mixed $value ): void {
		$fields = array();
		foreach ( (array) $value as $field => $text ) {
			if ( is_scalar( $text ) ) {
				$fields[ (string) $field ] = sanitize_text_field( (string) $text );
			}
		}
		if ( array() !== $fields ) {
			$this->meta->update_meta( $order_id, self::META_KEY, $fields );
		}
	}
}
