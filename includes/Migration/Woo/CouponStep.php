<?php
/**
 * WooCommerce's coupons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Coupons\CouponWriter;

/**
 * A coupon (post type shop_coupon and its meta) becomes a Vitrine coupon through CouponWriter,
 * which refuses what the coupon screen refuses. Its products and categories are the ones the
 * products step copied (a category found again by its path of names); what has no Vitrine
 * counterpart is left out and reported: a product that was not copied, a limit on the number
 * of items. How often it was used is not copied (Vitrine counts uses per order).
 */
final class CouponStep implements WooStep {

	private const STATUSES = array( 'publish', 'draft', 'pending', 'private', 'future' );

	public function __construct(
		private readonly WooSource $source,
		private readonly WooIds $ids,
		private readonly CouponWriter $writer,
	) {
	}

	public function key(): string {
		return 'coupons';
	}

	public function count(): int {
		return $this->source->count_posts( 'shop_coupon' );
	}

	public function ids( int $after, int $limit ): array {
		return $this->source->post_ids( 'shop_coupon', $after, $limit );
	}

	public function plan( int $id ): Outcome {
		$coupon = $this->read( $id );
		if ( null === $coupon ) {
			return Outcome::skipped( '#' . $id, array( __( 'It is no longer in WooCommerce.', 'vitrine' ) ) );
		}
		if ( ! in_array( $coupon['type'], Coupon::types(), true ) ) {
			/* translators: %s: a WooCommerce discount type. */
			return Outcome::skipped( $coupon['name'], array( sprintf( __( 'Vitrine has no discount of the type %s.', 'vitrine' ), $coupon['type'] ) ) );
		}
		$target = $this->ids->post( $id, array( CouponPostType::NAME ) );
		$errors = $this->writer->validate( $target, $coupon['fields'] );
		if ( array() !== $errors ) {
			return Outcome::skipped( $coupon['name'], array_values( $errors ) );
		}
		if ( 0 === $target ) {
			$result = Outcome::CREATED;
		} else {
			$result = $this->ids->post_hash( $target ) === $coupon['hash'] ? Outcome::UNCHANGED : Outcome::UPDATED;
		}
		return new Outcome( $result, $coupon['name'], array(), $coupon['parts'], $target );
	}

	public function copy( int $id ): Outcome {
		$plan = $this->plan( $id );
		if ( Outcome::CREATED !== $plan->result && Outcome::UPDATED !== $plan->result ) {
			return $plan;
		}
		$coupon = (array) $this->read( $id );
		$saved  = $this->writer->save( $plan->target, $coupon['fields'] );
		$this->ids->remember_post( $saved, $id, $coupon['hash'] );
		return new Outcome( $plan->result, $plan->name, array(), $plan->parts, $saved );
	}

