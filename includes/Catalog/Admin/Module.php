<?php
/**
 * The catalog's admin screens: product editing, the product list, global attributes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\ProductPostTypes;

/**
 * Adds the hooks of the merchant's catalog screens. Everything is saved through the catalog's
 * ProductWriter and Attributes, so the rules are the same as for imports and the REST API.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly ProductEditor $editor,
		private readonly ProductListTable $list,
		private readonly AttributesPage $attributes,
	) {
	}

	public function register(): void {
		$editor     = $this->editor;
		$list       = $this->list;
		$attributes = $this->attributes;
		$type       = ProductPostTypes::PRODUCT;

		add_filter( 'use_block_editor_for_post_type', array( $editor, 'use_block_editor' ), 10, 2 );
		add_action( "add_meta_boxes_{$type}", array( $editor, 'add_meta_boxes' ) );
		add_action( "save_post_{$type}", array( $editor, 'save' ), 10, 2 );
		add_filter( 'redirect_post_location', array( $editor, 'redirect_location' ), 10, 2 );
		add_filter( 'post_updated_messages', array( $editor, 'updated_messages' ) );
		add_action( 'admin_notices', array( $editor, 'render_notice' ) );
		add_action( 'admin_enqueue_scripts', array( $editor, 'enqueue' ) );

		add_filter( "manage_{$type}_posts_columns", array( $list, 'columns' ) );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $list, 'sortable_columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $list, 'render_column' ), 10, 2 );
		add_filter( 'posts_clauses', array( $list, 'sort_clauses' ), 10, 2 );

		add_action( 'admin_menu', array( $attributes, 'add_menu' ) );
		add_filter( 'submenu_file', array( $attributes, 'submenu_file' ) );
		add_action( 'admin_post_' . AttributesPage::SAVE_ACTION, array( $attributes, 'handle_save' ) );
		add_action( 'admin_post_' . AttributesPage::DELETE_ACTION, array( $attributes, 'handle_delete' ) );
		add_action( 'admin_enqueue_scripts', array( $attributes, 'enqueue' ) );
	}
}
