<?php
/**
 * A listing block's attributes: their schema and their validation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Errors\ErrorKind;

/**
 * The listing's own attributes (how it looks and pages) and its source's, validated against
 * their JSON schemas on every render and call: the saved block is the only truth about what a
 * listing lists, so nothing the browser sends can widen it.
 */
final class ListingSettings {

	public const LAYOUTS     = array( 'grid', 'masonry', 'slider' );
	public const PAGINATIONS = array( 'none', 'load-more', 'infinite' );

	public const MAX_COLUMNS  = 6;
	public const MAX_PER_PAGE = 48;

	/** The spec's defaults: 3 / 1 / 1 at 1025 and 768 px (section 9). */
	public const DEFAULT_COLUMNS        = 3;
	public const DEFAULT_COLUMNS_TABLET = 1;
	public const DEFAULT_COLUMNS_MOBILE = 1;

	/** The block's stable id: written by the editor when the block is inserted. */
	public const ID_PATTERN = '^[a-z0-9][a-z0-9\\-]{3,39}$';

	/**
	 * JSON schema of the attributes that shape the listing (not its query). The browser's
	 * widget_settings are checked against it too.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$columns = static fn ( int $default ): array => array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => self::MAX_COLUMNS,
			'default' => $default,
		);
		return array(
			'listingId'     => array(
				'type'    => 'string',
				'pattern' => '^(' . substr( self::ID_PATTERN, 1, -1 ) . ')?$',
				'default' => '',
			),
			'source'        => array(
				'type'    => 'string',
				'pattern' => '^[a-z0-9_\\-]{1,40}$',
				'default' => 'posts',
			),
			'sourceArgs'    => array(
				'type'          => 'object',
				'maxProperties' => 20,
				'default'       => array(),
			),
			'layout'        => array(
				'type'    => 'string',
				'enum'    => self::LAYOUTS,
				'default' => 'grid',
			),
			'columns'       => $columns( self::DEFAULT_COLUMNS ),
			'columnsTablet' => $columns( self::DEFAULT_COLUMNS_TABLET ),
			'columnsMobile' => $columns( self::DEFAULT_COLUMNS_MOBILE ),
			'perPage'       => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_PER_PAGE,
				'default' => 6,
			),
			'pagination'    => array(
				'type'    => 'string',
				'enum'    => self::PAGINATIONS,
				'default' => 'none',
			),
			'loadMoreLabel' => array(
				'type'      => 'string',
				'maxLength' => 100,
				'default'   => '',
			),
			'lazyLoad'      => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'emptyText'     => array(
				'type'      => 'string',
				'maxLength' => 200,
				'default'   => '',
			),
			'lazyOffset'    => array(
				'type'    => 'string',
				'pattern' => '^-?[0-9]{1,4}px$',
				'default' => '0px',
			),
		);
	}

	/**
	 * Every attribute the listing reads, with its default, checked against the listing's schema
	 * and its source's: the source's own from sourceArgs (other modules' sources) or, for the
	 * posts source, the block's query attributes.
	 *
	 * @param array<string, mixed> $attributes The saved attributes.
	 * @param ListingSource        $source     The listing's source.
	 * @return array{settings: array<string, mixed>, source_args: array<string, mixed>}
	 * @throws ListingError When an attribute does not match its schema.
	 */
	public static function validate( array $attributes, ListingSource $source ): array {
		$settings = self::check( self::schema(), $attributes );
		$given    = array_merge( $attributes, (array) $settings['sourceArgs'] );
		return array(
			'settings'    => $settings,
			'source_args' => self::check( $source->args_schema(), $given ),
		);
	}

	/**
	 * Values checked against a closed set of property schemas: each present one validated and
	 * sanitized, each absent one given its default; the names the schemas do not know dropped.
	 *
	 * @param array<string, array<string, mixed>> $schema Property schemas.
	 * @param array<string, mixed>                $values The values.
	 * @return array<string, mixed>
	 * @throws ListingError When a value does not match.
	 */
	public static function check( array $schema, array $values ): array {
		$clean  = array();
		$errors = array();
		foreach ( $schema as $key => $property ) {
			if ( ! array_key_exists( $key, $values ) ) {
				$clean[ $key ] = $property['default'] ?? null;
				continue;
			}
			$valid = rest_validate_value_from_schema( $values[ $key ], $property, $key );
			if ( is_wp_error( $valid ) ) {
				$errors[ $key ] = $valid->get_error_message();
				continue;
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $values[ $key ], $property, $key );
		}
		if ( array() !== $errors ) {
			throw new ListingError(
				'vitrine_listing_invalid_settings',
				__( 'This listing’s settings are not valid: edit the block and save it again.', 'vitrine' ) . ' ' . implode( ' ', $errors ),
				ErrorKind::INVALID,
				array( 'params' => $errors )
			);
		}
		return $clean;
	}
}
