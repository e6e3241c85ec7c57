<?php
/**
 * The dismissible store notice.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Storefront;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;

/**
 * Prints the notice at the top of the body. Dismissing it sets the cookie
 * vitrine_store_notice<id>=hidden; a visitor with that cookie gets neither the notice nor
 * its script. On a page served from a page cache the script hides it instead.
 */
final class StoreNotice {

	public const COOKIE_PREFIX = 'vitrine_store_notice';

	private bool $rendered = false;

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
	) {
	}

	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_body_open', array( $this, 'render' ) );
		// Themes that do not call wp_body_open still get the notice, fixed to the bottom.
		add_action( 'wp_footer', array( $this, 'render' ) );
	}

	/**
	 * The notice id: the admin's, or one derived from the text so that a new text shows again.
	 */
	public function notice_id(): string {
		$id = (string) $this->settings->get( 'store_notice_id' );
		return '' !== $id ? $id : substr( md5( (string) $this->settings->get( 'store_notice_text' ) ), 0, 8 );
	}

	public function cookie_name(): string {
		return self::COOKIE_PREFIX . $this->notice_id();
	}

	/**
	 * Whether this visitor should see the notice on this page.
	 */
	public function is_visible(): bool {
		if ( ! $this->settings->get( 'store_notice_enabled' ) || '' === trim( (string) $this->settings->get( 'store_notice_text' ) ) ) {
			return false;
		}
		$cookie = isset( $_COOKIE[ $this->cookie_name() ] ) ? sanitize_key( wp_unslash( $_COOKIE[ $this->cookie_name() ] ) ) : '';
		return 'hidden' !== $cookie;
	}

	public function enqueue(): void {
		if ( $this->is_visible() ) {
			$this->assets->enqueue( 'storefront' );
		}
	}

	public function render(): void {
		if ( $this->rendered || ! $this->is_visible() ) {
			return;
		}
		$this->rendered = true;
		$placement      = doing_action( 'wp_footer' ) ? 'vitrine-store-notice--fixed' : 'vitrine-store-notice--top';
		?>
		<div class="vitrine-store-notice <?php echo esc_attr( $placement ); ?>" data-notice-id="<?php echo esc_attr( $this->notice_id() ); ?>" role="region" aria-label="<?php esc_attr_e( 'Store notice', 'vitrine' ); ?>">
			<div class="vitrine-store-notice__text"><?php echo wp_kses_post( (string) $this->settings->get( 'store_notice_text' ) ); ?></div>
			<button type="button" class="vitrine-store-notice__dismiss-link" hidden><?php esc_html_e( 'Dismiss', 'vitrine' ); ?></button>
		</div>
		<?php
	}
}
