<?php
/**
 * The notices of Vitrine's admin screens.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

/**
 * A refused form is summed up at the top of the screen in an alert that lists every message,
 * each a link to its field (the field repeats it: FormMarkup); a change that succeeded says so
 * in a status notice. Used by the taxes, shipping, attributes and order screens.
 */
final class Notices {

	/**
	 * Prints the summary of a refused form; nothing when there are no errors.
	 *
	 * @param array<string, string> $errors  Field id to message.
	 * @param string                $heading What was not saved.
	 * @param string                $id      The notice's id, '' for none.
	 * @param string                $advice  A sentence after the heading, '' for none.
	 */
	public static function errors( array $errors, string $heading, string $id = '', string $advice = '' ): void {
		if ( array() === $errors ) {
			return;
		}
		?>
		<div class="notice notice-error"<?php echo '' !== $id ? ' id="' . esc_attr( $id ) . '"' : ''; ?> role="alert">
			<p><strong><?php echo esc_html( $heading ); ?></strong><?php echo '' !== $advice ? ' ' . esc_html( $advice ) : ''; ?></p>
			<ul>
				<?php foreach ( $errors as $field_id => $message ) : ?>
					<li><a href="<?php echo esc_attr( '#' . $field_id ); ?>"><?php echo esc_html( (string) $message ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	/**
	 * Prints what the last change did.
	 */
	public static function success( string $message ): void {
		printf( '<div class="notice notice-success" role="status"><p>%s</p></div>', esc_html( $message ) );
	}

	/**
	 * Prints notices of any type, each with an optional list (the orders screens' bulk results).
	 *
	 * @param list<array{type: string, message: string, items: list<string>}> $notices The notices.
	 */
	public static function list( array $notices ): void {
		foreach ( $notices as $notice ) {
			$type = in_array( $notice['type'], array( 'success', 'error', 'warning', 'info' ), true ) ? $notice['type'] : 'info';
			?>
			<div class="notice notice-<?php echo esc_attr( $type ); ?>" role="<?php echo 'error' === $type ? 'alert' : 'status'; ?>">
				<p><?php echo esc_html( $notice['message'] ); ?></p>
				<?php if ( array() !== $notice['items'] ) : ?>
					<ul class="ul-disc">
						<?php foreach ( $notice['items'] as $item ) : ?>
							<li><?php echo esc_html( $item ); ?></li>
						<?php endforeach; ?>
					</ul>
				<?php endif; ?>
			</div>
			<?php
		}
	}
}
