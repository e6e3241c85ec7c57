#!/usr/bin/env bash
# bin/bench-catalog.sh [SITE] [--fresh]: the catalogue's requests at 1,000 and at 50,000 products,
# side by side with their ratio (bin/wp/bench-catalog.php measures, this script prepares).
#
# Each size gets a database of its own beside the site's (vitrine_<site>_bench1000 and
# vitrine_<site>_bench50000): WordPress installed, the demo seeded, then products generated the
# way `npm run generate` does it up to the size. They are kept for the next run; --fresh makes
# them again (needed after a change to the generator or the demo; a migration runs by itself).
#
#   bin/bench-catalog.sh                 the test site (VITRINE_TEST_SITE, VITRINE_TEST_DB_PORT)
#   bin/bench-catalog.sh dev             npm start's site
#
# The site must have been installed once (npm start, or npm test).
source "$(dirname "$0")/lib/env.sh"

site="test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}"
fresh=""
for arg in "$@"; do
	case "$arg" in
		--fresh) fresh=--fresh ;;
		*) site="$arg" ;;
	esac
done
bench_site "$site"

results="$VITRINE_ROOT/.wp/results/bench-catalog"
mkdir -p "$results"
for size in 1000 50000; do
	export VITRINE_DB_NAME="vitrine_${SITE_NAME}_bench$size"
	exists="$(db_admin -N -e "SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '$VITRINE_DB_NAME'")"
	if [ "$fresh" = --fresh ] || [ "$exists" = 0 ]; then
		log "A site with $size products in $VITRINE_DB_NAME"
		db_create "$VITRINE_DB_NAME" --fresh
		wp_install_site twentytwentyfour >/dev/null
		wp_php seed-demo.php >/dev/null
		demo="$(db_admin -N -e "SELECT COUNT(*) FROM \`$VITRINE_DB_NAME\`.wp_posts WHERE post_type = 'vitrine_product' AND post_status = 'publish'")"
		wp_php generate-products.php --count="$((size - demo))" >/dev/null
	fi
	log "Measuring at $size products"
	wp_php bench-catalog.php --out="$results/$size.json" ${VITRINE_BENCH_RUNS:+--runs=$VITRINE_BENCH_RUNS}
done
unset VITRINE_DB_NAME
php "$VITRINE_ROOT/bin/wp/bench-catalog.php" --compare="$results/1000.json,$results/50000.json"
