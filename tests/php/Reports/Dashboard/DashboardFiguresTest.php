<?php
/**
 * The dashboard widget's figures.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reports\Dashboard;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductWriter;
use Vitrine\Plugin;
use Vitrine\Reports\Admin\DashboardWidget;
use Vitrine\Reports\Dashboard\DashboardFigures;
use Vitrine\Tests\Reports\ReportsTestCase;

require_once dirname( __DIR__ ) . '/ReportsTestCase.php';

/**
 * In Paris, weeks from Monday (ReportsTestCase). Now is Wednesday 2026-03-11 15:00 local (14:00 UTC).
 */
final class DashboardFiguresTest extends ReportsTestCase {

	private const NOW = '2026-03-11 14:00:00';

	private function figures(): DashboardFigures {
		return Plugin::instance()->get( DashboardFigures::class );
	}

	public function test_periods_are_local_days_and_weeks_cut_at_the_same_moment(): void {
		$periods = DashboardFigures::periods( (int) strtotime( self::NOW . ' UTC' ) );
		$utc     = static fn ( int $time ): string => gmdate( 'Y-m-d H:i:s', $time );
		self::assertSame( array( '2026-03-10 23:00:00', '2026-03-11 14:00:01' ), array_map( $utc, $periods['today'] ) );
		self::assertSame( array( '2026-03-09 23:00:00', '2026-03-10 14:00:01' ), array_map( $utc, $periods['yesterday'] ) );
		self::assertSame( array( '2026-03-08 23:00:00', '2026-03-11 14:00:01' ), array_map( $utc, $periods['week'] ) );
		self::assertSame( array( '2026-03-01 23:00:00', '2026-03-04 14:00:01' ), array_map( $utc, $periods['last_week'] ) );
	}

	public function test_today_and_this_week_against_the_same_part_of_yesterday_and_last_week(): void {
		// Today (local 11 March).
		$this->order( '2026-03-11 08:00:00', 3000, 'processing' );
		$this->order( '2026-03-11 13:59:00', 2000, 'completed', null, 500 );
		$this->order( '2026-03-11 09:00:00', 9900, 'pending' );
		$this->order( '2026-03-11 09:30:00', 9900, 'cancelled' );
		$this->order( '2026-03-11 10:00:00', 9900, 'completed', null, 0, 'USD' );
		// Yesterday before 15:00 local, and after it (not compared).
		$this->order( '2026-03-10 09:00:00', 1000, 'completed' );
		$this->order( '2026-03-10 16:00:00', 8000, 'completed' );
		// Monday of this week, local 00:30 (Sunday 23:30 UTC).
		$this->order( '2026-03-08 23:30:00', 500, 'on-hold' );
		// Sunday of last week: neither week.
		$this->order( '2026-03-08 22:30:00', 7000, 'completed' );
		// Last week: Tuesday, and Wednesday before and after 15:00 local.
		$this->order( '2026-03-03 10:00:00', 1200, 'completed' );
		$this->order( '2026-03-04 13:00:00', 800, 'refunded', null, 800 );
		$this->order( '2026-03-04 15:00:00', 6000, 'completed' );

		$sales = $this->figures()->sales( (int) strtotime( self::NOW . ' UTC' ) );
		self::assertSame(
			array(
				'orders'  => 2,
				'revenue' => 4500,
			),
			$sales['today']
		);
		self::assertSame(
			array(
				'orders'  => 1,
				'revenue' => 1000,
			),
			$sales['yesterday']
		);
		self::assertSame(
			array(
				'orders'  => 5,
				'revenue' => 4500 + 1000 + 8000 + 500,
			),
			$sales['week']
		);
		self::assertSame(
			array(
				'orders'  => 2,
				'revenue' => 1200,
			),
			$sales['last_week']
		);

		self::assertSame( 350, DashboardFigures::change( 4500, 1000 ) );
		self::assertSame( -50, DashboardFigures::change( 1, 2 ) );
		self::assertSame( 0, DashboardFigures::change( 5, 5 ) );
		self::assertNull( DashboardFigures::change( 5, 0 ) );
	}

	public function test_counts_the_orders_waiting_for_action(): void {
		$this->order( '2026-03-11 08:00:00', 100, 'processing' );
		$this->order( '2025-01-11 08:00:00', 100, 'processing' );
		$this->order( '2026-03-11 08:00:00', 100, 'on-hold' );
		$this->order( '2026-03-11 08:00:00', 100, 'completed' );
		$this->order( '2026-03-11 08:00:00', 100, 'pending' );
		self::assertSame(
			array(
				'processing' => 2,
				'on-hold'    => 1,
			),
			$this->figures()->waiting()
		);
	}

