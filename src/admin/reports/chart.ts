/**
 * The bar chart's geometry: the scale's top and ticks, and which period labels fit under the
 * axis. Pure, so that jest checks it.
 */

/**
 * The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) at or above a value; 1 for
 * nothing to show, so that an empty chart still has an axis.
 *
 * @param value The largest value shown.
 */
export function niceCeiling( value: number ): number {
	if ( ! ( value > 0 ) ) {
		return 1;
	}
	const power = Math.pow( 10, Math.floor( Math.log10( value ) ) );
	for ( const step of [ 1, 2, 2.5, 5, 10 ] ) {
		if ( value <= step * power + 1e-9 ) {
			return step * power;
		}
	}
	return 10 * power;
}

/**
 * The axis's ticks from 0 to the ceiling, four steps; whole numbers only when the values are
 * counts.
 *
 * @param ceiling The scale's top (niceCeiling()).
 * @param counts  Whether the values are counts (orders), which have no fractions.
 */
export function ticks( ceiling: number, counts: boolean ): number[] {
	const steps = counts && ceiling < 4 ? ceiling : 4;
	return Array.from(
		{ length: steps + 1 },
		( _, index ) => ( ceiling / steps ) * index
	);
}

/**
 * Every how many periods a label is written under the axis, so that labels of about
 * `labelWidth` pixels do not overlap on a plot `width` pixels wide.
 *
 * @param count      The number of periods.
 * @param width      The plot's width.
 * @param labelWidth A label's width.
 */
export function labelEvery(
	count: number,
	width: number,
	labelWidth: number
): number {
	if ( count <= 0 ) {
		return 1;
	}
	const fit = Math.max( 1, Math.floor( width / labelWidth ) );
	return Math.max( 1, Math.ceil( count / fit ) );
}

export interface Segment {
	key: string;
	value: number;
}

/**
 * The stacked segments of one bar, from the bottom: their y and height in a plot of `height`
 * pixels whose top is `ceiling`. Zero and negative values take no room.
 *
 * @param segments The values, bottom first.
 * @param ceiling  The scale's top.
 * @param height   The plot's height.
 */
export function stack(
	segments: Segment[],
	ceiling: number,
	height: number
): Array< Segment & { y: number; height: number } > {
	let base = 0;
	return segments.map( ( segment ) => {
		const size = ( Math.max( 0, segment.value ) / ceiling ) * height;
		base += size;
		return { ...segment, y: height - base, height: size };
	} );
}
