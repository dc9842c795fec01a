import { createT } from './create-t';
import { messages } from './messages';

/** t(key, vars) for the shell's strings (src/i18n/messages.ts); a lazy feature's own are in its folder. */
export const useT = createT(messages);
