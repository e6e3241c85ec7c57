<?php
/**
 * Base of the setup's tests: a site as a fresh install leaves it.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Setup;

use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Setup\ShopSetup;
use Vitrine\Tests\TestCase;

/**
 * No shop page set, no setup state, and no page at the slugs the setup uses (the test site's
 * own are renamed, inside the test's transaction).
 */
abstract class SetupTestCase extends TestCase {

	protected Settings $settings;
	protected ShopSetup $setup;

	protected function setUp(): void {
		parent::setUp();
		$this->settings = Plugin::instance()->get( Settings::class );
		$this->setup    = Plugin::instance()->get( ShopSetup::class );
		delete_option( ShopSetup::STATE_OPTION );
		$saved = $this->settings->update(
			array(
				'cart_page_id'      => 0,
				'checkout_page_id'  => 0,
				'myaccount_page_id' => 0,
				'store_country'     => 'DE',
				'currency'          => 'EUR',
			)
		);
		self::assertIsArray( $saved );
		foreach ( $this->setup->pages() as $page ) {
			$existing = get_page_by_path( $page->slug );
			if ( $existing instanceof \WP_Post ) {
				wp_update_post(
					array(
						'ID'        => $existing->ID,
						'post_name' => $page->slug . '-of-the-test-site',
					)
				);
			}
		}
	}

	/**
	 * How many pages (of any status but the trash's) have this title.
	 */
	protected static function pages_titled( string $title ): int {
		return count(
			get_posts(
				array(
					'post_type'      => 'page',
					'post_status'    => 'any',
					'title'          => $title,
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
	}

	protected function page_of( string $setting ): ?\WP_Post {
		$id = (int) $this->settings->get( $setting );
		return $id > 0 ? get_post( $id ) : null;
	}
}
