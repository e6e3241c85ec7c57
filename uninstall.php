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

// The composition root says what each module owns; nothing else of the plugin runs.
\Vitrine\Services::container()->get( \Vitrine\Core\Install\Uninstaller::class )->run();
