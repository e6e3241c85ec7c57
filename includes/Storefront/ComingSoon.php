<?php
/**
 * Coming-soon mode: a 503 page for visitors, the site and a banner for administrators.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Storefront;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Core\Settings\Settings;

/**
 * While the mode is on, visitors who may not see the site get the coming-soon page with
 * HTTP 503, Retry-After and noindex, so search engines keep the old listing and come back.
 * Those who may see it get the site with a footer banner, which they can dismiss for good.
 */
final class ComingSoon {

	public const BANNER_PREFERENCE = 'coming_soon_banner_dismissed';

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
		header( 'Retry-After: ' . (int) $this->settings->get( 'coming_soon_retry_after' ) );
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		$message        = (string) $this->settings->get( 'coming_soon_message' );
		$theme_template = locate_template( 'vitrine/coming-soon.php' );
		require '' !== $theme_template ? $theme_template : VITRINE_DIR . 'templates/coming-soon.php';
		exit;
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
