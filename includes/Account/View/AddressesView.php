<?php
/**
 * The account's addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountPages;
use Vitrine\Account\AddressBook;
use Vitrine\Account\FormState;
use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressFieldsRenderer;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Orders\AddressLines;

/**
 * /my-account/edit-address/: the saved billing and shipping addresses, each with a link to edit it;
 * /my-account/edit-address/{billing|shipping}/: the address's form, the checkout's fieldset (the
 * country's fields, made to follow a change of country by the checkout bundle). A refused save
 * shows the form again with what was typed, each message by its field and a linked summary first.
 */
final class AddressesView {

	public const SAVE_ACTION  = 'save_address';
	public const NONCE_ACTION = 'vitrine-save-address';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly AddressBook $addresses,
		private readonly AddressFieldsRenderer $renderer,
		private readonly FormState $forms,
	) {
	}

	/**
	 * The form's id in FormState.
	 */
	public static function form_id( string $type ): string {
		return 'address_' . $type;
	}

	/**
	 * Both addresses.
	 */
	public function render_summary( int $user_id ): string {
		$html = '<p>' . esc_html__( 'The following addresses will be used on the checkout page by default.', 'vitrine' ) . '</p><div class="vitrine-addresses">';
		foreach ( AddressBook::TYPES as $type ) {
			$saved = $this->addresses->saved( $user_id, $type );
			$title = AddressFields::BILLING === $type ? __( 'Billing address', 'vitrine' ) : __( 'Shipping address', 'vitrine' );
			$lines = array_map( 'esc_html', AddressLines::of( $saved ) );
			$html .= sprintf(
				'<section class="vitrine-address-card vitrine-address-card--%1$s"><h3>%2$s</h3>%3$s<p><a class="vitrine-button" href="%4$s">%5$s</a></p></section>',
				esc_attr( $type ),
				esc_html( $title ),
				array() === $lines ? '<p>' . esc_html__( 'You have not set up this type of address yet.', 'vitrine' ) . '</p>' : '<address>' . implode( '<br>', $lines ) . '</address>',
				esc_url( $this->pages->endpoint_url( AccountPages::EDIT_ADDRESS, $type ) ),
				esc_html(
					sprintf(
						/* translators: %s: "Billing address" or "Shipping address". */
						array() === $lines ? __( 'Add %s', 'vitrine' ) : __( 'Edit %s', 'vitrine' ),
						$title
					)
				)
			);
		}
		return $html . '</div>';
	}

	/**
	 * One address's form.
	 *
	 * @param int    $user_id The customer.
	 * @param string $type    billing or shipping.
	 */
	public function render_form( int $user_id, string $type ): string {
		$form   = self::form_id( $type );
		$posted = $this->forms->values( $form );
		$values = null === $posted ? $this->addresses->form_values( $user_id, $type ) : array_map( 'strval', $posted );
		$errors = $this->forms->field_errors( $form );
		$linked = array();
		foreach ( $errors as $key => $message ) {
			$linked[ AddressFields::input_name( $type, $key ) ] = $message;
		}
		return sprintf(
			'%1$s<form class="vitrine-form vitrine-account-address" method="post" action="%2$s">%3$s<input type="hidden" name="vitrine_account_action" value="%4$s"><input type="hidden" name="address_type" value="%5$s">%6$s<p class="vitrine-form__row"><button type="submit" class="vitrine-button vitrine-button--primary">%7$s</button></p></form>',
			CheckoutNotices::errors( $linked, $this->forms->messages( $form ) ),
			esc_url( $this->pages->endpoint_url( AccountPages::EDIT_ADDRESS, $type ) ),
			$this->renderer->render( $type, $values, $errors ),
			esc_attr( self::SAVE_ACTION ),
			esc_attr( $type ),
			FormFields::nonce( self::NONCE_ACTION ),
			esc_html__( 'Save address', 'vitrine' )
		);
	}
}
