<?php
/**
 * The demo shop's events: an Events page with a calendar, and a few events in the current month.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Calendar\EventMeta;

/**
 * - four events, posts of the "Events" category with the event meta (Vitrine\Calendar\EventMeta)
 *   in the month of the seeding: a tasting every Thursday evening (repeating weekly, with no
 *   end), a four-day summer fair (multi-day), a workshop one afternoon and a closing-down day;
 * - the Events page: the calendar block of those events (posts by vitrine_event_start);
 * - an "Events" link in the header's menu (the block themes' navigation post and the classic
 *   themes' menu that Storefront made).
 * Seeded once (its own marker option), also on demo sites seeded before it existed; after the
 * storefront, whose menu it extends.
 */
final class Events {

	public const OPTION = 'vitrine_demo_events_seeded';

	public const SLUG = 'events';

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return 'Demo events already in place.';
		}
		$month    = current_time( 'Y-m' );
		$term     = term_exists( 'Events', 'category' );
		$term     = is_array( $term ) ? $term : wp_insert_term( 'Events', 'category' );
		$category = is_array( $term ) ? (int) $term['term_id'] : 0;
		$thursday = ( new \DateTimeImmutable( $month . '-01', wp_timezone() ) )->modify( 'first thursday of this month' )->format( 'Y-m-d' );
		$events   = array(
			array( 'Wine tasting evening', 'Every Thursday from half past six: three wines, and the cheese that goes with them.', $thursday . ' 18:30:00', '', 'FREQ=WEEKLY;BYDAY=TH' ),
			array( 'Summer fair', 'Four days of stalls from our makers in the courtyard, from ten to six.', $month . '-10', $month . '-13', '' ),
			array( 'Leather care workshop', 'Bring a bag or a pair of shoes: we show how to clean, feed and polish leather.', $month . '-20 14:00:00', '', '' ),
			array( 'Inventory day: shop closed', 'We count everything once a year. Orders placed today leave tomorrow.', $month . '-26', '', '' ),
		);
		foreach ( $events as list( $title, $text, $start, $end, $repeat ) ) {
			wp_insert_post(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_title'    => $title,
					'post_content'  => "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->",
					'post_category' => array_filter( array( $category ) ),
					'meta_input'    => array_filter(
						array(
							EventMeta::START  => $start,
							EventMeta::END    => $end,
							EventMeta::REPEAT => $repeat,
						)
					),
				)
			);
		}
		$page = vitrine_demo_page(
			'Events',
			self::SLUG,
			"<!-- wp:paragraph -->\n<p>What happens at the shop this month. Choose an event for the details.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:vitrine/calendar {\"align\":\"wide\"} /-->"
		);
		$this->add_to_menus( (string) get_permalink( $page ) );
		update_option( self::OPTION, gmdate( 'c' ), false );
		return 'Demo events: the Events page with a calendar, a weekly tasting and a four-day fair this month.';
	}

	/**
	 * Adds the Events link to the header's menus.
	 *
	 * @param string $url The Events page.
	 */
	private function add_to_menus( string $url ): void {
		$navigation = get_posts(
			array(
				'post_type'   => 'wp_navigation',
				'post_status' => 'publish',
				'title'       => Storefront::MENU,
				'numberposts' => 1,
			)
		);
		if ( array() !== $navigation ) {
			$post = $navigation[0];
			wp_update_post(
				array(
					'ID'           => $post->ID,
					'post_content' => $post->post_content . sprintf(
						"<!-- wp:navigation-link %s /-->\n",
						wp_json_encode(
							array(
								'label'          => 'Events',
								'url'            => $url,
								'kind'           => 'custom',
								'isTopLevelLink' => true,
							)
						)
					),
				)
			);
		}
		$menu = wp_get_nav_menu_object( Storefront::MENU );
		if ( $menu instanceof \WP_Term ) {
			wp_update_nav_menu_item(
				$menu->term_id,
				0,
				array(
					'menu-item-title'  => 'Events',
					'menu-item-url'    => $url,
					'menu-item-type'   => 'custom',
					'menu-item-status' => 'publish',
				)
			);
		}
	}
}
