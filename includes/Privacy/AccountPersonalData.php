<?php
/**
 * A person's shop data kept with their account, in WordPress's personal data export and erasure.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Privacy;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Address\AddressFields;
use Vitrine\Customers\CustomerKey;
use Vitrine\Customers\CustomerNotes;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreItems;

/**
 * What Vitrine keeps about a person outside their orders: the account's billing and shipping
 * addresses, the lists kept on the server (favourites and the other data stores), and the
 * merchant's notes on them (on the account and on the email as a guest). The account itself is
 * WordPress's to export and erase.
 *
 * Erasure removes all of it: none of it is an accounting record.
 */
final class AccountPersonalData {

	public function __construct(
		private readonly CustomerAccounts $accounts,
		private readonly StoreDefinitions $stores,
		private readonly StoreItems $items,
		private readonly CustomerNotes $notes,
	) {
	}

	/**
	 * Exporter callback (everything fits one page).
	 *
	 * @param string $email The person's email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( string $email ): array {
		$data    = array();
		$user_id = self::user_id( $email );
		if ( $user_id > 0 ) {
			$labels = array(
				AddressFields::BILLING  => __( 'Billing address', 'vitrine' ),
				AddressFields::SHIPPING => __( 'Shipping address', 'vitrine' ),
			);
			foreach ( $labels as $type => $label ) {
				$address = array_filter( $this->accounts->address( $user_id, $type ), static fn ( string $value ): bool => '' !== $value );
				if ( array() === $address ) {
					continue;
				}
				$data[] = self::item(
					'vitrine-address',
					__( 'Saved addresses', 'vitrine' ),
					'vitrine-address-' . $type,
					array( $label => implode( ', ', $address ) )
				);
			}
			foreach ( $this->stores->all() as $store ) {
				$ids = $this->items->items( $store, $user_id );
				if ( array() === $ids ) {
					continue;
				}
				$data[] = self::item(
					'vitrine-lists',
					__( 'Lists', 'vitrine' ),
					'vitrine-list-' . $store->slug,
					array( $store->label => implode( ', ', array_map( static fn ( int $id ): string => get_the_title( $id ), $ids ) ) )
				);
			}
		}
		foreach ( $this->customer_keys( $email, $user_id ) as $key ) {
			foreach ( $this->notes->for_customer( $key ) as $note ) {
				$data[] = self::item(
					'vitrine-customer-notes',
					__( 'The shop’s notes', 'vitrine' ),
					'vitrine-customer-note-' . $note['id'],
					array(
						__( 'Date', 'vitrine' ) => wp_date( (string) get_option( 'date_format' ), $note['created_at'] ),
						__( 'Note', 'vitrine' ) => $note['content'],
					)
				);
			}
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Eraser callback (everything in one page).
	 *
	 * @param string $email The person's email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( string $email ): array {
		$removed = false;
		$user_id = self::user_id( $email );
		if ( $user_id > 0 ) {
			foreach ( array( AddressFields::BILLING, AddressFields::SHIPPING ) as $type ) {
				foreach ( array_keys( $this->accounts->address( $user_id, $type ) ) as $field ) {
					$removed = delete_user_meta( $user_id, 'vitrine_' . $type . '_' . $field ) || $removed;
				}
			}
			foreach ( $this->stores->all() as $store ) {
				foreach ( $this->items->items( $store, $user_id ) as $post_id ) {
					$this->items->remove( $store->slug, $post_id, $user_id );
					$removed = true;
				}
			}
		}
		foreach ( $this->customer_keys( $email, $user_id ) as $key ) {
			foreach ( $this->notes->for_customer( $key ) as $note ) {
				$this->notes->delete( $key, $note['id'] );
				$removed = true;
			}
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}

	/**
	 * @return list<CustomerKey>
	 */
	private function customer_keys( string $email, int $user_id ): array {
		$keys = array();
		if ( $user_id > 0 ) {
			$keys[] = CustomerKey::user( $user_id );
		}
		if ( '' !== sanitize_email( $email ) ) {
			$keys[] = CustomerKey::guest( $email );
		}
		return $keys;
	}

	private static function user_id( string $email ): int {
		$user = get_user_by( 'email', sanitize_email( $email ) );
		return $user instanceof \WP_User ? (int) $user->ID : 0;
	}

	/**
	 * @param array<string, string> $values Name => value.
	 * @return array<string, mixed>
	 */
	private static function item( string $group, string $label, string $id, array $values ): array {
		$data = array();
		foreach ( $values as $name => $value ) {
			$data[] = array(
				'name'  => (string) $name,
				'value' => (string) $value,
			);
		}
		return array(
			'group_id'    => $group,
			'group_label' => $label,
			'item_id'     => $id,
			'data'        => $data,
		);
	}
}
