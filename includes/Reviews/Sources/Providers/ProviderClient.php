<?php
/**
 * What every review provider's client does.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * Reads one source's summary and reviews from its provider. Clients only read: storing is the
 * Refresher's job. Remote providers are reached at a configurable base URL (ProviderHttp).
 */
interface ProviderClient {

	/**
	 * The provider's key: google, facebook, yelp or shop.
	 */
	public function provider(): string;

	/**
	 * The credentials the provider needs, by key (api_key, access_token); empty for none.
	 *
	 * @return list<string>
	 */
	public function credential_keys(): array;

	/**
	 * The source's summary and its reviews, as the provider gives them now.
	 *
	 * @param string                $external_ref The place, page or business id.
	 * @param array<string, string> $credentials  The source's credentials by key.
	 * @throws ProviderError When the provider refuses, cannot be reached or answers nonsense.
	 */
	public function fetch( string $external_ref, array $credentials ): FetchResult;
}
