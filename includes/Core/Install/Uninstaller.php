<?php
/**
 * Removes Vitrine's data when the admin asked for it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Core\Settings\Settings;

/**
 * Drops our tables and deletes our options, user meta, transients and posts, only when the
 * remove_data_on_uninstall setting is on.
 */
final class Uninstaller {

	/**
	 * @param list<string>|null $tables Tables to drop (without prefix); null for every table the
	 *                                  migrations create.
	 */
	public function __construct( private readonly ?array $tables = null ) {
	}

	/**
	 * Post types whose posts belong to Vitrine. Modules that add a post type list it here.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		return array( ProductPostTypes::VARIATION, ProductPostTypes::PRODUCT, CouponPostType::NAME );
	}

	/**
	 * @return bool Whether data was removed.
	 */
	public function run(): bool {
		$settings = get_option( Settings::OPTION, array() );
		if ( ! is_array( $settings ) || true !== ( $settings['remove_data_on_uninstall'] ?? false ) ) {
			return false;
		}
		global $wpdb;

		foreach ( $this->tables ?? Installer::migrator()->tables() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table names cannot be placeholders; ours are constants.
		}

		foreach ( self::post_types() as $post_type ) {
			$ids = get_posts(
				array(
					'post_type'   => $post_type,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		}

		$like = $wpdb->esc_like( 'vitrine_' ) . '%';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- bulk removal by prefix has no API.
		// Terms of our taxonomies (categories, tags, attributes, shipping classes): the plugin is not
		// loaded while it is uninstalled, so its taxonomies are not registered for wp_delete_term().
		$wpdb->query( $wpdb->prepare( "DELETE tr FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy LIKE %s", $like ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_taxonomy} WHERE taxonomy LIKE %s", $like ) );
		$wpdb->query( "DELETE t FROM {$wpdb->terms} t LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.term_id IS NULL" );
		$wpdb->query( "DELETE tm FROM {$wpdb->termmeta} tm LEFT JOIN {$wpdb->terms} t ON t.term_id = tm.term_id WHERE t.term_id IS NULL" );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $like ) );
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$like,
				$wpdb->esc_like( '_transient_vitrine_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_vitrine_' ) . '%'
			)
		);
		// phpcs:enable
		wp_cache_flush();
		return true;
	}
}
