import { createT } from '../../i18n/create-t';
import { placeSearchMessages } from './place-search-messages';

/** t(key, vars) for this feature's strings, which load with its lazy chunk rather than with the shell. */
export const usePlaceSearchT = createT(placeSearchMessages);
export type PlaceSearchMessageKey = keyof typeof placeSearchMessages.zh;
