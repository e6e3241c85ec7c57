#!/usr/bin/env bash
# npm test: every suite against real parts. jest (unit), then a fresh test site (MariaDB on
# 3308, WordPress on 8889) for PHPUnit and Playwright in Debian's Chromium. Prints each suite's
# counts and a last line "N passed, N failed"; exits non-zero on any failure.
#
#   npm test                 all suites
#   npm test -- unit|php|e2e one suite (several may be named)
#   npm test -- e2e tests/e2e/shopper/store-notice.spec.ts   one Playwright spec
#   npm test -- php --filter SettingsRouteTest               one PHPUnit test class
source "$(dirname "$0")/lib/env.sh"

suites=()
while [ $# -gt 0 ] && [[ "$1" =~ ^(unit|php|e2e)$ ]]; do
	suites+=("$1")
	shift
done
[ ${#suites[@]} -eq 0 ] && suites=(unit php e2e)
extra_args=("$@")
wants() { [[ " ${suites[*]} " == *" $1 "* ]]; }

# VITRINE_TEST_SITE names a separate test site (own folder, database and results), so that
# several runs can go on at once on other ports: VITRINE_TEST_SITE=b VITRINE_TEST_PORT=8891
# VITRINE_TEST_DB_PORT=3311 npm test.
site_name="test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}"
site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}"

# Checked before the clean-up trap is set (as in bin/start.sh) and before the results are
# emptied: a refused run must neither stop the servers nor wipe the results of the run going on.
if wants php || wants e2e; then
	if php_running || port_in_use "$SITE_PORT"; then
		die "Port $SITE_PORT is in use: is another 'npm test' running? Stop it, or set VITRINE_TEST_PORT (and VITRINE_TEST_SITE, VITRINE_TEST_DB_PORT)."
	fi
	if db_running; then
		die "The MariaDB server of the $SITE_NAME site is running: is another 'npm test' running? Stop it. If none is, stop the leftover server: mariadb-admin --no-defaults -uroot --socket=$DB_SOCKET shutdown"
	fi
	trap site_stop EXIT
fi

export VITRINE_RESULTS_DIR="$VITRINE_ROOT/.wp/results${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}"
RESULTS="$VITRINE_RESULTS_DIR"
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

packages=()
wants php && packages+=(phpunit)
wants e2e && packages+=(chromium wordpress-theme-twentytwentyone)
ensure_site_packages "${packages[@]}"
ensure_node_modules
ensure_build

status=0

if wants unit; then
	log "jest: unit tests"
	(cd "$VITRINE_ROOT" && npx wp-scripts test-unit-js --json --outputFile="$RESULTS/jest.json" "${extra_args[@]}") || status=1
fi

if wants php || wants e2e; then
	db_start
	wp_files
fi

if wants php; then
	log "PHPUnit: a fresh WordPress in the vitrine_phpunit database"
	db_create vitrine_phpunit --fresh
	VITRINE_DB_NAME=vitrine_phpunit wp_install_site twentytwentyfour >/dev/null
	(cd "$VITRINE_ROOT" && VITRINE_WP_DIR="$SITE_WP" VITRINE_SITE_URL="$SITE_URL" VITRINE_DB_NAME=vitrine_phpunit \
		phpunit -c phpunit.xml.dist --log-junit "$RESULTS/phpunit.xml" "${extra_args[@]}") || status=1
fi

if wants e2e; then
	log "Playwright: a fresh WordPress in the vitrine_$SITE_NAME database on $SITE_URL"
	db_create "vitrine_$SITE_NAME" --fresh
	wp_install_site twentytwentyfour >/dev/null
	wp_php seed-demo.php >/dev/null
	cp "$VITRINE_ROOT/tests/e2e/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	: >"$SITE_LOGS/debug.log"
	php_start
	(cd "$VITRINE_ROOT" && VITRINE_E2E_URL="$SITE_URL" VITRINE_E2E_WP_DIR="$SITE_WP" \
		PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test "${extra_args[@]}") || status=1
	# PHP notices, warnings and errors, and failed database queries, during the browser run fail
	# it, wherever they come from.
	if grep -E 'PHP (Notice|Warning|Fatal error|Recoverable fatal error|Parse error|Deprecated)|WordPress database error' \
		"$SITE_LOGS/debug.log" >"$RESULTS/php-log-problems.txt"; then
		log "PHP reported problems during the e2e run ($SITE_LOGS/debug.log):"
		cat "$RESULTS/php-log-problems.txt" >&2
		echo '{"failed": 1, "name": "debug.log"}' >"$RESULTS/debug-log.json"
		status=1
	fi
fi

node "$VITRINE_ROOT/bin/summarize-tests.mjs" "$RESULTS" || status=1
exit $status
