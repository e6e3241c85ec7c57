<?php
/**
 * Where one order came from, normalised.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Origins;

/**
 * One row of vitrine_order_origins (Migration0017OrderOrigins): the origin the checkout received
 * as the attribution fields of the checkout's inputs (CheckoutInputs::FIELDS), reduced to the
 * columns the orders list and the report read, each cut to its column's size.
 */
final class OrderOrigin {

	public const TYPE_UTM        = 'utm';
	public const TYPE_ORGANIC    = 'organic';
	public const TYPE_REFERRAL   = 'referral';
	public const TYPE_TYPEIN     = 'typein';
	public const TYPE_ADMIN      = 'admin';
	public const TYPE_MOBILE_APP = 'mobile_app';
	public const TYPE_UNKNOWN    = 'unknown';

	/** The types a buyer's browser may send (the capture script's four). */
	public const SENT_TYPES = array( self::TYPE_UTM, self::TYPE_ORGANIC, self::TYPE_REFERRAL, self::TYPE_TYPEIN );

	/** The columns' sizes in characters. */
	public const SIZES = array(
		'source_type'  => 20,
		'source'       => 100,
		'medium'       => 100,
		'campaign'     => 191,
		'content'      => 191,
		'term'         => 191,
		'landing_page' => 500,
		'referrer'     => 500,
		'device_type'  => 10,
	);

	private const MINUTE = 60;
	private const HOUR   = 3600;
	private const DAY    = 86400;

	/** How the capture script writes "no value". */
	private const NONE = '(none)';

	/** Search engines whose names read better than their key (src/attribution/sources.ts). */
	private const ENGINE_NAMES = array(
		'google'     => 'Google',
		'bing'       => 'Bing',
		'yahoo'      => 'Yahoo!',
		'yandex'     => 'Yandex',
		'duckduckgo' => 'DuckDuckGo',
		'baidu'      => 'Baidu',
		'ecosia'     => 'Ecosia',
		'brave'      => 'Brave',
		'ask'        => 'Ask',
		'aol'        => 'AOL',
		'mail.ru'    => 'Mail.ru',
		'qwant'      => 'Qwant',
	);

	public function __construct(
		public readonly int $order_id,
		public readonly int $created_at,
		public readonly string $source_type,
		public readonly string $source = '',
		public readonly string $medium = '',
		public readonly string $campaign = '',
		public readonly string $content = '',
		public readonly string $term = '',
		public readonly string $landing_page = '',
		public readonly string $referrer = '',
		public readonly string $device_type = '',
		public readonly ?int $session_pages = null,
		public readonly ?int $session_count = null,
		public readonly ?int $session_seconds = null,
	) {
	}

	/**
	 * The origin of an order from its attribution fields (without the form prefix).
	 *
	 * @param int                   $order_id   The order.
	 * @param int                   $created_at The order's creation, Unix time.
	 * @param array<string, string> $fields     Field => value, already validated.
	 */
	public static function from_fields( int $order_id, int $created_at, array $fields ): self {
		$text  = static fn ( string $field ): string => self::clean( (string) ( $fields[ $field ] ?? '' ) );
		$type  = $text( 'source_type' );
		$start = $text( 'session_start_time' );
		return new self(
			$order_id,
			$created_at,
			'' === $type ? self::TYPE_UNKNOWN : self::cut( 'source_type', $type ),
			self::cut( 'source', $text( 'utm_source' ) ),
			self::cut( 'medium', $text( 'utm_medium' ) ),
			self::cut( 'campaign', $text( 'utm_campaign' ) ),
			self::cut( 'content', $text( 'utm_content' ) ),
			self::cut( 'term', $text( 'utm_term' ) ),
			self::cut( 'landing_page', $text( 'session_entry' ) ),
			self::cut( 'referrer', $text( 'referrer' ) ),
			DeviceType::of( $text( 'user_agent' ) ),
			self::count( $text( 'session_pages' ) ),
			self::count( $text( 'session_count' ) ),
			self::seconds( $start, $created_at )
		);
	}

	/**
	 * An origin the merchant recorded, such as an order created in wp-admin.
	 */
	public static function of_type( int $order_id, int $created_at, string $type ): self {
		return new self( $order_id, $created_at, self::cut( 'source_type', $type ) );
	}

	/**
	 * The type as the merchant reads it: "UTM", "Organic: Google", "Referral: example.com",
	 * "Direct", "Web admin", "Mobile app" or "Unknown".
	 */
	public function label(): string {
		return match ( $this->source_type ) {
			self::TYPE_UTM        => __( 'UTM', 'vitrine' ),
			/* translators: %s: search engine, such as Google. */
			self::TYPE_ORGANIC    => '' !== $this->source ? sprintf( __( 'Organic: %s', 'vitrine' ), self::engine_name( $this->source ) ) : __( 'Organic search', 'vitrine' ),
			/* translators: %s: the referring site, such as example.com. */
			self::TYPE_REFERRAL   => '' !== $this->source ? sprintf( __( 'Referral: %s', 'vitrine' ), $this->source ) : __( 'Referral', 'vitrine' ),
			self::TYPE_TYPEIN     => __( 'Direct', 'vitrine' ),
			self::TYPE_ADMIN      => __( 'Web admin', 'vitrine' ),
			self::TYPE_MOBILE_APP => __( 'Mobile app', 'vitrine' ),
			default               => __( 'Unknown', 'vitrine' ),
		};
	}

