<?php
/**
 * The kind of device a user agent names.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Origins;

/**
 * Desktop, tablet or mobile, from the user agent's tokens, tablets first (an Android tablet says
 * "Android" without "Mobile"; an iPad says "iPad"). Three buckets need a few patterns, not a
 * device database: Mobile_Detect or matomo/device-detector would be the plugin's only runtime
 * Composer package for the same three answers. iPadOS 13 and later asks for desktop pages with a
 * Mac user agent, so those iPads count as desktop: the user agent cannot tell them apart.
 */
final class DeviceType {

	public const DESKTOP = 'desktop';
	public const TABLET  = 'tablet';
	public const MOBILE  = 'mobile';

	private const TABLET_PATTERN = '/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|SM-T\d|Tab\b|(?=.*Android)(?!.*Mobile)/i';

	private const MOBILE_PATTERN = '/Mobi|iPhone|iPod|Android|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|webOS|Kindle Fire/i';

	/**
	 * The device type of a user agent; '' when there is none.
	 */
	public static function of( string $user_agent ): string {
		$user_agent = trim( $user_agent );
		if ( '' === $user_agent || '(none)' === $user_agent ) {
			return '';
		}
		if ( 1 === preg_match( self::TABLET_PATTERN, $user_agent ) ) {
			return self::TABLET;
		}
		if ( 1 === preg_match( self::MOBILE_PATTERN, $user_agent ) ) {
			return self::MOBILE;
		}
		return self::DESKTOP;
	}

	/**
	 * The device type as the merchant reads it.
	 */
	public static function label( string $type ): string {
		return match ( $type ) {
			self::DESKTOP => __( 'Desktop', 'vitrine' ),
			self::TABLET  => __( 'Tablet', 'vitrine' ),
			self::MOBILE  => __( 'Mobile', 'vitrine' ),
			default       => __( 'Unknown', 'vitrine' ),
		};
	}
}
