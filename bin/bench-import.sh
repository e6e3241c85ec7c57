#!/usr/bin/env bash
# bin/bench-import.sh [SITE] [COUNT]: the product CSV import of COUNT products (10,000 by default)
# as Products > Import runs it, in a database of its own beside the site's
# (vitrine_<site>_import<COUNT>, made again on each run: WordPress and the demo); then
# bin/wp/bench-import.php generates the file, checks it and imports it twice (created, then
# updated). The site's own data is not touched.
#
#   bin/bench-import.sh               the test site (VITRINE_TEST_SITE, VITRINE_TEST_DB_PORT)
#   bin/bench-import.sh dev 2000      npm start's site, 2,000 products
#
# The site must have been installed once (npm start, or npm test).
source "$(dirname "$0")/lib/env.sh"

site="${1:-test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}}"
count="${2:-10000}"
[[ "$count" =~ ^[1-9][0-9]*$ ]] || die "Give the number of products: bin/bench-import.sh [SITE] 10000"
bench_site "$site"

export VITRINE_DB_NAME="vitrine_${SITE_NAME//-/_}_import${count}"
log "A site for the import in $VITRINE_DB_NAME"
db_create "$VITRINE_DB_NAME" --fresh
wp_install_site twentytwentyfour >/dev/null
wp_php seed-demo.php >/dev/null
wp_php bench-import.php --count="$count"
