#!/usr/bin/env bash
# npm run test:scripts: checks the promises of `npm start` and `npm test` about ports and
# processes, by running bin/start.sh and bin/test.sh for real on their own site and ports:
#
# - a port already in use gives a clear message and a non-zero exit (start and test), and the
#   program holding it keeps it;
# - a refused `npm test` does not stop the servers of the run already going on its site;
# - `npm start` serves the site; a second `npm start` of the same site is refused and leaves the
#   first one serving; Ctrl-C (SIGINT to the process group, as a terminal sends it) stops it, and
#   no PHP or MariaDB process of that site remains, and its ports are free.
#
# Its sites are .wp/sites/dev-scripts and .wp/sites/test-scripts (the demo data of the first is
# reused on later runs). Ports: VITRINE_SCRIPTS_TEST_PORT (8897), VITRINE_SCRIPTS_TEST_DB_PORT
# (3317). Prints one line per check and "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
PORT="${VITRINE_SCRIPTS_TEST_PORT:-8897}"
DB_PORT="${VITRINE_SCRIPTS_TEST_DB_PORT:-3317}"
NAME="scripts"
START_HOME="$ROOT/.wp/sites/dev-$NAME"
TEST_HOME="$ROOT/.wp/sites/test-$NAME"
LOGS="$(mktemp -d)"
# Minutes the first start may take (packages, build, a new database, the demo content).
START_MINUTES="${VITRINE_SCRIPTS_TEST_START_MINUTES:-20}"

passed=0
failed=0
holder_pid=""
start_pid=""

