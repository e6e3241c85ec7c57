#!/usr/bin/env bash
# The cluster (bin/lib/cluster.sh): two web servers behind one nginx upstream, one MariaDB, Redis
# as the shared object cache, nginx's page cache in front.
#
#   bash bin/cluster.sh test [PLAYWRIGHT ARGS]   the cluster's Playwright project (npm test runs it)
#   bash bin/cluster.sh serve                    the cluster up until Ctrl-C, to look at by hand
#   npm run bench -- cluster                     its figures (bin/bench/bench.sh)
#
# Ports: VITRINE_CLUSTER_PORT (8760), VITRINE_CLUSTER_DB_PORT (3390), VITRINE_CLUSTER_REDIS_PORT
# (6390). Everything it starts is stopped when it ends.
source "$(dirname "$0")/lib/env.sh"
source "$(dirname "$0")/lib/cluster.sh"

mode="${1:-}"
shift || true
case "$mode" in
test | serve) ;;
*) die "Usage: bash bin/cluster.sh test|serve (the bench: npm run bench -- cluster)" ;;
esac

cluster_define test
cluster_check_free
stop_all() {
	trap - EXIT INT TERM
	[ -n "${sleeper:-}" ] && kill "$sleeper" 2>/dev/null
	log "Stopping the cluster"
	cluster_stop
}
trap stop_all EXIT
trap 'exit 130' INT TERM

ensure_apt_packages chromium-headless-shell wordpress-theme-twentytwentyone
log "The cluster: two web servers (php-fpm a and b), nginx on $SITE_URL, MariaDB on $DB_PORT, Redis on $CLUSTER_REDIS_PORT"
cluster_start

if [ "$mode" = serve ]; then
	log "The cluster: $SITE_URL (logs in $SITE_LOGS). Press Ctrl-C to stop."
	sleep infinity &
	sleeper=$!
	wait "$sleeper"
	exit 0
fi

RESULTS="${VITRINE_RESULTS_DIR:-$VITRINE_ROOT/.wp/results-cluster}"
mkdir -p "$RESULTS"
site_json="$(printf '{"url":"%s","wpDir":"%s","mailLog":"%s","adminState":"%s","stripeUrl":"","bare":{"url":"","wpDir":"","logs":"","db":"","dbSocket":""}}' \
	"$SITE_URL" "$SITE_WP" "$SITE_LOGS/mail.log" "$RESULTS/cluster-admin-state.json")"
status=0
(cd "$VITRINE_ROOT" && VITRINE_CLUSTER=1 VITRINE_RESULTS_DIR="$RESULTS" VITRINE_E2E_SITES="[$site_json]" VITRINE_CLUSTER_REDIS_PORT="$CLUSTER_REDIS_PORT" \
	PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-cluster.json" npx playwright test --project=cluster "$@") || status=1
problems="$(cluster_php_problems)"
if [ -n "$problems" ]; then
	log "PHP reported problems during the cluster run ($SITE_LOGS):"
	echo "$problems" >&2
	echo '{"failed": 1, "name": "cluster logs"}' >"$RESULTS/cluster-log.json"
	status=1
fi
exit $status
