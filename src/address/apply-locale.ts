/**
 * Address fieldsets rendered by Vitrine\Address\AddressFieldsRenderer follow the chosen country:
 * when the shopper changes it, the state becomes a select, a text input or nothing (keeping its
 * value while it is still valid), labels, placeholders and required marks change, and the fields
 * take the country's order. The form works without this: the server renders and checks the same
 * rules.
 *
 * The rules of every country (build/address/rules.json, about 20 KB gzipped) are fetched once,
 * when the shopper first reaches for a country select, and cached by the browser under a
 * versioned URL; a page whose rules a filter changed carries them in script#vitrine-address-rules.
 * If they cannot be had, the fields stay as rendered and the server's check still applies.
 *
 * After applying a country's rules the fieldset dispatches `vitrine-address-locale` (bubbling;
 * detail: { type, country }), for the checkout to refresh what depends on the address.
 */
import {
	ADDRESS_FIELDS,
	countryLocale,
	findState,
	type CountryLocale,
	type LocaleStrings,
	type RulesByCountry,
	type StateControl,
} from './locale';

/** The fieldset's data-vitrine-address-config. */
export interface FieldsetConfig extends LocaleStrings {
	/** The URL of rules.json, or null when the rules are in the page. */
	rules: string | null;
	/** The data's language keys to name states in, best first. */
	languages: string[];
	/** The empty option of the state select. */
	selectState: string;
}

export interface AddressLocaleEventDetail {
	type: string;
	country: string;
}

export const LOCALE_EVENT = 'vitrine-address-locale';

const RULES_SCRIPT_ID = 'vitrine-address-rules';

/** Fields whose labels do not depend on the country keep the server's (which a filter may have set). */
const COUNTRY_LABELS = new Set< string >( [ 'city', 'state', 'postcode' ] );

const loads = new Map< string, Promise< RulesByCountry | null > >();

/**
 * The rules of every country: from the page when it carries them, else from the URL (one request
 * per URL and page; a failed one may be tried again).
 *
 * @param source The URL of rules.json, or null for the page's script#vitrine-address-rules.
 * @return The rules by country code, or null when they cannot be had.
 */
export function loadRules(
	source: string | null
): Promise< RulesByCountry | null > {
	if ( source === null ) {
		const script = document.getElementById( RULES_SCRIPT_ID );
		try {
			return Promise.resolve(
				script
					? ( JSON.parse(
							script.textContent ?? ''
						) as RulesByCountry )
					: null
			);
		} catch {
			return Promise.resolve( null );
		}
	}
	let load = loads.get( source );
	if ( ! load ) {
		// fetch's default credentials: same-origin. Tests stub window.fetch.
		load = fetch( source )
			.then( ( response ) => ( response.ok ? response.json() : null ) )
			.then(
				( data: { countries?: RulesByCountry } | null ) =>
					data?.countries ?? null
			)
			.catch( () => null )
			.then( ( rules ) => {
				if ( rules === null ) {
					loads.delete( source );
				}
				return rules;
			} );
		loads.set( source, load );
	}
	return load;
}

/**
 * Forgets the rules loaded so far (for tests).
 */
export function resetLoadedRules(): void {
	loads.clear();
}

function fieldWrapper(
	fieldset: HTMLElement,
	key: string
): HTMLElement | null {
	return fieldset.querySelector< HTMLElement >(
		`[data-vitrine-field="${ key }"]`
	);
}

function fieldControl(
	wrapper: HTMLElement
): HTMLInputElement | HTMLSelectElement | null {
	return wrapper.querySelector< HTMLInputElement | HTMLSelectElement >(
		'input, select'
	);
}

/**
 * Moves the state field to the control its country needs, keeping the value while it is valid:
 * a state of the new list (given by code or name) stays chosen; free text stays as free text.
 *
 * @param wrapper The state field's wrapper.
 * @param locale  The country's rules.
 * @param config  The fieldset's config.
 */
export function setStateControl(
	wrapper: HTMLElement,
	locale: CountryLocale,
	config: FieldsetConfig
): void {
	const current = fieldControl( wrapper );
	if ( ! current ) {
		return;
	}
	const kind: StateControl = locale.stateControl;
	const previous = wrapper.dataset.vitrineStateControl as
		StateControl | undefined;
	const value = current.value;
	let control: HTMLInputElement | HTMLSelectElement = current;

	if ( kind === 'select' ) {
		const select =
			current instanceof HTMLSelectElement
				? current
				: document.createElement( 'select' );
		select.replaceChildren(
			new Option( config.selectState, '' ),
			...locale.states.map(
				( [ code, name ] ) => new Option( name, code )
			)
		);
		select.value = findState( locale.states, value ) ?? '';
		select.className = 'vitrine-select';
		control = select;
	} else {
		const input =
			current instanceof HTMLInputElement
				? current
				: document.createElement( 'input' );
		input.type = 'text';
		input.className = 'vitrine-input';
		// A code of another country's list means nothing as free text; free text stays.
		input.value = kind === 'text' && previous === 'text' ? value : '';
		control = input;
	}

	if ( control !== current ) {
		for ( const name of [
			'id',
			'name',
			'autocomplete',
			'aria-describedby',
		] ) {
			const attribute = current.getAttribute( name );
			if ( attribute !== null ) {
				control.setAttribute( name, attribute );
			}
		}
		current.replaceWith( control );
	}
	wrapper.dataset.vitrineStateControl = kind;
}

