<?php
/**
 * The coming-soon page shown to visitors while coming-soon mode is on.
 *
 * A standalone document rather than a theme template: it must look right with any theme and
 * load nothing the visitor does not need. Copy it to your theme as vitrine/coming-soon.php to
 * change it.
 *
 * @package Vitrine
 * @var string $message The admin's message, already filtered through wp_kses_post on save.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="robots" content="noindex, nofollow">
	<title><?php echo esc_html( get_bloginfo( 'name' ) ); ?></title>
	<style>
		body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f6f5f2; color: #1e1e1e; }
		main { max-width: 36rem; padding: 2rem; text-align: center; }
		h1 { font-size: 2rem; margin: 0 0 1rem; }
		p { font-size: 1.125rem; line-height: 1.6; }
	</style>
</head>
<body>
	<main>
		<h1><?php echo esc_html( get_bloginfo( 'name' ) ); ?></h1>
		<div class="vitrine-coming-soon__message"><?php echo wp_kses_post( wpautop( $message ) ); ?></div>
	</main>
</body>
</html>
