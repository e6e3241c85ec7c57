<?php
/**
 * The source that reviews added by hand or imported belong to.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Reviews added by hand or imported have the provider `manual` and belong to a `manual` source:
 * the one the admin names, or else the site's first manual source, created on first use.
 */
final class ManualSources {

	public const PROVIDER = 'manual';

	public function __construct( private readonly SourceRepository $sources ) {
	}

	/**
	 * Checks a chosen source without writing anything.
	 *
	 * @throws ReviewsError INVALID when it does not exist or is not a manual source.
	 */
	public function check( ?int $source_id ): void {
		if ( null === $source_id ) {
			return;
		}
		$source = $this->sources->find( $source_id );
		if ( null === $source ) {
			throw self::refusal( __( 'source_id: there is no such review source.', 'vitrine' ) );
		}
		if ( self::PROVIDER !== $source->provider ) {
			throw self::refusal( __( 'source_id: reviews can be added by hand or imported only into a source of reviews added by hand, not into one fetched from a provider.', 'vitrine' ) );
		}
	}

	/**
	 * The chosen source's id, or the default manual source's, which is created when there is none.
	 *
	 * @throws ReviewsError INVALID when the chosen source does not exist or is not a manual one.
	 */
	public function resolve( ?int $source_id ): int {
		$this->check( $source_id );
		if ( null !== $source_id ) {
			return $source_id;
		}
		foreach ( $this->sources->all() as $source ) {
			if ( self::PROVIDER === $source->provider ) {
				return $source->id;
			}
		}
		return $this->sources->create(
			array(
				'provider' => self::PROVIDER,
				'name'     => __( 'Reviews added by hand', 'vitrine' ),
				'status'   => 'connected',
			)
		);
	}

	private static function refusal( string $message ): ReviewsError {
		return new ReviewsError( 'vitrine_invalid_review_source', $message, ErrorKind::INVALID, array( 'params' => array( 'source_id' => $message ) ) );
	}
}
