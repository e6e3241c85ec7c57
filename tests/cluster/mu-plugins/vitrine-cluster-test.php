<?php
/**
 * Plugin Name: Vitrine cluster test helpers
 * Description: Cluster site only (bin/lib/cluster.sh copies it there): names the web server of each answer, and gives the cluster specs a scheduled job whose runs they can count.
 *
 * - Every answer made by PHP carries X-Vitrine-Server: a or b (the php-fpm pool's
 *   VITRINE_CLUSTER_SERVER), so a spec can tell which web server answered.
 * - GET /?vitrine-cluster=schedule: empties the count and schedules the single event
 *   vitrine_cluster_test_job (due now); GET /?vitrine-cluster=count: {"runs": N, "servers": [...]}
 *   (the runs of that job, counted in the database, and the servers that ran it).
 *
 * @package Vitrine
 */

declare(strict_types=1);

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- test-only switches on a test site.

// wp-cron.php has answered (fastcgi_finish_request) before WordPress loads: no header then.
if ( PHP_SAPI !== 'cli' && false !== getenv( 'VITRINE_CLUSTER_SERVER' ) && ! headers_sent() ) {
	header( 'X-Vitrine-Server: ' . preg_replace( '/[^a-z]/', '', (string) getenv( 'VITRINE_CLUSTER_SERVER' ) ) );
}

const VITRINE_CLUSTER_RUNS_OPTION = 'vitrine_cluster_test_job_runs';

add_action(
	'vitrine_cluster_test_job',
	static function (): void {
		global $wpdb;
		// Slow enough that two cron requests started together overlap.
		usleep( 300000 );
		$server = (string) getenv( 'VITRINE_CLUSTER_SERVER' );
		// One row per run, written straight to the database: no cache stands between the count and the runs.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				VITRINE_CLUSTER_RUNS_OPTION . '_' . wp_generate_uuid4(),
				$server
			)
		);
	}
);

add_action(
	'init',
	static function (): void {
		global $wpdb;
		$action = isset( $_GET['vitrine-cluster'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-cluster'] ) ) : '';
		if ( '' === $action ) {
			return;
		}
		nocache_headers();
		$like = $wpdb->esc_like( VITRINE_CLUSTER_RUNS_OPTION . '_' ) . '%';
		if ( 'schedule' === $action ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
			wp_clear_scheduled_hook( 'vitrine_cluster_test_job' );
			wp_schedule_single_event( time() - 1, 'vitrine_cluster_test_job' );
			wp_send_json( array( 'scheduled' => (bool) wp_next_scheduled( 'vitrine_cluster_test_job' ) ) );
		}
		if ( 'count' === $action ) {
			$servers = $wpdb->get_col( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
			wp_send_json(
				array(
					'runs'    => count( $servers ),
					'servers' => $servers,
				)
			);
		}
	},
	1
);
