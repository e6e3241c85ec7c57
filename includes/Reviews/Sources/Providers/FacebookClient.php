<?php
/**
 * Facebook page recommendations through the Graph API.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * Three Graph API reads with the page access token:
 *
 * - GET /{version}/{page-id}?fields=name,link,overall_star_rating,rating_count: the summary;
 * - GET /{version}/{page-id}/ratings?fields=reviewer{...},created_time,rating,recommendation_type,
 *   review_text,open_graph_story{id}: the recommendations, 25 a page, up to MAX_PAGES pages;
 * - GET /{version}/debug_token?input_token=...: the token's expires_at (0 = never), for the
 *   admin's warning. A failure of this one read is not an error of the fetch.
 *
 * Since 2018 Facebook asks "do you recommend" instead of stars: a recommendation without a star
 * rating is stored as 5 stars when positive and 1 star when negative, the two ends of the scale
 * a visitor would have picked (Facebook's own overall_star_rating is computed the same way).
 *
 * Errors are { error: { message, type, code, error_subcode } }; code 190 is an invalid or
 * (subcode 463) expired token.
 */
final class FacebookClient implements ProviderClient {

	/** The Graph API version the paths name. */
	public const GRAPH_VERSION = 'v23.0';

	public const PAGE_SIZE = 25;

	public const MAX_PAGES = 4;

	/** Star ratings given to recommendations that have none. */
	public const RECOMMENDATION_RATINGS = array(
		'positive' => 5.0,
		'negative' => 1.0,
	);

	private const RATING_FIELDS = 'reviewer{id,name,picture},created_time,rating,recommendation_type,review_text,open_graph_story{id}';

	public function __construct( private readonly ProviderHttp $http ) {
	}

	public function provider(): string {
		return 'facebook';
	}

	public function credential_keys(): array {
		return array( 'access_token' );
	}

	public function fetch( string $external_ref, array $credentials ): FetchResult {
		$token = (string) ( $credentials['access_token'] ?? '' );
		$page  = '/' . self::GRAPH_VERSION . '/' . rawurlencode( $external_ref );

		$summary = $this->read(
			$page,
			array(
				'fields'       => 'name,link,overall_star_rating,rating_count',
				'access_token' => $token,
			)
		);

		$reviews = array();
		$after   = '';
		for ( $number = 0; $number < self::MAX_PAGES; $number++ ) {
			$query = array(
				'fields'       => self::RATING_FIELDS,
				'limit'        => (string) self::PAGE_SIZE,
				'access_token' => $token,
			);
			if ( '' !== $after ) {
				$query['after'] = $after;
			}
			$ratings = $this->read( $page . '/ratings', $query );
			if ( ! isset( $ratings['data'] ) || ! is_array( $ratings['data'] ) || ! array_is_list( $ratings['data'] ) ) {
				throw ProviderHttp::malformed( 'facebook', 200 );
			}
			foreach ( $ratings['data'] as $rating ) {
				$review = is_array( $rating ) ? $this->review( $rating ) : null;
				if ( null !== $review ) {
					$reviews[] = $review;
				}
			}
			$after = ProviderHttp::str( $ratings['paging']['cursors']['after'] ?? '' );
			if ( '' === $after || ! isset( $ratings['paging']['next'] ) ) {
				break;
			}
		}

		$link = ProviderHttp::str( $summary['link'] ?? '' );
		return new FetchResult(
			name: ProviderHttp::str( $summary['name'] ?? '' ),
			rating: (float) ( $summary['overall_star_rating'] ?? 0 ),
			review_count: (int) ( $summary['rating_count'] ?? 0 ),
			profile_url: '' !== $link ? $link : 'https://www.facebook.com/' . rawurlencode( $external_ref ),
			write_review_url: 'https://www.facebook.com/' . rawurlencode( $external_ref ) . '/reviews',
			token_expires_at: $this->token_expiry( $token ),
			reviews: $reviews,
		);
	}

