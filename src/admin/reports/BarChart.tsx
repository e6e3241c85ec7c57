/**
 * An SVG bar chart of one value per period, stacked by series, with the previous period's value
 * beside each bar as a dashed outline. The chart is an image with a name and a text summary
 * (the figure's caption); the same numbers are in the table below it, which is the accessible
 * way to read them. Series are told apart by colour and pattern, never by colour alone.
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { labelEvery, niceCeiling, stack, ticks } from './chart';
import { COLOURS, PATTERNS, type PatternKind } from './palette';

export interface ChartSeries {
	key: string;
	label: string;
}

export interface ChartPeriod {
	label: string;
	/** Series key to value. */
	values: Record< string, number >;
	/** The previous period's value, when compared. */
	compare?: number;
}

interface Props {
	title: string;
	summary: string;
	series: ChartSeries[];
	periods: ChartPeriod[];
	format: ( value: number ) => string;
	counts: boolean;
}

const WIDTH = 760;
const HEIGHT = 280;
const LEFT = 72;
const BOTTOM = 28;
const TOP = 8;

function patternShape( kind: PatternKind ) {
	const line = { stroke: '#fff', strokeWidth: 1.5 };
	switch ( kind ) {
		case 'diagonal':
			return <path d="M-1,1 l2,-2 M0,8 l8,-8 M7,9 l2,-2" { ...line } />;
		case 'antidiagonal':
			return <path d="M-1,7 l2,2 M0,0 l8,8 M7,-1 l2,2" { ...line } />;
		case 'dots':
			return <circle cx="4" cy="4" r="1.6" fill="#fff" />;
		case 'horizontal':
			return <path d="M0,4 h8" { ...line } />;
		case 'vertical':
			return <path d="M4,0 v8" { ...line } />;
		case 'cross':
			return <path d="M0,0 l8,8 M8,0 l-8,8" { ...line } />;
		case 'grid':
			return <path d="M0,4 h8 M4,0 v8" { ...line } />;
		case 'checks':
			return <rect width="4" height="4" fill="#fff" opacity="0.6" />;
		default:
			return null;
	}
}

/**
 * The fill of a series: its colour, and its pattern over it.
 *
 * @param index The series' place.
 * @param id    The chart's id prefix.
 */
export function seriesFill( index: number, id: string ): string {
	return PATTERNS[ index % PATTERNS.length ] === 'solid'
		? COLOURS[ index % COLOURS.length ]
		: `url(#${ id }-p${ index })`;
}

/**
 * The patterns of the series, to put in an SVG's defs.
 *
 * @param props       The series and the chart's id prefix.
 * @param props.count The number of series.
 * @param props.id    The id prefix.
 */
export function SeriesPatterns( { count, id }: { count: number; id: string } ) {
	return (
		<defs>
			{ Array.from( { length: count }, ( _, index ) => (
				<pattern
					key={ index }
					id={ `${ id }-p${ index }` }
					width="8"
					height="8"
					patternUnits="userSpaceOnUse"
				>
					<rect
						width="8"
						height="8"
						fill={ COLOURS[ index % COLOURS.length ] }
					/>
					{ patternShape( PATTERNS[ index % PATTERNS.length ] ) }
				</pattern>
			) ) }
		</defs>
	);
}

export function BarChart( {
	title,
	summary,
	series,
	periods,
	format,
	counts,
}: Props ) {
	const id = useId().replace( /:/g, '' );
	const plotWidth = WIDTH - LEFT - 8;
	const plotHeight = HEIGHT - TOP - BOTTOM;
	const totals = periods.map( ( period ) =>
		series.reduce(
			( sum, one ) => sum + Math.max( 0, period.values[ one.key ] ?? 0 ),
			0
		)
	);
	const ceiling = niceCeiling(
		Math.max( 0, ...totals, ...periods.map( ( p ) => p.compare ?? 0 ) )
	);
	const band = plotWidth / Math.max( 1, periods.length );
	const compared = periods.some( ( period ) => period.compare !== undefined );
	const barWidth = Math.max( 1, band * ( compared ? 0.42 : 0.7 ) );
	const every = labelEvery( periods.length, plotWidth, 90 );

	return (
		<figure className="vitrine-reports__figure">
			<svg
				viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
				className="vitrine-reports__chart"
				role="img"
				aria-labelledby={ `${ id }-title ${ id }-desc` }
			>
				<title id={ `${ id }-title` }>{ title }</title>
				<desc id={ `${ id }-desc` }>{ summary }</desc>
				<SeriesPatterns count={ series.length } id={ id } />
				<g transform={ `translate(${ LEFT },${ TOP })` }>
					{ ticks( ceiling, counts ).map( ( tick ) => {
						const y = plotHeight - ( tick / ceiling ) * plotHeight;
						return (
							<g key={ tick }>
								<line
									x1="0"
									x2={ plotWidth }
									y1={ y }
									y2={ y }
									stroke="#c3c4c7"
								/>
								<text
									x="-6"
									y={ y + 4 }
									textAnchor="end"
									className="vitrine-reports__tick"
								>
									{ format( tick ) }
								</text>
							</g>
						);
					} ) }
					{ periods.map( ( period, index ) => {
						const x =
							index * band +
							( band - barWidth * ( compared ? 2 : 1 ) ) / 2;
						const segments = stack(
							series.map( ( one ) => ( {
								key: one.key,
								value: period.values[ one.key ] ?? 0,
							} ) ),
							ceiling,
							plotHeight
						);
						const compareHeight =
							( Math.max( 0, period.compare ?? 0 ) / ceiling ) *
							plotHeight;
						return (
							<g key={ index }>
								{ segments.map( ( segment, place ) =>
									segment.height > 0 ? (
										<rect
											key={ segment.key }
											x={ x }
											y={ segment.y }
											width={ barWidth }
											height={ segment.height }
											fill={ seriesFill( place, id ) }
											stroke="#fff"
											strokeWidth="0.75"
										/>
									) : null
								) }
								{ period.compare !== undefined &&
									compareHeight > 0 && (
										<rect
											x={ x + barWidth + 1 }
											y={ plotHeight - compareHeight }
											width={ Math.max(
												1,
												barWidth - 2
											) }
											height={ compareHeight }
											fill="none"
											stroke="#1d2327"
											strokeWidth="1.5"
											strokeDasharray="4 3"
										/>
									) }
								{ index % every === 0 && (
									<text
										x={ index * band + band / 2 }
										y={ plotHeight + 18 }
										textAnchor="middle"
										className="vitrine-reports__tick"
									>
										{ period.label }
									</text>
								) }
							</g>
						);
					} ) }
					<line
						x1="0"
						x2={ plotWidth }
						y1={ plotHeight }
						y2={ plotHeight }
						stroke="#50575e"
					/>
				</g>
			</svg>
			<figcaption className="vitrine-reports__summary">
				{ summary }
			</figcaption>
			<ul className="vitrine-reports__legend">
				{ series.map( ( one, index ) => (
					<li key={ one.key }>
						<svg width="16" height="16" aria-hidden="true">
							<rect
								width="16"
								height="16"
								fill={ seriesFill( index, id ) }
							/>
						</svg>
						{ one.label }
					</li>
				) ) }
				{ compared && (
					<li>
						<svg width="16" height="16" aria-hidden="true">
							<rect
								x="1"
								y="1"
								width="14"
								height="14"
								fill="none"
								stroke="#1d2327"
								strokeWidth="1.5"
								strokeDasharray="4 3"
							/>
						</svg>
						{ __( 'Previous period (dashed outline)', 'vitrine' ) }
					</li>
				) }
			</ul>
		</figure>
	);
}
