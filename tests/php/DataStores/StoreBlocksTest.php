<?php
/**
 * The store button and count markup, the bundles they load, the link-action scan, and the
 * Vitrine > Data stores forms.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\DataStores;

use Vitrine\Core\Admin\FormStash;
use Vitrine\DataStores\Admin\DataStoresPage;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/StoreItemsTest.php';

final class StoreBlocksTest extends TestCase {

	private const HANDLES = array( 'vitrine-data-stores', 'vitrine-link-actions' );

	protected function tearDown(): void {
		foreach ( self::HANDLES as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
		}
		parent::tearDown();
	}

	public function test_the_button_is_the_same_for_everyone_and_loads_its_bundle(): void {
		$post = StoreItemsTest::post();
		self::assertNotContains( 'vitrine-data-stores', wp_scripts()->queue );
		$block = '<!-- wp:vitrine/store-button {"postId":' . $post . ',"addedUrl":"/favourites/","synchId":"grid","removeFromListing":true,"label":"Keep <b>it</b>"} /-->';

		$guest = do_blocks( $block );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		Plugin::instance()->get( \Vitrine\DataStores\StoreItems::class )->add( 'favourites', $post, get_current_user_id() );
		$kept = do_blocks( $block );

		// Nothing per visitor in the markup (page caches): only the instance's id differs.
		self::assertSame( preg_replace( '/vitrine-store-title-\d+/', '', $guest ), preg_replace( '/vitrine-store-title-\d+/', '', $kept ) );
		self::assertStringContainsString( 'data-vitrine-widget="store-button" data-store="favourites" data-post="' . $post . '"', $guest );
		self::assertStringContainsString( 'data-synch="grid" data-remove-listing="1"', $guest );
		self::assertStringContainsString( '<button type="button" class="vitrine-store-button__button wp-element-button" aria-pressed="false"', $guest );
		self::assertStringContainsString( 'Keep it', $guest );
		self::assertStringNotContainsString( '<b>', $guest );
		self::assertStringContainsString( 'In Favourites', $guest );
		self::assertStringContainsString( 'href="/favourites/" hidden', $guest );
		self::assertContains( 'vitrine-data-stores', wp_scripts()->queue );
	}

	public function test_the_editor_scripts_of_the_three_store_blocks_get_the_stores(): void {
		$blocks = array( 'vitrine/listing-grid', 'vitrine/store-button', 'vitrine/store-count' );
		foreach ( $blocks as $block ) {
			// Registered with the block types; an earlier test may have reset the scripts registry.
			$handle = generate_block_asset_handle( $block, 'editorScript' );
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				wp_register_script( $handle, false, array(), '1', true );
			}
		}
		Plugin::instance()->get( \Vitrine\DataStores\View\StoreButtons::class )->editor_settings();
		foreach ( $blocks as $block ) {
			$before  = (array) wp_scripts()->get_data( generate_block_asset_handle( $block, 'editorScript' ), 'before' );
			$printed = implode( "\n", array_filter( $before, 'is_string' ) );
			self::assertStringContainsString( 'window.vitrineSettings["dataStoresEditor"]={"stores":[{"slug":"favourites","label":"Favourites"}', $printed, $block );
		}
	}

	public function test_an_unknown_store_or_no_post_renders_nothing(): void {
		// Outside any post: without a postId the button takes the current post, and an earlier
		// test may have left one in the global.
		$GLOBALS['post'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's premise.
		self::assertSame( '', trim( do_blocks( '<!-- wp:vitrine/store-button {"store":"nope","postId":1} /-->' ) ) );
		self::assertSame( '', trim( do_blocks( '<!-- wp:vitrine/store-button /-->' ) ) );
		self::assertNotContains( 'vitrine-data-stores', wp_scripts()->queue );
	}

	public function test_the_count_is_filled_in_by_the_browser(): void {
		$html = do_blocks( '<!-- wp:vitrine/store-count {"url":"/favourites/"} /-->' );
		self::assertStringContainsString( '<a href="/favourites/" class="vitrine-store-count" data-vitrine-widget="store-count" data-store="favourites">', $html );
		self::assertStringContainsString( '<span class="vitrine-store-count__number" data-vitrine-store-count="favourites"></span>', $html );
		self::assertContains( 'vitrine-data-stores', wp_scripts()->queue );
	}

	public function test_the_link_action_registry_loads_only_with_an_action_link(): void {
		do_blocks( '<!-- wp:paragraph --><p><a href="#top">Top</a></p><!-- /wp:paragraph -->' );
		self::assertSame( array(), array_values( array_intersect( self::HANDLES, wp_scripts()->queue ) ) );

		do_blocks( '<!-- wp:paragraph --><p><a href="#vitrine-action:reload">Reload</a></p><!-- /wp:paragraph -->' );
		self::assertContains( 'vitrine-link-actions', wp_scripts()->queue );
		self::assertNotContains( 'vitrine-data-stores', wp_scripts()->queue );

		do_blocks( '<!-- wp:paragraph --><p><a href="#vitrine-action:add_to_store?store=favourites&amp;post_id=3">Keep</a></p><!-- /wp:paragraph -->' );
		self::assertContains( 'vitrine-data-stores', wp_scripts()->queue );
	}

	public function test_the_screen_adds_a_store_and_refuses_bad_forms(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$stash   = new FormStash();
		$page    = new DataStoresPage( Plugin::instance()->get( StoreDefinitions::class ), $stash );
		$request = array(
			'slug'     => 'compare',
			'label'    => 'Compare',
			'type'     => 'browser',
			'size'     => '4',
			'_wpnonce' => wp_create_nonce( DataStoresPage::SAVE_ACTION ),
		);

		self::assertStringContainsString( 'vitrine_done=added', $page->process_save( $request ) );
		$store = Plugin::instance()->get( StoreDefinitions::class )->get( 'compare' );
		self::assertNotNull( $store );
		self::assertSame( array( 'browser', 4 ), array( $store->type, $store->size ) );

		// The same slug again, a bad size, an expired nonce, a merchant without the capability.
		$page->process_save( $request );
		self::assertSame( array( 'vitrine-data-store-slug' ), array_keys( (array) $stash->take( 'data_store' )['errors'] ) );
		$page->process_save(
			array_merge(
				$request,
				array(
					'slug' => 'other',
					'size' => '0',
				)
			)
		);
		self::assertSame( array( 'vitrine-data-store-size' ), array_keys( (array) $stash->take( 'data_store' )['errors'] ) );
		$page->process_save(
			array_merge(
				$request,
				array(
					'slug'     => 'other',
					'_wpnonce' => 'bad',
				)
			)
		);
		self::assertSame( array( 'vitrine-data-store-form' ), array_keys( (array) $stash->take( 'data_store' )['errors'] ) );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$page->process_save(
			array_merge(
				$request,
				array(
					'slug'     => 'other',
					'_wpnonce' => wp_create_nonce( DataStoresPage::SAVE_ACTION ),
				)
			)
		);
		self::assertSame( array( 'vitrine-data-store-form' ), array_keys( (array) $stash->take( 'data_store' )['errors'] ) );
		self::assertNull( Plugin::instance()->get( StoreDefinitions::class )->get( 'other' ) );
	}
}
