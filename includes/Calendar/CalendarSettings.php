<?php
/**
 * One calendar's settings.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

use Vitrine\Core\Errors\ErrorKind;

/**
 * What a calendar shows and how long its months are kept: the block's attributes, checked. The
 * page carries them signed (sign()), and the calendar_month call takes back only settings the
 * server signed, so a visitor can neither widen the query nor change the cache rules.
 */
final class CalendarSettings {

	/** The spec's default: at most 12 months a calendar in the cache. */
	public const DEFAULT_MAX_CACHE = 12;

	/** The default cache timeout, in seconds. */
	public const DEFAULT_CACHE_TIMEOUT = 3600;

	public const MAX_MAX_CACHE = 120;

	/**
	 * @param string $post_type     A public post type.
	 * @param string $date_source   'publish' (the post's date) or 'meta'.
	 * @param string $date_key      The meta of the start (Y-m-d or Y-m-d H:i:s) when 'meta'.
	 * @param string $end_key       The meta of the last day, or ''.
	 * @param string $repeat_key    The meta of the RRULE-style repeat, or ''.
	 * @param int    $cache_timeout Seconds: 0 no cache, negative never expires.
	 * @param int    $max_cache     The most months kept.
	 */
	public function __construct(
		public readonly string $post_type = 'post',
		public readonly string $date_source = 'publish',
		public readonly string $date_key = '',
		public readonly string $end_key = '',
		public readonly string $repeat_key = '',
		public readonly int $cache_timeout = self::DEFAULT_CACHE_TIMEOUT,
		public readonly int $max_cache = self::DEFAULT_MAX_CACHE,
	) {
	}

	/**
	 * The settings of a block's attributes; what is wrong falls back to the default (the block
	 * still renders for visitors).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public static function from_attributes( array $attributes ): self {
		$type   = is_string( $attributes['postType'] ?? null ) ? $attributes['postType'] : 'post';
		$source = 'meta' === ( $attributes['dateSource'] ?? '' ) ? 'meta' : 'publish';
		$key    = static fn ( string $name ): string => is_string( $attributes[ $name ] ?? null ) && self::is_meta_key( $attributes[ $name ] ) ? $attributes[ $name ] : '';
		$date   = $key( 'dateKey' );
		if ( 'meta' === $source && '' === $date ) {
			$source = 'publish';
		}
		return new self(
			self::is_public_type( $type ) ? $type : 'post',
			$source,
			'meta' === $source ? $date : '',
			'meta' === $source ? $key( 'endKey' ) : '',
			'meta' === $source ? $key( 'repeatKey' ) : '',
			is_numeric( $attributes['cacheTimeout'] ?? null ) ? (int) $attributes['cacheTimeout'] : self::DEFAULT_CACHE_TIMEOUT,
			is_numeric( $attributes['maxCache'] ?? null ) ? max( 1, min( self::MAX_MAX_CACHE, (int) $attributes['maxCache'] ) ) : self::DEFAULT_MAX_CACHE,
		);
	}

	/**
	 * The settings as the page carries them (camelCase, the block's attribute names).
	 *
	 * @return array{postType: string, dateSource: string, dateKey: string, endKey: string, repeatKey: string, cacheTimeout: int, maxCache: int}
	 */
	public function to_array(): array {
		return array(
			'postType'     => $this->post_type,
			'dateSource'   => $this->date_source,
			'dateKey'      => $this->date_key,
			'endKey'       => $this->end_key,
			'repeatKey'    => $this->repeat_key,
			'cacheTimeout' => $this->cache_timeout,
			'maxCache'     => $this->max_cache,
		);
	}

	/**
	 * A stable name of what the calendar shows: the key of its cache.
	 */
	public function key(): string {
		return substr( md5( (string) wp_json_encode( $this->to_array() ) ), 0, 16 );
	}

	/**
	 * The settings and their signature, as JSON for the page's data-settings.
	 */
	public function signed(): string {
		$settings        = $this->to_array();
		$settings['sig'] = self::signature( $settings );
		return (string) wp_json_encode( $settings );
	}

	/**
	 * Reads settings the page sent back: they must be exactly ones the server wrote and signed.
	 *
	 * @param string $json The data-settings JSON.
	 * @throws CalendarError 400 when it is not settings, 403 when the signature does not match.
	 */
	public static function from_signed( string $json ): self {
		$data = json_decode( $json, true );
		if ( ! is_array( $data ) || ! is_string( $data['sig'] ?? null ) ) {
			throw new CalendarError( 'vitrine_calendar_invalid_settings', __( 'The calendar settings are not valid.', 'vitrine' ), ErrorKind::INVALID );
		}
		$sig = $data['sig'];
		unset( $data['sig'] );
		$settings = self::from_attributes( $data );
		if ( $settings->to_array() !== $data ) {
			// Anything the schema would change (an unknown key, a wrong type, a private post type).
			throw new CalendarError( 'vitrine_calendar_invalid_settings', __( 'The calendar settings are not valid.', 'vitrine' ), ErrorKind::INVALID );
		}
		if ( ! hash_equals( self::signature( $data ), $sig ) ) {
			throw new CalendarError( 'vitrine_calendar_tampered_settings', __( 'These calendar settings were not made by this site.', 'vitrine' ), ErrorKind::FORBIDDEN );
		}
		return $settings;
	}

	/**
	 * @param array<string, mixed> $settings The settings without their signature.
	 */
	private static function signature( array $settings ): string {
		return hash_hmac( 'sha256', 'vitrine-calendar|' . wp_json_encode( $settings ), wp_salt( 'nonce' ) );
	}

	/**
	 * A meta key a calendar may read: no protected (underscored) key, nothing odd.
	 */
	public static function is_meta_key( string $key ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9][A-Za-z0-9_\-]{0,99}$/', $key );
	}

	public static function is_public_type( string $type ): bool {
		$object = get_post_type_object( $type );
		return null !== $object && is_post_type_viewable( $object ) && 'attachment' !== $type;
	}
}
