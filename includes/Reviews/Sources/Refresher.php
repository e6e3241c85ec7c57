<?php
/**
 * Fetches a source's reviews and stores them (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Reviews\Sources\Providers\FetchedReview;
use Vitrine\Reviews\Sources\Providers\FetchResult;
use Vitrine\Reviews\Sources\Providers\ProviderError;
use Vitrine\Reviews\Sources\Providers\ProviderRegistry;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Fetches and stores reviews, on connect, on schedule and on demand. A fetch only reads; store()
 * writes the reviews (once by provider and external id: a known review is updated, its hidden
 * flag kept), their images as local copies, and the source's summary. A failed refresh writes
 * nothing but the error on the source: the reviews stored before stay.
 */
final class Refresher {

	/**
	 * @param ReviewRepository $reviews   Stored reviews.
	 * @param SourceRepository $sources   Stored sources.
	 * @param ProviderRegistry $providers The provider clients.
	 * @param ImageCache       $images    Where images are copied.
	 */
	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
		private readonly ProviderRegistry $providers,
		private readonly ImageCache $images,
	) {
	}

	public function providers(): ProviderRegistry {
		return $this->providers;
	}

	/**
	 * Reads a source's summary and reviews from its provider; writes nothing.
	 *
	 * @param string                $provider     google, facebook, yelp or shop.
	 * @param string                $external_ref The place, page or business id ('' or a product id for shop).
	 * @param array<string, string> $credentials  API key or token by name.
	 * @throws ProviderError When the provider refuses, cannot be reached or answers nonsense.
	 * @throws \InvalidArgumentException For a provider that is not fetched (manual) or unknown.
	 */
	public function fetch( string $provider, string $external_ref, array $credentials ): FetchResult {
		$client = $this->providers->get( $provider );
		if ( null === $client ) {
			throw new \InvalidArgumentException( sprintf( 'Reviews of the provider "%s" are not fetched.', $provider ) );
		}
		return $client->fetch( $external_ref, $credentials );
	}

	/**
	 * Stores a fetch's reviews (images cached first) and the source's summary.
	 *
	 * @param int         $source_id The source.
	 * @param FetchResult $result    What the provider gave.
	 * @return array{added: int, updated: int}
	 * @throws \InvalidArgumentException When there is no such source.
	 */
	public function store( int $source_id, FetchResult $result ): array {
		$source = $this->sources->find( $source_id );
		if ( null === $source ) {
			throw new \InvalidArgumentException( sprintf( 'There is no review source %d.', $source_id ) );
		}
		$this->images->start_batch();
		$rows = array();
		foreach ( $result->reviews as $review ) {
			$rows[] = $this->row( $review );
		}
		$counts = $this->reviews->upsert_many( $source_id, $source->provider, $rows );
		if ( $result->complete ) {
			$this->reviews->delete_by_source( $source_id, array_map( static fn ( array $row ): string => (string) $row['external_id'], $rows ) );
		}
		$this->sources->update(
			$source_id,
			array(
				'name'              => '' !== $source->name ? $source->name : sanitize_text_field( $result->name ),
				'rating'            => max( 0.0, min( 5.0, $result->rating ) ),
				'review_count'      => max( 0, $result->review_count ),
				'profile_url'       => esc_url_raw( $result->profile_url, array( 'http', 'https' ) ),
				'write_review_url'  => esc_url_raw( $result->write_review_url, array( 'http', 'https' ) ),
				'token_expires_at'  => $result->token_expires_at,
				'status'            => 'connected',
				'last_error'        => '',
				'last_refreshed_at' => time(),
			)
		);
		return $counts;
	}

	/**
	 * Fetches and stores one source. A provider error is recorded on the source (status error,
	 * last_error the provider's message) and returned; the stored reviews stay.
	 *
	 * @throws \InvalidArgumentException When there is no such source.
	 */
	public function refresh( int $source_id ): RefreshResult {
		$source = $this->sources->find( $source_id );
		if ( null === $source ) {
			throw new \InvalidArgumentException( sprintf( 'There is no review source %d.', $source_id ) );
		}
		if ( null === $this->providers->get( $source->provider ) ) {
			return new RefreshResult( $source ); // Added by hand or imported: nothing to fetch.
		}
		try {
			$result = $this->fetch( $source->provider, $source->external_ref, $this->sources->credentials( $source_id ) );
		} catch ( ProviderError $error ) {
			$fields = array(
				'status'     => 'error',
				'last_error' => $error->explain(),
			);
			if ( 'token_expired' === $error->kind() && ( null === $source->token_expires_at || $source->token_expires_at > time() ) ) {
				$fields['token_expires_at'] = time(); // The provider says so, whatever the expiry we knew.
			}
			$this->sources->update( $source_id, $fields );
			return new RefreshResult( $this->sources->find( $source_id ) ?? $source, 0, 0, $error );
		}
		$counts = $this->store( $source_id, $result );
		return new RefreshResult( $this->sources->find( $source_id ) ?? $source, $counts['added'], $counts['updated'] );
	}

	/**
	 * The cron event: refreshes every source that is fetched from a provider, one after the
	 * other; one source's error does not stop the others.
	 */
	public function refresh_all(): void {
		foreach ( $this->sources->all() as $source ) {
			if ( null !== $this->providers->get( $source->provider ) ) {
				$this->refresh( $source->id );
			}
		}
	}

	/**
	 * A review's row for ReviewRepository::upsert_many(): text sanitized, URLs checked, images
	 * replaced by their local copies.
	 *
	 * @return array<string, mixed>
	 */
	private function row( FetchedReview $review ): array {
		$external_id = sanitize_text_field( $review->external_id );
		if ( strlen( $external_id ) > 191 ) {
			$external_id = 'sha1:' . sha1( $external_id );
		}
		$avatar_source = esc_url_raw( $review->avatar_url, array( 'http', 'https' ) );
		$media         = array();
		foreach ( $review->media as $item ) {
			$full  = $this->images->local_url( esc_url_raw( $item['googleUrl'], array( 'http', 'https' ) ) );
			$thumb = '' !== $item['thumbnailUrl'] && $item['thumbnailUrl'] !== $item['googleUrl'] ? $this->images->local_url( esc_url_raw( $item['thumbnailUrl'], array( 'http', 'https' ) ) ) : $full;
			if ( '' === $full && '' === $thumb ) {
				continue;
			}
			$media[] = array(
				'googleUrl'    => '' !== $full ? $full : $thumb,
				'thumbnailUrl' => '' !== $thumb ? $thumb : $full,
			);
		}
		return array(
			'external_id'          => $external_id,
			'author_name'          => mb_substr( sanitize_text_field( $review->author_name ), 0, 200 ),
			'author_avatar'        => $this->images->local_url( $avatar_source ),
			'author_avatar_source' => $avatar_source,
			'author_url'           => esc_url_raw( $review->author_url, array( 'http', 'https' ) ),
			'time'                 => max( 0, $review->time ),
			'rating'               => max( 1.0, min( 5.0, $review->rating ) ),
			'text'                 => sanitize_textarea_field( $review->text ),
			'media'                => $media,
			'reply'                => sanitize_textarea_field( $review->reply ),
			'language'             => (string) preg_replace( '/[^A-Za-z0-9-]/', '', $review->language ),
		);
	}
}
