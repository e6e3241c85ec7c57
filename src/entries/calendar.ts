/**
 * Pages with a calendar block (Vitrine\Calendar\CalendarBlock). No React, no api-fetch, no
 * wp-i18n: the month is complete in the page and the two phrases come translated in the settings.
 */
import '../calendar/calendar.scss';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { createWidgetRegistry, now } from '../core/widgets';
import { initCalendar } from '../calendar/calendar';
import '../calendar/settings';

onReady( () => {
	const settings = getSettings( 'calendar' );
	void createWidgetRegistry()
		.define( {
			calendar: {
				start: now,
				load: async () => ( element: HTMLElement ) =>
					initCalendar( element, settings ),
			},
		} )
		.start();
} );
