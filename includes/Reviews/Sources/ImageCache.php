<?php
/**
 * Copies of reviewers' avatars and review photos, kept in the uploads folder.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;
use Vitrine\Reviews\Sources\Providers\ProviderHttp;

/**
 * Images are downloaded when reviews are refreshed (never when a widget is viewed), into
 * uploads/vitrine-reviews/, named by a hash of the provider's URL, so that the same image is
 * downloaded once and a page of reviews makes no request to a third party. Only JPEG, PNG, GIF
 * and WebP are kept (checked on the bytes, not only the Content-Type; SVG is refused since it
 * may carry script), of at most MAX_BYTES.
 *
 * Downloads go through the plugin's HTTP transport, with the body capped and, since the URLs come
 * from providers, only public http(s) addresses fetched, after DNS and after every redirect
 * (Core\Http\PublicUrlGuard; a configured test server's host is allowed for the URL itself).
 *
 * A download that fails (no answer, a status other than 200, not an image) leaves no image: the
 * review is stored with '' and the widgets show their placeholder; the next refresh tries again.
 * Provider URLs are never stored as the image.
 */
final class ImageCache implements OwnsData {

	public const DIRECTORY = 'vitrine-reviews';

	public const MAX_BYTES = 2 * 1024 * 1024;

	/** Seconds one image may take. */
	public const TIMEOUT = 10;

	/** Seconds all the downloads of one refresh may take; the rest wait for the next refresh. */
	public const BATCH_SECONDS = 30;

	public const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/gif'  => 'gif',
		'image/webp' => 'webp',
	);

	private ?float $deadline = null;

	/**
	 * @param Transport         $transport     How images are downloaded.
	 * @param list<string>|null $trusted_hosts Hosts that may be fetched although they are not public
	 *                                         addresses; null for the hosts of the providers' base URLs
	 *                                         changed from their own (a local test server), read at
	 *                                         each download.
	 */
	public function __construct(
		private readonly Transport $transport,
		private readonly ?array $trusted_hosts = null,
	) {
	}

	/**
	 * Uninstalling deletes the folder of copies, with every avatar and photo in it.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData( uploads_folders: array( self::DIRECTORY ) );
	}

	/**
	 * Starts a batch of downloads (one refresh): after BATCH_SECONDS, images not cached yet are
	 * left for the next refresh.
	 */
	public function start_batch( int $seconds = self::BATCH_SECONDS ): void {
		$this->deadline = microtime( true ) + $seconds;
	}

	/**
	 * The local URL of an image, downloading it first when needed; '' when it cannot be had.
	 *
	 * @param string $url The provider's image URL.
	 */
	public function local_url( string $url ): string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		$dir = $this->directory();
		if ( str_starts_with( $url, $dir['url'] . '/' ) ) {
			return $url; // Already ours (an import of cached reviews).
		}
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return '';
		}
		$name     = sha1( $url );
		$existing = glob( $dir['path'] . '/' . $name . '.*' );
		if ( is_array( $existing ) && array() !== $existing ) {
			return $dir['url'] . '/' . basename( $existing[0] );
		}
		if ( null !== $this->deadline && microtime( true ) > $this->deadline ) {
			return '';
		}
		$file = $this->download( $url, $dir['path'], $name );
		return null === $file ? '' : $dir['url'] . '/' . $file;
	}

	/**
	 * Where the copies are.
	 *
	 * @return array{path: string, url: string}
	 */
	public function directory(): array {
		$uploads = wp_upload_dir( null, false );
		return array(
			'path' => untrailingslashit( (string) $uploads['basedir'] ) . '/' . self::DIRECTORY,
			'url'  => untrailingslashit( (string) $uploads['baseurl'] ) . '/' . self::DIRECTORY,
		);
	}

	/**
	 * Downloads an image and writes it as {name}.{ext}.
	 *
	 * @param string $url  The image's URL.
	 * @param string $path The folder.
	 * @param string $name The file name without extension.
	 * @return string|null The file name, or null when the answer is not an image we keep.
	 */
	private function download( string $url, string $path, string $name ): ?string {
		try {
			$response = $this->transport->send(
				new HttpRequest(
					'GET',
					$url,
					timeout: self::TIMEOUT,
					redirects: 3,
					// One byte more than allowed, so that an image too big shows as one.
					max_response_bytes: self::MAX_BYTES + 1,
					// Provider URLs are not trusted: only public addresses, after DNS and after every
					// redirect, except a configured test server's host for the URL itself.
					reject_unsafe_urls: true,
					trusted_hosts: $this->trusted_hosts ?? ProviderHttp::custom_hosts(),
				)
			);
		} catch ( TransportError ) {
			return null; // No answer (or a refused URL): no image this time.
		}
		if ( 200 !== $response->status ) {
			return null;
		}
		$declared = strtolower( trim( explode( ';', $response->header( 'content-type' ) )[0] ) );
		$body     = $response->body;
		if ( ! str_starts_with( $declared, 'image/' ) || '' === $body || strlen( $body ) > self::MAX_BYTES ) {
			return null;
		}
		$size = @getimagesizefromstring( $body ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- bytes that are not an image warn; that is the answer we check.
		$mime = is_array( $size ) ? (string) $size['mime'] : '';
		if ( ! isset( self::TYPES[ $mime ] ) ) {
			return null;
		}
		if ( ! wp_mkdir_p( $path ) ) {
			return null;
		}
		$file = $name . '.' . self::TYPES[ $mime ];
		$temp = $path . '/' . $name . '.' . wp_generate_password( 8, false ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- uploads is writable by PHP (WordPress requires it for media); written to a temporary name, then renamed, so a reader never sees half a file.
		if ( false === file_put_contents( $temp, $body ) || ! rename( $temp, $path . '/' . $file ) ) {
			wp_delete_file( $temp );
			return null;
		}
		$stat = stat( $path );
		if ( is_array( $stat ) ) {
			chmod( $path . '/' . $file, $stat['mode'] & 0000666 ); // As wp_upload_bits() does.
		}
		// phpcs:enable
		return $file;
	}
}
