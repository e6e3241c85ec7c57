<?php
/**
 * Removes Vitrine's data when the admin asked for it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

use Vitrine\Core\Settings\Settings;

/**
 * Only when the remove_data_on_uninstall setting is on: drops our tables; deletes our posts (of
 * every status), our options, transients, user meta, post meta, terms, WP-Cron events and classic
 * widgets; removes the roles Vitrine made; deletes the folders of uploads/ that hold files we
 * made. Users, media and the content of posts stay.
 *
 * The post types, roles and folders are the modules' (OwnsData), handed over by the composition
 * root, which uninstall.php builds: Core names no module's data.
 */
final class Uninstaller {

	/**
	 * @param list<OwnsData> $owners   The module classes that own post types, roles or folders.
	 * @param Migrator       $migrator The migrations, whose tables are dropped.
	 */
	public function __construct(
		private readonly array $owners,
		private readonly Migrator $migrator,
	) {
	}

	/**
	 * Everything the owners declared, in their order.
	 */
	public function owned(): OwnedData {
		$post_types = array();
		$roles      = array();
		$folders    = array();
		$taxonomies = array();
		$caps       = array();
		foreach ( $this->owners as $owner ) {
			$data       = $owner->owned_data();
			$post_types = array_merge( $post_types, $data->post_types );
			$roles      = array_merge( $roles, $data->roles );
			$folders    = array_merge( $folders, $data->uploads_folders );
			$taxonomies = array_merge( $taxonomies, $data->taxonomies );
			$caps       = array_merge( $caps, $data->capabilities );
		}
		return new OwnedData(
			array_values( array_unique( $post_types ) ),
			$roles,
			array_values( array_unique( $folders ) ),
			array_values( array_unique( $taxonomies ) ),
			array_values( array_unique( $caps ) )
		);
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
		$owned = $this->owned();

		// Posts first, while the tables that hooks on their deletion may touch still exist.
		$this->delete_posts( $owned->post_types );
		foreach ( $this->migrator->tables() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- table names cannot be placeholders; ours are constants.
		}
		foreach ( $owned->roles as $role => $added_option ) {
			$this->remove_role( $role, $added_option );
		}
		$this->unschedule_events();
		$this->remove_classic_widgets();
		$this->delete_uploads_folders( $owned->uploads_folders );

		$this->delete_terms( $owned->taxonomies );
		$this->remove_capabilities( $owned->capabilities );

		$like = $wpdb->esc_like( 'vitrine_' ) . '%';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- bulk removal by prefix has no API.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $like ) );
		// Our meta left on posts that are not ours (e.g. _vitrine_* on a page).
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s OR meta_key LIKE %s", $like, $wpdb->esc_like( '_vitrine_' ) . '%' ) );
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$like,
				$wpdb->esc_like( '_transient_vitrine_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_vitrine_' ) . '%',
				$wpdb->esc_like( 'widget_vitrine_' ) . '%'
			)
		);
		// phpcs:enable
		wp_cache_flush();
		return true;
	}

	/**
	 * The terms of our taxonomies (categories, tags, attributes, shipping classes), their
	 * relationships and their meta, and nothing of any other taxonomy: a term is deleted only when
	 * no other taxonomy uses it, and only the meta of the terms deleted goes. The plugin is not
	 * loaded while it is uninstalled, so its taxonomies are not registered for wp_delete_term().
	 *
	 * @param list<string> $taxonomies Our taxonomies; a name ending in * is a prefix.
	 */
	private function delete_terms( array $taxonomies ): void {
		global $wpdb;
		if ( array() === $taxonomies ) {
			return;
		}
		$where = array();
		$args  = array();
		foreach ( $taxonomies as $taxonomy ) {
			if ( str_ends_with( $taxonomy, '*' ) ) {
				$where[] = 'taxonomy LIKE %s';
				$args[]  = $wpdb->esc_like( substr( $taxonomy, 0, -1 ) ) . '%';
			} else {
				$where[] = 'taxonomy = %s';
				$args[]  = $taxonomy;
			}
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders -- the conditions are built above from placeholders only.
		$ours = $wpdb->get_results( $wpdb->prepare( "SELECT term_taxonomy_id, term_id FROM {$wpdb->term_taxonomy} WHERE " . implode( ' OR ', $where ), $args ) );
		if ( ! is_array( $ours ) || array() === $ours ) {
			return;
		}
		$tt_ids   = implode( ',', array_map( static fn ( object $row ): int => (int) $row->term_taxonomy_id, $ours ) );
		$term_ids = implode( ',', array_unique( array_map( static fn ( object $row ): int => (int) $row->term_id, $ours ) ) );
		$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE term_taxonomy_id IN ({$tt_ids})" );
		$wpdb->query( "DELETE FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id IN ({$tt_ids})" );
		// A term another taxonomy still uses (terms shared before WordPress 4.3) stays, with its meta.
		$gone = $wpdb->get_col( "SELECT t.term_id FROM {$wpdb->terms} t LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.term_id IN ({$term_ids}) AND tt.term_id IS NULL" );
		if ( is_array( $gone ) && array() !== $gone ) {
			$gone = implode( ',', array_map( 'intval', $gone ) );
			$wpdb->query( "DELETE FROM {$wpdb->termmeta} WHERE term_id IN ({$gone})" );
			$wpdb->query( "DELETE FROM {$wpdb->terms} WHERE term_id IN ({$gone})" );
		}
		// phpcs:enable
	}

	/**
	 * Takes the capabilities Vitrine gave away back from every role.
	 *
	 * @param list<string> $capabilities Our capabilities.
	 */
	private function remove_capabilities( array $capabilities ): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( $capabilities as $capability ) {
				if ( $role->has_cap( $capability ) ) {
					$role->remove_cap( $capability );
				}
			}
		}
	}

	/**
	 * Every post of our types, whatever its status (trash and auto-draft included, which
	 * get_posts( 'any' ) skips), with its meta and comments (product reviews).
	 *
	 * @param list<string> $post_types Our post types.
	 */
	private function delete_posts( array $post_types ): void {
		global $wpdb;
		foreach ( $post_types as $post_type ) {
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the post type is not registered while the plugin is uninstalled.
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		}
	}

	/**
	 * A role, when Vitrine made it (the option says so; a role another plugin made stays). Its
	 * users keep a working account as subscribers, the core role with the same capability
	 * (read): our roles are the `customer` role, which may only read.
	 *
	 * @param string $role         The role.
	 * @param string $added_option The option set when Vitrine added it.
	 */
	private function remove_role( string $role, string $added_option ): void {
		if ( ! get_option( $added_option ) || null === get_role( $role ) ) {
			return;
		}
		$fallback = null === get_role( 'subscriber' ) ? '' : 'subscriber';
		$ids      = get_users(
			array(
				'role'   => $role,
				'fields' => 'ID',
			)
		);
		foreach ( $ids as $id ) {
			$user = new \WP_User( (int) $id );
			$user->remove_role( $role );
			if ( array() === $user->roles && '' !== $fallback ) {
				$user->add_role( $fallback );
			}
		}
		if ( get_option( 'default_role' ) === $role && '' !== $fallback ) {
			update_option( 'default_role', $fallback );
		}
		remove_role( $role );
	}

	/**
	 * Every WP-Cron event whose hook is ours (vitrine_cart_cleanup, vitrine_reviews_refresh,
	 * vitrine_sale_boundary...), whatever its arguments.
	 */
	private function unschedule_events(): void {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'vitrine_' ) ) {
					$hooks[ (string) $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * Our classic widgets (id base vitrine_*) out of the sidebars; their settings, the options
	 * widget_vitrine_*, go with our options.
	 */
	private function remove_classic_widgets(): void {
		$sidebars = get_option( 'sidebars_widgets' );
		if ( ! is_array( $sidebars ) ) {
			return;
		}
		$changed = false;
		foreach ( $sidebars as $sidebar => $widgets ) {
			if ( ! is_array( $widgets ) ) {
				continue;
			}
			$kept = array_values( array_filter( $widgets, static fn ( $widget ): bool => ! str_starts_with( (string) $widget, 'vitrine_' ) ) );
			if ( count( $kept ) !== count( $widgets ) ) {
				$sidebars[ $sidebar ] = $kept;
				$changed              = true;
			}
		}
		if ( $changed ) {
			update_option( 'sidebars_widgets', $sidebars );
		}
	}

	/**
	 * Our folders of uploads/, with all they hold, through WP_Filesystem (the instance WordPress
	 * set up with the admin's credentials to delete the plugin, else a new one).
	 *
	 * @param list<string> $folders Folders directly under uploads/ (a plain name each: never a path).
	 */
	private function delete_uploads_folders( array $folders ): void {
		$uploads = wp_upload_dir( null, false );
		$base    = trailingslashit( (string) $uploads['basedir'] );
		$folders = array_filter( $folders, static fn ( string $folder ): bool => 1 === preg_match( '/^[A-Za-z0-9_-]+$/', $folder ) && is_dir( $base . $folder ) );
		if ( array() === $folders ) {
			return;
		}
		global $wp_filesystem;
		if ( ! $wp_filesystem instanceof \WP_Filesystem_Base ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
			WP_Filesystem();
		}
		if ( ! $wp_filesystem instanceof \WP_Filesystem_Base ) {
			return;
		}
		foreach ( $folders as $folder ) {
			$wp_filesystem->delete( $base . $folder, true, 'd' );
		}
	}
}
