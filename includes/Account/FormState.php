<?php
/**
 * A refused form of the my-account page, for the page view of the same request.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

/**
 * The form handler runs before output (template_redirect); when it refuses a submission it keeps
 * the messages and what was typed here, and the page shows the form again with them, in the same
 * request: nothing to store and nothing to expire.
 */
final class FormState {

	private string $form = '';

	/** @var array<string, string> */
	private array $fields = array();

	/** @var list<string> */
	private array $messages = array();

	/** @var array<string, mixed> */
	private array $values = array();

	private int $status = 0;

	/**
	 * Records a refusal.
	 *
	 * @param string                $form     Which form: address_billing, account_details, register…
	 * @param array<string, string> $fields   Input id => message.
	 * @param list<string>          $messages Messages about no one field.
	 * @param array<string, mixed>  $values   What was submitted (never passwords).
	 * @param int                   $status   The HTTP status the page answers with.
	 */
	public function refuse( string $form, array $fields, array $messages = array(), array $values = array(), int $status = 400 ): void {
		$this->form     = $form;
		$this->fields   = $fields;
		$this->messages = $messages;
		$this->values   = $values;
		$this->status   = '' === $form ? 0 : $status;
	}

	/**
	 * The HTTP status of the refusal, 0 when nothing was refused.
	 */
	public function status(): int {
		return $this->status;
	}

	/**
	 * Whether this form was refused in this request.
	 */
	public function refused( string $form ): bool {
		return '' !== $this->form && $form === $this->form;
	}

	/**
	 * Input id => message of a refused form; empty for any other.
	 *
	 * @return array<string, string>
	 */
	public function field_errors( string $form ): array {
		return $this->refused( $form ) ? $this->fields : array();
	}

	/**
	 * @return list<string>
	 */
	public function messages( string $form ): array {
		return $this->refused( $form ) ? $this->messages : array();
	}

	/**
	 * What was submitted in a refused form, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public function values( string $form ): ?array {
		return $this->refused( $form ) ? $this->values : null;
	}

	/**
	 * Forgets the refusal (for the tests, which handle several submissions in one request).
	 */
	public function reset(): void {
		$this->refuse( '', array() );
	}
}
