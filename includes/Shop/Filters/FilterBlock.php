<?php
/**
 * The vitrine/product-filter block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop\Filters;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;
use Vitrine\Shop\ProductQuery;
use WP_Query;

/**
 * One block with a type (categories, price, attribute, rating, stock, sale, active filters)
 * offered as variations. Each renders a GET form of the listing's address (or, for the active
 * filters, links), so filtering works without JavaScript and every choice is an address; the
 * shop-filters bundle then applies choices without a reload. Beside the shop's listing the
 * choices are counted over its products; anywhere else over the whole catalog, and the form
 * leads to the shop.
 */
final class FilterBlock {

	public const NAME = 'vitrine/product-filter';

	public const TYPES = array( 'categories', 'price', 'attribute', 'rating', 'stock', 'sale', 'active' );

	/** How many filter blocks this request rendered: their controls' ids. */
	private int $instances = 0;

	/**
	 * The terms of the category taxonomy and of every global attribute, by taxonomy, read in one
	 * go for all the filter blocks of a page, under the terms' last-changed time.
	 *
	 * @var array{changed: string, terms: array<string, list<\WP_Term>>}|null
	 */
	private ?array $terms = null;

	public function __construct(
		private readonly ProductQuery $query,
		private readonly FilterCounts $counts,
		private readonly Attributes $attributes,
		private readonly Settings $settings,
		private readonly Assets $assets,
	) {
	}

	/**
	 * The block's markup, escaped.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public function render( array $attributes ): string {
		$type      = in_array( $attributes['type'] ?? '', self::TYPES, true ) ? (string) $attributes['type'] : 'categories';
		$attribute = sanitize_title( (string) ( $attributes['attribute'] ?? '' ) );
		$options   = array(
			'counts'     => (bool) ( $attributes['showCounts'] ?? true ),
			'hide_empty' => (bool) ( $attributes['hideEmpty'] ?? false ),
			'display'    => in_array( $attributes['display'] ?? '', array( 'list', 'dropdown', 'chips' ), true ) ? (string) $attributes['display'] : 'list',
			'query_type' => 'and' === ( $attributes['queryType'] ?? 'or' ) ? 'and' : 'or',
			'heading'    => sanitize_text_field( (string) ( $attributes['heading'] ?? '' ) ),
		);
		$this->assets->enqueue( 'shop' );
		$this->assets->enqueue( 'shop-filters' );
		++$this->instances;

		$context = $this->context();
		$inner   = match ( $type ) {
			'categories' => $this->categories( $context, $options ),
			'price'      => $this->price( $context, $options ),
			'attribute'  => $this->attribute( $context, $options, $attribute ),
			'rating'     => $this->rating( $context, $options ),
			'stock'      => $this->stock( $context, $options ),
			'sale'       => $this->sale( $context, $options ),
			default      => $this->active( $context, $options ),
		};
		$classes = 'vitrine-filter vitrine-filter--' . $type . ' vitrine-filter--' . $options['display'];
		$extra   = array(
			'class'               => $classes,
			'data-vitrine-widget' => 'product-filters',
			'data-vitrine-filter' => (string) $this->instances,
		);
		if ( '' === $inner ) {
			$extra['hidden'] = 'hidden';
		}
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-product-filter ' . esc_attr( $classes ) . '" data-vitrine-widget="product-filters" data-vitrine-filter="' . esc_attr( (string) $this->instances ) . '"' . ( '' === $inner ? ' hidden' : '' )
			: get_block_wrapper_attributes( $extra );
		return '<div ' . $wrapper . '>' . $inner . '</div>';
	}

	/**
	 * The listing the filters narrow: the shop's main query when there is one, else the catalog.
	 *
	 * @return array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>}
	 */
	public function context(): array {
		global $wp_query;
		$base = $wp_query instanceof WP_Query && $wp_query->get( ProductQuery::FLAG ) ? $this->query->base_clauses( $wp_query ) : null;
		if ( null !== $base ) {
			return array(
				'base'    => $base,
				'filters' => ProductQuery::filters_of( $wp_query ),
				'action'  => (string) strtok( get_pagenum_link( 1, false ), '?' ),
				'kept'    => self::kept_query_args(),
			);
		}
		$shop = get_post_type_archive_link( ProductPostTypes::PRODUCT );
		return array(
			'base'    => FilterCounts::catalog_base( (bool) $this->settings->get( 'hide_out_of_stock' ) ),
			'filters' => $this->query->requested_filters(),
			'action'  => is_string( $shop ) ? $shop : home_url( '/' ),
			'kept'    => array(),
		);
	}

