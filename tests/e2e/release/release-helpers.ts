/**
 * Helpers of the release specs: the worker's bare site (WordPress without Vitrine, reset to a fresh
 * install for each spec by bin/release/bare-site.sh), the plugin zips, and an admin's steps in
 * wp-admin (log in, upload a plugin zip).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { BareSite } from '../support/site';

const ROOT = path.resolve( __dirname, '../../..' );

/** The zip under test (npm run plugin-zip; bin/test.sh writes it before the run). */
export const CURRENT_ZIP = path.join( ROOT, 'vitrine.zip' );

/** The previous release, 0.1.0 (tag v0.1.0). */
export const PREVIOUS_RELEASE = '949578f';

/**
 * The previous release's zip (bin/release/previous-zip.mjs: cached by commit; bin/test.sh builds
 * it before the run, so this only finds it).
 */
export function previousZip(): string {
	return execFileSync(
		'node',
		[ path.join( ROOT, 'bin/release/previous-zip.mjs' ), PREVIOUS_RELEASE ],
		{ cwd: ROOT, encoding: 'utf8' }
	)
		.trim()
		.split( ':' )[ 0 ];
}

/**
 * This worker's bare site becomes a fresh WordPress install without Vitrine (own database, no
 * plugin, empty logs), its PHP server started.
 *
 * @param parallelIndex The worker's parallel index (testInfo.parallelIndex).
 */
export function resetBareSite( parallelIndex: number ): void {
	execFileSync(
		'bash',
		[
			path.join( ROOT, 'bin/release/bare-site.sh' ),
			'reset',
			String( parallelIndex + 1 ),
		],
		{ cwd: ROOT, stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
}

/**
 * Rows of a query on the bare site's database, tab-separated columns.
 *
 * @param bare  The bare site.
 * @param query The SQL.
 */
export function sql( bare: BareSite, query: string ): string[][] {
	const out = execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'-uroot',
			`--socket=${ bare.dbSocket }`,
			'-N',
			'-B',
			'-e',
			query,
			bare.db,
		],
		{ encoding: 'utf8' }
	);
	return out
		.split( '\n' )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => line.split( '\t' ) );
}

/**
 * One value of a query.
 *
 * @param bare  The bare site.
 * @param query The SQL.
 */
export function sqlValue( bare: BareSite, query: string ): string {
	return sql( bare, query )[ 0 ]?.[ 0 ] ?? '';
}

/**
 * Runs a PHP script inside the bare site's WordPress (bin/wp/bootstrap.php's way of loading it).
 *
 * @param bare   The bare site.
 * @param script The script's path.
 */
export function runOnBareSite( bare: BareSite, script: string ): string {
	return execFileSync( 'php', [ script ], {
		cwd: path.dirname( script ),
		encoding: 'utf8',
		env: {
			...process.env,
			VITRINE_WP_DIR: bare.wpDir,
			VITRINE_SITE_URL: bare.url,
		},
	} );
}

/**
 * A commit's bin/wp/ (its seed scripts), unpacked from git into a temporary folder.
 *
 * @param commit The commit.
 * @return The folder that holds bin/wp/.
 */
export function scriptsOf( commit: string ): string {
	const dir = mkdtempSync( path.join( tmpdir(), 'vitrine-release-bin-' ) );
	const archive = path.join( dir, 'bin.tar' );
	execFileSync(
		'git',
		[
			'archive',
			'--format=tar',
			`--output=${ archive }`,
			commit,
			'bin/wp',
		],
		{ cwd: ROOT }
	);
	execFileSync( 'tar', [ '-xf', archive, '-C', dir ] );
	return dir;
}

/**
 * The problems PHP reported in the bare site's debug.log (as bin/test.sh looks for them).
 *
 * @param bare The bare site.
 */
export function phpProblems( bare: BareSite ): string[] {
	const file = path.join( bare.logs, 'debug.log' );
	if ( ! existsSync( file ) ) {
		return [];
	}
	return readFileSync( file, 'utf8' )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Notice|Warning|Fatal error|Recoverable fatal error|Parse error|Deprecated)|WordPress database error/.test(
				line
			)
		);
}

/**
 * The schema versions the migrator recorded on the bare site, one "FROM TO" pair each
 * (tests/e2e/release/mu-plugins/vitrine-test-schema-log.php).
 *
 * @param bare The bare site.
 */
export function schemaLog( bare: BareSite ): string[] {
	const file = path.join( bare.logs, 'schema.log' );
	return existsSync( file )
		? readFileSync( file, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
}

/**
 * Logs the administrator in through wp-login.php.
 *
 * @param page The page (its context's baseURL is the bare site).
 */
export async function logInAsAdmin( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

/**
 * Plugins > Add New Plugin > Upload Plugin, the zip chosen, Install Now: as an admin does.
 *
 * @param page The admin's page.
 * @param zip  The zip's path.
 */
export async function uploadPlugin( page: Page, zip: string ): Promise< void > {
	await page.goto( '/wp-admin/plugins.php' );
	await page
		.locator( '#wpbody' )
		.getByRole( 'link', { name: 'Add New Plugin' } )
		.click();
	await page.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await page.getByLabel( 'Plugin zip file' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
}

/**
 * Uploads a plugin zip as a new plugin and activates it, as an admin does: "Plugin installed
 * successfully.", then Activate Plugin and "Plugin activated.".
 *
 * @param page The administrator's page.
 * @param zip  The zip's path.
 */
export async function installAndActivate(
	page: Page,
	zip: string
): Promise< void > {
	await uploadPlugin( page, zip );
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
}
