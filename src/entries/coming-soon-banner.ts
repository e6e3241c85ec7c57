/**
 * Front end, for users who see the site while coming-soon mode is on.
 */
import '../storefront/coming-soon-banner.scss';
import { onReady } from '../core/dom';
import { initComingSoonBanner } from '../storefront/coming-soon-banner';

onReady( () => initComingSoonBanner() );
