<?php
/**
 * The markup of a billing or shipping address fieldset.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * Renders the fields of AddressFields for the chosen country, so that the form works without
 * JavaScript: a country select, the state as a select, a text input or not shown, labels tied
 * to their controls, required fields with `required` (which screen readers announce) and a
 * visual asterisk, optional ones marked "(optional)", and autofill tokens.
 *
 * With JavaScript, src/address/apply-locale.ts (enhanceAddressFieldsets(), which the checkout
 * bundle calls) re-applies the rules when the country changes. It reads:
 * - on the fieldset: data-vitrine-address (billing or shipping), data-vitrine-country (the
 *   country the fields were rendered for) and data-vitrine-address-config (JSON: where the rules
 *   are, the languages to pick state names in, the labels and placeholders);
 * - on each field's wrapper: data-vitrine-field (the field key) and data-priority; on the state's,
 *   data-vitrine-state-control (select, text or hidden).
 * The rules come from build/address/rules.json (about 20 KB gzipped, loaded once the shopper
 * reaches for the country select, then cached); when a filter changes them, the page carries
 * them instead, in a script tag of id vitrine-address-rules.
 */
final class AddressFieldsRenderer {

	public const RULES_SCRIPT_ID = 'vitrine-address-rules';

	private bool $rules_printed = false;

	public function __construct(
		private readonly AddressFields $fields,
		private readonly Countries $countries,
		private readonly AddressLocale $locale,
		private readonly AddressData $data,
	) {
	}

