#!/usr/bin/env bash
# npm test: every suite against real parts. jest (unit), then a fresh test site (MariaDB on
# 3308, WordPress on 8889) for PHPUnit and Playwright in Debian's Chromium; Playwright's second
# worker gets a copy of the site on 8890 (see "Playwright workers" below); the e2e run also gets
# the fake Stripe server on VITRINE_TEST_PORT + 100 (8989; see "The fake Stripe server" below).
# Prints each suite's counts and a last line "N passed, N failed"; exits non-zero on any failure.
#
#   npm test                 all suites
#   npm test -- unit|php|e2e|cluster one suite (several may be named); cluster: the shop on two
#                            web servers, Redis and a page cache (bin/cluster.sh, its own ports:
#                            VITRINE_CLUSTER_PORT 8760, VITRINE_CLUSTER_DB_PORT 3390,
#                            VITRINE_CLUSTER_REDIS_PORT 6390)
#   npm test -- e2e tests/e2e/shopper/store-notice.spec.ts   one Playwright spec
#   npm test -- php --filter SettingsRouteTest               one PHPUnit test class
#   VITRINE_E2E_WORKERS=1 npm test -- e2e                    Playwright on one worker and site
source "$(dirname "$0")/lib/env.sh"

suites=()
while [ $# -gt 0 ] && [[ "$1" =~ ^(unit|php|e2e|cluster)$ ]]; do
	suites+=("$1")
	shift
done
[ ${#suites[@]} -eq 0 ] && suites=(unit php e2e cluster)
extra_args=("$@")
wants() { [[ " ${suites[*]} " == *" $1 "* ]]; }

# VITRINE_TEST_SITE names a separate test site (own folder, database and results), so that
# several runs can go on at once on other ports: VITRINE_TEST_SITE=b VITRINE_TEST_PORT=8891
# VITRINE_TEST_DB_PORT=3311 npm test.
site_name="test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}"
site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}"

# Playwright workers, each with its own site, so that a spec that changes site-wide settings (the
# store notice, coming-soon mode, the theme, the cart page) only affects the specs of its worker.
# Worker 1 uses the test site; worker N (N > 1) the site "<test site>-wN" on the next HTTP port
# (VITRINE_TEST_PORT + N - 1), with its own WordPress copy, wp-config, logs (debug.log, mail.log)
# and database vitrine_<site>-wN on the test site's MariaDB server.
e2e_workers="${VITRINE_E2E_WORKERS:-2}"
[[ "$e2e_workers" =~ ^[1-9][0-9]*$ ]] || die "VITRINE_E2E_WORKERS must be a whole number from 1 (is '$e2e_workers')."
e2e_site_name() { # e2e_site_name N: the site of worker N (1-based)
	if [ "$1" -eq 1 ]; then echo "$site_name"; else echo "$site_name-w$1"; fi
}
e2e_site_define() { # e2e_site_define N: site_define for worker N's site (call in a subshell for N > 1)
	site_define "$(e2e_site_name "$1")" "$((${VITRINE_TEST_PORT:-8889} + $1 - 1))" "${VITRINE_TEST_DB_PORT:-3308}" "$site_name"
}
# The fake Stripe server (tests/fixtures/stripe/router.php) of an e2e run, on its own port
# (VITRINE_TEST_STRIPE_PORT, by default VITRINE_TEST_PORT + 100), with its state in the run's
# results (a fresh account store each run). The sites' PHP servers get its address in
# VITRINE_TEST_STRIPE_URL (tests/e2e/mu-plugins/vitrine-test-stripe.php defines
# VITRINE_STRIPE_API_BASE from it) and the specs in VITRINE_E2E_SITES (stripeUrl).
stripe_port="${VITRINE_TEST_STRIPE_PORT:-$((${VITRINE_TEST_PORT:-8889} + 100))}"
stripe_url="http://127.0.0.1:$stripe_port"
stripe_pid_file="$SITE_HOME/run/stripe.pid"
stripe_start() {
	mkdir -p "$RESULTS/stripe"
	(cd "$VITRINE_ROOT" && VITRINE_FAKE_STRIPE_DIR="$RESULTS/stripe" PHP_CLI_SERVER_WORKERS=4 \
		exec php -S "127.0.0.1:$stripe_port" tests/fixtures/stripe/router.php >>"$SITE_LOGS/stripe-server.log" 2>&1) &
	echo $! >"$stripe_pid_file"
	local _
	for _ in $(seq 1 100); do
		port_in_use "$stripe_port" && return 0
		sleep 0.1
	done
	die "The fake Stripe server did not start on $stripe_url; see $SITE_LOGS/stripe-server.log"
}
stripe_stop() {
	if [ -f "$stripe_pid_file" ] && kill -0 "$(cat "$stripe_pid_file")" 2>/dev/null; then
		local pid
		pid="$(cat "$stripe_pid_file")"
		pkill -P "$pid" 2>/dev/null || true
		kill "$pid" 2>/dev/null || true
	fi
	rm -f "$stripe_pid_file"
}

# Stops the PHP servers of the workers' sites (of an e2e run) and the fake Stripe server, then
# the test site (its PHP and MariaDB).
e2e_sites_stop() {
	local n
	if wants e2e; then
		for ((n = 2; n <= e2e_workers; n++)); do
			(e2e_site_define "$n" && php_stop)
		done
		for ((n = 1; n <= e2e_workers; n++)); do
			(bare_site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}" "$n" && php_stop)
		done
		stripe_stop
	fi
	site_stop
}

# Checked before the clean-up trap is set (as in bin/start.sh) and before the results are
# emptied: a refused run must neither stop the servers nor wipe the results of the run going on.
if wants php || wants e2e; then
	if php_running || port_in_use "$SITE_PORT"; then
		die "Port $SITE_PORT is in use: is another 'npm test' running? Stop it, or set VITRINE_TEST_PORT (and VITRINE_TEST_SITE, VITRINE_TEST_DB_PORT)."
	fi
	if db_running; then
		die "The MariaDB server of the $SITE_NAME site is running: is another 'npm test' running? Stop it. If none is, stop the leftover server: mariadb-admin --no-defaults -uroot --socket=$DB_SOCKET shutdown"
	fi
	if wants e2e; then
		for ((n = 1; n <= e2e_workers; n++)); do
			port=$((SITE_PORT + 200 + n - 1))
			if port_in_use "$port"; then
				die "Port $port (the bare site of Playwright worker $n, for the release specs) is in use: is another 'npm test' running? Stop it, or set VITRINE_TEST_PORT (worker N's bare site uses VITRINE_TEST_PORT + 200 + N - 1)."
			fi
		done
		if port_in_use "$stripe_port"; then
			die "Port $stripe_port (the fake Stripe server of the e2e run) is in use: is another 'npm test' running? Stop it, or set VITRINE_TEST_STRIPE_PORT."
		fi
		for ((n = 2; n <= e2e_workers; n++)); do
			port=$((SITE_PORT + n - 1))
			if port_in_use "$port"; then
				die "Port $port (the site of Playwright worker $n) is in use: is another 'npm test' running? Stop it, or set VITRINE_TEST_PORT (worker N uses VITRINE_TEST_PORT + N - 1) or VITRINE_E2E_WORKERS."
			fi
		done
	fi
	trap e2e_sites_stop EXIT
fi

export VITRINE_RESULTS_DIR="$VITRINE_ROOT/.wp/results${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}"
RESULTS="$VITRINE_RESULTS_DIR"
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

packages=()
wants php && packages+=(phpunit)
wants e2e && packages+=(chromium-headless-shell wordpress-theme-twentytwentyone)
ensure_site_packages "${packages[@]}"
ensure_node_modules
wants php && ensure_composer_packages
ensure_build

# The test site's test plugins, an empty debug.log, and its PHP server.
e2e_site_ready() {
	cp "$VITRINE_ROOT/tests/e2e/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	: >"$SITE_LOGS/debug.log"
	php_start
}

# e2e_site_copy FROM_HOME FROM_SITE: this site (site_define'd) gets the database and uploads of
# the seeded site FROM_SITE. The dump names the seeded site's address (in posts, options, JSON
# with escaped slashes): its host and port are replaced by this site's, of the same length
# (ports of as many digits), so that PHP's serialized string lengths stay right.
e2e_site_copy() {
	local from_home="$1" from_site="$2"
	local from_host="127.0.0.1:$e2e_primary_port" host="127.0.0.1:$SITE_PORT"
	[ ${#from_host} -eq ${#host} ] || die "Ports $e2e_primary_port and $SITE_PORT differ in length: choose VITRINE_TEST_PORT so that the workers' ports have as many digits."
	wp_files
	db_create "vitrine_$SITE_NAME" --fresh
	mariadb-dump --no-defaults -uroot --socket="$DB_SOCKET" --single-transaction "vitrine_$from_site" \
		| sed "s#127\.0\.0\.1:$e2e_primary_port#$host#g" | db_admin "vitrine_$SITE_NAME"
	rm -rf "$SITE_WP/wp-content/uploads"
	if [ -d "$from_home/wordpress/wp-content/uploads" ]; then
		cp -r "$from_home/wordpress/wp-content/uploads" "$SITE_WP/wp-content/uploads"
	fi
}

# e2e_site_json N: the site of worker N as tests/e2e/support/site.ts reads it, with its bare site
# (bin/release/bare-site.sh, which the release specs reset and so start).
e2e_site_json() {
	local bare
	bare="$(bare_site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}" "$1" \
		&& printf '{"url":"%s","wpDir":"%s","logs":"%s","db":"%s","dbSocket":"%s"}' \
			"$SITE_URL" "$SITE_WP" "$SITE_LOGS" "vitrine_$SITE_NAME" "$DB_SOCKET")"
	printf '{"url":"%s","wpDir":"%s","mailLog":"%s","adminState":"%s","stripeUrl":"%s","bare":%s}' \
		"$SITE_URL" "$SITE_WP" "$SITE_LOGS/mail.log" "$RESULTS/admin-state-$1.json" "$stripe_url" "$bare"
}
e2e_primary_port="$SITE_PORT"
e2e_primary_home="$SITE_HOME"

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
	# A run of a few spec files (npm test -- e2e <spec>, -g) needs no more sites than files: the
	# specs of a file run on one worker.
	if [ ${#extra_args[@]} -gt 0 ] && [ "$e2e_workers" -gt 1 ]; then
		files="$(cd "$VITRINE_ROOT" && npx playwright test --list "${extra_args[@]}" 2>/dev/null \
			| grep -o '^  \[chromium\] › [^:]*' | sort -u | wc -l)" || files=0
		if [ "$files" -ge 1 ] && [ "$files" -lt "$e2e_workers" ]; then
			e2e_workers="$files"
		fi
	fi
	log "Playwright: $e2e_workers worker(s); a fresh WordPress in the vitrine_$SITE_NAME database on $SITE_URL"
	log "Fake Stripe server on $stripe_url"
	stripe_start
	export VITRINE_TEST_STRIPE_URL="$stripe_url"
	db_create "vitrine_$SITE_NAME" --fresh
	wp_install_site twentytwentyfour >/dev/null
	wp_php seed-demo.php >/dev/null
	e2e_site_ready
	# The other workers' sites: a copy of the seeded site (database and uploads), cheaper than
	# installing and seeding each (docs/decisions.md).
	for ((n = 2; n <= e2e_workers; n++)); do
		(
			e2e_site_define "$n"
			log "Playwright worker $n: a copy of it in the vitrine_$SITE_NAME database on $SITE_URL"
			e2e_site_copy "$e2e_primary_home" "$site_name"
			e2e_site_ready
		)
	done
	# A bare site's debug.log of an earlier run must not fail this one (the release specs empty it
	# when they reset the site).
	for ((n = 1; n <= e2e_workers; n++)); do
		(bare_site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}" "$n" && rm -f "$SITE_LOGS/debug.log")
	done
	# The release specs (tests/e2e/release/) upload the plugin zip, current with build/, and the
	# previous release's zip (built once per commit, then cached: bin/release/previous-zip.mjs).
	if [ ${#extra_args[@]} -eq 0 ] || [[ " ${extra_args[*]} " == *release* ]]; then
		log "The plugin zips of the release specs"
		(cd "$VITRINE_ROOT" && npm run --silent plugin-zip -- --no-build >&2) || die "npm run plugin-zip failed."
		(cd "$VITRINE_ROOT" && node bin/release/previous-zip.mjs >&2) || die "The previous release's zip could not be built (bin/release/previous-zip.mjs)."
	fi
	sites_json=""
	for ((n = 1; n <= e2e_workers; n++)); do
		sites_json+="${sites_json:+,}$(e2e_site_define "$n" && e2e_site_json "$n")"
	done
	(cd "$VITRINE_ROOT" && VITRINE_E2E_SITES="[$sites_json]" \
		PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test "${extra_args[@]}") || status=1
	# PHP notices, warnings and errors, and failed database queries, during the browser run fail
	# it, wherever they come from, on every worker's site.
	: >"$RESULTS/php-log-problems.txt"
	for ((n = 1; n <= e2e_workers; n++)); do
		log_files=("$(e2e_site_define "$n" && echo "$SITE_LOGS/debug.log")")
		bare_log="$(bare_site_define "$site_name" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}" "$n" && echo "$SITE_LOGS/debug.log")"
		[ -f "$bare_log" ] && log_files+=("$bare_log")
		log_file="${log_files[*]}"
		if grep -E 'PHP (Notice|Warning|Fatal error|Recoverable fatal error|Parse error|Deprecated)|WordPress database error' \
			"${log_files[@]}" >"$RESULTS/php-log-problems-$n.txt"; then
			log "PHP reported problems during the e2e run ($log_file):"
			cat "$RESULTS/php-log-problems-$n.txt" >&2
			cat "$RESULTS/php-log-problems-$n.txt" >>"$RESULTS/php-log-problems.txt"
		fi
		rm -f "$RESULTS/php-log-problems-$n.txt"
	done
	if [ -s "$RESULTS/php-log-problems.txt" ]; then
		echo '{"failed": 1, "name": "debug.log"}' >"$RESULTS/debug-log.json"
		status=1
	fi
fi

if wants cluster; then
	log "Playwright on the cluster: two web servers, Redis, the page cache (bin/cluster.sh)"
	VITRINE_RESULTS_DIR="$RESULTS" bash "$VITRINE_ROOT/bin/cluster.sh" test "${extra_args[@]}" || status=1
fi

node "$VITRINE_ROOT/bin/summarize-tests.mjs" "$RESULTS" || status=1
exit $status
