#!/usr/bin/env bash
# npm run size [-- --json]: download size of each page context against size-budgets.json
# (see bin/size.mjs). Builds first when build/ is missing or older than the sources.
set -euo pipefail
cd "$(dirname "$0")/.."

# The oldest bundle manifest dates the build; a source file newer than it means a rebuild.
oldest_manifest=$(ls -tr build/*.asset.php 2>/dev/null | head -n 1 || true)
if [ -z "$oldest_manifest" ] || [ -n "$(find src webpack.config.js -type f -newer "$oldest_manifest" -print -quit)" ]; then
	echo "size: building (build/ is missing or older than src/)" >&2
	started=$(mktemp)
	trap 'rm -f "$started"' EXIT
	# The whole build (bundles, address rules, compiled translations), as npm run plugin-zip
	# -- --no-build then zips it. Build output goes to stderr so that --json keeps stdout to itself.
	npm run build --silent >&2
	# webpack does not rewrite unchanged files, so date every manifest to the build's start: the
	# check above then passes until a source changes (including during the build).
	touch -r "$started" build/*.asset.php
fi

exec node bin/size.mjs "$@"
