# shellcheck shell=bash
# The cluster: a shop beyond one machine, on this one. Two "web servers" (two php-fpm masters,
# each with its own pool, socket and opcache; both serve the same WordPress folder, and so the
# same plugin folder, as a shared or synced deploy would) behind one nginx upstream (round robin),
# one MariaDB, Redis as the persistent object cache (tests/cluster/object-cache.php), and nginx's
# fastcgi_cache as the full-page cache for anonymous GET requests, configured as hosts do.
#
# Source bin/lib/env.sh, then this file; cluster_define MODE (bench|test), cluster_start,
# cluster_stop. Ports (overridable): VITRINE_CLUSTER_PORT (nginx, 8760),
# VITRINE_CLUSTER_DB_PORT (MariaDB, 3390), VITRINE_CLUSTER_REDIS_PORT (Redis, 6390). Everything
# lives in .wp/cluster/ (git-ignored).
#
# nginx answers every request from the round-robin upstream of both servers, except:
# - a request with "X-Vitrine-Web: one" goes to server A alone (the bench's one-server figures);
# - a request with "X-Vitrine-Page-Cache: bypass" skips the page cache (the bench measures PHP).
# Each answer says which server made it (X-Vitrine-Server: a|b, set by the pool) and what the
# page cache did (X-Vitrine-Page-Cache: HIT, MISS, BYPASS, EXPIRED...).

# php-fpm and nginx as production runs them (shared with `npm run bench`).
source "$(dirname "${BASH_SOURCE[0]}")/web.sh"

# cluster_define MODE: the variables; MODE bench copies the bench floors' mu-plugin, MODE test the
# e2e test plugins and the cluster's own.
cluster_define() {
	CLUSTER_MODE="$1"
	site_define cluster "${VITRINE_CLUSTER_PORT:-8760}" "${VITRINE_CLUSTER_DB_PORT:-3390}"
	rmdir "$SITE_LOGS" "$SITE_HOME/run" "$SITE_HOME" 2>/dev/null || true
	SITE_HOME="$VITRINE_ROOT/.wp/cluster"
	SITE_WP="$SITE_HOME/wordpress"
	SITE_LOGS="$SITE_HOME/logs"
	DB_DATA="$SITE_HOME/mysql"
	DB_SOCKET="$SITE_HOME/run/mysqld.sock"
	DB_PID="$SITE_HOME/run/mysqld.pid"
	PHP_PID="$SITE_HOME/run/none.pid"
	CLUSTER_REDIS_PORT="${VITRINE_CLUSTER_REDIS_PORT:-6390}"
	CLUSTER_NGINX_PID="$SITE_HOME/run/nginx.pid"
	CLUSTER_REDIS_PID="$SITE_HOME/run/redis.pid"
	# Workers of each web server's pool (static): wrk's 8 connections fill two servers of 4.
	CLUSTER_WORKERS="${VITRINE_CLUSTER_WORKERS:-4}"
	mkdir -p "$SITE_LOGS" "$SITE_HOME/run" "$SITE_HOME/nginx-temp" "$SITE_HOME/redis"
}

cluster_redis_start() {
	if port_in_use "$CLUSTER_REDIS_PORT"; then
		die "Port $CLUSTER_REDIS_PORT (the cluster's Redis) is in use. Stop that program, or set VITRINE_CLUSTER_REDIS_PORT."
	fi
	redis-server --bind 127.0.0.1 --port "$CLUSTER_REDIS_PORT" --daemonize yes --pidfile "$CLUSTER_REDIS_PID" \
		--dir "$SITE_HOME/redis" --save '' --appendonly no --maxmemory 256mb --maxmemory-policy allkeys-lru \
		--logfile "$SITE_LOGS/redis.log" || die "redis-server did not start; see $SITE_LOGS/redis.log"
	local _
	for _ in $(seq 1 50); do
		redis-cli -p "$CLUSTER_REDIS_PORT" ping >/dev/null 2>&1 && return 0
		sleep 0.1
	done
	die "Redis did not answer on port $CLUSTER_REDIS_PORT; see $SITE_LOGS/redis.log"
}

