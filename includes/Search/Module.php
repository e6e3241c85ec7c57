<?php
/**
 * The product search module: the search index, the search form, the search results page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Core\Blocks;
use Vitrine\Core\RequestPriming;
use Vitrine\Shop\BlockTemplates;

/**
 * Keeps the search index in step, searches it for the shop's product searches, and shows
 * their results as a shop page (docs/decisions.md, "Product search").
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly SearchSync $sync,
		private readonly ProductSearch $search,
		private readonly SearchResults $results,
		private readonly SearchForm $form,
		private readonly SearchPages $pages,
		private readonly BlockTemplates $block_templates,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		// The index's version is read on every search; most shops have written it, a new one not yet.
		RequestPriming::mark_absent_options( array( IndexVersion::OPTION ) );
		$this->sync->register();
		add_action( SearchResults::PURGE_HOOK, array( $this->results, 'purge' ), 10, 0 );
		add_action( 'init', array( $this->results, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $this->results, 'unschedule' ) );

		add_filter( 'posts_search', array( $this->search, 'without_like' ), 10, 2 );
		// Before ProductQuery's clauses (10), whose relevance order reads the matches' alias.
		add_filter( 'posts_clauses', array( $this->search, 'clauses' ), 9, 2 );

		$this->blocks->render_file_with( SearchForm::BLOCK, $this->form );
		add_shortcode( SearchForm::SHORTCODE, array( $this->form, 'shortcode' ) );

		$this->block_templates->add(
			SearchPages::TEMPLATE,
			VITRINE_DIR . 'templates/block-templates/' . SearchPages::TEMPLATE . '.html',
			__( 'Product search results', 'vitrine' ),
			__( 'The products a search found, with the result count, the sort order and pages.', 'vitrine' )
		);
		add_filter( 'search_template_hierarchy', array( $this->pages, 'template_hierarchy' ) );
		add_action( 'wp_enqueue_scripts', array( $this->pages, 'enqueue' ) );
		add_action( 'vitrine_archive_products', array( $this->pages, 'print_form' ), 5 );
		add_filter( 'vitrine_shop_empty_listing', array( $this->pages, 'no_results' ), 10, 2 );
	}
}
