<?php
/**
 * OrderItem: a line of an order.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\OrderItem;
use Vitrine\Tests\TestCase;

final class OrderItemTest extends TestCase {

	public function test_an_item_knows_where_its_stock_comes_from(): void {
		$item = new OrderItem( 1, 1, OrderItem::LINE_ITEM, 'T-shirt', 10, 12, 1, 0, 0, 0, 0, array(), array( OrderItem::REDUCED_STOCK => 2 ) );
		self::assertSame( 12, $item->stock_id(), 'A variation has its own stock.' );
		self::assertSame( 2, $item->reduced_stock() );
		$simple = new OrderItem( 2, 1, OrderItem::LINE_ITEM, 'Mug', 10, 0, 1, 0, 0, 0, 0, array(), array() );
		self::assertSame( 10, $simple->stock_id() );
	}
}
