<?php
/**
 * An image downloaded from a URL nobody vouches for.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * Downloads an image through the plugin's transport with the guards every third-party image
 * needs (reviewers' avatars, an import's images): only public http(s) addresses, after DNS and
 * after every redirect (PublicUrlGuard; hosts of a configured test server excepted), at most three
 * redirects, the body capped, and the type read from the bytes (JPEG, PNG, GIF or WebP; never SVG,
 * which may carry script), not taken from the Content-Type.
 */
final class PublicImage {

	/** The image types kept: MIME type to file extension. */
	public const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	/** Why fetch() found no image: no answer, or a refused address. */
	public const UNREACHABLE = 'unreachable';

	/** Why fetch() found no image: an answer that is not an image kept (status, size or bytes). */
	public const NOT_AN_IMAGE = 'not_an_image';

	/**
	 * @param Transport    $transport     How it is downloaded.
	 * @param string       $url           The image's address.
	 * @param int          $max_bytes     The largest image kept.
	 * @param int          $timeout       Seconds it may take.
	 * @param list<string> $trusted_hosts Hosts fetched although not public (a test server).
	 * @param bool         $declared      Whether the answer must also say it is an image (its
	 *                                    Content-Type), as review providers' images do.
	 * @return array{bytes: string, mime: string, extension: string}|string The image, or why there
	 *                                                                     is none (UNREACHABLE or
	 *                                                                     NOT_AN_IMAGE).
	 */
	public static function fetch( Transport $transport, string $url, int $max_bytes, int $timeout, array $trusted_hosts = array(), bool $declared = false ): array|string {
		try {
			$response = $transport->send(
				new HttpRequest(
					'GET',
					$url,
					timeout: $timeout,
					redirects: 3,
					// One byte more than allowed, so that an image too big shows as one.
					max_response_bytes: $max_bytes + 1,
					reject_unsafe_urls: true,
					trusted_hosts: $trusted_hosts,
				)
			);
		} catch ( TransportError ) {
			return self::UNREACHABLE;
		}
		$body = $response->body;
		if ( 200 !== $response->status || '' === $body || strlen( $body ) > $max_bytes ) {
			return self::NOT_AN_IMAGE;
		}
		if ( $declared && ! str_starts_with( strtolower( trim( explode( ';', $response->header( 'content-type' ) )[0] ) ), 'image/' ) ) {
			return self::NOT_AN_IMAGE;
		}
		$size = @getimagesizefromstring( $body ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- bytes that are not an image warn; that is the answer we check.
		$mime = is_array( $size ) ? (string) $size['mime'] : '';
		if ( ! isset( self::TYPES[ $mime ] ) ) {
			return self::NOT_AN_IMAGE;
		}
		return array(
			'bytes'     => $body,
			'mime'      => $mime,
			'extension' => self::TYPES[ $mime ],
		);
	}
}
