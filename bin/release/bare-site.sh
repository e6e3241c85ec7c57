#!/usr/bin/env bash
# The release specs' bare sites (tests/e2e/release/): WordPress without Vitrine, one per
# Playwright worker, served while `npm test -- e2e` runs (bin/test.sh stops them).
#
#   bash bin/release/bare-site.sh reset N    worker N's bare site (1-based) becomes a fresh install
#
# Reads the test site's VITRINE_TEST_SITE, VITRINE_TEST_PORT and VITRINE_TEST_DB_PORT as
# bin/test.sh does; the test site's MariaDB server must be running (it is during an e2e run).
source "$(dirname "$0")/../lib/env.sh"

[ "${1:-}" = "reset" ] && [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || die "Usage: bin/release/bare-site.sh reset N"
bare_site_define "test${VITRINE_TEST_SITE:+-$VITRINE_TEST_SITE}" "${VITRINE_TEST_PORT:-8889}" "${VITRINE_TEST_DB_PORT:-3308}" "$2"
db_running || die "The MariaDB server of the test site is not running: run the release specs through npm test -- e2e."
bare_site_reset
