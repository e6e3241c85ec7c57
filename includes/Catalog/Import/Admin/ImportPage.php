<?php
/**
 * Products > Import.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Admin;

use Vitrine\Catalog\Import\Rest\ImportSchema;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Admin\ReactScreen;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;

/**
 * A submenu page whose screen is a React app (src/entries/admin-product-import.tsx): upload,
 * mapping, dry run, import with progress, summary. Its bundle loads on this screen only. The
 * sample file's address is in the screen's help, with a button that imports it.
 */
final class ImportPage {

	public const SLUG  = 'vitrine-product-import';
	public const ENTRY = 'admin-product-import';

	private readonly ReactScreen $screen;

	public function __construct(
		private readonly Assets $assets,
		private readonly string $sample_url,
	) {
		$this->screen = new ReactScreen( $assets, self::ENTRY, 'vitrine-product-import-root' );
	}

	public function register(): void {
		$this->assets->define_settings( self::ENTRY, 'adminProductImport', fn (): array => $this->script_settings() );
	}

	public function add_menu(): void {
		$this->screen->added(
			add_submenu_page(
				'edit.php?post_type=' . ProductPostTypes::PRODUCT,
				__( 'Import products', 'vitrine' ),
				__( 'Import', 'vitrine' ),
				ImportSchema::CAPABILITY,
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
			ImportSchema::CAPABILITY,
			__( 'Sorry, you are not allowed to import products.', 'vitrine' ),
			__( 'Import products', 'vitrine' ),
			__( 'The import screen needs JavaScript.', 'vitrine' )
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'restBase'  => '/' . RestApi::NAMESPACE,
			'sampleUrl' => $this->sample_url,
			'exportUrl' => admin_url( 'edit.php?post_type=' . ProductPostTypes::PRODUCT . '&page=' . ExportPage::SLUG ),
		);
	}
}
