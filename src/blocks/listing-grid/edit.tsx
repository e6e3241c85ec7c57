/**
 * The listing grid in the block editor: the query and the layout in the sidebar, the item
 * template (inner blocks) in the canvas, shown with the first matching post as its context.
 */
import {
	BlockContextProvider,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { editorStores, StoreSelect } from '../../data-stores/store-select';

export interface MetaCondition {
	key: string;
	compare?: string;
	value?: string;
	type?: 'CHAR' | 'NUMERIC' | 'DATE';
}

export type OrderBy =
	| 'date'
	| 'title'
	| 'modified'
	| 'menu_order'
	| 'comment_count'
	| 'meta_value'
	| 'meta_value_num';

export interface ListingGridAttributes {
	listingId: string;
	/** posts: a query built here; store: the visitor's items of a data store. */
	source: string;
	sourceArgs: { store?: string };
	emptyText: string;
	postType: string;
	taxonomy: string;
	terms: number[];
	metaQuery: MetaCondition[];
	orderBy: OrderBy;
	order: 'ASC' | 'DESC';
	orderMetaKey: string;
	related: boolean;
	excludeCurrent: boolean;
	layout: 'grid' | 'masonry' | 'slider';
	columns: number;
	columnsTablet: number;
	columnsMobile: number;
	perPage: number;
	pagination: 'none' | 'load-more' | 'infinite';
	loadMoreLabel: string;
	lazyLoad: boolean;
	lazyOffset: string;
}

interface EditProps {
	clientId: string;
	attributes: ListingGridAttributes;
	setAttributes: ( changes: Partial< ListingGridAttributes > ) => void;
}

interface PostTypeRecord {
	slug: string;
	name: string;
	viewable: boolean;
	taxonomies: string[];
}

interface TaxonomyRecord {
	slug: string;
	name: string;
	visibility?: { publicly_queryable?: boolean };
}

interface ItemRecord {
	id: number;
	name?: string;
}

const NAME = 'vitrine/listing-grid';
const NONE: never[] = [];
const COMPARE = [
	'=',
	'!=',
	'>',
	'>=',
	'<',
	'<=',
	'LIKE',
	'NOT LIKE',
	'EXISTS',
	'NOT EXISTS',
];

/** The item template a new listing starts with. */
const TEMPLATE = [
	[ 'core/post-featured-image', { isLink: true } ],
	[ 'core/post-title', { isLink: true, level: 3 } ],
	[ 'vitrine/dynamic-field', { field: 'price' } ],
];

/**
 * A new stable id: what the browser sends to name this listing (with the post's id).
 */
export function newListingId(): string {
	return `l-${ Math.random().toString( 36 ).slice( 2, 10 ) }${ Date.now()
		.toString( 36 )
		.slice( -4 ) }`;
}

export function ListingGridEdit( {
	clientId,
	attributes,
	setAttributes,
}: EditProps ) {
	const { listingId } = attributes;
	// Another listing of the post with the same id (a copy): this one takes a new id.
	const duplicate = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as {
				getClientIdsWithDescendants: () => string[];
				getBlockName: ( id: string ) => string;
				getBlockAttributes: (
					id: string
				) => Partial< ListingGridAttributes > | null;
			};
			return editor
				.getClientIdsWithDescendants()
				.some(
					( id ) =>
						id !== clientId &&
						editor.getBlockName( id ) === NAME &&
						editor.getBlockAttributes( id )?.listingId === listingId
				);
		},
		[ clientId, listingId ]
	);
	useEffect( () => {
		if ( ! listingId || duplicate ) {
			setAttributes( { listingId: newListingId() } );
		}
	}, [ listingId, duplicate, setAttributes ] );

	const postTypes = (
		useEntityRecords< PostTypeRecord >( 'root', 'postType', {
			per_page: -1,
		} ).records ?? NONE
	).filter( ( type ) => type.viewable && type.slug !== 'attachment' );
	const current = postTypes.find(
		( type ) => type.slug === attributes.postType
	);
	const taxonomies = (
		useEntityRecords< TaxonomyRecord >( 'root', 'taxonomy', {
			per_page: -1,
		} ).records ?? NONE
	).filter( ( taxonomy ) =>
		( current?.taxonomies ?? NONE ).includes( taxonomy.slug )
	);
	const terms =
		useEntityRecords< ItemRecord >(
			'taxonomy',
			attributes.taxonomy || 'category',
			{ per_page: 100, context: 'view', _fields: 'id,name' },
			{ enabled: attributes.taxonomy !== '' }
		).records ?? NONE;
	const first =
		useEntityRecords< ItemRecord >(
			'postType',
			attributes.postType,
			{ per_page: 1, _fields: 'id' },
			{ enabled: attributes.postType !== '' }
		).records ?? NONE;

	const fromStore = attributes.source === 'store';
	const stores = editorStores();

	const blockProps = useBlockProps( {
		className: `vitrine-listing vitrine-listing--${ attributes.layout }`,
		style: {
			'--vitrine-listing-columns': attributes.columns,
			'--vitrine-listing-columns-tablet': attributes.columnsTablet,
			'--vitrine-listing-columns-mobile': attributes.columnsMobile,
		},
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'vitrine-listing__item' },
		{ template: TEMPLATE }
	);
	const setCondition = ( index: number, change: Partial< MetaCondition > ) =>
		setAttributes( {
			metaQuery: attributes.metaQuery.map( ( condition, i ) =>
				i === index ? { ...condition, ...change } : condition
			),
		} );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Items', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Items from', 'vitrine' ) }
						value={ fromStore ? 'store' : 'posts' }
						options={ [
							{
								value: 'posts',
								label: __( 'A query of posts', 'vitrine' ),
							},
							{
								value: 'store',
								label: __( 'Items of a data store', 'vitrine' ),
								disabled: stores.length === 0,
							},
						] }
						onChange={ ( source: string ) =>
							setAttributes(
								source === 'store'
									? {
											source,
											sourceArgs: {
												store:
													stores[ 0 ]?.slug ??
													'favourites',
											},
										}
									: { source: 'posts', sourceArgs: {} }
							)
						}
					/>
					{ fromStore && (
						<StoreSelect
							help={ __(
								'Each visitor sees their own items, newest added first.',
								'vitrine'
							) }
							value={ attributes.sourceArgs.store ?? '' }
							onChange={ ( store: string ) =>
								setAttributes( { sourceArgs: { store } } )
							}
						/>
					) }
					<TextControl
						label={ __( 'Text when empty', 'vitrine' ) }
						value={ attributes.emptyText }
						placeholder={ __(
							'Nothing to show here yet.',
							'vitrine'
						) }
						onChange={ ( emptyText: string ) =>
							setAttributes( { emptyText } )
						}
					/>
					{ fromStore && (
						<RangeControl
							label={ __( 'Items per page', 'vitrine' ) }
							value={ attributes.perPage }
							min={ 1 }
							max={ 48 }
							onChange={ ( perPage?: number ) =>
								setAttributes( { perPage: perPage ?? 6 } )
							}
						/>
					) }
				</PanelBody>
				{ ! fromStore && (
					<PanelBody title={ __( 'Query', 'vitrine' ) }>
						<SelectControl
							label={ __( 'Post type', 'vitrine' ) }
							value={ attributes.postType }
							options={ postTypes.map( ( type ) => ( {
								value: type.slug,
								label: type.name,
							} ) ) }
							onChange={ ( postType: string ) =>
								setAttributes( {
									postType,
									taxonomy: '',
									terms: [],
								} )
							}
						/>
						<SelectControl
							label={ __( 'Taxonomy', 'vitrine' ) }
							value={ attributes.taxonomy }
							options={ [
								{ value: '', label: __( 'None', 'vitrine' ) },
								...taxonomies.map( ( taxonomy ) => ( {
									value: taxonomy.slug,
									label: taxonomy.name,
								} ) ),
							] }
							onChange={ ( taxonomy: string ) =>
								setAttributes( { taxonomy, terms: [] } )
							}
						/>
						{ attributes.taxonomy !== '' && (
							<>
								<ToggleControl
									label={ __(
										'Related to the current post',
										'vitrine'
									) }
									help={ __(
										'Lists the posts that share a term of this taxonomy with the page’s post.',
										'vitrine'
									) }
									checked={ attributes.related }
									onChange={ ( related: boolean ) =>
										setAttributes( { related } )
									}
								/>
								{ ! attributes.related && (
									<SelectControl
										multiple
										label={ __( 'Terms', 'vitrine' ) }
										value={ attributes.terms.map( String ) }
										options={ terms.map( ( term ) => ( {
											value: String( term.id ),
											label:
												term.name ?? String( term.id ),
										} ) ) }
										onChange={ ( values: string[] ) =>
											setAttributes( {
												terms: values.map( Number ),
											} )
										}
									/>
								) }
							</>
						) }
						<ToggleControl
							label={ __(
								'Leave out the current post',
								'vitrine'
							) }
							checked={ attributes.excludeCurrent }
							onChange={ ( excludeCurrent: boolean ) =>
								setAttributes( { excludeCurrent } )
							}
						/>
						<SelectControl
							label={ __( 'Order by', 'vitrine' ) }
							value={ attributes.orderBy }
							options={ [
								{
									value: 'date',
									label: __( 'Date', 'vitrine' ),
								},
								{
									value: 'title',
									label: __( 'Title', 'vitrine' ),
								},
								{
									value: 'modified',
									label: __( 'Last modified', 'vitrine' ),
								},
								{
									value: 'menu_order',
									label: __( 'Menu order', 'vitrine' ),
								},
								{
									value: 'comment_count',
									label: __( 'Comments', 'vitrine' ),
								},
								{
									value: 'meta_value',
									label: __(
										'Custom field (text)',
										'vitrine'
									),
								},
								{
									value: 'meta_value_num',
									label: __(
										'Custom field (number)',
										'vitrine'
									),
								},
							] }
							onChange={ ( orderBy: string ) =>
								setAttributes( { orderBy: orderBy as OrderBy } )
							}
						/>
						{ attributes.orderBy.startsWith( 'meta_value' ) && (
							<TextControl
								label={ __( 'Custom field key', 'vitrine' ) }
								value={ attributes.orderMetaKey }
								onChange={ ( orderMetaKey: string ) =>
									setAttributes( { orderMetaKey } )
								}
							/>
						) }
						<SelectControl
							label={ __( 'Order', 'vitrine' ) }
							value={ attributes.order }
							options={ [
								{
									value: 'DESC',
									label: __( 'Descending', 'vitrine' ),
								},
								{
									value: 'ASC',
									label: __( 'Ascending', 'vitrine' ),
								},
							] }
							onChange={ ( order: string ) =>
								setAttributes( {
									order: order as 'ASC' | 'DESC',
								} )
							}
						/>
						<RangeControl
							label={ __( 'Items per page', 'vitrine' ) }
							value={ attributes.perPage }
							min={ 1 }
							max={ 48 }
							onChange={ ( perPage?: number ) =>
								setAttributes( { perPage: perPage ?? 6 } )
							}
						/>
					</PanelBody>
				) }
				{ ! fromStore && (
					<PanelBody
						title={ __( 'Custom field conditions', 'vitrine' ) }
						initialOpen={ false }
					>
						{ attributes.metaQuery.map( ( condition, index ) => (
							<div
								key={ index }
								className="vitrine-listing-editor__condition"
							>
								<TextControl
									label={ __( 'Key', 'vitrine' ) }
									value={ condition.key }
									onChange={ ( key: string ) =>
										setCondition( index, { key } )
									}
								/>
								<SelectControl
									label={ __( 'Comparison', 'vitrine' ) }
									value={ condition.compare ?? '=' }
									options={ COMPARE.map( ( value ) => ( {
										value,
										label: value,
									} ) ) }
									onChange={ ( compare: string ) =>
										setCondition( index, { compare } )
									}
								/>
								<TextControl
									label={ __( 'Value', 'vitrine' ) }
									value={ condition.value ?? '' }
									onChange={ ( value: string ) =>
										setCondition( index, { value } )
									}
								/>
								<Button
									variant="link"
									isDestructive
									onClick={ () =>
										setAttributes( {
											metaQuery:
												attributes.metaQuery.filter(
													( _c, i ) => i !== index
												),
										} )
									}
								>
									{ __( 'Remove condition', 'vitrine' ) }
								</Button>
							</div>
						) ) }
						{ attributes.metaQuery.length < 5 && (
							<Button
								variant="secondary"
								onClick={ () =>
									setAttributes( {
										metaQuery: [
											...attributes.metaQuery,
											{
												key: '',
												compare: '=',
												value: '',
												type: 'CHAR',
											},
										],
									} )
								}
							>
								{ __( 'Add condition', 'vitrine' ) }
							</Button>
						) }
					</PanelBody>
				) }
				<PanelBody title={ __( 'Layout', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ value: 'grid', label: __( 'Grid', 'vitrine' ) },
							{
								value: 'masonry',
								label: __( 'Masonry', 'vitrine' ),
							},
							{
								value: 'slider',
								label: __( 'Slider', 'vitrine' ),
							},
						] }
						onChange={ ( layout: string ) =>
							setAttributes( {
								layout: layout as ListingGridAttributes[ 'layout' ],
							} )
						}
					/>
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 6 }
						onChange={ ( columns?: number ) =>
							setAttributes( { columns: columns ?? 3 } )
						}
					/>
					<RangeControl
						label={ __(
							'Columns on tablets (below 1025 px)',
							'vitrine'
						) }
						value={ attributes.columnsTablet }
						min={ 1 }
						max={ 6 }
						onChange={ ( columnsTablet?: number ) =>
							setAttributes( {
								columnsTablet: columnsTablet ?? 1,
							} )
						}
					/>
					<RangeControl
						label={ __(
							'Columns on phones (below 768 px)',
							'vitrine'
						) }
						value={ attributes.columnsMobile }
						min={ 1 }
						max={ 6 }
						onChange={ ( columnsMobile?: number ) =>
							setAttributes( {
								columnsMobile: columnsMobile ?? 1,
							} )
						}
					/>
					<SelectControl
						label={ __( 'More items', 'vitrine' ) }
						value={ attributes.pagination }
						options={ [
							{ value: 'none', label: __( 'None', 'vitrine' ) },
							{
								value: 'load-more',
								label: __( 'Load more button', 'vitrine' ),
							},
							{
								value: 'infinite',
								label: __( 'Infinite scroll', 'vitrine' ),
							},
						] }
						onChange={ ( pagination: string ) =>
							setAttributes( {
								pagination:
									pagination as ListingGridAttributes[ 'pagination' ],
							} )
						}
					/>
					{ attributes.pagination === 'load-more' && (
						<TextControl
							label={ __( 'Button text', 'vitrine' ) }
							value={ attributes.loadMoreLabel }
							placeholder={ __( 'Load more', 'vitrine' ) }
							onChange={ ( loadMoreLabel: string ) =>
								setAttributes( { loadMoreLabel } )
							}
						/>
					) }
					<ToggleControl
						label={ __(
							'Load the listing when it nears the screen',
							'vitrine'
						) }
						help={ __(
							'Its items are then not in the page’s HTML: search engines may not see them.',
							'vitrine'
						) }
						checked={ attributes.lazyLoad }
						onChange={ ( lazyLoad: boolean ) =>
							setAttributes( { lazyLoad } )
						}
					/>
					{ attributes.lazyLoad && (
						<TextControl
							label={ __(
								'Distance from the screen (px)',
								'vitrine'
							) }
							value={ attributes.lazyOffset }
							onChange={ ( lazyOffset: string ) =>
								setAttributes( {
									lazyOffset: /^-?\d{1,4}px$/.test(
										lazyOffset
									)
										? lazyOffset
										: '0px',
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<ul className="vitrine-listing__items">
				<BlockContextProvider
					value={ {
						postId: first[ 0 ]?.id ?? 0,
						postType: attributes.postType,
					} }
				>
					<li { ...innerBlocksProps } />
				</BlockContextProvider>
			</ul>
		</div>
	);
}
