<?php
/**
 * Images of an import, fetched by URL into the media library.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;

/**
 * Downloads through the plugin's transport with the same guard as review images (only public
 * http(s) addresses, after DNS and after every redirect; the body capped; JPEG, PNG, GIF or
 * WebP checked on the bytes) and adds the file to the media library. The attachment remembers
 * its URL (SOURCE_META): an image already imported from the same URL, or already in the media
 * library at that URL, is reused, never downloaded again. Never called inside a transaction.
 */
final class ImageImporter {

	public const SOURCE_META = '_vitrine_import_source';
	public const MAX_BYTES   = 10 * 1024 * 1024;
	public const TIMEOUT     = 15;

	private const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

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
		try {
			$response = $this->transport->send(
				new HttpRequest(
					'GET',
					$url,
					timeout: self::TIMEOUT,
					redirects: 3,
					max_response_bytes: self::MAX_BYTES + 1,
					reject_unsafe_urls: true,
					trusted_hosts: $this->trusted_hosts,
				)
			);
		} catch ( TransportError ) {
			/* translators: %s: the image's URL. */
			return sprintf( __( 'The image %s could not be downloaded (no answer, or not a public address).', 'vitrine' ), $url );
		}
		$size = 200 === $response->status && '' !== $response->body && strlen( $response->body ) <= self::MAX_BYTES ? @getimagesizefromstring( $response->body ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- bytes that are not an image warn; that is the answer we check.
		$mime = is_array( $size ) ? (string) $size['mime'] : '';
		if ( ! isset( self::TYPES[ $mime ] ) ) {
			/* translators: %s: the image's URL. */
			return sprintf( __( 'The address %s did not answer with a JPEG, PNG, GIF or WebP image.', 'vitrine' ), $url );
		}
		$base = sanitize_file_name( pathinfo( (string) wp_parse_url( $url, PHP_URL_PATH ), PATHINFO_FILENAME ) );
		$name = ( '' !== $base ? $base : 'image' ) . '.' . self::TYPES[ $mime ];
		$bits = wp_upload_bits( $name, null, $response->body );
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