	/**
	 * The fieldset of one address.
	 *
	 * @param string                $type   billing or shipping.
	 * @param array<string, string> $values Field key => current value ('country' => 'US').
	 * @param array<string, string> $errors Field key => message, as AddressValidator::validate() gives them.
	 * @return string HTML.
	 * @throws \InvalidArgumentException For a type other than billing or shipping.
	 */
	public function render( string $type, array $values = array(), array $errors = array() ): string {
		$country = strtoupper( trim( (string) ( $values['country'] ?? '' ) ) );
		$fields  = $this->fields->get( $type, $country );
		$locale  = $this->locale->for_country( $country );
		$legend  = AddressFields::BILLING === $type ? __( 'Billing address', 'vitrine' ) : __( 'Shipping address', 'vitrine' );

		$html = $this->rules_script() . sprintf(
			'<fieldset class="vitrine-address vitrine-address--%1$s" data-vitrine-address="%1$s" data-vitrine-country="%2$s" data-vitrine-address-config="%3$s"><legend class="vitrine-address__legend">%4$s</legend><div class="vitrine-address__fields">',
			esc_attr( $type ),
			esc_attr( $country ),
			esc_attr( (string) wp_json_encode( $this->script_config(), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ),
			esc_html( $legend )
		);
		foreach ( $fields as $key => $field ) {
			$html .= $this->render_field( $type, $key, $field, (string) ( $values[ $key ] ?? '' ), (string) ( $errors[ $key ] ?? '' ), $locale );
		}
		return $html . '</div></fieldset>';
	}

	/**
	 * A state field on its own, outside an address fieldset, that follows a country select the
	 * same way (the cart's shipping calculator): a select of the country's states, a text input,
	 * or hidden when the country has none. Its wrapper carries data-vitrine-field="state",
	 * data-vitrine-state-control and data-vitrine-address-config, which src/address/state-field.ts
	 * reads when the country changes; no field is required (an estimate asks for nothing).
	 *
	 * @param string $id      The control's id.
	 * @param string $name    The control's name.
	 * @param string $country The country it is rendered for.
	 * @param string $value   The current state (a code of the list, or free text).
	 * @param string $class   The wrapper's class.
	 * @return string HTML.
	 */
	public function state_field( string $id, string $name, string $country, string $value, string $class ): string {
		$locale     = $this->locale->for_country( $country );
		$control    = $locale->state_control;
		$attributes = array(
			'name'         => $name,
			'id'           => $id,
			'autocomplete' => 'address-level1',
		);
		$html       = CountryLocale::STATE_SELECT === $control
			? $this->select( $attributes, array( '' => __( 'Select an option…', 'vitrine' ) ) + $this->countries->states( $locale->country ), strtoupper( $value ) )
			: '<input' . self::attributes(
				array(
					'type'  => 'text',
					'class' => 'vitrine-input',
					'value' => CountryLocale::STATE_TEXT === $control ? $value : '',
				) + $attributes
			) . '>';
		return $this->rules_script() . sprintf(
			'<p%1$s><label for="%2$s"><span class="vitrine-address__label">%3$s</span></label>%4$s</p>',
			self::attributes(
				array(
					'class'                       => $class,
					'data-vitrine-field'          => 'state',
					'data-vitrine-state-control'  => $control,
					'data-vitrine-address-config' => (string) wp_json_encode( $this->script_config(), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
					'hidden'                      => CountryLocale::STATE_HIDDEN === $control,
				)
			),
			esc_attr( $id ),
			esc_html( $locale->field( 'state' )->label ),
			$html
		);
	}

	/**
	 * The rules of every country in the page, once, when a filter changed them (the script then
	 * cannot use the built file).
	 */
	private function rules_script(): string {
		if ( ! $this->data->is_filtered() || $this->rules_printed ) {
			return '';
		}
		$this->rules_printed = true;
		return sprintf(
			'<script type="application/json" id="%s">%s</script>',
			esc_attr( self::RULES_SCRIPT_ID ),
			wp_json_encode( $this->data->rules(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
		);
	}

	/**
	 * What the script needs besides the markup.
	 *
	 * @return array<string, mixed>
	 */
	private function script_config(): array {
		return array(
			// null: the rules are in the page (script#vitrine-address-rules).
			'rules'        => $this->data->is_filtered() ? null : $this->data->rules_url(),
			'languages'    => Countries::languages( determine_locale() ),
			'labels'       => $this->locale->labels(),
			'placeholders' => array(
				'address_1' => __( 'House number and street name', 'vitrine' ),
				/* translators: %s: a postcode of the chosen country. */
				'postcode'  => __( 'e.g. %s', 'vitrine' ),
			),
			'selectState'  => __( 'Select an option…', 'vitrine' ),
		);
	}

	/**
	 * One field's wrapper, label, control and message.
	 *
	 * @param string               $type   billing or shipping.
	 * @param string               $key    Field key.
	 * @param array<string, mixed> $field  The field (see AddressFields).
	 * @param string               $value  Its current value.
	 * @param string               $error  Its message, or empty.
	 * @param CountryLocale        $locale The country's rules.
	 */
	private function render_field( string $type, string $key, array $field, string $value, string $error, CountryLocale $locale ): string {
		$id       = AddressFields::input_name( $type, $key );
		$required = (bool) $field['required'];
		$hidden   = (bool) $field['hidden'];

		$attributes = array(
			'name'         => $id,
			'id'           => $id,
			'autocomplete' => (string) $field['autocomplete'],
		);
		if ( $required ) {
			$attributes['required']      = true;
			$attributes['aria-required'] = 'true';
		}
		if ( '' !== $error ) {
			$attributes['aria-invalid']     = 'true';
			$attributes['aria-describedby'] = $id . '_error';
		}

		$wrapper = array(
			'class'              => 'vitrine-form__row vitrine-address__field vitrine-address__field--' . $key,
			'id'                 => $id . '_field',
			'data-vitrine-field' => $key,
			'data-priority'      => (string) $field['priority'],
			'hidden'             => $hidden,
		);

		if ( 'country' === $field['type'] ) {
			$control = $this->select( $attributes, array( '' => __( 'Select a country / region…', 'vitrine' ) ) + $this->countries->all(), strtoupper( $value ) );
		} elseif ( 'state' === $field['type'] && CountryLocale::STATE_SELECT === $locale->state_control && ! $hidden ) {
			$wrapper['data-vitrine-state-control'] = CountryLocale::STATE_SELECT;
			$control                               = $this->select( $attributes, array( '' => __( 'Select an option…', 'vitrine' ) ) + $this->countries->states( $locale->country ), strtoupper( $value ) );
		} else {
			if ( 'state' === $field['type'] ) {
				$wrapper['data-vitrine-state-control'] = $hidden ? CountryLocale::STATE_HIDDEN : CountryLocale::STATE_TEXT;
			}
			$attributes = array(
				'type'  => in_array( $field['type'], array( 'email', 'tel' ), true ) ? $field['type'] : 'text',
				'class' => 'vitrine-input',
				'value' => $value,
			) + $attributes;
			if ( '' !== $field['placeholder'] ) {
				$attributes['placeholder'] = (string) $field['placeholder'];
			}
			$control = '<input' . self::attributes( $attributes ) . '>';
		}

		return sprintf(
			'<p%1$s><label for="%2$s"><span class="vitrine-address__label">%3$s</span> <span class="vitrine-required" aria-hidden="true"%4$s>*</span><span class="vitrine-optional"%5$s>%6$s</span></label>%7$s%8$s</p>',
			self::attributes( $wrapper ),
			esc_attr( $id ),
			esc_html( (string) $field['label'] ),
			$required ? '' : ' hidden',
			$required ? ' hidden' : '',
			esc_html__( '(optional)', 'vitrine' ),
			$control,
			'' === $error ? '' : sprintf( '<span class="vitrine-address__error" id="%s">%s</span>', esc_attr( $id . '_error' ), esc_html( $error ) )
		);
	}

	/**
	 * A select with its options, the current value selected.
	 *
	 * @param array<string, string|bool> $attributes The select's attributes.
	 * @param array<string, string>      $options    Value => label.
	 * @param string                     $current    The selected value.
	 */
	private function select( array $attributes, array $options, string $current ): string {
		$html = '<select' . self::attributes( array( 'class' => 'vitrine-select' ) + $attributes ) . '>';
		foreach ( $options as $value => $label ) {
			$html .= sprintf( '<option value="%s"%s>%s</option>', esc_attr( (string) $value ), selected( (string) $value, $current, false ), esc_html( $label ) );
		}
		return $html . '</select>';
	}

	/**
	 * HTML attributes: true prints the attribute alone, false leaves it out.
	 *
	 * @param array<string, string|bool> $attributes Name => value.
	 */
	private static function attributes( array $attributes ): string {
		$html = '';
		foreach ( $attributes as $name => $value ) {
			if ( true === $value ) {
				$html .= ' ' . $name;
			} elseif ( false !== $value ) {
				$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
			}
		}
		return $html;
	}
}
