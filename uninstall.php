<?php
/**
 * Runs when the admin deletes the plugin. Data is removed only when the admin ticked
 * "Remove all data on uninstall" in Vitrine's settings; otherwise everything stays.
 *
 * @package Vitrine
 */

declare(strict_types=1);

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require __DIR__ . '/includes/autoload.php';

( new \Vitrine\Core\Install\Uninstaller() )->run();
