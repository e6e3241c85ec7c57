<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Container;
use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Core\Http\WpTransport;
use Vitrine\Core\InitPriority;
use Vitrine\Core\Install\OwnsData;
use Vitrine\Core\Install\Uninstaller;
use Vitrine\Core\Settings\Settings;
use Vitrine\Module;
use Vitrine\Payments\Gateways;
use Vitrine\Plugin;
use Vitrine\Reviews\Sources\Providers\FetchResult;
use Vitrine\Reviews\Sources\Providers\ProviderClient;
use Vitrine\Reviews\Sources\Providers\ProviderError;
use Vitrine\Reviews\Sources\Providers\ProviderHttp;
use Vitrine\Reviews\Sources\Providers\ProviderRegistry;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Sources\Rest\SourceView;
use Vitrine\Services;
use Vitrine\Shipping\ShippingClasses;

/**
 * The composition root: every service and module can be built, the order modules register in
 * does not change the settings screen or the init order, and a test can swap a service.
 */
final class ServicesTest extends TestCase {

	/** @var array<string, mixed> */
	private array $saved_globals = array();

	protected function setUp(): void {
		parent::setUp();
		// Registering modules adds hooks and shortcodes: they are put back after each test.
		foreach ( array( 'wp_filter', 'shortcode_tags' ) as $name ) {
			$this->saved_globals[ $name ] = self::deep_copy( $GLOBALS[ $name ] );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->saved_globals as $name => $value ) {
			$GLOBALS[ $name ] = $value; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restores what the test changed.
		}
		parent::tearDown();
	}

	public function test_every_declared_service_and_module_can_be_built(): void {
		$container = Services::container();

		foreach ( array_keys( Services::factories() ) as $id ) {
			self::assertInstanceOf( $id, $container->get( $id ) );
		}
		foreach ( Services::MODULES as $module ) {
			self::assertInstanceOf( Module::class, $container->get( $module ) );
		}
	}

	public function test_the_plugin_s_services_come_from_its_one_container(): void {
		$plugin = Plugin::instance();

		self::assertSame( $plugin->cart, $plugin->get( \Vitrine\Cart\Cart::class ) );
		self::assertSame( $plugin->cart->service, $plugin->get( \Vitrine\Cart\CartService::class ) );
		self::assertSame( $plugin->catalog->prices, $plugin->get( \Vitrine\Catalog\PriceFormatter::class ) );
		self::assertSame( $plugin->checkout->view, $plugin->get( \Vitrine\Checkout\CheckoutView::class ) );
	}

	public function test_modules_registered_in_reverse_give_the_same_settings_screen_and_init_order(): void {
		$forward = $this->register( Services::MODULES );
		$reverse = $this->register( array_reverse( Services::MODULES ) );

		$screen = self::screen( $forward );
		self::assertSame( $screen, self::screen( $reverse ) );
		// Spot checks of what used to depend on the order: the shop's address after the
		// currency in the catalog's "Store" section, the account section after the checkout's.
		$store = $screen['store'];
		self::assertSame( array( 'currency', 'currency_position', 'thousand_separator', 'decimal_separator', 'price_decimals', 'low_stock_threshold', 'store_country', 'store_state', 'store_postcode', 'store_city' ), $store );
		$ids = array_keys( $screen );
		self::assertGreaterThan( array_search( 'checkout', $ids, true ), array_search( 'account', $ids, true ) );
		self::assertSame( array( 'cart_expiry_days', 'cart_page_id', 'cart_redirect_after_add', 'mini_cart_in_header' ), $screen['cart'] );

		// Shipping classes are a taxonomy of products: registered after the product post type.
		$post_types = has_action( 'init', array( $reverse->get( ProductPostTypes::class ), 'register' ) );
		$taxonomies = has_action( 'init', array( $reverse->get( ShippingClasses::class ), 'register' ) );
		self::assertSame( InitPriority::POST_TYPES, $post_types );
		self::assertSame( InitPriority::TAXONOMIES, $taxonomies );
		self::assertGreaterThan( $post_types, $taxonomies );
	}

