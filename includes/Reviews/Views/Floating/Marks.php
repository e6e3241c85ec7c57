<?php
/**
 * The small pictures of the floating widgets: stars and provider marks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views\Floating;

/**
 * Stars and provider marks as inline SVG, hidden from screen readers: the text beside them
 * (the rating, the provider's name) says the same in words.
 */
final class Marks {

	/** The providers' names as a visitor reads them; translated where they are not brands. */
	public static function provider_label( string $provider ): string {
		switch ( $provider ) {
			case 'google':
				return 'Google';
			case 'facebook':
				return 'Facebook';
			case 'yelp':
				return 'Yelp';
			case 'shop':
				return __( 'Our shop', 'vitrine' );
			default:
				return __( 'Customer reviews', 'vitrine' );
		}
	}

	/**
	 * A provider's mark: its initial on the provider's colour (not the trademarked logo).
	 * Every colour carries white text at 4.5:1 or more.
	 */
	public static function provider_mark( string $provider ): string {
		$colours = array(
			'google'   => '#1a73e8',
			'facebook' => '#1877f2',
			'yelp'     => '#d32323',
			'shop'     => '#1e1e1e',
		);
		$colour  = $colours[ $provider ] ?? '#1e1e1e';
		$initial = 'shop' === $provider || ! isset( $colours[ $provider ] ) ? '★' : strtoupper( $provider[0] );
		return sprintf(
			'<svg class="vitrine-provider-logo vitrine-provider-logo--%1$s" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="10" fill="%2$s"/><text x="10" y="14.5" text-anchor="middle" font-size="13" font-family="Arial, sans-serif" font-weight="700" fill="#fff">%3$s</text></svg>',
			esc_attr( sanitize_html_class( $provider ) ),
			esc_attr( $colour ),
			esc_html( $initial )
		);
	}

	/**
	 * Five stars for a rating, with the spec's half-star rounding (section 5): a fraction
	 * under 0.25 rounds down, from 0.25 to under 0.75 is a half star, from 0.75 rounds up.
	 * The same rule as src/reviews/stars.ts.
	 *
	 * @return list<string> Five states: full, half or empty.
	 */
	public static function star_states( float $rating ): array {
		$value    = max( 0.0, min( 5.0, $rating ) );
		$whole    = (int) floor( $value );
		$fraction = $value - $whole;
		$halves   = $whole * 2;
		if ( $fraction >= 0.75 ) {
			$halves += 2;
		} elseif ( $fraction >= 0.25 ) {
			++$halves;
		}
		$states = array();
		for ( $star = 0; $star < 5; $star++ ) {
			if ( $halves >= ( $star + 1 ) * 2 ) {
				$states[] = 'full';
			} elseif ( $halves === $star * 2 + 1 ) {
				$states[] = 'half';
			} else {
				$states[] = 'empty';
			}
		}
		return $states;
	}

	/**
	 * The five stars of a rating, hidden from screen readers.
	 */
	public static function stars( float $rating ): string {
		$path  = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
		$stars = '';
		foreach ( self::star_states( $rating ) as $state ) {
			if ( 'full' === $state ) {
				$inner = '<path d="' . $path . '"/>';
			} elseif ( 'half' === $state ) {
				// The start half filled, the rest outlined; mirrored on right-to-left pages by CSS.
				$inner = '<path d="' . $path . '" fill="none" stroke="currentColor" stroke-width="1.2"/><path class="vitrine-floating-star__half" d="' . $path . '"/>';
			} else {
				$inner = '<path d="' . $path . '" fill="none" stroke="currentColor" stroke-width="1.2"/>';
			}
			$stars .= '<svg class="vitrine-floating-star is-' . $state . '" viewBox="0 0 20 20" aria-hidden="true" focusable="false">' . $inner . '</svg>';
		}
		return '<span class="vitrine-floating-stars" aria-hidden="true">' . $stars . '</span>';
	}
}
