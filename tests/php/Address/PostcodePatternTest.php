<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\Location;
use Vitrine\Address\PostcodePattern;
use Vitrine\Tests\TestCase;

final class PostcodePatternTest extends TestCase {

	public function test_exact_postcodes_match_without_case_spaces_or_dashes(): void {
		self::assertTrue( PostcodePattern::matches( 'SW1A 1AA', 'sw1a1aa' ) );
		self::assertTrue( PostcodePattern::matches( '1234-567', '1234567' ) );
		self::assertFalse( PostcodePattern::matches( '10115', '10117' ) );
		self::assertFalse( PostcodePattern::matches( '10115', '' ) );
	}

	public function test_a_trailing_wildcard_matches_a_prefix(): void {
		self::assertTrue( PostcodePattern::matches( '101*', '10115' ) );
		self::assertTrue( PostcodePattern::matches( 'sw1*', 'SW1A 1AA' ) );
		self::assertFalse( PostcodePattern::matches( '101*', '10215' ) );
	}

	public function test_a_range_matches_numbers_of_the_same_length_between_its_bounds(): void {
		self::assertTrue( PostcodePattern::matches( '10000...19999', '10000' ) );
		self::assertTrue( PostcodePattern::matches( '10000...19999', '19999' ) );
		self::assertTrue( PostcodePattern::matches( '01000 ... 01999', '01500' ) );
		self::assertFalse( PostcodePattern::matches( '10000...19999', '20000' ) );
		self::assertFalse( PostcodePattern::matches( '10000...19999', '1500' ), 'a shorter postcode is not in a five-digit range' );
		self::assertFalse( PostcodePattern::matches( '10000...19999', '1500A' ) );
		self::assertFalse( PostcodePattern::matches( '19999...10000', '15000' ), 'a reversed range matches nothing' );
	}

	public function test_an_empty_list_matches_every_postcode(): void {
		self::assertTrue( PostcodePattern::matches_any( array(), 'anything' ) );
		self::assertTrue( PostcodePattern::matches_any( array( '75*', '10115' ), '10115' ) );
		self::assertFalse( PostcodePattern::matches_any( array( '75*' ), '10115' ) );
	}

	public function test_lists_are_parsed_from_lines_or_commas_and_validated(): void {
		self::assertSame( array( '75*', '10115', '20000...20999' ), PostcodePattern::parse_list( " 75*\n10115, 20000...20999\n\n75*" ) );
		self::assertTrue( PostcodePattern::is_valid( 'SW1A 1AA' ) );
		self::assertTrue( PostcodePattern::is_valid( '75*' ) );
		self::assertTrue( PostcodePattern::is_valid( '10000...19999' ) );
		self::assertFalse( PostcodePattern::is_valid( '1000...19999' ) );
		self::assertFalse( PostcodePattern::is_valid( '7*5' ) );
		self::assertFalse( PostcodePattern::is_valid( '<script>' ) );
	}

	public function test_locations_are_normalised(): void {
		$location = new Location( ' us ', 'ca', '94016-1234', ' San Francisco ' );
		self::assertSame( 'US', $location->country );
		self::assertSame( 'CA', $location->state );
		self::assertSame( '940161234', $location->postcode );
		self::assertSame( 'US:CA', $location->region_key() );
		self::assertSame( 'DE', ( new Location( 'de' ) )->region_key() );
	}
}
