<?php
/**
 * The shop, product category and product tag pages in classic themes.
 *
 * A theme overrides this template with its own vitrine/archive-product.php. The listing itself
 * (result count, sort form, products, pagination) is printed by the vitrine_archive_products
 * action, so an override keeps it with one line.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<div class="vitrine-archive alignwide">
	<header class="page-header vitrine-archive__header">
		<h1 class="page-title vitrine-archive__title">
			<?php
			if ( is_post_type_archive() ) {
				post_type_archive_title();
			} else {
				single_term_title();
			}
			?>
		</h1>
		<?php the_archive_description( '<div class="archive-description vitrine-archive__description">', '</div>' ); ?>
	</header>
	<?php
	/**
	 * Prints the product listing of the shop page, a product category or a product tag.
	 */
	do_action( 'vitrine_archive_products' );
	?>
</div>
<?php
get_footer();