	/**
	 * A type's name alone, for the filter: "UTM", "Organic search", "Referral", "Direct", …
	 */
	public static function type_label( string $type ): string {
		return match ( $type ) {
			self::TYPE_UTM        => __( 'UTM', 'vitrine' ),
			self::TYPE_ORGANIC    => __( 'Organic search', 'vitrine' ),
			self::TYPE_REFERRAL   => __( 'Referral', 'vitrine' ),
			self::TYPE_TYPEIN     => __( 'Direct', 'vitrine' ),
			self::TYPE_ADMIN      => __( 'Web admin', 'vitrine' ),
			self::TYPE_MOBILE_APP => __( 'Mobile app', 'vitrine' ),
			default               => __( 'Unknown', 'vitrine' ),
		};
	}

	/**
	 * A source as the filter names it under its type: "Organic: Google", "UTM: newsletter".
	 */
	public static function source_label( string $type, string $source ): string {
		return ( new self( 0, 0, $type, $source ) )->label() . ( self::TYPE_UTM === $type ? ': ' . $source : '' );
	}

	/**
	 * A session's length as the merchant reads it: "45 s", "4 min", "2 h 5 min", "3 days".
	 */
	public static function duration( int $seconds ): string {
		if ( $seconds < self::MINUTE ) {
			/* translators: %d: seconds. */
			return sprintf( __( '%d s', 'vitrine' ), $seconds );
		}
		if ( $seconds < self::HOUR ) {
			/* translators: %d: minutes. */
			return sprintf( __( '%d min', 'vitrine' ), intdiv( $seconds, self::MINUTE ) );
		}
		if ( $seconds < self::DAY ) {
			/* translators: 1: hours, 2: minutes. */
			return sprintf( __( '%1$d h %2$d min', 'vitrine' ), intdiv( $seconds, self::HOUR ), intdiv( $seconds % self::HOUR, self::MINUTE ) );
		}
		$days = intdiv( $seconds, self::DAY );
		/* translators: %s: number of days. */
		return sprintf( _n( '%s day', '%s days', $days, 'vitrine' ), number_format_i18n( $days ) );
	}

	/**
	 * The row's columns, for $wpdb.
	 *
	 * @return array<string, string|int|null>
	 */
	public function row(): array {
		return array(
			'order_id'        => $this->order_id,
			'created_at'      => gmdate( 'Y-m-d H:i:s', $this->created_at ),
			'source_type'     => $this->source_type,
			'source'          => $this->source,
			'medium'          => $this->medium,
			'campaign'        => $this->campaign,
			'content'         => $this->content,
			'term'            => $this->term,
			'landing_page'    => $this->landing_page,
			'referrer'        => $this->referrer,
			'device_type'     => $this->device_type,
			'session_pages'   => $this->session_pages,
			'session_count'   => $this->session_count,
			'session_seconds' => $this->session_seconds,
		);
	}

	/**
	 * An origin from a row of the table.
	 *
	 * @param array<string, mixed> $row The row, as $wpdb answers it.
	 */
	public static function from_row( array $row ): self {
		$int = static fn ( string $column ): ?int => null === ( $row[ $column ] ?? null ) ? null : (int) $row[ $column ];
		$str = static fn ( string $column ): string => (string) ( $row[ $column ] ?? '' );
		return new self(
			(int) $row['order_id'],
			(int) strtotime( $str( 'created_at' ) . ' UTC' ),
			$str( 'source_type' ),
			$str( 'source' ),
			$str( 'medium' ),
			$str( 'campaign' ),
			$str( 'content' ),
			$str( 'term' ),
			$str( 'landing_page' ),
			$str( 'referrer' ),
			$str( 'device_type' ),
			$int( 'session_pages' ),
			$int( 'session_count' ),
			$int( 'session_seconds' )
		);
	}

	private static function engine_name( string $source ): string {
		return self::ENGINE_NAMES[ strtolower( $source ) ] ?? $source;
	}

	/**
	 * A value as the row keeps it: the script's "(none)" is no value.
	 */
	private static function clean( string $value ): string {
		$value = trim( $value );
		return self::NONE === $value ? '' : $value;
	}

	private static function cut( string $column, string $value ): string {
		return mb_substr( $value, 0, self::SIZES[ $column ] );
	}

	/**
	 * A count of pages or visits: digits only, within the column's unsigned int.
	 */
	private static function count( string $value ): ?int {
		return 1 === preg_match( '/^\d{1,9}$/', $value ) ? (int) $value : null;
	}

	/**
	 * Seconds from the session's start ("2026-11-27 05:30:00", UTC) to the order; null when the
	 * start is missing, unreadable or later than the order.
	 */
	private static function seconds( string $start, int $order_time ): ?int {
		$time = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $start, new \DateTimeZone( 'UTC' ) );
		if ( false === $time || $time->getTimestamp() > $order_time ) {
			return null;
		}
		return min( $order_time - $time->getTimestamp(), 4294967295 );
	}
}
