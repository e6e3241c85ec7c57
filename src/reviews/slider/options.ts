/**
 * The slider's options as PHP prints them in data-slider
 * (Vitrine\Reviews\Views\SliderRenderer::script_options()), read defensively: a missing or
 * mistyped value takes its default instead of breaking the widget.
 */
import type { CardOptions } from './card';

export interface SliderOptions {
	autoplay: boolean;
	/** Autoplay interval, seconds. */
	speed: number;
	effect: 'slide' | 'fade';
	mousestop: boolean;
	clickstop: boolean;
	wheelscroll: boolean;
	/** swipe_step: cards per autoplay step and per button press. */
	step: number;
	/** swipe_per_btn: a button moves a whole page. */
	perButton: boolean;
	/** swipe_per_dot: one dot per page instead of one per card. */
	perDot: boolean;
	/** Reviews in the page, and in all. */
	shown: number;
	total: number;
	/** Reviews per get_reviews call. */
	batch: number;
	card: CardOptions;
}

function bool( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

function whole( value: unknown, fallback: number, minimum: number ): number {
	return typeof value === 'number' && Number.isFinite( value )
		? Math.max( minimum, Math.floor( value ) )
		: fallback;
}

/**
 * The options of a slider.
 *
 * @param json The data-slider attribute.
 */
export function parseSliderOptions( json: string | undefined ): SliderOptions {
	let raw: Record< string, unknown > = {};
	try {
		const parsed: unknown = JSON.parse( json ?? '{}' );
		if ( typeof parsed === 'object' && parsed !== null ) {
			raw = parsed as Record< string, unknown >;
		}
	} catch {
		// Defaults below.
	}
	const card =
		typeof raw.card === 'object' && raw.card !== null
			? ( raw.card as Record< string, unknown > )
			: {};
	const shown = whole( raw.shown, 0, 0 );
	return {
		autoplay: bool( raw.autoplay, false ),
		speed: whole( raw.speed, 5, 1 ),
		effect: raw.effect === 'fade' ? 'fade' : 'slide',
		mousestop: bool( raw.mousestop, true ),
		clickstop: bool( raw.clickstop, true ),
		wheelscroll: bool( raw.wheelscroll, false ),
		step: whole( raw.step, 1, 1 ),
		perButton: bool( raw.perButton, false ),
		perDot: bool( raw.perDot, false ),
		shown,
		total: Math.max( shown, whole( raw.total, shown, 0 ) ),
		batch: Math.min( 50, whole( raw.batch, 6, 1 ) ),
		card: {
			hideAvatar: bool( card.hideAvatar, false ),
			avatarSize: whole( card.avatarSize, 48, 1 ),
			hideTime: bool( card.hideTime, false ),
			timeFormat:
				typeof card.timeFormat === 'string'
					? card.timeFormat
					: 'relative',
			textSize: whole( card.textSize, 0, 0 ),
			showReply: bool( card.showReply, true ),
			openLink: bool( card.openLink, false ),
			nofollow: bool( card.nofollow, false ),
			lazy: bool( card.lazy, true ),
		},
	};
}
