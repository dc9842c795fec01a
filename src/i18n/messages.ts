import { cigaretteMessages } from './cigarette-messages';
import { errorMessages } from './error-messages';
import { shareMessages } from './share-messages';
import type { Language } from './language';
import { shellMessages } from './shell-messages';

// The shell's dictionary (strings more than one feature or the app reads), merged from each area's file;
// a lazy feature's own strings live in its folder (createT). The Chinese one defines the keys; the
// English one must have the same keys (checked by the type).
const zh = {
  ...shellMessages.zh,
  ...errorMessages.zh,
  ...shareMessages.zh,
  ...cigaretteMessages.zh,
};
type MessageKey = keyof typeof zh;
const en: Record<MessageKey, string> = {
  ...shellMessages.en,
  ...errorMessages.en,
  ...shareMessages.en,
  ...cigaretteMessages.en,
};

export const messages: Record<Language, Record<MessageKey, string>> = { zh, en };
export type { Language, MessageKey };
