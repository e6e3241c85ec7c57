<?php
/**
 * The provider clients, their names and their limits.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * One client per provider that can be fetched from (google, facebook, yelp, shop). Sources of
 * the provider "manual" (added by hand or imported) have no client.
 */
final class ProviderRegistry {

	/** @var array<string, ProviderClient> */
	private array $clients = array();

	/**
	 * @param list<ProviderClient> $clients The clients.
	 */
	public function __construct( array $clients ) {
		foreach ( $clients as $client ) {
			$this->clients[ $client->provider() ] = $client;
		}
	}

	public function get( string $provider ): ?ProviderClient {
		return $this->clients[ $provider ] ?? null;
	}

	/**
	 * The providers that have a client.
	 *
	 * @return list<string>
	 */
	public function providers(): array {
		return array_keys( $this->clients );
	}

	/**
	 * A provider's name for people.
	 */
	public static function label( string $provider ): string {
		return match ( $provider ) {
			'google'   => __( 'Google', 'vitrine' ),
			'facebook' => __( 'Facebook', 'vitrine' ),
			'yelp'     => __( 'Yelp', 'vitrine' ),
			'shop'     => __( 'Product reviews', 'vitrine' ),
			'manual'   => __( 'Reviews added by hand', 'vitrine' ),
			default    => $provider,
		};
	}

	/**
	 * What the provider gives, in a sentence the admin screen shows by the source.
	 */
	public static function limits( string $provider ): string {
		return match ( $provider ) {
			'google'   => sprintf(
				/* translators: %d: number of reviews. */
				__( 'Google’s Places API returns at most %d reviews a call, the ones Google finds most relevant. Each refresh adds the new ones; reviews stored before are kept.', 'vitrine' ),
				GoogleClient::MAX_REVIEWS
			),
			'yelp'     => sprintf(
				/* translators: %d: number of reviews. */
				__( 'Yelp’s API returns %d reviews a call, each an excerpt of the review. Each refresh adds the new ones; reviews stored before are kept.', 'vitrine' ),
				YelpClient::MAX_REVIEWS
			),
			'facebook' => sprintf(
				/* translators: 1: reviews per refresh, 2: stars of a recommendation, 3: stars of a non-recommendation. */
				__( 'Facebook returns the page’s recommendations; up to %1$d are read a refresh. A recommendation without stars counts as %2$d stars, a non-recommendation as %3$d star. Page access tokens can expire: you are warned a week before.', 'vitrine' ),
				FacebookClient::PAGE_SIZE * FacebookClient::MAX_PAGES,
				(int) FacebookClient::RECOMMENDATION_RATINGS['positive'],
				(int) FacebookClient::RECOMMENDATION_RATINGS['negative']
			),
			'shop'     => __( 'Every approved product review with a rating; reviews unapproved or deleted since the last refresh are removed.', 'vitrine' ),
			'manual'   => __( 'Reviews added by hand or imported from a file; nothing is fetched.', 'vitrine' ),
			default    => '',
		};
	}
}
