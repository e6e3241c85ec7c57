<?php
/**
 * OrderNotes: the notes of orders.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders\Storage;

use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/OrderTestCase.php';

final class OrderNotesTest extends OrderTestCase {

	public function test_notes_are_added_and_listed_newest_first(): void {
		$order  = $this->place( array( $this->product() => 1 ) );
		$editor = $this->create_user( 'administrator' );

		$this->notes->add_note( $order->id, 'Packed.', false, $editor );
		$note = $this->notes->add_note( $order->id, "Your parcel\nis on its way.", true, $editor );

		$notes = $this->notes->notes( $order->id );
		self::assertCount( 2, $notes );
		self::assertSame( $note->id, $notes[0]->id );
		self::assertSame( "Your parcel\nis on its way.", $notes[0]->content );
		self::assertTrue( $notes[0]->is_customer_note );
		self::assertFalse( $notes[1]->is_customer_note );
		self::assertSame( $editor, $notes[1]->added_by );
		self::assertFalse( $notes[1]->is_status_change() );
	}
}
