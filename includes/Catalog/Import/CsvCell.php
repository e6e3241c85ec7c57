<?php
/**
 * Cells of a CSV file written for spreadsheets.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * Writes rows to a stream: RFC 4180 quoting, and a text cell that a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, the
 * OWASP rule against CSV injection. A plain number (-1, the Published value of a draft) is not a
 * formula and stays as it is. The reader takes the apostrophe off again (unsafe()), so a name
 * that starts with = survives an export and an import.
 */
final class CsvCell {

	/** The UTF-8 byte order mark, so that Excel reads the file as UTF-8. */
	public const BOM = "\xEF\xBB\xBF";

	public static function safe( string $cell ): string {
		if ( '' === $cell || ! str_contains( "=+-@\t\r", $cell[0] ) || 1 === preg_match( '/^-?\d+(\.\d+)?$/', $cell ) ) {
			return $cell;
		}
		return "'" . $cell;
	}

	/**
	 * A cell as read: the apostrophe safe() put before a formula character taken off.
	 */
	public static function unsafe( string $cell ): string {
		return strlen( $cell ) > 1 && "'" === $cell[0] && str_contains( "=+-@\t\r", $cell[1] ) ? substr( $cell, 1 ) : $cell;
	}

	/**
	 * One line of the file, cells made safe and quoted where needed, ending in CRLF.
	 *
	 * @param list<string> $cells The row.
	 */
	public static function line( array $cells ): string {
		$quoted = array();
		foreach ( $cells as $cell ) {
			$cell     = self::safe( $cell );
			$quoted[] = 1 === preg_match( '/[",\r\n;]/', $cell ) ? '"' . str_replace( '"', '""', $cell ) . '"' : $cell;
		}
		return implode( ',', $quoted ) . "\r\n";
	}
}
