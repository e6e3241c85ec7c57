<?php
/**
 * Reviews: the library part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Adds the library part's REST routes: the admin's list of reviews, hiding, reviews added by
 * hand and imports.
 */
final class Module implements \Vitrine\Module {

	/** @var list<\Vitrine\Core\Rest\AbstractRoute> */
	private array $routes;

	public function __construct( Settings $settings, private readonly RestApi $rest, ReviewRepository $reviews, SourceRepository $sources, Refresher $refresher ) {
		unset( $settings, $refresher ); // The sources' routes (part "sources") use the refresher.
		$manual       = new ManualSources( $sources );
		$input        = new ReviewInput();
		$this->routes = array(
			new Rest\ReviewsRoute( $reviews, $manual, $input ),
			new Rest\ReviewRoute( $reviews ),
			new Rest\ImportRoute( new Import\Importer( $reviews, $manual, new Import\CsvReader(), new Import\JsonReader(), new Import\ImportRow( $input ), new \Vitrine\Core\Database\Transaction() ) ),
		);
	}

	public function register(): void {
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
	}
}
