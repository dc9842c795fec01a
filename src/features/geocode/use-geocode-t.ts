import { createT } from '../../i18n/create-t';
import { geocodeMessages } from './geocode-messages';

/** t(key, vars) for this feature's strings, which load with its lazy chunk rather than with the shell. */
export const useGeocodeT = createT(geocodeMessages);
