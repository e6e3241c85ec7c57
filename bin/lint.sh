#!/usr/bin/env bash
# npm run lint: ESLint with Prettier, Stylelint, TypeScript, and the PHP checks (bin/lint-php.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
echo "== ESLint + Prettier"
npx wp-scripts lint-js src tests/e2e bin playwright.config.ts webpack.config.js || status=1
echo "== Stylelint"
npx wp-scripts lint-style 'src/**/*.scss' || status=1
echo "== TypeScript (strict)"
npx tsc --noEmit || status=1
bash bin/lint-php.sh || status=1
echo "== src/core/rest-types.generated.ts is current (npm run rest-types)"
node bin/rest-types.mjs --check || status=1
echo "== languages/vitrine.pot is current"
node bin/make-pot.mjs --check || status=1
echo "== The version and readme.txt agree (plugin.php, package.json, readme.txt)"
node bin/check-release.mjs || status=1
exit $status
