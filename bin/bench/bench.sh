#!/usr/bin/env bash
# npm run bench: Vitrine's calls and pages measured against WordPress's own floors, on a bench
# site of its own served as production serves it (nginx + php-fpm with opcache), by wrk.
#
#   npm run bench                        the full run: table, bench/results.json
#   npm run bench -- --quick             one short round; fails on an error or a PHP notice
#   npm run bench -- --compare FILE      the full run, and the change against an earlier result
#   npm run bench -- lighthouse          Lighthouse on the bench site (bin/bench/lighthouse.mjs)
#   npm run bench -- serve               the bench site up until Ctrl-C (to look at it by hand)
#   npm run bench -- cluster [--quick]   two web servers against one (bin/lib/cluster.sh), in the
#                                        "cluster" key of bench/results.json
#   npm run bench -- import [SITE] [N]   the product CSV import of N products (10,000), on the test
#                                        site's MariaDB in a database of its own (bin/bench-import.sh)
#
# The bench site lives in .wp/bench/ (git-ignored): its own WordPress copy, MariaDB data
# directory and database (vitrine_bench), nginx and php-fpm configuration, logs. Ports:
# VITRINE_BENCH_PORT (nginx, 8870) and VITRINE_BENCH_DB_PORT (MariaDB, 3318). Everything it
# starts is stopped when it ends, however it ends.
source "$(dirname "$0")/../lib/env.sh"
source "$(dirname "$0")/../lib/web.sh"

BENCH_DIR="$VITRINE_ROOT/bin/bench"
mode="measure"
case "${1:-}" in
lighthouse | serve | cluster) mode="$1" && shift ;;
import) shift && exec bash "$BENCH_DIR/../bench-import.sh" "$@" ;;
esac

# The cluster: its own site, ports and folder (.wp/cluster/); see bin/lib/cluster.sh.
if [ "$mode" = cluster ]; then
	source "$BENCH_DIR/../lib/cluster.sh"
	cluster_define bench
	cluster_check_free
	trap 'trap - EXIT INT TERM; log "Stopping the cluster"; cluster_stop' EXIT
	trap 'exit 130' INT TERM
	log "The cluster: two web servers (php-fpm a and b, $CLUSTER_WORKERS workers each), nginx on $SITE_URL, MariaDB on $DB_PORT, Redis on $CLUSTER_REDIS_PORT"
	cluster_start
	wp_php ../bench/prepare.php --info >"$SITE_HOME/info.json"
	VITRINE_BENCH_URL="$SITE_URL" VITRINE_BENCH_HOME="$SITE_HOME" VITRINE_BENCH_DEBUG_LOG="$SITE_LOGS/debug.log" \
		VITRINE_BENCH_PHP_LOGS="$SITE_LOGS/php-error-a.log:$SITE_LOGS/php-error-b.log" VITRINE_CLUSTER_WORKERS="$CLUSTER_WORKERS" \
		VITRINE_WP_DIR="$SITE_WP" VITRINE_SITE_URL="$SITE_URL" node "$BENCH_DIR/run.mjs" --cluster "$@"
	exit $?
fi

# The site's variables (bin/lib/env.sh), pointed at .wp/bench/ instead of .wp/sites/.
site_define bench "${VITRINE_BENCH_PORT:-8870}" "${VITRINE_BENCH_DB_PORT:-3318}"
rmdir "$SITE_LOGS" "$SITE_HOME/run" "$SITE_HOME" 2>/dev/null || true
SITE_HOME="$VITRINE_ROOT/.wp/bench"
SITE_WP="$SITE_HOME/wordpress"
SITE_LOGS="$SITE_HOME/logs"
DB_DATA="$SITE_HOME/mysql"
DB_SOCKET="$SITE_HOME/run/mysqld.sock"
DB_PID="$SITE_HOME/run/mysqld.pid"
PHP_PID="$SITE_HOME/run/php-fpm-bench.pid"
NGINX_PID="$SITE_HOME/run/nginx.pid"
mkdir -p "$SITE_LOGS" "$SITE_HOME/run" "$SITE_HOME/nginx-temp"

