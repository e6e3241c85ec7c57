<?php
/**
 * Yelp reviews through the Yelp Fusion API.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * GET {base}/v3/businesses/{id} (name, url, rating, review_count) and
 * GET {base}/v3/businesses/{id}/reviews (3 review excerpts), with the API key as a Bearer token.
 * Review times are Pacific time ("2016-08-29 00:41:13"), as Yelp documents.
 *
 * Errors are { error: { code, description } }: TOKEN_INVALID (401), BUSINESS_NOT_FOUND (404),
 * TOO_MANY_REQUESTS_PER_SECOND / ACCESS_LIMIT_REACHED (429), ...
 */
final class YelpClient implements ProviderClient {

	public const MAX_REVIEWS = 3;

	private const AUTH_CODES = array( 'TOKEN_INVALID', 'TOKEN_MISSING', 'UNAUTHORIZED_ACCESS_TOKEN', 'AUTHORIZATION_ERROR', 'UNAUTHORIZED' );

	private const LIMIT_CODES = array( 'TOO_MANY_REQUESTS_PER_SECOND', 'ACCESS_LIMIT_REACHED', 'DAILY_LIMIT_EXCEEDED' );

	private const NOT_FOUND_CODES = array( 'BUSINESS_NOT_FOUND', 'NOT_FOUND', 'BUSINESS_UNAVAILABLE' );

	public function __construct( private readonly ProviderHttp $http ) {
	}

	public function provider(): string {
		return 'yelp';
	}

	public function credential_keys(): array {
		return array( 'api_key' );
	}

	public function fetch( string $external_ref, array $credentials ): FetchResult {
		$headers  = array( 'Authorization' => 'Bearer ' . (string) ( $credentials['api_key'] ?? '' ) );
		$path     = '/v3/businesses/' . rawurlencode( $external_ref );
		$business = $this->read( $path, $headers );
		if ( ! isset( $business['id'] ) ) {
			throw ProviderHttp::malformed( 'yelp', 200 );
		}
		$answer = $this->read( $path . '/reviews', $headers );
		if ( ! isset( $answer['reviews'] ) || ! is_array( $answer['reviews'] ) || ! array_is_list( $answer['reviews'] ) ) {
			throw ProviderHttp::malformed( 'yelp', 200 );
		}

		$reviews = array();
		foreach ( array_slice( $answer['reviews'], 0, self::MAX_REVIEWS ) as $review ) {
			if ( is_array( $review ) && '' !== ProviderHttp::str( $review['id'] ?? '' ) ) {
				$reviews[] = $this->review( $review );
			}
		}
		$id = ProviderHttp::str( $business['id'] );
		return new FetchResult(
			name: ProviderHttp::str( $business['name'] ?? '' ),
			rating: (float) ( $business['rating'] ?? 0 ),
			review_count: (int) ( $business['review_count'] ?? 0 ),
			profile_url: ProviderHttp::str( $business['url'] ?? '' ),
			write_review_url: 'https://www.yelp.com/writeareview/biz/' . rawurlencode( $id ),
			token_expires_at: null,
			reviews: $reviews,
		);
	}

	/**
	 * One review of the answer.
	 *
	 * @param array<string, mixed> $review A review object.
	 */
	private function review( array $review ): FetchedReview {
		$user = is_array( $review['user'] ?? null ) ? $review['user'] : array();
		$time = 0;
		try {
			$created = new \DateTimeImmutable( ProviderHttp::str( $review['time_created'] ?? '' ), new \DateTimeZone( 'America/Los_Angeles' ) );
			$time    = $created->getTimestamp();
		} catch ( \Exception ) {
			$time = 0;
		}
		return new FetchedReview(
			external_id: ProviderHttp::str( $review['id'] ),
			author_name: ProviderHttp::str( $user['name'] ?? '' ),
			avatar_url: ProviderHttp::str( $user['image_url'] ?? '' ),
			author_url: ProviderHttp::str( $user['profile_url'] ?? '' ),
			time: $time,
			rating: (float) ( $review['rating'] ?? 0 ),
			text: ProviderHttp::str( $review['text'] ?? '' ),
		);
	}

	/**
	 * One Fusion API read: the decoded object, or Yelp's error.
	 *
	 * @param string                $path    The path.
	 * @param array<string, string> $headers Request headers.
	 * @return array<string, mixed>
	 * @throws ProviderError When Yelp refuses or the answer is not JSON.
	 */
	private function read( string $path, array $headers ): array {
		$answer = $this->http->get( 'yelp', $path, array(), $headers );
		$json   = $answer['json'];
		if ( is_array( $json ) && is_array( $json['error'] ?? null ) ) {
			$code    = ProviderHttp::str( $json['error']['code'] ?? '' );
			$message = ProviderHttp::str( $json['error']['description'] ?? '' );
			$kind    = match ( true ) {
				in_array( $code, self::AUTH_CODES, true )      => 'auth',
				in_array( $code, self::LIMIT_CODES, true )     => 'rate_limit',
				in_array( $code, self::NOT_FOUND_CODES, true ) => 'not_found',
				default                                         => ProviderHttp::kind_from_status( $answer['status'] ),
			};
			throw new ProviderError( 'yelp', $kind, '' !== $message ? $message : $code, $answer['status'] );
		}
		if ( $answer['status'] >= 400 ) {
			throw new ProviderError( 'yelp', ProviderHttp::kind_from_status( $answer['status'] ), sprintf( 'HTTP %d', $answer['status'] ), $answer['status'] );
		}
		if ( ! is_array( $json ) || array_is_list( $json ) ) {
			throw ProviderHttp::malformed( 'yelp', $answer['status'] );
		}
		return $json;
	}
}
