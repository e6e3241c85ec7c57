<?php
/**
 * GET and POST /vitrine/v1/reviews.
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
use Vitrine\Reviews\Library\ReviewInput;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The admin's list of stored reviews (every source, hidden ones included unless filtered), and
 * a review added by hand. manage_options and a nonce for both.
 */
final class ReviewsRoute extends AbstractRoute {

	public const MAX_PER_PAGE = 100;

	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly ManualSources $manual,
		private readonly ReviewInput $input,
	) {
	}

	public function get_path(): string {
		return '/reviews';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'list' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => self::list_args(),
			),
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'create' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => self::create_args(),
			),
		);
	}

	/**
	 * GET answers a page of reviews, POST the review added.
	 */
	protected function get_response_schema(): array {
		return Schema::one_of(
			'AdminReviewsAnswer',
			array(
				Schema::titled(
					'AdminReviewPage',
					Schema::object(
						array(
							'reviews' => Schema::list_of( AdminReview::schema() ),
							'total'   => Schema::integer(),
						)
					)
				),
				AdminReview::schema(),
			)
		);
	}

	/**
	 * A page of reviews, newest first: { reviews, total }, and the total in X-WP-Total and
	 * X-WP-TotalPages as WordPress's own lists give it.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function list( WP_REST_Request $request ): WP_REST_Response {
		$per_page = (int) $request->get_param( 'per_page' );
		$page     = (int) $request->get_param( 'page' );
		$source   = $request->get_param( 'source' );
		$provider = $request->get_param( 'provider' );
		$hidden   = $request->get_param( 'hidden' );
		$result   = $this->reviews->query(
			new ReviewQuery(
				source_ids: null === $source ? array() : array( (int) $source ),
				providers: null === $provider ? array() : array( (string) $provider ),
				include_hidden: true !== $hidden && false !== $hidden,
				only_hidden: true === $hidden,
				offset: ( $page - 1 ) * $per_page,
				limit: $per_page,
				search: trim( (string) $request->get_param( 'search' ) ),
			)
		);
		$response = new WP_REST_Response(
			array(
				'reviews' => array_map( array( AdminReview::class, 'to_array' ), $result['reviews'] ),
				'total'   => $result['total'],
			)
		);
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $result['total'] / $per_page ) );
		return $response;
	}

	/**
	 * Adds a review by hand (provider `manual`) to the chosen manual source or the default one.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws ReviewsError INVALID with data.params (key to message) when a field is wrong.
	 */
	public function create( WP_REST_Request $request ): WP_REST_Response {
		$fields = array();
		foreach ( array_keys( self::create_args() ) as $key ) {
			if ( null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		$checked = $this->input->check( $fields, false );
		if ( array() !== $checked['errors'] ) {
			throw new ReviewsError(
				'vitrine_invalid_review',
				/* translators: %s: what is wrong with the fields, one sentence each. */
				sprintf( __( 'The review was not saved. %s', 'vitrine' ), implode( ' ', $checked['errors'] ) ),
				ErrorKind::INVALID,
				array( 'params' => $checked['errors'] )
			);
		}
		$source_id = $request->get_param( 'source_id' );
		$source_id = $this->manual->resolve( null === $source_id ? null : (int) $source_id );

		$external_id = 'manual-' . wp_generate_uuid4();
		$this->reviews->upsert_many( $source_id, ManualSources::PROVIDER, array( array( 'external_id' => $external_id ) + $checked['values'] ) );
		$review = $this->reviews->find_by_external_id( ManualSources::PROVIDER, $external_id );
		if ( null === $review ) {
			throw new ReviewsError( 'vitrine_review_not_saved', __( 'The review could not be saved. Please try again.', 'vitrine' ), ErrorKind::FAILED );
		}
		$response = new WP_REST_Response( AdminReview::to_array( $review ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * @return array<string, array<string, mixed>>
	 */
	private static function list_args(): array {
		return array(
			'source'   => array(
				'description' => __( 'Only the reviews of this source.', 'vitrine' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'provider' => array(
				'description' => __( 'Only the reviews of this provider.', 'vitrine' ),
				'type'        => 'string',
				'enum'        => Source::PROVIDERS,
			),
			'hidden'   => array(
				'description' => __( '1 for only the hidden reviews, 0 for only the shown ones; every review when left out.', 'vitrine' ),
				'type'        => 'boolean',
			),
			'search'   => array(
				'description' => __( 'Text in the author\'s name or the review.', 'vitrine' ),
				'type'        => 'string',
				'maxLength'   => 200,
			),
			'page'     => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_PER_PAGE,
				'default' => 20,
			),
		);
	}

	/**
	 * Types and lengths, so that a wrong type is refused with WordPress's message for the field
	 * and OPTIONS describes the route; ReviewInput checks the rest (dates, addresses, limits).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function create_args(): array {
		return array(
			'source_id'   => array(
				'description' => __( 'A source of reviews added by hand; the default one when left out.', 'vitrine' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'author_name' => array(
				'type'      => 'string',
				'required'  => true,
				'maxLength' => ReviewInput::MAX_NAME,
			),
			'rating'      => array(
				'type'     => 'number',
				'required' => true,
				'minimum'  => 1,
				'maximum'  => 5,
			),
			'text'        => array(
				'type'      => 'string',
				'maxLength' => ReviewInput::MAX_TEXT,
			),
			'time'        => array(
				'description' => __( 'When the review was written: an ISO 8601 date or a Unix time; now when left out.', 'vitrine' ),
				'type'        => array( 'integer', 'string' ),
			),
			'author_url'  => array(
				'type'      => 'string',
				'maxLength' => ReviewInput::MAX_URL,
			),
			'reply'       => array(
				'type'      => 'string',
				'maxLength' => ReviewInput::MAX_TEXT,
			),
		);
	}
}