	public function test_lists_products_at_or_under_their_own_or_the_shops_threshold(): void {
		$writer      = Plugin::instance()->get( ProductWriter::class );
		$product     = static fn ( string $name, string $stock, string $low = '', bool $managed = true ): int => $writer->save_product(
			0,
			array(
				'name'          => $name,
				'regular_price' => '10',
				'manage_stock'  => $managed,
				'stock'         => $stock,
				'low_stock'     => $low,
			)
		);
		Plugin::instance()->settings->update( array( 'low_stock_threshold' => 2 ) );
		$at_shop     = $product( 'At the shop threshold', '2' );
		$above_shop  = $product( 'Above the shop threshold', '3' );
		$own_high    = $product( 'Under its own threshold', '4', '5' );
		$own_low     = $product( 'Above its own threshold', '1', '0' );
		$out         = $product( 'Out of stock', '0' );
		$not_managed = $product( 'Not managed', '', '', false );

		$ids = static fn ( array $low ): array => array_column( $low['products'], 'stock', 'id' );
		$low = $ids( $this->figures()->low_stock() );
		self::assertSame( 2, $low[ $at_shop ] ?? null );
		self::assertSame( 4, $low[ $own_high ] ?? null );
		self::assertSame( 0, $low[ $out ] ?? null );
		self::assertArrayNotHasKey( $above_shop, $low );
		self::assertArrayNotHasKey( $own_low, $low );
		self::assertArrayNotHasKey( $not_managed, $low );
		$listed = array_column( $this->figures()->low_stock()['products'], 'threshold', 'id' );
		self::assertSame( 5, $listed[ $own_high ] );
		self::assertSame( 2, $listed[ $at_shop ] );

		foreach ( array( '-1', 'two', '1.5' ) as $refused ) {
			try {
				$writer->save_product( $own_high, array( 'low_stock' => $refused ) );
				self::fail( "The threshold {$refused} was accepted." );
			} catch ( ProductValidationException $e ) {
				self::assertArrayHasKey( 'low_stock', $e->errors );
			}
		}
		self::assertSame( '5', get_post_meta( $own_high, ProductMeta::LOW_STOCK, true ) );
		// Emptied, the product follows the shop's threshold again.
		$writer->save_product( $own_high, array( 'low_stock' => '' ) );
		self::assertArrayNotHasKey( $own_high, $ids( $this->figures()->low_stock() ) );

		// The shop's threshold changes what is listed; so does a stock change (the catalog's version).
		Plugin::instance()->settings->update( array( 'low_stock_threshold' => 3 ) );
		self::assertArrayHasKey( $above_shop, $ids( $this->figures()->low_stock() ) );
		$writer->save_product( $at_shop, array( 'stock' => '50' ) );
		self::assertArrayNotHasKey( $at_shop, $ids( $this->figures()->low_stock() ) );
	}

	public function test_a_variation_is_listed_at_or_under_its_own_threshold_else_its_products(): void {
		$writer       = Plugin::instance()->get( ProductWriter::class );
		$product      = $writer->save_product(
			0,
			array(
				'name'      => 'Shirt',
				'type'      => 'variable',
				'low_stock' => '5',
			)
		);
		$variation    = static fn ( string $stock, string $low ): int => $writer->save_variation(
			$product,
			0,
			array(
				'regular_price' => '20',
				'manage_stock'  => true,
				'stock'         => $stock,
				'low_stock'     => $low,
			)
		);
		Plugin::instance()->settings->update( array( 'low_stock_threshold' => 2 ) );
		$products_own = $variation( '4', '' );
		$own_lower    = $variation( '4', '3' );
		$own_higher   = $variation( '7', '8' );

		$listed = array_column( $this->figures()->low_stock()['products'], 'threshold', 'id' );
		self::assertSame( 5, $listed[ $products_own ] ?? null );
		self::assertArrayNotHasKey( $own_lower, $listed );
		self::assertSame( 8, $listed[ $own_higher ] ?? null );

		$writer->save_variation( $product, $own_lower, array( 'low_stock' => '4' ) );
		self::assertSame( 4, array_column( $this->figures()->low_stock()['products'], 'threshold', 'id' )[ $own_lower ] ?? null );
	}

	public function test_the_widget_is_only_for_users_who_manage_the_shop_and_links_the_waiting_orders(): void {
		global $wp_meta_boxes;
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		set_current_screen( 'dashboard' );
		$widget = Plugin::instance()->get( DashboardWidget::class );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$wp_meta_boxes = array();
		$widget->add();
		self::assertArrayNotHasKey( DashboardWidget::ID, $wp_meta_boxes['dashboard']['normal']['core'] ?? array() );

		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		$widget->add();
		self::assertArrayHasKey( DashboardWidget::ID, $wp_meta_boxes['dashboard']['normal']['core'] ?? array() );

		$this->order( gmdate( 'Y-m-d H:i:s', time() - 60 ), 100, 'on-hold' );
		ob_start();
		$widget->render();
		$html = (string) ob_get_clean();
		self::assertStringContainsString( 'page=vitrine-orders&#038;status=on-hold', $html );
		self::assertStringContainsString( '1 order on hold', $html );
		set_current_screen( 'front' );
	}
}
