<?php
/**
 * The my-account page's navigation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountPages;
use Vitrine\Account\SavedPaymentMethods;

/**
 * A <nav> landmark with its own name and a list of the sections; the current section's link has
 * aria-current="page" (Orders while one order is shown, Payment methods while adding one).
 * Log out is the last item.
 */
final class AccountNavigation {

	public const LOGOUT = 'logout';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly SavedPaymentMethods $payment_methods,
	) {
	}

	/**
	 * The sections, key => label: AccountPages endpoints, 'dashboard' and 'logout'.
	 *
	 * @return array<string, string>
	 */
	public function items(): array {
		$items = array(
			AccountPages::DASHBOARD       => __( 'Dashboard', 'vitrine' ),
			AccountPages::ORDERS          => __( 'Orders', 'vitrine' ),
			AccountPages::EDIT_ADDRESS    => __( 'Addresses', 'vitrine' ),
			AccountPages::PAYMENT_METHODS => __( 'Payment methods', 'vitrine' ),
			AccountPages::EDIT_ACCOUNT    => __( 'Account details', 'vitrine' ),
			self::LOGOUT                  => __( 'Log out', 'vitrine' ),
		);
		if ( ! $this->payment_methods->any_gateway_saves_methods() ) {
			// As in the reference shop: without a gateway that saves methods there is nothing to list.
			unset( $items[ AccountPages::PAYMENT_METHODS ] );
		}
		/**
		 * Filters the sections of the my-account navigation: relabel, reorder or remove them.
		 * Keys are the page's endpoints (AccountPages::ENDPOINTS), 'dashboard' and 'logout';
		 * other keys are left out, since the page has no content for them.
		 *
		 * @param array<string, string> $items Key => label.
		 */
		$filtered = apply_filters( 'vitrine_account_menu_items', $items );
		$known    = array_merge( array( AccountPages::DASHBOARD, self::LOGOUT ), AccountPages::ENDPOINTS );
		$clean    = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $key => $label ) {
			if ( in_array( $key, $known, true ) && is_string( $label ) && '' !== $label ) {
				$clean[ $key ] = $label;
			}
		}
		return $clean;
	}

	/**
	 * The address of a section.
	 */
	public function url( string $key ): string {
		if ( self::LOGOUT === $key ) {
			return wp_logout_url( $this->pages->url() );
		}
		return $this->pages->endpoint_url( $key );
	}

	/**
	 * The navigation's markup. Escaped.
	 *
	 * @param string $current The current section (an endpoint or 'dashboard').
	 */
	public function render( string $current ): string {
		// One order is part of Orders, adding a method part of Payment methods (as in the reference shop).
		$section = match ( $current ) {
			AccountPages::VIEW_ORDER         => AccountPages::ORDERS,
			AccountPages::ADD_PAYMENT_METHOD => AccountPages::PAYMENT_METHODS,
			default                          => $current,
		};
		$html = '<nav class="vitrine-account-navigation" aria-label="' . esc_attr__( 'Account pages', 'vitrine' ) . '"><ul>';
		foreach ( $this->items() as $key => $label ) {
			$is_current = $key === $section;
			$html      .= sprintf(
				'<li class="vitrine-account-navigation__item vitrine-account-navigation__item--%1$s%2$s"><a href="%3$s"%4$s>%5$s</a></li>',
				esc_attr( $key ),
				$is_current ? ' is-active' : '',
				esc_url( $this->url( $key ) ),
				$is_current ? ' aria-current="page"' : '',
				esc_html( $label )
			);
		}
		return $html . '</ul></nav>';
	}
}
