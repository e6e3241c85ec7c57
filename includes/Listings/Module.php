<?php
/**
 * The listings module: the listing grid and dynamic-field blocks and the listing call.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Listings\Ajax\ListingEndpoint;

/**
 * Gives the two blocks their render callbacks, adds the listing endpoint and describes the
 * listing bundle's settings. The bundle is enqueued by a listing as it renders: a page without
 * one gets nothing of this module.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Assets $assets,
		private readonly AjaxRouter $ajax,
		private readonly ListingBlock $listing,
		private readonly DynamicFieldBlock $field,
		private readonly ListingEndpoint $endpoint,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->ajax->add_endpoint( $this->endpoint );
		$this->blocks->render_with( ListingBlock::NAME, fn ( array $attributes, string $content = '', ?\WP_Block $block = null ): string => $this->listing->render( $attributes, $block ) );
		$this->blocks->render_with( DynamicFieldBlock::NAME, fn ( array $attributes, string $content = '', ?\WP_Block $block = null ): string => $this->field->render( $attributes, $block ) );
		// Loads chunks: the slider's swiper.
		$this->assets->define_settings(
			ListingBlock::BUNDLE,
			'listing',
			static fn (): array => array(
				'ajaxUrl' => AjaxRouter::url_template(),
				'i18n'    => array(
					/* translators: %d: how many items a listing shows. */
					'loaded'  => __( '%d items shown.', 'vitrine' ),
					'loading' => __( 'Loading…', 'vitrine' ),
				),
			),
			loads_chunks: true
		);
	}
}
