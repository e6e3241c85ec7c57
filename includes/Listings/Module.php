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
	) {
	}

	public function register(): void {
		$this->ajax->add_endpoint( $this->endpoint );
		add_filter( 'register_block_type_args', array( $this, 'block_type_args' ), 10, 2 );
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

	/**
	 * Hooked to register_block_type_args: Vitrine\Core\Blocks registers the blocks from their
	 * built block.json; this gives them render callbacks on our services, and registers our
	 * bundle for their editor scripts' react-jsx-runtime on WordPress 6.5.
	 *
	 * @param array<string, mixed> $args       The block type's arguments.
	 * @param string               $block_type The block's name.
	 * @return array<string, mixed>
	 */
	public function block_type_args( array $args, string $block_type ): array {
		if ( ListingBlock::NAME === $block_type ) {
			$this->assets->register_bundle( 'blocks/listing-grid/index' );
			$args['render_callback'] = fn ( array $attributes, string $content, ?\WP_Block $block = null ): string => $this->listing->render( $attributes, $block );
		} elseif ( DynamicFieldBlock::NAME === $block_type ) {
			$this->assets->register_bundle( 'blocks/dynamic-field/index' );
			$args['render_callback'] = fn ( array $attributes, string $content, ?\WP_Block $block = null ): string => $this->field->render( $attributes, $block );
		}
		return $args;
	}
}
