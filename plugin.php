<?php
/**
 * Plugin Name:       Vitrine
 * Plugin URI:        https://example.org/vitrine
 * Description:       A complete, fast and accessible shop: catalog, cart, checkout, Stripe payments, customer-review widgets, listings and page-builder behaviours, with no other plugin needed.
 * Version:           0.2.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Vitrine
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrine
 * Domain Path:       /languages
 *
 * @package Vitrine
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

const VITRINE_VERSION = '0.2.0';
const VITRINE_FILE    = __FILE__;
define( 'VITRINE_DIR', plugin_dir_path( __FILE__ ) );

require __DIR__ . '/includes/autoload.php';

register_activation_hook( __FILE__, array( \Vitrine\Core\Install\Installer::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Vitrine\Core\Install\Installer::class, 'deactivate' ) );

add_action( 'plugins_loaded', array( \Vitrine\Plugin::class, 'boot' ) );
