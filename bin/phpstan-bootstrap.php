<?php
/**
 * Constants plugin.php defines at run time, for PHPStan.
 *
 * @package Vitrine
 */

define( 'ABSPATH', dirname( __DIR__ ) . '/' );
define( 'VITRINE_DIR', dirname( __DIR__ ) . '/' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'EP_PAGES', 4096 );
define( 'WP_LANG_DIR', ABSPATH . 'wp-content/languages' );
