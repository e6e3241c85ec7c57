<?php
/**
 * The checkout form's hidden attribution inputs.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Attribution;

use Vitrine\Checkout\OrderAttribution;

/**
 * Renders, empty, one hidden input a field, named with the checkout's attribution prefix, in a
 * box the attribution bundle finds ([data-vitrine-attribution]) and fills from the cookies. Empty
 * in the HTML, so a page cache never serves one visitor's origin to another.
 */
final class CheckoutInputs {

	/** The fields, in the order of the inputs (src/attribution/capture.ts orderFields()). */
	public const FIELDS = array(
		'source_type',
		'referrer',
		'utm_source',
		'utm_medium',
		'utm_campaign',
		'utm_content',
		'utm_term',
		'utm_id',
		'utm_source_platform',
		'utm_creative_format',
		'utm_marketing_tactic',
		'session_entry',
		'session_start_time',
		'session_pages',
		'session_count',
		'user_agent',
	);

	public function html(): string {
		$html = '<span data-vitrine-attribution hidden>';
		foreach ( self::FIELDS as $field ) {
			$html .= '<input type="hidden" name="' . esc_attr( OrderAttribution::FORM_PREFIX . $field ) . '" value="" />';
		}
		return $html . '</span>';
	}
}
