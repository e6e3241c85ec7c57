<?php
/**
 * The answers of the import routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;

/**
 * One shape of a job (ImportRunner::status()) for every route, and their shared permission.
 */
final class ImportSchema {

	public const CAPABILITY = ProductPostTypes::EDIT_CAPABILITY;

	/** The path of one job. */
	public const JOB_PATH = '/products/imports/(?P<id>[a-z0-9]{20})';

	/**
	 * @return array<string, mixed>
	 */
	public static function job(): array {
		return Schema::titled(
			'ProductImport',
			Schema::object(
				array(
					'id'      => Schema::string(),
					'name'    => Schema::string(),
					'status'  => Schema::string( array( 'mapping', 'checked', 'running', 'done' ) ),
					'header'  => Schema::list_of( Schema::string() ),
					'mapping' => Schema::list_of( Schema::string() ),
					'rows'    => Schema::integer(),
					'done'    => Schema::integer(),
					'created' => Schema::integer(),
					'updated' => Schema::integer(),
					'skipped' => Schema::list_of(
						Schema::object(
							array(
								'row'     => Schema::integer(),
								'reasons' => Schema::list_of( Schema::string() ),
							)
						)
					),
				)
			)
		);
	}

	public static function permission(): \Closure {
		return Permissions::nonce_and_capability( self::CAPABILITY );
	}

	/**
	 * @return array<string, array<string, mixed>>
	 */
	public static function id_arg(): array {
		return array(
			'id' => array(
				'type'     => 'string',
				'pattern'  => '^[a-z0-9]{20}$',
				'required' => true,
			),
		);
	}
}
