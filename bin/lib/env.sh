# shellcheck shell=bash
# The local WordPress stack behind `npm start` and `npm test`: Debian's PHP and MariaDB, and
# WordPress 6.5.5 from the @wp-playground/wordpress-builds npm package (wordpress.org cannot be
# reached here). Every site lives in .wp/sites/<name>/ (git-ignored): its own WordPress copy,
# wp-content with the plugin symlinked in, MariaDB data directory, logs.
#
# Source this file, call `site_define NAME HTTP_PORT DB_PORT`, then the functions below.

set -euo pipefail

VITRINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WP_VERSION_DIR="wp-6.5"
WP_BUILDS="$VITRINE_ROOT/node_modules/@wp-playground/wordpress-builds"
ADMIN_USER="admin"
ADMIN_PASSWORD="password"
ADMIN_EMAIL="admin@example.org"
DB_USER="vitrine"
DB_PASSWORD="vitrine"

log() { printf '\033[1;34m[vitrine]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[vitrine] %s\033[0m\n' "$*" >&2; exit 1; }

# --- Machine set-up -------------------------------------------------------------------------

# Installs the Debian packages that are missing. Needs root (or sudo) only when something is.
ensure_apt_packages() {
	local missing=()
	local pkg
	for pkg in "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	log "Installing Debian packages: ${missing[*]}"
	local sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null || die "Missing packages ${missing[*]}: install them with apt-get as root."
		sudo=(sudo)
	fi
	# Two runs at once (npm start beside npm test) would race for dpkg's lock: take turns.
	(
		flock -w 900 9 || die "Another install is still running (waited 15 minutes)."
		"${sudo[@]}" apt-get update -qq
		DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
	) 9>"${TMPDIR:-/tmp}/vitrine-apt.lock"
}

# The packages a site needs; the test run adds the browser, PHPUnit and a classic theme.
ensure_site_packages() {
	ensure_apt_packages curl mariadb-server mariadb-client php-cli php-mysql php-xml php-mbstring php-intl php-curl php-gd php-zip unzip "$@"
}

