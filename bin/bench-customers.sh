#!/usr/bin/env bash
# bin/bench-customers.sh [SITE] [COUNT]: Vitrine > Customers' queries at COUNT orders (100,000 by
# default, 5,000 guest emails, as bin/wp/generate-orders.php makes them) in a database of their own
# beside the site's (vitrine_<site>_customers<COUNT>, made again on each run); then
# bin/wp/bench-customers.php times the list's pages, sorts and searches. The site's own data is
# not touched.
#
#   bin/bench-customers.sh               the test site (VITRINE_TEST_SITE, VITRINE_TEST_DB_PORT)
#   bin/bench-customers.sh dev 50000     npm start's site, 50,000 orders
#
# The site must have been installed once (npm start, or npm test).
source "$(dirname "$0")/lib/env.sh"

site="${1:-test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}}"
count="${2:-100000}"
[[ "$count" =~ ^[1-9][0-9]*$ ]] || die "Give the number of orders: bin/bench-customers.sh [SITE] 100000"
bench_site "$site"

bench_orders_database customers "$count"
wp_php bench-customers.php
