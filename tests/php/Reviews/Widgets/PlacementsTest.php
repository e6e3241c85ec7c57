<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Widgets;

use Vitrine\Reviews\Widgets\ClassicWidget;
use Vitrine\Reviews\Widgets\ReviewsBlock;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/WidgetFixtures.php';

/**
 * A widget is placed by the vitrine/reviews block, the [vitrine_reviews] shortcode or the
 * classic widget, and all three give the same markup; a widget that does not exist renders
 * nothing for visitors and a note for those who can fix it.
 */
final class PlacementsTest extends TestCase {

	use WidgetFixtures;

	/**
	 * The markup with the ids each rendering numbers on its own (several widgets on one page)
	 * blanked out.
	 */
	private function without_ids( string $html ): string {
		$html = (string) preg_replace( '/\s(id|aria-controls|aria-labelledby|aria-describedby|for)="[^"]*"/', ' $1=""', $html );
		return (string) preg_replace( '/#vitrine-reviews-\d+-\d+/', '#vitrine-reviews', $html );
	}

	public function test_the_block_is_registered_from_its_built_block_json(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( ReviewsBlock::NAME );

		self::assertNotNull( $type, 'npm run build makes build/blocks/reviews/block.json.' );
		self::assertSame( 0, $type->attributes['widgetId']['default'] );
		self::assertTrue( $type->is_dynamic() );
	}

	public function test_the_block_renders_the_shortcodes_markup_in_its_wrapper(): void {
		$fixture = $this->source_with_reviews( 4 );
		foreach ( array( 'list', 'grid', 'slider', 'badge', 'flash', 'tag' ) as $layout ) {
			$widget = $this->stored_widget(
				array(
					'layout'     => $layout,
					'badge_mode' => 'inline',
					'sources'    => array( $fixture['source'] ),
				),
				ucfirst( $layout ) . ' reviews'
			);

			$shortcode = do_shortcode( '[vitrine_reviews id="' . $widget . '"]' );
			$block     = do_blocks( '<!-- wp:vitrine/reviews {"widgetId":' . $widget . ',"align":"wide"} /-->' );

			self::assertNotSame( '', $shortcode, $layout );
			if ( ! in_array( $layout, array( 'badge', 'tag' ), true ) ) {
				self::assertStringContainsString( 'Reviewer 1', $shortcode, $layout ); // A badge and a tag show the rating; their reviews load on opening.
			}
			self::assertMatchesRegularExpression( '/^<div class="([^"]*\s)?wp-block-vitrine-reviews(\s[^"]*)?">/', $block, $layout );
			self::assertMatchesRegularExpression( '/^<div class="([^"]*\s)?alignwide(\s[^"]*)?">/', $block, $layout );
			self::assertStringEndsWith( '</div>', $block );
			$inner = (string) preg_replace( '/^<div [^>]*>|<\/div>$/', '', $block );
			self::assertSame( $this->without_ids( $shortcode ), $this->without_ids( $inner ), $layout );
		}
	}

	public function test_a_missing_widget_renders_nothing_for_visitors_and_a_note_for_admins(): void {
		$deleted = $this->stored_widget();
		wp_delete_post( $deleted, true );

		foreach ( array( '[vitrine_reviews id="' . $deleted . '"]', '[vitrine_reviews id="abc"]', '[vitrine_reviews]' ) as $shortcode ) {
			self::assertSame( '', do_shortcode( $shortcode ), $shortcode );
		}
		self::assertSame( '', do_blocks( '<!-- wp:vitrine/reviews {"widgetId":' . $deleted . '} /-->' ) );
		self::assertSame( '', do_blocks( '<!-- wp:vitrine/reviews /-->' ), 'No widget chosen yet.' );

		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertSame( '', do_shortcode( '[vitrine_reviews id="' . $deleted . '"]' ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$note = do_shortcode( '[vitrine_reviews id="' . $deleted . '"]' );
		self::assertStringContainsString( 'vitrine-reviews-missing', $note );
		self::assertStringContainsString( 'no longer exists', $note );
		self::assertStringContainsString( 'vitrine-reviews-missing', do_blocks( '<!-- wp:vitrine/reviews {"widgetId":' . $deleted . '} /-->' ) );
		self::assertSame( '', do_blocks( '<!-- wp:vitrine/reviews /-->' ), 'An unchosen block says nothing on the page: the editor prompts for a widget.' );
	}

	public function test_a_widget_without_reviews_renders_nothing(): void {
		$fixture = $this->source_with_reviews( 1 );
		$widget  = $this->stored_widget(
			array(
				'sources'    => array( $fixture['source'] ),
				'min_rating' => 5,
			)
		);
		$this->assertSame( '', do_shortcode( '[vitrine_reviews id="' . $widget . '"]' ), 'Reviewer 1 is rated 4.' );
		$this->assertSame( '', do_blocks( '<!-- wp:vitrine/reviews {"widgetId":' . $widget . '} /-->' ) );
	}

	public function test_the_classic_widget_shows_the_widget_with_its_title(): void {
		$fixture = $this->source_with_reviews( 2 );
		$widget  = $this->stored_widget( array( 'sources' => array( $fixture['source'] ) ) );
		$classic = new ClassicWidget();
		$area    = array(
			'before_widget' => '<section class="widget">',
			'after_widget'  => '</section>',
			'before_title'  => '<h2 class="widget-title">',
			'after_title'   => '</h2>',
		);

		ob_start();
		$classic->widget(
			$area,
			$classic->update(
				array(
					'title'     => 'What <em>guests</em> say',
					'widget_id' => (string) $widget,
				),
				array()
			)
		);
		$html = (string) ob_get_clean();

		self::assertStringStartsWith( '<section class="widget"><h2 class="widget-title">What guests say</h2>', $html );
		self::assertStringContainsString( 'Reviewer 2', $html );
		self::assertStringEndsWith( '</section>', $html );

		ob_start();
		$classic->widget( $area, array( 'widget_id' => 999999 ) );
		self::assertSame( '', ob_get_clean(), 'A missing widget leaves no empty box in the sidebar.' );

		ob_start();
		$classic->form( array( 'widget_id' => $widget ) );
		$form = (string) ob_get_clean();
		self::assertMatchesRegularExpression( '/<option value="' . $widget . '" selected=\'selected\'>Home page reviews<\/option>/', $form );
	}
}