/**
 * Puts a container's fields in the order of their data-priority, moving only those out of place
 * (so that the focused country select is not moved, which would lose focus).
 *
 * @param container The fields' parent.
 */
export function sortByPriority( container: Element ): void {
	const fields = Array.from( container.children ).filter(
		( child ): child is HTMLElement =>
			child instanceof HTMLElement && child.dataset.priority !== undefined
	);
	const sorted = [ ...fields ].sort(
		( a, b ) => Number( a.dataset.priority ) - Number( b.dataset.priority )
	);
	const ownerDocument = container.ownerDocument;
	const active = ownerDocument.activeElement;
	let previous: Element | null = null;
	for ( const field of sorted ) {
		const expected: Element | null = previous
			? previous.nextElementSibling
			: ( fields[ 0 ] ?? null );
		if ( expected !== field ) {
			container.insertBefore( field, expected );
		}
		previous = field;
	}
	if (
		active instanceof HTMLElement &&
		active !== ownerDocument.activeElement &&
		active.isConnected
	) {
		active.focus( { preventScroll: true } );
	}
}

/**
 * Applies a country's rules to a rendered fieldset.
 *
 * @param fieldset The fieldset (data-vitrine-address).
 * @param country  The country code.
 * @param rules    The rules of every country.
 * @param config   The fieldset's config.
 */
export function applyLocale(
	fieldset: HTMLElement,
	country: string,
	rules: RulesByCountry,
	config: FieldsetConfig
): void {
	const locale = countryLocale(
		country === '' ? undefined : rules[ country ],
		config,
		config.languages
	);
	for ( const key of ADDRESS_FIELDS ) {
		const wrapper = fieldWrapper( fieldset, key );
		if ( ! wrapper ) {
			// The merchant does not ask for this field (a setting or a filter removed it).
			continue;
		}
		const field = locale.fields[ key ];
		if ( key === 'state' ) {
			setStateControl( wrapper, locale, config );
		}
		wrapper.hidden = field.hidden;
		wrapper.dataset.priority = String( field.priority );

		const label = wrapper.querySelector( '.vitrine-address__label' );
		if ( label && COUNTRY_LABELS.has( key ) && field.label !== '' ) {
			label.textContent = field.label;
		}
		wrapper
			.querySelector( '.vitrine-required' )
			?.toggleAttribute( 'hidden', ! field.required );
		wrapper
			.querySelector( '.vitrine-optional' )
			?.toggleAttribute( 'hidden', field.required );

		const control = fieldControl( wrapper );
		if ( ! control ) {
			continue;
		}
		control.required = field.required;
		if ( field.required ) {
			control.setAttribute( 'aria-required', 'true' );
		} else {
			control.removeAttribute( 'aria-required' );
		}
		if ( key === 'postcode' && control instanceof HTMLInputElement ) {
			if ( field.placeholder === '' ) {
				control.removeAttribute( 'placeholder' );
			} else {
				control.placeholder = field.placeholder;
			}
		}
	}

	const container = fieldset.querySelector( '.vitrine-address__fields' );
	if ( container ) {
		sortByPriority( container );
	}
	fieldset.dataset.vitrineCountry = country;
	fieldset.dispatchEvent(
		new CustomEvent< AddressLocaleEventDetail >( LOCALE_EVENT, {
			bubbles: true,
			detail: {
				type: fieldset.dataset.vitrineAddress ?? '',
				country,
			},
		} )
	);
}

/**
 * The script's config an element carries in data-vitrine-address-config.
 *
 * @param element A fieldset, or a lone state field's wrapper.
 * @return The config, or null when it is missing or not JSON.
 */
export function readConfig( element: HTMLElement ): FieldsetConfig | null {
	try {
		const config = JSON.parse(
			element.dataset.vitrineAddressConfig ?? ''
		) as FieldsetConfig;
		return typeof config === 'object' && config !== null ? config : null;
	} catch {
		return null;
	}
}

/**
 * Makes every address fieldset below the root follow its country select. Safe to call again
 * (after fragments are replaced, say): a fieldset is enhanced once.
 *
 * @param root Where to look.
 */
export function enhanceAddressFieldsets( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >( '[data-vitrine-address]' ).forEach(
		( fieldset ) => {
			if ( fieldset.dataset.vitrineAddressReady === 'ready' ) {
				return;
			}
			const config = readConfig( fieldset );
			const select = fieldset.querySelector< HTMLSelectElement >(
				'[data-vitrine-field="country"] select'
			);
			if ( ! config || ! select ) {
				return;
			}
			fieldset.dataset.vitrineAddressReady = 'ready';

			const load = () => loadRules( config.rules );
			// Start loading when the shopper reaches for the select, so that the rules are
			// there by the time a country is chosen.
			for ( const type of [ 'focus', 'pointerdown' ] ) {
				select.addEventListener( type, () => void load(), {
					once: true,
				} );
			}

			let latest = 0;
			const update = async () => {
				const ticket = ++latest;
				const country = select.value;
				const rules = await load();
				// A later change wins over an earlier one still loading.
				if ( ticket === latest && rules !== null ) {
					applyLocale( fieldset, country, rules, config );
				}
			};
			select.addEventListener( 'change', () => void update() );

			// The browser may have restored another country than the one rendered (back button).
			if ( select.value !== ( fieldset.dataset.vitrineCountry ?? '' ) ) {
				void update();
			}
		}
	);
}
