<?php
/**
 * Error notices of the checkout.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

/**
 * One list of messages; a message about a field carries the field's name in data-id, which the
 * checkout script reads to show it inline by the field as well (spec: "Inline field errors come
 * from messages carrying a data-id").
 */
final class CheckoutNotices {

	/**
	 * @param array<string, string> $fields   Field name => message.
	 * @param list<string>          $messages General messages.
	 * @return string HTML, '' when there is nothing to say.
	 */
	public static function errors( array $fields, array $messages ): string {
		if ( array() === $fields && array() === $messages ) {
			return '';
		}
		$items = '';
		foreach ( $fields as $name => $message ) {
			$items .= sprintf(
				'<li data-id="%1$s"><a href="#%1$s">%2$s</a></li>',
				esc_attr( $name ),
				esc_html( $message )
			);
		}
		foreach ( $messages as $message ) {
			$items .= '<li>' . esc_html( $message ) . '</li>';
		}
		// The list inside the alert: a list given role="alert" is no longer a list, and its items
		// would be orphans to assistive technology.
		return '<div class="vitrine-notice vitrine-notice--error" role="alert" tabindex="-1"><ul class="vitrine-notice__list">' . $items . '</ul></div>';
	}

	/**
	 * A confirmation (a coupon applied, say).
	 */
	public static function success( string $message ): string {
		return '<div class="vitrine-notice vitrine-notice--success" role="status" tabindex="-1">' . esc_html( $message ) . '</div>';
	}
}
