<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\ExtensionData\ExtensionData;
use Vitrine\Core\ExtensionData\ExtensionDataRefused;
use Vitrine\Core\ExtensionData\ExtensionDataRegistry;
use Vitrine\Tests\TestCase;

final class ExtensionDataRegistryTest extends TestCase {

	private ExtensionDataRegistry $registry;

	/** @var list<array{0: int, 1: mixed}> What the fake namespace was asked to store. */
	private array $stored = array();

	protected function setUp(): void {
		parent::setUp();
		$this->registry = new ExtensionDataRegistry();
		$this->registry->register( $this->extension( 'acme/gift' ) );
	}

	private function extension( string $name ): ExtensionData {
		$stored = &$this->stored;
		return new class( $name, $stored ) implements ExtensionData {
			/**
			 * @param string                        $name   The namespace.
			 * @param list<array{0: int, 1: mixed}> $stored Where stored values go.
			 */
			public function __construct( private readonly string $name, private array &$stored ) {
			}

			public function extension_namespace(): string {
				return $this->name;
			}

			public function schema(): array {
				return array(
					'type'                 => 'object',
					'properties'           => array(
						'message' => array(
							'type'      => 'string',
							'maxLength' => 20,
						),
						'wrap'    => array( 'type' => 'boolean' ),
					),
					'additionalProperties' => false,
				);
			}

			public function store( int $order_id, mixed $value ): void {
				$this->stored[] = array( $order_id, $value );
			}
		};
	}

	private function refusal( array $sent ): ExtensionDataRefused {
		try {
			$this->registry->accept( $sent );
		} catch ( ExtensionDataRefused $e ) {
			return $e;
		}
		self::fail( 'Accepted: ' . wp_json_encode( $sent ) );
	}

	public function test_a_registered_namespace_is_validated_sanitized_and_stored_by_its_owner(): void {
		$accepted = $this->registry->accept( array( 'acme/gift' => array( 'wrap' => 'true' ) ) );
		$this->registry->store( 42, $accepted );

		self::assertSame( array( 'acme/gift' => array( 'wrap' => true ) ), $accepted );
		self::assertSame( array( array( 42, array( 'wrap' => true ) ) ), $this->stored );
		self::assertSame( array( 'acme/gift' ), $this->registry->namespaces() );
	}

	public function test_an_unknown_namespace_a_wrong_shape_and_too_much_are_refused_by_name(): void {
		$unknown = $this->refusal( array( '_vitrine_new_order_email_sent' => array( 'x' => '1' ) ) );
		$shape   = $this->refusal( array( 'acme/gift' => array( 'message' => str_repeat( 'x', 21 ) ) ) );
		$extra   = $this->refusal( array( 'acme/gift' => array( 'price' => '0.01' ) ) );
		$keys    = $this->refusal( array( 'acme/gift' => array_fill( 0, ExtensionDataRegistry::MAX_KEYS, 'x' ) ) );
		$bytes   = $this->refusal( array( 'acme/gift' => array( 'message' => str_repeat( 'x', ExtensionDataRegistry::MAX_BYTES ) ) ) );

		self::assertSame( 'vitrine_extension_data_unknown', $unknown->error_code );
		self::assertStringContainsString( '_vitrine_new_order_email_sent', $unknown->getMessage() );
		self::assertArrayHasKey( 'extensions[_vitrine_new_order_email_sent]', $unknown->params() );
		foreach ( array( $shape, $extra ) as $refusal ) {
			self::assertSame( 'vitrine_extension_data_invalid', $refusal->error_code );
			self::assertStringContainsString( 'acme/gift', $refusal->getMessage() );
		}
		self::assertSame( 'vitrine_extension_data_too_large', $keys->error_code );
		self::assertSame( 'vitrine_extension_data_too_large', $bytes->error_code );
		self::assertSame( array(), $this->stored );
	}

	public function test_a_namespace_is_vendor_slash_name_and_registered_once(): void {
		foreach ( array( 'acme/gift', 'no-slash', 'Acme/Gift', '_meta/x' . str_repeat( '/', 2 ) ) as $name ) {
			try {
				$this->registry->register( $this->extension( $name ) );
				self::fail( "Registered {$name}." );
			} catch ( \InvalidArgumentException $e ) {
				self::assertStringContainsString( $name, $e->getMessage() );
			}
		}
	}
}