# npm dependencies, installed from package-lock.json when node_modules is missing or stale
# (npm install, not npm ci: see .ci/run).
ensure_node_modules() {
	if [ ! -d "$VITRINE_ROOT/node_modules" ] || [ "$VITRINE_ROOT/package-lock.json" -nt "$VITRINE_ROOT/node_modules/.package-lock.json" ]; then
		log "Installing npm dependencies"
		(cd "$VITRINE_ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-fund --no-audit >/dev/null)
	fi
}

# Composer's dev dependencies (vendor/), when the official Stripe library that PHPUnit compares
# our Stripe client with is missing: a fresh machine running `npm test` alone gets it, as
# bin/lint-php.sh gets PHPCS and PHPStan.
ensure_composer_packages() {
	if [ ! -f "$VITRINE_ROOT/vendor/stripe/stripe-php/lib/Stripe.php" ] || [ ! -f "$VITRINE_ROOT/vendor/autoload.php" ]; then
		command -v composer >/dev/null || ensure_apt_packages composer
		log "Installing Composer dev dependencies (vendor/)"
		(cd "$VITRINE_ROOT" && flock "${TMPDIR:-/tmp}/vitrine-composer.lock" composer install --no-interaction --no-progress --quiet)
	fi
}

# build/ from src/ (npm run build: webpack, then the address data of bin/address-data.mjs and the
# compiled translations of bin/i18n-compile.mjs), when
# missing or older than any source file. Other scripts run webpack alone, which empties build/:
# a missing build/address/ means a rebuild too.
ensure_build() {
	local stamp="$VITRINE_ROOT/build/storefront.asset.php"
	local address_stamp="$VITRINE_ROOT/build/address/rules.php"
	if [ ! -f "$stamp" ] || [ ! -f "$address_stamp" ] \
		|| [ -n "$(find "$VITRINE_ROOT/src" "$VITRINE_ROOT/webpack.config.js" "$VITRINE_ROOT/package-lock.json" -newer "$stamp" -print -quit)" ] \
		|| [ -n "$(find "$VITRINE_ROOT/bin/address-data.mjs" "$VITRINE_ROOT/package-lock.json" -newer "$address_stamp" -print -quit)" ]; then
		log "Building scripts and styles"
		# One build at a time: several test sites may share this working tree.
		(cd "$VITRINE_ROOT" && flock "${TMPDIR:-/tmp}/vitrine-build.lock" npm run build --silent >/dev/null)
		# webpack does not rewrite a file whose content is unchanged: without this, a newer
		# package-lock.json would rebuild on every run.
		touch "$stamp" "$address_stamp"
	elif translations_stale; then
		log "Compiling translations"
		(cd "$VITRINE_ROOT" && flock "${TMPDIR:-/tmp}/vitrine-build.lock" node bin/i18n-compile.mjs >/dev/null)
	fi
}

# Whether a languages/vitrine-<locale>.po has no .mo, or one older than it or than the compiler
# (bin/i18n-compile.mjs, which npm run build runs after webpack).
translations_stale() {
	local po mo
	for po in "$VITRINE_ROOT"/languages/vitrine-*.po; do
		[ -f "$po" ] || continue
		mo="${po%.po}.mo"
		if [ ! -f "$mo" ] || [ "$po" -nt "$mo" ] \
			|| [ "$VITRINE_ROOT/bin/i18n-compile.mjs" -nt "$mo" ] \
			|| [ "$VITRINE_ROOT/bin/lib/script-translations.js" -nt "$mo" ]; then
			return 0
		fi
	done
	return 1
}

port_in_use() {
	(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# --- One site -------------------------------------------------------------------------------

# site_define NAME HTTP_PORT DB_PORT [DB_SITE]: sets the variables every other function reads.
# DB_SITE names another site whose MariaDB server (data directory, socket) this one uses, with
# its own database: the e2e workers' sites share the test site's server (see bin/test.sh).
site_define() {
	SITE_NAME="$1"
	SITE_PORT="$2"
	DB_PORT="$3"
	SITE_URL="http://127.0.0.1:$SITE_PORT"
	SITE_HOME="$VITRINE_ROOT/.wp/sites/$SITE_NAME"
	SITE_WP="$SITE_HOME/wordpress"
	SITE_LOGS="$SITE_HOME/logs"
	local db_home="$VITRINE_ROOT/.wp/sites/${4:-$SITE_NAME}"
	DB_DATA="$db_home/mysql"
	DB_SOCKET="$db_home/run/mysqld.sock"
	DB_PID="$db_home/run/mysqld.pid"
	PHP_PID="$SITE_HOME/run/php.pid"
	mkdir -p "$SITE_LOGS" "$SITE_HOME/run"
}

db_admin() {
	mariadb --no-defaults -uroot --socket="$DB_SOCKET" "$@"
}

db_running() {
	[ -S "$DB_SOCKET" ] && mariadb-admin --no-defaults -uroot --socket="$DB_SOCKET" ping >/dev/null 2>&1
}

# Starts this site's MariaDB server in its own data directory (no systemd needed).
db_start() {
	if db_running; then
		return 0
	fi
	if port_in_use "$DB_PORT"; then
		die "Port $DB_PORT (MariaDB for the $SITE_NAME site) is already in use by another program. Stop it, or choose other ports (see README, Troubleshooting)."
	fi
	if [ ! -d "$DB_DATA/mysql" ]; then
		log "Creating the MariaDB data directory for the $SITE_NAME site"
		mariadb-install-db --no-defaults --datadir="$DB_DATA" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$SITE_LOGS/mariadb-install.log" 2>&1 \
			|| die "mariadb-install-db failed; see $SITE_LOGS/mariadb-install.log"
	fi
	mariadbd --no-defaults --datadir="$DB_DATA" --user="$(id -un)" --bind-address=127.0.0.1 --port="$DB_PORT" \
		--socket="$DB_SOCKET" --pid-file="$DB_PID" --log-error="$SITE_LOGS/mariadb.log" --skip-name-resolve \
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
		--innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 --max-connections=200 \
		>>"$SITE_LOGS/mariadb.log" 2>&1 &
	local _
	for _ in $(seq 1 100); do
		db_running && return 0
		sleep 0.2
	done
	die "MariaDB did not start; see $SITE_LOGS/mariadb.log"
}

db_stop() {
	if db_running; then
		mariadb-admin --no-defaults -uroot --socket="$DB_SOCKET" shutdown >/dev/null 2>&1 || true
	fi
}

# For a command run beside a site that may be stopped: starts its database when it is not
# running, and stops it again when the script exits (only if this run started it).
db_start_for_this_run() {
	VITRINE_DB_STARTED_HERE=0
	if ! db_running; then
		db_start
		VITRINE_DB_STARTED_HERE=1
	fi
	trap 'if [ "$VITRINE_DB_STARTED_HERE" = 1 ]; then db_stop; fi' EXIT
}

# db_create NAME [--fresh]: the database and the site's user.
db_create() {
	local name="$1" fresh="${2:-}"
	if [ "$fresh" = "--fresh" ]; then
		db_admin -e "DROP DATABASE IF EXISTS \`$name\`"
	fi
	db_admin -e "CREATE DATABASE IF NOT EXISTS \`$name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
		CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';
		CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
		GRANT ALL PRIVILEGES ON \`vitrine\\_%\`.* TO '$DB_USER'@'127.0.0.1';
		GRANT ALL PRIVILEGES ON \`vitrine\\_%\`.* TO '$DB_USER'@'localhost';"
}

# Lays out WordPress core, wp-config.php and wp-content for this site (once).
wp_files() {
	local zip="$WP_BUILDS/src/wordpress/$WP_VERSION_DIR.zip"
	[ -f "$zip" ] || die "WordPress is missing from node_modules ($zip). Run npm ci."
	if [ ! -f "$SITE_WP/wp-settings.php" ]; then
		log "Unpacking WordPress $(unzip -p "$zip" wp-includes/version.php | grep -o "wp_version = '[^']*'" | cut -d"'" -f2) for the $SITE_NAME site"
		rm -rf "$SITE_WP"
		mkdir -p "$SITE_WP"
		unzip -q "$zip" -d "$SITE_WP"
		# The Playground build ships CSS, JS and images apart, and an installed SQLite database.
		cp -r "$WP_BUILDS/public/$WP_VERSION_DIR/." "$SITE_WP/"
		rm -rf "$SITE_WP/wp-content/database" "$SITE_WP/wp-config.php" "$SITE_WP/wordpress-remote-asset-paths"
	fi

	ln -sfn "$VITRINE_ROOT" "$SITE_WP/wp-content/plugins/vitrine"
	mkdir -p "$SITE_WP/wp-content/mu-plugins"
	cp "$VITRINE_ROOT/bin/wp/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	# A classic theme, to test what classic themes get (Debian's wordpress-theme-twentytwentyone).
	if [ -d /usr/share/wordpress/wp-content/themes/twentytwentyone ] && [ ! -d "$SITE_WP/wp-content/themes/twentytwentyone" ]; then
		cp -rL /usr/share/wordpress/wp-content/themes/twentytwentyone "$SITE_WP/wp-content/themes/"
	fi
	wp_config
}

wp_config() {
	local salts="$SITE_HOME/salts.php"
	if [ ! -f "$salts" ]; then
		{
			echo '<?php'
			local key
			for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
				echo "define( '$key', '$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')' );"
			done
		} >"$salts"
	fi
	cat >"$SITE_WP/wp-config.php" <<PHP
<?php
// Written by bin/lib/env.sh for the $SITE_NAME site; rewritten on every start.
define( 'DB_NAME', getenv( 'VITRINE_DB_NAME' ) ?: 'vitrine_$SITE_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', '127.0.0.1:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
require __DIR__ . '/../salts.php';
\$table_prefix = 'wp_';

define( 'WP_HOME', '$SITE_URL' );
define( 'WP_SITEURL', '$SITE_URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$SITE_LOGS/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'VITRINE_MAIL_LOG', '$SITE_LOGS/mail.log' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
}

# wp_php SCRIPT [ARGS...]: runs a PHP script of bin/wp/ inside this site's WordPress.
wp_php() {
	local script="$1"
	shift
	VITRINE_WP_DIR="$SITE_WP" VITRINE_SITE_URL="$SITE_URL" php "$VITRINE_ROOT/bin/wp/$script" "$@"
}

# Installs WordPress in the site's database when it is not installed yet, and activates Vitrine.
wp_install_site() {
	local theme="${1:-twentytwentyfour}"
	wp_php install-site.php --title="Vitrine Demo Shop" --admin-user="$ADMIN_USER" --admin-password="$ADMIN_PASSWORD" \
		--admin-email="$ADMIN_EMAIL" --theme="$theme"
}

php_running() {
	[ -f "$PHP_PID" ] && kill -0 "$(cat "$PHP_PID")" 2>/dev/null
}

# Serves the site with PHP's built-in server: four workers, so that a request that calls back
# into the site (loopback, REST from PHP) cannot deadlock.
php_start() {
	if port_in_use "$SITE_PORT"; then
		die "Port $SITE_PORT is already in use: is another 'npm start' or 'npm test' running? Stop it, or set VITRINE_PORT / VITRINE_TEST_PORT (see README, Troubleshooting)."
	fi
	(cd "$SITE_WP" && PHP_CLI_SERVER_WORKERS=4 exec php -d memory_limit=512M -d upload_max_filesize=64M -d post_max_size=64M \
		-S "127.0.0.1:$SITE_PORT" -t "$SITE_WP" "$VITRINE_ROOT/bin/wp/router.php" >>"$SITE_LOGS/php-server.log" 2>&1) &
	echo $! >"$PHP_PID"
	local _
	for _ in $(seq 1 100); do
		if curl -fsS -o /dev/null "$SITE_URL/wp-login.php" 2>/dev/null; then
			return 0
		fi
		sleep 0.1
	done
	die "The PHP server did not answer on $SITE_URL; see $SITE_LOGS/php-server.log"
}

php_stop() {
	if php_running; then
		local pid
		pid="$(cat "$PHP_PID")"
		pkill -P "$pid" 2>/dev/null || true
		kill "$pid" 2>/dev/null || true
	fi
	rm -f "$PHP_PID"
}

site_stop() {
	php_stop
	db_stop
}

# --- Bare sites (the release specs) ---------------------------------------------------------

# bare_site_define TEST_SITE TEST_PORT DB_PORT N: the bare site of Playwright worker N (1-based) of
# the test site TEST_SITE: WordPress without Vitrine, on which tests/e2e/release/ installs the
# plugin zip through wp-admin as a site admin does. Its own WordPress copy (wp-content/plugins a
# real, writable folder), logs and PHP server on TEST_PORT + 200 + N - 1; its database
# vitrine_<TEST_SITE>-bare-wN on the test site's MariaDB server.
bare_site_define() {
	site_define "$1-bare-w$4" "$(($2 + 200 + $4 - 1))" "$3" "$1"
}

# bare_site_reset: this bare site (bare_site_define'd) becomes a fresh install: WordPress files
# laid out once, no plugin in wp-content/plugins, a fresh database with WordPress installed and
# no plugin active, empty logs; its PHP server is started when it is not running. About two
# seconds: each release spec starts from it.
bare_site_reset() {
	local zip="$WP_BUILDS/src/wordpress/$WP_VERSION_DIR.zip"
	[ -f "$zip" ] || die "WordPress is missing from node_modules ($zip). Run npm ci."
	if [ ! -f "$SITE_WP/wp-settings.php" ]; then
		rm -rf "$SITE_WP"
		mkdir -p "$SITE_WP"
		unzip -q "$zip" -d "$SITE_WP"
		cp -r "$WP_BUILDS/public/$WP_VERSION_DIR/." "$SITE_WP/"
		rm -rf "$SITE_WP/wp-content/database" "$SITE_WP/wp-config.php" "$SITE_WP/wordpress-remote-asset-paths"
	fi
	# What an admin's earlier upload left (the plugin, an upgrade's backup, uploads) goes.
	rm -rf "$SITE_WP/wp-content/plugins" "$SITE_WP/wp-content/upgrade" "$SITE_WP/wp-content/upgrade-temp-backup" \
		"$SITE_WP/wp-content/uploads" "$SITE_WP/wp-content/mu-plugins" "$SITE_WP/wp-content/languages"
	mkdir -p "$SITE_WP/wp-content/plugins" "$SITE_WP/wp-content/mu-plugins"
	# The local sites' offline and mail plugins, and the release specs' own (the schema log).
	cp "$VITRINE_ROOT/bin/wp/mu-plugins/"*.php "$VITRINE_ROOT/tests/e2e/release/mu-plugins/"*.php "$SITE_WP/wp-content/mu-plugins/"
	wp_config
	: >"$SITE_LOGS/debug.log"
	: >"$SITE_LOGS/mail.log"
	: >"$SITE_LOGS/schema.log"
	db_create "vitrine_$SITE_NAME" --fresh
	wp_php install-site.php --title="Vitrine Bare Site" --admin-user="$ADMIN_USER" --admin-password="$ADMIN_PASSWORD" \
		--admin-email="$ADMIN_EMAIL" --theme=twentytwentyfour --no-plugin >/dev/null
	php_running || php_start
}

# The bench scripts' site: dev (npm start's) or a test site by name, which must be installed
# already; its WordPress configured and its database running for this run.
bench_site() {
	local site="$1"
	if [ "$site" = dev ]; then
		site_define dev "${VITRINE_PORT:-8888}" "${VITRINE_DB_PORT:-3307}"
	else
		site_define "$site" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}"
	fi
	[ -f "$SITE_WP/wp-settings.php" ] || die "The $site site is not installed yet: run npm start (or npm test) once first."
	wp_config
	db_start_for_this_run
}

# A database of its own beside the bench site's, made again: WordPress, the demo, then COUNT
# orders over 365 days (bin/wp/generate-orders.php; extra arguments go to it). Exports
# VITRINE_DB_NAME, so that the next wp_php calls use it.
#   bench_orders_database NAME COUNT [generate-orders.php arguments]
bench_orders_database() {
	local name="$1" count="$2"
	shift 2
	export VITRINE_DB_NAME="vitrine_${SITE_NAME//-/_}_${name}${count}"
	log "A site with $count orders in $VITRINE_DB_NAME"
	db_create "$VITRINE_DB_NAME" --fresh
	wp_install_site twentytwentyfour >/dev/null
	wp_php seed-demo.php >/dev/null
	wp_php generate-orders.php --count="$count" --days=365 "$@"
}
