<?php
/**
 * Everything the checkout computed, to be saved as an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Filled in by the checkout (or by code creating an order), then passed to
 * OrderWriter::create(), which validates it and writes it in one transaction.
 *
 * Amounts are integers of minor units of $currency with $currency_decimals decimals; the
 * checkout computed them, the order stores them as they are. Lines are added with the add_*()
 * methods, which check their shape at once:
 *
 *     $draft = new OrderDraft();
 *     $draft->billing = array( 'first_name' => 'Ada', 'email' => 'ada@example.org', ... );
 *     $draft->add_line_item( array( 'product_id' => 12, 'name' => 'Mug', 'quantity' => 2, 'subtotal' => 2500, 'total' => 2500 ) );
 *     $draft->total = 2500;
 */
final class OrderDraft {

	/**
	 * The address fields, for billing and shipping.
	 */
	public const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	public int $customer_id = 0;

	/** @var array<string, string> Keys of ADDRESS_FIELDS. */
	public array $billing = array();

	/** @var array<string, string> Keys of ADDRESS_FIELDS; empty when nothing ships. */
	public array $shipping = array();

	public string $customer_note = '';

	/** The gateway id: bacs, cheque, cod, stripe. */
	public string $payment_method = '';

	public string $payment_method_title = '';

	/** ISO 4217. */
	public string $currency = 'EUR';

	public int $currency_decimals = 2;

	public bool $prices_include_tax = false;

	/** Sum of the line items' subtotals (before discounts). */
	public int $subtotal = 0;

	public int $discount_total = 0;

	public int $discount_tax = 0;

	public int $shipping_total = 0;

	public int $shipping_tax = 0;

	public int $total_tax = 0;

	public int $total = 0;

	/** The checkout's double-submit guard: a second create() with it fails; null for none. */
	public ?string $idempotency_key = null;

	/** Where the order was made: checkout, admin, rest, express-checkout… */
	public string $created_via = 'checkout';

	public string $customer_ip = '';

	public string $user_agent = '';

	/** @var array<string, mixed> Key to value (scalars or arrays): attribution, extensions. */
	public array $meta = array();

	/** @var list<array<string, mixed>> Normalised by add_line_item(). */
	private array $line_items = array();

	/** @var list<array<string, mixed>> */
	private array $shipping_lines = array();

	/** @var list<array<string, mixed>> */
	private array $coupon_lines = array();

	/** @var list<array<string, mixed>> */
	private array $fee_lines = array();

	/** @var list<array<string, mixed>> */
	private array $tax_lines = array();

	/**
	 * A product bought.
	 *
	 * @param array<string, mixed> $line product_id, variation_id (0), name, quantity (>= 1),
	 *                                   attributes (label => value), subtotal, subtotal_tax, total,
	 *                                   total_tax, taxes (rate id => amount), meta (key => value).
	 * @throws \InvalidArgumentException When a field is missing or of the wrong kind.
	 */
	public function add_line_item( array $line ): self {
		$quantity = self::int_field( $line, 'quantity', 1 );
		if ( $quantity < 1 ) {
			throw new \InvalidArgumentException( 'A line item needs a quantity of at least 1.' );
		}
		$attributes = $line['attributes'] ?? array();
		if ( ! is_array( $attributes ) ) {
			throw new \InvalidArgumentException( 'A line item\'s attributes are a list of label => value.' );
		}
		$meta = self::meta_field( $line );
		if ( array() !== $attributes ) {
			$meta['attributes'] = array_map( 'strval', $attributes );
		}
		$this->line_items[] = array(
			'type'         => OrderItem::LINE_ITEM,
			'name'         => self::name_field( $line, 'name' ),
			'product_id'   => self::id_field( $line, 'product_id' ),
			'variation_id' => self::id_field( $line, 'variation_id' ),
			'quantity'     => $quantity,
			'subtotal'     => self::amount( $line, 'subtotal' ),
			'subtotal_tax' => self::amount( $line, 'subtotal_tax' ),
			'total'        => self::amount( $line, 'total' ),
			'total_tax'    => self::amount( $line, 'total_tax' ),
			'taxes'        => self::taxes( $line ),
			'meta'         => $meta,
		);
		return $this;
	}

