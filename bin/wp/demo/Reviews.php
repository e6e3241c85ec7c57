<?php
/**
 * The demo shop's customer reviews: a source, its reviews and a widget of each layout.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;

/**
 * Without network, so no Google, Facebook or Yelp source: one source of reviews added by hand
 * (provider `manual`, which no schedule refreshes), holding the reviews written for the demo
 * in bin/wp/demo/reviews.json, and six widgets, one per layout, on the "Reviews" page
 * (/reviews/): badge (inline, at the top), slider, grid, list (placed with the
 * shortcode, with "show more" and "read more"), and the flash card and rating tag in the
 * window's corners. Every step finds what an earlier run made (the source by name, reviews by
 * external id, widgets by title, the page by slug), so a run after a partial one completes it;
 * a marker option skips the whole seed once it is done.
 */
final class Reviews {

	public const OPTION = 'vitrine_demo_reviews_seeded';

	public const SOURCE_NAME = 'Vitrine demo shop';

	public const PAGE_SLUG = 'reviews';

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return 'Demo reviews already in place.';
		}
		$leave  = vitrine_demo_page( 'Leave a review', 'leave-a-review', "<!-- wp:paragraph -->\n<p>In a real shop this link opens your Google, Facebook or Yelp review form in a small window. This is the demo: thank you for thinking of it!</p>\n<!-- /wp:paragraph -->" );
		$source = $this->source( (string) get_permalink( $leave ) );
		$added  = $this->reviews( $source );

		// The leave-a-review link names the provider ("Review us on Google"); a manual source has none.
		$common  = array(
			'sources' => array( $source ),
			'text'    => array(
				'm1' => '{rating} out of 5, based on {count} reviews',
				'm2' => 'Tell us how we did',
			),
		);
		$widgets = array(
			'badge'  => $this->widget(
				'Demo: rating badge',
				$common + array(
					'layout'     => 'badge',
					'badge_mode' => 'inline',
				)
			),
			'slider' => $this->widget(
				'Demo: slider',
				$common + array(
					'layout'   => 'slider',
					'count'    => 3,
					'autoplay' => true,
					'speed'    => 6,
				)
			),
			'grid'   => $this->widget(
				'Demo: best reviews grid',
				$common + array(
					'layout'      => 'grid',
					'count'       => 3,
					'min_rating'  => 4,
					'sort'        => 'highest',
					'max_reviews' => 6,
					'pagination'  => 0,
				)
			),
			'list'   => $this->widget(
				'Demo: all reviews',
				$common + array(
					'layout'     => 'list',
					'pagination' => 4,
					'text_size'  => 90,
				)
			),
			'flash'  => $this->widget(
				'Demo: flash card',
				$common + array(
					'layout'         => 'flash',
					'min_rating'     => 4,
					'flash_position' => 'bottom-left',
				)
			),
			'tag'    => $this->widget(
				'Demo: rating tag',
				$common + array(
					'layout'       => 'tag',
					'tag_position' => 'bottom-right',
					'tag_popup'    => 2,
				)
			),
		);

		$block   = static fn ( int $id ): string => '<!-- wp:vitrine/reviews {"widgetId":' . $id . '} /-->';
		$heading = static fn ( string $text ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->";
		$text    = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->";
		$content = implode(
			"\n\n",
			array(
				$text( 'Every reviews widget Vitrine has, each one made in Vitrine > Reviews > Widgets and placed here with the Customer reviews block (the list with the [vitrine_reviews] shortcode). The reviews were added by hand, as a shop without a Google, Facebook or Yelp connection would.' ),
				$block( $widgets['badge'] ),
				$heading( 'Recent reviews' ),
				$block( $widgets['slider'] ),
				$heading( 'Our best reviews' ),
				$block( $widgets['grid'] ),
				$heading( 'All reviews' ),
				"<!-- wp:shortcode -->\n[vitrine_reviews id=\"" . $widgets['list'] . "\"]\n<!-- /wp:shortcode -->",
				$text( 'Watch the bottom corners of the window: a flash card cycles through the reviews, and the rating tag opens a sidebar of them.' ),
				$block( $widgets['flash'] ),
				$block( $widgets['tag'] ),
			)
		);
		$page    = vitrine_demo_page( 'Reviews', self::PAGE_SLUG, $content );
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => $content,
			)
		);

		update_option( self::OPTION, gmdate( 'c' ), false );
		return sprintf( 'Demo reviews created: %d reviews, %d widgets, page %s.', $added, count( $widgets ), (string) get_permalink( $page ) );
	}

	/**
	 * The demo source, made once.
	 *
	 * @param string $write_review_url Where its "leave a review" link goes.
	 */
	private function source( string $write_review_url ): int {
		$sources = new SourceRepository();
		foreach ( $sources->all() as $source ) {
			if ( 'manual' === $source->provider && self::SOURCE_NAME === $source->name ) {
				return $source->id;
			}
		}
		$id = $sources->create(
			array(
				'provider'         => 'manual',
				'name'             => self::SOURCE_NAME,
				'external_ref'     => '',
				'profile_url'      => home_url( '/' . self::PAGE_SLUG . '/' ),
				'write_review_url' => $write_review_url,
				'status'           => 'connected',
			)
		);
		if ( ! $sources->find( $id ) instanceof Source ) {
			throw new \RuntimeException( 'The demo review source could not be stored.' );
		}
		return $id;
	}

	/**
	 * The reviews of bin/wp/demo/reviews.json, stored once by their external ids.
	 *
	 * @return int How many were new.
	 */
	private function reviews( int $source ): int {
		$file = (string) file_get_contents( __DIR__ . '/reviews.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$data = json_decode( $file, true );
		if ( ! is_array( $data ) || ! is_array( $data['reviews'] ?? null ) ) {
			throw new \RuntimeException( 'bin/wp/demo/reviews.json is not a list of reviews.' );
		}
		$rows = array();
		foreach ( $data['reviews'] as $review ) {
			$rows[] = array(
				'external_id' => (string) $review['external_id'],
				'author_name' => (string) $review['author_name'],
				'time'        => (int) strtotime( (string) $review['time'] ),
				'rating'      => (float) $review['rating'],
				'text'        => (string) $review['text'],
				'reply'       => (string) ( $review['reply'] ?? '' ),
				'language'    => (string) ( $review['language'] ?? 'en' ),
			);
		}
		return ( new ReviewRepository() )->upsert_many( $source, 'manual', $rows )['added'];
	}

	/**
	 * A widget by its title, made or brought to these options.
	 *
	 * @param string               $title   Its name.
	 * @param array<string, mixed> $options Options over the defaults.
	 */
	private function widget( string $title, array $options ): int {
		$clean = ( new WidgetOptions( new SourceRepository() ) )->validate( $options );
		if ( is_wp_error( $clean ) ) {
			throw new \RuntimeException( 'Demo widget options were refused: ' . wp_json_encode( $clean->get_error_data() ) );
		}
		$widgets  = new WidgetRepository();
		$existing = 0;
		foreach ( $widgets->all() as $widget ) {
			if ( $title === $widget->title ) {
				$existing = $widget->id;
				break;
			}
		}
		$id = $widgets->save( $existing, $title, $clean );
		if ( 0 === $id ) {
			throw new \RuntimeException( 'The demo widget "' . $title . '" could not be stored.' );
		}
		return $id;
	}
}
