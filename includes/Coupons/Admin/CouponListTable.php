<?php
/**
 * The columns of Products > Coupons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons\Admin;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponUsage;

/**
 * Code, type, amount, description, usage against the limit and expiry, as merchants of the big
 * shop plugins expect. No quick edit: the code and the rules are only saved through the edit
 * screen, where they are checked together.
 */
final class CouponListTable {

	public function __construct(
		private readonly CouponRepository $coupons,
		private readonly CouponUsage $usage,
		private readonly PriceFormatter $prices,
	) {
	}

	/**
	 * Filter manage_vitrine_coupon_posts_columns.
	 *
	 * @param array<string, string> $columns Column id to label.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		return array(
			'cb'                  => $columns['cb'] ?? '<input type="checkbox">',
			'title'               => __( 'Code', 'vitrine' ),
			'vitrine_type'        => __( 'Coupon type', 'vitrine' ),
			'vitrine_amount'      => __( 'Coupon amount', 'vitrine' ),
			'vitrine_description' => __( 'Description', 'vitrine' ),
			'vitrine_usage'       => __( 'Usage / Limit', 'vitrine' ),
			'vitrine_expiry'      => __( 'Expiry date', 'vitrine' ),
			'date'                => $columns['date'] ?? __( 'Date', 'vitrine' ),
		);
	}

	/**
	 * Action manage_vitrine_coupon_posts_custom_column.
	 *
	 * @param string $column  Column id.
	 * @param int    $post_id The coupon.
	 */
	public function render_column( string $column, int $post_id ): void {
		$coupon = $this->coupons->find( $post_id );
		if ( null === $coupon ) {
			return;
		}
		switch ( $column ) {
			case 'vitrine_type':
				echo esc_html( CouponDataView::type_label( $coupon->discount_type ) );
				break;
			case 'vitrine_amount':
				echo esc_html(
					Coupon::PERCENT === $coupon->discount_type
						/* translators: %s: a percentage, such as 12.5. */
						? sprintf( __( '%s %%', 'vitrine' ), $coupon->amount )
						: $this->prices->format( $coupon->amount )
				);
				break;
			case 'vitrine_description':
				echo esc_html( $coupon->description );
				break;
			case 'vitrine_usage':
				$used = $this->usage->count( $coupon );
				echo esc_html(
					null === $coupon->usage_limit
						/* translators: %d: how many orders used the coupon. */
						? sprintf( __( '%d / ∞', 'vitrine' ), $used )
						/* translators: 1: how many orders used the coupon, 2: how many may. */
						: sprintf( __( '%1$d / %2$d', 'vitrine' ), $used, $coupon->usage_limit )
				);
				break;
			case 'vitrine_expiry':
				echo esc_html( null === $coupon->expires_at ? '–' : wp_date( (string) get_option( 'date_format' ), $coupon->expires_at - 1 ) );
				break;
		}
	}

	/**
	 * Filter post_row_actions: no quick edit for coupons.
	 *
	 * @param array<string, string> $actions Row actions.
	 * @param \WP_Post              $post    The row's post.
	 * @return array<string, string>
	 */
	public function row_actions( array $actions, \WP_Post $post ): array {
		if ( CouponPostType::NAME === $post->post_type ) {
			unset( $actions['inline hide-if-no-js'] );
		}
		return $actions;
	}
}