	/**
	 * A shipping rate chosen.
	 *
	 * @param array<string, mixed> $line rate_id, method_id, label, cost, tax, taxes, meta.
	 * @throws \InvalidArgumentException When a field is missing or of the wrong kind.
	 */
	public function add_shipping_line( array $line ): self {
		$this->shipping_lines[] = array(
			'type'         => OrderItem::SHIPPING,
			'name'         => self::name_field( $line, 'label' ),
			'product_id'   => 0,
			'variation_id' => 0,
			'quantity'     => 1,
			'subtotal'     => self::amount( $line, 'cost' ),
			'subtotal_tax' => self::amount( $line, 'tax' ),
			'total'        => self::amount( $line, 'cost' ),
			'total_tax'    => self::amount( $line, 'tax' ),
			'taxes'        => self::taxes( $line ),
			'meta'         => array(
				'rate_id'   => (string) ( $line['rate_id'] ?? '' ),
				'method_id' => (string) ( $line['method_id'] ?? '' ),
			) + self::meta_field( $line ),
		);
		return $this;
	}

	/**
	 * A coupon applied.
	 *
	 * @param array<string, mixed> $line code, discount, discount_tax, meta.
	 * @throws \InvalidArgumentException When a field is missing or of the wrong kind.
	 */
	public function add_coupon_line( array $line ): self {
		$this->coupon_lines[] = array(
			'type'         => OrderItem::COUPON,
			'name'         => self::name_field( $line, 'code' ),
			'product_id'   => 0,
			'variation_id' => 0,
			'quantity'     => 1,
			'subtotal'     => self::amount( $line, 'discount' ),
			'subtotal_tax' => self::amount( $line, 'discount_tax' ),
			'total'        => self::amount( $line, 'discount' ),
			'total_tax'    => self::amount( $line, 'discount_tax' ),
			'taxes'        => array(),
			'meta'         => self::meta_field( $line ),
		);
		return $this;
	}

	/**
	 * A fee (a surcharge, or a negative fee for a discount).
	 *
	 * @param array<string, mixed> $line name, total, total_tax, taxes, meta.
	 * @throws \InvalidArgumentException When a field is missing or of the wrong kind.
	 */
	public function add_fee_line( array $line ): self {
		$this->fee_lines[] = array(
			'type'         => OrderItem::FEE,
			'name'         => self::name_field( $line, 'name' ),
			'product_id'   => 0,
			'variation_id' => 0,
			'quantity'     => 1,
			'subtotal'     => self::amount( $line, 'total', true ),
			'subtotal_tax' => self::amount( $line, 'total_tax', true ),
			'total'        => self::amount( $line, 'total', true ),
			'total_tax'    => self::amount( $line, 'total_tax', true ),
			'taxes'        => self::taxes( $line ),
			'meta'         => self::meta_field( $line ),
		);
		return $this;
	}

	/**
	 * One tax rate's total.
	 *
	 * @param array<string, mixed> $line rate_id, label, compound (bool), tax_total, shipping_tax_total.
	 * @throws \InvalidArgumentException When a field is missing or of the wrong kind.
	 */
	public function add_tax_line( array $line ): self {
		$this->tax_lines[] = array(
			'type'         => OrderItem::TAX,
			'name'         => self::name_field( $line, 'label' ),
			'product_id'   => 0,
			'variation_id' => 0,
			'quantity'     => 1,
			'subtotal'     => 0,
			'subtotal_tax' => 0,
			'total'        => self::amount( $line, 'tax_total' ),
			'total_tax'    => 0,
			'taxes'        => array(),
			'meta'         => array(
				'rate_id'            => (string) ( $line['rate_id'] ?? '' ),
				'compound'           => ! empty( $line['compound'] ),
				'shipping_tax_total' => self::amount( $line, 'shipping_tax_total' ),
			),
		);
		return $this;
	}

