<?php
/**
 * An order's origin from its attribution fields: device detection, the labels the merchant
 * reads, the session's length.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Attribution;

use Vitrine\Orders\Origins\DeviceType;
use Vitrine\Orders\Origins\OrderOrigin;
use Vitrine\Tests\TestCase;

final class OrderOriginTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function user_agents(): array {
		return array(
			'Chrome on Windows'      => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'desktop' ),
			'Safari on a Mac'        => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'desktop' ),
			'Firefox on Linux'       => array( 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'desktop' ),
			'headless Chromium'      => array( 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', 'desktop' ),
			'iPhone'                 => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'mobile' ),
			'Android phone'          => array( 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36', 'mobile' ),
			'Windows Phone'          => array( 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.14977', 'mobile' ),
			'Opera Mini'             => array( 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54', 'mobile' ),
			'iPad'                   => array( 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'tablet' ),
			'Android tablet'         => array( 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'tablet' ),
			'Kindle Fire'            => array( 'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.2.1 like Chrome/120.0.0.0 Safari/537.36', 'tablet' ),
			'nothing'                => array( '', '' ),
			'the script\'s "(none)"' => array( '(none)', '' ),
		);
	}

	/**
	 * @dataProvider user_agents
	 */
	public function test_the_device_type_comes_from_the_user_agent( string $user_agent, string $type ): void {
		self::assertSame( $type, DeviceType::of( $user_agent ) );
	}

	public function test_fields_become_the_row_the_script_s_none_is_empty_and_texts_are_cut(): void {
		$order_time = 1_800_000_000;
		$origin     = OrderOrigin::from_fields(
			7,
			$order_time,
			array(
				'source_type'        => 'organic',
				'utm_source'         => 'google',
				'utm_medium'         => 'organic',
				'utm_campaign'       => '(none)',
				'utm_content'        => str_repeat( 'é', 300 ),
				'referrer'           => 'https://www.google.com/',
				'session_entry'      => 'https://shop.test/mugs/',
				'session_start_time' => gmdate( 'Y-m-d H:i:s', $order_time - 3725 ),
				'session_pages'      => '12',
				'session_count'      => 'x',
				'user_agent'         => 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)',
			)
		);
		$row        = $origin->row();

		self::assertSame( 7, $row['order_id'] );
		self::assertSame( gmdate( 'Y-m-d H:i:s', $order_time ), $row['created_at'] );
		self::assertSame( 'organic', $row['source_type'] );
		self::assertSame( 'google', $row['source'] );
		self::assertSame( '', $row['campaign'] );
		self::assertSame( 191, mb_strlen( (string) $row['content'] ) );
		self::assertSame( 'https://shop.test/mugs/', $row['landing_page'] );
		self::assertSame( 'tablet', $row['device_type'] );
		self::assertSame( 12, $row['session_pages'] );
		self::assertNull( $row['session_count'] );
		self::assertSame( 3725, $row['session_seconds'] );
		self::assertSame( 'Organic: Google', $origin->label() );
		self::assertSame( '1 h 2 min', OrderOrigin::duration( (int) $origin->session_seconds ) );
	}

	public function test_a_session_start_after_the_order_or_unreadable_gives_no_length(): void {
		self::assertNull( OrderOrigin::from_fields( 1, 1000, array( 'session_start_time' => gmdate( 'Y-m-d H:i:s', 2000 ) ) )->session_seconds );
		self::assertNull( OrderOrigin::from_fields( 1, 1000, array( 'session_start_time' => 'soon' ) )->session_seconds );
		self::assertSame( 'unknown', OrderOrigin::from_fields( 1, 1000, array( 'utm_source' => 'x' ) )->source_type, 'Values without a type.' );
	}

	public function test_labels_and_durations_read_as_the_merchant_expects(): void {
		$label = static fn ( string $type, string $source = '' ): string => ( new OrderOrigin( 1, 0, $type, $source ) )->label();

		self::assertSame( 'UTM', $label( 'utm', 'newsletter' ) );
		self::assertSame( 'Organic: Google', $label( 'organic', 'google' ) );
		self::assertSame( 'Organic: DuckDuckGo', $label( 'organic', 'duckduckgo' ) );
		self::assertSame( 'Organic: search.example', $label( 'organic', 'search.example' ) );
		self::assertSame( 'Referral: example.com', $label( 'referral', 'example.com' ) );
		self::assertSame( 'Direct', $label( 'typein', '(direct)' ) );
		self::assertSame( 'Web admin', $label( 'admin' ) );
		self::assertSame( 'Unknown', $label( 'unknown' ) );
		self::assertSame( 'UTM: newsletter', OrderOrigin::source_label( 'utm', 'newsletter' ) );
		self::assertSame( 'Referral: example.com', OrderOrigin::source_label( 'referral', 'example.com' ) );
		self::assertSame( '45 s', OrderOrigin::duration( 45 ) );
		self::assertSame( '4 min', OrderOrigin::duration( 245 ) );
		self::assertSame( '2 h 5 min', OrderOrigin::duration( 7500 ) );
		self::assertSame( '3 days', OrderOrigin::duration( 3 * DAY_IN_SECONDS + 5 ) );
		self::assertSame( '1 day', OrderOrigin::duration( DAY_IN_SECONDS ) );
	}
}
