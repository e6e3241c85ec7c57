<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Attribution;

use Vitrine\Attribution\AttributionRules;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class AttributionSettingsTest extends TestCase {

	private Settings $settings;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
		$this->settings = Plugin::instance()->settings;
	}

	public function test_the_defaults_are_off_six_months_thirty_minutes_and_statistics(): void {
		self::assertFalse( $this->settings->get( 'attribution_enabled' ) );
		self::assertSame( 6, $this->settings->get( 'attribution_lifetime_months' ) );
		self::assertSame( 30, $this->settings->get( 'attribution_session_minutes' ) );
		self::assertSame( 'statistics', $this->settings->get( 'attribution_consent_category' ) );
		self::assertSame( '', $this->settings->get( 'attribution_search_engines' ) );
	}

	public function test_the_settings_screen_has_the_order_attribution_section_after_the_checkout(): void {
		$ids = array_column( $this->settings->describe()['sections'], 'id' );

		self::assertContains( 'attribution', $ids );
		self::assertSame( array_search( 'checkout', $ids, true ) + 1, array_search( 'attribution', $ids, true ) );
	}

	public function test_valid_values_are_saved(): void {
		$result = $this->settings->update(
			array(
				'attribution_enabled'          => true,
				'attribution_lifetime_months'  => 12,
				'attribution_session_minutes'  => 45,
				'attribution_consent_category' => 'marketing',
				'attribution_custom_params'    => "ref, affiliate_id\nsrc",
				'attribution_search_engines'   => "search.example.com q finder\n\n  Find.Example  s  ",
				'attribution_referrals'        => "l.example.com example.com social\nshort.example",
			)
		);

		self::assertIsArray( $result );
		self::assertSame( 12, $result['attribution_lifetime_months'] );
		self::assertSame( array( 'ref', 'affiliate_id', 'src' ), AttributionRules::params( (string) $result['attribution_custom_params'] ) );
		self::assertSame(
			array(
				array(
					'host'  => 'search.example.com',
					'param' => 'q',
					'name'  => 'finder',
				),
				array(
					'host'  => 'find.example',
					'param' => 's',
					'name'  => '',
				),
			),
			AttributionRules::search_engines( (string) $result['attribution_search_engines'] )
		);
		self::assertSame(
			array(
				array(
					'host'   => 'l.example.com',
					'source' => 'example.com',
					'medium' => 'social',
				),
				array(
					'host'   => 'short.example',
					'source' => '',
					'medium' => '',
				),
			),
			AttributionRules::referrals( (string) $result['attribution_referrals'] )
		);
	}

	/**
	 * @return array<string, array{string, mixed, string}>
	 */
	public static function refused(): array {
		return array(
			'lifetime not a number'            => array( 'attribution_lifetime_months', 'six', '' ),
			'lifetime zero'                    => array( 'attribution_lifetime_months', 0, '' ),
			'session too long'                 => array( 'attribution_session_minutes', 1441, '' ),
			'unknown consent category'         => array( 'attribution_consent_category', 'ads', '' ),
			'parameter with a space-less junk' => array( 'attribution_custom_params', 'ref utm<x>', 'Campaign parameters: "utm<x>"' ),
			'organic entry without a param'    => array( 'attribution_search_engines', "search.example.com q\nfind.example", 'Search engines, line 2:' ),
			'organic entry without a host'     => array( 'attribution_search_engines', 'https://find.example/ q', 'is not a host' ),
			'organic entry with too much'      => array( 'attribution_search_engines', 'find.example q name extra', 'Search engines, line 1:' ),
			'referral entry without a host'    => array( 'attribution_referrals', '/path example.com', 'Referral hosts, line 1:' ),
			'referral target not a host'       => array( 'attribution_referrals', 't.example "quoted"', 'is not a host' ),
			'referral medium not a word'       => array( 'attribution_referrals', 't.example example.com <b>', 'is not a medium name' ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_a_bad_value_is_refused_with_its_reason_and_nothing_is_saved( string $key, mixed $value, string $reason ): void {
		$result = $this->settings->update(
			array(
				'attribution_enabled' => true,
				$key                  => $value,
			)
		);

		self::assertInstanceOf( \WP_Error::class, $result );
		$params = $result->get_error_data()['params'];
		self::assertArrayHasKey( $key, $params );
		self::assertStringContainsString( $reason, $params[ $key ] );
		self::assertFalse( get_option( Settings::OPTION ) );
	}
}
