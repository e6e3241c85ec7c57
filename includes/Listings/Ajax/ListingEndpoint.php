<?php
/**
 * POST ?vitrine-ajax=listing.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Listings\ListingContext;
use Vitrine\Listings\ListingLocator;
use Vitrine\Listings\Listings;
use Vitrine\Listings\ListingSettings;

/**
 * A page of a listing (spec §7, "Listing and calendar calls"): handler get_listing (a lazy
 * listing's first page) or listing_load_more (the next page), the listing named by
 * page_settings (post_id, element_id: the block's stable id, queried_id, page). The query and
 * the item template are read from the saved post, never from the request: the spec's `query`
 * field is not read at all, widget_settings are checked against the block's schema and the
 * saved ones are used, and source_args against the source's own (empty for posts).
 *
 * Answers success and data: html (the items), fragments, scripts and styles (what the items'
 * blocks enqueued that the page may lack), filters_data and indexer_data (empty: no filter
 * indexes listings yet), with page, pages and total.
 *
 * A read anyone may make, with no nonce, so that pages from a page cache can call it.
 */
final class ListingEndpoint implements AjaxEndpoint {

	public const HANDLERS = array( 'get_listing', 'listing_load_more' );

	/** The last page one may ask for. */
	public const MAX_PAGE = 10000;

	public function __construct(
		private readonly Listings $listings,
		private readonly ListingLocator $locator,
	) {
	}

	public function name(): string {
		return 'listing';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		$widget = ListingSettings::schema();
		foreach ( $widget as $key => $schema ) {
			unset( $widget[ $key ]['default'] );
		}
		return array(
			'handler'         => array(
				'type'    => 'string',
				'enum'    => self::HANDLERS,
				'default' => 'listing_load_more',
			),
			'page_settings'   => array(
				'type'                 => 'object',
				'required'             => true,
				'properties'           => array(
					'post_id'    => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'queried_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'element_id' => array(
						'type'     => 'string',
						'pattern'  => ListingSettings::ID_PATTERN,
						'required' => true,
					),
					'page'       => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'maximum'  => self::MAX_PAGE,
						'required' => true,
					),
				),
				'additionalProperties' => false,
			),
			'widget_settings' => array(
				'type'                 => 'object',
				'properties'           => $widget,
				'additionalProperties' => false,
				'default'              => array(),
			),
			'listing_type'    => array(
				'type' => 'string',
				'enum' => ListingSettings::LAYOUTS,
			),
			'source_args'     => array(
				'type'          => 'object',
				'maxProperties' => 10,
				'default'       => array(),
			),
		);
	}

	public function handle( array $args ): array {
		$page_settings = (array) $args['page_settings'];
		$block         = $this->locator->find( (int) $page_settings['post_id'], (string) $page_settings['element_id'] );
		$context       = new ListingContext( (int) $page_settings['post_id'], $this->locator->check_queried( (int) ( $page_settings['queried_id'] ?? 0 ) ) );
		$page          = 'get_listing' === $args['handler'] ? 1 : (int) $page_settings['page'];

		$styles_before  = self::queue( wp_styles() );
		$scripts_before = self::queue( wp_scripts() );
		$result         = $this->listings->page( $block, $context, $page, (array) $args['source_args'] );

		return array(
			'success' => true,
			'data'    => array(
				'html'         => $result['html'],
				'fragments'    => new \stdClass(),
				'scripts'      => self::added( wp_scripts(), $scripts_before ),
				'styles'       => self::added( wp_styles(), $styles_before ),
				'filters_data' => new \stdClass(),
				'indexer_data' => new \stdClass(),
				'page'         => $result['page']->page,
				'pages'        => $result['page']->pages,
			),
		);
	}

	/**
	 * @return list<string>
	 */
	private static function queue( \WP_Dependencies $dependencies ): array {
		return array_values( array_map( 'strval', $dependencies->queue ) );
	}

	/**
	 * The assets the render enqueued, by handle: their absolute URLs.
	 *
	 * @param list<string> $before The queue before.
	 * @return \stdClass|array<string, string>
	 */
	private static function added( \WP_Dependencies $dependencies, array $before ): \stdClass|array {
		$added = array();
		foreach ( array_diff( self::queue( $dependencies ), $before ) as $handle ) {
			$registered = $dependencies->registered[ $handle ] ?? null;
			if ( $registered instanceof \_WP_Dependency && is_string( $registered->src ) && '' !== $registered->src ) {
				$src              = $registered->src;
				$added[ $handle ] = str_starts_with( $src, '/' ) && ! str_starts_with( $src, '//' ) ? site_url( $src ) : $src;
			}
		}
		return array() === $added ? new \stdClass() : $added;
	}
}
