import { useCallback } from 'react';
import { useAppStore } from '../store/app-store';
import { batchMessages } from './batch-messages';
import { interpolate } from './use-t';

export type BatchMessageKey = keyof typeof batchMessages.zh;

/**
 * t(key, vars) for the batch view's strings. They are a dictionary of their own,
 * loaded with the batch view's lazy chunk rather than before the map (bundle budget).
 */
export function useBatchT() {
  const language = useAppStore((s) => s.language);
  return useCallback(
    (key: BatchMessageKey, vars?: Record<string, string | number>) =>
      interpolate((batchMessages[language] as Record<BatchMessageKey, string>)[key], vars),
    [language],
  );
}
