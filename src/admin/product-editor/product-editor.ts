/**
 * The "Product data" box of the product edit screen (markup: Vitrine\Catalog\Admin\ProductDataView).
 * The form posts with the post; this script only shapes it: tabs, fields shown by the product
 * type and the check boxes, rows added and removed, variation choices kept in step with the
 * attributes, media pickers, and the error summary's links.
 */
import { __, sprintf } from '@wordpress/i18n';
import { applyConditions } from './conditions';
import { initTabs, type Tabs } from './tabs';
import { firstField, instantiateRow, nextRowKey } from './rows';
import {
	readVariationChoices,
	syncVariationSelects,
} from './variation-choices';
import {
	downloadFrame,
	galleryFrame,
	pickMedia,
	thumbnailUrl,
	variationImageFrame,
	type MediaAttachment,
} from './media';

const anyLabel = ( name: string ): string =>
	/* translators: %s: the attribute's name, such as Colour. */
	sprintf( __( 'Any %s', 'vitrine' ), name );

/**
 * Says something to screen-reader users through the box's polite live region.
 *
 * @param root    The meta box.
 * @param message What to say.
 */
function announce( root: HTMLElement, message: string ): void {
	const region = root.querySelector< HTMLElement >(
		'[data-vitrine-announcer]'
	);
	if ( ! region ) {
		return;
	}
	region.textContent = '';
	// A change after a tick is announced even when the text repeats.
	window.setTimeout( () => {
		region.textContent = message;
	}, 50 );
}

/**
 * Enhances the box.
 *
 * @param root The meta box's content (#vitrine-product-data).
 */
