<?php
/**
 * Prices as shoppers read them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Product;
use Vitrine\Core\Settings\Settings;

/**
 * Formats amounts with the store's currency settings, and renders a product's price with the
 * struck-through regular price during a sale (with words for screen readers).
 */
final class PriceFormatter {

	private const SYMBOLS = array(
		'EUR' => '€',
		'USD' => '$',
		'GBP' => '£',
		'CHF' => 'CHF',
		'JPY' => '¥',
		'SEK' => 'kr',
		'DKK' => 'kr.',
		'NOK' => 'kr',
		'PLN' => 'zł',
		'CAD' => '$',
		'AUD' => '$',
		// Currencies of three decimals (set "Decimals" to 3 with them).
		'BHD' => '.د.ب',
		'JOD' => 'د.ا',
		'KWD' => 'د.ك',
		'OMR' => 'ر.ع.',
		'TND' => 'د.ت',
	);

	public function __construct(
		private readonly Settings $settings,
		private readonly ProductRepository $products,
	) {
	}

	/**
	 * The currencies the settings offer.
	 *
	 * @return list<string>
	 */
	public static function currencies(): array {
		return array_keys( self::SYMBOLS );
	}

	public function decimals(): int {
		return (int) $this->settings->get( 'price_decimals' );
	}

	public function currency(): string {
		return (string) $this->settings->get( 'currency' );
	}

	/**
	 * 1250 (minor units) to '€12.50' as plain text.
	 */
	public function format_minor( int $minor ): string {
		$decimals                 = $this->decimals();
		$amount                   = Money::from_minor( $minor, $decimals );
		list( $whole, $fraction ) = array_pad( explode( '.', ltrim( $amount, '-' ), 2 ), 2, '' );
		$whole                    = number_format( (float) $whole, 0, '', (string) $this->settings->get( 'thousand_separator' ) );
		$number                   = ( $minor < 0 ? '-' : '' ) . $whole . ( '' !== $fraction ? (string) $this->settings->get( 'decimal_separator' ) . $fraction : '' );
		$symbol                   = self::SYMBOLS[ $this->currency() ] ?? $this->currency();
		return match ( (string) $this->settings->get( 'currency_position' ) ) {
			'right'       => $number . $symbol,
			'right_space' => $number . "\u{00A0}" . $symbol,
			'left_space'  => $symbol . "\u{00A0}" . $number,
			default       => $symbol . $number,
		};
	}

	/**
	 * '12.5' (a decimal string) to '€12.50'.
	 */
	public function format( string $amount ): string {
		return $this->format_minor( Money::to_minor( $amount, $this->decimals() ) );
	}

	/**
	 * The price markup of a product: a range for a variable product, the struck-through
	 * regular price during a sale. Escaped.
	 */
	public function product_price_html( Product $product ): string {
		$now = time();
		if ( $product->is_variable() ) {
			$prices = array();
			foreach ( $this->products->variations( $product->id ) as $variation ) {
				$price = $variation->is_enabled() ? $variation->prices->active( $now ) : null;
				if ( null !== $price ) {
					$prices[] = Money::to_minor( $price, $this->decimals() );
				}
			}
			if ( array() === $prices ) {
				return '';
			}
			$min = min( $prices );
			$max = max( $prices );
			return '<span class="vitrine-price">' . esc_html(
				$min === $max ? $this->format_minor( $min ) : sprintf(
					/* translators: 1: lowest price, 2: highest price. */
					_x( '%1$s – %2$s', 'price range', 'vitrine' ),
					$this->format_minor( $min ),
					$this->format_minor( $max )
				)
			) . '</span>';
		}
		return $this->prices_html( $product->prices->regular, $product->prices->active( $now ), $product->prices->is_on_sale( $now ) );
	}

	/**
	 * A regular price and the active one. Escaped.
	 */
	public function prices_html( ?string $regular, ?string $active, bool $on_sale ): string {
		if ( null === $active ) {
			return '';
		}
		if ( ! $on_sale || null === $regular ) {
			return '<span class="vitrine-price">' . esc_html( $this->format( $active ) ) . '</span>';
		}
		return sprintf(
			'<span class="vitrine-price vitrine-price--sale"><del aria-hidden="true">%1$s</del> <span class="screen-reader-text">%2$s</span><ins aria-hidden="true">%3$s</ins><span class="screen-reader-text">%4$s</span></span>',
			esc_html( $this->format( $regular ) ),
			/* translators: %s: the regular price. */
			esc_html( sprintf( __( 'Original price was: %s.', 'vitrine' ), $this->format( $regular ) ) ),
			esc_html( $this->format( $active ) ),
			/* translators: %s: the sale price. */
			esc_html( sprintf( __( 'Current price is: %s.', 'vitrine' ), $this->format( $active ) ) )
		);
	}
}
