<?php
/**
 * The parts of the page that show the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Modules that show the cart on the page (the mini-cart, the cart count) register a renderer
 * for their element; every cart answer carries the fresh markup of each, by selector, and the
 * browser swaps them in.
 */
final class Fragments {

	/** @var array<string, \Closure(CartSnapshot): string> */
	private array $renderers = array();

	/**
	 * @param string                        $selector CSS selector of the element the markup replaces.
	 * @param \Closure(CartSnapshot): string $renderer Returns the element's escaped markup.
	 */
	public function register( string $selector, \Closure $renderer ): void {
		$this->renderers[ $selector ] = $renderer;
	}

	/**
	 * @return array<string, string> Selector to replacement markup.
	 */
	public function render( CartSnapshot $cart ): array {
		$fragments = array();
		foreach ( $this->renderers as $selector => $renderer ) {
			$fragments[ $selector ] = $renderer( $cart );
		}
		/**
		 * Filters the cart fragments sent to the browser.
		 *
		 * @param array<string, string> $fragments Selector to replacement markup.
		 * @param CartSnapshot          $cart      The cart they show.
		 */
		return (array) apply_filters( 'vitrine_cart_fragments', $fragments, $cart );
	}
}
