<?php
/**
 * Connecting, changing and removing review sources, for the admin routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Sources\Providers\FetchResult;
use Vitrine\Reviews\Sources\Providers\ProviderError;
use Vitrine\Reviews\Sources\Providers\ProviderRegistry;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Every change that names a place, page or business, or gives credentials, is checked by a
 * fetch first: when the provider refuses, nothing is written and the provider's message goes
 * back to the admin (400 vitrine_review_provider_error).
 */
final class SourceService {

	public function __construct(
		private readonly Refresher $refresher,
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
	) {
	}

	/**
	 * The JSON schema of a source's writable fields, for the routes' arguments.
	 *
	 * @param bool $create True for POST (provider required).
	 * @return array<string, array<string, mixed>>
	 */
	public static function args( bool $create ): array {
		$args = array(
			'name'         => array(
				'description' => __( 'The name shown for the source; the provider’s name of the place when empty.', 'vitrine' ),
				'type'        => 'string',
				'maxLength'   => 200,
			),
			'external_ref' => array(
				'description' => __( 'The Google place id, Facebook page id or Yelp business id; for product reviews, empty (every product) or a product id.', 'vitrine' ),
				'type'        => 'string',
				'maxLength'   => 191,
				'pattern'     => '^[^\s/?#]*$',
			),
			'credentials'  => array(
				'description'          => __( 'The API key (Google, Yelp) or page access token (Facebook). Empty values keep the stored ones.', 'vitrine' ),
				'type'                 => 'object',
				'properties'           => array(
					'api_key'      => array(
						'type'      => 'string',
						'maxLength' => 512,
					),
					'access_token' => array(
						'type'      => 'string',
						'maxLength' => 2048,
					),
				),
				'additionalProperties' => false,
			),
		);
		if ( $create ) {
			$args = array(
				'provider' => array(
					'description' => __( 'The provider.', 'vitrine' ),
					'type'        => 'string',
					'enum'        => Source::PROVIDERS,
					'required'    => true,
				),
			) + $args;
		}
		return $args;
	}

	/**
	 * Connects a source: fetches once, then stores the source, its credentials and its reviews.
	 *
	 * @param array<string, mixed> $input provider, name, external_ref, credentials.
	 * @throws ReviewsError INVALID for missing fields or a provider's refusal, CONFLICT for a source connected already.
	 */
	public function connect( array $input ): Source {
		$provider     = (string) $input['provider'];
		$name         = sanitize_text_field( (string) ( $input['name'] ?? '' ) );
		$external_ref = sanitize_text_field( (string) ( $input['external_ref'] ?? '' ) );
		$client       = $this->refresher->providers()->get( $provider );

		if ( null === $client ) {
			if ( '' === $name ) {
				throw $this->invalid( array( 'name' => __( 'Give the list of reviews a name.', 'vitrine' ) ) );
			}
			$id = $this->sources->create(
				array(
					'provider' => $provider,
					'name'     => $name,
					'status'   => 'connected',
				)
			);
			return $this->found( $id );
		}

		$credentials = self::credentials( $input );
		$missing     = array();
		if ( 'shop' !== $provider && '' === $external_ref ) {
			$missing['external_ref'] = self::ref_message( $provider );
		}
		foreach ( $client->credential_keys() as $key ) {
			if ( '' === ( $credentials[ $key ] ?? '' ) ) {
				$missing[ 'credentials.' . $key ] = self::credential_message( $provider );
			}
		}
		if ( array() !== $missing ) {
			throw $this->invalid( $missing );
		}
		$this->refuse_duplicate( $provider, $external_ref, 0 );

		$result = $this->fetch( $provider, $external_ref, $credentials, ErrorKind::INVALID );
		$id     = $this->sources->create(
			array(
				'provider'     => $provider,
				'name'         => $name,
				'external_ref' => $external_ref,
				'status'       => 'connected',
			),
			$credentials
		);
		$this->store( $id, $result, true );
		return $this->found( $id );
	}

	/**
	 * Changes a source. A new reference or new credentials are checked by a fetch first; a new
	 * reference drops the reviews of the old one (they are another place's).
	 *
	 * @param Source               $source The source.
	 * @param array<string, mixed> $input  name?, external_ref?, credentials?.
	 * @throws ReviewsError INVALID for a provider's refusal (nothing changed), CONFLICT for a duplicate.
	 */
	public function update( Source $source, array $input ): Source {
		$fields = array();
		if ( isset( $input['name'] ) ) {
			$fields['name'] = sanitize_text_field( (string) $input['name'] );
		}
		$client = $this->refresher->providers()->get( $source->provider );
		if ( null === $client ) {
			$this->sources->update( $source->id, $fields );
			return $this->found( $source->id );
		}
		$external_ref = isset( $input['external_ref'] ) ? sanitize_text_field( (string) $input['external_ref'] ) : $source->external_ref;
		$credentials  = array_intersect_key( self::credentials( $input ), array_flip( $client->credential_keys() ) );
		$new_ref      = $external_ref !== $source->external_ref;
		if ( ! $new_ref && array() === $credentials ) {
			$this->sources->update( $source->id, $fields );
			return $this->found( $source->id );
		}
		if ( 'shop' !== $source->provider && '' === $external_ref ) {
			throw $this->invalid( array( 'external_ref' => self::ref_message( $source->provider ) ) );
		}
		if ( $new_ref ) {
			$this->refuse_duplicate( $source->provider, $external_ref, $source->id );
		}
		$result = $this->fetch( $source->provider, $external_ref, array_merge( $this->sources->credentials( $source->id ), $credentials ), ErrorKind::INVALID );
		$this->sources->update( $source->id, $fields + array( 'external_ref' => $external_ref ), $credentials );
		if ( $new_ref ) {
			$this->reviews->delete_by_source( $source->id );
		}
		$this->store( $source->id, $result, false );
		return $this->found( $source->id );
	}

