<?php
/**
 * The listing source of a query built in the editor.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings\Sources;

use Vitrine\Listings\ListingContext;
use Vitrine\Listings\ListingPage;
use Vitrine\Listings\ListingSource;

/**
 * Posts of one public post type (products included), narrowed by terms of one taxonomy, by meta
 * conditions, or by the terms they share with the current post, in a chosen order. Whatever the
 * block says, only what any visitor may read is listed: published, without a password, of a
 * post type and taxonomy that are publicly viewable.
 */
final class PostsSource implements ListingSource {

	public const NAME = 'posts';

	/** Meta conditions a listing may have. */
	public const MAX_META_CONDITIONS = 5;

	/** Terms a listing may name. */
	public const MAX_TERMS = 50;

	public const ORDER_BY = array( 'date', 'title', 'modified', 'menu_order', 'comment_count', 'meta_value', 'meta_value_num' );

	public const META_COMPARE = array( '=', '!=', '>', '>=', '<', '<=', 'LIKE', 'NOT LIKE', 'EXISTS', 'NOT EXISTS' );

	public function name(): string {
		return self::NAME;
	}

	public function args_schema(): array {
		$key = array(
			'type'      => 'string',
			'maxLength' => 191,
			'pattern'   => '^[A-Za-z0-9_\\-:.]*$',
		);
		return array(
			'postType'       => array(
				'type'    => 'string',
				'pattern' => '^[a-z0-9_\\-]{1,20}$',
				'default' => 'post',
			),
			'taxonomy'       => array(
				'type'    => 'string',
				'pattern' => '^[a-z0-9_\\-]{0,32}$',
				'default' => '',
			),
			'terms'          => array(
				'type'     => 'array',
				'items'    => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems' => self::MAX_TERMS,
				'default'  => array(),
			),
			'metaQuery'      => array(
				'type'     => 'array',
				'maxItems' => self::MAX_META_CONDITIONS,
				'items'    => array(
					'type'                 => 'object',
					'properties'           => array(
						'key'     => array_merge( $key, array( 'minLength' => 1 ) ),
						'compare' => array(
							'type' => 'string',
							'enum' => self::META_COMPARE,
						),
						'value'   => array(
							'type'      => 'string',
							'maxLength' => 200,
						),
						'type'    => array(
							'type' => 'string',
							'enum' => array( 'CHAR', 'NUMERIC', 'DATE' ),
						),
					),
					'required'             => array( 'key' ),
					'additionalProperties' => false,
				),
				'default'  => array(),
			),
			'orderBy'        => array(
				'type'    => 'string',
				'enum'    => self::ORDER_BY,
				'default' => 'date',
			),
			'order'          => array(
				'type'    => 'string',
				'enum'    => array( 'ASC', 'DESC' ),
				'default' => 'DESC',
			),
			'orderMetaKey'   => array_merge( $key, array( 'default' => '' ) ),
			'related'        => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'excludeCurrent' => array(
				'type'    => 'boolean',
				'default' => false,
			),
		);
	}

	public function request_args_schema(): array {
		return array();
	}

	public function query( array $args, array $request_args, ListingContext $context, int $page, int $per_page ): ListingPage {
		$post_type = (string) ( $args['postType'] ?? 'post' );
		if ( 'attachment' === $post_type || ! post_type_exists( $post_type ) || ! is_post_type_viewable( $post_type ) ) {
			return ListingPage::empty( $page );
		}
		$query = array( 'post_type' => $post_type );

		$taxonomy = (string) ( $args['taxonomy'] ?? '' );
		if ( '' !== $taxonomy && ! $this->listable_taxonomy( $taxonomy, $post_type ) ) {
			return ListingPage::empty( $page );
		}
		$terms = array_values( array_map( 'intval', (array) ( $args['terms'] ?? array() ) ) );
		if ( ! empty( $args['related'] ) ) {
			// The current post's terms: without a current post or a taxonomy, nothing is related.
			if ( '' === $taxonomy || $context->queried_id < 1 ) {
				return ListingPage::empty( $page );
			}
			$shared = wp_get_object_terms( $context->queried_id, $taxonomy, array( 'fields' => 'ids' ) );
			$terms  = is_array( $shared ) ? array_values( array_map( 'intval', $shared ) ) : array();
			if ( array() === $terms ) {
				return ListingPage::empty( $page );
			}
		}
		if ( '' !== $taxonomy && array() !== $terms ) {
			$query['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the merchant's query.
				array(
					'taxonomy'         => $taxonomy,
					'field'            => 'term_id',
					'terms'            => $terms,
					'include_children' => false,
				),
			);
		}
		if ( ( ! empty( $args['related'] ) || ! empty( $args['excludeCurrent'] ) ) && $context->queried_id > 0 ) {
			$query['post__not_in'] = array( $context->queried_id ); // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- one id.
		}

		$meta = array();
		foreach ( (array) ( $args['metaQuery'] ?? array() ) as $condition ) {
			$compare = (string) ( $condition['compare'] ?? '=' );
			$clause  = array(
				'key'     => (string) $condition['key'],
				'compare' => $compare,
				'type'    => (string) ( $condition['type'] ?? 'CHAR' ),
			);
			if ( ! in_array( $compare, array( 'EXISTS', 'NOT EXISTS' ), true ) ) {
				$clause['value'] = (string) ( $condition['value'] ?? '' );
			}
			$meta[] = $clause;
		}
		$order    = 'ASC' === ( $args['order'] ?? 'DESC' ) ? 'ASC' : 'DESC';
		$order_by = (string) ( $args['orderBy'] ?? 'date' );
		if ( in_array( $order_by, array( 'meta_value', 'meta_value_num' ), true ) ) {
			$order_key = (string) ( $args['orderMetaKey'] ?? '' );
			if ( '' === $order_key ) {
				$order_by = 'date';
			} else {
				$meta['listing_order'] = array(
					'key'     => $order_key,
					'compare' => 'EXISTS',
					'type'    => 'meta_value_num' === $order_by ? 'NUMERIC' : 'CHAR',
				);
				$order_by              = 'listing_order';
			}
		}
		if ( array() !== $meta ) {
			$query['meta_query'] = array_merge( array( 'relation' => 'AND' ), $meta ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the merchant's query.
		}
		// The id breaks ties, so that no item is on two pages or on none.
		$query['orderby'] = array(
			$order_by => $order,
			'ID'      => $order,
		);

		return ListingPage::fetch( $query, $page, $per_page );
	}

	private function listable_taxonomy( string $taxonomy, string $post_type ): bool {
		return taxonomy_exists( $taxonomy ) && is_taxonomy_viewable( $taxonomy ) && is_object_in_taxonomy( $post_type, $taxonomy );
	}
}
