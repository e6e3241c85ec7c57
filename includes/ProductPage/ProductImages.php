<?php
/**
 * What the gallery needs to know of an image in the media library.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductPage;

/**
 * Reads an attachment's sizes, alternative text, title and caption, and renders it as a gallery
 * image whose data attributes (large_image, large_image_width, large_image_height, caption, alt,
 * title) the gallery script, the zoom and the lightbox read.
 */
final class ProductImages {

	/**
	 * An image's gallery data, or null when the attachment is not an image.
	 *
	 * @return array{id: int, src: string, width: int, height: int, srcset: string, sizes: string, alt: string, title: string, caption: string, large_image: string, large_image_width: int, large_image_height: int, thumb: string}|null
	 */
	public function data( int $attachment_id ): ?array {
		if ( $attachment_id <= 0 || ! wp_attachment_is_image( $attachment_id ) ) {
			return null;
		}
		$full = wp_get_attachment_image_src( $attachment_id, 'full' );
		if ( ! is_array( $full ) ) {
			return null;
		}
		/**
		 * Filters the image size the product gallery shows (the lightbox and the zoom use the full size).
		 *
		 * @param string $size A registered image size. Default 'large'.
		 */
		$size  = (string) apply_filters( 'vitrine_product_gallery_image_size', 'large' );
		$main  = wp_get_attachment_image_src( $attachment_id, $size );
		$main  = is_array( $main ) ? $main : $full;
		$thumb = wp_get_attachment_image_src( $attachment_id, 'thumbnail' );
		$post  = get_post( $attachment_id );

		return array(
			'id'                 => $attachment_id,
			'src'                => (string) $main[0],
			'width'              => (int) $main[1],
			'height'             => (int) $main[2],
			'srcset'             => (string) wp_get_attachment_image_srcset( $attachment_id, $size ),
			'sizes'              => (string) wp_get_attachment_image_sizes( $attachment_id, $size ),
			'alt'                => trim( wp_strip_all_tags( (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) ),
			'title'              => $post instanceof \WP_Post ? trim( wp_strip_all_tags( $post->post_title ) ) : '',
			'caption'            => trim( wp_strip_all_tags( (string) wp_get_attachment_caption( $attachment_id ) ) ),
			'large_image'        => (string) $full[0],
			'large_image_width'  => (int) $full[1],
			'large_image_height' => (int) $full[2],
			'thumb'              => is_array( $thumb ) ? (string) $thumb[0] : (string) $main[0],
		);
	}

	/**
	 * The <img> of a gallery image with its data attributes. Escaped.
	 *
	 * @param array{src: string, width: int, height: int, srcset: string, sizes: string, alt: string, title: string, caption: string, large_image: string, large_image_width: int, large_image_height: int} $image The image's data.
	 * @param string                                                                                                                                                                                         $alt   Text alternative to use when the media library has none.
	 * @param bool                                                                                                                                                                                           $first Whether this is the image shown first (loaded at once, with high priority).
	 */
	public function img_html( array $image, string $alt, bool $first ): string {
		return sprintf(
			'<img class="vitrine-product-gallery__img" src="%1$s" width="%2$d" height="%3$d"%4$s alt="%5$s"%6$s data-large_image="%7$s" data-large_image_width="%8$d" data-large_image_height="%9$d" data-caption="%10$s" data-alt="%11$s" data-title="%12$s" decoding="async" %13$s>',
			esc_url( $image['src'] ),
			$image['width'],
			$image['height'],
			'' !== $image['srcset'] ? ' srcset="' . esc_attr( $image['srcset'] ) . '" sizes="' . esc_attr( $image['sizes'] ) . '"' : '',
			esc_attr( '' !== $image['alt'] ? $image['alt'] : $alt ),
			'' !== $image['title'] ? ' title="' . esc_attr( $image['title'] ) . '"' : '',
			esc_url( $image['large_image'] ),
			$image['large_image_width'],
			$image['large_image_height'],
			esc_attr( $image['caption'] ),
			esc_attr( $image['alt'] ),
			esc_attr( $image['title'] ),
			$first ? 'fetchpriority="high"' : 'loading="lazy"'
		);
	}
}
