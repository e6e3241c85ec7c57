<?php
/**
 * The account module: the customer login form and the my-account page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Blocks;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the [vitrine_login_form] and [vitrine_my_account] shortcodes, the My account block, the
 * account page's setting and endpoints, and its preparation before output.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly MyAccount $account,
		private readonly CustomerAdminAccess $admin_access,
		private readonly CrossSiteGuard $cross_site,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->register_settings();
		$account = $this->account;
		add_shortcode( 'vitrine_login_form', array( $account->login_form, 'render' ) );
		add_shortcode( AccountPages::SHORTCODE, array( $account->view, 'render' ) );
		// The My account block renders through the same view as the shortcode.
		$view = $this->account->view;
		$this->blocks->render_with( AccountPages::BLOCK, static fn (): string => $view->render() );
		add_action( 'init', array( $account->pages, 'add_endpoints' ) );
		add_action( 'template_redirect', array( $this, 'prepare_page' ) );
		add_filter( 'document_title_parts', array( $this, 'document_title' ) );
		add_filter( 'wp_robots', array( $this, 'robots' ) );
		$admin_access = $this->admin_access;
		add_filter( 'show_admin_bar', array( $admin_access, 'show_admin_bar' ) );
		add_action( 'admin_init', array( $admin_access, 'keep_out_of_admin' ) );
		// Our login forms post to wp-login.php, which takes a login from any site: another site's
		// page could log the visitor into an account the attacker controls (login CSRF). A login
		// posted from another site is refused there, as our own forms' posts are.
		add_action( 'login_form_login', array( $this->cross_site, 'refuse_cross_site_form' ), 10, 0 );
	}

	/**
	 * template_redirect: the my-account page's preparation, and its redirect when it has one.
	 */
	public function prepare_page(): void {
		if ( ! $this->account->pages->is_account_page() ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- AccountFormHandler verifies each form's nonce.
		$redirect = $this->account->page->prepare( $method, (array) wp_unslash( $_POST ) );
		if ( null !== $redirect ) {
			wp_safe_redirect( $redirect, 'post' === $method ? 303 : 302 );
			exit;
		}
	}

	/**
	 * The section's name first in the document title: "Orders – My account – Shop".
	 *
	 * @param array<string, string> $parts The title's parts.
	 * @return array<string, string>
	 */
	public function document_title( array $parts ): array {
		$title = $this->account->pages->is_account_page() ? $this->account->page->section_title() : null;
		if ( null !== $title && isset( $parts['title'] ) ) {
			$parts['title'] = $title . ' – ' . $parts['title'];
		}
		return $parts;
	}

	/**
	 * Search engines have nothing to find on a customer's own page.
	 *
	 * @param array<string, bool|string> $robots The robots directives.
	 * @return array<string, bool|string>
	 */
	public function robots( array $robots ): array {
		if ( $this->account->pages->is_account_page() ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	private function register_settings(): void {
		$this->settings->add_section( 'account', __( 'Customer accounts', 'vitrine' ), __( 'The page where customers see their orders, addresses, account details and saved payment methods.', 'vitrine' ), SectionPosition::ACCOUNT );
		$this->settings->add_field(
			new SettingField(
				'myaccount_page_id',
				'account',
				__( 'My account page', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'default' => 0,
				),
				__( 'The id of the page with the [vitrine_my_account] shortcode or the My account block; 0 for none. Orders, addresses, account details and payment methods are addresses below it.', 'vitrine' ),
				'number'
			)
		);
	}
}
