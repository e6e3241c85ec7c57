#!/usr/bin/env bash
# PHP checks: php -l over every PHP file, then PHPCS (WordPress standards) and PHPStan, which
# Composer installs into vendor/ on first use.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

echo "== php -l"
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null || status=1
done < <(git ls-files -z --cached --others --exclude-standard -- '*.php')

if ! command -v composer >/dev/null; then
	source bin/lib/env.sh
	ensure_apt_packages composer
fi
if [ ! -x vendor/bin/phpcs ] || [ composer.json -nt vendor/autoload.php ]; then
	echo "== composer install (PHPCS, WordPress standards, PHPStan)"
	composer install --no-interaction --no-progress --quiet
fi
echo "== PHPCS (WordPress-Extra)"
vendor/bin/phpcs -q --report-width=120 || status=1
echo "== PHPStan (level 6)"
vendor/bin/phpstan analyse --no-progress --memory-limit=1G || status=1
exit $status
