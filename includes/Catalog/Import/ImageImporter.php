<?php
/**
 * Images of an import, fetched by URL into the media library.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Core\Http\PublicImage;
use Vitrine\Core\Http\Transport;

/**
 * Downloads with Core\Http\PublicImage, as review images are (only public http(s) addresses,
 * after DNS and after every redirect; the body capped; JPEG, PNG, GIF or WebP checked on the
 * bytes), and adds the file to the media library. The attachment remembers
 * its URL (SOURCE_META): an image already imported from the same URL, or already in the media
 * library at that URL, is reused, never downloaded again. Never called inside a transaction.
 */
final class ImageImporter {

	public const SOURCE_META = '_vitrine_import_source';
	public const MAX_BYTES   = 10 * 1024 * 1024;
	public const TIMEOUT     = 15;

	/**
	 * @param Transport    $transport     How images are downloaded.
	 * @param list<string> $trusted_hosts Hosts that may be fetched although not public (a test server).
	 */
	public function __construct(
		private readonly Transport $transport,
		private readonly array $trusted_hosts = array(),
	) {
	}

	/**
	 * The attachment of an image URL, downloading it when it is new.
	 *
	 * @return int|string The attachment id, or the reason it could not be had (translated).
	 */
	public function attachment( string $url ): int|string {
		$url      = trim( $url );
		$existing = $this->existing( $url );
		if ( 0 !== $existing ) {
			return $existing;
		}
		$image = PublicImage::fetch( $this->transport, $url, self::MAX_BYTES, self::TIMEOUT, $this->trusted_hosts );
		if ( PublicImage::UNREACHABLE === $image ) {
			/* translators: %s: the image's URL. */
			return sprintf( __( 'The image %s could not be downloaded (no answer, or not a public address).', 'vitrine' ), $url );
		}
		if ( ! is_array( $image ) ) {
			/* translators: %s: the image's URL. */
			return sprintf( __( 'The address %s did not answer with a JPEG, PNG, GIF or WebP image.', 'vitrine' ), $url );
		}
		$mime = $image['mime'];
		$base = sanitize_file_name( pathinfo( (string) wp_parse_url( $url, PHP_URL_PATH ), PATHINFO_FILENAME ) );
		$name = ( '' !== $base ? $base : 'image' ) . '.' . $image['extension'];
		$bits = wp_upload_bits( $name, null, $image['bytes'] );
		if ( false !== $bits['error'] && '' !== $bits['error'] ) {
			return (string) $bits['error'];
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => $base,
				'post_status'    => 'inherit',
			),
			$bits['file'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id->get_error_message();
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $bits['file'] ) );
		update_post_meta( $id, self::SOURCE_META, $url );
		return $id;
	}

	/**
	 * An attachment imported from this URL before, or whose file is at this URL; 0 when none.
	 */
	private function existing( string $url ): int {
		$found = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'numberposts'      => 1,
				'fields'           => 'ids',
				'meta_key'         => self::SOURCE_META, // phpcs:ignore WordPress.DB.SlowDBQuery -- once per image URL of an import.
				'meta_value'       => $url, // phpcs:ignore WordPress.DB.SlowDBQuery -- as above.
				'suppress_filters' => true,
			)
		);
		if ( array() !== $found ) {
			return (int) $found[0];
		}
		return attachment_url_to_postid( $url );
	}
}
