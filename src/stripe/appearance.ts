/**
 * The Payment Element's appearance, taken from the shop's theme (docs/spec/payments.md sections 3
 * and 9): the theme's input, invalid input and label styles copied into Stripe's rules, light or
 * night by the background's brightness (#ffffff when nothing paints one), fonts only from the
 * font hosts Stripe lets in, +2 px in the one-column layout, tab hover colours 7 points darker on a
 * bright background (lighter on a dark one). Computed once per theme and saved by the server.
 */
import type { Appearance, CssFontSource } from '@stripe/stripe-js';
import { brightness, parseColor, shiftLightness } from './colors';

/** The computed styles read from the theme, by property (camelCase). */
export type StyleSample = Record< string, string >;

export interface ThemeStyles {
	/** The first painted background behind the form; '' when none is. */
	background: string;
	input: StyleSample;
	invalidInput: StyleSample;
	label: StyleSample;
}

/** The hosts whose stylesheets may give the Payment Element its fonts. */
export const FONT_HOSTS = [
	'fonts.googleapis.com',
	'fonts.gstatic.com',
	'fast.fonts.net',
	'use.typekit.net',
];

const DEFAULT_BACKGROUND = '#ffffff';

/** Properties copied into each rule (Stripe refuses most others). */
const INPUT_PROPERTIES = [
	'color',
	'backgroundColor',
	'borderColor',
	'borderStyle',
	'borderWidth',
	'borderRadius',
	'boxShadow',
	'fontFamily',
	'fontSize',
	'fontWeight',
	'lineHeight',
	'padding',
];
const TEXT_PROPERTIES = [
	'color',
	'fontFamily',
	'fontSize',
	'fontWeight',
	'lineHeight',
];

function pick( values: StyleSample, properties: string[] ): StyleSample {
	const rule: StyleSample = {};
	for ( const property of properties ) {
		if ( values[ property ] ) {
			rule[ property ] = values[ property ];
		}
	}
	return rule;
}

/**
 * A rule's colours shifted for :hover.
 *
 * @param rule       The rule.
 * @param background The background it sits on.
 */
function hoverRule( rule: StyleSample, background: string ): StyleSample {
	const bright = brightness( parseColor( background ) ?? white ) > 50;
	const hover: StyleSample = {};
	for ( const property of [ 'color', 'backgroundColor' ] ) {
		const color = parseColor( rule[ property ] ?? '' );
		if ( color ) {
			hover[ property ] = shiftLightness( color, bright ? -7 : 7 );
		}
	}
	return hover;
}

const white = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Builds the appearance from the theme's styles.
 *
 * @param styles      What the theme paints.
 * @param oneColumnOn Whether the one-column (OC) layout is on: the base size grows 2 px.
 */
export function buildAppearance(
	styles: ThemeStyles,
	oneColumnOn: boolean
): Appearance {
	const painted = parseColor( styles.background );
	const background =
		painted && painted.a > 0 ? styles.background : DEFAULT_BACKGROUND;
	const input = pick( styles.input, INPUT_PROPERTIES );
	const label = pick( styles.label, TEXT_PROPERTIES );
	const size = parseFloat( styles.label.fontSize ?? '' );
	const tabHover = hoverRule( input, background );
	return {
		theme:
			brightness( parseColor( background ) ?? white ) > 125
				? 'stripe'
				: 'night',
		variables: {
			colorBackground: background,
			colorText: label.color,
			fontFamily: label.fontFamily,
			fontSizeBase: Number.isNaN( size )
				? undefined
				: `${ size + ( oneColumnOn ? 2 : 0 ) }px`,
		},
		rules: {
			'.Input': input,
			'.Input--invalid': pick( styles.invalidInput, INPUT_PROPERTIES ),
			'.Label': label,
			'.Block': pick( styles.input, [
				'backgroundColor',
				'borderColor',
				'borderRadius',
			] ),
			'.Tab': input,
			'.Tab:hover': tabHover,
			'.Tab--selected': {
				...input,
				borderColor: label.color ?? input.borderColor ?? '',
			},
			'.TabIcon:hover': tabHover.color ? { color: tabHover.color } : {},
			'.Text': label,
			'.CheckboxInput': pick( styles.input, [
				'backgroundColor',
				'borderColor',
			] ),
		},
	};
}

/**
 * The page's stylesheets from the font hosts, as Stripe's font sources.
 *
 * @param doc The document.
 */
export function fontSources( doc: Document ): CssFontSource[] {
	return Array.from(
		doc.querySelectorAll< HTMLLinkElement >(
			'link[rel="stylesheet"][href]'
		)
	)
		.filter( ( link ) => {
			try {
				const url = new URL( link.href );
				return (
					url.protocol === 'https:' &&
					FONT_HOSTS.includes( url.hostname )
				);
			} catch {
				return false;
			}
		} )
		.map( ( link ) => ( { cssSrc: link.href } ) );
}

function sample( element: Element, properties: string[] ): StyleSample {
	const computed = getComputedStyle( element );
	const values: StyleSample = {};
	for ( const property of properties ) {
		values[ property ] = computed.getPropertyValue(
			property.replace( /[A-Z]/g, ( c ) => '-' + c.toLowerCase() )
		);
	}
	return values;
}

/**
 * Reads the theme's styles: a field row made like the form's own (input, invalid input, label),
 * added out of sight inside the form so that the theme's rules apply, then removed.
 *
 * @param form The payment form.
 */
export function readThemeStyles( form: HTMLElement ): ThemeStyles {
	const doc = form.ownerDocument;
	const probe = doc.createElement( 'div' );
	probe.setAttribute( 'aria-hidden', 'true' );
	probe.style.cssText =
		'position:absolute;left:-9999px;top:0;visibility:hidden';
	probe.innerHTML =
		'<p class="vitrine-form__row"><label for="vitrine-stripe-probe">x</label>' +
		'<input class="vitrine-input" id="vitrine-stripe-probe" type="text"></p>' +
		'<p class="vitrine-form__row vitrine-field--invalid"><input class="vitrine-input" type="text" aria-invalid="true"></p>';
	form.append( probe );
	const inputs = probe.querySelectorAll( 'input' );
	const styles = {
		background: backgroundBehind( form ),
		input: sample( inputs[ 0 ], INPUT_PROPERTIES ),
		invalidInput: sample( inputs[ 1 ], INPUT_PROPERTIES ),
		label: sample(
			probe.querySelector( 'label' ) as Element,
			TEXT_PROPERTIES
		),
	};
	probe.remove();
	return styles;
}

/**
 * The first background colour painted behind an element ('' when none is).
 *
 * @param element Where to start.
 */
function backgroundBehind( element: Element ): string {
	for (
		let current: Element | null = element;
		current;
		current = current.parentElement
	) {
		const color = getComputedStyle( current ).backgroundColor;
		const parsed = parseColor( color );
		if ( parsed && parsed.a > 0 ) {
			return color;
		}
	}
	return '';
}
