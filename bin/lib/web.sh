# The production stack that `npm run bench` and the cluster serve a site with: php-fpm masters
# with opcache, and nginx in front configured as hosts configure it for WordPress. Sourced after
# bin/lib/env.sh, once site_define (or the caller) has set SITE_HOME, SITE_LOGS, SITE_WP,
# SITE_PORT and SITE_URL.
#
#   web_fpm_start NAME WORKERS [POOL_LINES]   a php-fpm master of its own (its own opcache):
#                                             socket $SITE_HOME/run/php-fpm-NAME.sock, pid
#                                             run/php-fpm-NAME.pid, PHP's errors in
#                                             $SITE_LOGS/php-error-NAME.log
#   web_pid_stop PID_FILE                     stops a daemon by its pid file and waits for it
#   web_nginx_conf PID_FILE HTTP_LINES FASTCGI_PASS [LOCATION_LINES] > nginx.conf
#   web_nginx_start WAIT_PATH                 starts nginx on $SITE_HOME/nginx.conf and waits
#                                             until WAIT_PATH answers

# Debian's php-fpm binary of the CLI's PHP version (php-fpm installs php<version>-fpm).
web_fpm_binary() {
	local version
	version="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')"
	command -v "php-fpm$version" || echo "/usr/sbin/php-fpm$version"
}

# A static pool (as many workers as the load that measures it has connections), errors logged
# and never displayed (WP_DEBUG_LOG writes the site's notices), opcache on, as production.
web_fpm_start() {
	local name="$1" workers="$2" pool_lines="${3:-}" run_as=()
	[ "$(id -u)" -eq 0 ] && run_as=(--allow-to-run-as-root)
	cat >"$SITE_HOME/php-fpm-$name.conf" <<CONF
[global]
pid = $SITE_HOME/run/php-fpm-$name.pid
error_log = $SITE_LOGS/php-fpm-$name.log
daemonize = yes

[$name]
listen = $SITE_HOME/run/php-fpm-$name.sock
listen.mode = 0666
pm = static
pm.max_children = $workers
catch_workers_output = yes
$pool_lines
php_admin_value[memory_limit] = 512M
php_admin_value[display_errors] = Off
php_admin_value[log_errors] = On
php_admin_value[error_log] = $SITE_LOGS/php-error-$name.log
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.memory_consumption] = 128
php_admin_value[opcache.max_accelerated_files] = 20000
CONF
	"$(web_fpm_binary)" "${run_as[@]}" --fpm-config "$SITE_HOME/php-fpm-$name.conf" \
		|| die "php-fpm ($name) did not start; see $SITE_LOGS/php-fpm-$name.log"
}

web_pid_stop() {
	local pid_file="$1"
	if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; then
		kill "$(cat "$pid_file")" 2>/dev/null || true
		local _
		for _ in $(seq 1 50); do
			kill -0 "$(cat "$pid_file" 2>/dev/null || echo 0)" 2>/dev/null || break
			sleep 0.1
		done
	fi
	rm -f "$pid_file"
}

# Prints an nginx.conf: static files served directly, the rest through index.php, gzip as
# production serves it (what Lighthouse sees). HTTP_LINES go in the http block before the server
# (upstreams, maps, a cache path); LOCATION_LINES at the end of the PHP location.
web_nginx_conf() {
	local pid_file="$1" http_lines="$2" fastcgi_pass="$3" location_lines="${4:-}" user=""
	[ "$(id -u)" -eq 0 ] && user="user root;"
	mkdir -p "$SITE_HOME/nginx-temp"
	cat <<CONF
$user
worker_processes 1;
pid $pid_file;
error_log $SITE_LOGS/nginx-error.log warn;
events { worker_connections 512; }
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
$http_lines
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
			fastcgi_pass $fastcgi_pass;
$location_lines
		}
	}
}
CONF
}

web_nginx_start() {
	local wait_path="$1"
	nginx -p "$SITE_HOME" -c "$SITE_HOME/nginx.conf" -e "$SITE_LOGS/nginx-error.log" \
		|| die "nginx did not start; see $SITE_LOGS/nginx-error.log"
	local _
	for _ in $(seq 1 100); do
		curl -fsS -o /dev/null "$SITE_URL$wait_path" 2>/dev/null && return 0
		sleep 0.1
	done
	die "Nothing answered on $SITE_URL; see $SITE_LOGS/"
}
