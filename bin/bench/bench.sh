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
#
# The bench site lives in .wp/bench/ (git-ignored): its own WordPress copy, MariaDB data
# directory and database (vitrine_bench), nginx and php-fpm configuration, logs. Ports:
# VITRINE_BENCH_PORT (nginx, 8870) and VITRINE_BENCH_DB_PORT (MariaDB, 3318). Everything it
# starts is stopped when it ends, however it ends.
source "$(dirname "$0")/../lib/env.sh"

BENCH_DIR="$VITRINE_ROOT/bin/bench"
mode="measure"
case "${1:-}" in
lighthouse | serve | cluster) mode="$1" && shift ;;
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
PHP_PID="$SITE_HOME/run/php-fpm.pid"
NGINX_PID="$SITE_HOME/run/nginx.pid"
FPM_SOCKET="$SITE_HOME/run/php-fpm.sock"
mkdir -p "$SITE_LOGS" "$SITE_HOME/run" "$SITE_HOME/nginx-temp"

# Debian's php-fpm binary of the CLI's PHP version (php-fpm installs php<version>-fpm).
php_fpm_binary() {
	local version
	version="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')"
	command -v "php-fpm$version" || echo "/usr/sbin/php-fpm$version"
}

# php-fpm with opcache on, as production: a static pool of 8 workers (wrk's 8 connections),
# no display of errors, everything logged (WP_DEBUG_LOG writes the site's notices).
fpm_start() {
	local run_as=()
	[ "$(id -u)" -eq 0 ] && run_as=(--allow-to-run-as-root)
	cat >"$SITE_HOME/php-fpm.conf" <<CONF
[global]
pid = $PHP_PID
error_log = $SITE_LOGS/php-fpm.log
daemonize = yes

[bench]
listen = $FPM_SOCKET
listen.mode = 0666
pm = static
pm.max_children = 8
catch_workers_output = yes
php_admin_value[memory_limit] = 512M
php_admin_value[display_errors] = Off
php_admin_value[log_errors] = On
php_admin_value[error_log] = $SITE_LOGS/php-error.log
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.memory_consumption] = 128
php_admin_value[opcache.max_accelerated_files] = 20000
CONF
	"$(php_fpm_binary)" "${run_as[@]}" --fpm-config "$SITE_HOME/php-fpm.conf" \
		|| die "php-fpm did not start; see $SITE_LOGS/php-fpm.log"
}

fpm_stop() {
	if [ -f "$PHP_PID" ] && kill -0 "$(cat "$PHP_PID")" 2>/dev/null; then
		kill "$(cat "$PHP_PID")" 2>/dev/null || true
		local _
		for _ in $(seq 1 50); do
			kill -0 "$(cat "$PHP_PID" 2>/dev/null || echo 0)" 2>/dev/null || break
			sleep 0.1
		done
	fi
	rm -f "$PHP_PID"
}

# nginx in front, as a host configures it for WordPress: static files served directly, the
# rest through index.php; gzip as production serves (what Lighthouse sees).
nginx_start() {
	local user=""
	[ "$(id -u)" -eq 0 ] && user="user root;"
	cat >"$SITE_HOME/nginx.conf" <<CONF
$user
worker_processes 1;
pid $NGINX_PID;
error_log $SITE_LOGS/nginx-error.log warn;
events { worker_connections 256; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	client_body_temp_path $SITE_HOME/nginx-temp/body;
	fastcgi_temp_path $SITE_HOME/nginx-temp/fastcgi;
	proxy_temp_path $SITE_HOME/nginx-temp/proxy;
	uwsgi_temp_path $SITE_HOME/nginx-temp/uwsgi;
	scgi_temp_path $SITE_HOME/nginx-temp/scgi;
	sendfile on;
	keepalive_timeout 65;
	keepalive_requests 100000;
	gzip on;
	gzip_comp_level 5;
	gzip_min_length 256;
	gzip_types text/css application/javascript application/json image/svg+xml text/plain text/xml;
	server {
		listen 127.0.0.1:$SITE_PORT;
		root $SITE_WP;
		index index.php;
		client_max_body_size 64m;
		location / {
			try_files \$uri \$uri/ /index.php?\$args;
		}
		location ~ \.php\$ {
			try_files \$uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
			# Debian's fastcgi_params passes \$host, without the port: WordPress would redirect to itself.
			fastcgi_param HTTP_HOST \$http_host;
			fastcgi_pass unix:$FPM_SOCKET;
		}
	}
}
CONF
	nginx -p "$SITE_HOME" -c "$SITE_HOME/nginx.conf" -e "$SITE_LOGS/nginx-error.log" \
		|| die "nginx did not start; see $SITE_LOGS/nginx-error.log"
	local _
	for _ in $(seq 1 100); do
		curl -fsS -o /dev/null "$SITE_URL/?vitrine-bench=early" 2>/dev/null && return 0
		sleep 0.1
	done
	die "The bench site did not answer on $SITE_URL; see $SITE_LOGS/"
}

nginx_stop() {
	if [ -f "$NGINX_PID" ] && kill -0 "$(cat "$NGINX_PID")" 2>/dev/null; then
		kill "$(cat "$NGINX_PID")" 2>/dev/null || true
	fi
	rm -f "$NGINX_PID"
}

bench_stop() {
	trap - EXIT INT TERM
	log "Stopping the bench site"
	[ -n "${sleeper:-}" ] && kill "$sleeper" 2>/dev/null
	nginx_stop
	fpm_stop
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

ensure_site_packages nginx php-fpm wrk
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
# This run's notices only: --quick fails on any (php-fpm's log takes them: php_admin_value wins
# over WP_DEBUG_LOG's ini_set, and the command-line scripts write debug.log).
: >"$SITE_LOGS/debug.log"
: >"$SITE_LOGS/php-error.log"
fpm_start
nginx_start
wp_php ../bench/prepare.php --info >"$SITE_HOME/info.json"

export VITRINE_BENCH_URL="$SITE_URL"
export VITRINE_BENCH_HOME="$SITE_HOME"
export VITRINE_BENCH_DEBUG_LOG="$SITE_LOGS/debug.log"
export VITRINE_BENCH_PHP_LOG="$SITE_LOGS/php-error.log"
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