export function initProductEditor( root: HTMLElement ): void {
	const document = root.ownerDocument;
	applyConditions( root );
	const tabs = initTabs( root );

	const syncChoices = (): void => {
		const choices = readVariationChoices( root );
		root.querySelectorAll< HTMLElement >(
			'[data-vitrine-rows="variation"] > [data-vitrine-row="variation"]'
		).forEach( ( variation ) =>
			syncVariationSelects( variation, choices, anyLabel )
		);
		const hint = root.querySelector< HTMLElement >(
			'[data-vitrine-no-variation-attributes]'
		);
		if ( hint ) {
			hint.hidden = choices.length > 0;
		}
	};

	const syncAttributeChoiceList = (): void => {
		const present = new Set(
			Array.from(
				root.querySelectorAll< HTMLElement >(
					'[data-vitrine-rows="attribute"] > [data-vitrine-row="attribute"]'
				)
			).map( ( row ) => row.dataset.vitrineTaxonomy ?? '' )
		);
		root.querySelectorAll< HTMLOptionElement >(
			'[data-vitrine-add-attribute-choice] option'
		).forEach( ( option ) => {
			// A global attribute is added once; custom ones as often as wanted.
			option.disabled =
				option.value !== '' && present.has( option.value );
		} );
		const select = root.querySelector< HTMLSelectElement >(
			'[data-vitrine-add-attribute-choice]'
		);
		if ( select?.selectedOptions[ 0 ]?.disabled ) {
			select.value = '';
		}
	};

	const renumberVariations = (): void => {
		root.querySelectorAll< HTMLElement >(
			'[data-vitrine-rows="variation"] [data-vitrine-variation-title]'
		).forEach( ( title, index ) => {
			title.textContent = sprintf(
				/* translators: %d: the variation's position: 1, 2, ... */
				__( 'Variation %d', 'vitrine' ),
				index + 1
			);
		} );
	};

	const refresh = (): void => {
		applyConditions( root );
		tabs?.refresh();
	};

	root.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLElement;
		refresh();
		if ( target.closest( '[data-vitrine-row="attribute"]' ) ) {
			syncChoices();
		}
	} );
	root.addEventListener( 'input', ( event ) => {
		const target = event.target as HTMLElement;
		const row = target.closest< HTMLElement >(
			'[data-vitrine-row="attribute"]'
		);
		if ( ! row ) {
			return;
		}
		if ( target.matches( '[data-vitrine-attribute-name]' ) ) {
			const title = row.querySelector< HTMLElement >(
				'[data-vitrine-attribute-title]'
			);
			if ( title ) {
				title.textContent =
					( target as HTMLInputElement ).value.trim() ||
					( title.dataset.vitrinePlaceholder ?? '' );
			}
		}
		syncChoices();
	} );

	root.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'button'
		);
		if ( ! button || ! root.contains( button ) ) {
			return;
		}
		if ( button.dataset.vitrineAdd ) {
			event.preventDefault();
			addRow( button.dataset.vitrineAdd, button );
		} else if ( button.hasAttribute( 'data-vitrine-remove-row' ) ) {
			event.preventDefault();
			removeRow( button );
		} else if ( button.hasAttribute( 'data-vitrine-gallery-add' ) ) {
			event.preventDefault();
			pickMedia( galleryFrame(), button, addGalleryImages );
		} else if ( button.hasAttribute( 'data-vitrine-gallery-remove' ) ) {
			event.preventDefault();
			removeGalleryImage( button );
		} else if ( button.hasAttribute( 'data-vitrine-choose-image' ) ) {
			event.preventDefault();
			chooseVariationImage( button );
		} else if ( button.hasAttribute( 'data-vitrine-remove-image' ) ) {
			event.preventDefault();
			setVariationImage( button, null );
		} else if ( button.dataset.vitrineChooseFile ) {
			event.preventDefault();
			const input = document.getElementById(
				button.dataset.vitrineChooseFile
			) as HTMLInputElement | null;
			pickMedia( downloadFrame(), button, ( [ file ] ) => {
				if ( input && file ) {
					input.value = file.url;
				}
			} );
		}
	} );

	function addRow( kind: string, opener: HTMLElement ): void {
		let selector = `template[data-vitrine-template="${ kind }"]`;
		if ( kind === 'attribute' ) {
			const choice =
				root.querySelector< HTMLSelectElement >(
					'[data-vitrine-add-attribute-choice]'
				)?.value ?? '';
			selector += `[data-vitrine-taxonomy="${ CSS.escape( choice ) }"]`;
		}
		const template = root.querySelector< HTMLTemplateElement >( selector );
		const list = root.querySelector< HTMLElement >(
			`[data-vitrine-rows="${ kind }"]`
		);
		const row = template
			? instantiateRow( template, nextRowKey( kind, document ) )
			: null;
		if ( ! row || ! list ) {
			return;
		}
		list.append( row );
		refresh();
		if ( kind === 'attribute' ) {
			syncAttributeChoiceList();
			syncChoices();
			announce( root, __( 'Attribute added.', 'vitrine' ) );
		} else if ( kind === 'variation' ) {
			syncVariationSelects( row, readVariationChoices( root ), anyLabel );
			renumberVariations();
			announce(
				root,
				sprintf(
					/* translators: %d: the variation's position: 1, 2, ... */
					__( 'Variation %d added.', 'vitrine' ),
					list.children.length
				)
			);
		} else {
			announce( root, __( 'File added.', 'vitrine' ) );
		}
		( firstField( row ) ?? opener ).focus();
	}

	function removeRow( button: HTMLElement ): void {
		const row = button.closest< HTMLElement >( '[data-vitrine-row]' );
		if ( ! row ) {
			return;
		}
		const kind = row.dataset.vitrineRow ?? '';
		if ( kind === 'variation' ) {
			const id = Number(
				row.querySelector< HTMLInputElement >(
					'[data-vitrine-variation-id]'
				)?.value ?? 0
			);
			if ( id > 0 ) {
				const removed = document.createElement( 'input' );
				removed.type = 'hidden';
				removed.name = 'vitrine_removed_variations[]';
				removed.value = String( id );
				root.querySelector(
					'[data-vitrine-removed-variations]'
				)?.append( removed );
			}
		}
		row.remove();
		refresh();
		const messages: Record< string, string > = {
			attribute: __( 'Attribute removed.', 'vitrine' ),
			variation: __(
				'Variation removed. It is deleted when you update the product.',
				'vitrine'
			),
			download: __( 'File removed.', 'vitrine' ),
		};
		if ( kind === 'attribute' ) {
			syncAttributeChoiceList();
			syncChoices();
		}
		if ( kind === 'variation' ) {
			renumberVariations();
		}
		announce( root, messages[ kind ] ?? '' );
		root.querySelector< HTMLElement >(
			`[data-vitrine-add="${ kind }"]`
		)?.focus();
	}

	const galleryInput = root.querySelector< HTMLInputElement >(
		'[data-vitrine-gallery-input]'
	);
	const galleryList = root.querySelector< HTMLElement >(
		'[data-vitrine-gallery-list]'
	);
	const syncGalleryInput = (): void => {
		if ( galleryInput && galleryList ) {
			galleryInput.value = Array.from(
				galleryList.querySelectorAll< HTMLElement >(
					'[data-vitrine-gallery-item]'
				)
			)
				.map( ( item ) => item.dataset.id ?? '' )
				.filter( ( id ) => id !== '' )
				.join( ',' );
		}
	};

	function addGalleryImages( images: MediaAttachment[] ): void {
		const template = root.querySelector< HTMLTemplateElement >(
			'template[data-vitrine-template="gallery-item"]'
		);
		if ( ! template || ! galleryList ) {
			return;
		}
		const present = new Set(
			( galleryInput?.value ?? '' ).split( ',' ).filter( Boolean )
		);
		let added = 0;
		images.forEach( ( image ) => {
			if ( present.has( String( image.id ) ) ) {
				return;
			}
			const item = (
				template.content.cloneNode( true ) as DocumentFragment
			 ).firstElementChild as HTMLElement | null;
			if ( ! item ) {
				return;
			}
			item.dataset.id = String( image.id );
			const img = item.querySelector( 'img' );
			if ( img ) {
				img.src = thumbnailUrl( image );
				img.alt = image.alt ?? '';
			}
			item.querySelector( 'button' )?.setAttribute(
				'aria-label',
				sprintf(
					/* translators: %s: the image's title. */
					__( 'Remove %s from the gallery', 'vitrine' ),
					image.title ?? String( image.id )
				)
			);
			galleryList.append( item );
			present.add( String( image.id ) );
			added++;
		} );
		syncGalleryInput();
		if ( added > 0 ) {
			announce(
				root,
				sprintf(
					/* translators: %d: how many images were added. */
					__( 'Images added to the gallery: %d.', 'vitrine' ),
					added
				)
			);
		}
	}

	function removeGalleryImage( button: HTMLElement ): void {
		const item = button.closest< HTMLElement >(
			'[data-vitrine-gallery-item]'
		);
		if ( ! item ) {
			return;
		}
		const next =
			item.nextElementSibling?.querySelector< HTMLElement >( 'button' ) ??
			item.previousElementSibling?.querySelector< HTMLElement >(
				'button'
			) ??
			root.querySelector< HTMLElement >( '[data-vitrine-gallery-add]' );
		item.remove();
		syncGalleryInput();
		announce( root, __( 'Image removed from the gallery.', 'vitrine' ) );
		next?.focus();
	}

	function chooseVariationImage( button: HTMLElement ): void {
		pickMedia( variationImageFrame(), button, ( [ image ] ) => {
			if ( image ) {
				setVariationImage( button, image );
			}
		} );
	}

	function setVariationImage(
		button: HTMLElement,
		image: MediaAttachment | null
	): void {
		const field = button.closest< HTMLElement >(
			'[data-vitrine-image-field]'
		);
		const input = field?.querySelector< HTMLInputElement >(
			'[data-vitrine-image-input]'
		);
		const preview = field?.querySelector< HTMLElement >(
			'[data-vitrine-image-preview]'
		);
		const remove = field?.querySelector< HTMLElement >(
			'[data-vitrine-remove-image]'
		);
		if ( ! field || ! input || ! preview || ! remove ) {
			return;
		}
		input.value = image ? String( image.id ) : '';
		if ( image ) {
			const img = document.createElement( 'img' );
			img.src = thumbnailUrl( image );
			img.alt = image.alt ?? '';
			img.width = 80;
			img.height = 80;
			preview.replaceChildren( img );
		} else {
			const text = document.createElement( 'span' );
			text.className = 'description';
			text.textContent = __( 'The product’s image', 'vitrine' );
			preview.replaceChildren( text );
			field
				.querySelector< HTMLElement >( '[data-vitrine-choose-image]' )
				?.focus();
		}
		remove.hidden = ! image;
		announce(
			root,
			image
				? __( 'Variation image chosen.', 'vitrine' )
				: __( 'Variation image removed.', 'vitrine' )
		);
	}

	syncAttributeChoiceList();
	syncChoices();
	initErrorSummary( root, tabs );
}

