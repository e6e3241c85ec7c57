/**
 * The address module's public part, for the checkout bundle (and any page with an address
 * form rendered by Vitrine\Address\AddressFieldsRenderer):
 *
 *     import { enhanceAddressFieldsets } from '../address';
 *     enhanceAddressFieldsets( document );
 */
import './address.scss';

export {
	enhanceAddressFieldsets,
	LOCALE_EVENT,
	type AddressLocaleEventDetail,
} from './apply-locale';
export {
	countryLocale,
	type CountryRules,
	type RulesByCountry,
} from './locale';
