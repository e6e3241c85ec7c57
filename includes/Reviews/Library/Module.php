<?php
/**
 * Reviews: the library part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;

/**
 * Adds the library part's REST routes: the admin's list of reviews, hiding, reviews added by
 * hand and imports.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest   The REST routes.
	 * @param list<AbstractRoute> $routes The reviews, a review, the import.
	 */
	public function __construct( private readonly RestApi $rest, private readonly array $routes ) {
	}

	public function register(): void {
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
	}
}
