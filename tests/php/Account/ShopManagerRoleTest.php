<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\ShopManagerRole;
use Vitrine\Catalog\Admin\AttributesPage;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Install\Migrations\Migration0012ShopManager;
use Vitrine\Core\Install\Uninstaller;
use Vitrine\Core\Install\Migrator;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Tests\TestCase;

/**
 * Products, orders and coupons have capabilities of their own: administrators and shop managers
 * have them, editors and authors do not, and a shop manager has nothing of the site.
 */
final class ShopManagerRoleTest extends TestCase {

	protected function tearDown(): void {
		parent::tearDown();
		wp_roles()->for_site(); // The roles were rolled back in the database; read them again.
	}

	public function test_a_shop_manager_manages_products_orders_and_coupons(): void {
		$product = wp_insert_post(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'post_title'  => 'Managed mug',
				'post_status' => 'publish',
				'post_author' => $this->create_user( 'administrator' ),
			)
		);
		wp_set_current_user( $this->create_user( ShopManagerRole::ROLE ) );

		self::assertTrue( current_user_can( 'edit_post', $product ), 'Another user\'s product.' );
		self::assertTrue( current_user_can( 'delete_post', $product ) );
		self::assertTrue( current_user_can( get_post_type_object( ProductPostTypes::PRODUCT )->cap->create_posts ) );
		self::assertTrue( current_user_can( get_post_type_object( ProductPostTypes::PRODUCT )->cap->publish_posts ) );
		self::assertTrue( current_user_can( get_taxonomy( ProductPostTypes::CATEGORY )->cap->manage_terms ) );
		self::assertTrue( current_user_can( get_taxonomy( ProductPostTypes::TAG )->cap->assign_terms ) );
		self::assertTrue( current_user_can( AttributesPage::CAPABILITY ) );
		self::assertTrue( current_user_can( OrdersPage::CAPABILITY ) );
		self::assertTrue( current_user_can( get_post_type_object( CouponPostType::NAME )->cap->edit_posts ) );
		self::assertTrue( current_user_can( 'upload_files' ), 'Product images.' );
	}

	public function test_a_shop_manager_has_nothing_of_the_site(): void {
		wp_set_current_user( $this->create_user( ShopManagerRole::ROLE ) );

		foreach ( array( 'manage_options', 'activate_plugins', 'install_plugins', 'edit_plugins', 'switch_themes', 'edit_theme_options', 'edit_users', 'create_users', 'promote_users', 'edit_posts', 'edit_pages', 'unfiltered_html' ) as $capability ) {
			self::assertFalse( current_user_can( $capability ), $capability );
		}
	}

	public function test_editors_and_authors_have_no_product_order_or_coupon_capability(): void {
		$product = wp_insert_post(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'post_title'  => 'Not theirs',
				'post_status' => 'publish',
			)
		);
		foreach ( array( 'editor', 'author' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			self::assertFalse( current_user_can( 'edit_post', $product ), $role );
			self::assertFalse( current_user_can( get_post_type_object( ProductPostTypes::PRODUCT )->cap->create_posts ), $role );
			self::assertFalse( current_user_can( get_taxonomy( ProductPostTypes::CATEGORY )->cap->assign_terms ), $role );
			self::assertFalse( current_user_can( get_taxonomy( ProductPostTypes::CATEGORY )->cap->manage_terms ), $role );
			self::assertFalse( current_user_can( OrdersPage::CAPABILITY ), $role );
			self::assertFalse( current_user_can( get_post_type_object( CouponPostType::NAME )->cap->edit_posts ), $role );
		}
	}

	public function test_administrators_have_every_capability_of_the_shop(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		foreach ( Migration0012ShopManager::CAPABILITIES as $capability ) {
			self::assertTrue( current_user_can( $capability ), $capability );
		}
	}

	public function test_the_migration_is_safe_to_run_again_and_keeps_a_role_another_plugin_made(): void {
		remove_role( ShopManagerRole::ROLE );
		delete_option( Migration0012ShopManager::ADDED_OPTION );
		add_role( ShopManagerRole::ROLE, 'Theirs', array( 'read' => true ) );

		( new Migration0012ShopManager() )->up();
		( new Migration0012ShopManager() )->up();

		$role = get_role( ShopManagerRole::ROLE );
		self::assertNotNull( $role );
		self::assertTrue( $role->has_cap( 'manage_vitrine_orders' ) );
		self::assertFalse( get_option( Migration0012ShopManager::ADDED_OPTION ), 'Not ours to remove on uninstall.' );
	}

	public function test_uninstalling_removes_the_role_and_takes_the_capabilities_back(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		$manager = $this->create_user( ShopManagerRole::ROLE );
		add_role( 'other_plugin_role', 'Other', array( 'read' => true ) );
		get_role( 'editor' )->add_cap( 'manage_vitrine_orders' ); // Given by a role editor plugin.

		self::assertTrue( $this->services( array( Migrator::class => new Migrator( array() ) ) )->get( Uninstaller::class )->run() );

		self::assertNull( get_role( ShopManagerRole::ROLE ) );
		self::assertNotNull( get_role( 'other_plugin_role' ) );
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			foreach ( Migration0012ShopManager::CAPABILITIES as $capability ) {
				self::assertFalse( get_role( $role )->has_cap( $capability ), $role . ': ' . $capability );
			}
		}
		self::assertTrue( get_role( 'administrator' )->has_cap( 'manage_options' ) );
		self::assertNotContains( ShopManagerRole::ROLE, get_userdata( $manager )->roles );
	}
}
