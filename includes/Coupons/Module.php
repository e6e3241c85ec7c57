<?php
/**
 * The coupon module: the post type, its setting and its admin screens.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\Admin\CouponEditor;
use Vitrine\Coupons\Admin\CouponListTable;
use Vitrine\Orders\Order;

/**
 * Registers vitrine_coupon, the "Enable coupons" setting, the edit screen and the list columns,
 * and forgets a deleted coupon's uses. Applying coupons to carts and orders is the checkout's:
 * it calls the services of Coupons.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Coupons $coupons,
		private readonly CouponEditor $editor,
		private readonly CouponListTable $list,
	) {
	}

	public function register(): void {
		$this->register_settings();
		add_action( 'init', array( $this->coupons->post_type, 'register' ) );
		add_action( 'deleted_post', array( $this->coupons->usage, 'on_deleted_post' ), 10, 2 );
		// A cancelled order gives its coupon uses back (a refund does not: the coupon was used).
		$usage = $this->coupons->usage;
		add_action( 'vitrine_order_status_cancelled', static fn ( Order $order ) => $usage->release_for_order( $order->id ), 10, 1 );

		$editor = $this->editor;
		$list   = $this->list;
		$type   = CouponPostType::NAME;

		add_filter( 'use_block_editor_for_post_type', array( $editor, 'use_block_editor' ), 10, 2 );
		add_action( 'admin_action_editpost', array( $editor, 'before_edit' ) );
		add_filter( 'wp_insert_post_data', array( $editor, 'filter_post_data' ), 10, 2 );
		add_action( "save_post_{$type}", array( $editor, 'save' ), 10, 2 );
		add_action( 'edit_form_after_title', array( $editor, 'render_code_field' ) );
		add_action( "add_meta_boxes_{$type}", array( $editor, 'add_meta_boxes' ) );
		add_filter( 'post_updated_messages', array( $editor, 'updated_messages' ) );
		add_action( 'admin_notices', array( $editor, 'render_notice' ) );
		add_action( 'admin_enqueue_scripts', array( $editor, 'enqueue' ) );

		add_filter( "manage_{$type}_posts_columns", array( $list, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $list, 'render_column' ), 10, 2 );
		add_filter( 'post_row_actions', array( $list, 'row_actions' ), 10, 2 );
	}

	private function register_settings(): void {
		$this->settings->add_section( 'coupons', __( 'Coupons', 'vitrine' ), '', SectionPosition::COUPONS );
		$this->settings->add_field(
			SettingField::toggle(
				'coupons_enabled',
				'coupons',
				__( 'Enable coupon codes', 'vitrine' ),
				true,
				__( 'Shoppers can enter coupon codes in the cart and at checkout. Coupons are managed under Products > Coupons.', 'vitrine' )
			)
		);
	}
}
