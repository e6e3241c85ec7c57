/**
 * Pages whose content has a `#vitrine-action:` link (Vitrine\DataStores\LinkActionsAssets
 * enqueues it): the public link-action registry (window.vitrine.linkActions), the click and hover
 * binding, and the reload action. No dependencies; a few hundred bytes.
 */
import { bindActionLinks, registerBuiltInActions } from '../link-actions/links';

registerBuiltInActions();
bindActionLinks();
