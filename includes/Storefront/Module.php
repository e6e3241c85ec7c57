<?php
/**
 * The storefront module: store notice, coming-soon mode, password fields.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Storefront;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Declares the storefront settings and the storefront bundle's settings object, and adds the
 * hooks of each storefront feature.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly StoreNotice $store_notice,
		private readonly ComingSoon $coming_soon,
	) {
	}

	public function register(): void {
		$this->register_settings();

		$this->assets->define_settings(
			'storefront',
			'storefront',
			fn (): array => array(
				'passwordToggle' => array(
					'showLabel' => (string) $this->settings->get( 'password_show_label' ),
					'hideLabel' => (string) $this->settings->get( 'password_hide_label' ),
				),
			)
		);

		$this->store_notice->register();
		$this->coming_soon->register();
	}

	private function register_settings(): void {
		$kses = static fn ( mixed $value ): string => wp_kses_post( (string) $value );

		$this->settings->add_section( 'store_notice', __( 'Store notice', 'vitrine' ), __( 'A message shown at the top of every page of the shop, which visitors can dismiss.', 'vitrine' ), SectionPosition::STORE_NOTICE );
		$this->settings->add_field( SettingField::toggle( 'store_notice_enabled', 'store_notice', __( 'Show the store notice', 'vitrine' ) ) );
		$this->settings->add_field(
			new SettingField(
				'store_notice_text',
				'store_notice',
				__( 'Notice text', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 2000,
					'default'   => __( 'This is a demo store for testing purposes — no orders shall be fulfilled.', 'vitrine' ),
				),
				__( 'Links and basic formatting are allowed.', 'vitrine' ),
				'textarea',
				$kses
			)
		);
		$this->settings->add_field(
			new SettingField(
				'store_notice_id',
				'store_notice',
				__( 'Notice id', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 40,
					'pattern'   => '^[A-Za-z0-9_-]*$',
					'default'   => '',
				),
				__( 'Optional. Visitors who dismissed the notice see it again once the id changes. Letters, digits, - and _ only. Left empty, the id follows the text, so a new text shows again.', 'vitrine' ),
				'text',
				null,
				/* translators: %s: the field's label. */
				__( '%s may contain only letters, digits, hyphens and underscores, up to 40 of them.', 'vitrine' )
			)
		);

		$this->settings->add_section( 'coming_soon', __( 'Coming soon mode', 'vitrine' ), __( 'While the mode is on, visitors see a coming-soon page; administrators see the site with a banner.', 'vitrine' ), SectionPosition::COMING_SOON );
		$this->settings->add_field( SettingField::toggle( 'coming_soon_enabled', 'coming_soon', __( 'Coming soon mode', 'vitrine' ) ) );
		$this->settings->add_field(
			new SettingField(
				'coming_soon_message',
				'coming_soon',
				__( 'Coming-soon message', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 2000,
					'default'   => __( 'Pardon our dust! We are working on something amazing. Check back soon!', 'vitrine' ),
				),
				'',
				'textarea',
				$kses
			)
		);
		$this->settings->add_field(
			new SettingField(
				'coming_soon_retry_after',
				'coming_soon',
				__( 'Ask search engines to come back after (seconds)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 60,
					'maximum' => 604800,
					'default' => 3600,
				),
				__( 'Sent in the Retry-After header with the 503 status, from 60 seconds to one week.', 'vitrine' ),
				'number'
			)
		);

		$this->settings->add_section( 'password_fields', __( 'Password fields', 'vitrine' ), __( 'Password fields on the login and account forms have a button that shows or hides the password.', 'vitrine' ), SectionPosition::PASSWORD_FIELDS );
		$label_schema = static fn ( string $default_label ): array => array(
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => 60,
			'default'   => $default_label,
		);
		$this->settings->add_field( new SettingField( 'password_show_label', 'password_fields', __( 'Show-password label', 'vitrine' ), $label_schema( __( 'Show password', 'vitrine' ) ) ) );
		$this->settings->add_field( new SettingField( 'password_hide_label', 'password_fields', __( 'Hide-password label', 'vitrine' ), $label_schema( __( 'Hide password', 'vitrine' ) ) ) );
	}
}
