<?php
/**
 * The demo shop's catalog: products, variations, images, categories, tags, attributes, reviews.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;

/**
 * Seeds a fixed catalog once (the option vitrine_demo_catalog_seeded), through the catalog's own
 * writer so that every product is validated and the lookup table is in step. Everything is
 * deterministic (slugs, prices, stock, sales, ratings, dates), so that specs can rely on it:
 *
 * - 42 products: 31 simple, 11 variable (variations with their own price, stock, SKU and image),
 *   each with a featured image and a gallery of two;
 * - categories clothing (t-shirts, hoodies, accessories), home-living (mugs, posters), music;
 *   tags organic, bestseller, new-arrival, gift-idea, limited-edition;
 * - global attributes Colour and Size, and custom ones (Material, Capacity, Format, Edition...);
 * - sale prices now (logo-t-shirt, sunglasses, travel-mug, headphones...), scheduled in the future
 *   (long-sleeve-t-shirt, city-map-poster);
 * - stock: in stock, out of stock (hooded-sweatshirt, cotton-cushion), managed low stock
 *   (fleece-jacket: 2), managed with backorders (canvas-backpack), variations of each kind;
 * - approved reviews with ratings on 20 products, and one pending review (on classic-t-shirt).
 *
 * Images are coloured squares with a drawn label, generated once with GD into uploads/vitrine-demo/
 * (kept between runs) and shared by the products, so seeding takes a few seconds.
 */
final class Catalog {

	public const OPTION = 'vitrine_demo_catalog_seeded';

	/** Colours of the image pool: slug => [label, r, g, b]. */
	private const IMAGES = array(
		'red'    => array( 'Red', 190, 45, 45 ),
		'blue'   => array( 'Blue', 35, 90, 170 ),
		'green'  => array( 'Green', 40, 130, 70 ),
		'black'  => array( 'Black', 30, 30, 30 ),
		'white'  => array( 'White', 225, 225, 220 ),
		'yellow' => array( 'Yellow', 225, 185, 40 ),
		'orange' => array( 'Orange', 215, 110, 30 ),
		'purple' => array( 'Purple', 110, 60, 150 ),
		'teal'   => array( 'Teal', 20, 130, 130 ),
		'pink'   => array( 'Pink', 215, 100, 150 ),
		'grey'   => array( 'Grey', 120, 120, 125 ),
		'navy'   => array( 'Navy', 25, 40, 90 ),
	);

	private const CATEGORIES = array(
		'clothing'    => array( 'Clothing', '' ),
		't-shirts'    => array( 'T-shirts', 'clothing' ),
		'hoodies'     => array( 'Hoodies', 'clothing' ),
		'accessories' => array( 'Accessories', 'clothing' ),
		'home-living' => array( 'Home & Living', '' ),
		'mugs'        => array( 'Mugs', 'home-living' ),
		'posters'     => array( 'Posters', 'home-living' ),
		'music'       => array( 'Music', '' ),
	);

	private const TAGS = array(
		'organic'         => 'Organic',
		'bestseller'      => 'Bestseller',
		'new-arrival'     => 'New arrival',
		'gift-idea'       => 'Gift idea',
		'limited-edition' => 'Limited edition',
	);

	private const COLOURS = array(
		'red'    => 'Red',
		'blue'   => 'Blue',
		'green'  => 'Green',
		'black'  => 'Black',
		'white'  => 'White',
		'yellow' => 'Yellow',
	);

	private const SIZES = array(
		'xs' => 'XS',
		's'  => 'S',
		'm'  => 'M',
		'l'  => 'L',
		'xl' => 'XL',
	);

	private const REVIEWERS = array( 'Alice Martin', 'Bruno Keller', 'Chloé Dubois', 'Daniel Okafor', 'Emma Svensson', 'Farid Haddad', 'Greta Novak', 'Hiro Tanaka' );

	private const REVIEW_TEXTS = array(
		1 => 'Disappointing: it did not look like the pictures.',
		2 => 'Not great. The quality could be better for the price.',
		3 => 'Does the job. Nothing special, nothing wrong.',
		4 => 'Very nice, and it arrived quickly. I would buy it again.',
		5 => 'Excellent! Exactly what I wanted, and beautifully made.',
	);

	/** @var array<string, int> Image pool: colour slug => attachment id. */
	private array $images = array();

	/** @var array<string, int> Category slug => term id. */
	private array $category_ids = array();

	/** @var array<string, int> Tag slug => term id. */
	private array $tag_ids = array();

	private int $variations = 0;

	private int $reviews = 0;

