<?php
/**
 * Shared set-up of the cart UI tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\Notices;
use Vitrine\Plugin;
use Vitrine\Tests\Cart\CartTestCase;

require_once dirname( __DIR__ ) . '/Cart/CartTestCase.php';

/**
 * The cart UI's services on a cart of their own (cookies recorded, not sent), and a cart page.
 */
abstract class CartUiTestCase extends CartTestCase {

	protected CartUi $ui;

	private mixed $main_query;

	protected function setUp(): void {
		parent::setUp();
		$this->main_query = $GLOBALS['wp_query'] ?? null;
		// The notices of this test alone.
		$this->ui = $this->container->with( array( Notices::class => new Notices() ) )->get( CartUi::class );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']     = $this->main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restores what a test replaced.
		$GLOBALS['wp_the_query'] = $this->main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		parent::tearDown();
	}

	/**
	 * A published cart page, chosen in the settings.
	 */
	protected function cart_page(): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Cart',
				'post_name'    => 'cart-' . wp_generate_password( 6, false, false ),
				'post_content' => '[vitrine_cart]',
			)
		);
		self::assertIsInt( $id );
		$saved = Plugin::instance()->settings->update( array( 'cart_page_id' => $id ) );
		self::assertIsArray( $saved );
		return $id;
	}

	/**
	 * The document of a piece of markup, to query it.
	 */
	protected function dom( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	/**
	 * The query arguments of a URL.
	 *
	 * @return array<string, string>
	 */
	protected function query_args( string $url ): array {
		parse_str( (string) wp_parse_url( html_entity_decode( $url ), PHP_URL_QUERY ), $args );
		return array_map( 'strval', $args );
	}
}
