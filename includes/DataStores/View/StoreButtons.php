<?php
/**
 * The store button and the store count, as PHP renders them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\View;

use Vitrine\Core\Assets\Assets;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\Module;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\Listings\ListingBlock;

/**
 * Renders vitrine/store-button and vitrine/store-count (blocks) and [vitrine_store_button]:
 * the same markup for every visitor, in the initial state, so that pages stay page-cacheable;
 * the data-stores bundle fills in each visitor's state from the browser. Enqueues the bundle
 * only when a button or a count is on the page.
 */
final class StoreButtons {

	public const ENTRY = 'data-stores';

	public const ACTIONS_AFTER_ADDED = array( '', 'remove_from_store', 'hide' );

	private int $instances = 0;

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly Assets $assets,
	) {
	}

	/**
	 * A store button.
	 *
	 * @param array<string, mixed> $attributes The block's attributes (see block.json).
	 * @param int                  $post_id    The post from the block's context, 0 for none.
	 */
	public function button( array $attributes, int $post_id = 0 ): string {
		$store = $this->stores->get( (string) ( $attributes['store'] ?? StoreDefinitions::DEFAULT_SLUG ) );
		$post  = (int) ( $attributes['postId'] ?? 0 );
		$post  = $post > 0 ? $post : ( $post_id > 0 ? $post_id : (int) get_the_ID() );
		if ( null === $store || $post <= 0 ) {
			return '';
		}
		$this->assets->enqueue( self::ENTRY );
		$label       = self::text( $attributes, 'label', $this->default_label( $store ) );
		$added_label = self::text( $attributes, 'addedLabel', $this->default_added_label( $store ) );
		$icon        = self::text( $attributes, 'icon', '♡' );
		$added_icon  = self::text( $attributes, 'addedIcon', '♥' );
		$after       = (string) ( $attributes['actionAfterAdded'] ?? '' );
		$after       = in_array( $after, self::ACTIONS_AFTER_ADDED, true ) ? $after : '';
		$added_url   = esc_url( (string) ( $attributes['addedUrl'] ?? '' ) );
		$popup       = preg_replace( '/[^A-Za-z0-9_#.\-]/', '', (string) ( $attributes['popup'] ?? '' ) );
		$synch       = sanitize_key( (string) ( $attributes['synchId'] ?? '' ) );
		$title       = get_the_title( $post );
		$title_id    = 'vitrine-store-title-' . ( ++$this->instances );

		$data = array(
			'data-vitrine-widget' => 'store-button',
			'data-store'          => $store->slug,
			'data-post'           => (string) $post,
			'data-after'          => $after,
			'data-popup'          => (string) $popup,
			'data-synch'          => $synch,
			'data-remove-listing' => ! empty( $attributes['removeFromListing'] ) ? '1' : '',
		);
		$html = '<span class="vitrine-store-button' . ( isset( $attributes['className'] ) ? ' ' . esc_attr( (string) $attributes['className'] ) : '' ) . '"';
		foreach ( $data as $name => $value ) {
			if ( '' !== $value ) {
				$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
		}
		$html .= '>';
		// The post's title tells apart the buttons of a listing for screen readers.
		$html .= '<button type="button" class="vitrine-store-button__button wp-element-button" aria-pressed="false"' . ( '' !== $title ? ' aria-describedby="' . esc_attr( $title_id ) . '"' : '' ) . '>';
		$html .= '<span class="vitrine-store-button__initial">' . self::label( $icon, $label ) . '</span>';
		$html .= '<span class="vitrine-store-button__added" hidden>' . self::label( $added_icon, $added_label ) . '</span>';
		$html .= '</button>';
		if ( '' !== $added_url ) {
			$html .= '<a class="vitrine-store-button__link wp-element-button" href="' . $added_url . '" hidden>' . self::label( $added_icon, $added_label ) . '</a>';
		}
		if ( '' !== $title ) {
			$html .= '<span class="screen-reader-text" id="' . esc_attr( $title_id ) . '">' . esc_html( wp_strip_all_tags( $title ) ) . '</span>';
		}
		$html .= '</span>';
		return $html;
	}

	/**
	 * A store count: the number of items in the visitor's store, filled in by the browser.
	 *
	 * @param array<string, mixed> $attributes store, label, showEmpty.
	 */
	public function count( array $attributes ): string {
		$store = $this->stores->get( (string) ( $attributes['store'] ?? StoreDefinitions::DEFAULT_SLUG ) );
		if ( null === $store ) {
			return '';
		}
		$this->assets->enqueue( self::ENTRY );
		$label = self::text( $attributes, 'label', $store->label );
		$url   = esc_url( (string) ( $attributes['url'] ?? '' ) );
		$inner = '<span class="vitrine-store-count__label">' . esc_html( $label ) . '</span> <span class="vitrine-store-count__number" data-vitrine-store-count="' . esc_attr( $store->slug ) . '"></span>';
		$tag   = '' !== $url ? 'a href="' . $url . '"' : 'span';
		return '<' . $tag . ' class="vitrine-store-count' . ( isset( $attributes['className'] ) ? ' ' . esc_attr( (string) $attributes['className'] ) : '' ) . '" data-vitrine-widget="store-count" data-store="' . esc_attr( $store->slug ) . '">' . $inner . '</' . ( '' !== $url ? 'a' : 'span' ) . '>';
	}

	/**
	 * The bundle's settings: the stores, the ajax URL and nonce, the phrases (translated here:
	 * the storefront loads no wp-i18n).
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'ajaxUrl' => \Vitrine\Core\Ajax\AjaxRouter::url_template(),
			'nonce'   => wp_create_nonce( \Vitrine\DataStores\Ajax\AddToStoreEndpoint::NONCE_ACTION ),
			'stores'  => array_values( array_map( static fn ( DataStore $store ): array => $store->to_array(), $this->stores->all() ) ),
			'i18n'    => array(
				/* translators: 1: the list's name, such as Favourites; 2: the most items it holds. */
				'full'      => __( '%1$s holds at most %2$d items. Remove one to add another.', 'vitrine' ),
				/* translators: %d: an HTTP status code such as 500. */
				'httpError' => __( 'The server could not save your list (HTTP error %d). Please try again.', 'vitrine' ),
				'network'   => __( 'An error occurred while connecting to the server. Please try again.', 'vitrine' ),
			),
		);
	}

	/**
	 * Hooked to enqueue_block_editor_assets: the stores (slug and label) that the store button,
	 * the store count and the listing grid's "Items of a data store" source offer, as
	 * window.vitrineSettings.dataStoresEditor before each of their editor scripts (any of them may
	 * be the first to run).
	 */
	public function editor_settings(): void {
		$stores   = array_values(
			array_map(
				static fn ( DataStore $store ): array => array(
					'slug'  => $store->slug,
					'label' => $store->label,
				),
				$this->stores->all()
			)
		);
		$settings = Assets::settings_script( 'dataStoresEditor', array( 'stores' => $stores ) );
		foreach ( array( ListingBlock::NAME, Module::BUTTON_BLOCK, Module::COUNT_BLOCK ) as $block ) {
			wp_add_inline_script( generate_block_asset_handle( $block, 'editorScript' ), $settings, 'before' );
		}
	}

	private function default_label( DataStore $store ): string {
		/* translators: %s: the list's name, such as Favourites. */
		return sprintf( __( 'Add to %s', 'vitrine' ), $store->label );
	}

	private function default_added_label( DataStore $store ): string {
		/* translators: %s: the list's name, such as Favourites. */
		return sprintf( __( 'In %s', 'vitrine' ), $store->label );
	}

	/**
	 * @param array<string, mixed> $attributes Attributes.
	 * @param string               $key        The attribute.
	 * @param string               $fallback   When empty.
	 */
	private static function text( array $attributes, string $key, string $fallback ): string {
		$value = trim( sanitize_text_field( (string) ( $attributes[ $key ] ?? '' ) ) );
		return '' !== $value ? $value : $fallback;
	}

	private static function label( string $icon, string $label ): string {
		return ( '' !== $icon ? '<span class="vitrine-store-button__icon" aria-hidden="true">' . esc_html( $icon ) . '</span>' : '' )
			. '<span class="vitrine-store-button__label">' . esc_html( $label ) . '</span>';
	}
}
