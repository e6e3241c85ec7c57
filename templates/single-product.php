<?php
/**
 * A product's page in classic themes.
 *
 * A theme overrides this template with its own vitrine/single-product.php. The product itself
 * (gallery, summary, add-to-cart form, tabs with the reviews) is printed by the
 * vitrine_single_product action, so an override keeps it with one line.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) {
	the_post();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'vitrine-single-product alignwide' ); ?>>
		<?php
		/**
		 * Prints the product of the loop: gallery, summary and tabs.
		 */
		do_action( 'vitrine_single_product' );
		?>
	</article>
	<?php
}

get_footer();
