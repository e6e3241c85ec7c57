<?php
/**
 * Checks one row of an import file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

use Vitrine\Reviews\Library\ReviewInput;

/**
 * A row becomes a review to store, or the messages of what is wrong with it. A row without an
 * external_id gets a stable one from its author, time and text, so that importing the same
 * file again updates the reviews instead of adding them twice.
 */
final class ImportRow {

	public function __construct( private readonly ReviewInput $input ) {
	}

	/**
	 * @return array{review: array<string, string|int|float>|null, errors: array<string, string>}
	 *         The review in storage form (external_id set), or messages by column.
	 */
	public function check( RawRow $row ): array {
		$errors = array();
		foreach ( $row->problems as $index => $problem ) {
			$errors[ 'row' . ( $index > 0 ? $index : '' ) ] = $problem;
		}
		$checked = $this->input->check( $row->fields, true );
		if ( array() !== $row->fields || array() === $errors ) {
			$errors += $checked['errors'];
		}
		if ( array() !== $errors ) {
			return array(
				'review' => null,
				'errors' => $errors,
			);
		}
		$review = $checked['values'];
		if ( '' === $review['external_id'] ) {
			$review['external_id'] = self::hash( (string) $review['author_name'], (int) $review['time'], (string) $review['text'] );
		}
		$review['author_avatar'] = '';
		return array(
			'review' => $review,
			'errors' => array(),
		);
	}

	/**
	 * The external id of a review that has none: the same author, time and text give the same id.
	 */
	public static function hash( string $author_name, int $time, string $text ): string {
		return 'import-' . sha1( $author_name . "\n" . $time . "\n" . $text );
	}
}
