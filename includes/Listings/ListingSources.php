<?php
/**
 * The registry of listing sources.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Errors\ErrorKind;

/**
 * The sources a listing block may use, by name. The composition root adds ours; a module adds
 * its own from its register() (Plugin::get( ListingSources::class )->add( $source )), or any
 * code on the vitrine_listing_sources action, which receives this registry.
 */
final class ListingSources {

	/** @var array<string, ListingSource> */
	private array $sources = array();

	private bool $announced = false;

	public function add( ListingSource $source ): void {
		$this->sources[ $source->name() ] = $source;
	}

	/**
	 * The source of that name.
	 *
	 * @throws ListingError When there is none.
	 */
	public function get( string $name ): ListingSource {
		$this->announce();
		$source = $this->sources[ $name ] ?? null;
		if ( null === $source ) {
			throw new ListingError(
				'vitrine_listing_unknown_source',
				/* translators: %s: a listing source's name. */
				sprintf( __( 'This listing takes its items from "%s", which is not available on this site.', 'vitrine' ), $name ),
				ErrorKind::NOT_FOUND
			);
		}
		return $source;
	}

	/**
	 * The names of the sources.
	 *
	 * @return list<string>
	 */
	public function names(): array {
		$this->announce();
		return array_keys( $this->sources );
	}

	private function announce(): void {
		if ( $this->announced ) {
			return;
		}
		$this->announced = true;
		/**
		 * Fires once, the first time a listing needs its sources: add yours with $sources->add().
		 *
		 * @param ListingSources $sources The registry.
		 */
		do_action( 'vitrine_listing_sources', $this );
	}
}
