<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use PHPUnit\Framework\TestCase;
use Vitrine\Core\Container;
use Vitrine\Core\ContainerException;

final class ContainerTest extends TestCase {

	public function test_a_service_is_built_once_on_first_use_from_its_dependencies(): void {
		$built     = 0;
		$container = new Container(
			array(
				\ArrayObject::class      => static function () use ( &$built ): \ArrayObject {
					++$built;
					return new \ArrayObject( array( 'clock' ) );
				},
				\SplObjectStorage::class => static function ( Container $c ): \SplObjectStorage {
					$storage = new \SplObjectStorage();
					$storage->attach( $c->get( \ArrayObject::class ) );
					return $storage;
				},
			)
		);

		self::assertSame( 0, $built );
		$storage = $container->get( \SplObjectStorage::class );

		self::assertSame( $storage, $container->get( \SplObjectStorage::class ) );
		self::assertTrue( $storage->contains( $container->get( \ArrayObject::class ) ) );
		self::assertSame( 1, $built );
	}

	public function test_an_unknown_service_is_a_clear_error(): void {
		$this->expectException( ContainerException::class );
		$this->expectExceptionMessage( 'No factory builds the service ArrayObject' );

		( new Container( array() ) )->get( \ArrayObject::class );
	}

	public function test_a_cycle_is_named_instead_of_recursing(): void {
		$container = new Container(
			array(
				\ArrayObject::class      => static fn ( Container $c ): \ArrayObject => new \ArrayObject( array( $c->get( \SplObjectStorage::class ) ) ),
				\SplObjectStorage::class => static fn ( Container $c ): \SplObjectStorage => $c->get( \SplQueue::class ),
				\SplQueue::class         => static fn ( Container $c ): \SplQueue => new \SplQueue( $c->get( \ArrayObject::class ) ),
			)
		);

		$this->expectException( ContainerException::class );
		$this->expectExceptionMessage( 'ArrayObject -> SplObjectStorage -> SplQueue -> ArrayObject' );

		$container->get( \ArrayObject::class );
	}

	public function test_a_factory_must_build_its_own_class(): void {
		$this->expectException( ContainerException::class );
		$this->expectExceptionMessage( 'The factory of ArrayObject built a SplQueue' );

		( new Container( array( \ArrayObject::class => static fn (): object => new \SplQueue() ) ) )->get( \ArrayObject::class );
	}

	public function test_with_replaces_a_service_and_rebuilds_only_what_depends_on_it(): void {
		$container   = new Container(
			array(
				// The "transport", a "client" built from it, and an unrelated "clock".
				\ArrayObject::class      => static fn (): \ArrayObject => new \ArrayObject( array( 'real transport' ) ),
				\SplObjectStorage::class => static function ( Container $c ): \SplObjectStorage {
					$client = new \SplObjectStorage();
					$client->attach( $c->get( \ArrayObject::class ) );
					return $client;
				},
				\SplQueue::class         => static fn (): \SplQueue => new \SplQueue(),
			)
		);
		$real_client = $container->get( \SplObjectStorage::class );
		$clock       = $container->get( \SplQueue::class );
		$fake        = new \ArrayObject( array( 'fake transport' ) );

		$copy = $container->with( array( \ArrayObject::class => $fake ) );

		self::assertSame( $fake, $copy->get( \ArrayObject::class ) );
		self::assertNotSame( $real_client, $copy->get( \SplObjectStorage::class ) );
		self::assertTrue( $copy->get( \SplObjectStorage::class )->contains( $fake ) );
		self::assertSame( $clock, $copy->get( \SplQueue::class ), 'What does not depend on the fake is shared.' );
		self::assertSame( $real_client, $container->get( \SplObjectStorage::class ), 'The original container is unchanged.' );
	}

	public function test_with_takes_a_factory_of_the_replacement(): void {
		$container = new Container( array( \ArrayObject::class => static fn (): \ArrayObject => new \ArrayObject( array( 'real' ) ) ) );

		$copy = $container->with( array( \ArrayObject::class => static fn (): \ArrayObject => new \ArrayObject( array( 'fake' ) ) ) );

		self::assertSame( array( 'fake' ), $copy->get( \ArrayObject::class )->getArrayCopy() );
	}
}