# nginx: the load balancer and the page cache (bin/lib/web.sh writes the rest of its configuration).
cluster_nginx_start() {
	rm -rf "$SITE_HOME/page-cache"
	mkdir -p "$SITE_HOME/page-cache"
	local http_lines location_lines
	http_lines="$(
		cat <<'CONF'
	# The two web servers, round robin; "one" is server A alone (the bench's one-server runs).
	upstream vitrine_web {
		server unix:@SITE_HOME@/run/php-fpm-a.sock;
		server unix:@SITE_HOME@/run/php-fpm-b.sock;
	}
	upstream vitrine_one {
		server unix:@SITE_HOME@/run/php-fpm-a.sock;
	}
	map $http_x_vitrine_web $vitrine_upstream {
		one vitrine_one;
		default vitrine_web;
	}

	# The full-page cache, as hosts configure it for WordPress: anonymous GET (and HEAD) requests
	# without a query string; never a logged-in user, a commenter, a password-protected post's
	# visitor, nor a shopper with a cart (our cookies), nor a visitor who dismissed the store
	# notice. Answers that set a cookie or say no-cache (nocache_headers()) are never stored
	# (nginx's own rule: it honours Set-Cookie and Cache-Control).
	fastcgi_cache_path @SITE_HOME@/page-cache levels=1:2 keys_zone=vitrine_pages:10m max_size=64m inactive=10m use_temp_path=off;
	fastcgi_cache_key "$scheme$request_method$host$request_uri";
	map $request_method $vitrine_skip_method {
		GET 0;
		HEAD 0;
		default 1;
	}
	map $http_cookie $vitrine_skip_cookie {
		default 0;
		"~*wordpress_logged_in_|wordpress_[a-f0-9]+=|wp-postpass_|comment_author_|wordpress_no_cache" 1;
		"~*(^|;\s*)(vitrine_cart|vitrine_cart_hash|vitrine_express_cart|vitrine_store_notice[a-z0-9_-]*)=" 1;
	}
	map $request_uri $vitrine_skip_uri {
		default 0;
		"~\?" 1;
		"~^/(wp-admin|wp-json|wp-login\.php|wp-cron\.php|xmlrpc\.php|wp-comments-post\.php|feed|sitemap)" 1;
		"~/feed/" 1;
	}
	map "$vitrine_skip_method$vitrine_skip_cookie$vitrine_skip_uri$http_x_vitrine_page_cache" $vitrine_skip_cache {
		"000" 0;
		default 1;
	}

CONF
	)"
	http_lines="${http_lines//@SITE_HOME@/$SITE_HOME}"
	location_lines="$(
		cat <<'CONF'
			fastcgi_cache vitrine_pages;
			fastcgi_cache_valid 200 301 302 10m;
			fastcgi_cache_lock on;
			fastcgi_cache_bypass $vitrine_skip_cache;
			fastcgi_no_cache $vitrine_skip_cache;
			add_header X-Vitrine-Page-Cache $upstream_cache_status always;
CONF
	)"
	web_nginx_conf "$CLUSTER_NGINX_PID" "$http_lines" '$vitrine_upstream' "$location_lines" >"$SITE_HOME/nginx.conf"
	web_nginx_start /wp-login.php
}

# The site's wp-config.php, with the object cache's settings and the cluster's environment type.
cluster_wp_config() {
	local extra
	extra="define( 'VITRINE_REDIS_HOST', '127.0.0.1' );
define( 'VITRINE_REDIS_PORT', $CLUSTER_REDIS_PORT );
define( 'WP_CACHE_KEY_SALT', 'vitrine_cluster' );"
	# Before ABSPATH's block: wp-settings.php loads the drop-in, which reads them.
	awk -v extra="$extra" '/^if \( ! defined\( .ABSPATH. \) \)/ { print extra; print "" } { print }' \
		"$SITE_WP/wp-config.php" >"$SITE_WP/wp-config.php.new"
	mv "$SITE_WP/wp-config.php.new" "$SITE_WP/wp-config.php"
	if [ "$CLUSTER_MODE" = bench ]; then
		sed -i "s/define( 'WP_ENVIRONMENT_TYPE', 'local' );/define( 'WP_ENVIRONMENT_TYPE', 'production' );/" "$SITE_WP/wp-config.php"
	fi
}

