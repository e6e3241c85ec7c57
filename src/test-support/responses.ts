/**
 * Test helpers: real fetch Response objects shaped like our server's answers.
 * Imported by *.test.ts files only; no bundle includes it.
 */

/**
 * A JSON response.
 *
 * @param body    The JSON body.
 * @param status  HTTP status.
 * @param headers Extra headers.
 */
export function jsonResponse(
	body: unknown,
	status = 200,
	headers: Record< string, string > = {}
): Response {
	return new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json', ...headers },
	} );
}
