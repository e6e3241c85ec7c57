<?php
/**
 * The first-run setup: whether the shop still needs it, and running it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup;

use Vitrine\Account\AccountPages;
use Vitrine\CartUi\CartPage;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Settings\Settings;
use Vitrine\Tax\Countries;
use WP_Post;

/**
 * A fresh install has no cart, checkout or account page and a country and currency nobody
 * chose. The setup is needed while the admin has neither finished nor dismissed it and one of
 * those pages is not set to an existing page: a site upgraded from a version without the setup,
 * whose pages are set, never meets it.
 *
 * Running it validates the country and the currency against the lists the settings accept,
 * creates only the pages that are missing (a published page at the slug that already shows the
 * shortcode or the block is used instead: never a duplicate), then saves the settings and marks
 * the setup done. When a page cannot be created or the settings refuse a value, the pages made
 * so far are deleted and nothing is saved. Posts are not rolled back with a database
 * transaction: wp_insert_post() writes caches and fires hooks that would outlive it.
 *
 * The shop itself is the product archive (/shop/), which needs no page.
 */
final class ShopSetup {

	/** Whether the admin finished (done) or dismissed the setup; absent while neither. */
	public const STATE_OPTION = 'vitrine_setup_state';

	public const DONE      = 'done';
	public const DISMISSED = 'dismissed';

	/** A country whose locale names it pays in this currency, when the settings offer it. */
	private const CURRENCY_OF_COUNTRY = array(
		'AD' => 'EUR',
		'AT' => 'EUR',
		'BE' => 'EUR',
		'CY' => 'EUR',
		'DE' => 'EUR',
		'EE' => 'EUR',
		'ES' => 'EUR',
		'FI' => 'EUR',
		'FR' => 'EUR',
		'GR' => 'EUR',
		'HR' => 'EUR',
		'IE' => 'EUR',
		'IT' => 'EUR',
		'LT' => 'EUR',
		'LU' => 'EUR',
		'LV' => 'EUR',
		'MC' => 'EUR',
		'ME' => 'EUR',
		'MT' => 'EUR',
		'NL' => 'EUR',
		'PT' => 'EUR',
		'SI' => 'EUR',
		'SK' => 'EUR',
		'SM' => 'EUR',
		'VA' => 'EUR',
		'US' => 'USD',
		'GB' => 'GBP',
		'CH' => 'CHF',
		'LI' => 'CHF',
		'JP' => 'JPY',
		'SE' => 'SEK',
		'DK' => 'DKK',
		'FO' => 'DKK',
		'GL' => 'DKK',
		'NO' => 'NOK',
		'PL' => 'PLN',
		'CA' => 'CAD',
		'AU' => 'AUD',
		'BH' => 'BHD',
		'JO' => 'JOD',
		'KW' => 'KWD',
		'OM' => 'OMR',
		'TN' => 'TND',
	);

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * The pages the shop needs, in the order the setup lists them.
	 *
	 * @return list<ShopPage>
	 */
	public function pages(): array {
		$cart = "<!-- wp:shortcode -->\n[" . CartPage::SHORTCODE . "]\n<!-- /wp:shortcode -->";
		return array(
			// Wide, as in the demo shop: the items and the totals box side by side.
			new ShopPage(
				'cart_page_id',
				__( 'Cart', 'vitrine' ),
				_x( 'cart', 'the cart page’s slug', 'vitrine' ),
				"<!-- wp:group {\"align\":\"wide\",\"layout\":{\"type\":\"default\"}} -->\n<div class=\"wp-block-group alignwide\">" . $cart . "</div>\n<!-- /wp:group -->",
				CartPage::SHORTCODE,
				'vitrine/cart'
			),
			new ShopPage(
				'checkout_page_id',
				__( 'Checkout', 'vitrine' ),
				_x( 'checkout', 'the checkout page’s slug', 'vitrine' ),
				'<!-- wp:vitrine/checkout {"align":"wide"} /-->',
				CheckoutPages::SHORTCODE,
				'vitrine/checkout'
			),
			new ShopPage(
				'myaccount_page_id',
				__( 'My account', 'vitrine' ),
				_x( 'my-account', 'the account page’s slug', 'vitrine' ),
				'<!-- wp:vitrine/my-account /-->',
				AccountPages::SHORTCODE,
				'vitrine/my-account'
			),
		);
	}