	/**
	 * Seeds the catalog unless it was seeded already.
	 *
	 * @return string What was done, for the command line.
	 */
	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return 'Demo catalog already in place.';
		}
		$started = microtime( true );
		$this->images();
		$this->attributes();
		$this->terms();

		$catalog = Plugin::instance()->catalog;
		$base    = strtotime( '2024-01-01 09:00:00 UTC' );
		$count   = 0;
		foreach ( $this->products() as $index => $definition ) {
			$id = $this->create( $definition );
			// Deterministic dates: one product a day, so "Sort by latest" has a fixed order.
			$this->set_date( $id, $base + $index * DAY_IN_SECONDS );
			foreach ( $definition['reviews'] ?? array() as $position => $rating ) {
				$this->review( $id, (int) $rating, $position, $base + ( $index + $position + 3 ) * DAY_IN_SECONDS );
			}
			if ( ! empty( $definition['pending_review'] ) ) {
				$this->review( $id, 2, 9, $base + ( $index + 12 ) * DAY_IN_SECONDS, false );
			}
			$catalog->lookup->sync( $id );
			++$count;
		}
		update_option( self::OPTION, gmdate( 'c' ), false );
		return sprintf( 'Demo catalog: %d products, %d variations, %d reviews in %.1f s.', $count, $this->variations, $this->reviews, microtime( true ) - $started );
	}

	/**
	 * The products, in the order they are dated (the first is the oldest).
	 *
	 * Keys: slug, name, cat (category slugs), tags, price, sale, sale_in (days until a scheduled
	 * sale starts), stock (a stock kind), image, attrs, variations, sales (units sold), reviews
	 * (ratings), pending_review.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function products(): array {
		$size_attr   = static fn ( array $sizes, bool $variation = true ): array => array(
			'name'      => 'Size',
			'taxonomy'  => 'vitrine_pa_size',
			'options'   => $sizes,
			'visible'   => true,
			'variation' => $variation,
		);
		$colour_attr = static fn ( array $colours, bool $variation = true ): array => array(
			'name'      => 'Colour',
			'taxonomy'  => 'vitrine_pa_colour',
			'options'   => $colours,
			'visible'   => true,
			'variation' => $variation,
		);
		$custom      = static fn ( string $name, array $options, bool $variation = false ): array => array(
			'name'      => $name,
			'taxonomy'  => '',
			'options'   => $options,
			'visible'   => true,
			'variation' => $variation,
		);

		return array(
			array(
				'slug'           => 'classic-t-shirt',
				'name'           => 'Classic T-shirt',
				'cat'            => array( 't-shirts' ),
				'tags'           => array( 'bestseller', 'organic' ),
				'image'          => 'red',
				'attrs'          => array( $colour_attr( array( 'red', 'blue', 'black' ) ), $size_attr( array( 's', 'm', 'l' ) ), $custom( 'Material', array( '100% organic cotton' ) ) ),
				'variations'     => $this->grid_variations( 'VT-CLASSIC-TEE', array( 'red', 'blue', 'black' ), array( 's', 'm', 'l' ), '19.00', array( 'l' => '21.00' ) ),
				'sales'          => 320,
				'reviews'        => array( 5, 4, 5, 4 ),

				'pending_review' => true,
			),
			array(
				'slug'    => 'logo-t-shirt',
				'name'    => 'Logo T-shirt',
				'cat'     => array( 't-shirts' ),
				'tags'    => array( 'bestseller' ),
				'price'   => '24.00',
				'sale'    => '18.00',
				'image'   => 'blue',
				'attrs'   => array( $colour_attr( array( 'blue' ), false ), $custom( 'Material', array( 'Cotton' ) ) ),
				'sales'   => 210,
				'reviews' => array( 4, 4, 3 ),
			),
			array(
				'slug'  => 'pocket-t-shirt',
				'name'  => 'Pocket T-shirt',
				'cat'   => array( 't-shirts' ),
				'tags'  => array( 'organic' ),
				'price' => '22.50',
				'image' => 'green',
				'sales' => 45,
			),
			array(
				'slug'    => 'long-sleeve-t-shirt',
				'name'    => 'Long Sleeve T-shirt',
				'cat'     => array( 't-shirts' ),
				'tags'    => array( 'new-arrival' ),
				'price'   => '29.00',
				'sale'    => '23.00',
				'sale_in' => 7,
				'image'   => 'navy',
				'sales'   => 12,
			),
			array(
				'slug'       => 'v-neck-t-shirt',
				'name'       => 'V-neck T-shirt',
				'cat'        => array( 't-shirts' ),
				'tags'       => array(),
				'image'      => 'white',
				'attrs'      => array( $colour_attr( array( 'white', 'blue' ) ), $size_attr( array( 's', 'm', 'l' ) ) ),
				'variations' => $this->grid_variations( 'VT-VNECK-TEE', array( 'white', 'blue' ), array( 's', 'm', 'l' ), '20.00', array() ),
				'sales'      => 64,
				'reviews'    => array( 3, 4 ),
			),
			array(
				'slug'       => 'striped-t-shirt',
				'name'       => 'Striped T-shirt',
				'cat'        => array( 't-shirts' ),
				'tags'       => array( 'limited-edition' ),
				'image'      => 'red',
				'attrs'      => array( $colour_attr( array( 'red', 'white' ) ), $size_attr( array( 'm', 'l' ) ) ),
				'variations' => $this->grid_variations( 'VT-STRIPED-TEE', array( 'red', 'white' ), array( 'm', 'l' ), '26.00', array(), true ),
				'sales'      => 33,
			),
			array(
				'slug'    => 'hooded-sweatshirt',
				'name'    => 'Hooded Sweatshirt',
				'cat'     => array( 'hoodies' ),
				'tags'    => array(),
				'price'   => '45.00',
				'stock'   => 'out',
				'image'   => 'grey',
				'sales'   => 150,
				'reviews' => array( 5, 5 ),
			),
			array(
				'slug'    => 'fleece-jacket',
				'name'    => 'Fleece Jacket',
				'cat'     => array( 'hoodies' ),
				'tags'    => array( 'new-arrival' ),
				'price'   => '64.00',
				'stock'   => 'low',
				'image'   => 'teal',
				'sales'   => 27,
				'reviews' => array( 4 ),
			),
			array(
				'slug'       => 'zip-hoodie',
				'name'       => 'Zip Hoodie',
				'cat'        => array( 'hoodies' ),
				'tags'       => array( 'bestseller' ),
				'image'      => 'black',
				'attrs'      => array( $colour_attr( array( 'black', 'green' ) ), $size_attr( array( 's', 'm', 'l', 'xl' ) ) ),
				'variations' => $this->grid_variations( 'VT-ZIP-HOODIE', array( 'black', 'green' ), array( 's', 'm', 'l', 'xl' ), '49.00', array( 'xl' => '55.00' ) ),
				'sales'      => 260,
				'reviews'    => array( 5, 4, 4, 5, 5 ),
			),
			array(
				'slug'       => 'pullover-hoodie',
				'name'       => 'Pullover Hoodie',
				'cat'        => array( 'hoodies' ),
				'tags'       => array( 'organic' ),
				'image'      => 'yellow',
				'attrs'      => array( $colour_attr( array( 'blue', 'yellow' ) ), $size_attr( array( 'm', 'l' ) ) ),
				'variations' => $this->grid_variations( 'VT-PULLOVER', array( 'blue', 'yellow' ), array( 'm', 'l' ), '52.00', array() ),
				'sales'      => 58,
			),
			array(
				'slug'    => 'leather-belt',
				'name'    => 'Leather Belt',
				'cat'     => array( 'accessories' ),
				'tags'    => array( 'gift-idea' ),
				'price'   => '35.00',
				'image'   => 'orange',
				'attrs'   => array( $custom( 'Material', array( 'Full-grain leather' ) ) ),
				'sales'   => 40,
				'reviews' => array( 3 ),
			),
			array(
				'slug'    => 'sunglasses',
				'name'    => 'Sunglasses',
				'cat'     => array( 'accessories' ),
				'tags'    => array( 'bestseller' ),
				'price'   => '59.00',
				'sale'    => '44.00',
				'image'   => 'black',
				'sales'   => 120,
				'reviews' => array( 4, 5 ),
			),
			array(
				'slug'  => 'wool-scarf',
				'name'  => 'Wool Scarf',
				'cat'   => array( 'accessories' ),
				'tags'  => array( 'gift-idea', 'organic' ),
				'price' => '32.00',
				'image' => 'purple',
				'sales' => 36,
			),
			array(
				'slug'    => 'baseball-cap',
				'name'    => 'Baseball Cap',
				'cat'     => array( 'accessories' ),
				'tags'    => array(),
				'price'   => '18.50',
				'image'   => 'red',
				'attrs'   => array( $colour_attr( array( 'red' ), false ) ),
				'sales'   => 88,
				'reviews' => array( 2, 3 ),
			),
			array(
				'slug'  => 'canvas-backpack',
				'name'  => 'Canvas Backpack',
				'cat'   => array( 'accessories' ),
				'tags'  => array( 'new-arrival' ),
				'price' => '79.00',
				'stock' => 'backorder',
				'image' => 'green',
				'sales' => 19,
			),
			array(
				'slug'  => 'silver-ring',
				'name'  => 'Silver Ring',
				'cat'   => array( 'accessories' ),
				'tags'  => array( 'gift-idea', 'limited-edition' ),
				'price' => '95.00',
				'image' => 'grey',
				'sales' => 9,
			),
			array(
				'slug'    => 'wristwatch',
				'name'    => 'Wristwatch',
				'cat'     => array( 'accessories' ),
				'tags'    => array( 'gift-idea' ),
				'price'   => '129.00',
				'image'   => 'navy',
				'sales'   => 22,
				'reviews' => array( 5 ),
			),
			array(
				'slug'  => 'umbrella',
				'name'  => 'Umbrella',
				'cat'   => array( 'accessories' ),
				'tags'  => array(),
				'price' => '16.00',
				'image' => 'yellow',
				'sales' => 14,
			),
			array(
				'slug'       => 'knitted-beanie',
				'name'       => 'Knitted Beanie',
				'cat'        => array( 'accessories' ),
				'tags'       => array( 'organic' ),
				'image'      => 'blue',
				'attrs'      => array( $colour_attr( array( 'red', 'blue', 'green', 'black' ) ) ),
				'variations' => $this->grid_variations( 'VT-BEANIE', array( 'red', 'blue', 'green', 'black' ), array(), '15.00', array() ),
				'sales'      => 75,
				'reviews'    => array( 4, 5 ),
			),
			array(
				'slug'       => 'canvas-tote-bag',
				'name'       => 'Canvas Tote Bag',
				'cat'        => array( 'accessories' ),
				'tags'       => array( 'gift-idea' ),
				'image'      => 'white',
				'attrs'      => array( $colour_attr( array( 'black', 'white' ) ), $custom( 'Handle length', array( 'Short', 'Long' ), true ) ),
				'variations' => $this->custom_variations(
					'VT-TOTE',
					'handle-length',
					array(
						'short' => array( '12.00', 'black' ),
						'long'  => array( '14.00', 'white' ),
					),
					array( 'vitrine_pa_colour' => '' )
				),
				'sales'      => 47,
			),
			array(
				'slug'    => 'espresso-cup-set',
				'name'    => 'Espresso Cup Set',
				'cat'     => array( 'mugs' ),
				'tags'    => array( 'gift-idea' ),
				'price'   => '27.00',
				'image'   => 'white',
				'sales'   => 31,
				'reviews' => array( 5, 4 ),
			),
			array(
				'slug'    => 'travel-mug',
				'name'    => 'Travel Mug',
				'cat'     => array( 'mugs' ),
				'tags'    => array( 'bestseller' ),
				'price'   => '21.00',
				'sale'    => '16.50',
				'image'   => 'teal',
				'sales'   => 140,
				'reviews' => array( 4, 4 ),
			),
			array(
				'slug'  => 'enamel-camping-mug',
				'name'  => 'Enamel Camping Mug',
				'cat'   => array( 'mugs' ),
				'tags'  => array(),
				'price' => '13.00',
				'image' => 'blue',
				'sales' => 54,
			),
			array(
				'slug'       => 'ceramic-mug',
				'name'       => 'Ceramic Mug',
				'cat'        => array( 'mugs' ),
				'tags'       => array( 'bestseller' ),
				'image'      => 'pink',
				'attrs'      => array( $custom( 'Capacity', array( '250 ml', '350 ml' ), true ) ),
				'variations' => $this->custom_variations(
					'VT-MUG',
					'capacity',
					array(
						'250-ml' => array( '9.50', 'pink' ),
						'350-ml' => array( '11.50', 'orange' ),
					)
				),
				'sales'      => 190,
				'reviews'    => array( 5, 5, 4 ),
			),
			array(
				'slug'  => 'mountain-poster',
				'name'  => 'Mountain Poster',
				'cat'   => array( 'posters' ),
				'tags'  => array(),
				'price' => '25.00',
				'image' => 'teal',
				'sales' => 38,
			),
			array(
				'slug'    => 'city-map-poster',
				'name'    => 'City Map Poster',
				'cat'     => array( 'posters' ),
				'tags'    => array( 'new-arrival' ),
				'price'   => '30.00',
				'sale'    => '24.00',
				'sale_in' => 10,
				'image'   => 'grey',
				'sales'   => 11,
			),
			array(
				'slug'    => 'botanical-print',
				'name'    => 'Botanical Print',
				'cat'     => array( 'posters' ),
				'tags'    => array( 'organic' ),
				'price'   => '28.00',
				'image'   => 'green',
				'sales'   => 26,
				'reviews' => array( 5 ),
			),
			array(
				'slug'  => 'vintage-car-poster',
				'name'  => 'Vintage Car Poster',
				'cat'   => array( 'posters' ),
				'tags'  => array( 'limited-edition' ),
				'price' => '34.00',
				'image' => 'red',
				'sales' => 17,
			),
			array(
				'slug'       => 'art-poster',
				'name'       => 'Art Poster',
				'cat'        => array( 'posters' ),
				'tags'       => array(),
				'image'      => 'purple',
				'attrs'      => array( $custom( 'Format', array( 'A3', 'A2', 'A1' ), true ) ),
				'variations' => $this->custom_variations(
					'VT-ART-POSTER',
					'format',
					array(
						'a3' => array( '19.50', 'purple' ),
						'a2' => array( '29.50', 'pink' ),
						'a1' => array( '39.50', 'navy' ),
					)
				),
				'sales'      => 29,
				'reviews'    => array( 3, 4 ),
			),
			array(
				'slug'  => 'scented-candle',
				'name'  => 'Scented Candle',
				'cat'   => array( 'home-living' ),
				'tags'  => array( 'gift-idea' ),
				'price' => '17.00',
				'image' => 'orange',
				'sales' => 95,
			),
			array(
				'slug'  => 'cotton-cushion',
				'name'  => 'Cotton Cushion',
				'cat'   => array( 'home-living' ),
				'tags'  => array( 'organic' ),
				'price' => '23.00',
				'stock' => 'out',
				'image' => 'yellow',
				'sales' => 42,
			),
			array(
				'slug'    => 'wall-clock',
				'name'    => 'Wall Clock',
				'cat'     => array( 'home-living' ),
				'tags'    => array(),
				'price'   => '39.00',
				'image'   => 'black',
				'sales'   => 20,
				'reviews' => array( 3, 2 ),
			),
			array(
				'slug'  => 'plant-pot',
				'name'  => 'Plant Pot',
				'cat'   => array( 'home-living' ),
				'tags'  => array( 'new-arrival' ),
				'price' => '14.50',
				'image' => 'green',
				'sales' => 61,
			),
			array(
				'slug'    => 'wool-blanket',
				'name'    => 'Wool Blanket',
				'cat'     => array( 'home-living' ),
				'tags'    => array( 'organic' ),
				'price'   => '89.00',
				'stock'   => 'managed',
				'image'   => 'grey',
				'sales'   => 16,
				'reviews' => array( 5, 4 ),
			),
			array(
				'slug'    => 'album-night-drive',
				'name'    => 'Album: Night Drive',
				'cat'     => array( 'music' ),
				'tags'    => array( 'new-arrival' ),
				'price'   => '12.00',
				'image'   => 'navy',
				'sales'   => 230,
				'reviews' => array( 5, 5, 5 ),
			),
			array(
				'slug'  => 'album-morning-light',
				'name'  => 'Album: Morning Light',
				'cat'   => array( 'music' ),
				'tags'  => array(),
				'price' => '11.00',
				'image' => 'yellow',
				'sales' => 85,
			),
			array(
				'slug'  => 'single-echoes',
				'name'  => 'Single: Echoes',
				'cat'   => array( 'music' ),
				'tags'  => array(),
				'price' => '2.99',
				'image' => 'purple',
				'sales' => 410,
			),
			array(
				'slug'  => 'concert-poster',
				'name'  => 'Concert Poster',
				'cat'   => array( 'music', 'posters' ),
				'tags'  => array( 'limited-edition' ),
				'price' => '15.50',
				'image' => 'pink',
				'sales' => 24,
			),
			array(
				'slug'  => 'guitar-picks',
				'name'  => 'Guitar Picks',
				'cat'   => array( 'music' ),
				'tags'  => array(),
				'price' => '0.99',
				'image' => 'orange',
				'sales' => 300,
			),
			array(
				'slug'    => 'headphones',
				'name'    => 'Headphones',
				'cat'     => array( 'music' ),
				'tags'    => array( 'bestseller', 'gift-idea' ),
				'price'   => '89.50',
				'sale'    => '69.00',
				'image'   => 'black',
				'sales'   => 175,
				'reviews' => array( 4, 5, 3, 4 ),
			),
			array(
				'slug'       => 'vinyl-album',
				'name'       => 'Vinyl Album',
				'cat'        => array( 'music' ),
				'tags'       => array( 'limited-edition' ),
				'image'      => 'black',
				'attrs'      => array( $custom( 'Edition', array( 'Standard', 'Deluxe' ), true ) ),
				'variations' => $this->custom_variations(
					'VT-VINYL',
					'edition',
					array(
						'standard' => array( '24.00', 'black' ),
						'deluxe'   => array( '36.00', 'red' ),
					)
				),
				'sales'      => 66,
			),
			array(
				'slug'       => 'sport-socks',
				'name'       => 'Sport Socks',
				'cat'        => array( 'clothing' ),
				'tags'       => array(),
				'image'      => 'white',
				'attrs'      => array( $size_attr( array( 's', 'm', 'l' ) ) ),
				'variations' => $this->grid_variations( 'VT-SOCKS', array(), array( 's', 'm', 'l' ), '8.00', array(), false, true ),
				'sales'      => 130,
			),
		);
	}

	/**
	 * Variations for every colour × size, priced by size. The first colour's last size is out of
	 * stock, the second's first size is managed with 3 left; $on_sale puts every one on sale;
	 * $backorders makes them managed with none left and backorders allowed.
	 *
	 * @param string                $sku        SKU prefix.
	 * @param list<string>          $colours    Colour slugs (empty: size only).
	 * @param list<string>          $sizes      Size slugs (empty: colour only).
	 * @param string                $price      Regular price.
	 * @param array<string, string> $size_price Price per size, where it differs.
	 * @param bool                  $on_sale    Every variation 20% off.
	 * @param bool                  $backorders Managed stock at 0 with backorders.
	 * @return list<array<string, mixed>>
	 */
	private function grid_variations( string $sku, array $colours, array $sizes, string $price, array $size_price, bool $on_sale = false, bool $backorders = false ): array {
		$list = array();
		foreach ( array() !== $colours ? $colours : array( '' ) as $c => $colour ) {
			foreach ( array() !== $sizes ? $sizes : array( '' ) as $s => $size ) {
				$regular    = $size_price[ $size ] ?? $price;
				$attributes = array();
				if ( '' !== $colour ) {
					$attributes['vitrine_pa_colour'] = $colour;
				}
				if ( '' !== $size ) {
					$attributes['vitrine_pa_size'] = $size;
				}
				$fields = array(
					'sku'           => strtoupper( implode( '-', array_filter( array( $sku, $colour, $size ) ) ) ),
					'regular_price' => $regular,
					'attributes'    => $attributes,
					'image'         => '' !== $colour ? $colour : 'white',
				);
				if ( $on_sale ) {
					$fields['sale_price'] = number_format( (float) $regular * 0.8, 2, '.', '' );
				}
				if ( $backorders ) {
					$fields += array(
						'manage_stock' => true,
						'stock'        => 0,
						'backorders'   => Stock::BACKORDERS_NOTIFY,
					);
				} elseif ( 0 === $c && count( $sizes ) - 1 === $s && count( $sizes ) > 0 ) {
					$fields['stock_status'] = Stock::OUT_OF_STOCK;
				} elseif ( 1 === $c && 0 === $s ) {
					$fields += array(
						'manage_stock' => true,
						'stock'        => 3,
					);
				}
				$list[] = $fields;
			}
		}
		return $list;
	}

	/**
	 * Variations over one custom attribute.
	 *
	 * @param string                              $sku    SKU prefix.
	 * @param string                              $key    The attribute's key (its sanitized name).
	 * @param array<string, array{0: string, 1: string}> $values Value slug => [price, image colour].
	 * @param array<string, string>               $extra  Other attributes of every variation ('' for any).
	 * @return list<array<string, mixed>>
	 */
	private function custom_variations( string $sku, string $key, array $values, array $extra = array() ): array {
		$list = array();
		foreach ( $values as $value => list( $price, $image ) ) {
			$list[] = array(
				'sku'           => strtoupper( $sku . '-' . $value ),
				'regular_price' => $price,
				'attributes'    => array_merge( $extra, array( $key => $value ) ),
				'image'         => $image,
			);
		}
		return $list;
	}

	/**
	 * Creates one product and its variations through the catalog's writer.
	 *
	 * @param array<string, mixed> $definition See products().
	 */
	private function create( array $definition ): int {
		$writer   = Plugin::instance()->catalog->writer;
		$slug     = (string) $definition['slug'];
		$variable = ! empty( $definition['variations'] );
		$image    = (string) $definition['image'];
		$gallery  = $this->gallery_for( $image );

		$fields = array(
			'name'              => (string) $definition['name'],
			'slug'              => $slug,
			'type'              => $variable ? 'variable' : 'simple',
			'description'       => $this->description( (string) $definition['name'] ),
			'short_description' => sprintf( '%s from the Vitrine demo collection.', $definition['name'] ),
			'sku'               => 'VT-' . strtoupper( $slug ),
			'image_id'          => $this->images[ $image ],
			'gallery_ids'       => $gallery,
			'categories'        => array_map( fn ( string $cat ): int => $this->category_ids[ $cat ], (array) $definition['cat'] ),
			'tags'              => array_map( fn ( string $tag ): int => $this->tag_ids[ $tag ], (array) ( $definition['tags'] ?? array() ) ),
			'attributes'        => (array) ( $definition['attrs'] ?? array() ),
			'weight'            => '0.5',
		);
		if ( ! $variable ) {
			$fields['regular_price'] = (string) $definition['price'];
			if ( isset( $definition['sale'] ) ) {
				$fields['sale_price'] = (string) $definition['sale'];
				if ( isset( $definition['sale_in'] ) ) {
					$start               = (int) strtotime( 'today midnight UTC' ) + (int) $definition['sale_in'] * DAY_IN_SECONDS;
					$fields['sale_from'] = $start;
					$fields['sale_to']   = $start + 14 * DAY_IN_SECONDS;
				}
			}
			$fields += $this->stock_fields( (string) ( $definition['stock'] ?? 'in' ) );
		}

		$id = $writer->save_product( 0, $fields );
		foreach ( (array) ( $definition['variations'] ?? array() ) as $order => $variation ) {
			$variation['image_id']   = $this->images[ (string) $variation['image'] ];
			$variation['menu_order'] = $order;
			unset( $variation['image'] );
			$writer->save_variation( $id, 0, $variation );
			++$this->variations;
		}
		update_post_meta( $id, ProductMeta::TOTAL_SALES, (string) (int) ( $definition['sales'] ?? 0 ) );
		return $id;
	}

	/**
	 * The stock fields of a kind: in (unmanaged, in stock), out (out of stock), low (managed, 2
	 * left), managed (managed, 25 left), backorder (managed, none left, backorders allowed).
	 *
	 * @return array<string, mixed>
	 */
	private function stock_fields( string $kind ): array {
		return match ( $kind ) {
			'out'       => array( 'stock_status' => Stock::OUT_OF_STOCK ),
			'low'       => array(
				'manage_stock' => true,
				'stock'        => 2,
			),
			'managed'   => array(
				'manage_stock' => true,
				'stock'        => 25,
			),
			'backorder' => array(
				'manage_stock' => true,
				'stock'        => 0,
				'backorders'   => Stock::BACKORDERS_NOTIFY,
			),
			default     => array( 'stock_status' => Stock::IN_STOCK ),
		};
	}

	private function description( string $name ): string {
		return "<!-- wp:paragraph -->\n<p>" . esc_html( $name ) . " is part of the Vitrine demo collection: made to last, packed without plastic and shipped within two working days.</p>\n<!-- /wp:paragraph -->\n\n"
			. "<!-- wp:paragraph -->\n<p>Every piece is checked by hand before it leaves the workshop. Care: follow the label; keep away from direct heat.</p>\n<!-- /wp:paragraph -->";
	}

	/**
	 * Two other images of the pool, chosen from the main one.
	 *
	 * @return list<int>
	 */
	private function gallery_for( string $image ): array {
		$keys  = array_keys( self::IMAGES );
		$index = (int) array_search( $image, $keys, true );
		return array(
			$this->images[ $keys[ ( $index + 3 ) % count( $keys ) ] ],
			$this->images[ $keys[ ( $index + 7 ) % count( $keys ) ] ],
		);
	}

	private function review( int $product_id, int $rating, int $position, int $time, bool $approved = true ): void {
		$author = self::REVIEWERS[ ( $product_id + $position ) % count( self::REVIEWERS ) ];
		$id     = wp_insert_comment(
			array(
				'comment_post_ID'      => $product_id,
				'comment_author'       => $author,
				'comment_author_email' => sanitize_title( $author ) . '@example.org',
				'comment_content'      => $approved ? self::REVIEW_TEXTS[ $rating ] : 'Waiting for moderation: the colour faded after one wash.',
				'comment_type'         => 'review',
				'comment_approved'     => $approved ? 1 : 0,
				'comment_date'         => gmdate( 'Y-m-d H:i:s', $time ),
				'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $time ),
				'comment_meta'         => array(
					'rating'   => $rating,
					'verified' => 1,
				),
			)
		);
		if ( $id ) {
			++$this->reviews;
		}
	}

	private function set_date( int $id, int $time ): void {
		global $wpdb;
		$date = gmdate( 'Y-m-d H:i:s', $time );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- seeding: fixed dates without re-running save hooks.
			$wpdb->posts,
			array(
				'post_date'         => $date,
				'post_date_gmt'     => $date,
				'post_modified'     => $date,
				'post_modified_gmt' => $date,
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}

	private function attributes(): void {
		$attributes = Plugin::instance()->catalog->attributes;
		foreach ( array(
			'colour' => array( 'Colour', self::COLOURS ),
			'size'   => array( 'Size', self::SIZES ),
		) as $slug => list( $name, $terms ) ) {
			$attribute = $attributes->save( $slug, $name );
			$order     = 0;
			foreach ( $terms as $term_slug => $term_name ) {
				if ( ! term_exists( $term_slug, $attribute->taxonomy() ) ) {
					$term = wp_insert_term( $term_name, $attribute->taxonomy(), array( 'slug' => $term_slug ) );
					if ( is_array( $term ) ) {
						update_term_meta( (int) $term['term_id'], 'order', $order );
					}
				}
				++$order;
			}
		}
	}

	private function terms(): void {
		foreach ( self::CATEGORIES as $slug => list( $name, $parent ) ) {
			$this->category_ids[ $slug ] = $this->term( $slug, $name, ProductPostTypes::CATEGORY, '' !== $parent ? $this->category_ids[ $parent ] : 0 );
		}
		wp_update_term( $this->category_ids['clothing'], ProductPostTypes::CATEGORY, array( 'description' => 'T-shirts, hoodies and accessories, made of organic cotton and wool.' ) );
		foreach ( self::TAGS as $slug => $name ) {
			$this->tag_ids[ $slug ] = $this->term( $slug, $name, ProductPostTypes::TAG, 0 );
		}
	}

	private function term( string $slug, string $name, string $taxonomy, int $parent ): int {
		$existing = get_term_by( 'slug', $slug, $taxonomy );
		if ( $existing instanceof \WP_Term ) {
			return $existing->term_id;
		}
		$term = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'slug'   => $slug,
				'parent' => $parent,
			)
		);
		if ( is_wp_error( $term ) ) {
			throw new \RuntimeException( esc_html( $term->get_error_message() ) );
		}
		return (int) $term['term_id'];
	}

	/**
	 * The image pool: one attachment per colour. The JPEG files are drawn once and kept in
	 * uploads/vitrine-demo/; only the large, medium and thumbnail sizes are made.
	 */
	private function images(): void {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$upload = wp_upload_dir();
		$folder = trailingslashit( $upload['basedir'] ) . 'vitrine-demo';
		wp_mkdir_p( $folder );
		$sizes = static fn ( array $sizes ): array => array_intersect_key( $sizes, array_flip( array( 'thumbnail', 'medium', 'large' ) ) );
		add_filter( 'intermediate_image_sizes_advanced', $sizes );
		foreach ( self::IMAGES as $slug => list( $label, $r, $g, $b ) ) {
			$file = $folder . '/vitrine-demo-' . $slug . '.jpg';
			if ( ! is_readable( $file ) ) {
				self::draw( $file, 'Vitrine · ' . $label, $r, $g, $b );
			}
			$id = wp_insert_attachment(
				array(
					'post_mime_type' => 'image/jpeg',
					'post_title'     => 'Demo image: ' . $label,
					'post_excerpt'   => $label . ' demo image',
					'post_status'    => 'inherit',
					'post_name'      => 'vitrine-demo-' . $slug,
				),
				$file
			);
			update_post_meta( $id, '_wp_attachment_image_alt', $label . ' product photo' );
			wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
			$this->images[ $slug ] = (int) $id;
		}
		remove_filter( 'intermediate_image_sizes_advanced', $sizes );
	}

	/**
	 * A 1200 × 1200 JPEG: a coloured square with a darker band and the label in its middle.
	 */
	private static function draw( string $file, string $label, int $r, int $g, int $b ): void {
		$size  = 1200;
		$image = imagecreatetruecolor( $size, $size );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, $r, $g, $b ) );
		$light = ( $r * 299 + $g * 587 + $b * 114 ) / 1000 > 150;
		$band  = (int) imagecolorallocatealpha( $image, 0, 0, 0, 90 );
		imagefilledrectangle( $image, 0, 500, $size, 700, $band );
		$ink  = $light ? (int) imagecolorallocate( $image, 20, 20, 20 ) : (int) imagecolorallocate( $image, 255, 255, 255 );
		$font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
		if ( function_exists( 'imagettftext' ) && is_readable( $font ) ) {
			$box   = (array) imagettfbbox( 64, 0, $font, $label );
			$width = (int) $box[2] - (int) $box[0];
			imagettftext( $image, 64, 0, (int) ( ( $size - $width ) / 2 ), 630, $ink, $font, $label );
		} else {
			// No TrueType font: GD's built-in font, drawn small and scaled up.
			$ascii = (string) preg_replace( '/[^\x20-\x7E]/', '-', $label );
			$small = imagecreatetruecolor( strlen( $ascii ) * 9, 15 );
			imagefill( $small, 0, 0, (int) imagecolorallocatealpha( $small, 0, 0, 0, 127 ) );
			imagestring( $small, 5, 0, 0, $ascii, $ink );
			$scale = 6;
			imagecopyresized( $image, $small, (int) ( ( $size - strlen( $ascii ) * 9 * $scale ) / 2 ), 555, 0, 0, strlen( $ascii ) * 9 * $scale, 15 * $scale, strlen( $ascii ) * 9, 15 );
			imagedestroy( $small );
		}
		imagejpeg( $image, $file, 82 );
		imagedestroy( $image );
	}
}
