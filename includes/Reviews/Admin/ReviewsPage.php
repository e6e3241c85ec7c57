<?php
/**
 * Vitrine > Reviews: sources, reviews and widgets (see docs/reviews.md, "Admin").
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Admin;

use Vitrine\Core\Admin\ReactScreen;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Reviews\Views\WidgetRenderer;

/**
 * A submenu page of the Vitrine menu whose screen is a React app (src/entries/admin-reviews.tsx)
 * talking to the admin REST routes of the library and widgets parts. Its bundle is enqueued on
 * this screen only.
 */
final class ReviewsPage {

	public const SLUG = 'vitrine-reviews';

	/** The bundles whose stylesheets the widget preview loads inside its frame. */
	private const PREVIEW_BUNDLES = array( WidgetRenderer::BUNDLE, 'reviews-floating' );

	private readonly ReactScreen $screen;

	public function __construct( private readonly Assets $assets ) {
		$this->screen = new ReactScreen( $assets, 'admin-reviews', 'vitrine-reviews-root', array( 'wp-components' ) );
	}

	/**
	 * Called by the admin module: the menu entry, the enqueue and the bundle's settings.
	 */
	public function register(): void {
		// After the Vitrine menu itself (SettingsPage adds it at the default priority).
		add_action( 'admin_menu', array( $this, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		$this->assets->define_settings( 'admin-reviews', 'adminReviews', fn (): array => $this->script_settings() );
	}

	public function add_menu(): void {
		$this->screen->added(
			add_submenu_page(
				SettingsPage::SLUG,
				__( 'Reviews', 'vitrine' ),
				__( 'Reviews', 'vitrine' ),
				'manage_options',
				self::SLUG,
				array( $this, 'render' )
			)
		);
	}

	public function enqueue( string $hook_suffix ): void {
		$this->screen->enqueue( $hook_suffix );
	}

	public function render(): void {
		$this->screen->render(
			'manage_options',
			__( 'Sorry, you are not allowed to manage Vitrine.', 'vitrine' ),
			__( 'Reviews', 'vitrine' ),
			__( 'The reviews screen needs JavaScript.', 'vitrine' )
		);
	}

	/**
	 * What the screen needs besides the REST answers: the routes' base, the stylesheets of the
	 * widgets for the preview frame, and the site's direction and language for that frame.
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'restBase'         => '/' . RestApi::NAMESPACE,
			'previewStyles'    => $this->preview_styles(),
			'previewDirection' => is_rtl() ? 'rtl' : 'ltr',
			'previewLanguage'  => get_bloginfo( 'language' ),
		);
	}

	/**
	 * The URLs of the widgets' stylesheets (the right-to-left files on a right-to-left site).
	 *
	 * @return list<string>
	 */
	private function preview_styles(): array {
		$urls = array();
		foreach ( self::PREVIEW_BUNDLES as $entry ) {
			$handle = $this->assets->register_bundle( $entry );
			$style  = wp_styles()->registered[ $handle ] ?? null;
			if ( ! $style instanceof \_WP_Dependency || ! is_string( $style->src ) ) {
				continue;
			}
			$src    = is_rtl() ? (string) preg_replace( '/\.css$/', '-rtl.css', $style->src ) : $style->src;
			$urls[] = add_query_arg( 'ver', (string) $style->ver, $src );
		}
		return $urls;
	}
}
