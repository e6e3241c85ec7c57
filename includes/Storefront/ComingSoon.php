<?php
/**
 * Coming-soon mode: a 503 page for visitors, the site and a banner for administrators.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Storefront;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Core\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

/**
 * While the mode is on, visitors who may not see the site get the coming-soon page with
 * HTTP 503, Retry-After and noindex, so search engines keep the old listing and come back.
 * Those who may see it get the site with a footer banner, which they can dismiss for good.
 *
 * The shop is closed to them too, not only its pages: every call to the ajax endpoint (cart,
 * checkout, nonces) and every vitrine/v1 REST route an anonymous visitor could call answers
 * 503 with the same message and Retry-After, and the cart's no-JavaScript links and forms do
 * nothing (the request gets the coming-soon page), so no cart changes and no order is placed. Routes
 * that need a login or a capability are left to their own permission check (the preferences
 * route the banner uses, the admin screens' routes), since being allowed there is being
 * trusted; see docs/decisions.md (issue 10).
 */
final class ComingSoon {

	public const BANNER_PREFERENCE = 'coming_soon_banner_dismissed';

	/** The code of the shop's 503 answers while the mode is on. */
	public const CLOSED = 'vitrine_coming_soon';

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly UserPreferences $preferences,
	) {
	}

	public function register(): void {
		$this->preferences->declare(
			self::BANNER_PREFERENCE,
			array(
				'type'    => 'string',
				'enum'    => array( 'yes', 'no' ),
				'default' => 'no',
			)
		);
		add_action( 'template_redirect', array( $this, 'maybe_serve_coming_soon_page' ), 0 );
		add_filter( 'vitrine_ajax_pre_dispatch', array( $this, 'close_ajax_endpoint' ) );
		// The cart's links and forms without JavaScript: the request goes on to the coming-soon page.
		add_filter( 'vitrine_cart_forms_open', fn ( mixed $open ): bool => (bool) $open && ! $this->shop_is_closed() );
		// After the permission check: a route the visitor may not use still says so itself.
		add_filter( 'rest_dispatch_request', array( $this, 'close_rest_route' ), 10, 4 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_banner' ) );
		add_action( 'wp_footer', array( $this, 'render_banner' ) );
	}

	public function is_enabled(): bool {
		return (bool) $this->settings->get( 'coming_soon_enabled' );
	}

	/**
	 * Whether the current user sees the site while the mode is on.
	 */
	public function current_user_sees_site(): bool {
		/**
		 * Filters whether the current user sees the site in coming-soon mode.
		 *
		 * @param bool $sees_site True for users who can manage options.
		 */
		return (bool) apply_filters( 'vitrine_coming_soon_user_sees_site', current_user_can( 'manage_options' ) );
	}

	public function maybe_serve_coming_soon_page(): void {
		if ( ! $this->is_enabled() || $this->current_user_sees_site() ) {
			return;
		}
		status_header( 503 );
		nocache_headers();
		header( 'Retry-After: ' . $this->retry_after() );
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		$message        = (string) $this->settings->get( 'coming_soon_message' );
		$theme_template = locate_template( 'vitrine/coming-soon.php' );
		require '' !== $theme_template ? $theme_template : VITRINE_DIR . 'templates/coming-soon.php';
		exit;
	}

	/**
	 * Whether the shop is closed to the current user: the mode is on and they may not see the site.
	 */
	public function shop_is_closed(): bool {
		return $this->is_enabled() && ! $this->current_user_sees_site();
	}

	/**
	 * vitrine_ajax_pre_dispatch: every ajax call answers 503 while the shop is closed.
	 *
	 * @param AjaxResponse|null $response An answer already decided, or null.
	 */
	public function close_ajax_endpoint( mixed $response ): mixed {
		if ( null !== $response || ! $this->shop_is_closed() ) {
			return $response;
		}
		return AjaxResponse::error( self::CLOSED, $this->closed_message(), 503, array( 'Retry-After' => (string) $this->retry_after() ) );
	}

	/**
	 * rest_dispatch_request: our routes that an anonymous visitor may call answer 503 while
	 * the shop is closed.
	 *
	 * @param mixed                $result  An answer already decided, or null.
	 * @param WP_REST_Request      $request The request (its permission check passed).
	 * @param string               $route   The matched route.
	 * @param array<string, mixed> $handler Its handler, with its permission_callback.
	 */
	public function close_rest_route( mixed $result, WP_REST_Request $request, string $route, array $handler ): mixed {
		if ( null !== $result || ! str_starts_with( $route, '/' . RestApi::NAMESPACE . '/' ) || ! $this->shop_is_closed() || ! $this->open_to_visitors( $request, $handler ) ) {
			return $result;
		}
		$response = new WP_REST_Response(
			array(
				'code'    => self::CLOSED,
				'message' => $this->closed_message(),
				'data'    => array( 'status' => 503 ),
			),
			503
		);
		$response->header( 'Retry-After', (string) $this->retry_after() );
		return $response;
	}

	/**
	 * Whether an anonymous visitor with a valid nonce passes the route's permission check: the
	 * routes of the shop (cart, checkout, pay for order), as opposed to those that need a login
	 * or a capability. Asked of the route itself, so a new route needs no list kept here.
	 *
	 * @param WP_REST_Request      $request The request.
	 * @param array<string, mixed> $handler Its handler.
	 */
	private function open_to_visitors( WP_REST_Request $request, array $handler ): bool {
		$permission = $handler['permission_callback'] ?? null;
		if ( ! is_callable( $permission ) ) {
			return true;
		}
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		try {
			$probe = clone $request;
			$probe->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			return true === call_user_func( $permission, $probe );
		} finally {
			wp_set_current_user( $user );
		}
	}

	private function closed_message(): string {
		return wp_strip_all_tags( (string) $this->settings->get( 'coming_soon_message' ) );
	}

	private function retry_after(): int {
		return (int) $this->settings->get( 'coming_soon_retry_after' );
	}

	public function banner_is_visible(): bool {
		return $this->is_enabled()
			&& is_user_logged_in()
			&& $this->current_user_sees_site()
			&& 'yes' !== $this->preferences->get( get_current_user_id(), self::BANNER_PREFERENCE );
	}

	public function enqueue_banner(): void {
		if ( $this->banner_is_visible() ) {
			$this->assets->enqueue( 'coming-soon-banner' );
		}
	}

	public function render_banner(): void {
		if ( ! $this->banner_is_visible() ) {
			return;
		}
		?>
		<div class="vitrine-coming-soon-banner" role="region" aria-label="<?php esc_attr_e( 'Coming soon mode', 'vitrine' ); ?>">
			<p class="vitrine-coming-soon-banner__text">
				<?php esc_html_e( 'This site is in coming-soon mode: only you and those with permission can see it.', 'vitrine' ); ?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG ) ); ?>"><?php esc_html_e( 'Change the site visibility', 'vitrine' ); ?></a>
			</p>
			<a href="#" role="button" class="vitrine-coming-soon-banner__dismiss" data-rest-url="<?php echo esc_url( add_query_arg( '_locale', 'user', RestApi::url( 'me/preferences' ) ) ); ?>" data-nonce="<?php echo esc_attr( wp_create_nonce( 'wp_rest' ) ); ?>"><?php esc_html_e( 'Dismiss', 'vitrine' ); ?></a>
			<p class="vitrine-coming-soon-banner__error" role="alert" hidden></p>
		</div>
		<?php
	}
}
