<?php
/**
 * Why a calendar call was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the calendar_month call (settings that are malformed or not the ones the server
 * signed, a post that cannot be seen). Nothing was changed.
 */
final class CalendarError extends DomainError {
}
