<?php
/**
 * A review source as the admin routes answer it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Rest;

use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Sources\Providers\ProviderRegistry;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * The source's columns, plus what the admin screen shows by it: the provider's limits, a
 * warning when its token expires within a week (or has), its credentials masked (whether each
 * is set, and its last four characters) and how many reviews are stored. Secrets never leave.
 */
final class SourceView {

	public const TOKEN_WARNING_DAYS = 7;

	/** Secrets shorter than this show no characters at all. */
	private const HINT_MIN_LENGTH = 12;

	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
		private readonly ProviderRegistry $providers,
	) {
	}

	/**
	 * The JSON Schema of to_array().
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return Schema::titled( 'ReviewSource', Schema::object( self::properties() ) );
	}

	/**
	 * The JSON Schema of a source deleted: as it was, with what was deleted.
	 *
	 * @return array<string, mixed>
	 */
	public static function deleted_schema(): array {
		return Schema::titled(
			'DeletedReviewSource',
			Schema::object(
				self::properties() + array(
					'deleted'         => Schema::boolean(),
					'reviews_deleted' => Schema::integer(),
				)
			)
		);
	}

	/**
	 * @return array<string, array<string, mixed>>
	 */
	private static function properties(): array {
		return array(
			'id'                => Schema::integer(),
			'provider'          => Schema::string( Source::PROVIDERS ),
			'provider_label'    => Schema::string(),
			'name'              => Schema::string(),
			'external_ref'      => Schema::string(),
			'rating'            => Schema::number(),
			'review_count'      => Schema::integer(),
			'profile_url'       => Schema::string(),
			'write_review_url'  => Schema::string(),
			'status'            => Schema::string(),
			'last_error'        => Schema::string(),
			'last_refreshed_at' => Schema::nullable( Schema::integer() ),
			'token_expires_at'  => Schema::nullable( Schema::integer() ),
			'token_warning'     => Schema::string(),
			'limits'            => Schema::string(),
			'credentials'       => Schema::map(
				Schema::object(
					array(
						'set'  => Schema::boolean(),
						'hint' => Schema::string(),
					)
				)
			),
			'reviews_stored'    => Schema::integer(),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function to_array( Source $source ): array {
		$figures = $this->figures( $source );
		return array(
			'id'                => $source->id,
			'provider'          => $source->provider,
			'provider_label'    => ProviderRegistry::label( $source->provider ),
			'name'              => $source->name,
			'external_ref'      => $source->external_ref,
			'rating'            => $figures['rating'],
			'review_count'      => $figures['count'],
			'profile_url'       => $source->profile_url,
			'write_review_url'  => $source->write_review_url,
			'status'            => $source->status,
			'last_error'        => $source->last_error,
			'last_refreshed_at' => $source->last_refreshed_at,
			'token_expires_at'  => $source->token_expires_at,
			'token_warning'     => self::token_warning( $source, time() ),
			'limits'            => ProviderRegistry::limits( $source->provider ),
			'credentials'       => $this->credentials( $source ),
			'reviews_stored'    => $this->reviews->query(
				new ReviewQuery( source_ids: array( $source->id ), include_hidden: true, limit: 1 )
			)['total'],
		);
	}

	/**
	 * The source's rating and review count: the provider's own figures when it states them
	 * (Google, Facebook, Yelp, the shop's product reviews), else those of the reviews stored
	 * for it, as the widgets count them (ProviderRating::combine()). A manual source has no
	 * provider to state figures: without this it showed "None yet" whatever its reviews.
	 *
	 * @return array{rating: float, count: int}
	 */
	private function figures( Source $source ): array {
		if ( $source->rating > 0 && $source->review_count > 0 ) {
			return array(
				'rating' => $source->rating,
				'count'  => $source->review_count,
			);
		}
		$stored = $this->reviews->rating_of_source( $source->id );
		return array(
			'rating' => $stored['average'],
			'count'  => $stored['count'],
		);
	}

	/**
	 * '' or a sentence: the source's token has expired, or expires within TOKEN_WARNING_DAYS.
	 */
	public static function token_warning( Source $source, int $now ): string {
		if ( null === $source->token_expires_at ) {
			return '';
		}
		$date = wp_date( (string) get_option( 'date_format' ), $source->token_expires_at );
		if ( $source->token_expires_at <= $now ) {
			return sprintf(
				/* translators: 1: provider name (Facebook), 2: a date. */
				__( 'The %1$s access token expired on %2$s. Reviews are no longer refreshed: connect the source again with a new page access token.', 'vitrine' ),
				ProviderRegistry::label( $source->provider ),
				$date
			);
		}
		if ( $source->token_expires_at - $now <= self::TOKEN_WARNING_DAYS * 86400 ) {
			return sprintf(
				/* translators: 1: provider name (Facebook), 2: a date. */
				__( 'The %1$s access token expires on %2$s. Connect the source again with a new page access token before then, or its reviews will stop being refreshed.', 'vitrine' ),
				ProviderRegistry::label( $source->provider ),
				$date
			);
		}
		return '';
	}

	/**
	 * Each credential the provider needs: whether it is set, and a hint of its end.
	 *
	 * @return array<string, array{set: bool, hint: string}>|\stdClass An object, empty for none.
	 */
	private function credentials( Source $source ): array|\stdClass {
		$client = $this->providers->get( $source->provider );
		$keys   = null === $client ? array() : $client->credential_keys();
		if ( array() === $keys ) {
			return new \stdClass();
		}
		$stored = $this->sources->credentials( $source->id );
		$masked = array();
		foreach ( $keys as $key ) {
			$secret         = (string) ( $stored[ $key ] ?? '' );
			$masked[ $key ] = array(
				'set'  => '' !== $secret,
				'hint' => self::hint( $secret ),
			);
		}
		return $masked;
	}

	/**
	 * '…' and the last four characters of a long enough secret; '' for none.
	 */
	public static function hint( string $secret ): string {
		if ( '' === $secret ) {
			return '';
		}
		return strlen( $secret ) >= self::HINT_MIN_LENGTH ? '…' . substr( $secret, -4 ) : '…';
	}
}