	/**
	 * When the token expires: null for never (expires_at 0) or when Facebook does not say.
	 */
	private function token_expiry( string $token ): ?int {
		try {
			$debug = $this->read(
				'/' . self::GRAPH_VERSION . '/debug_token',
				array(
					'input_token'  => $token,
					'access_token' => $token,
				)
			);
		} catch ( ProviderError ) {
			return null;
		}
		$expires = (int) ( $debug['data']['expires_at'] ?? 0 );
		return $expires > 0 ? $expires : null;
	}

	/**
	 * One recommendation, or null when it has neither stars nor a recommendation.
	 *
	 * @param array<string, mixed> $rating A Recommendation object.
	 */
	private function review( array $rating ): ?FetchedReview {
		$stars = isset( $rating['rating'] ) && is_numeric( $rating['rating'] ) ? (float) $rating['rating'] : 0.0;
		if ( $stars < 1 ) {
			$stars = self::RECOMMENDATION_RATINGS[ ProviderHttp::str( $rating['recommendation_type'] ?? '' ) ] ?? 0.0;
		}
		if ( $stars < 1 ) {
			return null;
		}
		$reviewer = is_array( $rating['reviewer'] ?? null ) ? $rating['reviewer'] : array();
		$created  = ProviderHttp::str( $rating['created_time'] ?? '' );
		$time     = strtotime( $created );
		$story    = ProviderHttp::str( $rating['open_graph_story']['id'] ?? '' );
		return new FetchedReview(
			external_id: '' !== $story ? $story : 'facebook:' . md5( ProviderHttp::str( $reviewer['id'] ?? '' ) . '|' . $created ),
			author_name: ProviderHttp::str( $reviewer['name'] ?? '' ),
			avatar_url: ProviderHttp::str( $reviewer['picture']['data']['url'] ?? '' ),
			author_url: '',
			time: false === $time ? 0 : $time,
			rating: min( 5.0, $stars ),
			text: ProviderHttp::str( $rating['review_text'] ?? '' ),
		);
	}

	/**
	 * A Graph API read: the decoded object, or the error Facebook gave.
	 *
	 * @param string                $path  Path with the version.
	 * @param array<string, string> $query Query arguments.
	 * @return array<string, mixed>
	 * @throws ProviderError When Facebook refuses or the answer is not JSON.
	 */
	private function read( string $path, array $query ): array {
		$answer = $this->http->get( 'facebook', $path, $query );
		$json   = $answer['json'];
		if ( is_array( $json ) && is_array( $json['error'] ?? null ) ) {
			throw $this->error( $answer['status'], $json['error'] );
		}
		if ( $answer['status'] >= 400 ) {
			throw new ProviderError( 'facebook', ProviderHttp::kind_from_status( $answer['status'] ), sprintf( 'HTTP %d', $answer['status'] ), $answer['status'] );
		}
		if ( ! is_array( $json ) || array_is_list( $json ) ) {
			throw ProviderHttp::malformed( 'facebook', $answer['status'] );
		}
		return $json;
	}

	/**
	 * The error of a Graph API error object.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $error  The error object.
	 */
	private function error( int $status, array $error ): ProviderError {
		$code    = (int) ( $error['code'] ?? 0 );
		$subcode = (int) ( $error['error_subcode'] ?? 0 );
		$message = ProviderHttp::str( $error['message'] ?? '' );
		$kind    = match ( true ) {
			190 === $code && 463 === $subcode                                 => 'token_expired',
			190 === $code, 102 === $code, 10 === $code, 283 === $code,
			$code >= 200 && $code <= 299                                      => 'auth',
			in_array( $code, array( 4, 17, 32, 613, 80001 ), true )           => 'rate_limit',
			( 100 === $code && 33 === $subcode ) || 803 === $code             => 'not_found',
			default                                                           => 'other',
		};
		return new ProviderError( 'facebook', $kind, '' !== $message ? $message : sprintf( 'HTTP %d', $status ), $status );
	}
}
