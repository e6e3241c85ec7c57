<?php
/**
 * Reads the rows of a JSON import file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

use Vitrine\Reviews\ReviewsError;

/**
 * A JSON array of objects, one review each, with the CSV's column names as keys (others
 * ignored). A row's "line" is its position in the array, from 1.
 */
final class JsonReader {

	/**
	 * @return list<RawRow>
	 * @throws ReviewsError When the file is not a JSON array.
	 */
	public function read( string $json ): array {
		if ( '' === trim( $json ) ) {
			throw Importer::unreadable( __( 'The file is empty.', 'vitrine' ) );
		}
		$items = json_decode( $json, true, 8 );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			/* translators: %s: the JSON parser's message, in English. */
			throw Importer::unreadable( sprintf( __( 'The file is not valid JSON (%s).', 'vitrine' ), json_last_error_msg() ) );
		}
		if ( ! is_array( $items ) || ! array_is_list( $items ) ) {
			throw Importer::unreadable( __( 'The file must hold a JSON array of reviews: [ { "author_name": "…", "rating": 5, "time": "2024-05-31", "text": "…" } ].', 'vitrine' ) );
		}
		$rows = array();
		foreach ( $items as $index => $item ) {
			if ( ! is_array( $item ) || ( array() !== $item && array_is_list( $item ) ) ) {
				$rows[] = new RawRow( $index + 1, array(), array( __( 'The item is not an object of review fields.', 'vitrine' ) ) );
				continue;
			}
			$fields = array();
			foreach ( $item as $key => $value ) {
				$name = ImportColumns::normalize( (string) $key );
				if ( in_array( $name, ImportColumns::ALL, true ) ) {
					$fields[ $name ] = $value;
				}
			}
			$rows[] = new RawRow( $index + 1, $fields );
		}
		return $rows;
	}
}
