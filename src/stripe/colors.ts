/**
 * The little colour arithmetic the Payment Element's appearance needs: a CSS colour's
 * brightness (the W3C formula, 0 to 255) and its lightness moved by some points of HSL.
 */

export interface Rgba {
	r: number;
	g: number;
	b: number;
	a: number;
}

/**
 * Reads a computed colour (rgb()/rgba(), as getComputedStyle gives it) or a hex colour.
 *
 * @param color The colour.
 * @return Null when it is neither.
 */
export function parseColor( color: string ): Rgba | null {
	const hex = color.trim().match( /^#([0-9a-f]{3}|[0-9a-f]{6})$/i );
	if ( hex ) {
		const digits =
			hex[ 1 ].length === 3
				? hex[ 1 ].replace( /./g, ( digit ) => digit + digit )
				: hex[ 1 ];
		return {
			r: parseInt( digits.slice( 0, 2 ), 16 ),
			g: parseInt( digits.slice( 2, 4 ), 16 ),
			b: parseInt( digits.slice( 4, 6 ), 16 ),
			a: 1,
		};
	}
	const rgb = color.match(
		/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i
	);
	if ( ! rgb ) {
		return null;
	}
	const alpha = rgb[ 4 ] ?? '1';
	return {
		r: Number( rgb[ 1 ] ),
		g: Number( rgb[ 2 ] ),
		b: Number( rgb[ 3 ] ),
		a: alpha.endsWith( '%' ) ? parseFloat( alpha ) / 100 : Number( alpha ),
	};
}

/**
 * The perceived brightness, 0 (black) to 255 (white).
 *
 * @param color The colour.
 */
export function brightness( color: Rgba ): number {
	return ( color.r * 299 + color.g * 587 + color.b * 114 ) / 1000;
}

/**
 * The colour with its HSL lightness moved by some points (negative darkens), as #rrggbb.
 *
 * @param color  The colour.
 * @param points Percentage points of lightness.
 */
export function shiftLightness( color: Rgba, points: number ): string {
	const r = color.r / 255;
	const g = color.g / 255;
	const b = color.b / 255;
	const max = Math.max( r, g, b );
	const min = Math.min( r, g, b );
	let h = 0;
	let s = 0;
	let l = ( max + min ) / 2;
	const d = max - min;
	if ( d !== 0 ) {
		s = l > 0.5 ? d / ( 2 - max - min ) : d / ( max + min );
		if ( max === r ) {
			h = ( g - b ) / d + ( g < b ? 6 : 0 );
		} else if ( max === g ) {
			h = ( b - r ) / d + 2;
		} else {
			h = ( r - g ) / d + 4;
		}
		h /= 6;
	}
	l = Math.min( 1, Math.max( 0, l + points / 100 ) );
	const q = l < 0.5 ? l * ( 1 + s ) : l + s - l * s;
	const p = 2 * l - q;
	const channel = ( t: number ): string => {
		let x = t;
		if ( x < 0 ) {
			x += 1;
		}
		if ( x > 1 ) {
			x -= 1;
		}
		let v = p;
		if ( x < 1 / 6 ) {
			v = p + ( q - p ) * 6 * x;
		} else if ( x < 1 / 2 ) {
			v = q;
		} else if ( x < 2 / 3 ) {
			v = p + ( q - p ) * ( 2 / 3 - x ) * 6;
		}
		return Math.round( v * 255 )
			.toString( 16 )
			.padStart( 2, '0' );
	};
	return s === 0
		? '#' + channel( 0 ).repeat( 3 )
		: '#' + channel( h + 1 / 3 ) + channel( h ) + channel( h - 1 / 3 );
}