	public function test_a_test_swaps_a_service_and_gets_what_uses_it_from_the_container(): void {
		$fake     = new class() implements ProviderClient {
			/** @var list<array{0: string, 1: array<string, string>}> */
			public array $calls = array();

			public function provider(): string {
				return 'google';
			}

			public function credential_keys(): array {
				return array( 'api_key' );
			}

			public function fetch( string $external_ref, array $credentials ): FetchResult {
				$this->calls[] = array( $external_ref, $credentials );
				return new FetchResult( 'Fake café', 4.5, 12, 'https://example.org/cafe', '', null, array(), true );
			}
		};
		$real     = Plugin::instance()->get( Refresher::class );
		$services = $this->services( array( ProviderRegistry::class => new ProviderRegistry( array( $fake ) ) ) );

		$result = $services->get( Refresher::class )->fetch( 'google', 'place-1', array( 'api_key' => 'k' ) );

		self::assertSame( 'Fake café', $result->name );
		self::assertSame( array( array( 'place-1', array( 'api_key' => 'k' ) ) ), $fake->calls );
		self::assertNotSame( $real, $services->get( Refresher::class ), 'What uses the swapped service is built again.' );
		self::assertSame( array( 'google' ), $services->get( Refresher::class )->providers()->providers() );
		self::assertNotSame( Plugin::instance()->get( SourceView::class ), $services->get( SourceView::class ) );
		self::assertSame( Plugin::instance()->settings, $services->get( Settings::class ), 'The rest is the running plugin\'s.' );
		self::assertSame( $real, Plugin::instance()->get( Refresher::class ), 'The plugin keeps its own.' );
	}

	public function test_a_test_swaps_the_http_transport_and_the_providers_talk_through_it(): void {
		$fake     = new class() implements Transport {
			/** @var list<HttpRequest> */
			public array $requests = array();

			public ?TransportError $fail = null;

			public function send( HttpRequest $request ): HttpResponse {
				$this->requests[] = $request;
				if ( null !== $this->fail ) {
					throw $this->fail;
				}
				$place = array(
					'id'              => 'place 1',
					'displayName'     => array( 'text' => 'Café du transport' ),
					'rating'          => 4.2,
					'userRatingCount' => 7,
					'googleMapsUri'   => 'https://maps.google.com/?cid=1',
					'reviews'         => array(),
				);
				return new HttpResponse( 200, array( 'Content-Type' => 'application/json' ), (string) wp_json_encode( $place ) );
			}
		};
		$services = $this->services( array( Transport::class => $fake ) );

		$result = $services->get( Refresher::class )->fetch( 'google', 'place 1', array( 'api_key' => 'key-1' ) );

		self::assertSame( 'Café du transport', $result->name, 'The client read the fake answer.' );
		self::assertSame( 7, $result->review_count );
		self::assertCount( 1, $fake->requests );
		$request = $fake->requests[0];
		self::assertSame( 'GET', $request->method );
		self::assertSame( ProviderHttp::base_url( 'google' ) . '/v1/places/place%201', $request->url );
		self::assertSame( 'key-1', $request->headers['X-Goog-Api-Key'] );
		self::assertStringContainsString( 'reviews', $request->headers['X-Goog-FieldMask'] );
		self::assertSame( 'application/json', $request->headers['Accept'] );
		self::assertNull( $request->body );
		self::assertSame( ProviderHttp::TIMEOUT, $request->timeout );

		$fake->fail = new TransportError( 'Connection refused by the fake' );
		try {
			$services->get( Refresher::class )->fetch( 'yelp', 'cafe', array( 'api_key' => 'key-2' ) );
			self::fail( 'No answer is a provider error.' );
		} catch ( ProviderError $error ) {
			self::assertSame( 'network', $error->kind() );
			self::assertStringContainsString( 'Connection refused by the fake', $error->getMessage() );
		}
		self::assertCount( 2, $fake->requests );
		self::assertSame( ProviderHttp::base_url( 'yelp' ) . '/v3/businesses/cafe', $fake->requests[1]->url );
		self::assertSame( 'Bearer key-2', $fake->requests[1]->headers['Authorization'] );

		self::assertInstanceOf( WpTransport::class, Plugin::instance()->get( Transport::class ), 'The plugin keeps the real transport.' );
		self::assertNotSame( Plugin::instance()->get( ProviderHttp::class ), $services->get( ProviderHttp::class ) );
	}

	public function test_no_two_modules_import_each_other(): void {
		$graph = self::module_imports();

		self::assertArrayHasKey( 'Checkout', $graph, 'The scan reads includes/.' );
		self::assertContains( 'Orders', $graph['Checkout'], 'The scan sees the imports.' );
		self::assertSame( array(), $graph['Core'], 'Core imports no module: every module builds on it.' );
		self::assertNull( self::find_cycle( $graph ), 'Modules import each other: ' . implode( ' -> ', self::find_cycle( $graph ) ?? array() ) . '. Break the cycle with an interface or an action in the lower module (see docs/architecture.md).' );
	}

