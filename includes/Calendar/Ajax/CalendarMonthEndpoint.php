<?php
/**
 * POST ?vitrine-ajax=calendar_month: month, settings, post.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar\Ajax;

use Vitrine\Calendar\CalendarBlock;
use Vitrine\Calendar\CalendarError;
use Vitrine\Calendar\CalendarRenderer;
use Vitrine\Calendar\CalendarSettings;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Errors\ErrorKind;

/**
 * Another month of a calendar (spec, section 7: month, settings, post; the answer's content).
 * Read-only and the same for every visitor, so it needs no nonce and works on page-cached pages.
 * The settings are the ones the page carries, signed by the server: any other answer 403, so the
 * browser can neither widen the query (private or draft posts, another post type, a protected
 * meta) nor change the cache rules.
 */
final class CalendarMonthEndpoint implements AjaxEndpoint {

	public function __construct( private readonly CalendarRenderer $renderer ) {
	}

	public function name(): string {
		return 'calendar_month';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array(
			'month'    => array(
				'type'     => 'string',
				'pattern'  => '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$',
				'required' => true,
			),
			'settings' => array(
				'type'      => 'string',
				'maxLength' => 2000,
				'required'  => true,
			),
			'post'     => array(
				'type'    => 'integer',
				'minimum' => 0,
				'default' => 0,
			),
			'instance' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
				'default' => 1,
			),
		);
	}

	public function handle( array $args ): array {
		$settings = CalendarSettings::from_signed( (string) $args['settings'] );
		$post_id  = (int) $args['post'];
		$base     = home_url( '/' );
		if ( $post_id > 0 ) {
			$post = get_post( $post_id );
			if ( null === $post || ( ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post_id ) ) ) {
				throw new CalendarError( 'vitrine_calendar_unknown_post', __( 'There is no such page.', 'vitrine' ), ErrorKind::NOT_FOUND );
			}
			$base = (string) get_permalink( $post );
		}
		$month    = (string) $args['month'];
		$instance = (int) $args['instance'];
		$param    = CalendarBlock::param( $instance );
		return array(
			'content' => $this->renderer->month( $settings, $month, 'vitrine-calendar-' . $instance, static fn ( string $to ): string => add_query_arg( $param, $to, $base ) ),
			'month'   => $month,
		);
	}
}
