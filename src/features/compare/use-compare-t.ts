import { useCallback } from 'react';
import { interpolate } from '../../i18n/use-t';
import { useAppStore } from '../../store/app-store';
import { compareMessages } from './compare-messages';

export type CompareMessageKey = keyof typeof compareMessages.zh;

/** t(key, vars) for the compare view's strings, a dictionary of their own in the view's lazy chunk (bundle budget). */
export function useCompareT() {
  const language = useAppStore((s) => s.language);
  return useCallback(
    (key: CompareMessageKey, vars?: Record<string, string | number>) =>
      interpolate(compareMessages[language][key], vars),
    [language],
  );
}
