import { useCallback } from 'react';
import { useAppStore } from '../store/app-store';
import { catalogMessages } from './catalog-messages';
import { interpolate } from './use-t';

export type CatalogMessageKey = keyof typeof catalogMessages.zh;

/** t(key, vars) for the catalog view's strings, a dictionary of their own in the view's lazy chunk (bundle budget). */
export function useCatalogT() {
  const language = useAppStore((s) => s.language);
  return useCallback(
    (key: CatalogMessageKey, vars?: Record<string, string | number>) =>
      interpolate((catalogMessages[language] as Record<CatalogMessageKey, string>)[key], vars),
    [language],
  );
}
