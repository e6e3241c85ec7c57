<?php
/**
 * A module's part of what uninstalling removes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

/**
 * Implemented by the module class that owns a post type, a role or a folder of uploads, and
 * handed to the Uninstaller by the composition root: Core names no module's data itself (the
 * dependency rule of docs/architecture.md). What goes by prefix (options, transients, meta,
 * terms, cron events, widgets named vitrine_*) and the migrations' tables need no declaration.
 */
interface OwnsData {

	public function owned_data(): OwnedData;
}
