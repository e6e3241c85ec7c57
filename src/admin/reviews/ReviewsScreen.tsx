/**
 * Vitrine > Reviews: three sections behind hash routes (#/sources, #/reviews, #/widgets,
 * #/widgets/ID), as navigation links: each section has its own address, so the links are links
 * (aria-current on the one shown), not an ARIA tab list.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { parseRoute, routeHash, type Route, type Section } from './route';
import { SourcesSection } from './SourcesSection';
import { ReviewsSection } from './ReviewsSection';
import { WidgetsSection } from './WidgetsSection';
import { WidgetEditor } from './WidgetEditor';

export function ReviewsScreen() {
	const [ route, setRoute ] = useState< Route >( () =>
		parseRoute( window.location.hash )
	);
	// Each navigation remounts the section, even to the same route (#/widgets/new twice).
	const [ visit, setVisit ] = useState( 0 );
	const heading = useRef< HTMLHeadingElement >( null );
	const first = useRef( true );

	useEffect( () => {
		const onHashChange = () => {
			setRoute( parseRoute( window.location.hash ) );
			setVisit( ( count ) => count + 1 );
		};
		window.addEventListener( 'hashchange', onHashChange );
		return () => window.removeEventListener( 'hashchange', onHashChange );
	}, [] );

	// After a navigation (not on load), focus goes to the new section's heading, so that a
	// keyboard or screen reader user starts reading there.
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		heading.current?.focus();
	}, [ visit ] );

	const sections: Array< { section: Section; label: string } > = [
		{ section: 'sources', label: __( 'Sources', 'vitrine' ) },
		{ section: 'reviews', label: __( 'Reviews', 'vitrine' ) },
		{ section: 'widgets', label: __( 'Widgets', 'vitrine' ) },
	];

	const navigate = ( next: Route ) => {
		window.location.hash = routeHash( next );
	};

	return (
		<div className="vitrine-reviews-admin">
			<nav
				className="nav-tab-wrapper vitrine-reviews-admin__nav"
				aria-label={ __( 'Reviews sections', 'vitrine' ) }
			>
				{ sections.map( ( { section, label } ) => (
					<a
						key={ section }
						href={ `#/${ section }` }
						className={ `nav-tab${
							route.section === section ? ' nav-tab-active' : ''
						}` }
						aria-current={
							route.section === section ? 'page' : undefined
						}
					>
						{ label }
					</a>
				) ) }
			</nav>
			<div className="vitrine-reviews-admin__section" key={ visit }>
				{ route.section === 'sources' && (
					<SourcesSection headingRef={ heading } />
				) }
				{ route.section === 'reviews' && (
					<ReviewsSection headingRef={ heading } />
				) }
				{ route.section === 'widgets' && route.widget === null && (
					<WidgetsSection headingRef={ heading } />
				) }
				{ route.section === 'widgets' && route.widget !== null && (
					<WidgetEditor
						headingRef={ heading }
						widgetId={
							route.widget === 'new' ? null : route.widget
						}
						onBack={ () =>
							navigate( { section: 'widgets', widget: null } )
						}
					/>
				) }
			</div>
		</div>
	);
}
