import { createT } from '../../i18n/create-t';
import { compareMessages } from './compare-messages';

/** t(key, vars) for the compare view's strings, which load with its lazy chunk rather than with the shell. */
export const useCompareT = createT(compareMessages);
