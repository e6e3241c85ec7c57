/**
 * The series' colours and patterns. Each colour has at least 3:1 contrast on white (WCAG 1.4.11)
 * and each series also has its own pattern, so that no series is told apart by colour alone;
 * segments of a stacked bar are separated by a white line.
 */
export const COLOURS = [
	'#2271b1',
	'#b32d2e',
	'#007017',
	'#6b3fa0',
	'#8a5a00',
	'#005c7a',
	'#50575e',
	'#a0306f',
	'#1d2327',
];

export type PatternKind =
	| 'solid'
	| 'diagonal'
	| 'dots'
	| 'horizontal'
	| 'vertical'
	| 'cross'
	| 'antidiagonal'
	| 'grid'
	| 'checks';

export const PATTERNS: PatternKind[] = [
	'solid',
	'diagonal',
	'dots',
	'horizontal',
	'vertical',
	'cross',
	'antidiagonal',
	'grid',
	'checks',
];
