<?php
/**
 * The plugin's service container: one factory for each service, each service built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

/**
 * Holds the factories declared in includes/Services.php, keyed by class name, and builds each
 * service the first time it is asked for. No autowiring: every factory says what it is built
 * from, so the dependency graph reads top to bottom in one file (see docs/architecture.md,
 * "the composition root").
 *
 * with() gives a copy in which some services are replaced (a test's fake payment client, clock
 * or HTTP transport); the services that depend on a replaced one, directly or not, are built
 * again in the copy, and the others are shared with this container.
 */
final class Container {

	/** @var array<string, \Closure(Container): object> */
	private array $factories;

	/** @var array<string, object> */
	private array $instances = array();

	/**
	 * What each built service asked for while it was built: the edges that with() follows.
	 *
	 * @var array<string, array<string, true>>
	 */
	private array $dependencies = array();

	/**
	 * The services being built, outermost first, to name a cycle instead of recursing forever.
	 *
	 * @var list<string>
	 */
	private array $building = array();

	/**
	 * @param array<string, \Closure(Container): object> $factories Class name to the function that builds it.
	 */
	public function __construct( array $factories ) {
		$this->factories = $factories;
	}

	/**
	 * The one instance of a service, built on first use.
	 *
	 * @template T of object
	 * @param class-string<T> $id The service's class (or interface) name.
	 * @return T
	 * @throws ContainerException When no factory builds it, its factory asks for it again (a
	 *                            cycle), or the factory builds something of another class.
	 */
	public function get( string $id ): object {
		$parent = end( $this->building );
		if ( false !== $parent ) {
			$this->dependencies[ $parent ][ $id ] = true;
		}
		if ( isset( $this->instances[ $id ] ) ) {
			/** @var T */
			return $this->instances[ $id ];
		}
		if ( ! isset( $this->factories[ $id ] ) ) {
			throw new ContainerException( sprintf( 'No factory builds the service %s: declare one in includes/Services.php.', $id ) );
		}
		if ( in_array( $id, $this->building, true ) ) {
			$cycle = array_slice( $this->building, (int) array_search( $id, $this->building, true ) );
			throw new ContainerException( sprintf( 'The services depend on each other in a cycle: %s.', implode( ' -> ', array( ...$cycle, $id ) ) ) );
		}
		$this->building[] = $id;
		try {
			$service = ( $this->factories[ $id ] )( $this );
		} finally {
			array_pop( $this->building );
		}
		if ( ! $service instanceof $id ) {
			throw new ContainerException( sprintf( 'The factory of %s built a %s.', $id, get_class( $service ) ) );
		}
		$this->instances[ $id ] = $service;
		return $service;
	}

	public function has( string $id ): bool {
		return isset( $this->factories[ $id ] ) || isset( $this->instances[ $id ] );
	}

	/**
	 * A copy of this container with some services replaced: by an object, or by a factory.
	 * Services already built here are shared with the copy unless they depend, directly or
	 * through other services, on a replaced one; those are built again in the copy, from the
	 * replacement.
	 *
	 * @param array<string, object> $overrides Class name to its replacement; a \Closure taking
	 *                                         the container is a factory, any other object is the
	 *                                         service itself.
	 */
	public function with( array $overrides ): self {
		$copy = new self( $this->factories );
		foreach ( $overrides as $id => $override ) {
			if ( $override instanceof \Closure ) {
				$copy->factories[ $id ] = $override;
			} else {
				$copy->factories[ $id ] = static fn (): object => $override;
			}
		}
		$stale = array_fill_keys( array_keys( $overrides ), true );
		// Whatever was built from a stale service is stale too, until nothing new turns up.
		do {
			$found = false;
			foreach ( $this->dependencies as $id => $uses ) {
				if ( ! isset( $stale[ $id ] ) && array() !== array_intersect_key( $uses, $stale ) ) {
					$stale[ $id ] = true;
					$found        = true;
				}
			}
		} while ( $found );
		foreach ( $this->instances as $id => $instance ) {
			if ( ! isset( $stale[ $id ] ) ) {
				$copy->instances[ $id ] = $instance;
				if ( isset( $this->dependencies[ $id ] ) ) {
					$copy->dependencies[ $id ] = $this->dependencies[ $id ];
				}
			}
		}
		return $copy;
	}
}
