<?php
/**
 * Words for an InnoDB FULLTEXT index and the boolean-mode queries that search it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * InnoDB's FULLTEXT parser indexes only words of at least innodb_ft_min_token_size characters
 * (3 by default, set at server start), so "XL", "TV" or the "t" of "T-shirt" could never be
 * found. The text written to the index therefore carries each shorter word once more, padded
 * with underscores to that size ("xl_", "t__"), a word the parser keeps (the underscore is a
 * word character); a short word searched is looked up padded the same way.
 *
 * Words are split here exactly as the parser splits them (letters, digits and underscores), so
 * a search can only contain words: none of the boolean-mode operators (+ - < > ( ) ~ * " @) a
 * visitor types survives, and each word is then given its own operators. Both sides, the index
 * (indexable()) and the query (boolean_query()), go through words(), so they agree.
 */
final class Fulltext {

	/** InnoDB's innodb_ft_max_token_size default: longer words are not indexed. */
	public const MAX_WORD = 84;

	/** At most this many words of a search are used. */
	public const MAX_WORDS = 12;

	private static ?int $min_token_size = null;

	/**
	 * The server's innodb_ft_min_token_size (read once a request; 3 when unreadable).
	 */
	public static function min_token_size(): int {
		if ( null === self::$min_token_size ) {
			global $wpdb;
			$size                 = (int) $wpdb->get_var( 'SELECT @@innodb_ft_min_token_size' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a server variable.
			self::$min_token_size = $size > 0 ? min( $size, 16 ) : 3;
		}
		return self::$min_token_size;
	}

	/**
	 * The words of a text, lower case, each once, in order.
	 *
	 * @return list<string>
	 */
	public static function words( string $text ): array {
		$words = preg_split( '/[^\p{L}\p{N}_]+/u', mb_strtolower( $text, 'UTF-8' ), -1, PREG_SPLIT_NO_EMPTY );
		if ( false === $words ) {
			return array();
		}
		$unique = array();
		foreach ( $words as $word ) {
			$unique[ mb_substr( $word, 0, self::MAX_WORD, 'UTF-8' ) ] = true;
		}
		return array_map( 'strval', array_keys( $unique ) );
	}

	/**
	 * A word shorter than the index's minimum, padded with underscores to it.
	 */
	public static function pad( string $word, int $min_size ): string {
		$length = mb_strlen( $word, 'UTF-8' );
		return $length >= $min_size ? $word : $word . str_repeat( '_', $min_size - $length );
	}

	/**
	 * Text as it is written to the index: the text, then each of its short words padded.
	 *
	 * @param string $text     Plain text.
	 * @param int    $min_size The index's minimum word size.
	 */
	public static function indexable( string $text, int $min_size ): string {
		$padded = array();
		foreach ( self::words( $text ) as $word ) {
			if ( mb_strlen( $word, 'UTF-8' ) < $min_size ) {
				$padded[] = self::pad( $word, $min_size );
			}
		}
		return array() === $padded ? $text : $text . ' ' . implode( ' ', $padded );
	}

	/**
	 * A boolean-mode search for the words of what a visitor typed: every word a prefix (hood*
	 * finds hoodie), short words exactly (padded). Required: each word must match (+); otherwise
	 * any may, and more matches rank higher. An empty string when there is no word.
	 *
	 * Common words ("the", "with": WordPress's search stopwords) are never required, unless the
	 * search has nothing else: "the blue hoodie" must not miss a hoodie whose text has no "the".
	 *
	 * @param string       $search   What the visitor typed.
	 * @param int          $min_size The index's minimum word size.
	 * @param bool         $required Whether every word must match.
	 * @param list<string> $common   Lower-case words that are never required.
	 */
	public static function boolean_query( string $search, int $min_size, bool $required, array $common = array() ): string {
		$words    = array_slice( self::words( $search ), 0, self::MAX_WORDS );
		$specific = array_diff( $words, $common );
		$terms    = array();
		foreach ( $words as $word ) {
			$term    = mb_strlen( $word, 'UTF-8' ) < $min_size ? self::pad( $word, $min_size ) : $word . '*';
			$must    = $required && ( array() === $specific || in_array( $word, $specific, true ) );
			$terms[] = ( $must ? '+' : '' ) . $term;
		}
		return implode( ' ', $terms );
	}
}
