<?php
/**
 * Copies of reviewers' avatars and review photos, kept in the uploads folder.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Http\PublicImage;
use Vitrine\Core\Http\Transport;
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
		// Provider URLs are not trusted: PublicImage fetches public addresses only, except a
		// configured test server's host for the URL itself.
		$image = PublicImage::fetch( $this->transport, $url, self::MAX_BYTES, self::TIMEOUT, $this->trusted_hosts ?? ProviderHttp::custom_hosts(), true );
		if ( ! is_array( $image ) ) {
			return null; // No answer, a refused URL or no image: none this time.
		}
		$body = $image['bytes'];
		if ( ! wp_mkdir_p( $path ) ) {
			return null;
		}
		$file = $name . '.' . $image['extension'];
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
