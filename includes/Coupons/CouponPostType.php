<?php
/**
 * The coupon post type.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * Coupons are posts of vitrine_coupon (the title is the code, the excerpt the merchant's
 * description), listed under Products > Coupons. Not public: no URL, no search, no REST route
 * of WordPress's own. Only users with manage_vitrine_coupons (administrators and shop managers)
 * see and edit them, since a coupon gives money away.
 */
final class CouponPostType implements OwnsData {

	public const NAME = 'vitrine_coupon';

	/** The capability every coupon action maps to. */
	public const CAPABILITY = 'manage_vitrine_coupons';

	/**
	 * Statuses of a coupon that exists for the merchant (its code is taken).
	 */
	public const LIVE_STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Uninstalling deletes every coupon.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData( post_types: array( self::NAME ) );
	}

	public function register(): void {
		$capability = self::CAPABILITY;
		register_post_type(
			self::NAME,
			array(
				'labels'              => array(
					'name'               => __( 'Coupons', 'vitrine' ),
					'singular_name'      => __( 'Coupon', 'vitrine' ),
					'add_new'            => __( 'Add coupon', 'vitrine' ),
					'add_new_item'       => __( 'Add new coupon', 'vitrine' ),
					'edit_item'          => __( 'Edit coupon', 'vitrine' ),
					'new_item'           => __( 'New coupon', 'vitrine' ),
					'view_item'          => __( 'View coupon', 'vitrine' ),
					'search_items'       => __( 'Search coupons', 'vitrine' ),
					'not_found'          => __( 'No coupons found.', 'vitrine' ),
					'not_found_in_trash' => __( 'No coupons found in the trash.', 'vitrine' ),
					'all_items'          => __( 'Coupons', 'vitrine' ),
					'menu_name'          => __( 'Coupons', 'vitrine' ),
					'item_published'     => __( 'Coupon published.', 'vitrine' ),
					'item_updated'       => __( 'Coupon updated.', 'vitrine' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => 'edit.php?post_type=' . ProductPostTypes::PRODUCT,
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'show_in_rest'        => false,
				'query_var'           => false,
				'rewrite'             => false,
				'hierarchical'        => false,
				// The code and the description are fields of the "Coupon data" box, so that a refused
				// save can give them back as typed; WordPress's title box would show the stored one.
				'supports'            => false,
				'capability_type'     => 'post',
				'map_meta_cap'        => true,
				'capabilities'        => array(
					'edit_posts'             => $capability,
					'edit_others_posts'      => $capability,
					'edit_private_posts'     => $capability,
					'edit_published_posts'   => $capability,
					'publish_posts'          => $capability,
					'read_private_posts'     => $capability,
					'delete_posts'           => $capability,
					'delete_others_posts'    => $capability,
					'delete_private_posts'   => $capability,
					'delete_published_posts' => $capability,
					'create_posts'           => $capability,
				),
			)
		);
	}
}
