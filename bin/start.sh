#!/usr/bin/env bash
# npm start: the demo shop on a real WordPress at http://127.0.0.1:8888 until Ctrl-C.
# Installs what is missing (Debian packages, npm dependencies, the build), reuses the site's
# data on later runs, and stops every process it started when it ends.
source "$(dirname "$0")/lib/env.sh"

# VITRINE_SITE names another site (its own folder and data), e.g. for tests/scripts/.
site_define "dev${VITRINE_SITE:+-$VITRINE_SITE}" "${VITRINE_PORT:-8888}" "${VITRINE_DB_PORT:-3307}"

# Checked before the clean-up trap is set: a refused start must not stop a running one.
if php_running; then
	die "The demo site is already running (pid $(cat "$PHP_PID")) on $SITE_URL. Stop it with Ctrl-C in its terminal."
fi
if port_in_use "$SITE_PORT"; then
	die "Port $SITE_PORT is already in use by another program. Stop it, or run VITRINE_PORT=8890 npm start."
fi

cleanup() {
	trap - EXIT INT TERM
	log "Stopping the demo site"
	site_stop
}
trap cleanup EXIT
trap 'exit 130' INT TERM

ensure_site_packages
ensure_node_modules
ensure_build

db_start
db_create "vitrine_$SITE_NAME"
wp_files
wp_install_site "${VITRINE_THEME:-twentytwentyfour}"
wp_php seed-demo.php
# Tracking on and 90 days of orders with their origins, for Vitrine > Reports (not on the test
# sites, whose specs count orders).
wp_php seed-demo-orders.php
php_start

cat <<MSG

  Vitrine demo shop:  $SITE_URL
  WordPress admin:    $SITE_URL/wp-admin/
  Log in as:          $ADMIN_USER / $ADMIN_PASSWORD
  Debug log:          $SITE_LOGS/debug.log
  Emails sent:        $SITE_LOGS/mail.log

  Press Ctrl-C to stop.

MSG

wait "$(cat "$PHP_PID")"
