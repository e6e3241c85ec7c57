<?php
/**
 * The columns of an import file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

/**
 * Column names (CSV header) and keys (JSON objects) an import reads; others are ignored.
 */
final class ImportColumns {

	public const ALL = array( 'external_id', 'author_name', 'rating', 'text', 'time', 'author_url', 'author_avatar', 'reply', 'language' );

	public const REQUIRED = array( 'author_name', 'rating', 'time' );

	/**
	 * A header cell or key as a column name: "Author Name" and "author-name" are author_name.
	 */
	public static function normalize( string $name ): string {
		return (string) preg_replace( '/[\s\-]+/', '_', strtolower( trim( $name ) ) );
	}
}