	/**
	 * Whether the admin should still be led to the setup.
	 */
	public function is_needed(): bool {
		if ( in_array( get_option( self::STATE_OPTION ), array( self::DONE, self::DISMISSED ), true ) ) {
			return false;
		}
		foreach ( $this->pages() as $page ) {
			if ( null === $this->set_page( $page ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The admin chose not to run the setup: it is not offered again on this site.
	 */
	public function dismiss(): void {
		update_option( self::STATE_OPTION, self::DISMISSED );
	}

	/**
	 * The page that shows this one today: the one its setting names, or a published page at its
	 * slug that shows its shortcode or block; null when the setup would create it.
	 */
	public function existing_page( ShopPage $page ): ?WP_Post {
		$set = $this->set_page( $page );
		if ( null !== $set ) {
			return $set;
		}
		$at_slug = get_page_by_path( $page->slug );
		return $at_slug instanceof WP_Post && 'publish' === $at_slug->post_status && $page->shown_by( $at_slug ) ? $at_slug : null;
	}

	/**
	 * The country the form offers first: the one of the site's locale (de_DE: DE), else the
	 * country already set.
	 */
	public function default_country(): string {
		$parts = explode( '_', get_locale() );
		$code  = strtoupper( $parts[1] ?? '' );
		return Countries::is_known( $code ) ? $code : (string) $this->settings->get( 'store_country' );
	}

	/**
	 * The currency the form offers first for a country: the country's own when the settings offer
	 * it, else the currency already set.
	 */
	public function default_currency( string $country ): string {
		$currency = self::CURRENCY_OF_COUNTRY[ $country ] ?? '';
		return in_array( $currency, PriceFormatter::currencies(), true ) ? $currency : (string) $this->settings->get( 'currency' );
	}

	/**
	 * Runs the setup.
	 *
	 * @param string $country  ISO 3166-1 code, such as DE.
	 * @param string $currency ISO 4217 code the settings offer, such as EUR.
	 * @return array<string, array{id: int, created: bool}> Setting => the page and whether it was made now.
	 * @throws SetupError When a choice is refused (invalid) or a page cannot be made (failed).
	 */
	public function run( string $country, string $currency ): array {
		$errors = array();
		if ( ! Countries::is_known( $country ) ) {
			$errors['country'] = __( 'Choose your shop’s country from the list.', 'vitrine' );
		}
		if ( ! in_array( $currency, PriceFormatter::currencies(), true ) ) {
			$errors['currency'] = __( 'Choose a currency from the list.', 'vitrine' );
		}
		if ( array() !== $errors ) {
			throw new SetupError( 'vitrine_setup_invalid', __( 'The shop was not set up.', 'vitrine' ), ErrorKind::INVALID, array( 'params' => $errors ) );
		}

		$result  = array();
		$created = array();
		foreach ( $this->pages() as $page ) {
			$existing = $this->existing_page( $page );
			if ( null !== $existing ) {
				$result[ $page->setting ] = array(
					'id'      => $existing->ID,
					'created' => false,
				);
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $page->title,
					'post_name'    => $page->slug,
					'post_content' => $page->content,
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				$this->remove( $created );
				throw new SetupError(
					'vitrine_setup_page_failed',
					sprintf(
						/* translators: 1: the page's title, such as Checkout; 2: WordPress's reason. */
						__( 'The %1$s page could not be created (%2$s). Nothing was changed: try again.', 'vitrine' ),
						$page->title,
						$id->get_error_message()
					),
					ErrorKind::FAILED
				);
			}
			$created[]                = $id;
			$result[ $page->setting ] = array(
				'id'      => $id,
				'created' => true,
			);
		}

		$saved = $this->settings->update(
			array_map( static fn ( array $page ): int => $page['id'], $result ) + array(
				'store_country' => $country,
				'currency'      => $currency,
			)
		);
		if ( is_wp_error( $saved ) ) {
			$this->remove( $created );
			throw new SetupError( 'vitrine_setup_invalid', $saved->get_error_message(), ErrorKind::INVALID );
		}
		update_option( self::STATE_OPTION, self::DONE );
		return $result;
	}

	/**
	 * The page the setting names, when it is a page that still exists (not in the trash).
	 */
	private function set_page( ShopPage $page ): ?WP_Post {
		$id   = (int) $this->settings->get( $page->setting );
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && 'page' === $post->post_type && 'trash' !== $post->post_status ? $post : null;
	}

	/**
	 * Deletes the pages made by a run that failed.
	 *
	 * @param list<int> $ids Their ids.
	 */
	private function remove( array $ids ): void {
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
	}
}
