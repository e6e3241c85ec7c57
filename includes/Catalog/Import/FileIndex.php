<?php
/**
 * What a whole import file holds, for the checks one row cannot make alone.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * The first row of each SKU (a later row with the same SKU is a duplicate) and the references
 * (id:N and SKU) of the file's variable products, which its variations may name as Parent.
 * Built in one pass over the file and stored with the import job.
 */
final class FileIndex {

	/**
	 * @param array<string, int>  $skus    SKU to the first row that has it.
	 * @param array<string, bool> $parents Parent references of variable products.
	 * @param int                 $rows    Data rows in the file.
	 */
	public function __construct(
		public readonly array $skus = array(),
		public readonly array $parents = array(),
		public readonly int $rows = 0,
	) {
	}

	/**
	 * @param CsvReader    $reader  The file.
	 * @param list<string> $mapping The field of each column.
	 */
	public static function build( CsvReader $reader, array $mapping ): self {
		$column = array_flip( array_filter( $mapping, static fn ( string $field ): bool => '' !== $field ) );
		$skus   = array();
		$parent = array();
		$row    = 0;
		$offset = $reader->data_offset();
		do {
			$batch = $reader->read( $offset, 500 );
			foreach ( $batch['rows'] as $cells ) {
				++$row;
				$sku  = isset( $column['sku'] ) ? trim( (string) ( $cells[ $column['sku'] ] ?? '' ) ) : '';
				$id   = isset( $column['id'] ) ? trim( (string) ( $cells[ $column['id'] ] ?? '' ) ) : '';
				$type = isset( $column['type'] ) ? strtolower( (string) ( $cells[ $column['type'] ] ?? '' ) ) : '';
				if ( '' !== $sku && ! isset( $skus[ $sku ] ) ) {
					$skus[ $sku ] = $row;
				}
				if ( in_array( 'variable', CsvColumns::split_list( $type ), true ) ) {
					if ( '' !== $sku ) {
						$parent[ $sku ] = true;
					}
					if ( '' !== $id ) {
						$parent[ 'id:' . $id ] = true;
					}
				}
			}
			$offset = $batch['offset'];
		} while ( ! $batch['done'] );
		return new self( $skus, $parent, $row );
	}

	public function first_row_of_sku( string $sku ): ?int {
		return $this->skus[ $sku ] ?? null;
	}

	public function is_variable_parent( string $reference ): bool {
		return isset( $this->parents[ trim( $reference ) ] );
	}

	/**
	 * @return array{skus: array<string, int>, parents: array<string, bool>, rows: int}
	 */
	public function to_array(): array {
		return array(
			'skus'    => $this->skus,
			'parents' => $this->parents,
			'rows'    => $this->rows,
		);
	}

	/**
	 * @param array<string, mixed> $data As to_array() gave it.
	 */
	public static function from_array( array $data ): self {
		return new self( (array) ( $data['skus'] ?? array() ), (array) ( $data['parents'] ?? array() ), (int) ( $data['rows'] ?? 0 ) );
	}
}