	/**
	 * Removes a source, and its reviews when asked.
	 *
	 * @return int Reviews deleted.
	 */
	public function delete( Source $source, bool $delete_reviews ): int {
		$this->sources->delete( $source->id );
		return $delete_reviews ? $this->reviews->delete_by_source( $source->id ) : 0;
	}

	/**
	 * The error answer of a provider's refusal.
	 *
	 * @param ProviderError        $error The refusal.
	 * @param ErrorKind            $kind  INVALID when what the admin gave was refused (connect, change),
	 *                                    PROVIDER_FAILED when a source that worked fails (refresh).
	 * @param array<string, mixed> $data  More data for the client.
	 */
	public static function provider_error( ProviderError $error, ErrorKind $kind, array $data = array() ): ReviewsError {
		return new ReviewsError(
			'vitrine_review_provider_error',
			$error->explain(),
			$kind,
			array_merge(
				array(
					'provider'         => $error->provider,
					'kind'             => $error->kind(),
					'provider_message' => $error->getMessage(),
				),
				$data
			)
		);
	}

	/**
	 * @param array<string, string> $credentials Credentials.
	 * @throws ReviewsError With the provider's message.
	 */
	private function fetch( string $provider, string $external_ref, array $credentials, ErrorKind $kind ): FetchResult {
		try {
			return $this->refresher->fetch( $provider, $external_ref, $credentials );
		} catch ( ProviderError $error ) {
			throw self::provider_error( $error, $kind );
		}
	}

	/**
	 * Stores a fetch; on an unexpected failure a new source is removed again, so nothing is half-written.
	 *
	 * @throws ReviewsError FAILED when the reviews could not be stored.
	 */
	private function store( int $id, FetchResult $result, bool $created ): void {
		try {
			$this->refresher->store( $id, $result );
		} catch ( \Throwable $e ) {
			if ( $created ) {
				$this->reviews->delete_by_source( $id );
				$this->sources->delete( $id );
			}
			throw new ReviewsError( 'vitrine_review_source_not_saved', __( 'The reviews could not be saved. Please try again.', 'vitrine' ), ErrorKind::FAILED );
		}
	}

	/**
	 * One source a place: its reviews are stored once by provider and id, so two sources of
	 * the same place would take them from each other.
	 *
	 * @throws ReviewsError CONFLICT.
	 */
	private function refuse_duplicate( string $provider, string $external_ref, int $except ): void {
		foreach ( $this->sources->all() as $other ) {
			if ( $other->id !== $except && $other->provider === $provider && ( 'shop' === $provider || $other->external_ref === $external_ref ) ) {
				throw new ReviewsError(
					'vitrine_review_source_exists',
					'shop' === $provider
						? __( 'The shop’s product reviews are connected already.', 'vitrine' )
						/* translators: %s: the source's name. */
						: sprintf( __( 'This place is connected already, as “%s”.', 'vitrine' ), '' !== $other->name ? $other->name : $other->external_ref ),
					ErrorKind::CONFLICT
				);
			}
		}
	}

	/**
	 * @param array<string, mixed> $input The request's fields.
	 * @return array<string, string> Non-empty credentials, trimmed.
	 */
	private static function credentials( array $input ): array {
		$given       = is_array( $input['credentials'] ?? null ) ? $input['credentials'] : array();
		$credentials = array();
		foreach ( array( 'api_key', 'access_token' ) as $key ) {
			$value = trim( (string) ( $given[ $key ] ?? '' ) );
			if ( '' !== $value ) {
				$credentials[ $key ] = $value;
			}
		}
		return $credentials;
	}

	private static function ref_message( string $provider ): string {
		return match ( $provider ) {
			'google'   => __( 'Enter the Google place id.', 'vitrine' ),
			'facebook' => __( 'Enter the Facebook page id.', 'vitrine' ),
			default    => __( 'Enter the Yelp business id.', 'vitrine' ),
		};
	}

	private static function credential_message( string $provider ): string {
		return match ( $provider ) {
			'google'   => __( 'Enter a Google API key with the Places API (New) enabled.', 'vitrine' ),
			'facebook' => __( 'Enter the page access token.', 'vitrine' ),
			default    => __( 'Enter the Yelp Fusion API key.', 'vitrine' ),
		};
	}

	/**
	 * @param array<string, string> $params Field to message.
	 */
	private function invalid( array $params ): ReviewsError {
		return new ReviewsError(
			'vitrine_review_source_invalid',
			/* translators: %s: what is missing, one sentence each. */
			sprintf( __( 'The source was not saved. %s', 'vitrine' ), implode( ' ', array_unique( $params ) ) ),
			ErrorKind::INVALID,
			array( 'params' => $params )
		);
	}

	/**
	 * @throws ReviewsError FAILED when the source just written cannot be read.
	 */
	private function found( int $id ): Source {
		$source = $this->sources->find( $id );
		if ( null === $source ) {
			throw new ReviewsError( 'vitrine_review_source_not_saved', __( 'The source could not be saved. Please try again.', 'vitrine' ), ErrorKind::FAILED );
		}
		return $source;
	}
}
