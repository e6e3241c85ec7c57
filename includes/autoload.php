<?php
/**
 * PSR-4 autoloader for includes/: Vitrine\Cart\CartService lives in includes/Cart/CartService.php.
 *
 * Hand-written rather than Composer's so that the plugin runs from a plain zip with no vendor/
 * folder; shared by plugin.php and uninstall.php.
 *
 * @package Vitrine
 */

declare(strict_types=1);

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, 'Vitrine\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( 'Vitrine\\' ) ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);
