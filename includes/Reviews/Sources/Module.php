<?php
/**
 * Reviews: the sources part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Adds the sources part's hooks.
 */
final class Module implements \Vitrine\Module {

	public function __construct( Settings $settings, RestApi $rest, ReviewRepository $reviews, SourceRepository $sources, Refresher $refresher ) {
	}

	public function register(): void {
	}
}
