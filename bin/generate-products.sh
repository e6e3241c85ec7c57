#!/usr/bin/env bash
# npm run generate -- N [SITE]: inserts N generated products with reviews into a local site, for
# benchmarks (bin/wp/demo/ProductGenerator.php: batched multi-row INSERTs, one transaction a batch).
#
#   npm run generate -- 50000            the demo site (dev: npm start's, MariaDB on VITRINE_DB_PORT or 3307)
#   npm run generate -- 50000 test       the test site of npm test (VITRINE_TEST_DB_PORT or 3308)
#   npm run generate -- 50000 test-shop  a named test site (VITRINE_TEST_SITE=shop's), on VITRINE_TEST_DB_PORT
#
# The site must have been installed once (npm start, or npm test). Its database server is started
# when it is not running, and stopped again afterwards.
source "$(dirname "$0")/lib/env.sh"

count="${1:-}"
site="${2:-dev}"
if ! [[ "$count" =~ ^[1-9][0-9]*$ ]]; then
	die "Give the number of products to insert: npm run generate -- 50000 [dev|test|test-NAME]"
fi
if ! [[ "$site" =~ ^(dev|test(-[a-z0-9_]+)?)$ ]]; then
	die "Unknown site '$site': use dev, test or test-NAME."
fi

if [ "$site" = dev ]; then
	site_define dev "${VITRINE_PORT:-8888}" "${VITRINE_DB_PORT:-3307}"
else
	site_define "$site" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}"
fi
[ -f "$SITE_WP/wp-config.php" ] || die "The $site site is not installed yet: run npm start (or npm test) once first."

db_start_for_this_run

log "Inserting $count products into the $site site (database vitrine_$site on port $DB_PORT)"
wp_php generate-products.php --count="$count"
