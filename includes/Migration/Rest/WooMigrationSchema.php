<?php
/**
 * The answers of the WooCommerce migration's routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Rest;

use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;

/**
 * One shape of a migration (WooMigration::status()) for every route, and their permission:
 * the site's administrators (the migration writes products, coupons, customers and orders).
 */
final class WooMigrationSchema {

	public const CAPABILITY = 'manage_options';

	public const PATH = '/woo-migration';

	public const KINDS = array( 'products', 'coupons', 'customers', 'orders' );

	/**
	 * @return array<string, mixed>
	 */
	public static function job(): array {
		return Schema::titled( 'WooMigration', self::job_shape() );
	}

	/**
	 * The job's shape, untitled: the found answer holds it nullable, a different schema under
	 * the generated types' rule of one shape per title (TypeScript compares shapes, not names).
	 *
	 * @return array<string, mixed>
	 */
	private static function job_shape(): array {
		$per_kind = static fn ( array $schema ): array => Schema::object( array_fill_keys( self::KINDS, $schema ) );
		return Schema::object(
			array(
				'id'       => Schema::string(),
				'mode'     => Schema::string( array( 'dry', 'run' ) ),
				'status'   => Schema::string( array( 'running', 'done' ) ),
				'storage'  => Schema::string( array( 'hpos', 'posts', '' ) ),
				'started'  => Schema::integer(),
				'finished' => Schema::integer(),
				'totals'   => $per_kind( Schema::integer() ),
				'done'     => $per_kind( Schema::integer() ),
				'counts'   => $per_kind(
					Schema::object(
						array(
							'created'   => Schema::integer(),
							'updated'   => Schema::integer(),
							'unchanged' => Schema::integer(),
							'skipped'   => Schema::integer(),
						)
					)
				),
				'skipped'  => Schema::list_of(
					Schema::object(
						array(
							'kind'    => Schema::string(),
							'id'      => Schema::integer(),
							'name'    => Schema::string(),
							'reasons' => Schema::list_of( Schema::string() ),
						)
					)
				),
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function found(): array {
		return Schema::titled(
			'WooMigrationFound',
			Schema::object(
				array(
					'found'          => Schema::boolean(),
					'counts'         => Schema::object( array_fill_keys( self::KINDS, Schema::integer() ) ),
					'orders_storage' => Schema::string( array( 'hpos', 'posts', '' ) ),
					'job'            => Schema::nullable( self::job_shape() ),
				)
			)
		);
	}

	public static function permission(): \Closure {
		return Permissions::nonce_and_capability( self::CAPABILITY );
	}
}
