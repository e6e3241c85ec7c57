import { transportMessage } from './transport-messages';

test.each( [
	[
		'timeout',
		'A timeout occurred while connecting to the server. Please try again.',
	],
	[ 'abort', 'The connection to the server was aborted. Please try again.' ],
	[
		'network',
		'An error occurred while connecting to the server. Please try again.',
	],
] as const )( 'a %s failure says the spec’s words', ( failure, message ) => {
	expect( transportMessage( failure ) ).toBe( message );
} );
