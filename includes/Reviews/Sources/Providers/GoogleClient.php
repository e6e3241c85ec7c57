<?php
/**
 * Google reviews through the Places API (New).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * Place Details (New): GET {base}/v1/places/{place_id} with the key in X-Goog-Api-Key and the
 * fields in X-Goog-FieldMask. Chosen over the legacy `place/details/json`: Google no longer
 * enables the legacy API for new projects, and the new one gives each review a stable resource
 * name (places/{place}/reviews/{review}) to store it once by, where the legacy one has no id.
 * Google returns at most 5 reviews, the ones it finds most relevant; they are stored in their
 * original language (originalText) when Google gives it.
 *
 * Errors are Google's standard shape, { error: { code, message, status, details[].reason } }.
 */
final class GoogleClient implements ProviderClient {

	public const MAX_REVIEWS = 5;

	private const FIELD_MASK = 'id,displayName,rating,userRatingCount,googleMapsUri,googleMapsLinks,reviews';

	public function __construct( private readonly ProviderHttp $http ) {
	}

	public function provider(): string {
		return 'google';
	}

	public function credential_keys(): array {
		return array( 'api_key' );
	}

	public function fetch( string $external_ref, array $credentials ): FetchResult {
		$answer = $this->http->get(
			'google',
			'/v1/places/' . rawurlencode( $external_ref ),
			array(),
			array(
				'X-Goog-Api-Key'   => (string) ( $credentials['api_key'] ?? '' ),
				'X-Goog-FieldMask' => self::FIELD_MASK,
			)
		);
		$json   = $answer['json'];
		if ( $answer['status'] >= 400 || ( is_array( $json ) && isset( $json['error'] ) ) ) {
			throw $this->error( $answer['status'], $json );
		}
		if ( ! is_array( $json ) || ( isset( $json['reviews'] ) && ! array_is_list( (array) $json['reviews'] ) ) || ! isset( $json['id'] ) ) {
			throw ProviderHttp::malformed( 'google', $answer['status'] );
		}

		$reviews = array();
		foreach ( array_slice( (array) ( $json['reviews'] ?? array() ), 0, self::MAX_REVIEWS ) as $review ) {
			if ( is_array( $review ) ) {
				$reviews[] = $this->review( $review );
			}
		}
		$place_id = ProviderHttp::str( $json['id'] );
		$links    = is_array( $json['googleMapsLinks'] ?? null ) ? $json['googleMapsLinks'] : array();
		$write    = ProviderHttp::str( $links['writeAReviewUri'] ?? '' );
		return new FetchResult(
			name: ProviderHttp::str( $json['displayName']['text'] ?? '' ),
			rating: (float) ( $json['rating'] ?? 0 ),
			review_count: (int) ( $json['userRatingCount'] ?? 0 ),
			profile_url: ProviderHttp::str( $json['googleMapsUri'] ?? '' ),
			write_review_url: '' !== $write ? $write : 'https://search.google.com/local/writereview?placeid=' . rawurlencode( $place_id ),
			token_expires_at: null,
			reviews: $reviews,
		);
	}

	/**
	 * One review of the answer.
	 *
	 * @param array<string, mixed> $review A Review object.
	 */
	private function review( array $review ): FetchedReview {
		$author   = is_array( $review['authorAttribution'] ?? null ) ? $review['authorAttribution'] : array();
		$original = is_array( $review['originalText'] ?? null ) ? $review['originalText'] : array();
		$text     = is_array( $review['text'] ?? null ) ? $review['text'] : array();
		$source   = '' !== ProviderHttp::str( $original['text'] ?? '' ) ? $original : $text;
		$time     = strtotime( ProviderHttp::str( $review['publishTime'] ?? '' ) );
		$name     = ProviderHttp::str( $review['name'] ?? '' );
		return new FetchedReview(
			external_id: '' !== $name ? $name : 'google:' . md5( ProviderHttp::str( $author['uri'] ?? '' ) . '|' . ProviderHttp::str( $review['publishTime'] ?? '' ) ),
			author_name: ProviderHttp::str( $author['displayName'] ?? '' ),
			avatar_url: self::absolute( ProviderHttp::str( $author['photoUri'] ?? '' ) ),
			author_url: self::absolute( ProviderHttp::str( $author['uri'] ?? '' ) ),
			time: false === $time ? 0 : $time,
			rating: (float) ( $review['rating'] ?? 0 ),
			text: ProviderHttp::str( $source['text'] ?? '' ),
			language: ProviderHttp::str( $source['languageCode'] ?? '' ),
		);
	}

	/**
	 * Google gives some URIs without a scheme (//lh3.googleusercontent.com/...).
	 */
	private static function absolute( string $url ): string {
		return str_starts_with( $url, '//' ) ? 'https:' . $url : $url;
	}

	/**
	 * The error of a refused call.
	 *
	 * @param int   $status HTTP status.
	 * @param mixed $json   The decoded answer.
	 */
	private function error( int $status, mixed $json ): ProviderError {
		$error = is_array( $json ) && is_array( $json['error'] ?? null ) ? $json['error'] : null;
		if ( null === $error ) {
			return new ProviderError( 'google', ProviderHttp::kind_from_status( $status ), sprintf( 'HTTP %d', $status ), $status );
		}
		$reasons = array();
		foreach ( is_array( $error['details'] ?? null ) ? $error['details'] : array() as $detail ) {
			if ( is_array( $detail ) && isset( $detail['reason'] ) ) {
				$reasons[] = ProviderHttp::str( $detail['reason'] );
			}
		}
		$state = ProviderHttp::str( $error['status'] ?? '' );
		$kind  = match ( true ) {
			429 === $status || 'RESOURCE_EXHAUSTED' === $state                                  => 'rate_limit',
			array() !== array_intersect( $reasons, array( 'API_KEY_INVALID', 'API_KEY_EXPIRED' ) ),
			in_array( $state, array( 'UNAUTHENTICATED', 'PERMISSION_DENIED' ), true )            => 'auth',
			404 === $status || 'NOT_FOUND' === $state                                           => 'not_found',
			default                                                                              => 'other',
		};
		$message = ProviderHttp::str( $error['message'] ?? '' );
		return new ProviderError( 'google', $kind, '' !== $message ? $message : $state, $status );
	}
}
