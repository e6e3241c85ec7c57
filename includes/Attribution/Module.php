<?php
/**
 * The attribution module: where each visitor came from, recorded in the browser.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Attribution;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Declares the "Order attribution" settings; while tracking is allowed, enqueues the attribution
 * bundle on every front-end page and renders the checkout's hidden inputs; while it is not,
 * expires the cookies a browser still sends.
 */
final class Module implements \Vitrine\Module {

	public const ENTRY = 'attribution';

	/** The WP Consent API's categories. */
	public const CONSENT_CATEGORIES = array( 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing' );

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly CheckoutInputs $inputs,
		private readonly TrackingCookies $cookies,
	) {
	}

	public function register(): void {
		$this->register_settings();
		$this->assets->define_settings( self::ENTRY, self::ENTRY, fn (): array => $this->script_settings() );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'template_redirect', array( $this, 'expire_when_off' ) );
		add_filter( 'vitrine_checkout_form_start_html', array( $this, 'checkout_inputs' ) );
		// The WP Consent API asks plugins to declare that they respect its choices.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( VITRINE_FILE ), '__return_true' );
	}

	public function tracking_allowed(): bool {
		return true === $this->settings->get( 'attribution_enabled' );
	}

	/**
	 * wp_enqueue_scripts: the bundle on every front-end page while tracking is allowed, deferred
	 * (it changes nothing on screen), its settings printed before it.
	 */
	public function enqueue(): void {
		if ( ! $this->tracking_allowed() ) {
			return;
		}
		$handle = $this->assets->enqueue( self::ENTRY );
		wp_script_add_data( $handle, 'strategy', 'defer' );
	}

	/**
	 * template_redirect: expires the cookies a browser still sends once tracking is off.
	 */
	public function expire_when_off(): void {
		if ( ! $this->tracking_allowed() ) {
			$this->cookies->expire();
		}
	}

	/**
	 * The checkout form's hidden inputs, while tracking is allowed.
	 *
	 * @param string $html What other modules put at the top of the form.
	 */
	public function checkout_inputs( string $html ): string {
		return $this->tracking_allowed() ? $html . $this->inputs->html() : $html;
	}

	/**
	 * window.vitrineSettings.attribution (src/attribution/settings.ts).
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'lifetimeMonths'  => (int) $this->settings->get( 'attribution_lifetime_months' ),
			'sessionMinutes'  => (int) $this->settings->get( 'attribution_session_minutes' ),
			'consentCategory' => (string) $this->settings->get( 'attribution_consent_category' ),
			'customParams'    => AttributionRules::params( (string) $this->settings->get( 'attribution_custom_params' ) ),
			'searchEngines'   => AttributionRules::search_engines( (string) $this->settings->get( 'attribution_search_engines' ) ),
			'referrals'       => AttributionRules::referrals( (string) $this->settings->get( 'attribution_referrals' ) ),
		);
	}

	private function register_settings(): void {
		$this->settings->add_section(
			'attribution',
			__( 'Order attribution', 'vitrine' ),
			__( 'Records in cookies where each visitor came from (a campaign, a search engine, another site, or typed in), so that each order shows its origin. Everything happens in the browser; with a consent plugin (the WP Consent API), only after the visitor consents.', 'vitrine' ),
			SectionPosition::ATTRIBUTION
		);
		$this->settings->add_field(
			SettingField::toggle(
				'attribution_enabled',
				'attribution',
				__( 'Allow tracking', 'vitrine' ),
				false,
				__( 'Switched off, nothing is recorded and the cookies already set are removed on the next page view.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			new SettingField(
				'attribution_lifetime_months',
				'attribution',
				__( 'Cookie lifetime (months)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 24,
					'default' => 6,
				),
				__( 'How long a visitor\'s origin is remembered, in months of 30 days: from 1 to 24.', 'vitrine' ),
				'number'
			)
		);
		$this->settings->add_field(
			new SettingField(
				'attribution_session_minutes',
				'attribution',
				__( 'Session length (minutes)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 1440,
					'default' => 30,
				),
				__( 'A visit ends after this many minutes without a page view: from 1 to 1440.', 'vitrine' ),
				'number'
			)
		);
		$this->settings->add_field(
			new SettingField(
				'attribution_consent_category',
				'attribution',
				__( 'Consent category', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => self::CONSENT_CATEGORIES,
					'default' => 'statistics',
				),
				__( 'With a consent plugin that supports the WP Consent API, the origin is recorded only once the visitor accepts this category.', 'vitrine' ),
				'select',
				null,
				'',
				null,
				false,
				array(
					'functional'           => __( 'Functional', 'vitrine' ),
					'preferences'          => __( 'Preferences', 'vitrine' ),
					'statistics'           => __( 'Statistics', 'vitrine' ),
					'statistics-anonymous' => __( 'Anonymous statistics', 'vitrine' ),
					'marketing'            => __( 'Marketing', 'vitrine' ),
				)
			)
		);
		$this->settings->add_field( $this->list_field( 'attribution_custom_params', __( 'Custom campaign parameters', 'vitrine' ), __( 'Address parameters that mark a campaign visit besides utm_source … utm_marketing_tactic, gclid and yclid, separated by spaces, commas or lines: ref, affiliate_id.', 'vitrine' ), AttributionRules::params_problem( ... ) ) );
		$this->settings->add_field( $this->list_field( 'attribution_search_engines', __( 'Extra search engines', 'vitrine' ), __( 'One a line: the host, the query parameter of the search, and optionally the source to record ("search.example.com q example"). Google, Bing, Yahoo, Yandex, DuckDuckGo, Baidu, Ecosia, Brave, Ask, AOL, Mail.ru and Qwant are known already.', 'vitrine' ), AttributionRules::search_engines_problem( ... ) ) );
		$this->settings->add_field( $this->list_field( 'attribution_referrals', __( 'Referral hosts', 'vitrine' ), __( 'One a line: a referring host, and optionally the site to record it as and the medium ("l.example.com example.com social"), for short-link services. t.co, lnkd.in and plus.url.google.com are known already.', 'vitrine' ), AttributionRules::referrals_problem( ... ) ) );
	}

	/**
	 * A textarea holding a list, checked line by line.
	 *
	 * @param string                   $key      Setting key.
	 * @param string                   $label    Translated label.
	 * @param string                   $help     Translated help.
	 * @param \Closure(string): ?string $problem Why a value is refused, or null.
	 */
	private function list_field( string $key, string $label, string $help, \Closure $problem ): SettingField {
		return new SettingField(
			$key,
			'attribution',
			$label,
			array(
				'type'      => 'string',
				'maxLength' => 2000,
				'default'   => '',
			),
			$help,
			'textarea',
			null,
			'',
			static fn ( mixed $value ): ?string => $problem( (string) $value )
		);
	}
}