	/**
	 * The address of the listing with these filters: parameters in name order, lists joined by
	 * commas, as the script builds them (src/shop/filter-url.ts), so one choice is one address.
	 *
	 * @param array{action: string, kept: array<string, string>} $context The listing.
	 * @param FilterSet                                          $filters The filters.
	 */
	public static function url( array $context, FilterSet $filters ): string {
		$params = array_merge( $context['kept'], $filters->to_query() );
		ksort( $params, SORT_STRING );
		return array() === $params ? $context['action'] : $context['action'] . '?' . http_build_query( $params, '', '&', PHP_QUERY_RFC3986 );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function categories( array $context, array $options ): string {
		$terms   = $this->terms_of( ProductPostTypes::CATEGORY );
		$counts  = $this->counts->categories( $context['base'], $context['filters'] );
		$choices = array();
		foreach ( $terms as $term ) {
			if ( 'uncategorized' !== $term->slug ) {
				$choices[ $term->slug ] = array( $term->name, $counts[ $term->term_id ] ?? 0 );
			}
		}
		return $this->choices_form( $context, $options, FilterSet::GROUP_CATEGORY, FilterSet::CATEGORY, '' !== $options['heading'] ? $options['heading'] : __( 'Categories', 'vitrine' ), $choices, $context['filters']->categories );
	}

	/**
	 * A filterable taxonomy's terms by name, empty ones too. The first filter block of a page
	 * reads those of the categories and of every global attribute in one query (and one for the
	 * terms themselves) instead of two per block; a change to any term reads them again.
	 *
	 * @param string $taxonomy The category taxonomy or a global attribute's.
	 * @return list<\WP_Term>
	 */
	private function terms_of( string $taxonomy ): array {
		$changed = wp_cache_get_last_changed( 'terms' );
		if ( null === $this->terms || $this->terms['changed'] !== $changed ) {
			$taxonomies = array( ProductPostTypes::CATEGORY );
			foreach ( $this->attributes->all() as $attribute ) {
				if ( taxonomy_exists( $attribute->taxonomy() ) ) {
					$taxonomies[] = $attribute->taxonomy();
				}
			}
			$found = get_terms(
				array(
					'taxonomy'   => $taxonomies,
					'hide_empty' => false,
					'orderby'    => 'name',
				)
			);
			$terms = array_fill_keys( $taxonomies, array() );
			foreach ( is_array( $found ) ? $found : array() as $term ) {
				$terms[ $term->taxonomy ][] = $term;
			}
			$this->terms = array(
				'changed' => $changed,
				'terms'   => $terms,
			);
		}
		return $this->terms['terms'][ $taxonomy ] ?? array();
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context   The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options   The block's options.
	 * @param string                                                                                                                           $attribute The attribute's slug.
	 */
	private function attribute( array $context, array $options, string $attribute ): string {
		$found = $this->attributes->find( $attribute );
		if ( ! $found instanceof GlobalAttribute || ! taxonomy_exists( $found->taxonomy() ) ) {
			return '';
		}
		$terms = $this->terms_of( $found->taxonomy() );
		if ( array() === $terms ) {
			return '';
		}
		$filters = $context['filters'];
		// The block's query type applies to what the shopper chooses next.
		if ( 'and' === $options['query_type'] && isset( $filters->attributes[ $attribute ] ) ) {
			$filters = new FilterSet( $filters->categories, $filters->attributes, array_merge( $filters->query_types, array( $attribute => 'and' ) ), $filters->min_price, $filters->max_price, $filters->rating, $filters->stock, $filters->on_sale );
		}
		$counts  = $this->counts->attribute( $context['base'], $filters, $attribute );
		$choices = array();
		foreach ( $terms as $term ) {
			$choices[ $term->slug ] = array( $term->name, $counts[ $term->term_id ] ?? 0 );
		}
		$hidden = 'and' === $options['query_type'] ? array( FilterSet::QUERY_TYPE . $attribute => 'and' ) : array();
		return $this->choices_form( $context, $options, 'attribute:' . $attribute, FilterSet::ATTRIBUTE_PREFIX . $attribute, '' !== $options['heading'] ? $options['heading'] : $found->name, $choices, $filters->attributes[ $attribute ] ?? array(), $hidden );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function stock( array $context, array $options ): string {
		$counts  = $this->counts->stock( $context['base'], $context['filters'] );
		$labels  = array(
			'instock'     => __( 'In stock', 'vitrine' ),
			'onbackorder' => __( 'On backorder', 'vitrine' ),
			'outofstock'  => __( 'Out of stock', 'vitrine' ),
		);
		$choices = array();
		foreach ( $labels as $status => $label ) {
			if ( 'outofstock' !== $status || ! $context['base']['hide'] ) {
				$choices[ $status ] = array( $label, $counts[ $status ] ?? 0 );
			}
		}
		return $this->choices_form( $context, $options, FilterSet::GROUP_STOCK, FilterSet::STOCK, '' !== $options['heading'] ? $options['heading'] : __( 'Availability', 'vitrine' ), $choices, $context['filters']->stock );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function sale( array $context, array $options ): string {
		$count   = $this->counts->on_sale( $context['base'], $context['filters'] );
		$options = array_merge( $options, array( 'display' => 'dropdown' === $options['display'] ? 'list' : $options['display'] ) );
		return $this->choices_form( $context, $options, FilterSet::GROUP_SALE, FilterSet::ON_SALE, '' !== $options['heading'] ? $options['heading'] : __( 'Sale', 'vitrine' ), array( '1' => array( __( 'On sale', 'vitrine' ), $count ) ), $context['filters']->on_sale ? array( '1' ) : array(), array(), false );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function rating( array $context, array $options ): string {
		$counts  = $this->counts->ratings( $context['base'], $context['filters'] );
		$chosen  = $context['filters']->rating;
		$id      = 'vitrine-filter-' . $this->instances;
		$heading = '' !== $options['heading'] ? $options['heading'] : __( 'Rating', 'vitrine' );
		$html    = $this->form_open( $context, FilterSet::GROUP_RATING, $heading );
		if ( 'dropdown' === $options['display'] ) {
			$html .= '<label class="screen-reader-text" for="' . esc_attr( $id ) . '-select">' . esc_html( $heading ) . '</label>';
			$html .= '<select class="vitrine-filter__select" id="' . esc_attr( $id ) . '-select" name="' . esc_attr( FilterSet::RATING ) . '"><option value="">' . esc_html__( 'Any rating', 'vitrine' ) . '</option>';
		} else {
			$html .= '<ul class="vitrine-filter__list"><li class="vitrine-filter__choice"><input type="radio" class="vitrine-filter__input" id="' . esc_attr( $id ) . '-any" name="' . esc_attr( FilterSet::RATING ) . '" value=""' . checked( null === $chosen, true, false ) . '> <label for="' . esc_attr( $id ) . '-any">' . esc_html__( 'Any rating', 'vitrine' ) . '</label></li>';
		}
		for ( $stars = 4; $stars >= 1; $stars-- ) {
			$count = $counts[ $stars ] ?? 0;
			if ( 0 === $count && $options['hide_empty'] && $chosen !== $stars ) {
				continue;
			}
			/* translators: %d: number of stars, 1 to 4. */
			$label    = sprintf( _n( '%d star and up', '%d stars and up', $stars, 'vitrine' ), $stars );
			$disabled = 0 === $count && $chosen !== $stars;
			if ( 'dropdown' === $options['display'] ) {
				$html .= '<option value="' . esc_attr( (string) $stars ) . '"' . selected( $chosen, $stars, false ) . disabled( $disabled, true, false ) . '>' . esc_html( $label . ( $options['counts'] ? ' (' . number_format_i18n( $count ) . ')' : '' ) ) . '</option>';
				continue;
			}
			$html .= '<li class="vitrine-filter__choice' . ( $disabled ? ' is-empty' : '' ) . '"><input type="radio" class="vitrine-filter__input" id="' . esc_attr( $id . '-' . $stars ) . '" name="' . esc_attr( FilterSet::RATING ) . '" value="' . esc_attr( (string) $stars ) . '"' . checked( $chosen, $stars, false ) . disabled( $disabled, true, false ) . '> '
				. '<label for="' . esc_attr( $id . '-' . $stars ) . '"><span class="vitrine-filter__stars" aria-hidden="true">' . str_repeat( '★', $stars ) . str_repeat( '☆', 5 - $stars ) . '</span> ' . esc_html( $label ) . $this->count_markup( $count, $options ) . '</label></li>';
		}
		$html .= 'dropdown' === $options['display'] ? '</select>' : '</ul>';
		return $html . $this->form_close( $context, FilterSet::GROUP_RATING );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function price( array $context, array $options ): string {
		$range   = $this->counts->price_range( $context['base'], $context['filters'] );
		$low     = null === $range ? 0 : (int) floor( $range[0] );
		$high    = null === $range ? 0 : (int) ceil( $range[1] );
		$filters = $context['filters'];
		$id      = 'vitrine-filter-' . $this->instances;
		$heading = '' !== $options['heading'] ? $options['heading'] : __( 'Price', 'vitrine' );
		$html    = $this->form_open( $context, FilterSet::GROUP_PRICE, $heading );
		$html   .= '<div class="vitrine-filter__price">';
		foreach ( array(
			FilterSet::MIN_PRICE => array( __( 'Minimum price', 'vitrine' ), $filters->min_price, $low ),
			FilterSet::MAX_PRICE => array( __( 'Maximum price', 'vitrine' ), $filters->max_price, $high ),
		) as $name => list( $label, $value, $placeholder ) ) {
			$html .= '<p class="vitrine-filter__field"><label for="' . esc_attr( $id . '-' . $name ) . '">' . esc_html( $label ) . '</label> '
				. '<input type="number" inputmode="decimal" class="vitrine-filter__number" id="' . esc_attr( $id . '-' . $name ) . '" name="' . esc_attr( $name ) . '" min="0" step="any"'
				. ' placeholder="' . esc_attr( (string) $placeholder ) . '" value="' . esc_attr( null === $value ? '' : rtrim( rtrim( number_format( $value, 2, '.', '' ), '0' ), '.' ) ) . '"></p>';
		}
		$html .= '</div>';
		return $html . $this->form_close( $context, FilterSet::GROUP_PRICE, true );
	}

	/**
	 * The chosen filters as chips that each remove one, and "Clear all".
	 *
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options The block's options.
	 */
	private function active( array $context, array $options ): string {
		$filters = $context['filters'];
		$chips   = array();
		foreach ( $filters->categories as $slug ) {
			$chips[] = array( __( 'Category', 'vitrine' ), self::term_name( $slug, ProductPostTypes::CATEGORY ), $filters->without( FilterSet::GROUP_CATEGORY, $slug ) );
		}
		foreach ( $filters->attributes as $attribute => $slugs ) {
			$found = $this->attributes->find( $attribute );
			foreach ( $slugs as $slug ) {
				$chips[] = array( null === $found ? $attribute : $found->name, self::term_name( $slug, GlobalAttribute::TAXONOMY_PREFIX . $attribute ), $filters->without( 'attribute:' . $attribute, $slug ) );
			}
		}
		if ( null !== $filters->min_price || null !== $filters->max_price ) {
			$chips[] = array( __( 'Price', 'vitrine' ), ( null === $filters->min_price ? '0' : (string) $filters->min_price ) . ' – ' . ( null === $filters->max_price ? '∞' : (string) $filters->max_price ), $filters->without( FilterSet::GROUP_PRICE ) );
		}
		if ( null !== $filters->rating ) {
			/* translators: %d: number of stars. */
			$chips[] = array( __( 'Rating', 'vitrine' ), sprintf( _n( '%d star and up', '%d stars and up', $filters->rating, 'vitrine' ), $filters->rating ), $filters->without( FilterSet::GROUP_RATING ) );
		}
		$stock = array(
			'instock'     => __( 'In stock', 'vitrine' ),
			'onbackorder' => __( 'On backorder', 'vitrine' ),
			'outofstock'  => __( 'Out of stock', 'vitrine' ),
		);
		foreach ( $filters->stock as $status ) {
			$chips[] = array( __( 'Availability', 'vitrine' ), $stock[ $status ] ?? $status, $filters->without( FilterSet::GROUP_STOCK, $status ) );
		}
		if ( $filters->on_sale ) {
			$chips[] = array( __( 'Sale', 'vitrine' ), __( 'On sale', 'vitrine' ), $filters->without( FilterSet::GROUP_SALE ) );
		}
		if ( array() === $chips ) {
			return '';
		}
		$heading = '' !== $options['heading'] ? $options['heading'] : __( 'Active filters', 'vitrine' );
		$html    = '<h2 class="vitrine-filter__title">' . esc_html( $heading ) . '</h2><ul class="vitrine-filter__chips">';
		foreach ( $chips as list( $group, $value, $rest ) ) {
			$html .= '<li><a class="vitrine-filter__chip" href="' . esc_url( self::url( $context, $rest ) ) . '">'
				/* translators: 1: a filter's name (Colour), 2: its value (Red). */
				. '<span class="screen-reader-text">' . esc_html( sprintf( __( 'Remove filter %1$s: %2$s', 'vitrine' ), $group, $value ) ) . '</span>'
				. '<span aria-hidden="true">' . esc_html( $group . ': ' . $value ) . ' <span class="vitrine-filter__remove">×</span></span></a></li>';
		}
		$html .= '</ul><p class="vitrine-filter__clear"><a class="vitrine-filter__clear-all" href="' . esc_url( self::url( $context, new FilterSet() ) ) . '">' . esc_html__( 'Clear all', 'vitrine' ) . '</a></p>';
		return $html;
	}

	/**
	 * A list of checkboxes (or chips, or a select) for one group.
	 *
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context  The listing.
	 * @param array{counts: bool, hide_empty: bool, display: string, query_type: string, heading: string}                                      $options  The block's options.
	 * @param string                                                                                                                           $group    The group.
	 * @param string                                                                                                                           $name     The parameter.
	 * @param string                                                                                                                           $heading  The legend.
	 * @param array<int|string, array{0: string, 1: int}>                                                                                      $choices  Value to label and count.
	 * @param list<string>                                                                                                                     $chosen   Chosen values.
	 * @param array<string, string>                                                                                                            $hidden   More fields.
	 * @param bool                                                                                                                             $multiple Whether several values may be chosen (name[]).
	 */
	private function choices_form( array $context, array $options, string $group, string $name, string $heading, array $choices, array $chosen, array $hidden = array(), bool $multiple = true ): string {
		$id   = 'vitrine-filter-' . $this->instances;
		$html = $this->form_open( $context, $group, $heading );
		foreach ( $hidden as $field => $value ) {
			$html .= '<input type="hidden" name="' . esc_attr( $field ) . '" value="' . esc_attr( $value ) . '">';
		}
		if ( 'dropdown' === $options['display'] ) {
			$html .= '<label class="screen-reader-text" for="' . esc_attr( $id ) . '-select">' . esc_html( $heading ) . '</label>';
			$html .= '<select class="vitrine-filter__select" id="' . esc_attr( $id ) . '-select" name="' . esc_attr( $name ) . '"><option value="">' . esc_html__( 'Any', 'vitrine' ) . '</option>';
			foreach ( $choices as $value => list( $label, $count ) ) {
				$on = in_array( (string) $value, $chosen, true );
				if ( 0 === $count && ! $on && $options['hide_empty'] ) {
					continue;
				}
				$html .= '<option value="' . esc_attr( (string) $value ) . '"' . selected( $on, true, false ) . disabled( 0 === $count && ! $on, true, false ) . '>' . esc_html( $label . ( $options['counts'] ? ' (' . number_format_i18n( $count ) . ')' : '' ) ) . '</option>';
			}
			return $html . '</select>' . $this->form_close( $context, $group );
		}
		$html .= '<ul class="vitrine-filter__list">';
		$shown = 0;
		foreach ( $choices as $value => list( $label, $count ) ) {
			$on = in_array( (string) $value, $chosen, true );
			if ( 0 === $count && ! $on && $options['hide_empty'] ) {
				continue;
			}
			++$shown;
			$field = $id . '-' . sanitize_html_class( (string) $value );
			$off   = 0 === $count && ! $on;
			$html .= '<li class="vitrine-filter__choice' . ( $off ? ' is-empty' : '' ) . '"><input type="checkbox" class="vitrine-filter__input" id="' . esc_attr( $field ) . '" name="' . esc_attr( $multiple ? $name . '[]' : $name ) . '" value="' . esc_attr( (string) $value ) . '"' . checked( $on, true, false ) . disabled( $off, true, false ) . '> '
				. '<label for="' . esc_attr( $field ) . '">' . esc_html( $label ) . $this->count_markup( $count, $options ) . '</label></li>';
		}
		if ( 0 === $shown ) {
			return '';
		}
		return $html . '</ul>' . $this->form_close( $context, $group );
	}

	/**
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param string                                                                                                                           $group   The block's group.
	 * @param string                                                                                                                           $heading The legend.
	 */
	private function form_open( array $context, string $group, string $heading ): string {
		return '<form class="vitrine-filter__form" method="get" action="' . esc_url( $context['action'] ) . '" data-vitrine-filter-group="' . esc_attr( $group ) . '">'
			. '<fieldset class="vitrine-filter__fieldset"><legend class="vitrine-filter__title">' . esc_html( $heading ) . '</legend>';
	}

	/**
	 * The other filters and parameters as hidden fields, so that a form sent without
	 * JavaScript keeps them, and the button that sends it.
	 *
	 * @param array{base: array{join: string, where: string, hide: bool}, filters: FilterSet, action: string, kept: array<string, string>} $context The listing.
	 * @param string                                                                                                                           $group   The block's group.
	 * @param bool                                                                                                                             $always  Whether the button stays with JavaScript (the price's).
	 */
	private function form_close( array $context, string $group, bool $always = false ): string {
		$html = '</fieldset>';
		foreach ( array_merge( $context['kept'], $context['filters']->without( $group )->to_query() ) as $name => $value ) {
			$html .= '<input type="hidden" name="' . esc_attr( (string) $name ) . '" value="' . esc_attr( $value ) . '">';
		}
		return $html . '<button type="submit" class="vitrine-button vitrine-filter__apply' . ( $always ? '' : ' vitrine-filter__apply--nojs' ) . '">' . esc_html__( 'Apply', 'vitrine' ) . '</button></form>';
	}

	/**
	 * @param int                   $count   Products.
	 * @param array{counts: bool}   $options The block's options.
	 */
	private function count_markup( int $count, array $options ): string {
		if ( ! $options['counts'] ) {
			return '';
		}
		/* translators: %s: number of products. */
		return ' <span class="vitrine-filter__count"><span aria-hidden="true">(' . esc_html( number_format_i18n( $count ) ) . ')</span><span class="screen-reader-text">' . esc_html( sprintf( _n( '%s product', '%s products', $count, 'vitrine' ), number_format_i18n( $count ) ) ) . '</span></span>';
	}

	private static function term_name( string $slug, string $taxonomy ): string {
		$term = get_term_by( 'slug', $slug, $taxonomy );
		return $term instanceof \WP_Term ? $term->name : $slug;
	}

	/**
	 * Parameters of the address the filters keep (the order, a search), never a page number.
	 *
	 * @return array<string, string>
	 */
	private static function kept_query_args(): array {
		$kept = array();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- carried over as they came, escaped on output.
		foreach ( wp_unslash( $_GET ) as $name => $value ) {
			$name = (string) $name;
			if ( in_array( $name, array( 'paged', 'product-page', FilterSet::CATEGORY ), true ) || FilterSet::is_filter_param( $name ) || ! is_scalar( $value ) || 1 !== preg_match( '/^[A-Za-z0-9_\-]{1,64}$/', $name ) ) {
				continue;
			}
			$kept[ $name ] = sanitize_text_field( (string) $value );
		}
		return $kept;
	}
}
