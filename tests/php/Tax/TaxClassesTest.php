<?php
/**
 * The store's tax classes.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxValidationException;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxClassesTest extends TaxTestCase {

	public function test_standard_reduced_and_zero_by_default(): void {
		self::assertSame(
			array(
				''             => 'Standard',
				'reduced-rate' => 'Reduced rate',
				'zero-rate'    => 'Zero rate',
			),
			$this->tax->classes->all()
		);
		self::assertSame( array( '', 'reduced-rate', 'zero-rate' ), $this->tax->classes->slugs() );
		self::assertTrue( $this->tax->classes->exists( '' ) );
		self::assertFalse( $this->tax->classes->exists( 'standard' ), 'standard is the form value, not a slug.' );
	}

	public function test_a_class_is_added_with_a_slug_from_its_name_and_kept(): void {
		$slug = $this->tax->classes->add( ' Books & Press ' );

		self::assertSame( 'books-press', $slug );
		self::assertSame( 'Books & Press', $this->tax->classes->name( $slug ) );
		self::assertSame( array( '', 'reduced-rate', 'zero-rate', 'books-press' ), ( new TaxClasses() )->slugs(), 'Stored, the defaults with it.' );
		self::assertSame( 'food', $this->tax->classes->add( 'Groceries', 'Food' ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, string>}>
	 */
	public static function refused_classes(): array {
		return array(
			'no name'        => array( ' ', '', array( 'name' => 'Enter the tax class’s name, such as Reduced rate.' ) ),
			'name too long'  => array( str_repeat( 'x', 101 ), '', array( 'name' => 'A tax class name has at most 100 characters.' ) ),
			'existing slug'  => array( 'Reduced Rate', '', array( 'slug' => 'A tax class with the slug reduced-rate already exists. Choose another name or slug.' ) ),
			'reserved slug'  => array( 'Standard', '', array( 'slug' => 'The slug standard is reserved. Choose another name or slug.' ) ),
			'reserved typed' => array( 'Like the product', 'parent', array( 'slug' => 'The slug parent is reserved. Choose another name or slug.' ) ),
			'no slug'        => array( '***', '', array( 'slug' => 'Enter a slug of letters, digits or hyphens.' ) ),
		);
	}

	/**
	 * @dataProvider refused_classes
	 *
	 * @param string                $name   The name.
	 * @param string                $slug   The slug typed.
	 * @param array<string, string> $errors The messages by field.
	 */
	public function test_a_bad_class_is_refused_and_nothing_is_written( string $name, string $slug, array $errors ): void {
		try {
			$this->tax->classes->add( $name, $slug );
			self::fail( 'The class was added.' );
		} catch ( TaxValidationException $e ) {
			self::assertSame( $errors, $e->errors );
		}
		self::assertFalse( get_option( TaxClasses::OPTION ) );
	}

	public function test_a_class_is_removed_but_never_the_standard_one(): void {
		$this->tax->classes->remove( TaxClasses::ZERO );
		self::assertSame( array( '', 'reduced-rate' ), $this->tax->classes->slugs() );

		foreach ( array( '', TaxClasses::ZERO, 'never' ) as $slug ) {
			try {
				$this->tax->classes->remove( $slug );
				self::fail( 'Removed ' . $slug );
			} catch ( TaxValidationException $e ) {
				self::assertArrayHasKey( 'slug', $e->errors );
			}
		}
		self::assertSame( array( '', 'reduced-rate' ), $this->tax->classes->slugs() );
	}
}
