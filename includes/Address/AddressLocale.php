<?php
/**
 * Address rules per country: which fields show, which are required, their labels and order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * Turns a country's generated rules into its address fields (the browser does the same in
 * src/address/locale.ts, from the same data and the labels of labels()):
 * - a field shows when the country's address format has it, in the format's order; the two
 *   address lines stand for the format's street address;
 * - a field is required when the format requires it (the second address line never is);
 * - labels follow the kind of field the data names ('Prefecture', 'ZIP Code', 'Post town'),
 *   the postcode's placeholder is one of the country's postcodes;
 * - the state is a select where the data lists states, free text where it shows a state
 *   without a list, and hidden where the format has none.
 * A country the data does not know gets every field, with the street address and city required.
 */
final class AddressLocale {

	/**
	 * The fields whose look depends on the country, in their default order.
	 */
	public const FIELDS = array( 'address_1', 'address_2', 'city', 'state', 'postcode' );

	/**
	 * The priority of the first address field; the others follow in steps of 10.
	 */
	public const FIRST_PRIORITY = 50;

	/**
	 * Rules for a country the data does not know: ask for everything, require little.
	 */
	private const UNKNOWN_COUNTRY = array(
		'fields'  => 'ACSZ',
		'require' => 'AC',
	);

	/**
	 * The format's letter of each field.
	 */
	private const LETTERS = array(
		'address_1' => 'A',
		'address_2' => 'A',
		'city'      => 'C',
		'state'     => 'S',
		'postcode'  => 'Z',
	);

	public function __construct(
		private readonly AddressData $data,
		private readonly Countries $countries,
	) {
	}

	/**
	 * The address rules of a country ('' or an unknown code gets the rules for unknown countries).
	 */
	public function for_country( string $country ): CountryLocale {
		$country = strtoupper( trim( $country ) );
		$rules   = '' === $country ? null : $this->data->country_rules( $country );
		$known   = null !== $rules;
		$rules ??= self::UNKNOWN_COUNTRY;
		$shown   = (string) ( $rules['fields'] ?? '' );
		$require = (string) ( $rules['require'] ?? '' );
		$labels  = $this->labels();
		$example = (string) ( $rules['example'] ?? '' );

		$state_control = CountryLocale::STATE_HIDDEN;
		if ( str_contains( $shown, 'S' ) ) {
			$state_control = array() === $this->countries->states( $country ) ? CountryLocale::STATE_TEXT : CountryLocale::STATE_SELECT;
		}

		$fields = array();
		foreach ( self::priorities( $shown ) as $key => $priority ) {
			$hidden = ! str_contains( $shown, self::LETTERS[ $key ] );
			$kind   = (string) ( $rules[ $key ] ?? '' );
			$label  = $labels[ $key ][ $kind ] ?? $labels[ $key ][''];

			$placeholder = '';
			if ( 'address_1' === $key ) {
				$placeholder = __( 'House number and street name', 'vitrine' );
			} elseif ( 'postcode' === $key && '' !== $example ) {
				/* translators: %s: a postcode of the chosen country. */
				$placeholder = sprintf( __( 'e.g. %s', 'vitrine' ), $example );
			}

			$fields[ $key ] = new LocaleField(
				$hidden,
				! $hidden && 'address_2' !== $key && str_contains( $require, self::LETTERS[ $key ] ),
				$label,
				$placeholder,
				$priority
			);
		}

		return new CountryLocale(
			$country,
			$known,
			$fields,
			$state_control,
			(string) ( $rules['pattern'] ?? '' ),
			$example,
			(string) ( $rules['prefix'] ?? '' )
		);
	}

	/**
	 * The labels of the address fields by the kind of field the data names, '' for the field's
	 * label when the data names none (or the country is unknown). The browser gets them too.
	 *
	 * @return array<string, array<string, string>> Field key => kind => translated label.
	 */
	public function labels(): array {
		return array(
			'address_1' => array( '' => __( 'Street address', 'vitrine' ) ),
			'address_2' => array( '' => __( 'Apartment, suite, unit, etc.', 'vitrine' ) ),
			'city'      => array(
				''          => __( 'Town / City', 'vitrine' ),
				'city'      => __( 'Town / City', 'vitrine' ),
				'district'  => __( 'District', 'vitrine' ),
				'post_town' => __( 'Post town', 'vitrine' ),
				'suburb'    => __( 'Suburb', 'vitrine' ),
			),
			'state'     => array(
				''           => __( 'State / County', 'vitrine' ),
				'area'       => __( 'Area', 'vitrine' ),
				'county'     => __( 'County', 'vitrine' ),
				'department' => __( 'Department', 'vitrine' ),
				'district'   => __( 'District', 'vitrine' ),
				'do_si'      => __( 'Do/Si', 'vitrine' ),
				'emirate'    => __( 'Emirate', 'vitrine' ),
				'island'     => __( 'Island', 'vitrine' ),
				'oblast'     => __( 'Oblast', 'vitrine' ),
				'parish'     => __( 'Parish', 'vitrine' ),
				'prefecture' => __( 'Prefecture', 'vitrine' ),
				'province'   => __( 'Province', 'vitrine' ),
				'state'      => __( 'State', 'vitrine' ),
			),
			'postcode'  => array(
				''        => __( 'Postcode / ZIP', 'vitrine' ),
				'eircode' => __( 'Eircode', 'vitrine' ),
				'pin'     => __( 'PIN Code', 'vitrine' ),
				'postal'  => __( 'Postcode', 'vitrine' ),
				'zip'     => __( 'ZIP Code', 'vitrine' ),
			),
		);
	}

	/**
	 * The fields' priorities: the shown ones in the format's order, then the hidden ones.
	 *
	 * @param string $shown The format's letters, in order: 'ZSA'.
	 * @return array<string, int> Field key => priority, for every field of FIELDS.
	 */
	private static function priorities( string $shown ): array {
		$order = array();
		foreach ( str_split( $shown ) as $letter ) {
			foreach ( self::LETTERS as $key => $field_letter ) {
				if ( $field_letter === $letter ) {
					$order[ $key ] = true;
				}
			}
		}
		$order      = array_keys( $order + array_fill_keys( self::FIELDS, true ) );
		$priorities = array();
		foreach ( $order as $index => $key ) {
			$priorities[ $key ] = self::FIRST_PRIORITY + 10 * $index;
		}
		// Keep FIELDS' key order, so that callers can rely on it whatever the country.
		return array_merge( array_fill_keys( self::FIELDS, 0 ), $priorities );
	}
}