bench_stop() {
	trap - EXIT INT TERM
	log "Stopping the bench site"
	[ -n "${sleeper:-}" ] && kill "$sleeper" 2>/dev/null
	web_pid_stop "$NGINX_PID"
	web_pid_stop "$PHP_PID"
	db_stop
}

if [ "$mode" = "lighthouse" ] && [ ! -f "$BENCH_DIR/lighthouse.mjs" ]; then
	die "bin/bench/lighthouse.mjs is missing: the Lighthouse runner is not in this checkout."
fi
# Checked before the clean-up trap is set: a refused start must not stop a running one.
if [ -f "$NGINX_PID" ] && kill -0 "$(cat "$NGINX_PID")" 2>/dev/null; then
	die "The bench site is already running (nginx pid $(cat "$NGINX_PID")): is another 'npm run bench' running?"
fi
port_in_use "$SITE_PORT" && die "Port $SITE_PORT is already in use. Stop that program, or set VITRINE_BENCH_PORT (and VITRINE_BENCH_DB_PORT)."
trap bench_stop EXIT
trap 'exit 130' INT TERM

# Lighthouse drives the full browser (its headless mode), not the headless shell the e2e run uses.
if [ "$mode" = "lighthouse" ]; then
	ensure_site_packages nginx php-fpm wrk chromium
else
	ensure_site_packages nginx php-fpm wrk
fi
ensure_node_modules
ensure_build

db_start
# A fresh database each run: the carts and orders of the last run do not weigh on this one.
db_create "vitrine_$SITE_NAME" --fresh
wp_files
# The floors' mu-plugin: on this site only.
cp "$BENCH_DIR/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
# As production: WordPress believes it is one (the local sites say 'local').
sed -i "s/define( 'WP_ENVIRONMENT_TYPE', 'local' );/define( 'WP_ENVIRONMENT_TYPE', 'production' );/" "$SITE_WP/wp-config.php"
wp_install_site twentytwentyfour >/dev/null
wp_php seed-demo.php >/dev/null
# A proxy's client addresses are trusted from nginx's own (wrk sends X-Forwarded-For): each
# measured order or reviews call counts against its own visitor's rate limit, as on a real shop.
wp_php ../bench/prepare.php --trust-proxy
# Stripe on (test mode, placeholder keys): the express checkout's calls are measured too.
wp_php ../bench/prepare.php --stripe
# This run's notices only: --quick fails on any (php-fpm's log takes them: php_admin_value wins
# over WP_DEBUG_LOG's ini_set, and the command-line scripts write debug.log).
: >"$SITE_LOGS/debug.log"
: >"$SITE_LOGS/php-error-bench.log"
# One web server: 8 php-fpm workers (wrk's 8 connections) behind nginx (bin/lib/web.sh).
web_fpm_start bench 8
web_nginx_conf "$NGINX_PID" "" "unix:$SITE_HOME/run/php-fpm-bench.sock" >"$SITE_HOME/nginx.conf"
web_nginx_start "/?vitrine-bench=early"
wp_php ../bench/prepare.php --info >"$SITE_HOME/info.json"

export VITRINE_BENCH_URL="$SITE_URL"
export VITRINE_BENCH_HOME="$SITE_HOME"
export VITRINE_BENCH_DEBUG_LOG="$SITE_LOGS/debug.log"
export VITRINE_BENCH_PHP_LOG="$SITE_LOGS/php-error-bench.log"
export VITRINE_WP_DIR="$SITE_WP"
export VITRINE_SITE_URL="$SITE_URL"

if [ "$mode" = "serve" ]; then
	log "The bench site: $SITE_URL (logs in $SITE_LOGS). Press Ctrl-C to stop."
	# In the background, so that Ctrl-C runs the trap at once (bash waits for a foreground child).
	sleep infinity &
	sleeper=$!
	wait "$sleeper"
elif [ "$mode" = "lighthouse" ]; then
	node "$BENCH_DIR/lighthouse.mjs" --base-url "$SITE_URL" --out "$VITRINE_ROOT/.wp/results/lighthouse" "$@"
else
	node "$BENCH_DIR/run.mjs" "$@"
fi
