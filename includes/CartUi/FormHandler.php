<?php
/**
 * The cart without JavaScript: add-to-cart links and forms, remove links, the "Update cart" form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\CartService;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Settings\Settings;

/**
 * Runs on wp_loaded, before any output. Each action checks its nonce, goes through the same
 * CartService as the ajax and REST calls, then redirects (post/redirect/get) with a signed notice
 * saying what happened. route() does the work and returns the redirect, so that it can be tested.
 */
final class FormHandler {

	public function __construct(
		private readonly CartService $cart,
		private readonly CartPage $cart_page,
		private readonly Notices $notices,
		private readonly Settings $settings,
		private readonly CrossSiteGuard $cross_site,
		private readonly CartTotals $totals,
	) {
	}

	/**
	 * Handles the current request when it is one of ours, and redirects.
	 */
	public function handle(): void {
		if ( is_admin() ) {
			return; // Shoppers' forms and links lead to front-end pages only.
		}
		$method = strtoupper( sanitize_key( wp_unslash( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) ) );
		// phpcs:ignore WordPress.Security.NonceVerification -- route() verifies each action's nonce.
		$redirect = $this->route( $method, (array) wp_unslash( $_GET ), (array) wp_unslash( $_POST ) );
		if ( null === $redirect ) {
			return;
		}
		nocache_headers();
		wp_safe_redirect( $redirect, 303 );
		exit;
	}

	/**
	 * Does what the request asks and returns where to send the shopper, or null when the request
	 * is none of ours.
	 *
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $query  Query arguments, unslashed.
	 * @param array<string, mixed> $post   Posted fields, unslashed.
	 */
	public function route( string $method, array $query, array $post ): ?string {
		/**
		 * Filters whether the cart's forms and links act on this request; false leaves the
		 * request to the page (coming-soon mode answers it with its own page).
		 *
		 * @param bool $open True.
		 */
		if ( ! apply_filters( 'vitrine_cart_forms_open', true ) ) {
			return null;
		}
		if ( 'POST' === $method && ( isset( $post[ CartPage::UPDATE_FIELD ] ) || isset( $post[ AddToCartButton::ADD_ARG ] ) ) ) {
			$this->cross_site->refuse_cross_site_form();
		}
		if ( 'POST' === $method && isset( $post[ CartPage::UPDATE_FIELD ] ) ) {
			return $this->update_cart( $post );
		}
		if ( 'POST' === $method && null !== self::totals_action( $post ) ) {
			$this->cross_site->refuse_cross_site_form();
			return $this->totals_form( (string) self::totals_action( $post ), $post );
		}
		if ( 'POST' === $method && isset( $post[ AddToCartButton::ADD_ARG ] ) ) {
			return $this->add_to_cart( $post );
		}
		if ( isset( $query[ AddToCartButton::ADD_ARG ] ) ) {
			return $this->add_to_cart( $query );
		}
		if ( isset( $query[ CartPage::REMOVE_ARG ] ) ) {
			return $this->remove_item( $query );
		}
		return null;
	}

	/**
	 * Adds a product: from a listing's link (product id, nonce) or a product page's form (with
	 * quantity, variation_id and attribute_<key> fields).
	 *
	 * @param array<string, mixed> $fields The request's fields.
	 */
	private function add_to_cart( array $fields ): string {
		$product_id = self::int_field( $fields, AddToCartButton::ADD_ARG ) ?? 0;
		// An unpublished product's address is not the shopper's business: they go back home instead.
		$product  = $product_id > 0 && 'publish' === get_post_status( $product_id ) ? get_permalink( $product_id ) : false;
		$fallback = is_string( $product ) ? $product : home_url( '/' );
		if ( ! $this->nonce_ok( $fields, AddToCartButton::NONCE_FIELD, AddToCartButton::NONCE_ACTION ) ) {
			return $this->notices->add_to_url( $fallback, Notices::ERROR, self::expired_message() );
		}

		$quantity = array_key_exists( 'quantity', $fields ) ? self::int_field( $fields, 'quantity' ) : 1;
		if ( null === $quantity ) {
			return $this->notices->add_to_url( $this->back_url( $fallback ), Notices::ERROR, self::quantity_message() );
		}
		$attributes = array();
		foreach ( $fields as $name => $value ) {
			$name = (string) $name;
			if ( str_starts_with( $name, 'attribute_' ) && is_scalar( $value ) ) {
				$attributes[ substr( $name, strlen( 'attribute_' ) ) ] = sanitize_text_field( (string) $value );
			}
		}
		try {
			$item = $this->cart->add_item( $product_id, $quantity, self::int_field( $fields, 'variation_id' ) ?? 0, $attributes );
		} catch ( DomainError $e ) {
			$target = isset( $e->data['product_url'] ) ? (string) $e->data['product_url'] : $this->back_url( $fallback );
			return $this->notices->add_to_url( $target, Notices::ERROR, $e->getMessage() );
		}

		$cart_url = $this->cart_page->url();
		$target   = $this->settings->get( 'cart_redirect_after_add' ) && '' !== $cart_url ? $cart_url : $this->back_url( $fallback );
		return $this->notices->add_to_url( $target, Notices::SUCCESS, AddToCartButton::success_message( $item->name ) . '.' );
	}

