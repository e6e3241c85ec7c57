<?php
/**
 * The namespaces of extension data the checkout accepts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\ExtensionData;

use Vitrine\Core\Errors\ErrorKind;

/**
 * Modules register their namespaces (ExtensionData); the checkout hands what the buyer sent to
 * accept() before anything is written, and the accepted values to store() inside the
 * order-placement transaction. Everything else is refused whole: an unknown namespace, a value
 * that does not match its schema (a SalvageableExtensionData's is cut down or dropped instead),
 * more than MAX_KEYS keys or MAX_BYTES bytes in all. The bounds
 * are checked first, on the raw input, so that no schema walk ever runs over a huge value.
 */
final class ExtensionDataRegistry {

	/** Keys in all, at every depth, over every namespace. */
	public const MAX_KEYS = 100;

	/** Bytes of keys and scalar values in all. */
	public const MAX_BYTES = 32768;

	/** How much of a refused name a message repeats. */
	private const NAME_IN_MESSAGE = 80;

	/** @var array<string, ExtensionData> */
	private array $extensions = array();

	/**
	 * @throws \InvalidArgumentException When the namespace is taken or not vendor/name.
	 */
	public function register( ExtensionData $extension ): void {
		$name = $extension->extension_namespace();
		if ( 1 !== preg_match( '#^[a-z0-9_-]+/[a-z0-9_-]+$#', $name ) || isset( $this->extensions[ $name ] ) ) {
			throw new \InvalidArgumentException( sprintf( 'Extension data namespace %s is not vendor/name or is taken.', $name ) );
		}
		$this->extensions[ $name ] = $extension;
	}

	/**
	 * The registered namespaces.
	 *
	 * @return list<string>
	 */
	public function namespaces(): array {
		return array_keys( $this->extensions );
	}

	/**
	 * The values the buyer sent, validated and sanitized, by namespace.
	 *
	 * @param array<mixed> $sent Namespace => value, as sent.
	 * @return array<string, mixed>
	 * @throws ExtensionDataRefused When anything in it is refused; nothing may be stored then.
	 */
	public function accept( array $sent ): array {
		$keys  = 0;
		$bytes = 0;
		if ( ! self::within_bounds( $sent, $keys, $bytes ) ) {
			throw new ExtensionDataRefused(
				'vitrine_extension_data_too_large',
				sprintf(
					/* translators: 1: number of keys, 2: number of bytes. */
					__( 'The extension data is too large: at most %1$d keys and %2$d bytes in all.', 'vitrine' ),
					self::MAX_KEYS,
					self::MAX_BYTES
				),
				ErrorKind::INVALID,
				array( 'params' => array( 'extensions' => __( 'Too large.', 'vitrine' ) ) )
			);
		}
		$accepted = array();
		foreach ( $sent as $name => $value ) {
			$name      = (string) $name;
			$extension = $this->extensions[ $name ] ?? null;
			$path      = 'extensions[' . self::shorten( $name ) . ']';
			if ( null === $extension ) {
				throw $this->refused(
					'vitrine_extension_data_unknown',
					$path,
					/* translators: %s: the namespace, such as vitrine/order-attribution. */
					sprintf( __( 'Unknown extension data namespace “%s”: nothing is accepted under it.', 'vitrine' ), self::shorten( $name ) )
				);
			}
			$schema = $extension->schema();
			$valid  = rest_validate_value_from_schema( $value, $schema, $path );
			if ( is_wp_error( $valid ) && $extension instanceof SalvageableExtensionData ) {
				// Never refuses the order: what passes is kept, the rest dropped.
				$value = $extension->salvage( $value );
				if ( null === $value || is_wp_error( rest_validate_value_from_schema( $value, $schema, $path ) ) ) {
					continue;
				}
				$valid = true;
			}
			if ( is_wp_error( $valid ) ) {
				throw $this->refused(
					'vitrine_extension_data_invalid',
					$path,
					/* translators: 1: the namespace, 2: what is wrong, such as "extensions[x][y] is not of type string." */
					sprintf( __( 'The extension data “%1$s” is not valid: %2$s', 'vitrine' ), self::shorten( $name ), $valid->get_error_message() )
				);
			}
			$accepted[ $name ] = rest_sanitize_value_from_schema( $value, $schema, $path );
		}
		return $accepted;
	}

	/**
	 * Hands each accepted value to its namespace's storage; call inside the order-placement
	 * transaction.
	 *
	 * @param int                  $order_id The order.
	 * @param array<string, mixed> $accepted What accept() returned.
	 */
	public function store( int $order_id, array $accepted ): void {
		foreach ( $accepted as $name => $value ) {
			if ( isset( $this->extensions[ $name ] ) ) {
				$this->extensions[ $name ]->store( $order_id, $value );
			}
		}
	}

	/**
	 * Counts keys and bytes, and stops as soon as either bound is passed.
	 *
	 * @param array<mixed> $values The values.
	 * @param int          $keys   Keys counted so far.
	 * @param int          $bytes  Bytes counted so far.
	 */
	private static function within_bounds( array $values, int &$keys, int &$bytes ): bool {
		foreach ( $values as $key => $value ) {
			++$keys;
			$bytes += strlen( (string) $key );
			if ( is_array( $value ) ) {
				if ( ! self::within_bounds( $value, $keys, $bytes ) ) {
					return false;
				}
			} elseif ( is_scalar( $value ) ) {
				$bytes += strlen( (string) $value );
			}
			if ( $keys > self::MAX_KEYS || $bytes > self::MAX_BYTES ) {
				return false;
			}
		}
		return true;
	}

	private function refused( string $code, string $path, string $message ): ExtensionDataRefused {
		return new ExtensionDataRefused( $code, $message, ErrorKind::INVALID, array( 'params' => array( $path => $message ) ) );
	}

	/**
	 * A name as a message may repeat it: valid UTF-8, and not the whole of a huge one.
	 */
	private static function shorten( string $name ): string {
		$name = wp_check_invalid_utf8( $name, true );
		return mb_strlen( $name ) > self::NAME_IN_MESSAGE ? mb_substr( $name, 0, self::NAME_IN_MESSAGE ) . '…' : $name;
	}
}
