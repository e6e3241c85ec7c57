<?php
/**
 * The data stores module: favourites-style lists of posts a visitor keeps.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\DataStores\Admin\DataStoresPage;
use Vitrine\DataStores\View\StoreButtons;
use Vitrine\Listings\ListingSources;

/**
 * Adds the store calls (add_to_store, remove_from_store, store_state, refresh_stores_nonce), the
 * store button and store count blocks, the listing source "store", the cookies that carry the
 * state past page caches and merge a guest's items at login, and the Vitrine > Data stores screen.
 */
final class Module implements \Vitrine\Module {

	public const BUTTON_BLOCK = 'vitrine/store-button';
	public const COUNT_BLOCK  = 'vitrine/store-count';

	/**
	 * @param AjaxRouter         $ajax      The ajax endpoints.
	 * @param Assets             $assets    The bundles.
	 * @param StoreButtons       $buttons   The blocks' markup.
	 * @param StoreCookies       $cookies   The state cookies.
	 * @param DataStoresPage     $page      The admin screen.
	 * @param LinkActions        $links     Loads the link-action registry where needed.
	 * @param list<AjaxEndpoint> $endpoints The store calls.
	 * @param StoreListingSource $source    The listing source "store".
	 */
	public function __construct(
		private readonly AjaxRouter $ajax,
		private readonly Assets $assets,
		private readonly StoreButtons $buttons,
		private readonly StoreCookies $cookies,
		private readonly DataStoresPage $page,
		private readonly LinkActions $links,
		private readonly array $endpoints,
		private readonly StoreListingSource $source,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax->add_endpoint( $endpoint );
		}
		$this->assets->define_settings( StoreButtons::ENTRY, 'dataStores', fn (): array => $this->buttons->script_settings() );
		$this->blocks->render_with( self::BUTTON_BLOCK, fn ( array $attributes, string $content = '', ?\WP_Block $block = null ): string => $this->buttons->button( $attributes, (int) ( $block->context['postId'] ?? 0 ) ) );
		$this->blocks->render_with( self::COUNT_BLOCK, fn ( array $attributes ): string => $this->buttons->count( $attributes ) );
		add_filter( 'render_block', array( $this->links, 'scan' ) );
		add_filter( 'the_content', array( $this->links, 'scan' ) );
		add_action( 'set_logged_in_cookie', array( $this->cookies, 'on_logged_in_cookie' ), 10, 4 );
		add_action( 'clear_auth_cookie', array( $this->cookies, 'on_logout' ) );
		add_action( 'template_redirect', array( $this->cookies, 'on_page' ) );
		add_action( 'admin_menu', array( $this->page, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue' ) );
		add_action( 'admin_post_' . DataStoresPage::SAVE_ACTION, array( $this->page, 'handle_save' ) );
		add_action( 'admin_post_' . DataStoresPage::DELETE_ACTION, array( $this->page, 'handle_delete' ) );
		add_action( 'vitrine_listing_sources', array( $this, 'add_listing_source' ) );
		add_action( 'enqueue_block_editor_assets', array( $this->buttons, 'editor_settings' ) );
	}

	/**
	 * Hooked to vitrine_listing_sources: listings may list the items of a store.
	 *
	 * @param ListingSources $sources The listing sources.
	 */
	public function add_listing_source( ListingSources $sources ): void {
		$sources->add( $this->source );
	}
}
