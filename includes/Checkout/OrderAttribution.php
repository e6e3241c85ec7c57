<?php
/**
 * Order attribution: where the buyer came from, sent with the order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Orders\Origins\OrderOrigin;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Core\ExtensionData\SalvageableExtensionData;
use Vitrine\Orders\Storage\OrderMeta;

/**
 * The extension namespace vitrine/attribution: the checkout form's hidden fields
 * vitrine_attribution_<field> (CheckoutRequest::from_form(), the shortcode and the Checkout
 * block alike), or the REST payload's extensions[vitrine/attribution] (the express checkout, with
 * the field names without the prefix, payments.md section 3). A closed object of the capture
 * script's sixteen fields (the attribution module's CheckoutInputs::FIELDS), each a bounded string.
 *
 * Attribution never refuses an order: a value that fails the schema keeps the fields that pass
 * on their own (salvage()); unknown fields are dropped. The fields are stored twice: as they came,
 * in one order meta (the key the checkout has always written), and normalised as one row of
 * vitrine_order_origins (OrderOrigins), which the orders list and the report query.
 *
 * 0.1.0 accepted the namespace vitrine/order-attribution over REST (its checkout page sent no
 * attribution); a second instance keeps accepting it (legacy()), so a REST client written for
 * 0.1.0 is not refused with an unknown namespace.
 */
final class OrderAttribution implements SalvageableExtensionData {

	public const EXTENSION_NAMESPACE = 'vitrine/attribution';

	/** The namespace 0.1.0 registered, still accepted. */
	public const LEGACY_NAMESPACE = 'vitrine/order-attribution';

	/** The prefix of the checkout form's fields. */
	public const FORM_PREFIX = 'vitrine_attribution_';

	/** The meta key the checkout wrote before namespaces were registered: kept, so stored orders read the same. */
	public const META_KEY = '_vitrineorder-attribution';

	/** Fields the checkout form may carry with the prefix (the sixteen, and room for a newer script's). */
	public const MAX_FIELDS = 30;

	/** Characters of one prefixed form field at most, before the schema: a cookie's size. */
	public const MAX_LENGTH = 4096;

	/**
	 * Characters of each field at most: the order-origins columns they fill, URLs and the user
	 * agent 500 (the capture script cuts URLs to 200).
	 */
	public const FIELD_LENGTHS = array(
		'source_type'          => 20,
		'referrer'             => 500,
		'utm_source'           => 100,
		'utm_medium'           => 100,
		'utm_campaign'         => 191,
		'utm_content'          => 191,
		'utm_term'             => 191,
		'utm_id'               => 100,
		'utm_source_platform'  => 100,
		'utm_creative_format'  => 100,
		'utm_marketing_tactic' => 100,
		'session_entry'        => 500,
		'session_start_time'   => 19,
		'session_pages'        => 9,
		'session_count'        => 9,
		'user_agent'           => 500,
	);

	public function __construct(
		private readonly OrderMeta $meta,
		private readonly OrderOrigins $origins,
		private readonly string $namespace = self::EXTENSION_NAMESPACE,
	) {
	}

	/**
	 * The same storage under the namespace 0.1.0 registered.
	 */
	public function legacy(): self {
		return new self( $this->meta, $this->origins, self::LEGACY_NAMESPACE );
	}

	public function extension_namespace(): string {
		return $this->namespace;
	}

	public function schema(): array {
		$properties = array();
		foreach ( self::FIELD_LENGTHS as $field => $length ) {
			$properties[ $field ] = array(
				'type'      => 'string',
				'maxLength' => $length,
			);
		}
		// '' is what an empty input sends (no consent yet).
		$properties['source_type']['enum']           = array_merge( array( '' ), OrderOrigin::SENT_TYPES );
		$properties['session_start_time']['pattern'] = '^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$';
		foreach ( array( 'session_pages', 'session_count' ) as $count ) {
			// A count: digits from the form, a number from a JSON client.
			$properties[ $count ] = array(
				'type'      => array( 'integer', 'string' ),
				'minimum'   => 0,
				'maximum'   => 999999999,
				'maxLength' => 9,
				'pattern'   => '^\d*$',
			);
		}
		return array(
			'type'                 => 'object',
			'maxProperties'        => count( self::FIELD_LENGTHS ),
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}

	/**
	 * The fields that pass their own schema; unknown fields, and a value that is not an object,
	 * are dropped.
	 *
	 * @param mixed $value The value as sent.
	 * @return array<string, string>|null
	 */
	public function salvage( mixed $value ): ?array {
		if ( ! is_array( $value ) ) {
			return null;
		}
		$schema = $this->schema()['properties'];
		$kept   = array();
		foreach ( $value as $field => $text ) {
			$field = (string) $field;
			if ( isset( $schema[ $field ] ) && true === rest_validate_value_from_schema( $text, $schema[ $field ], $field ) ) {
				$kept[ $field ] = (string) $text;
			}
		}
		return array() === $kept ? null : $kept;
	}

	/**
	 * @param int   $order_id The order.
	 * @param mixed $value    Field => string, validated.
	 */
	public function store( int $order_id, mixed $value ): void {
		$fields = array();
		foreach ( (array) $value as $field => $text ) {
			if ( is_scalar( $text ) ) {
				$fields[ (string) $field ] = self::sanitize( (string) $field, (string) $text );
			}
		}
		// Inputs sent empty (no consent, tracking just switched on) record nothing.
		if ( array() === array_filter( $fields, static fn ( string $text ): bool => '' !== $text ) ) {
			return;
		}
		$this->meta->update_meta( $order_id, self::META_KEY, $fields );
		$created = $this->origins->order_created_at( $order_id ) ?? time();
		$this->origins->save( OrderOrigin::from_fields( $order_id, $created, $fields ) );
	}

	/**
	 * A field's text as stored: addresses keep their percent-encoding (sanitize_text_field()
	 * would strip it), anything else is plain text.
	 */
	private static function sanitize( string $field, string $text ): string {
		if ( in_array( $field, array( 'referrer', 'session_entry' ), true ) && 1 === preg_match( '#^https?://#i', $text ) ) {
			return esc_url_raw( $text, array( 'http', 'https' ) );
		}
		return sanitize_text_field( $text );
	}
}
