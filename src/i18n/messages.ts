import { cigaretteMessages } from './cigarette-messages';
import { errorMessages } from './error-messages';
import { geocodeMessages } from './geocode-messages';
import { placeSearchMessages } from './place-search-messages';
import { shareMessages } from './share-messages';
import { shellMessages } from './shell-messages';

export type Language = 'zh' | 'en';

// One dictionary per language, merged from each area's file. The Chinese one
// defines the keys; the English one must have the same keys (checked by the type).
const zh = {
  ...shellMessages.zh,
  ...errorMessages.zh,
  ...shareMessages.zh,
  ...geocodeMessages.zh,
  ...cigaretteMessages.zh,
  ...placeSearchMessages.zh,
};
type MessageKey = keyof typeof zh;
const en: Record<MessageKey, string> = {
  ...shellMessages.en,
  ...errorMessages.en,
  ...shareMessages.en,
  ...geocodeMessages.en,
  ...cigaretteMessages.en,
  ...placeSearchMessages.en,
};

export const messages: Record<Language, Record<MessageKey, string>> = { zh, en };
export type { MessageKey };
