<?php
/**
 * The fields of a review an admin types in or imports.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

/**
 * Checks and normalizes one review's fields, for a review added by hand and for each row of an
 * import, so both accept the same values with the same messages. Values may be strings (a CSV
 * cell) or JSON scalars. Every message names the field by its key, which is also the CSV column.
 */
final class ReviewInput {

	public const MAX_NAME = 200;

	public const MAX_TEXT = 10000;

	public const MAX_URL = 2048;

	public const MAX_EXTERNAL_ID = 191;

	public const MAX_LANGUAGE = 20;

	/** A time this far ahead of the server's clock is still taken as "now" (clock skew). */
	private const FUTURE_LEEWAY = 300;

	/**
	 * Checks the fields given (unknown keys are ignored).
	 *
	 * @param array<string, mixed> $input         Field values by key.
	 * @param bool                 $time_required Whether a missing time is an error (imports) or "now".
	 * @return array{values: array<string, string|int|float>, errors: array<string, string>} The
	 *         values in storage form (author_avatar as author_avatar_source), or a message by key.
	 */
	public function check( array $input, bool $time_required ): array {
		$values = array();
		$errors = array();

		$name = $this->text( $input['author_name'] ?? null );
		if ( null === $name ) {
			$errors['author_name'] = __( 'author_name must be text.', 'vitrine' );
		} elseif ( '' === $name ) {
			$errors['author_name'] = __( 'author_name is required.', 'vitrine' );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: the most characters allowed. */
			$errors['author_name'] = sprintf( __( 'author_name must be at most %d characters long.', 'vitrine' ), self::MAX_NAME );
		} else {
			$values['author_name'] = $name;
		}

		$rating = $this->rating( $input['rating'] ?? null );
		if ( null === $rating ) {
			$errors['rating'] = __( 'rating must be a number from 1 to 5.', 'vitrine' );
		} else {
			$values['rating'] = $rating;
		}

		foreach ( array( 'text', 'reply' ) as $key ) {
			$value = $this->text( $input[ $key ] ?? '', true );
			if ( null === $value ) {
				/* translators: %s: a field's key, such as text or reply. */
				$errors[ $key ] = sprintf( __( '%s must be text.', 'vitrine' ), $key );
			} elseif ( mb_strlen( $value ) > self::MAX_TEXT ) {
				/* translators: 1: a field's key, such as text or reply; 2: the most characters allowed. */
				$errors[ $key ] = sprintf( __( '%1$s must be at most %2$d characters long.', 'vitrine' ), $key, self::MAX_TEXT );
			} else {
				$values[ $key ] = $value;
			}
		}

		$time = $input['time'] ?? null;
		if ( null === $time || '' === $time ) {
			if ( $time_required ) {
				$errors['time'] = __( 'time is required: the review\'s date, such as 2024-05-31 or 2024-05-31T14:30:00+02:00, or a Unix time in seconds.', 'vitrine' );
			} else {
				$values['time'] = time();
			}
		} else {
			$epoch = $this->time( $time );
			if ( null === $epoch ) {
				$errors['time'] = __( 'time must be a date such as 2024-05-31 or 2024-05-31T14:30:00+02:00, or a Unix time in seconds.', 'vitrine' );
			} elseif ( $epoch > time() + self::FUTURE_LEEWAY ) {
				$errors['time'] = __( 'time must not be in the future.', 'vitrine' );
			} else {
				$values['time'] = $epoch;
			}
		}

		foreach ( array(
			'author_url'    => 'author_url',
			'author_avatar' => 'author_avatar_source',
		) as $key => $column ) {
			$url = $this->url( $input[ $key ] ?? '' );
			if ( null === $url ) {
				/* translators: %s: a field's key, such as author_url. */
				$errors[ $key ] = sprintf( __( '%s must be a web address starting with http:// or https://.', 'vitrine' ), $key );
			} else {
				$values[ $column ] = $url;
			}
		}

		$language = $this->text( $input['language'] ?? '' );
		if ( null === $language || ( '' !== $language && 1 !== preg_match( '/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i', $language ) ) || strlen( (string) $language ) > self::MAX_LANGUAGE ) {
			$errors['language'] = __( 'language must be a language tag such as en or de-AT.', 'vitrine' );
		} else {
			$values['language'] = $language;
		}

		$external_id = $this->text( $input['external_id'] ?? '' );
		if ( null === $external_id ) {
			$errors['external_id'] = __( 'external_id must be text.', 'vitrine' );
		} elseif ( strlen( $external_id ) > self::MAX_EXTERNAL_ID ) {
			/* translators: %d: the most characters allowed. */
			$errors['external_id'] = sprintf( __( 'external_id must be at most %d characters long.', 'vitrine' ), self::MAX_EXTERNAL_ID );
		} else {
			$values['external_id'] = $external_id;
		}

		return array(
			'values' => array() === $errors ? $values : array(),
			'errors' => $errors,
		);
	}

