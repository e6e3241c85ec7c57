<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeName).

namespace Vitrine\Tests\Reviews\Views\Floating;

use Vitrine\Plugin;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\Floating\FloatingRenderer;
use Vitrine\Reviews\Widgets\Widget;
use Vitrine\Reviews\Widgets\WidgetOptions;

/**
 * Widgets, sources and reviews for the floating renderer's tests, and reading its HTML.
 */
trait FloatingFixtures {

	private const WIDGET_ID = 41;

	/**
	 * A widget of a layout, with every option at its default but those given.
	 *
	 * @param string               $layout  badge, flash, tag...
	 * @param array<string, mixed> $options Options over the defaults.
	 */
	private function widget( string $layout, array $options = array(), int $id = self::WIDGET_ID, string $title = 'Our reviews' ): Widget {
		return new Widget(
			id: $id,
			title: $title,
			options: array_merge( WidgetOptions::defaults(), array( 'layout' => $layout ), $options ),
		);
	}

	private function source( int $id, string $provider, float $rating, int $count, string $profile_url = '' ): Source {
		return new Source(
			id: $id,
			provider: $provider,
			name: ucfirst( $provider ) . ' ' . $id,
			external_ref: 'ref-' . $id,
			rating: $rating,
			review_count: $count,
			profile_url: $profile_url,
			write_review_url: '',
			status: 'connected',
			last_error: '',
			last_refreshed_at: null,
			token_expires_at: null,
		);
	}

	/**
	 * A review (not stored).
	 *
	 * @param array<string, mixed> $fields Fields over the defaults.
	 */
	private function review( int $id, int $source_id, string $provider, float $rating, array $fields = array() ): Review {
		return new Review(
			...array_merge(
				array(
					'id'            => $id,
					'source_id'     => $source_id,
					'provider'      => $provider,
					'external_id'   => 'ext-' . $id,
					'author_name'   => 'Author ' . $id,
					'author_avatar' => '',
					'author_url'    => '',
					'time'          => 1700000000 + $id,
					'rating'        => $rating,
					'text'          => 'Review text ' . $id,
					'media'         => array(),
					'reply'         => '',
					'language'      => 'en',
					'hidden'        => false,
				),
				$fields
			)
		);
	}

	private function floating_renderer(): FloatingRenderer {
		return new FloatingRenderer( Plugin::instance()->assets, $this->cards(), new ReviewRepository(), new SourceRepository() );
	}

	private function cards(): CardRenderer {
		return new CardRenderer();
	}

	/**
	 * The nodes an XPath finds in a piece of HTML.
	 *
	 * @return \DOMNodeList<\DOMElement>
	 */
	private function query( string $html, string $xpath ): \DOMNodeList {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><div id="vitrine-test-root">' . $html . '</div>', LIBXML_HTML_NOIMPLIED | LIBXML_HTML_NODEFDTD );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$nodes = ( new \DOMXPath( $document ) )->query( $xpath );
		self::assertInstanceOf( \DOMNodeList::class, $nodes );
		/** @var \DOMNodeList<\DOMElement> $nodes */
		return $nodes;
	}

	/** The widget's outermost element. */
	private function root( string $html ): \DOMElement {
		$root = $this->query( $html, '//div[@id="vitrine-test-root"]/*[1]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $root );
		return $root;
	}

	/** An element's text, spaces collapsed. */
	private function text( ?\DOMNode $node ): string {
		self::assertNotNull( $node );
		return trim( (string) preg_replace( '/\s+/u', ' ', (string) $node->textContent ) );
	}
}
