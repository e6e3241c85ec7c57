<?php
/**
 * The Stripe API version Vitrine speaks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * Pinned, and sent as Stripe-Version on every call, so that the shapes of Stripe's answers do
 * not change with the account's default version (set in its dashboard). Stripe.js is loaded
 * for the same version (the browser settings' apiVersion). Changing it is a migration of every
 * shape we read: the fake server in tests/fixtures/stripe/ follows this version.
 */
final class ApiVersion {

	public const CURRENT = '2026-09-30.endive';
}
