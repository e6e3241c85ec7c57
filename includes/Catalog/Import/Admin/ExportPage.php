<?php
/**
 * Products > Export.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Admin;

use Vitrine\Catalog\Import\ExportFilter;
use Vitrine\Catalog\Import\ProductExporter;
use Vitrine\Catalog\ProductPostTypes;

/**
 * A form of filters (category, status, type) that downloads the CSV from admin-post.php
 * (action vitrine_products_export), with its nonce and the product editing capability. The file
 * is streamed to the browser as it is written.
 */
final class ExportPage {

	public const SLUG       = 'vitrine-product-export';
	public const ACTION     = 'vitrine_products_export';
	public const CAPABILITY = ProductPostTypes::EDIT_CAPABILITY;

	public function __construct( private readonly ProductExporter $exporter ) {
	}

	public function add_menu(): void {
		add_submenu_page(
			'edit.php?post_type=' . ProductPostTypes::PRODUCT,
			__( 'Export products', 'vitrine' ),
			__( 'Export', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export products.', 'vitrine' ), 403 );
		}
		$categories = get_terms(
			array(
				'taxonomy'   => ProductPostTypes::CATEGORY,
				'hide_empty' => false,
			)
		);
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Export products', 'vitrine' ); ?></h1>
			<p><?php esc_html_e( 'Download products as a CSV file (UTF-8), in the columns WooCommerce uses: it opens in a spreadsheet and imports here or in WooCommerce. Variations follow their product.', 'vitrine' ); ?></p>
			<form method="get" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<?php wp_nonce_field( self::ACTION, '_wpnonce', false ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vitrine-export-category"><?php esc_html_e( 'Category', 'vitrine' ); ?></label></th>
						<td>
							<select id="vitrine-export-category" name="category">
								<option value="0"><?php esc_html_e( 'All categories', 'vitrine' ); ?></option>
								<?php foreach ( is_array( $categories ) ? $categories : array() as $term ) : ?>
									<option value="<?php echo esc_attr( (string) $term->term_id ); ?>"><?php echo esc_html( $term->name ); ?></option>
								<?php endforeach; ?>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="vitrine-export-status"><?php esc_html_e( 'Status', 'vitrine' ); ?></label></th>
						<td>
							<select id="vitrine-export-status" name="status">
								<option value=""><?php esc_html_e( 'All statuses', 'vitrine' ); ?></option>
								<option value="publish"><?php esc_html_e( 'Published', 'vitrine' ); ?></option>
								<option value="draft"><?php esc_html_e( 'Draft', 'vitrine' ); ?></option>
								<option value="pending"><?php esc_html_e( 'Pending review', 'vitrine' ); ?></option>
								<option value="private"><?php esc_html_e( 'Private', 'vitrine' ); ?></option>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="vitrine-export-type"><?php esc_html_e( 'Type', 'vitrine' ); ?></label></th>
						<td>
							<select id="vitrine-export-type" name="type">
								<option value=""><?php esc_html_e( 'All types', 'vitrine' ); ?></option>
								<option value="simple"><?php esc_html_e( 'Simple', 'vitrine' ); ?></option>
								<option value="variable"><?php esc_html_e( 'Variable', 'vitrine' ); ?></option>
							</select>
						</td>
					</tr>
				</table>
				<?php submit_button( __( 'Download the CSV file', 'vitrine' ), 'primary', 'submit', true ); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * admin-post: streams the file, or an error page with the status.
	 */
	public function download(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- filter() verifies it.
		$filter = $this->filter( (array) wp_unslash( $_GET ) );
		if ( ! $filter instanceof ExportFilter ) {
			wp_die( esc_html( $filter['message'] ), '', array( 'response' => (int) $filter['status'] ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . self::file_name() . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the response itself, written as it is made.
		$stream = fopen( 'php://output', 'wb' );
		if ( false !== $stream ) {
			$this->exporter->export( $stream, $filter );
			fclose( $stream );
		}
		// phpcs:enable
		exit;
	}

	/**
	 * The export's filter for the request, or why it is refused: 403 without the nonce or the
	 * capability, 400 for a filter that is not one.
	 *
	 * @param array<string, mixed> $request The query string.
	 * @return ExportFilter|array{status: int, message: string}
	 */
	public function filter( array $request ): ExportFilter|array {
		if ( false === wp_verify_nonce( (string) ( $request['_wpnonce'] ?? '' ), self::ACTION ) ) {
			return array(
				'status'  => 403,
				'message' => __( 'The link has expired. Reload the export screen and download again.', 'vitrine' ),
			);
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return array(
				'status'  => 403,
				'message' => __( 'Sorry, you are not allowed to export products.', 'vitrine' ),
			);
		}
		$status   = (string) ( $request['status'] ?? '' );
		$type     = (string) ( $request['type'] ?? '' );
		$category = (string) ( $request['category'] ?? '0' );
		if ( ( '' !== $status && ! in_array( $status, ExportFilter::STATUSES, true ) )
			|| ( '' !== $type && ! in_array( $type, ExportFilter::TYPES, true ) )
			|| 1 !== preg_match( '/^\d{1,20}$/', $category ) ) {
			return array(
				'status'  => 400,
				'message' => __( 'Choose a category, a status and a type from the lists.', 'vitrine' ),
			);
		}
		return new ExportFilter( '' === $status ? array() : array( $status ), $type, (int) $category );
	}

	public static function file_name(): string {
		return 'products-' . gmdate( 'Y-m-d' ) . '.csv';
	}
}
