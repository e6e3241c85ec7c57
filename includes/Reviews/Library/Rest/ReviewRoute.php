<?php
/**
 * GET, PATCH and DELETE /vitrine/v1/reviews/{id}.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Library\AdminReview;
use Vitrine\Reviews\Library\ManualSources;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\ReviewRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * One stored review: an admin hides it from every widget or shows it again; a review added by
 * hand or imported can be deleted, one from a provider cannot (the next refresh would bring it
 * back), so it is hidden instead.
 */
final class ReviewRoute extends AbstractRoute {

	public function __construct( private readonly ReviewRepository $reviews ) {
	}

	public function get_path(): string {
		return '/reviews/(?P<id>\d+)';
	}

	protected function get_endpoints(): array {
		$id = array(
			'id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => fn ( WP_REST_Request $request ): array => AdminReview::to_array( $this->review( $request ) ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id,
			),
			array(
				'methods'    => 'PATCH',
				'handler'    => array( $this, 'update' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id + array(
					'hidden' => array(
						'description' => __( 'Whether the review is left out of every widget.', 'vitrine' ),
						'type'        => 'boolean',
						'required'    => true,
					),
				),
			),
			array(
				'methods'    => WP_REST_Server::DELETABLE,
				'handler'    => array( $this, 'delete' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id,
			),
		);
	}

	/**
	 * GET and PATCH answer the review, DELETE the review deleted.
	 */
	protected function get_response_schema(): array {
		return Schema::one_of(
			'AdminReviewAnswer',
			array(
				AdminReview::schema(),
				Schema::titled(
					'DeletedAdminReview',
					Schema::object(
						array(
							'deleted'  => Schema::boolean(),
							'previous' => AdminReview::schema(),
						)
					)
				),
			)
		);
	}

	/**
	 * Hides or shows the review.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed> The review.
	 */
	public function update( WP_REST_Request $request ): array {
		$review = $this->review( $request );
		$this->reviews->set_hidden( $review->id, (bool) $request->get_param( 'hidden' ) );
		return AdminReview::to_array( $this->reviews->find( $review->id ) ?? $review );
	}

	/**
	 * Deletes a review added by hand or imported.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{deleted: bool, previous: array<string, mixed>}
	 * @throws ReviewsError CONFLICT for a provider's review.
	 */
	public function delete( WP_REST_Request $request ): array {
		$review = $this->review( $request );
		if ( ManualSources::PROVIDER !== $review->provider ) {
			throw new ReviewsError(
				'vitrine_review_not_deletable',
				__( 'Only reviews added by hand or imported can be deleted: this one would come back with the next refresh of its source. Hide it instead.', 'vitrine' ),
				ErrorKind::CONFLICT
			);
		}
		$this->reviews->delete( $review->id );
		return array(
			'deleted'  => true,
			'previous' => AdminReview::to_array( $review ),
		);
	}

	/**
	 * @throws ReviewsError NOT_FOUND when there is no such review.
	 */
	private function review( WP_REST_Request $request ): Review {
		$review = $this->reviews->find( (int) $request->get_param( 'id' ) );
		if ( null === $review ) {
			throw new ReviewsError( 'vitrine_review_not_found', __( 'There is no such review.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return $review;
	}
}
