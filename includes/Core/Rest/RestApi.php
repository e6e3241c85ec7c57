<?php
/**
 * The vitrine/v1 REST namespace: route registration and nonce rotation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Http\CrossSiteRequest;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Modules hand their routes to add_route(); they are registered on rest_api_init.
 */
final class RestApi {

	public const NAMESPACE = 'vitrine/v1';

	/** @var list<AbstractRoute> */
	private array $routes = array();

	/**
	 * @param CrossSiteGuard $cross_site Refuses state-changing calls sent from another site.
	 */
	public function __construct( private readonly CrossSiteGuard $cross_site = new CrossSiteGuard() ) {
	}

	public function add_route( AbstractRoute $route ): void {
		$this->routes[] = $route;
	}

	/**
	 * Called once by the core module.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_post_dispatch', array( $this, 'send_fresh_nonce' ), 10, 3 );
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_cross_site' ), 10, 3 );
	}

	/**
	 * A state-changing call to our namespace that a browser sent from another site is answered
	 * 403 before permissions and handlers run: the wp_rest nonce of a visitor who is not logged
	 * in is the same for every visitor, so it does not prove where the call came from. Routes that
	 * authenticate their sender's signature instead (AbstractRoute::signed_by_sender(): Stripe's
	 * webhook) are exempt.
	 *
	 * @param mixed           $result  An answer another filter already gave, or null.
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public function refuse_cross_site( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( null !== $result || ! str_starts_with( ltrim( $request->get_route(), '/' ), self::NAMESPACE . '/' ) || $this->signed_route( $request->get_route() ) ) {
			return $result;
		}
		try {
			$this->cross_site->check_request(
				$request->get_method(),
				array(
					'sec-fetch-site' => (string) $request->get_header( 'sec_fetch_site' ),
					'origin'         => (string) $request->get_header( 'origin' ),
					'referer'        => (string) $request->get_header( 'referer' ),
				)
			);
		} catch ( CrossSiteRequest $refused ) {
			return ErrorMapper::to_wp_error( $refused );
		}
		return $result;
	}

	/**
	 * Whether the request's route is one that authenticates its sender's signature and is
	 * therefore not guarded (AbstractRoute::signed_by_sender()).
	 */
	private function signed_route( string $route ): bool {
		foreach ( $this->routes as $candidate ) {
			if ( $candidate->signed_by_sender() && 1 === preg_match( '@^/' . self::NAMESPACE . $candidate->get_path() . '$@i', '/' . ltrim( $route, '/' ) ) ) {
				return true;
			}
		}
		return false;
	}

	public function register_routes(): void {
		foreach ( $this->routes as $route ) {
			$route->register( self::NAMESPACE );
		}
	}

	/**
	 * Every answer from our namespace carries a fresh nonce in X-WP-Nonce, which the browser
	 * client takes up, so that a long-open page never sends an expired nonce.
	 *
	 * @param mixed           $response The response about to be sent.
	 * @param WP_REST_Server  $server   The server.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function send_fresh_nonce( mixed $response, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( $response instanceof WP_HTTP_Response && str_starts_with( ltrim( $request->get_route(), '/' ), self::NAMESPACE . '/' ) ) {
			$response->header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		return $response;
	}

	/**
	 * The URL of a route in our namespace.
	 */
	public static function url( string $path ): string {
		return rest_url( self::NAMESPACE . '/' . ltrim( $path, '/' ) );
	}
}