	public function test_every_service_that_owns_data_is_handed_to_the_uninstaller(): void {
		$container  = Services::container();
		$post_types = array();
		$roles      = array();
		$folders    = array();
		foreach ( array_keys( Services::factories() ) as $id ) {
			if ( is_subclass_of( $id, OwnsData::class ) ) {
				$data       = $container->get( $id )->owned_data();
				$post_types = array_merge( $post_types, $data->post_types );
				$roles      = array_merge( $roles, $data->roles );
				$folders    = array_merge( $folders, $data->uploads_folders );
			}
		}
		$owned = $container->get( Uninstaller::class )->owned();

		self::assertContains( ProductPostTypes::PRODUCT, $post_types, 'The scan finds the owners.' );
		sort( $post_types );
		$listed = $owned->post_types;
		sort( $listed );
		self::assertSame( $post_types, $listed, 'Every post type a service owns is removed on uninstall: list its class in Services::uninstall().' );
		ksort( $roles );
		$listed_roles = $owned->roles;
		ksort( $listed_roles );
		self::assertSame( $roles, $listed_roles );
		self::assertEqualsCanonicalizing( $folders, $owned->uploads_folders );
	}

	public function test_the_cycle_finder_finds_a_cycle_through_several_modules(): void {
		$graph = array(
			'Account'  => array( 'Checkout' ),
			'Checkout' => array( 'Orders' ),
			'Orders'   => array( 'Account' ),
			'Catalog'  => array(),
		);

		self::assertSame( array( 'Account', 'Checkout', 'Orders', 'Account' ), self::find_cycle( $graph ) );
		self::assertNull( self::find_cycle( array( 'Checkout' => array( 'Orders' ) ) + array( 'Orders' => array() ) ) );
	}

	/**
	 * A fresh container whose modules registered in this order, with the init hooks that add
	 * settings run (the payment gateways' sections).
	 *
	 * @param list<class-string<Module>> $modules The modules.
	 */
	private function register( array $modules ): Container {
		$container = Services::container();
		foreach ( $modules as $module ) {
			$container->get( $module )->register();
		}
		$container->get( Gateways::class )->register_settings();
		return $container;
	}

	/**
	 * The settings screen: section id => its field keys, in order.
	 *
	 * @return array<string, list<string>>
	 */
	private static function screen( Container $container ): array {
		$screen = array();
		foreach ( $container->get( Settings::class )->describe()['sections'] as $section ) {
			$screen[ (string) $section['id'] ] = array_map( static fn ( array $field ): string => (string) $field['key'], (array) $section['fields'] );
		}
		return $screen;
	}

	/**
	 * Which top-level modules of includes/ each module names (use statements and fully
	 * qualified names), Core counted apart: it may be used by all, and uses none.
	 *
	 * @return array<string, list<string>>
	 */
	private static function module_imports(): array {
		$root  = VITRINE_DIR . 'includes/';
		$graph = array();
		foreach ( (array) glob( $root . '*', GLOB_ONLYDIR ) as $dir ) {
			$module           = basename( (string) $dir );
			$graph[ $module ] = array();
			$files            = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( (string) $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$path = $file instanceof \SplFileInfo ? $file->getPathname() : '';
				if ( ! str_ends_with( $path, '.php' ) ) {
					continue;
				}
				preg_match_all( '/\\\\?Vitrine\\\\([A-Za-z]+)\\\\/', (string) file_get_contents( $path ), $matches ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
				foreach ( $matches[1] as $used ) {
					if ( $used !== $module && 'Core' !== $used && is_dir( $root . $used ) && ! in_array( $used, $graph[ $module ], true ) ) {
						$graph[ $module ][] = $used;
					}
				}
			}
			sort( $graph[ $module ] );
		}
		return $graph;
	}

	/**
	 * The first cycle in a graph of modules, as a path that ends where it starts; null if none.
	 *
	 * @param array<string, list<string>> $graph Module => the modules it names.
	 * @return list<string>|null
	 */
	private static function find_cycle( array $graph ): ?array {
		$done = array();
		$walk = static function ( string $node, array $path ) use ( &$walk, &$done, $graph ): ?array {
			$at = array_search( $node, $path, true );
			if ( false !== $at ) {
				return array_merge( array_slice( $path, (int) $at ), array( $node ) );
			}
			if ( isset( $done[ $node ] ) ) {
				return null;
			}
			foreach ( $graph[ $node ] ?? array() as $next ) {
				$cycle = $walk( $next, array_merge( $path, array( $node ) ) );
				if ( null !== $cycle ) {
					return $cycle;
				}
			}
			$done[ $node ] = true;
			return null;
		};
		foreach ( array_keys( $graph ) as $node ) {
			$cycle = $walk( (string) $node, array() );
			if ( null !== $cycle ) {
				return $cycle;
			}
		}
		return null;
	}

	/**
	 * A copy of a global deep enough that adding hooks to the original does not change it:
	 * WP_Hook objects are cloned, the callbacks' objects are kept.
	 */
	private static function deep_copy( mixed $value ): mixed {
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'deep_copy' ), $value );
		}
		return $value instanceof \WP_Hook ? clone $value : $value;
	}
}
