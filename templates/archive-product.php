<?php
/**
 * The shop, product category, product tag and product search pages in classic themes.
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
			if ( is_search() ) {
				/* translators: %s: the words the shopper searched for. */
				echo esc_html( sprintf( __( 'Search results for “%s”', 'vitrine' ), get_search_query( false ) ) );
			} elseif ( is_post_type_archive() ) {
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
	 * Prints the product listing of the shop page, a product category, a product tag or a
	 * product search (the product search form first, at priority 5).
	 */
	do_action( 'vitrine_archive_products' );
	?>
</div>
<?php
get_footer();