/**
 * The summary of a refused save: focused on arrival, so screen readers read it; each link opens
 * the tab of its field and puts focus in the field.
 *
 * @param root The meta box.
 * @param tabs The tabs, if any.
 */
function initErrorSummary( root: HTMLElement, tabs: Tabs | null ): void {
	const document = root.ownerDocument;
	const summary = document.getElementById( 'vitrine-product-errors' );
	if ( ! summary ) {
		return;
	}
	summary.addEventListener( 'click', ( event ) => {
		const link = ( event.target as Element ).closest< HTMLAnchorElement >(
			'[data-vitrine-error-link]'
		);
		if ( ! link ) {
			return;
		}
		const fieldId = link.dataset.vitrineErrorLink ?? '';
		const message = document.getElementById( `${ fieldId }-error` );
		if ( ! message ) {
			return;
		}
		event.preventDefault();
		const field = document.getElementById( fieldId );
		tabs?.revealPanelOf( message );
		let target: HTMLElement | null = null;
		if ( field?.matches( 'input, select, textarea, button, [tabindex]' ) ) {
			target = field;
		} else if ( field ) {
			target = field.querySelector< HTMLElement >(
				'input:not([type="hidden"]), select, textarea, button'
			);
		}
		target ??=
			document.querySelector< HTMLElement >(
				`[aria-describedby~="${ CSS.escape( message.id ) }"]`
			) ?? message;
		target.scrollIntoView( { block: 'center' } );
		target.focus();
	} );
	// wp-admin's common.js moves notices below the heading once jQuery is ready, which would
	// take the focus away again: focus once the page has loaded and that has happened.
	const focusSummary = (): void => {
		window.setTimeout( () => summary.focus(), 0 );
	};
	if ( document.readyState === 'complete' ) {
		focusSummary();
	} else {
		window.addEventListener( 'load', focusSummary, { once: true } );
	}
}
