<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Input;
use Vitrine\Tests\TestCase;

/**
 * Posted and query values of any shape read as strings, with no PHP warning: a list
 * (name[]=…) or an object is no value.
 */
final class InputTest extends TestCase {

	private array $get;

	protected function setUp(): void {
		parent::setUp();
		$this->get = $_GET;
	}

	protected function tearDown(): void {
		$_GET = $this->get;
		parent::tearDown();
	}

	public function test_raw_and_text_keep_scalars_and_refuse_lists(): void {
		self::assertSame( 'a <b>', Input::raw( 'a <b>' ) );
		self::assertSame( 'a', Input::text( 'a <b>' ) );
		self::assertSame( '12', Input::raw( 12 ) );
		self::assertSame( '', Input::raw( array( 'x' ) ) );
		self::assertSame( '', Input::text( array( 'x' ) ) );
		self::assertSame( '', Input::raw( null ) );
	}

	public function test_a_query_argument_is_unslashed_and_a_list_reads_as_nothing(): void {
		$_GET['class']  = wp_slash( "O'Brien" );
		$_GET['edit']   = array( '1', '2' );
		$_GET['nested'] = array( 'a' => array( 'b' ) );

		self::assertSame( "O'Brien", Input::query( 'class' ) );
		self::assertSame( '', Input::query( 'edit' ) );
		self::assertSame( '', Input::query( 'nested' ) );
		self::assertSame( '', Input::query( 'missing' ) );
	}
}
