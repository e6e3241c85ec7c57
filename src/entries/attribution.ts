/**
 * Attribution context: every front-end page while the merchant allows tracking. Records where the
 * visitor came from in the vitrine_src_* cookies (with the site's consent) and fills the
 * checkout's hidden attribution inputs. No dependencies: it must stay under 3 KB gzip.
 */
import { getSettings } from '../core/settings';
import { startAttribution } from '../attribution/start';
import '../attribution/settings';

startAttribution( getSettings( 'attribution' ) );
