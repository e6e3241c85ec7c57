<?php
/**
 * Term counts on a product's save.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use WP_Post;

/**
 * WordPress recounts every term of a post on each save (`_update_term_count_on_transition_post_status`
 * on transition_post_status), even when the status stays what it was. A term's count is the
 * number of its published objects, so that recount can only change something when the status
 * changes: a change of terms is counted by `wp_set_object_terms()` itself. At 50,000 products
 * the recount of a category of 16,000 read 16,000 rows on every save of any of them.
 *
 * For products and variations whose status did not change the recount is skipped; every other
 * save goes through WordPress's own function, as before.
 */
final class TermCounts {

	private const CORE_CALLBACK = '_update_term_count_on_transition_post_status';

	public static function register(): void {
		// Only where WordPress's callback is there to replace (another plugin may have removed it).
		if ( remove_action( 'transition_post_status', self::CORE_CALLBACK, 10 ) ) {
			add_action( 'transition_post_status', array( self::class, 'on_status_change' ), 10, 3 );
		}
	}

	/**
	 * @param string  $new_status The status saved.
	 * @param string  $old_status The status before.
	 * @param WP_Post $post       The post.
	 */
	public static function on_status_change( string $new_status, string $old_status, WP_Post $post ): void {
		if ( $new_status === $old_status && in_array( $post->post_type, array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
			return;
		}
		_update_term_count_on_transition_post_status( $new_status, $old_status, $post );
	}
}