cluster_stop() {
	web_pid_stop "$CLUSTER_NGINX_PID"
	web_pid_stop "$SITE_HOME/run/php-fpm-a.pid"
	web_pid_stop "$SITE_HOME/run/php-fpm-b.pid"
	if [ -f "$CLUSTER_REDIS_PID" ]; then
		redis-cli -p "$CLUSTER_REDIS_PORT" shutdown nosave >/dev/null 2>&1 || web_pid_stop "$CLUSTER_REDIS_PID"
		rm -f "$CLUSTER_REDIS_PID"
	fi
	db_stop
}

# Refuses to start over a running cluster or on a taken port; call before setting a stop trap.
cluster_check_free() {
	if [ -f "$CLUSTER_NGINX_PID" ] && kill -0 "$(cat "$CLUSTER_NGINX_PID")" 2>/dev/null; then
		die "The cluster is already running (nginx pid $(cat "$CLUSTER_NGINX_PID")): is another cluster run going on?"
	fi
	port_in_use "$SITE_PORT" && die "Port $SITE_PORT is already in use. Stop that program, or set VITRINE_CLUSTER_PORT (and VITRINE_CLUSTER_DB_PORT, VITRINE_CLUSTER_REDIS_PORT)."
	if db_running; then
		die "The cluster's MariaDB server is running: is another cluster run going on? If none is: mariadb-admin --no-defaults -uroot --socket=$DB_SOCKET shutdown"
	fi
	return 0
}

# The whole cluster, on a fresh database and an empty cache, with the demo catalog.
cluster_start() {
	ensure_site_packages nginx php-fpm wrk redis-server php-redis
	ensure_node_modules
	ensure_build
	db_start
	db_create "vitrine_$SITE_NAME" --fresh
	wp_files
	cluster_wp_config
	cluster_redis_start
	cp "$VITRINE_ROOT/tests/cluster/object-cache.php" "$SITE_WP/wp-content/object-cache.php"
	rm -f "$SITE_WP/wp-content/mu-plugins/vitrine-bench.php" "$SITE_WP/wp-content/mu-plugins/vitrine-test-"*.php "$SITE_WP/wp-content/mu-plugins/vitrine-cluster-"*.php
	cp "$VITRINE_ROOT/tests/cluster/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	if [ "$CLUSTER_MODE" = bench ]; then
		cp "$VITRINE_ROOT/bin/bench/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	else
		cp "$VITRINE_ROOT/tests/e2e/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	fi
	wp_install_site twentytwentyfour >/dev/null
	wp_php seed-demo.php >/dev/null
	# nginx is the proxy naming the client (the bench's requests each come from their own).
	wp_php ../bench/prepare.php --trust-proxy
	: >"$SITE_LOGS/debug.log"
	rm -f "$SITE_LOGS"/php-error-*.log
	web_fpm_start a "$CLUSTER_WORKERS" "env[VITRINE_CLUSTER_SERVER] = a"
	web_fpm_start b "$CLUSTER_WORKERS" "env[VITRINE_CLUSTER_SERVER] = b"
	cluster_nginx_start
	php -r 'exit(extension_loaded("redis") ? 0 : 1);' || die "php-redis is not loaded by the command-line PHP."
	[ "$(redis-cli -p "$CLUSTER_REDIS_PORT" dbsize)" -gt 0 ] || die "The object cache wrote nothing to Redis: is the drop-in loaded?"
}

# The PHP notices, warnings and errors the cluster's logs hold (both servers' and debug.log).
cluster_php_problems() {
	cat "$SITE_LOGS/debug.log" "$SITE_LOGS"/php-error-*.log 2>/dev/null \
		| grep -E 'PHP (Notice|Warning|Fatal error|Recoverable fatal error|Parse error|Deprecated)|WordPress database error' || true
}