pass() {
	passed=$((passed + 1))
	printf '  ok   %s\n' "$1"
}
fail() {
	failed=$((failed + 1))
	printf '  FAIL %s\n' "$1"
	[ -n "${2:-}" ] && [ -f "$2" ] && sed 's/^/       | /' "$2" | tail -15
	return 0
}
check() { # check DESCRIPTION LOG COMMAND...
	local what="$1" log="$2"
	shift 2
	if "$@"; then pass "$what"; else fail "$what" "$log"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Processes whose command line names the site's folder (mariadbd --datadir, php -S -t).
site_processes() { pgrep -f -- "$1/" || true; }

# A program that is not ours holding a port.
hold_port() {
	node -e "require('net').createServer().listen($1, '127.0.0.1')" &
	holder_pid=$!
	local _
	for _ in $(seq 1 50); do
		port_in_use "$1" && return 0
		sleep 0.1
	done
	return 1
}
release_port() {
	[ -n "$holder_pid" ] && kill "$holder_pid" 2>/dev/null && wait "$holder_pid" 2>/dev/null
	holder_pid=""
}

# On any exit: stop what this script started, by process id.
cleanup() {
	release_port
	if [ -n "$start_pid" ] && kill -0 "$start_pid" 2>/dev/null; then
		kill -INT -- "-$start_pid" 2>/dev/null
		sleep 5
	fi
	local home pid
	for home in "$START_HOME" "$TEST_HOME"; do
		for pid in "$home/run/php.pid" "$home/run/mysqld.pid"; do
			[ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null
		done
	done
	rm -rf "$LOGS"
}
trap cleanup EXIT

for home in "$START_HOME" "$TEST_HOME"; do
	if [ -n "$(site_processes "$home")" ]; then
		echo "Processes of $home are running (an earlier run?): stop them first." >&2
		exit 1
	fi
done
if port_in_use "$PORT" || port_in_use "$DB_PORT"; then
	echo "Port $PORT or $DB_PORT is in use: set VITRINE_SCRIPTS_TEST_PORT / VITRINE_SCRIPTS_TEST_DB_PORT." >&2
	exit 1
fi

run_start() { # run_start LOG: bin/start.sh on this script's site, in the foreground.
	VITRINE_SITE="$NAME" VITRINE_PORT="$PORT" VITRINE_DB_PORT="$DB_PORT" bash "$ROOT/bin/start.sh" >"$1" 2>&1
}
run_test() { # run_test LOG: bin/test.sh php on this script's test site.
	VITRINE_TEST_SITE="$NAME" VITRINE_TEST_PORT="$PORT" VITRINE_TEST_DB_PORT="$DB_PORT" bash "$ROOT/bin/test.sh" php >"$1" 2>&1
}

echo "Scripts: ports and processes of npm start and npm test (ports $PORT, $DB_PORT)"

# 1. A port held by another program.
hold_port "$PORT" || fail "a program holds port $PORT"
run_start "$LOGS/start-port.log"
status=$?
check "npm start on a port in use exits non-zero" "$LOGS/start-port.log" test "$status" -ne 0
check "npm start names the port in use" "$LOGS/start-port.log" grep -q "Port $PORT is already in use" "$LOGS/start-port.log"
run_test "$LOGS/test-port.log"
status=$?
check "npm test on a port in use exits non-zero" "$LOGS/test-port.log" test "$status" -ne 0
check "npm test names the port in use" "$LOGS/test-port.log" grep -q "Port $PORT is in use" "$LOGS/test-port.log"
check "the program holding the port still holds it" "" port_in_use "$PORT"
release_port

# 2. A refused npm test leaves the servers of the run going on its site alone.
(
	source "$ROOT/bin/lib/env.sh"
	site_define "test-$NAME" "$PORT" "$DB_PORT"
	ensure_apt_packages mariadb-server mariadb-client
	db_start
) >"$LOGS/test-db.log" 2>&1 || fail "the test site's MariaDB starts" "$LOGS/test-db.log"
run_test "$LOGS/test-running.log"
status=$?
check "npm test while its site's MariaDB runs exits non-zero" "$LOGS/test-running.log" test "$status" -ne 0
check "npm test says another run is going" "$LOGS/test-running.log" grep -q "is another 'npm test' running" "$LOGS/test-running.log"
check "the running MariaDB was not stopped" "$LOGS/test-running.log" \
	mariadb-admin --no-defaults -uroot --socket="$TEST_HOME/run/mysqld.sock" --silent ping
(
	source "$ROOT/bin/lib/env.sh"
	site_define "test-$NAME" "$PORT" "$DB_PORT"
	db_stop
) >/dev/null 2>&1
for _ in $(seq 1 100); do
	[ -z "$(site_processes "$TEST_HOME")" ] && break
	sleep 0.2
done

# 3. npm start, a second npm start, then Ctrl-C.
# setsid: its own process group, to which Ctrl-C is sent, as a terminal sends it.
VITRINE_SITE="$NAME" VITRINE_PORT="$PORT" VITRINE_DB_PORT="$DB_PORT" setsid bash "$ROOT/bin/start.sh" >"$LOGS/start.log" 2>&1 &
start_pid=$!
up=""
for _ in $(seq 1 $((START_MINUTES * 60))); do
	if grep -q "Press Ctrl-C to stop" "$LOGS/start.log" 2>/dev/null; then
		up=1
		break
	fi
	kill -0 "$start_pid" 2>/dev/null || break
	sleep 1
done
check "npm start serves the site and prints the admin login" "$LOGS/start.log" \
	bash -c '[ -n "$1" ] && grep -q "Log in as: *admin / password" "$2" && curl -fsS -o /dev/null "http://127.0.0.1:$3/"' _ "$up" "$LOGS/start.log" "$PORT"

run_start "$LOGS/start-again.log"
status=$?
check "a second npm start of the same site exits non-zero" "$LOGS/start-again.log" test "$status" -ne 0
check "a second npm start says the site is already running" "$LOGS/start-again.log" grep -q "already running" "$LOGS/start-again.log"
check "the first npm start still serves the site" "$LOGS/start.log" curl -fsS -o /dev/null "http://127.0.0.1:$PORT/"

check "the site has PHP and MariaDB processes while it runs" "$LOGS/start.log" \
	bash -c '[ "$(pgrep -fc -- "$1/")" -ge 2 ]' _ "$START_HOME"
kill -INT -- "-$start_pid" 2>/dev/null
ended=""
for _ in $(seq 1 600); do
	if ! kill -0 "$start_pid" 2>/dev/null; then
		ended=1
		break
	fi
	sleep 0.1
done
check "npm start ends within a minute of Ctrl-C" "$LOGS/start.log" test -n "$ended"
wait "$start_pid" 2>/dev/null
start_pid=""
# mariadb-admin shutdown returns once the server has stopped, so nothing may remain now.
left="$(site_processes "$START_HOME")"
check "no PHP or MariaDB process of the site remains after Ctrl-C" "$LOGS/start.log" test -z "$left"
[ -n "$left" ] && ps -o pid,args -p "$(echo "$left" | paste -sd,)" | sed 's/^/       | /'
check "its ports are free after Ctrl-C" "$LOGS/start.log" bash -c '! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && ! (exec 3<>"/dev/tcp/127.0.0.1/$2") 2>/dev/null' _ "$PORT" "$DB_PORT"

echo "Scripts: $passed passed, $failed failed"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