	/**
	 * The epoch seconds of an ISO 8601 date or date-time (without an offset: the site's time
	 * zone), or of a Unix time given as digits; null when it is neither.
	 */
	public function time( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		if ( is_float( $value ) && floor( $value ) === $value && $value >= 0 && $value < PHP_INT_MAX ) {
			return (int) $value;
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		if ( 1 === preg_match( '/^\d{1,11}$/', $value ) ) {
			return (int) $value;
		}
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i', $value, $parts ) ) {
			return null;
		}
		list( , $year, $month, $day ) = $parts;
		$hour                         = (int) ( $parts[4] ?? 0 );
		$minute                       = (int) ( $parts[5] ?? 0 );
		$second                       = (int) ( $parts[6] ?? 0 );
		if ( ! checkdate( (int) $month, (int) $day, (int) $year ) || $hour > 23 || $minute > 59 || $second > 59 ) {
			return null;
		}
		$zone = $parts[7] ?? '';
		try {
			$timezone = '' === $zone ? wp_timezone() : new \DateTimeZone( 'Z' === strtoupper( $zone ) ? 'UTC' : $zone );
			$date     = new \DateTimeImmutable( sprintf( '%s-%s-%s %02d:%02d:%02d', $year, $month, $day, $hour, $minute, $second ), $timezone );
		} catch ( \Exception ) {
			return null;
		}
		$epoch = $date->getTimestamp();
		return $epoch >= 0 ? $epoch : null;
	}

	/**
	 * A rating from 1 to 5 (a number, or a numeric string with a dot or a comma), to one decimal;
	 * null otherwise.
	 */
	private function rating( mixed $value ): ?float {
		if ( is_string( $value ) ) {
			$value = str_replace( ',', '.', trim( $value ) );
			if ( 1 !== preg_match( '/^\d+(\.\d+)?$/', $value ) ) {
				return null;
			}
			$value = (float) $value;
		}
		if ( ! is_int( $value ) && ! is_float( $value ) ) {
			return null;
		}
		$rating = round( (float) $value, 1 );
		return $rating >= 1.0 && $rating <= 5.0 ? $rating : null;
	}

	/**
	 * Plain text: valid UTF-8, no control characters (but line breaks and tabs where allowed),
	 * line breaks as \n, trimmed; numbers are taken as their text. Null for anything else.
	 * Markup is not stripped: the text is always escaped where it is shown, and stripping would
	 * eat a review's "<3".
	 */
	private function text( mixed $value, bool $multiline = false ): ?string {
		if ( is_int( $value ) || is_float( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) || ! mb_check_encoding( $value, 'UTF-8' ) ) {
			return null;
		}
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		$value = (string) preg_replace( $multiline ? '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u' : '/[\x00-\x1F\x7F]/u', $multiline ? '' : ' ', $value );
		return trim( $value );
	}

	/**
	 * '' for no address, the address when it is http(s), null otherwise.
	 */
	private function url( mixed $value ): ?string {
		$url = $this->text( $value );
		if ( null === $url ) {
			return null;
		}
		if ( '' === $url ) {
			return '';
		}
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host || strlen( $url ) > self::MAX_URL ) {
			return null;
		}
		$clean = esc_url_raw( $url, array( 'http', 'https' ) );
		return '' === $clean ? null : $clean;
	}
}
