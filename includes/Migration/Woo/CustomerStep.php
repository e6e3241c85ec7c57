<?php
/**
 * WooCommerce's customers' addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Account\CustomerAccounts;

/**
 * Customers are WordPress users in both plugins: their accounts stay as they are (login,
 * password, email, role) and only their shop data is copied, the billing and shipping
 * addresses WooCommerce keeps in user meta (billing_*, shipping_*), to Vitrine's
 * (vitrine_billing_*, vitrine_shipping_*). An address the customer already has in Vitrine and
 * that differs is kept: it is the newer one.
 */
final class CustomerStep implements WooStep {

	private const FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	public function __construct( private readonly CustomerAccounts $accounts ) {
	}

	public function key(): string {
		return 'customers';
	}

	public function count(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- WooCommerce's addresses, counted for the tools screen.
		return (int) $wpdb->get_var( "SELECT COUNT(DISTINCT user_id) FROM {$wpdb->usermeta} WHERE meta_key IN ('billing_address_1', 'billing_email', 'billing_first_name', 'shipping_address_1') AND meta_value <> ''" );
	}

	public function ids( int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's customers, one batch.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key IN ('billing_address_1', 'billing_email', 'billing_first_name', 'shipping_address_1') AND meta_value <> '' AND user_id > %d ORDER BY user_id LIMIT %d", $after, $limit ) );
		return array_map( 'intval', $ids );
	}

	public function plan( int $id ): Outcome {
		return $this->apply( $id, false );
	}

	public function copy( int $id ): Outcome {
		return $this->apply( $id, true );
	}

	private function apply( int $id, bool $write ): Outcome {
		$user = get_userdata( $id );
		if ( ! $user instanceof \WP_User ) {
			/* translators: %d: a user id. */
			return Outcome::skipped( sprintf( __( 'User #%d', 'vitrine' ), $id ), array( __( 'This user no longer exists.', 'vitrine' ) ) );
		}
		$name   = '' !== $user->display_name ? $user->display_name : $user->user_login;
		$copied = false;
		$kept   = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$woo = $this->woo_address( $id, $type );
			if ( array() === $woo ) {
				continue;
			}
			$ours = array_filter( $this->accounts->address( $id, $type ), static fn ( string $value ): bool => '' !== $value );
			ksort( $ours );
			ksort( $woo );
			if ( $ours === $woo ) {
				continue;
			}
			if ( array() !== $ours ) {
				$kept[] = 'billing' === $type
					? __( 'The billing address in Vitrine differs from WooCommerce’s: Vitrine’s, the newer one, is kept.', 'vitrine' )
					: __( 'The shipping address in Vitrine differs from WooCommerce’s: Vitrine’s, the newer one, is kept.', 'vitrine' );
				continue;
			}
			if ( $write ) {
				$this->accounts->save_address( $id, $type, $woo );
			}
			$copied = true;
		}
		if ( $copied ) {
			$parts = array_map(
				static fn ( string $reason ): array => array(
					'kind'   => 'address',
					'reason' => $reason,
				),
				$kept
			);
			return new Outcome( Outcome::CREATED, $name, array(), $parts, $id );
		}
		if ( array() !== $kept ) {
			return Outcome::skipped( $name, $kept );
		}
		return new Outcome( Outcome::UNCHANGED, $name, array(), array(), $id );
	}

	/**
	 * WooCommerce's address of a type, sanitized, empty fields left out.
	 *
	 * @return array<string, string>
	 */
	private function woo_address( int $user_id, string $type ): array {
		$address = array();
		foreach ( self::FIELDS as $field ) {
			$value = (string) get_user_meta( $user_id, $type . '_' . $field, true );
			$value = 'email' === $field ? sanitize_email( $value ) : sanitize_text_field( $value );
			if ( 'country' === $field ) {
				$value = strtoupper( substr( $value, 0, 2 ) );
			}
			if ( '' !== $value ) {
				$address[ $field ] = $value;
			}
		}
		return $address;
	}
}
