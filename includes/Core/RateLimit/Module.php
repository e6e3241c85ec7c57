<?php
/**
 * The rate limits' settings and clean-up.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * The Security section of the settings: each limit on or off with its count, and the trusted
 * proxies; the failed-login limit of wp-login.php; and the hourly removal of expired counts.
 * The modules count their own actions through RateLimiter.
 */
final class Module implements \Vitrine\Module {

	public const SECTION = 'security';

	public function __construct(
		private readonly Settings $settings,
		private readonly RateLimitCleanup $cleanup,
		private readonly LoginThrottle $login_throttle,
	) {
	}

	public function register(): void {
		$this->register_settings();
		add_action( RateLimitCleanup::HOOK, array( $this->cleanup, 'run' ), 10, 0 );
		add_action( 'init', array( $this->cleanup, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $this->cleanup, 'unschedule' ) );
		// After WordPress's own password check (priority 20): see LoginThrottle.
		add_filter( 'authenticate', array( $this->login_throttle, 'authenticate' ), 99, 2 );
		add_action( 'wp_login_failed', array( $this->login_throttle, 'failed' ), 10, 0 );
	}

	private function register_settings(): void {
		$this->settings->add_section(
			self::SECTION,
			__( 'Security', 'vitrine' ),
			__( 'Limits on what one visitor may do in a short time, so that a script cannot place orders, guess coupon codes or passwords, or create carts, accounts and reviews without end. A visitor over a limit is told to wait (HTTP 429 with Retry-After). The defaults are far above what a shopper does.', 'vitrine' ),
			SectionPosition::SECURITY
		);
		foreach ( Limits::all() as $limit ) {
			$this->settings->add_field(
				SettingField::toggle(
					$limit->enabled_setting(),
					self::SECTION,
					/* translators: %s: what is limited, such as "Coupon codes tried". */
					sprintf( __( 'Limit: %s', 'vitrine' ), $limit->label ),
					true
				)
			);
			$this->settings->add_field(
				new SettingField(
					$limit->count_setting(),
					self::SECTION,
					/* translators: %s: what is limited, such as "Coupon codes tried". */
					sprintf( __( '%s allowed per visitor', 'vitrine' ), $limit->label ),
					array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 100000,
						'default' => $limit->count,
					),
					sprintf(
						'' !== $limit->count_help ? $limit->count_help
							/* translators: %s: a duration such as "10 mins". */
							: __( 'How many in %s from one address (and one customer account, when logged in).', 'vitrine' ),
						human_time_diff( 0, $limit->window )
					),
					'number'
				)
			);
		}
		$this->settings->add_field(
			new SettingField(
				ClientAddress::SETTING,
				self::SECTION,
				__( 'Trusted proxies', 'vitrine' ),
				array(
					'type'      => 'string',
					'maxLength' => 5000,
					'default'   => '',
				),
				__( 'The addresses or ranges (CIDR, such as 10.0.0.0/8) of the load balancers or proxies in front of this site, one per line. Only for requests from them is the visitor’s address read from X-Forwarded-For (the right-most address that is not a trusted proxy). Leave empty when visitors reach the site directly.', 'vitrine' ),
				'textarea',
				null,
				'',
				static function ( mixed $value ): ?string {
					$wrong = array_filter( ClientAddress::parse_list( is_string( $value ) ? $value : '' ), static fn ( string $entry ): bool => ! ClientAddress::is_range( $entry ) );
					return array() === $wrong ? null : sprintf(
						/* translators: %s: the entries that are not addresses, separated by commas. */
						__( 'Trusted proxies: %s is not an IP address or a CIDR range.', 'vitrine' ),
						implode( ', ', $wrong )
					);
				}
			)
		);
	}
}
