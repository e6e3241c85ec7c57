<?php
/**
 * Copies of avatars that were stored without one (see docs/reviews.md, "Image cache").
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Reviews\Storage\ReviewRepository;

/**
 * Imported reviews carry their avatars' addresses but the import downloads nothing (a file of
 * thousands of rows would wait on thousands of downloads). This job copies them onto the site
 * soon after an import, and again at each scheduled refresh for those that failed, so that a
 * widget never loads an image from a third party.
 */
final class AvatarCopies {

	/** The single event scheduled after an import. */
	public const HOOK = 'vitrine_reviews_copy_avatars';

	/** Reviews looked at in one run; the rest wait for the next. */
	public const BATCH = 200;

	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly ImageCache $images,
	) {
	}

	/**
	 * Runs the job in a moment, in its own request (WP-Cron), once however many imports ask.
	 */
	public function schedule_soon(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Copies what it can within the image cache's time for one batch.
	 *
	 * @return int Avatars copied.
	 */
	public function copy(): int {
		$this->images->start_batch();
		$copied = 0;
		foreach ( $this->reviews->avatars_to_copy( self::BATCH ) as $pending ) {
			$local = $this->images->local_url( $pending['source'] );
			$this->reviews->set_avatar( $pending['id'], $local );
			if ( '' !== $local ) {
				++$copied;
			}
		}
		return $copied;
	}
}