	/**
	 * Removes an item (the mini-cart's and the cart page's remove links).
	 *
	 * @param array<string, mixed> $fields The request's fields.
	 */
	private function remove_item( array $fields ): string {
		$back = $this->back_url( '' !== $this->cart_page->url() ? $this->cart_page->url() : home_url( '/' ) );
		if ( ! $this->nonce_ok( $fields, AddToCartButton::NONCE_FIELD, AddToCartButton::NONCE_ACTION ) ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, self::expired_message() );
		}
		$key  = is_scalar( $fields[ CartPage::REMOVE_ARG ] ) ? sanitize_text_field( (string) $fields[ CartPage::REMOVE_ARG ] ) : '';
		$name = '';
		foreach ( $this->cart->get()->items as $item ) {
			if ( $item->key === $key ) {
				$name = $item->name;
			}
		}
		try {
			$this->cart->remove_item( $key );
		} catch ( DomainError $e ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, $e->getMessage() );
		}
		return $this->notices->add_to_url( $back, Notices::SUCCESS, self::removed_message( $name ) );
	}

	/**
	 * Applies the cart form's quantities: 0 removes an item. Each line is one change of its own;
	 * a refused line leaves that line as it was and is reported.
	 *
	 * @param array<string, mixed> $fields The posted fields.
	 */
	private function update_cart( array $fields ): string {
		$back = $this->back_url( '' !== $this->cart_page->url() ? $this->cart_page->url() : home_url( '/' ) );
		if ( ! $this->nonce_ok( $fields, CartPage::UPDATE_NONCE . '-nonce', CartPage::UPDATE_NONCE ) ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, self::expired_message() );
		}
		$posted = is_array( $fields[ CartPage::QUANTITY_NAME ] ?? null ) ? $fields[ CartPage::QUANTITY_NAME ] : array();
		$errors = array();
		foreach ( $this->cart->get()->items as $item ) {
			$line = $posted[ $item->key ] ?? null;
			if ( ! is_array( $line ) || ! array_key_exists( 'qty', $line ) ) {
				continue;
			}
			$quantity = self::int_field( $line, 'qty' );
			if ( null === $quantity || $quantity < 0 ) {
				/* translators: %s: product name. */
				$errors[] = sprintf( __( 'The quantity of “%s” must be a whole number, 0 or more.', 'vitrine' ), $item->name );
				continue;
			}
			if ( $quantity === $item->quantity ) {
				continue;
			}
			try {
				if ( 0 === $quantity ) {
					$this->cart->remove_item( $item->key );
				} else {
					$this->cart->update_item( $item->key, $quantity );
				}
			} catch ( DomainError $e ) {
				$errors[] = $e->getMessage();
			}
		}
		if ( array() !== $errors ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, implode( ' ', $errors ) );
		}
		return $this->notices->add_to_url( $back, Notices::SUCCESS, __( 'Cart updated.', 'vitrine' ) );
	}

	/**
	 * Which of the totals box's forms was posted, if any.
	 *
	 * @param array<string, mixed> $post Posted fields.
	 */
	private static function totals_action( array $post ): ?string {
		foreach ( array( CartPage::APPLY_COUPON, CartPage::REMOVE_COUPON, CartPage::CHOOSE_RATE, CartPage::CALC_SHIPPING ) as $action ) {
			if ( isset( $post[ $action ] ) ) {
				return $action;
			}
		}
		return null;
	}

	/**
	 * The totals box without JavaScript: apply or remove a coupon, choose a rate, say where the
	 * parcel goes. The checkout decides (CartTotals); the refusal is the coupon's own message.
	 *
	 * @param string               $action One of totals_action()'s.
	 * @param array<string, mixed> $fields The posted fields.
	 */
	private function totals_form( string $action, array $fields ): string {
		$back = $this->back_url( '' !== $this->cart_page->url() ? $this->cart_page->url() : home_url( '/' ) );
		if ( ! $this->nonce_ok( $fields, CartPage::TOTALS_NONCE . '-nonce', CartPage::TOTALS_NONCE ) ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, self::expired_message() );
		}
		$text = static fn ( string $name ): string => isset( $fields[ $name ] ) && is_scalar( $fields[ $name ] ) ? sanitize_text_field( (string) $fields[ $name ] ) : '';
		try {
			switch ( $action ) {
				case CartPage::APPLY_COUPON:
					$code = $text( CartPage::COUPON_FIELD );
					if ( '' === $code ) {
						return $this->notices->add_to_url( $back, Notices::ERROR, __( 'Please enter a coupon code.', 'vitrine' ) );
					}
					$this->totals->apply_coupon( $code );
					$message = __( 'Coupon code applied successfully.', 'vitrine' );
					break;
				case CartPage::REMOVE_COUPON:
					$this->totals->remove_coupon( $text( CartPage::REMOVE_COUPON ) );
					$message = __( 'Coupon has been removed.', 'vitrine' );
					break;
				case CartPage::CHOOSE_RATE:
					$this->totals->choose_shipping_rate( $text( CartPage::RATE_FIELD ) );
					$message = __( 'Shipping costs updated.', 'vitrine' );
					break;
				default:
					$location = array();
					foreach ( array( 'country', 'state', 'postcode', 'city' ) as $key ) {
						$location[ $key ] = $text( CartPage::CALC_PREFIX . $key );
					}
					$this->totals->estimate_shipping( $location );
					$message = __( 'Shipping costs updated.', 'vitrine' );
			}
		} catch ( DomainError $e ) {
			return $this->notices->add_to_url( $back, Notices::ERROR, $e->getMessage() );
		}
		return $this->notices->add_to_url( $back, Notices::SUCCESS, $message );
	}

	/**
	 * The page the shopper came from (this site only), without our arguments.
	 *
	 * @param string $fallback Where to go without a usable referer.
	 */
	private function back_url( string $fallback ): string {
		$referer = wp_get_referer();
		$url     = is_string( $referer ) && '' !== $referer ? $referer : $fallback;
		return remove_query_arg( array( AddToCartButton::ADD_ARG, AddToCartButton::NONCE_FIELD, CartPage::REMOVE_ARG, Notices::QUERY_ARG ), $url );
	}

	/**
	 * @param array<string, mixed> $fields Request fields.
	 * @param string               $field  Nonce field.
	 * @param string               $action Nonce action.
	 */
	private function nonce_ok( array $fields, string $field, string $action ): bool {
		$nonce = isset( $fields[ $field ] ) && is_string( $fields[ $field ] ) ? sanitize_text_field( $fields[ $field ] ) : '';
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * A whole number field, or null when it is missing or not a whole number.
	 *
	 * @param array<string, mixed> $fields Request fields.
	 * @param string               $name   Field name.
	 */
	private static function int_field( array $fields, string $name ): ?int {
		$value = $fields[ $name ] ?? null;
		if ( is_int( $value ) ) {
			return $value;
		}
		return is_string( $value ) && 1 === preg_match( '/^\s*-?\d{1,9}\s*$/', $value ) ? (int) $value : null;
	}

	/**
	 * What the shopper reads after removing an item.
	 *
	 * @param string $name The product's name, '' when unknown.
	 */
	public static function removed_message( string $name ): string {
		return '' === $name
			? __( 'The item has been removed from your cart.', 'vitrine' )
			/* translators: %s: product name. */
			: sprintf( __( '“%s” has been removed from your cart.', 'vitrine' ), $name );
	}

	private static function expired_message(): string {
		return __( 'Your session has expired. Please try again.', 'vitrine' );
	}

	private static function quantity_message(): string {
		return __( 'Please enter a whole number as the quantity.', 'vitrine' );
	}
}
