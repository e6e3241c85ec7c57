<?php
/**
 * A state-changing request that a browser sent from another site.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * Thrown by CrossSiteGuard; answered 403 (ErrorMapper) by the REST base, the ajax router and,
 * as a page, by the form handlers.
 */
final class CrossSiteRequest extends DomainError {

	public const CODE = 'vitrine_cross_site_request';

	public function __construct() {
		parent::__construct(
			self::CODE,
			__( 'This request was sent from another website, so it was refused to protect your account and your cart. Go back to the shop, reload the page and try again.', 'vitrine' ),
			ErrorKind::FORBIDDEN
		);
	}
}
