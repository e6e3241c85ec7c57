<?php
/**
 * stripe_save_appearance: the Payment Element's appearance computed from the theme, kept per theme.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Payments\StripePaymentError;
use Vitrine\Stripe\Settings\StripeAppearance;

/**
 * appearance (JSON), is_block_checkout, theme_name. Shoppers' browsers send it, so it is only
 * taken with its nonce, for the active theme, in the strict shape and size StripeAppearance
 * accepts, and a kept appearance is replaced only once it is a day old or by an administrator
 * (see StripeAppearance). Answers data { saved }.
 */
final class SaveAppearanceEndpoint extends StripeEndpoint {

	public function __construct( private readonly StripeAppearance $appearance ) {
	}

	protected function short_name(): string {
		return StripeNonces::SAVE_APPEARANCE;
	}

	public function args(): array {
		return array(
			'appearance'        => array(
				'type'      => 'string',
				'maxLength' => StripeAppearance::MAX_BYTES,
				'required'  => true,
			),
			'is_block_checkout' => array(
				'type'    => 'string',
				'default' => '',
			),
			'theme_name'        => array(
				'type'      => 'string',
				'maxLength' => 100,
				'required'  => true,
			),
		);
	}

	protected function serve( array $args ): array {
		if ( get_stylesheet() !== $args['theme_name'] ) {
			throw new StripePaymentError( 'vitrine_stripe_appearance_theme', __( 'The appearance is only kept for the active theme.', 'vitrine' ), ErrorKind::INVALID );
		}
		// The router sanitized the text field; the JSON is read as posted for its own strict check.
		$clean = StripeAppearance::clean( (string) $args['appearance'] );
		if ( null === $clean ) {
			throw new StripePaymentError( 'vitrine_stripe_appearance_invalid', __( 'The appearance is not one Stripe\'s Payment Element takes.', 'vitrine' ), ErrorKind::INVALID );
		}
		return array( 'saved' => $this->appearance->save( (string) $args['theme_name'], $clean, current_user_can( 'manage_options' ) ) );
	}
}
