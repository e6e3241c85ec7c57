<?php
/**
 * Tools > Import from WooCommerce.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Admin;

use Vitrine\Core\Admin\ReactScreen;
use Vitrine\Core\Assets\Assets;
use Vitrine\Migration\Rest\WooMigrationSchema;

/**
 * A page of Tools whose screen is a React app (src/entries/admin-woo-migration.tsx): what
 * WooCommerce's data holds, the dry run's report, the copy with its progress and its report.
 * Its bundle loads on this screen only.
 */
final class WooMigrationPage {

	public const SLUG  = 'vitrine-woo-migration';
	public const ENTRY = 'admin-woo-migration';

	private readonly ReactScreen $screen;

	public function __construct( private readonly Assets $assets ) {
		$this->screen = new ReactScreen( $assets, self::ENTRY, 'vitrine-woo-migration-root' );
	}

	public function register(): void {
		$this->assets->define_settings( self::ENTRY, 'adminWooMigration', fn (): array => $this->script_settings() );
	}

	public function add_menu(): void {
		$this->screen->added(
			add_management_page(
				__( 'Import from WooCommerce', 'vitrine' ),
				__( 'Import from WooCommerce', 'vitrine' ),
				WooMigrationSchema::CAPABILITY,
				self::SLUG,
				array( $this, 'render' )
			)
		);
	}

	public function enqueue( string $hook_suffix ): void {
		$this->screen->enqueue( $hook_suffix );
	}

	public function render(): void {
		$this->screen->render(
			WooMigrationSchema::CAPABILITY,
			__( 'Sorry, you are not allowed to import from WooCommerce.', 'vitrine' ),
			__( 'Import from WooCommerce', 'vitrine' ),
			__( 'This screen needs JavaScript.', 'vitrine' )
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		global $wpdb;
		return array(
			'tablePrefix' => $wpdb->prefix,
			'productsUrl' => admin_url( 'edit.php?post_type=vitrine_product' ),
			'ordersUrl'   => admin_url( 'admin.php?page=vitrine-orders' ),
		);
	}
}
