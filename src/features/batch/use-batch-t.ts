import { createT } from '../../i18n/create-t';
import { batchMessages } from './batch-messages';

/** t(key, vars) for this feature's strings, which load with its lazy chunk rather than with the shell. */
export const useBatchT = createT(batchMessages);