	/**
	 * @return array{name: string, type: string, fields: array<string, mixed>, parts: list<array{kind: string, reason: string}>, hash: string}|null
	 */
	private function read( int $id ): ?array {
		$post = $this->source->post( $id, 'shop_coupon' );
		if ( null === $post ) {
			return null;
		}
		$meta     = $this->source->post_meta( $id );
		$get      = static fn ( string $key ): string => trim( (string) ( $meta[ $key ] ?? '' ) );
		$decimals = $this->source->decimals();
		$money    = static fn ( string $value ): ?string => '' === $value || ! is_numeric( $value ) ? null : Money::from_minor( WooSource::minor( $value, $decimals ), $decimals );
		$parts    = array();
		$type     = '' !== $get( 'discount_type' ) ? $get( 'discount_type' ) : Coupon::FIXED_CART;
		$expires  = $get( 'date_expires' );
		if ( '' === $expires && '' !== $get( 'expiry_date' ) ) {
			$expires = (string) strtotime( $get( 'expiry_date' ) . ' 00:00:00 UTC' );
		}
		$fields = array(
			'code'                  => $post['post_title'],
			'description'           => $post['post_excerpt'],
			'status'                => in_array( $post['post_status'], self::STATUSES, true ) ? $post['post_status'] : 'draft',
			'discount_type'         => $type,
			'amount'                => Coupon::PERCENT === $type ? (string) ( (float) $get( 'coupon_amount' ) ) : (string) ( $money( $get( 'coupon_amount' ) ) ?? '0' ),
			'expires_at'            => is_numeric( $expires ) && (int) $expires > 0 ? (int) $expires : null,
			'minimum_spend'         => $money( $get( 'minimum_amount' ) ),
			'maximum_spend'         => $money( $get( 'maximum_amount' ) ),
			'usage_limit'           => (int) $get( 'usage_limit' ) > 0 ? (int) $get( 'usage_limit' ) : null,
			'usage_limit_per_user'  => (int) $get( 'usage_limit_per_user' ) > 0 ? (int) $get( 'usage_limit_per_user' ) : null,
			'individual_use'        => 'yes' === $get( 'individual_use' ),
			'exclude_sale_items'    => 'yes' === $get( 'exclude_sale_items' ),
			'free_shipping'         => 'yes' === $get( 'free_shipping' ),
			'product_ids'           => $this->products( $get( 'product_ids' ), $parts ),
			'excluded_product_ids'  => $this->products( $get( 'exclude_product_ids' ), $parts ),
			'category_ids'          => $this->categories( $meta['product_categories'] ?? '', $parts ),
			'excluded_category_ids' => $this->categories( $meta['exclude_product_categories'] ?? '', $parts ),
			'email_restrictions'    => array_values( array_filter( array_map( 'strval', (array) maybe_unserialize( $meta['customer_email'] ?? '' ) ) ) ),
		);
		if ( (int) $get( 'limit_usage_to_x_items' ) > 0 ) {
			$parts[] = array(
				'kind'   => 'coupon rule',
				/* translators: %d: a number of items. */
				'reason' => sprintf( __( 'Its limit of %d discounted items is left out: Vitrine has no such rule.', 'vitrine' ), (int) $get( 'limit_usage_to_x_items' ) ),
			);
		}
		return array(
			'name'   => $post['post_title'],
			'type'   => $type,
			'fields' => $fields,
			'parts'  => $parts,
			'hash'   => WooIds::hash( $fields ),
		);
	}

	/**
	 * WooCommerce product ids (a comma list) as the products and variations copied from them.
	 *
	 * @param list<array{kind: string, reason: string}> $parts What was left out.
	 * @return list<int>
	 */
	private function products( string $list, array &$parts ): array {
		$ids = array();
		foreach ( array_filter( array_map( 'intval', explode( ',', $list ) ) ) as $woo_id ) {
			$id = $this->ids->post( $woo_id, array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ) );
			if ( 0 === $id ) {
				$parts[] = array(
					'kind'   => 'coupon rule',
					/* translators: %d: a WooCommerce product id. */
					'reason' => sprintf( __( 'Product #%d was not copied: the coupon is copied without it.', 'vitrine' ), $woo_id ),
				);
				continue;
			}
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * WooCommerce category ids (a serialized list) as Vitrine's categories of the same path.
	 *
	 * @param list<array{kind: string, reason: string}> $parts What was left out.
	 * @return list<int>
	 */
	private function categories( string $serialized, array &$parts ): array {
		$ids = array();
		foreach ( array_filter( array_map( 'intval', (array) maybe_unserialize( $serialized ) ) ) as $woo_id ) {
			$path   = $this->source->term_path( $woo_id, 'product_cat' );
			$parent = 0;
			foreach ( $path as $name ) {
				$found  = get_terms(
					array(
						'taxonomy'   => ProductPostTypes::CATEGORY,
						'name'       => $name,
						'parent'     => $parent,
						'hide_empty' => false,
						'number'     => 1,
						'fields'     => 'ids',
					)
				);
				$parent = is_array( $found ) && array() !== $found ? (int) $found[0] : 0;
				if ( 0 === $parent ) {
					break;
				}
			}
			if ( 0 === $parent ) {
				$parts[] = array(
					'kind'   => 'coupon rule',
					/* translators: %s: a category's path, such as Kitchen > Mugs. */
					'reason' => sprintf( __( 'The category %s is not in Vitrine: the coupon is copied without it.', 'vitrine' ), array() !== $path ? implode( ' > ', $path ) : '#' . $woo_id ),
				);
				continue;
			}
			$ids[] = $parent;
		}
		return $ids;
	}
}
