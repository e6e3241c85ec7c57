/**
 * A state field on its own, outside an address fieldset (AddressFieldsRenderer::state_field(),
 * the cart's shipping calculator), follows its country select as the fieldsets do: the country's
 * states as a select (keeping a state still valid), free text, or hidden, with the country's
 * label. Only the state changes: an estimate requires no field, so required marks stay off.
 */
import { loadRules, readConfig, setStateControl } from './apply-locale';
import { countryLocale } from './locale';

/**
 * Redraws the state field for a country. If the rules cannot be had, the field stays as it is
 * (the server accepts free text and a code alike).
 *
 * @param wrapper The field's wrapper (data-vitrine-field="state").
 * @param country The chosen country's code, or ''.
 */
export async function followCountry(
	wrapper: HTMLElement,
	country: string
): Promise< void > {
	const config = readConfig( wrapper );
	const rules = config ? await loadRules( config.rules ) : null;
	if ( ! config || ! rules ) {
		return;
	}
	const locale = countryLocale(
		country === '' ? undefined : rules[ country ],
		config,
		config.languages
	);
	setStateControl( wrapper, locale, config );
	const field = locale.fields.state;
	wrapper.hidden = field.hidden;
	const label = wrapper.querySelector( '.vitrine-address__label' );
	if ( label && field.label !== '' ) {
		label.textContent = field.label;
	}
}
