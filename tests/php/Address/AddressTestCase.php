<?php
/**
 * Shared set-up of the address tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\Address;
use Vitrine\Address\Module;
use Vitrine\Core\Settings\Settings;
use Vitrine\Tests\TestCase;

/**
 * Address services of their own, on the generated data of build/address/ and on settings where
 * the address module declared its fields; the filters a test adds are removed after it.
 */
abstract class AddressTestCase extends TestCase {

	protected Settings $settings;

	protected Address $address;

	/** @var list<array{0: string, 1: \Closure}> */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		$this->settings = new Settings();
		$this->settings->add_section( 'general', 'General' );
		( new Module( $this->settings ) )->register();
		$this->address = $this->services( array( Settings::class => $this->settings ) )->get( Address::class );
	}

	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( $filter[0], $filter[1], 10 );
		}
		$this->filters = array();
		parent::tearDown();
	}

	/**
	 * Adds a filter for the rest of the test.
	 *
	 * @param string   $hook     The filter.
	 * @param \Closure $callback Its callback.
	 */
	protected function filter( string $hook, \Closure $callback ): void {
		add_filter( $hook, $callback, 10, 3 );
		$this->filters[] = array( $hook, $callback );
	}

	/**
	 * Runs the rest of the test as if the site's language were another.
	 */
	protected function use_locale( string $locale ): void {
		$this->filter( 'determine_locale', static fn (): string => $locale );
	}
}
