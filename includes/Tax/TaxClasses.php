<?php
/**
 * The store's tax classes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\TaxClassList;

/**
 * A tax class groups products taxed alike (books at a reduced rate, say); each class has its own
 * rates. The standard class (slug '') always exists; the others are one small autoloaded option
 * of slug and name, seeded with "Reduced rate" and "Zero rate" until the merchant changes the
 * list. The slugs 'standard', 'parent' and 'inherit' are reserved: forms and settings use them to
 * mean the standard class, "same as the parent product" and "as the cart's items".
 */
final class TaxClasses implements TaxClassList {

	public const OPTION   = 'vitrine_tax_classes';
	public const STANDARD = '';
	public const REDUCED  = 'reduced-rate';
	public const ZERO     = 'zero-rate';

	/** Slugs forms and settings give a meaning of their own. */
	public const RESERVED = array( 'standard', 'parent', 'inherit' );

	public const MAX_NAME = 100;
	public const MAX_SLUG = 100;

	/**
	 * Every class, standard first: slug => name.
	 *
	 * @return array<string, string>
	 */
	public function all(): array {
		$classes = array( self::STANDARD => __( 'Standard', 'vitrine' ) );
		foreach ( $this->stored() as $slug => $name ) {
			$classes[ $slug ] = $name;
		}
		return $classes;
	}

	/**
	 * The slugs, standard ('') first.
	 *
	 * @return list<string>
	 */
	public function slugs(): array {
		return array_map( 'strval', array_keys( $this->all() ) );
	}

	public function exists( string $slug ): bool {
		return array_key_exists( $slug, $this->all() );
	}

	public function name( string $slug ): string {
		return $this->all()[ $slug ] ?? $slug;
	}

	/**
	 * Checks a new class: the messages by field (name, slug), empty when it may be added.
	 *
	 * @param string $name The name the merchant typed.
	 * @param string $slug The slug typed, '' to make it from the name.
	 * @return array<string, string>
	 */
	public function validate_new( string $name, string $slug = '' ): array {
		$errors = array();
		$name   = trim( sanitize_text_field( $name ) );
		if ( '' === $name ) {
			$errors['name'] = __( 'Enter the tax class’s name, such as Reduced rate.', 'vitrine' );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: the most characters allowed. */
			$errors['name'] = sprintf( __( 'A tax class name has at most %d characters.', 'vitrine' ), self::MAX_NAME );
		}
		if ( isset( $errors['name'] ) && '' === trim( $slug ) ) {
			// The slug would be made from the refused name: one message is enough.
			return $errors;
		}
		$slug = self::slug_for( $name, $slug );
		if ( '' === $slug ) {
			$errors['slug'] = __( 'Enter a slug of letters, digits or hyphens.', 'vitrine' );
		} elseif ( strlen( $slug ) > self::MAX_SLUG ) {
			/* translators: %d: the most characters allowed. */
			$errors['slug'] = sprintf( __( 'A slug has at most %d characters.', 'vitrine' ), self::MAX_SLUG );
		} elseif ( in_array( $slug, self::RESERVED, true ) ) {
			/* translators: %s: the slug. */
			$errors['slug'] = sprintf( __( 'The slug %s is reserved. Choose another name or slug.', 'vitrine' ), $slug );
		} elseif ( $this->exists( $slug ) ) {
			/* translators: %s: the slug. */
			$errors['slug'] = sprintf( __( 'A tax class with the slug %s already exists. Choose another name or slug.', 'vitrine' ), $slug );
		}
		return $errors;
	}

	/**
	 * Adds a class.
	 *
	 * @param string $name The name.
	 * @param string $slug The slug, '' to make it from the name.
	 * @return string The new class's slug.
	 * @throws TaxValidationException When the name or slug is refused; nothing was written.
	 */
	public function add( string $name, string $slug = '' ): string {
		$errors = $this->validate_new( $name, $slug );
		if ( array() !== $errors ) {
			throw new TaxValidationException( $errors );
		}
		$name            = trim( sanitize_text_field( $name ) );
		$slug            = self::slug_for( $name, $slug );
		$stored          = $this->stored();
		$stored[ $slug ] = $name;
		$this->write( $stored );
		return $slug;
	}

	/**
	 * Removes a class from the list, and its tax class from every product and variation: products
	 * fall back to the standard class, variations to their product's class (as when the class was
	 * never set). Its rates are deleted by TaxRateRepository::delete_class().
	 *
	 * @throws TaxValidationException When the class is the standard one or does not exist.
	 */
	public function remove( string $slug ): void {
		if ( self::STANDARD === $slug ) {
			throw new TaxValidationException( array( 'slug' => __( 'The standard tax class cannot be removed.', 'vitrine' ) ) );
		}
		$stored = $this->stored();
		if ( ! isset( $stored[ $slug ] ) ) {
			throw new TaxValidationException( array( 'slug' => __( 'This tax class no longer exists.', 'vitrine' ) ) );
		}
		unset( $stored[ $slug ] );
		$this->write( $stored );
		delete_metadata( 'post', 0, ProductMeta::TAX_CLASS, $slug, true );
	}

	/**
	 * The slug a class gets: the one typed, else one made from the name.
	 */
	public static function slug_for( string $name, string $slug = '' ): string {
		$slug = trim( $slug );
		return sanitize_title( '' !== $slug ? $slug : trim( $name ) );
	}

	/**
	 * The classes besides standard, slug => name; the defaults until the list was saved once.
	 *
	 * @return array<string, string>
	 */
	private function stored(): array {
		$stored = get_option( self::OPTION, null );
		if ( ! is_array( $stored ) ) {
			return array(
				self::REDUCED => __( 'Reduced rate', 'vitrine' ),
				self::ZERO    => __( 'Zero rate', 'vitrine' ),
			);
		}
		$classes = array();
		foreach ( $stored as $row ) {
			if ( is_array( $row ) && isset( $row['slug'], $row['name'] ) && '' !== (string) $row['slug'] ) {
				$classes[ (string) $row['slug'] ] = (string) $row['name'];
			}
		}
		return $classes;
	}

	/**
	 * @param array<string, string> $classes Slug => name, standard left out.
	 */
	private function write( array $classes ): void {
		$rows = array();
		foreach ( $classes as $slug => $name ) {
			$rows[] = array(
				'slug' => (string) $slug,
				'name' => $name,
			);
		}
		update_option( self::OPTION, $rows, true );
	}
}
