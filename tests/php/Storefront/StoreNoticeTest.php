<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Storefront;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Storefront\StoreNotice;
use Vitrine\Tests\TestCase;

final class StoreNoticeTest extends TestCase {

	private StoreNotice $notice;

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$this->notice          = new StoreNotice( Plugin::instance()->settings, new Assets() );
		update_option(
			Settings::OPTION,
			array(
				'store_notice_enabled' => true,
				'store_notice_text'    => 'Closed <strong>Sunday</strong>',
				'store_notice_id'      => 'winter',
			)
		);
	}

	public function test_the_notice_renders_with_its_id_text_and_a_dismiss_button(): void {
		$html = $this->render();

		self::assertStringContainsString( 'data-notice-id="winter"', $html );
		self::assertStringContainsString( 'Closed <strong>Sunday</strong>', $html );
		self::assertStringContainsString( 'role="region"', $html );
		self::assertMatchesRegularExpression( '/<button type="button" class="vitrine-store-notice__dismiss-link" hidden>Dismiss<\/button>/', $html );
		self::assertSame( 'vitrine_store_noticewinter', $this->notice->cookie_name() );
	}

	public function test_it_renders_once_even_if_both_hooks_fire(): void {
		$html = $this->render() . $this->render();

		self::assertSame( 1, substr_count( $html, 'vitrine-store-notice__text' ) );
	}

	public function test_a_visitor_who_dismissed_it_gets_neither_notice_nor_script(): void {
		$_COOKIE['vitrine_store_noticewinter'] = 'hidden';

		$this->notice->enqueue();

		self::assertSame( '', $this->render() );
		self::assertFalse( wp_script_is( 'vitrine-storefront', 'enqueued' ) );
	}

	public function test_a_new_id_shows_it_again_to_those_who_dismissed_the_old_one(): void {
		$_COOKIE['vitrine_store_noticewinter'] = 'hidden';
		Plugin::instance()->settings->update( array( 'store_notice_id' => 'spring' ) );

		self::assertStringContainsString( 'data-notice-id="spring"', $this->render() );
	}

	public function test_without_an_id_the_id_follows_the_text(): void {
		Plugin::instance()->settings->update( array( 'store_notice_id' => '' ) );
		$first = $this->notice->notice_id();
		Plugin::instance()->settings->update( array( 'store_notice_text' => 'A new message' ) );

		self::assertMatchesRegularExpression( '/^[a-f0-9]{8}$/', $first );
		self::assertNotSame( $first, $this->notice->notice_id() );
	}

	public function test_a_disabled_or_empty_notice_renders_nothing(): void {
		Plugin::instance()->settings->update( array( 'store_notice_text' => '   ' ) );
		self::assertSame( '', $this->render() );

		Plugin::instance()->settings->update(
			array(
				'store_notice_text'    => 'Text',
				'store_notice_enabled' => false,
			)
		);
		self::assertSame( '', $this->render() );
	}

	private function render(): string {
		ob_start();
		$this->notice->render();
		return (string) ob_get_clean();
	}
}