	/**
	 * Every line, in the order they are stored: items, shipping, coupons, fees, taxes.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function lines(): array {
		return array_merge( $this->line_items, $this->shipping_lines, $this->coupon_lines, $this->fee_lines, $this->tax_lines );
	}

	/**
	 * What is wrong with the draft as a whole; empty when it can be saved.
	 *
	 * @return list<string> Messages for developers (the checkout validated the shopper's input).
	 */
	public function problems(): array {
		$problems = array();
		if ( array() === $this->line_items ) {
			$problems[] = 'An order needs at least one line item.';
		}
		if ( 1 !== preg_match( '/^[A-Z]{3}$/', $this->currency ) ) {
			$problems[] = 'The currency is an ISO 4217 code such as EUR.';
		}
		if ( $this->currency_decimals < 0 || $this->currency_decimals > 4 ) {
			$problems[] = 'A currency has 0 to 4 decimals.';
		}
		if ( $this->customer_id < 0 ) {
			$problems[] = 'The customer id is 0 for a guest or a user id.';
		}
		foreach ( array( 'subtotal', 'discount_total', 'discount_tax', 'shipping_total', 'shipping_tax', 'total_tax', 'total' ) as $field ) {
			if ( $this->{$field} < 0 ) {
				$problems[] = sprintf( 'The %s is not negative.', $field );
			}
		}
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			foreach ( array_keys( $this->{$type} ) as $key ) {
				if ( ! in_array( $key, self::ADDRESS_FIELDS, true ) ) {
					$problems[] = sprintf( 'The %1$s address has no field %2$s.', $type, $key );
				}
			}
		}
		$email = (string) ( $this->billing['email'] ?? '' );
		if ( '' !== $email && ! is_email( $email ) ) {
			$problems[] = 'The billing email is not an email address.';
		}
		if ( null !== $this->idempotency_key && ( '' === $this->idempotency_key || strlen( $this->idempotency_key ) > 100 ) ) {
			$problems[] = 'The idempotency key has 1 to 100 characters.';
		}
		return $problems;
	}

	/**
	 * @param array<string, mixed> $line  The line.
	 * @param string               $field Field name.
	 * @param bool                 $signed Whether it may be negative.
	 * @throws \InvalidArgumentException When it is not an integer.
	 */
	private static function amount( array $line, string $field, bool $signed = false ): int {
		$value = self::int_field( $line, $field, 0 );
		if ( ! $signed && $value < 0 ) {
			throw new \InvalidArgumentException( sprintf( 'The line\'s %s cannot be negative.', esc_html( $field ) ) );
		}
		return $value;
	}

	/**
	 * @param array<string, mixed> $line          The line.
	 * @param string               $field         Field name.
	 * @param int                  $default_value When missing.
	 * @throws \InvalidArgumentException When it is not an integer (amounts are minor units, never floats).
	 */
	private static function int_field( array $line, string $field, int $default_value ): int {
		$value = $line[ $field ] ?? $default_value;
		if ( ! is_int( $value ) ) {
			throw new \InvalidArgumentException( sprintf( 'The line\'s %s must be an integer (minor units for amounts).', esc_html( $field ) ) );
		}
		return $value;
	}

	/**
	 * @param array<string, mixed> $line  The line.
	 * @param string               $field Field name.
	 * @throws \InvalidArgumentException When it is negative or not an integer.
	 */
	private static function id_field( array $line, string $field ): int {
		$value = self::int_field( $line, $field, 0 );
		if ( $value < 0 ) {
			throw new \InvalidArgumentException( sprintf( 'The line\'s %s cannot be negative.', esc_html( $field ) ) );
		}
		return $value;
	}

	/**
	 * @param array<string, mixed> $line  The line.
	 * @param string               $field Field name.
	 * @throws \InvalidArgumentException When it is empty.
	 */
	private static function name_field( array $line, string $field ): string {
		$value = isset( $line[ $field ] ) && is_scalar( $line[ $field ] ) ? trim( (string) $line[ $field ] ) : '';
		if ( '' === $value ) {
			throw new \InvalidArgumentException( sprintf( 'The line needs a %s.', esc_html( $field ) ) );
		}
		return $value;
	}

	/**
	 * @param array<string, mixed> $line The line.
	 * @return array<string, int>
	 * @throws \InvalidArgumentException When an amount is not an integer.
	 */
	private static function taxes( array $line ): array {
		$taxes = $line['taxes'] ?? array();
		if ( ! is_array( $taxes ) ) {
			throw new \InvalidArgumentException( 'A line\'s taxes are a list of rate id => amount.' );
		}
		$clean = array();
		foreach ( $taxes as $rate_id => $amount ) {
			if ( ! is_int( $amount ) ) {
				throw new \InvalidArgumentException( 'Tax amounts are integers of minor units.' );
			}
			$clean[ (string) $rate_id ] = $amount;
		}
		return $clean;
	}

	/**
	 * @param array<string, mixed> $line The line.
	 * @return array<string, mixed>
	 * @throws \InvalidArgumentException When meta is not an array.
	 */
	private static function meta_field( array $line ): array {
		$meta = $line['meta'] ?? array();
		if ( ! is_array( $meta ) ) {
			throw new \InvalidArgumentException( 'A line\'s meta is a list of key => value.' );
		}
		return $meta;
	}
}
